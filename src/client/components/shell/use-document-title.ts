import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageMeta, pageTitle } from '../../../shared/site/page-meta';
import { useClubSettings } from '../../lib/use-club-settings';

/** "Page · Club name" on every page, following client navigation and a club rename at once. */
export function useDocumentTitle(): void {
  const pathname = useLocation({ select: (location) => location.pathname });
  const { clubName } = useClubSettings();
  useEffect(() => {
    document.title = pageTitle(pageMeta(pathname), clubName);
  }, [pathname, clubName]);
}
