import { createFileRoute } from '@tanstack/react-router';
import { MemberEventsPage } from '../../features/member-events/member-events-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/events')({ loader: ({ context }) => loadPage.memberEvents(context), component: MemberEventsPage });
