import { createFileRoute } from '@tanstack/react-router';
import { DirectoryPage } from '../../features/directory/directory-page';
import { directoryQueryOf } from '../../features/directory/directory-query';
import { validateDirectorySearch } from '../../lib/list-search';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/member/members')({
  // Plain checks here (route options load with every first page); the page checks them with the directory's schema.
  validateSearch: validateDirectorySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPage.directory(context, directoryQueryOf(deps).query),
  component: DirectoryPage,
});
