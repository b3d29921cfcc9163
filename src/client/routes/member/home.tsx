import { createFileRoute } from '@tanstack/react-router';
import { MemberHomePage } from '../../features/club-feed/home/member-home-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/home')({ loader: ({ context }) => loadPage.memberHome(context), component: MemberHomePage });
