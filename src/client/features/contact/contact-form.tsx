import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { contactInputSchema, type ContactInput } from '../../../shared/contact/contact.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

const emptyContact: ContactInput = { name: '', email: '', phone: '', message: '' };

export function ContactForm() {
  const form = useForm<ContactInput>({
    mode: 'controlled',
    initialValues: emptyContact,
    validate: schemaResolver(contactInputSchema, { sync: true }),
  });
  const send = trpc.contact.send.useMutation({
    onSuccess: () => {
      notifySuccess('Message Sent', "Thank you for your message. We'll get back to you shortly.");
      form.reset();
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      notifyError('Message Not Sent', errorMessage(error, 'An error occurred. Please try again.'));
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput label="Name" autoComplete="name" key={form.key('name')} {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
        <Textarea
          label="Message"
          placeholder="Tell us how we can help..."
          minRows={5}
          autosize={false}
          rows={5}
          styles={{ input: { resize: 'none' } }}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Button type="submit" fullWidth loading={send.isPending}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
