import { Button, Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import { mayOpenAdminPages } from '../../../shared/auth/admin-pages';
import { primaryLinks } from './nav-links';

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  user: SessionUser | null;
  onLogout: () => void;
}

/** The small-screen menu: the header's links; choosing any of them closes it. */
export function NavDrawer({ opened, onClose, user, onLogout }: NavDrawerProps) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={280}>
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's <header>: a second banner landmark inside the menu confuses screen readers. */}
        <Drawer.Header component="div">
          <Drawer.Title>Menu</Drawer.Title>
          <Drawer.CloseButton aria-label="Close menu" />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="xs">
            {primaryLinks.map((link) => (
              <NavLink key={link.to} component={Link} to={link.to} label={link.label} onClick={onClose} />
            ))}
            {user && <NavLink component={Link} to="/member/home" label="Member Portal" onClick={onClose} />}
            {user && mayOpenAdminPages(user) && <NavLink component={Link} to="/admin/dashboard" label="Admin Dashboard" onClick={onClose} />}
            {user ? (
              <Button
                variant="light"
                color="red"
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              >
                Logout
              </Button>
            ) : (
              <Button component={Link} to="/signin" onClick={onClose}>
                Sign In
              </Button>
            )}
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
