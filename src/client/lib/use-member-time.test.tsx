import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserIn } from '../../test/browser-zone';
import { fakeServer, Providers } from '../../test/render';
import { profileView, zoneHandlers } from '../../test/zone-views';
import { useMemberTime } from './use-member-time';
import { useZoneFromBrowser } from './use-zone-from-browser';

const wrapperFor = (server: ReturnType<typeof fakeServer>) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Providers server={server}>{children}</Providers>;
  };

afterEach(() => vi.restoreAllMocks());

// 9 AM in New York on the Saturday before its clocks go forward (14 March 2027), and the Monday after.
const saturday = '2027-03-13T14:00:00.000Z';
const monday = '2027-03-15T13:00:00.000Z';

describe('useMemberTime', () => {
  it('reads the member’s zone from their profile and puts the club’s clock beside', async () => {
    browserIn('Europe/Paris');
    const { result } = renderHook(() => useMemberTime(), { wrapper: wrapperFor(fakeServer(zoneHandlers('Asia/Tokyo'))) });
    await waitFor(() => expect(result.current.zone).toBe('Asia/Tokyo'));
    expect(result.current.clubZone).toBe('America/New_York');
    expect(result.current.elsewhere).toBe(true);
    expect(result.current.dateTime(saturday)).toBe('Sat, Mar 13, 2027 at 11:00 PM your time · 9:00 AM club time');
    expect(result.current.dateTime(monday)).toBe('Mon, Mar 15, 2027 at 10:00 PM your time · 9:00 AM club time');
    expect(result.current.clock(monday)).toBe('10:00 PM your time · 9:00 AM club time');
  });

  it('uses the browser’s zone until the profile has one, and the club’s clock alone when they agree', async () => {
    browserIn('America/New_York');
    const { result } = renderHook(() => useMemberTime(), { wrapper: wrapperFor(fakeServer(zoneHandlers(null, 'America/Toronto'))) });
    await waitFor(() => expect(result.current.clubZone).toBe('America/Toronto'));
    expect(result.current.zone).toBe('America/New_York');
    expect(result.current.dateTime(saturday)).toBe('Sat, Mar 13, 2027 at 9:00 AM');
  });

  it('writes dates and clocks as the browser’s locale does', async () => {
    browserIn('Europe/London');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    const { result } = renderHook(() => useMemberTime(), { wrapper: wrapperFor(fakeServer(zoneHandlers('Europe/London'))) });
    await waitFor(() => expect(result.current.clubZone).toBe('America/New_York'));
    // London on GMT, New York already on EDT: four hours apart that week.
    expect(result.current.dateTime(monday)).toBe('Mon, 15 Mar 2027 at 13:00 your time · 09:00 club time');
    expect(result.current.wallClock('14:30')).toBe('14:30');
  });
});

describe('useZoneFromBrowser', () => {
  it('saves the browser’s zone once on a first sign-in, and leaves a chosen zone alone', async () => {
    browserIn('Asia/Tokyo');
    const server = fakeServer({ 'profile.get': () => profileView(null), 'profile.setTimeZone': () => profileView('Asia/Tokyo') });
    const { rerender } = renderHook(() => useZoneFromBrowser(), { wrapper: wrapperFor(server) });
    await waitFor(() => expect(server.calls.filter((call) => call.path === 'profile.setTimeZone')).toEqual([{ path: 'profile.setTimeZone', input: { timeZone: 'Asia/Tokyo' } }]));
    rerender();

    const chosen = fakeServer({ 'profile.get': () => profileView('Europe/London') });
    renderHook(() => useZoneFromBrowser(), { wrapper: wrapperFor(chosen) });
    await waitFor(() => expect(chosen.calls.map((call) => call.path)).toContain('profile.get'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chosen.calls.map((call) => call.path)).not.toContain('profile.setTimeZone');
    expect(server.calls.filter((call) => call.path === 'profile.setTimeZone')).toHaveLength(1);
  });
});
