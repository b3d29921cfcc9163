import { createFileRoute } from '@tanstack/react-router';
import { OrderOfMeritPage } from '../../features/tournaments/order-of-merit-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/order-of-merit')({ loader: ({ context }) => loadPage.orderOfMerit(context), component: OrderOfMeritPage });
