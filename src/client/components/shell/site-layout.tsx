import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <SiteHeader />
      <main className={classes.main}>{children}</main>
      <SiteFooter />
    </div>
  );
}
