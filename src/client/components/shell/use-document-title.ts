import { isNotFound, useLocation, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NOT_FOUND_NAME, pageName, titleOf } from '../../../shared/site/page-names';
import { useClubSettings } from '../../lib/use-club-settings';

/**
 * "Page · Club name" on every page, following client navigation and a club rename at once. A page
 * that turned out not to exist (an unpublished tournament's board) is titled "Page Not Found", as
 * the server titled it.
 */
export function useDocumentTitle(): void {
  const pathname = useLocation({ select: (location) => location.pathname });
  const notFound = useRouterState({ select: (state) => state.matches.some((match) => isNotFound(match.error)) });
  const { clubName } = useClubSettings();
  useEffect(() => {
    document.title = titleOf(notFound ? NOT_FOUND_NAME : pageName(pathname), clubName);
  }, [pathname, notFound, clubName]);
}
