import { Anchor, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { IconGolf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '../../lib/public-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useClubSettings } from '../../lib/use-club-settings';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/use-session';
import { AccountMenuSlot } from './account-menu-slot';
import { isMemberAreaPath, MEMBER_NAV_SLOT_ID } from './member-area';
import { primaryLinks } from './nav-links';
import { PAGE_WIDTH } from '../../theme';
import classes from './site-header.module.css';

// A visitor's first page downloads neither: the menu (and its floating-ui positioning) loads for
// signed-in users, the drawer on the first tap of the burger.
const NavDrawer = lazy(() => import('./nav-drawer').then((module) => ({ default: module.NavDrawer })));

export function SiteHeader() {
  const { clubName } = useClubSettings();
  const { user, isLoading } = useSession();
  const logo = useQuery(publicQuery('club', 'identity')).data?.logo ?? null;
  const { logout } = useLogout();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  // Inside the members area its own tabs are the one navigation: no visitors' links, no second sign-out.
  const inMemberArea = useLocation({ select: (location) => isMemberAreaPath(location.pathname) });

  return (
    <header className={classes.header}>
      <Container size={PAGE_WIDTH} h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Anchor component={Link} to="/" className={classes.brand} underline="never">
            {logo ? <img src={logo.src} srcSet={logo.srcSet} sizes="32px" width={32} height={32} alt="" className={classes.logo} /> : <IconGolf size={26} aria-hidden />}
            <span>{clubName}</span>
          </Anchor>
          {inMemberArea ? (
            <div id={MEMBER_NAV_SLOT_ID} />
          ) : (
            <>
              <Group gap="lg" visibleFrom="sm" wrap="nowrap">
                <nav aria-label="Main" className={classes.links}>
                  {primaryLinks.map((link) => (
                    <Anchor key={link.to} component={Link} to={link.to} className={classes.link} activeOptions={{ exact: true }}>
                      {link.label}
                    </Anchor>
                  ))}
                </nav>
                {isLoading ? null : user ? (
                  <AccountMenuSlot user={user} onLogout={logout} />
                ) : (
                  <Button component={Link} to="/signin">
                    Sign In
                  </Button>
                )}
              </Group>
              <Burger
                opened={drawerOpened}
                onClick={() => {
                  setDrawerWanted(true);
                  drawer.toggle();
                }}
                hiddenFrom="sm"
                aria-label="Open navigation"
              />
            </>
          )}
        </Group>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpened} onClose={drawer.close} user={user} onLogout={logout} />
        </Suspense>
      )}
    </header>
  );
}
