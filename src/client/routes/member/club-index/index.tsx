import { createFileRoute } from '@tanstack/react-router';
import { ClubIndexPage } from '../../../features/golf-season/club-index-page';
import { loadPage } from '../../../lib/route-data';

export const Route = createFileRoute('/member/club-index/')({ loader: ({ context }) => loadPage.clubIndex(context), component: () => <ClubIndexPage /> });
