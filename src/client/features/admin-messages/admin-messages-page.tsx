import { Badge, Card, Text, UnstyledButton } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ContactMessage } from '../../../shared/contact/contact.schema';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { inClubTime, LIST_DATE, TIME } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError } from '../../lib/notify';
import { pageInputs } from '../../lib/route-data';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';
import { MessageDialog } from './message-dialog';

const route = getRouteApi('/admin/messages');

export function AdminMessagesPage() {
  const { timeZone } = useClubSettings();
  const { page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const [opened, setOpened] = useState<ContactMessage | null>(null);
  const invalidate = useInvalidate();
  const messages = trpc.admin.messages.list.useQuery(pageInputs.messages(page));
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

  const columns: AdminColumn<ContactMessage>[] = [
    {
      header: 'From',
      cell: (message) => (
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
      ),
    },
    {
      header: 'Message',
      style: { maxWidth: 320 },
      cell: (message) => (
        <Text size="sm" lineClamp={1} fw="inherit">
          {message.message}
        </Text>
      ),
    },
    { header: 'Received', nowrap: true, cell: (message) => <Text size="sm">{inClubTime(message.createdAt, timeZone).format(`${LIST_DATE} ${TIME}`)}</Text> },
  ];

  return (
    <>
      <AdminPageHeader
        title="Messages"
        description={
          messages.data ? `Messages sent through the contact form, newest first. ${messages.data.unread} unread.` : 'Messages sent through the contact form, newest first.'
        }
      />
      <Card withBorder padding="md">
        <AdminTable
          label="Messages"
          minWidth={560}
          striped={false}
          columns={columns}
          rows={messages.data?.items}
          rowKey={(message) => message.id}
          rowProps={(message) => ({ fw: message.readAt ? 400 : 700 })}
          loading={messages.isLoading}
          loadingText="Loading messages..."
          emptyText="No messages yet"
          paging={
            messages.data && {
              page,
              pageSize: messages.data.pageSize,
              total: messages.data.total,
              onChange: (next) => void navigate({ search: (previous) => ({ ...previous, page: next }) }),
              noun: 'messages',
            }
          }
        />
      </Card>
      <MessageDialog message={opened} timeZone={timeZone} onClose={() => setOpened(null)} />
    </>
  );
}
