import { IconCalendarEvent, IconGolf, IconHome, IconRefresh, IconTrophy, IconUserCircle, type Icon } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { activeMemberTab, type MemberTabId, memberTabs } from './member-tabs';
import classes from './member-nav.module.css';

const icons: Record<MemberTabId, Icon> = {
  home: IconHome,
  play: IconGolf,
  leaderboard: IconTrophy,
  events: IconCalendarEvent,
  me: IconUserCircle,
  renew: IconRefresh,
};

/**
 * The members area's one navigation: a bar of tabs at the bottom of a phone's screen, within reach
 * of a thumb, and the same tabs in the header from a tablet up. The tab lit is the page's section.
 */
export function MemberNav() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const lapsed = trpc.membership.get.useQuery(undefined).data?.status === 'lapsed';
  const active = activeMemberTab(pathname, lapsed);
  return (
    <nav aria-label="Members area" className={classes.bar}>
      <ul className={classes.tabs}>
        {memberTabs(lapsed).map((tab) => {
          const TabIcon = icons[tab.id];
          return (
            <li key={tab.id}>
              <Link to={tab.to} className={classes.tab} activeOptions={{ exact: true }} aria-current={tab.id === active ? 'page' : undefined}>
                <TabIcon size={24} stroke={1.75} aria-hidden className={classes.icon} />
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
