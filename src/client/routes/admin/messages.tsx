import { createFileRoute } from '@tanstack/react-router';
import { AdminMessagesPage } from '../../features/admin-messages/admin-messages-page';

export const Route = createFileRoute('/admin/messages')({ component: AdminMessagesPage });
