import { createFileRoute } from '@tanstack/react-router';
import { DisputedCardsPage } from '../../features/golf-season/disputed-cards-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/disputes')({ loader: ({ context }) => loadPage.disputes(context), component: DisputedCardsPage });
