import { Anchor, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { DirectorySearch } from '../../lib/list-search';
import { trpc } from '../../lib/trpc';
import { useMemberTime } from '../../lib/use-member-time';
import { DirectoryCard } from './directory-card';
import { DirectoryFilters } from './directory-filters';
import { directoryQueryOf, isFiltered } from './directory-query';
import { useMinute } from './use-minute';

const route = getRouteApi('/member/members');

/** The members' directory: each member as they chose to be seen, their local time now on the viewer's clock. */
export function DirectoryPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const time = useMemberTime();
  const now = useMinute();
  const { query, errors } = directoryQueryOf(search);
  const directory = trpc.people.directory.useQuery(query ?? {}, { enabled: query !== null });
  const change = useCallback(
    (changes: Partial<DirectorySearch>) => void navigate({ search: (previous) => ({ ...previous, ...changes, page: undefined, after: undefined }), replace: true }),
    [navigate],
  );
  // Next starts after the page's last member, so it stays put as members join and leave; Previous counts from the start.
  const goTo = (page: number, after?: number) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined, after }) });
  const data = directory.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const more = data?.totalIsAtLeast ? '+' : '';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Members
        </Title>
        <Text c="dimmed">
          Who plays with the club, wherever they are. Local times are now, with the difference from your clock ({time.zone}).
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          Only signed-in members see this page, and each member chooses what shows here.{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/member/profile" />} size="sm" c="green.9" underline="always">
            Choose what others see of you
          </Anchor>
        </Text>
      </div>
      <DirectoryFilters search={search} errors={errors} onChange={change} />
      {query === null ? (
        <Text c="red.8">Change the search above to see members.</Text>
      ) : directory.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading members" />
        </Center>
      ) : directory.isError || !data ? (
        <Text c="red.8">Failed to load the members. Please try again later.</Text>
      ) : data.members.length === 0 && data.total > 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>There is no page {data.page}: the list has {pages === 1 ? '1 page' : `${pages} pages`}.</Text>
          <Button variant="default" onClick={() => goTo(1)}>
            Go to the first page
          </Button>
        </Stack>
      ) : data.members.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>{isFiltered(search) ? 'No members match this search.' : 'No members are listed in the directory yet.'}</Text>
          {isFiltered(search) && (
            <Text size="sm" c="dimmed">
              Try another name or fewer filters. A filter only finds members who show that field.
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.total === 1 ? '1 member' : `${data.total}${more} members`}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {data.members.map((entry) => (
              <DirectoryCard key={entry.id} entry={entry} now={now} viewer={time} />
            ))}
          </SimpleGrid>
          {(pages > 1 || data.next !== null) && (
            <Group justify="space-between" component="nav" aria-label="Directory pages">
              <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden />} disabled={data.page <= 1} onClick={() => goTo(data.page - 1)}>
                Previous
              </Button>
              <Text size="sm">
                Page {data.page} of {pages}
                {more}
              </Text>
              <Button variant="default" rightSection={<IconChevronRight size={16} aria-hidden />} disabled={data.next === null} onClick={() => goTo(data.page + 1, data.next ?? undefined)}>
                Next
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
