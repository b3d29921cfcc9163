import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useEventMutations } from '../features/admin-events/use-event-mutations';
import { type FakeCall, fakeServer, Providers } from '../../test/render';
import { type ChangedDomain, useInvalidate } from './invalidation-map';
import { trpc } from './trpc';

const answers: Record<string, (input: unknown) => unknown> = {
  'events.list': () => [],
  'events.upcoming': () => [],
  'events.memberOnly': () => [],
  'admin.events.list': () => ({ items: [], total: 0, page: 1, pageSize: 50 }),
  'admin.events.delete': () => ({ success: true }),
  'admin.dashboard': () => ({ totalMembers: 0, upcomingEvents: 0, pendingApplications: 0 }),
  'club.settings': () => ({ clubName: 'Club', timeZone: 'America/New_York' }),
  'feed.recent': () => [],
  'matches.recent': () => [],
  'statements.list': () => [],
  'reservations.list': () => [],
  'profile.get': () => ({}),
  'auth.user': () => ({ isAuthenticated: false, user: null }),
  'admin.messages.list': () => ({ items: [], total: 0 }),
  'applications.list': () => ({ items: [], total: 0 }),
  'admin.members.list': () => ({ items: [], total: 0 }),
};

/** Subscribes to the queries the member events page, the home panels, the public calendar and the admin pages read. */
function useReaders() {
  trpc.events.list.useQuery({});
  trpc.events.upcoming.useQuery(undefined);
  trpc.events.memberOnly.useQuery(undefined);
  trpc.admin.events.list.useQuery({});
  trpc.admin.dashboard.useQuery(undefined);
  trpc.club.settings.useQuery(undefined);
  trpc.feed.recent.useQuery({ limit: 5 });
  trpc.matches.recent.useQuery({ limit: 5 });
  trpc.statements.list.useQuery(undefined);
  trpc.reservations.list.useQuery(undefined);
  trpc.profile.get.useQuery(undefined);
  trpc.auth.user.useQuery(undefined);
}

function setUp() {
  const server = fakeServer(answers);
  const wrapper = ({ children }: { children: ReactNode }) => <Providers server={server}>{children}</Providers>;
  return { server, wrapper };
}

const callsTo = (calls: FakeCall[], path: string) => calls.filter((call) => call.path === path).length;

async function refetchedAfter(domain: ChangedDomain): Promise<string[]> {
  const { server, wrapper } = setUp();
  const { result } = renderHook(
    () => {
      useReaders();
      return useInvalidate();
    },
    { wrapper },
  );
  await waitFor(() => expect(callsTo(server.calls, 'auth.user')).toBe(1));
  const before = server.calls.length;
  await act(() => result.current(domain));
  return [...new Set(server.calls.slice(before).map((call) => call.path))].sort();
}

describe('the invalidation map', () => {
  it('after an admin deletes an event, the member events page, the home panel, the public calendar and the admin pages refetch', async () => {
    const { server, wrapper } = setUp();
    const { result } = renderHook(
      () => {
        useReaders();
        return useEventMutations();
      },
      { wrapper },
    );
    await waitFor(() => expect(callsTo(server.calls, 'events.upcoming')).toBe(1));
    await act(() => result.current.remove.mutateAsync({ id: 7 }));
    await waitFor(() => {
      for (const path of ['events.upcoming', 'events.memberOnly', 'events.list', 'admin.events.list', 'admin.dashboard']) {
        expect(callsTo(server.calls, path), path).toBe(2);
      }
    });
    expect(callsTo(server.calls, 'feed.recent')).toBe(1);
  });

  it.each<[ChangedDomain, string[]]>([
    ['events', ['admin.dashboard', 'admin.events.list', 'events.list', 'events.memberOnly', 'events.upcoming']],
    ['settings', ['club.settings', 'events.list', 'events.memberOnly', 'events.upcoming']],
    ['posts', ['feed.recent']],
    ['matches', ['feed.recent', 'matches.recent']],
    ['accounts', ['admin.dashboard', 'statements.list']],
    ['reservations', ['reservations.list']],
    ['profile', ['auth.user', 'profile.get']],
  ])('a change to %s refetches exactly what reads it', async (domain, expected) => {
    expect(await refetchedAfter(domain)).toEqual(expected);
  });
});
