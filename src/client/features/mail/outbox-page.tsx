import { ListPagination } from '../../components/admin/list-pagination';
import { TableStateRow } from '../../components/admin/table-state-row';
import { Badge, Button, Code, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { OutboxMessage } from '../../../shared/mail/outbox.schema';
import { inClubTime } from '../../lib/dates';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';
import { TableScroll } from '../../components/table-scroll';

const PAGE_SIZE = 25;

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
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const list = trpc.mail.outbox.useQuery({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const items = list.data?.items ?? [];
  const when = (iso: string) => inClubTime(iso, club.timeZone).format('MMM D, YYYY h:mm A');

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
      <TableScroll label="Outbox" minWidth={680}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.isLoading ? (
              <TableStateRow colSpan={5}>Loading messages...</TableStateRow>
            ) : list.isError ? (
              <TableStateRow colSpan={5} color="red">Failed to fetch the outbox</TableStateRow>
            ) : items.length === 0 ? (
              <TableStateRow colSpan={5}>No messages yet</TableStateRow>
            ) : (
              items.map((message) => (
                <Table.Tr key={message.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(message.createdAt)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to}</Table.Td>
                  <Table.Td>{message.subject}</Table.Td>
                  <Table.Td style={{ minWidth: 150 }}>
                    <DeliveryBadge message={message} />
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setOpen(message)} aria-label={`Read message ${message.id}`}>
                      Read
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <ListPagination page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} noun="messages" />
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
