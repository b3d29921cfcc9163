import { createFileRoute } from '@tanstack/react-router';
import { MePage } from '../../features/member-hubs/me-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/me')({ loader: ({ context }) => loadPage.me(context), component: MePage });
