import { Anchor, Button, Card, Checkbox, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { DIRECTORY_FIELD_LABELS, DIRECTORY_FIELDS, type DirectoryField, type MemberProfile } from '../../../shared/profile/member-profile.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useSavedClubProfile } from './use-club-profile';

interface Choices {
  listed: boolean;
  shown: DirectoryField[];
}

const choicesOf = (profile: MemberProfile): Choices => ({
  listed: profile.listed,
  shown: DIRECTORY_FIELDS.filter((field) => !profile.hiddenFields.includes(field)),
});

const isField = (value: string): value is DirectoryField => DIRECTORY_FIELDS.some((field) => field === value);

/** Whether the member is in the directory, and which of their fields other members see there. */
export function DirectoryChoicesCard({ profile }: { profile: MemberProfile }) {
  const saved = useSavedClubProfile();
  const [choices, setChoices] = useState(() => choicesOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Follows what the server holds when that changes (not when only the photo does).
  const held = `${String(profile.listed)}|${profile.hiddenFields.join(',')}`;
  const [shownHeld, setShownHeld] = useState(held);
  if (held !== shownHeld) {
    setShownHeld(held);
    setChoices(choicesOf(profile));
  }
  const save = trpc.people.setDirectory.useMutation({
    onSuccess: async (next) => {
      setErrors({});
      notifySuccess('Profile Updated', next.listed ? 'Your directory choices have been saved.' : 'You are no longer shown in the members directory.');
      await saved(next);
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      notifyError('Directory Choices Not Saved', errorMessage(error, 'Please try again.'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ listed: choices.listed, hiddenFields: DIRECTORY_FIELDS.filter((field) => !choices.shown.includes(field)) });
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="directory-choices">
      <Title order={2} size="h4" mb={4} id="directory-choices">
        Directory
      </Title>
      <Text size="sm" mb="md">
        Nothing here is public: only signed-in members see it.{' '}
        <Anchor renderRoot={(props) => <Link {...props} to="/member/members" />} size="sm" c="green.9" underline="always">
          See the members' directory
        </Anchor>
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Switch
            label="Show me in the members' directory"
            description="Off: other members do not find you there at all."
            checked={choices.listed}
            error={errors.listed}
            onChange={(event) => setChoices({ ...choices, listed: event.currentTarget.checked })}
          />
          <Checkbox.Group
            label="What other members see"
            description="Your name is always shown when you are listed."
            value={choices.shown}
            error={errors.hiddenFields}
            onChange={(values) => setChoices({ ...choices, shown: values.filter(isField) })}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {DIRECTORY_FIELDS.map((field) => (
                <Checkbox key={field} value={field} label={DIRECTORY_FIELD_LABELS[field]} disabled={!choices.listed} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save directory choices'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
