import { Badge, Card, Table, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ContactMessage } from '../../../shared/contact/contact.schema';
import { DEFAULT_PAGE_SIZE } from '../../../shared/paging/paging.schema';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { ListPagination } from '../../components/admin/list-pagination';
import { TableStateRow } from '../../components/admin/table-state-row';
import { inClubTime, LIST_DATE, TIME } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { notifyError } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';
import { MessageDialog } from './message-dialog';
import { useInvalidate } from '../../lib/invalidation-map';
import { TableScroll } from '../../components/table-scroll';

export function AdminMessagesPage() {
  const { timeZone } = useClubSettings();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<ContactMessage | null>(null);
  const invalidate = useInvalidate();
  const messages = trpc.admin.messages.list.useQuery({ page, pageSize: DEFAULT_PAGE_SIZE });
  const markRead = trpc.admin.messages.open.useMutation({
    onSuccess: async (message) => {
      setOpened(message);
      await invalidate('messages');
    },
    onError: (error) => notifyError('Failed to open message', errorMessage(error, 'Please try again.')),
  });

  useEffect(() => {
    if (messages.isError) notifyError('Failed to fetch messages');
  }, [messages.isError]);

  const open = (message: ContactMessage) => {
    setOpened(message);
    if (!message.readAt) markRead.mutate({ id: message.id });
  };

  return (
    <>
      <AdminPageHeader
        title="Messages"
        description={
          messages.data ? `Messages sent through the contact form, newest first. ${messages.data.unread} unread.` : 'Messages sent through the contact form, newest first.'
        }
      />
      <Card withBorder padding="md">
        <TableScroll label="Messages" minWidth={560}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>From</Table.Th>
                <Table.Th>Message</Table.Th>
                <Table.Th>Received</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {messages.isLoading ? (
                <TableStateRow colSpan={3}>Loading messages...</TableStateRow>
              ) : !messages.data || messages.data.items.length === 0 ? (
                <TableStateRow colSpan={3}>No messages yet</TableStateRow>
              ) : (
                messages.data.items.map((message) => (
                  <Table.Tr key={message.id} fw={message.readAt ? 400 : 700}>
                    <Table.Td>
                      <UnstyledButton onClick={() => open(message)}>
                        <Text size="sm" fw="inherit">
                          {message.name}
                          {!message.readAt && (
                            <Badge ml={6} size="xs" color="green">
                              New
                            </Badge>
                          )}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {message.email}
                        </Text>
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td maw={320}>
                      <Text size="sm" lineClamp={1} fw="inherit">
                        {message.message}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{inClubTime(message.createdAt, timeZone).format(`${LIST_DATE} ${TIME}`)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </TableScroll>
        {messages.data && (
          <ListPagination page={page} pageSize={messages.data.pageSize} total={messages.data.total} onChange={setPage} noun="messages" />
        )}
      </Card>
      <MessageDialog message={opened} timeZone={timeZone} onClose={() => setOpened(null)} />
    </>
  );
}
