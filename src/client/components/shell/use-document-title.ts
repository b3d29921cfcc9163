import { isNotFound, useLocation, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useClubSettings } from '../../lib/use-club-settings';

const pageNames = () => import('../../../shared/site/page-names');

/**
 * "Page · Club name" on every page, following client navigation and a club rename at once. A page
 * that turned out not to exist (an unpublished tournament's board) is titled "Page Not Found", as
 * the server titled it. The server titles the page a visitor arrives on, so the names (every page's)
 * load with the first change rather than with the first visit.
 */
export function useDocumentTitle(): void {
  const pathname = useLocation({ select: (location) => location.pathname });
  const notFound = useRouterState({ select: (state) => state.matches.some((match) => isNotFound(match.error)) });
  const { clubName } = useClubSettings();
  const arrival = useRef(`${pathname}|${String(notFound)}|${clubName}`);
  useEffect(() => {
    if (arrival.current === `${pathname}|${String(notFound)}|${clubName}`) return;
    arrival.current = '';
    let current = true;
    void pageNames().then(({ NOT_FOUND_NAME, pageName, titleOf }) => {
      if (current) document.title = titleOf(notFound ? NOT_FOUND_NAME : pageName(pathname), clubName);
    });
    return () => {
      current = false;
    };
  }, [pathname, notFound, clubName]);
}
