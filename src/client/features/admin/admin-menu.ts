import { IconFileText, IconLayoutDashboard, IconMail } from '@tabler/icons-react';

/** The side menu 'Admin Menu': each page joins it when it is built. */
export const adminMenu = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
  { to: '/admin/applications', label: 'Membership Applications', icon: IconFileText },
  { to: '/admin/outbox', label: 'Outbox', icon: IconMail },
] as const;
