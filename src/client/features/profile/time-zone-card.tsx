import { Button, Card, Select, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { Profile } from '../../../shared/profile/profile.schema';
import { errorMessage } from '../../lib/error-message';
import { browserTimeZone } from '../../lib/member-time';
import { notifyError, notifySuccess } from '../../lib/notify';
import { timeZoneOptions } from '../../lib/time-zones';
import { trpc } from '../../lib/trpc';
import { useMemberTime } from '../../lib/use-member-time';

/** The member's own time zone: every time on their pages and in their e-mails is on its clock. */
export function TimeZoneCard({ profile }: { profile: Profile }) {
  const utils = trpc.useUtils();
  const { zone, clubZone } = useMemberTime();
  const zones = useMemo(() => timeZoneOptions(zone), [zone]);
  const browser = browserTimeZone();
  const save = trpc.profile.setTimeZone.useMutation({
    onSuccess: (saved) => {
      utils.profile.get.setData(undefined, saved);
      notifySuccess('Profile Updated', `Times are now shown in ${saved.timeZone ?? zone}.`);
    },
    onError: (error) => notifyError('Time Zone Not Saved', errorMessage(error, 'Please try again.')),
  });
  const choose = (value: string | null) => {
    if (value && value !== profile.timeZone) save.mutate({ timeZone: value });
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="time-zone">
      <Title order={2} size="h4" mb="xs" id="time-zone">
        Time Zone
      </Title>
      <Select
        label="Your time zone"
        description={`Times on your pages and in your e-mails are in this zone, with the club's (${clubZone}) beside where its clock matters.`}
        data={zones}
        value={zone}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No such time zone"
        disabled={save.isPending}
        onChange={choose}
      />
      {browser !== null && browser !== zone && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => choose(browser)} disabled={save.isPending}>
          Use this device's zone ({browser})
        </Button>
      )}
      {profile.timeZone === null && (
        <Text size="xs" c="dimmed" mt="xs">
          Not saved yet: your browser's zone is used meanwhile.
        </Text>
      )}
    </Card>
  );
}
