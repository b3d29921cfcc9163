import { Center, Loader, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSession } from '../lib/use-session';

interface RouteGuardProps {
  children: ReactNode;
  requireAdmin?: boolean;
}

/**
 * Navigates once. (<Navigate> navigates again whenever its props object changes, and the
 * guard re-renders while the navigation is pending: that looped for a member on /admin.)
 */
function useRedirectOnce(go: () => Promise<void>): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void go();
  }, [go]);
}

function ToSignIn({ redirect }: { redirect: string }) {
  const navigate = useNavigate();
  useRedirectOnce(() => navigate({ to: '/signin', search: { redirect }, replace: true }));
  return null;
}

function ToHome() {
  const navigate = useNavigate();
  useRedirectOnce(() => navigate({ to: '/', replace: true }));
  return null;
}

/** The spec's route guard; the server enforces the same rules on every call. */
export function RouteGuard({ children, requireAdmin = false }: RouteGuardProps) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) {
    return (
      <Center py={80}>
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Loading...</Text>
        </Stack>
      </Center>
    );
  }
  if (!user) return <ToSignIn redirect={location.href} />;
  if (requireAdmin && user.memberType !== 'admin') return <ToHome />;
  return <>{children}</>;
}
