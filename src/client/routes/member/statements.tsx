import { createFileRoute } from '@tanstack/react-router';
import { StatementsPage } from '../../features/statements/statements-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/statements')({ loader: ({ context }) => loadPage.statements(context), component: StatementsPage });
