import { createFileRoute } from '@tanstack/react-router';
import { StatementsPage } from '../../features/statements/statements-page';

export const Route = createFileRoute('/member/statements')({ component: StatementsPage });
