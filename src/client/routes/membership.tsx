import { createFileRoute } from '@tanstack/react-router';
import { MembershipPage } from '../features/membership/membership-page';

export const Route = createFileRoute('/membership')({ component: MembershipPage });
