import { createFileRoute } from '@tanstack/react-router';
import { MemberHomePage } from '../../features/club-feed/home/member-home-page';

export const Route = createFileRoute('/member/home')({ component: MemberHomePage });
