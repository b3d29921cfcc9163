import '../../styles/mantine-rest';
import { Button, Container, Group, Paper, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MemberAreaGate } from '../membership/member-area-gate';
import { useClubSettings } from '../../lib/use-club-settings';
import { useLogout } from '../../lib/use-logout';
import { useZoneFromBrowser } from '../../lib/use-zone-from-browser';
import { PAGE_WIDTH } from '../../theme';
import classes from './member-layout.module.css';

// In this order once each page lands: Club Feed (/member/feed), Events (/member/events),
// Tee Times (/member/reservations), Tournaments (/member/tournaments), Golf Season (/member/season),
// Club Index (/member/club-index), Profile (/member/profile), Statements (/member/statements).
const memberNav: readonly { to: LinkProps['to']; label: string }[] = [
  { to: '/member/feed', label: 'Club Feed' },
  { to: '/member/events', label: 'Events' },
  { to: '/member/reservations', label: 'Tee Times' },
  { to: '/member/games', label: 'Games' },
  { to: '/member/members', label: 'Members' },
  { to: '/member/tournaments', label: 'Tournaments' },
  { to: '/member/season', label: 'Golf Season' },
  { to: '/member/club-index', label: 'Club Index' },
  { to: '/member/profile', label: 'Profile' },
  { to: '/member/statements', label: 'Statements' },
];

/** The members area's frame: title, its navigation and Sign Out (which goes home). */
export function MemberLayout({ children }: { children: ReactNode }) {
  const { clubName } = useClubSettings();
  const { logout, isPending } = useLogout();
  useZoneFromBrowser();
  return (
    <Container size={PAGE_WIDTH} py="lg">
      <Paper withBorder radius="md" p="sm" mb="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" className={classes.title}>
            <Link to="/member/home" className={classes.titleLink}>
              {clubName} Members
            </Link>
          </Title>
          <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconLogout size={16} />} onClick={logout} disabled={isPending} style={{ flexShrink: 0 }}>
            Sign Out
          </Button>
        </Group>
        <nav aria-label="Members area" className={classes.nav} style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
          {memberNav.map((item) => (
            <Link key={item.to} to={item.to} className={classes.navLink}>
              {item.label}
            </Link>
          ))}
        </nav>
      </Paper>
      <MemberAreaGate>{children}</MemberAreaGate>
    </Container>
  );
}
