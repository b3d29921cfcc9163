import { createFileRoute } from '@tanstack/react-router';
import { MemberEventsPage } from '../../features/member-events/member-events-page';

export const Route = createFileRoute('/member/events')({ component: MemberEventsPage });
