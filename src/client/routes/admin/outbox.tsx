import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/mail/outbox-page';

export const Route = createFileRoute('/admin/outbox')({ component: OutboxPage });
