import { createFileRoute } from '@tanstack/react-router';
import { GamesPage } from '../../features/open-games/games-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/games')({ loader: ({ context }) => loadPage.openGames(context), component: GamesPage });
