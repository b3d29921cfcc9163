import { createFileRoute } from '@tanstack/react-router';
import { ReservationsPage } from '../../features/reservations/reservations-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/reservations')({ loader: ({ context }) => loadPage.reservations(context), component: ReservationsPage });
