import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { CONTACT_SENT } from '../../../shared/contact/contact-fields';
import { FormNoticeAlert } from '../../components/public-form/form-notice';
import { usePublicForm } from '../../components/public-form/use-public-form';
import { notifySuccess } from '../../lib/notify';

const loadRules = () => import('./contact-rules');

/** `sent`: the message was sent without scripts, and the server came back here to say so. */
export function ContactForm({ sent = false }: { sent?: boolean }) {
  const form = usePublicForm({
    action: '/contact',
    rules: loadRules,
    failureTitle: 'Message Not Sent',
    offline: { tone: 'error', title: 'Message Not Sent', text: 'An error occurred. Please try again.' },
    onAccepted: () => {
      notifySuccess(CONTACT_SENT.title, CONTACT_SENT.text);
      form.reset();
    },
  });
  return (
    <form {...form.formProps}>
      <FormNoticeAlert notice={form.notice ?? (sent ? CONTACT_SENT : null)} />
      <Stack gap="md" key={form.fieldsKey}>
        <TextInput label="Name" autoComplete="name" {...form.field('name')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
        <Textarea
          label="Message"
          placeholder="Tell us how we can help..."
          minRows={5}
          autosize={false}
          rows={5}
          styles={{ input: { resize: 'none' } }}
          {...form.field('message')}
        />
        <Button type="submit" fullWidth loading={form.pending}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
