import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';
import { useDocumentTitle } from './use-document-title';

export function SiteLayout({ children }: { children: ReactNode }) {
  useDocumentTitle();
  return (
    <div className={classes.page}>
      <SiteHeader />
      <main className={classes.main}>{children}</main>
      <SiteFooter />
    </div>
  );
}
