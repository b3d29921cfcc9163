export const primaryLinks = [
  { to: '/', label: 'Home' },
  { to: '/membership', label: 'Membership' },
  { to: '/events', label: 'Events' },
  { to: '/contact', label: 'Contact' },
] as const;
