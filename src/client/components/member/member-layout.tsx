import '../../styles/mantine-rest';
import { Container } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { MEMBER_NAV_SLOT_ID } from '../shell/member-area';
import { MemberNav } from './member-nav';
import { MemberAreaGate } from '../membership/member-area-gate';
import { useZoneFromBrowser } from '../../lib/use-zone-from-browser';
import { PAGE_WIDTH } from '../../theme';
import classes from './member-layout.module.css';

const noSubscription = () => () => undefined;
const findNavSlot = () => document.getElementById(MEMBER_NAV_SLOT_ID);
const noSlotOnServer = () => null;

/**
 * The members area's pages, and their one navigation: the tabs (member-nav.tsx) go into the header's
 * place for them (a portal, found once the header is in the page). On a phone the page keeps clear of the tab bar.
 */
export function MemberLayout({ children }: { children: ReactNode }) {
  useZoneFromBrowser();
  // Each page renders this again and looks anew; React looks again once a header drawn alongside is committed.
  useLocation({ select: (location) => location.pathname });
  const navSlot = useSyncExternalStore(noSubscription, findNavSlot, noSlotOnServer);
  return (
    <Container size={PAGE_WIDTH} pt="lg" className={classes.area}>
      {navSlot && createPortal(<MemberNav />, navSlot)}
      <MemberAreaGate>{children}</MemberAreaGate>
    </Container>
  );
}
