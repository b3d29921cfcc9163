import { IconGolf, IconLayoutDashboard } from '@tabler/icons-react';

/** The side menu 'Admin Menu': each page joins it when it is built. */
export const adminMenu = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
  { to: '/admin/tee-sheet', label: 'Tee Sheet', icon: IconGolf },
] as const;
