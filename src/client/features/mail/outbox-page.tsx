import { Badge, Button, Code, Modal, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { OutboxMessage } from '../../../shared/mail/outbox.schema';
import { OUTBOX_PAGE_SIZE } from '../../../shared/page-sizes';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { inClubTime } from '../../lib/dates';
import { pageInputs } from '../../lib/route-data';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';

const route = getRouteApi('/admin/outbox');

function DeliveryBadge({ message }: { message: OutboxMessage }) {
  if (message.sentAt) return <Badge color="green">Sent</Badge>;
  if (message.attempts === 0) return <Badge color="blue" variant="light">In outbox</Badge>;
  return (
    <Badge color="orange" variant="light" title={message.lastError ?? undefined}>
      Retrying ({message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'})
    </Badge>
  );
}

/** Every e-mail the club sent or keeps; without a mail server this is where messages are read. */
export function OutboxPage() {
  const club = useClubSettings();
  const { page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const list = trpc.mail.outbox.useQuery(pageInputs.outbox(page));
  const when = (iso: string) => inClubTime(iso, club.timeZone).format('MMM D, YYYY h:mm A');
  const columns: AdminColumn<OutboxMessage>[] = [
    { header: 'Date', nowrap: true, cell: (message) => when(message.createdAt) },
    { header: 'To', style: { overflowWrap: 'anywhere' }, cell: (message) => message.to },
    { header: 'Subject', cell: (message) => message.subject },
    { header: 'Status', style: { minWidth: 150 }, cell: (message) => <DeliveryBadge message={message} /> },
    {
      header: 'Actions',
      cell: (message) => (
        <Button size="xs" variant="light" onClick={() => setOpen(message)} aria-label={`Read message ${message.id}`}>
          Read
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Outbox
        </Title>
        <Text c="dimmed" size="sm">
          Every e-mail the club sends, newest first. Without a mail server (SMTP_URL) messages stay here; with one, failed
          deliveries are retried automatically.
        </Text>
      </div>
      <AdminTable
        label="Outbox"
        minWidth={680}
        columns={columns}
        rows={list.data?.items}
        rowKey={(message) => message.id}
        loading={list.isLoading}
        loadingText="Loading messages..."
        errorText={list.isError ? 'Failed to fetch the outbox' : null}
        emptyText="No messages yet"
        paging={{
          page,
          pageSize: OUTBOX_PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: (next) => void navigate({ search: (previous) => ({ ...previous, page: next }) }),
          noun: 'messages',
        }}
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.subject ?? 'Message'} size="lg">
        {open && (
          <Stack gap="xs">
            <Text size="sm">
              <strong>To:</strong> {open.to}
            </Text>
            <Text size="sm">
              <strong>Created:</strong> {when(open.createdAt)}
            </Text>
            {open.lastError && (
              <Text size="sm" c="orange">
                <strong>Last error:</strong> {open.lastError}
              </Text>
            )}
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="outbox-text">
              {open.text}
            </Code>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
