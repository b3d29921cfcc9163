import { createFileRoute } from '@tanstack/react-router';
import { LeaderboardPage } from '../../features/member-hubs/leaderboard-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/leaderboard')({ loader: ({ context }) => loadPage.leaderboardHub(context), component: LeaderboardPage });
