import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { AccountMenu } from './account-menu';


// A visitor's first page does not download the menu (and floating-ui); a signed-in page preloads it
// before hydration (main.tsx), and then renders it at once inside the same Suspense boundary.
let loaded: typeof AccountMenu | null = null;

export async function preloadAccountMenu(): Promise<void> {
  loaded = (await import('./account-menu')).AccountMenu;
}

const LazyAccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

export function AccountMenuSlot({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const Menu = loaded ?? LazyAccountMenu;
  return (
    <Suspense fallback={<Button variant="light">{user.username}</Button>}>
      <Menu user={user} onLogout={onLogout} />
    </Suspense>
  );
}
