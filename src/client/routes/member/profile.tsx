import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/profile-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/profile')({ loader: ({ context }) => loadPage.profile(context), component: ProfilePage });
