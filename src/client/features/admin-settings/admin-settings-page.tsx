import { Card, Center, Loader, Stack, Text } from '@mantine/core';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { trpc } from '../../lib/trpc';
import { ClubPictures } from './club-pictures';
import { ClubSettingsForm } from './club-settings-form';

export function AdminSettingsPage() {
  const settings = trpc.admin.settings.get.useQuery(undefined);
  return (
    <>
      <AdminPageHeader title="Club Settings" description="The club's identity: used at once by the public pages, the footer and e-mails." />
      <Stack gap="lg">
        <ClubPictures />
        <Card withBorder padding="lg">
          {settings.data ? (
            <ClubSettingsForm settings={settings.data} />
          ) : settings.isError ? (
            <Text c="red">Failed to fetch club settings</Text>
          ) : (
            <Center py="xl">
              <Loader size="sm" aria-label="Loading settings" />
            </Center>
          )}
        </Card>
      </Stack>
    </>
  );
}
