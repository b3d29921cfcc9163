import { Button, Grid, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { applicationFormSchema, GOLF_EXPERIENCE_LEVELS } from '../../../shared/applications/application.schema';
import { OptionalNumberInput } from '../../components/optional-number-input';
import { browserTimeZone } from '../../lib/browser-zone';
import { clearApplicationSubmitted, markApplicationSubmitting, rememberApplicationEmail } from '../../lib/application-storage';
import { errorMessage, fieldErrorsOf, isNetworkFailure } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import type { ApplicationFormValues } from './application-form-values';
import { HandicapSource, WhereYouPlay } from './where-you-play';

const experienceOptions = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];

const initialValues: ApplicationFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  golfExperience: null,
  yearsExperience: null,
  handicap: null,
  interests: '',
  country: null,
  timeZone: null,
  platforms: [],
  launchMonitor: '',
  homeCourse: '',
  handicapSystem: null,
  handicapReference: '',
};

const isLevel = (value: string | null | undefined): value is (typeof GOLF_EXPERIENCE_LEVELS)[number] => GOLF_EXPERIENCE_LEVELS.some((level) => level === value);

export function ApplicationForm() {
  const navigate = useNavigate();
  const form = useForm<ApplicationFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(applicationFormSchema, { sync: true }),
  });
  // The browser's zone, once it runs in one (the page is first drawn on the server, which has none of the applicant's).
  const prefilled = useRef(false);
  const { setFieldValue } = form;
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    const zone = browserTimeZone();
    if (zone) setFieldValue('timeZone', (current) => current ?? zone);
  }, [setFieldValue]);
  const submit = trpc.applications.submit.useMutation({
    onSuccess: async (_result, values) => {
      rememberApplicationEmail(values.email.trim());
      notifySuccess('Application Submitted', "We'll review your application and get back to you soon.");
      await navigate({ to: '/payment', search: { email: values.email.trim() } });
    },
    onError: (error) => {
      clearApplicationSubmitted();
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
        notifyError('Submission Error', 'Please check the form for errors and try again.');
      } else if (isNetworkFailure(error)) {
        notifyError('Submission Error', 'An error occurred while submitting your application. Please try again.');
      } else {
        notifyError('Submission Error', errorMessage(error, 'An error occurred. Please try again.'));
      }
    },
  });

  const onSubmit = form.onSubmit(({ golfExperience, ...values }) => {
    if (!isLevel(golfExperience)) return;
    markApplicationSubmitting();
    submit.mutate({ ...values, golfExperience });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="First Name" autoComplete="given-name" key={form.key('firstName')} {...form.getInputProps('firstName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Last Name" autoComplete="family-name" key={form.key('lastName')} {...form.getInputProps('lastName')} />
          </Grid.Col>
        </Grid>
        <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
        <TextInput label="Phone Number" type="tel" autoComplete="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
        <Textarea label="Address" autoComplete="street-address" minRows={3} autosize key={form.key('address')} {...form.getInputProps('address')} />
        <Select
          label="Golf Experience Level"
          placeholder="Choose your level"
          data={experienceOptions}
          allowDeselect={false}
          key={form.key('golfExperience')}
          {...form.getInputProps('golfExperience')}
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <OptionalNumberInput
              label="Years of golf experience"
              description="Optional"
              min={0}
              max={80}
              allowDecimal={false}
              allowNegative={false}
              value={form.values.yearsExperience}
              onChange={(value) => form.setFieldValue('yearsExperience', value)}
              error={form.errors.yearsExperience}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <OptionalNumberInput
              label="Handicap index"
              description="Optional, from -10 to 54"
              min={-10}
              max={54}
              step={0.1}
              decimalScale={1}
              value={form.values.handicap}
              onChange={(handicap) => {
                form.setFieldValue('handicap', handicap);
                // Without an index there is nothing to say where it is kept.
                if (handicap === null) form.setValues({ handicapSystem: null, handicapReference: '' });
              }}
              error={form.errors.handicap}
            />
          </Grid.Col>
        </Grid>
        {form.values.handicap !== null && form.values.handicap !== undefined && <HandicapSource form={form} />}
        <Textarea
          label="Why are you interested in joining our club?"
          minRows={4}
          autosize
          key={form.key('interests')}
          {...form.getInputProps('interests')}
        />
        <WhereYouPlay form={form} />
        <Button type="submit" size="md" fullWidth disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </Stack>
    </form>
  );
}
