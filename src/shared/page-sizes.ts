// How many rows each list shows at a time. Free of zod: route loaders in the first bundle read them.
export const DEFAULT_PAGE_SIZE = 50;
export const FEED_PAGE_SIZE = 10;
export const HOME_POST_COUNT = 5;
export const RECENT_MATCH_COUNT = 3;
export const COMMENT_PAGE_SIZE = 20;
export const OUTBOX_PAGE_SIZE = 25;
export const APPLICATIONS_PAGE_SIZE = 20;
