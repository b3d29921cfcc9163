import { Button, Card, Divider, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useMemo } from 'react';
import { countryOptions } from '../../../shared/countries';
import { platformOptions } from '../../../shared/golf/platforms';
import { type GolfProfileInput, golfProfileInputSchema, type MemberProfile } from '../../../shared/profile/member-profile.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useMemberTime } from '../../lib/use-member-time';
import { ProfilePhoto } from './profile-photo';
import { useSavedClubProfile } from './use-club-profile';

const valuesOf = (profile: MemberProfile): GolfProfileInput => ({
  country: profile.country,
  platforms: profile.platforms,
  launchMonitor: profile.launchMonitor ?? '',
  homeCourse: profile.homeCourse ?? '',
});

/** What members know the member by: their photo, where they are, what they play on, their home course. */
export function ClubProfileCard({ profile, name }: { profile: MemberProfile; name: string }) {
  const { zone } = useMemberTime();
  const countries = useMemo(() => countryOptions(), []);
  const saved = useSavedClubProfile();
  const form = useForm<GolfProfileInput>({ mode: 'controlled', initialValues: valuesOf(profile), validate: schemaResolver(golfProfileInputSchema, { sync: true }) });
  const { setInitialValues } = form;
  useEffect(() => setInitialValues(valuesOf(profile)), [profile, setInitialValues]);
  const save = trpc.people.updateGolf.useMutation({
    onSuccess: async (next) => {
      form.setValues(valuesOf(next));
      form.resetDirty(valuesOf(next));
      notifySuccess('Profile Updated', 'Your club profile has been saved.');
      await saved(next);
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      notifyError('Club Profile Not Saved', errorMessage(error, 'Please try again.'));
    },
  });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="club-profile">
      <Title order={2} size="h4" mb={4} id="club-profile">
        Club profile
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        What other members see of you in the members' directory (choose which parts below, under Directory).
      </Text>
      <ProfilePhoto profile={profile} name={name} />
      <Divider my="md" />
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Country"
              placeholder="Search for your country"
              data={countries}
              searchable
              clearable
              nothingFoundMessage="No such country"
              autoComplete="off"
              key={form.key('country')}
              {...form.getInputProps('country')}
            />
            <div>
              <Text size="sm" fw="var(--mantine-font-weight-medium)">
                Time zone
              </Text>
              <Text size="sm" c="dimmed">
                {zone}: your local time in the directory follows it. Change it under Time Zone.
              </Text>
            </div>
          </SimpleGrid>
          <MultiSelect
            label="Platforms"
            description="The simulator software you play on, or a real course"
            placeholder="Choose where you play"
            data={platformOptions}
            clearable
            hidePickedOptions
            key={form.key('platforms')}
            {...form.getInputProps('platforms')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Launch monitor" placeholder="e.g. Garmin R10" maxLength={60} key={form.key('launchMonitor')} {...form.getInputProps('launchMonitor')} />
            <TextInput label="Home course" placeholder="Where you play in person, if anywhere" maxLength={100} key={form.key('homeCourse')} {...form.getInputProps('homeCourse')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save club profile'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
