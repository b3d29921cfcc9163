import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import { BACKUP_HOLDS, BACKUP_LEAVES_OUT_THE_KEY, BACKUP_PRIVACY, POSTGRES_BACKUP_HOLDS, POSTGRES_BACKUP_MESSAGE } from '../../../shared/backups/backups';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { inClubTime, LIST_DATE, TIME } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';

interface BackupRow {
  name: string;
  sizeBytes: number;
  takenAt: string;
}

function sizeOf(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The last backups (the database and the photos, one file each): download one, or take one now. */
export function AdminBackupsPage() {
  const keeper = trpc.admin.backups.keeper.useQuery(undefined);
  // The route loads it first; until then, no button that may not apply.
  if (keeper.isLoading) return <AdminPageHeader title="Backups" />;
  if (keeper.data === 'pg_dump') return <PostgresBackups />;
  return <AppBackups />;
}

/** What a backup holds and leaves out: the admin who downloads one knows what they carry. */
function WhatABackupHolds({ holds }: { holds: string }) {
  return (
    <Card withBorder padding="md" mb="md" component="section" aria-labelledby="backup-contents">
      <Stack gap="xs">
        <Title order={2} size="h4" id="backup-contents">
          What a backup holds
        </Title>
        <Text size="sm">{holds}</Text>
        <Text size="sm">{BACKUP_LEAVES_OUT_THE_KEY}</Text>
        <Text size="sm">{BACKUP_PRIVACY}</Text>
      </Stack>
    </Card>
  );
}

/** A club on PostgreSQL: pg_dump keeps the database and the photos, outside the app. */
function PostgresBackups() {
  return (
    <>
      <AdminPageHeader title="Backups" description="The club's database and photos are in PostgreSQL." />
      <WhatABackupHolds holds={POSTGRES_BACKUP_HOLDS} />
      <Card withBorder padding="md">
        <Text>{POSTGRES_BACKUP_MESSAGE}</Text>
      </Card>
    </>
  );
}

function AppBackups() {
  const { timeZone } = useClubSettings();
  const backups = trpc.admin.backups.list.useQuery(undefined);
  const invalidate = useInvalidate();
  const create = trpc.admin.backups.create.useMutation({
    onSuccess: async (backup) => {
      notifySuccess('Backup Taken', backup.name);
      await invalidate('backups');
    },
    onError: (error) => notifyError('Backup failed', errorMessage(error, 'Please try again.')),
  });
  const columns: AdminColumn<BackupRow>[] = [
    { header: 'Taken', nowrap: true, cell: (backup) => inClubTime(backup.takenAt, timeZone).format(`${LIST_DATE} ${TIME}`) },
    { header: 'Size', nowrap: true, cell: (backup) => sizeOf(backup.sizeBytes) },
    {
      header: 'Download',
      cell: (backup) => (
        <Anchor href={`/api/admin/backups/${backup.name}`} download aria-label={`Download the backup of ${inClubTime(backup.takenAt, timeZone).format(`${LIST_DATE} ${TIME}`)}`}>
          Download
        </Anchor>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader
        title="Backups"
        description="The club's database and photos, backed up every day; the last 7 daily and 4 weekly backups are kept. Restore one with npm run restore -- <file>."
        actions={
          <Button leftSection={<IconDatabaseExport size={18} />} onClick={() => create.mutate()} loading={create.isPending}>
            Back Up Now
          </Button>
        }
      />
      <WhatABackupHolds holds={BACKUP_HOLDS} />
      <Card withBorder padding="md">
        <AdminTable
          label="Backups"
          minWidth={340}
          columns={columns}
          rows={backups.data}
          rowKey={(backup) => backup.name}
          loading={backups.isLoading}
          loadingText="Loading backups..."
          errorText={backups.isError ? 'Failed to fetch backups' : null}
          emptyText="No backups yet"
        />
      </Card>
    </>
  );
}
