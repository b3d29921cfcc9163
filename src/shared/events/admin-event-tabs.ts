// Free of zod: the admin events route reads its ?when= with these in the first bundle.

/** Manage Events: the events not yet over (the default), or those that are, newest first. */
export const ADMIN_EVENT_TABS = ['upcoming', 'past'] as const;
export type AdminEventTab = (typeof ADMIN_EVENT_TABS)[number];
