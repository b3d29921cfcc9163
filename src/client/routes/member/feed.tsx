import { createFileRoute } from '@tanstack/react-router';
import { FeedPage } from '../../features/club-feed/feed-page';

export const Route = createFileRoute('/member/feed')({ component: FeedPage });
