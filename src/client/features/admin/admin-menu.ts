import {
  IconCalendarEvent,
  IconDatabaseExport,
  IconFileText,
  IconFlag,
  IconGolf,
  IconHistory,
  IconInbox,
  IconLayoutDashboard,
  IconMail,
  IconReceiptRefund,
  IconScale,
  IconTrophy,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';

/** The side menu 'Admin Menu': each page joins it when it is built. */
export const adminMenu = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
  { to: '/admin/members', label: 'Manage Members', icon: IconUsers },
  { to: '/admin/applications', label: 'Membership Applications', icon: IconFileText },
  { to: '/admin/payments', label: 'Payments to Review', icon: IconReceiptRefund },
  { to: '/admin/events', label: 'Manage Events', icon: IconCalendarEvent },
  { to: '/admin/tee-sheet', label: 'Tee Sheet', icon: IconGolf },
  { to: '/admin/courses', label: 'Courses', icon: IconFlag },
  { to: '/admin/tournaments', label: 'Tournaments', icon: IconTrophy },
  { to: '/admin/disputes', label: 'Disputed Cards', icon: IconScale },
  { to: '/admin/messages', label: 'Messages', icon: IconMail },
  { to: '/admin/settings', label: 'Club Settings', icon: IconSettings },
  { to: '/admin/audit', label: 'Audit Log', icon: IconHistory },
  { to: '/admin/outbox', label: 'Outbox', icon: IconInbox },
  { to: '/admin/backups', label: 'Backups', icon: IconDatabaseExport },
] as const;
