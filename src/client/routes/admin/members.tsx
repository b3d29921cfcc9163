import { createFileRoute } from '@tanstack/react-router';
import { AdminMembersPage } from '../../features/admin-members/admin-members-page';

export const Route = createFileRoute('/admin/members')({ component: AdminMembersPage });
