import { Anchor, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type MemberTabId, pagesOfTab } from '../../components/member/member-tabs';
import classes from './hub-parts.module.css';

/** A hub's heading: the tab's name and what is under it. */
export function HubHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{children}</Text>
    </div>
  );
}

interface HubCardProps {
  id: string;
  title: string;
  /** The page with all of it ("Full standings"), under the card. */
  more?: { to: LinkProps['to']; label: string };
  children: ReactNode;
}

/** A hub's cards: one column on a phone, two from a laptop up. */
export function HubGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}

/** The class of a button that ends a hub: full width on a phone, as wide as its words on a desktop. */
export const hubEndButton = classes.endButton;

/** A titled part of a hub: a few rows of what a page holds, and the way to that page. */
export function HubCard({ id, title, more, children }: HubCardProps) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
      {more && (
        <Anchor component={Link} to={more.to} size="sm" fw={600} mt="sm" display="inline-block">
          {more.label}
        </Anchor>
      )}
    </Card>
  );
}

/** The pages under a tab (member-tabs.ts), each a row to tap, with a line on what it holds. */
export function HubPageLinks({ tab, label, extra }: { tab: MemberTabId; label: string; extra?: ReactNode }) {
  return (
    <Card withBorder padding={0} component="section" aria-label={label}>
      <Stack gap={0} component="ul" className={classes.list}>
        {pagesOfTab(tab).map((page) => (
          <HubLinkRow key={page.path} to={page.path} label={page.label} hint={page.hint} />
        ))}
        {extra}
      </Stack>
    </Card>
  );
}

/** A row of HubPageLinks: a page to tap, with a line on what it holds. */
export function HubLinkRow({ to, label, hint }: { to: LinkProps['to']; label: string; hint?: string | undefined }) {
  return (
    <li>
      <UnstyledButton component={Link} to={to} className={classes.row}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div>
            <Text fw={600}>{label}</Text>
            {hint && (
              <Text size="sm" c="dimmed">
                {hint}
              </Text>
            )}
          </div>
          <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
    </li>
  );
}
