import { createFileRoute } from '@tanstack/react-router';
import { AdminPaymentsPage } from '../../features/admin-payments/admin-payments-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/payments')({ loader: ({ context }) => loadPage.paymentReviews(context), component: AdminPaymentsPage });
