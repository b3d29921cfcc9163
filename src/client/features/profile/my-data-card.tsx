import { Button, Card, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** The member's own copy of what the club holds about them. */
export function MyDataCard() {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="my-data-heading">
      <Title order={2} size="h4" mb="xs" id="my-data-heading">
        Your Data
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Download everything the club holds about you: your details, posts, comments, matches, scores, tee times, statements and photos.
      </Text>
      <Button component="a" href="/api/profile/export" download variant="light" leftSection={<IconDownload size={16} />}>
        Download My Data
      </Button>
    </Card>
  );
}
