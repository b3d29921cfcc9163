import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isMemberAreaPath } from './member-area';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';
import { useDocumentTitle } from './use-document-title';

export function SiteLayout({ children }: { children: ReactNode }) {
  useDocumentTitle();
  // The members area is an app with its own navigation: the visitors' footer links stay on the public site.
  const inMemberArea = useLocation({ select: (location) => isMemberAreaPath(location.pathname) });
  return (
    <div className={classes.page}>
      {/* The first thing a keyboard reaches: past the header and its menu, straight to the page. */}
      <a href="#content" className={classes.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      {!inMemberArea && <SiteFooter />}
    </div>
  );
}
