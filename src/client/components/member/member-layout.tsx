import '../../styles/mantine-rest';
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { MemberAreaGate } from '../membership/member-area-gate';
import { useZoneFromBrowser } from '../../lib/use-zone-from-browser';
import { PAGE_WIDTH } from '../../theme';
import classes from './member-layout.module.css';

/** The members area's pages: their navigation is the header's tabs (member-nav.tsx); on a phone the page keeps clear of the tab bar. */
export function MemberLayout({ children }: { children: ReactNode }) {
  useZoneFromBrowser();
  return (
    <Container size={PAGE_WIDTH} pt="lg" className={classes.area}>
      <MemberAreaGate>{children}</MemberAreaGate>
    </Container>
  );
}
