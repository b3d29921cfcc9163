import { Button, Grid, Loader, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { APPLICATION_INVALID, APPLICATION_SUBMITTED } from '../../../shared/applications/application-fields';
import { textField } from '../../../shared/site/posted-form';
import { FormNoticeAlert } from '../../components/public-form/form-notice';
import { usePublicForm } from '../../components/public-form/use-public-form';
import { rememberApplicationEmail } from '../../lib/application-storage';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSubmissionFlag } from './use-submission-flag';
import { HandicapSource, WhereYouPlay } from './where-you-play';

const FAILURE_TITLE = 'Submission Error';

const experienceOptions = [
  { value: '', label: 'Choose your level' },
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];

const loadRules = () => import('./application-rules');

/**
 * Whether an index is typed, which opens where it is kept. Unknown until scripts run: the page without
 * them shows those fields always (the server asks for them only with an index).
 */
function useHasIndex() {
  const ref = useRef<HTMLInputElement>(null);
  const [hasIndex, setHasIndex] = useState<boolean | null>(null);
  const typed = (input: HTMLInputElement | null) => (input?.value ?? '').trim() !== '';
  // What was typed before scripts ran (or posted before): the input already holds it.
  useEffect(() => {
    const input = ref.current;
    setHasIndex(typed(input));
  }, []);
  return [ref, hasIndex, () => setHasIndex(typed(ref.current))] as const;
}

/**
 * The application form. Its lists (countries, time zones...) come with a server-rendered page; on a
 * visit from another page their code loads first, a moment.
 */
export function ApplicationForm() {
  return (
    <Suspense fallback={<Loader aria-label="Loading the form" mx="auto" display="block" />}>
      <ApplicationFields />
    </Suspense>
  );
}

function ApplicationFields() {
  const navigate = useNavigate();
  const flag = useSubmissionFlag();
  const form = usePublicForm({
    action: '/apply',
    rules: flag.marking(loadRules),
    failureTitle: FAILURE_TITLE,
    offline: { tone: 'error', title: FAILURE_TITLE, text: 'An error occurred while submitting your application. Please try again.' },
    onAccepted: async (_answer, fields) => {
      flag.accepted();
      const email = textField(fields, 'email').trim();
      rememberApplicationEmail(email);
      notifySuccess(APPLICATION_SUBMITTED.title, APPLICATION_SUBMITTED.text);
      await navigate({ to: '/payment', search: { email } });
    },
    onRefused: (answer) => {
      if (Object.keys(answer.errors).length > 0) notifyError(APPLICATION_INVALID.title, APPLICATION_INVALID.text);
      else notifyError(FAILURE_TITLE, answer.notice?.text ?? 'An error occurred. Please try again.');
    },
  });
  useEffect(() => flag.settle(form.pending));
  const [indexRef, hasIndex, readIndex] = useHasIndex();
  const handicap = form.field('handicap');

  return (
    <form {...form.formProps}>
      <FormNoticeAlert notice={form.notice} />
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="First Name" autoComplete="given-name" {...form.field('firstName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
          </Grid.Col>
        </Grid>
        <TextInput label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextInput label="Phone Number" type="tel" autoComplete="tel" {...form.field('phone')} />
        <Textarea label="Address" autoComplete="street-address" minRows={3} autosize {...form.field('address')} />
        <NativeSelect label="Golf Experience Level" data={experienceOptions} {...form.field('golfExperience')} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Years of golf experience" description="Optional" inputMode="numeric" autoComplete="off" {...form.field('yearsExperience')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Handicap index"
              description="Optional, from -10 to 54"
              inputMode="decimal"
              autoComplete="off"
              ref={indexRef}
              {...handicap}
              onInput={() => {
                handicap.onInput();
                readIndex();
              }}
            />
          </Grid.Col>
        </Grid>
        {hasIndex !== false && <HandicapSource field={form.field} />}
        <Textarea label="Why are you interested in joining our club?" minRows={4} autosize {...form.field('interests')} />
        <WhereYouPlay field={form.field} initial={form.initial} />
        <Button type="submit" size="md" fullWidth disabled={form.pending}>
          {form.pending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </Stack>
    </form>
  );
}
