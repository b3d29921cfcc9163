import { Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconRss } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useInvalidate } from '../../lib/invalidation-map';

/** The member's secret calendar feed link: shown once when made; a reset makes a new one. */
export function CalendarFeedCard() {
  const invalidate = useInvalidate();
  const feed = trpc.calendar.feed.useQuery(undefined);
  const [url, setUrl] = useState<string | null>(null);
  const reset = trpc.calendar.resetFeed.useMutation({
    onSuccess: (result) => {
      setUrl(result.url);
      void invalidate('calendarFeed');
      notifySuccess('Calendar Link Ready', 'Copy the link into your calendar app to subscribe.');
    },
    onError: (error) => notifyError('Calendar Link Failed', errorMessage(error, 'Please try again.')),
  });
  const hasFeed = feed.data?.hasFeed ?? false;

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group gap="xs">
          <IconRss size={18} aria-hidden />
          <Title order={2} size="h5">
            My calendar
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          The events you are going to, your tee times and your matches, in Google Calendar, Apple Calendar or Outlook through a private link.
          Changes and cancellations follow on their own.
        </Text>
        {url ? (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label="Your calendar feed link" value={url} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button onClick={copy} variant={copied ? 'filled' : 'light'} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : (
          hasFeed && (
            <Text size="sm">
              You already have a feed link. For your privacy it is shown only once; make a new one if you need it again (the old link stops working).
            </Text>
          )
        )}
        {url && (
          <Text size="xs" c="dimmed">
            Keep this link private: anyone who has it can see the club&apos;s events. It is shown only now.
          </Text>
        )}
        <Group>
          <Button variant="default" onClick={() => reset.mutate()} disabled={reset.isPending || feed.isLoading}>
            {hasFeed ? 'Make a new feed link' : 'Get my feed link'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
