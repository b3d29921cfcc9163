import { createFileRoute } from '@tanstack/react-router';
import { FeedPage } from '../../features/club-feed/feed-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/feed')({ loader: ({ context }) => loadPage.feed(context), component: FeedPage });
