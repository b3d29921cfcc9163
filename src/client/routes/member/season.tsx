import { createFileRoute } from '@tanstack/react-router';
import { SeasonPage } from '../../features/golf-season/season-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/season')({ loader: ({ context }) => loadPage.leaderboard(context), component: SeasonPage });
