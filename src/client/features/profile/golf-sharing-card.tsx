import { Card, Switch, Text, Title } from '@mantine/core';
import type { Profile } from '../../../shared/profile/profile.schema';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

/** Whether the member's match results may be posted to the club feed. */
export function GolfSharingCard({ profile }: { profile: Profile }) {
  const invalidate = useInvalidate();
  const save = trpc.profile.setPostResults.useMutation({
    onSuccess: async (saved) => {
      notifySuccess('Profile Updated', saved.postResults ? 'Your match results will be posted to the club feed.' : 'Your match results will not be posted to the club feed.');
      await invalidate('profile');
    },
    onError: (error) => notifyError('Failed to update profile', errorMessage(error, 'Please try again.')),
  });
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        Golf
      </Title>
      <Switch
        label="Post my match results to the club feed"
        description="When a match on a course is complete, its result appears in the feed. Off: you are left out of it."
        checked={profile.postResults}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ postResults: event.currentTarget.checked })}
      />
      <Text size="xs" c="dimmed" mt="xs">
        Your rounds still count for your club index either way.
      </Text>
    </Card>
  );
}
