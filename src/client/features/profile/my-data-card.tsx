import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The member's own copy of what the club holds about them, and the way to leave. */
export function MyDataCard() {
  const [deleting, deleteDialog] = useDisclosure(false);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="my-data-heading">
      <Title order={2} size="h4" mb="xs" id="my-data-heading">
        Your Data
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Download everything the club holds about you: your details, posts, comments, matches, scores, tee times, statements and photos.
      </Text>
      <Stack gap="xs" align="flex-start">
        <Button component="a" href="/api/profile/export" download variant="light" leftSection={<IconDownload size={16} />}>
          Download My Data
        </Button>
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={deleteDialog.open}>
          Delete My Account
        </Button>
      </Stack>
      <DeleteAccountDialog opened={deleting} onClose={deleteDialog.close} />
    </Card>
  );
}
