export const primaryLinks = [
  { to: '/', label: 'Home' },
  { to: '/membership', label: 'Membership' },
] as const;
