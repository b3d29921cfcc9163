import { createFileRoute } from '@tanstack/react-router';
import { AdminCoursesPage } from '../../features/admin-courses/admin-courses-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/courses')({ loader: ({ context }) => loadPage.adminCourses(context), component: AdminCoursesPage });
