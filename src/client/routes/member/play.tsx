import { createFileRoute } from '@tanstack/react-router';
import { PlayPage } from '../../features/member-hubs/play-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/play')({ loader: ({ context }) => loadPage.play(context), component: PlayPage });
