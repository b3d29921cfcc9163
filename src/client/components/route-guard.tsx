import { Center, Loader, Stack, Text } from '@mantine/core';
import { Navigate, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../lib/use-session';

interface RouteGuardProps {
  children: ReactNode;
  requireAdmin?: boolean;
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
  if (!user) return <Navigate to="/signin" search={{ redirect: location.href }} replace />;
  if (requireAdmin && user.memberType !== 'admin') return <Navigate to="/" replace />;
  return <>{children}</>;
}
