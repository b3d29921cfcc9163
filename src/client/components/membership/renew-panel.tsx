import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Membership } from '../../../shared/membership/membership.schema';
import { standingSentence } from '../../../shared/membership/membership-standing';
import { formatPrice } from '../../lib/money';
import { MembershipStatusBadge } from './membership-status-badge';
import { RenewButton } from './renew-button';
import { useMemberDay } from './use-member-day';

/** The renew page: where a lapsed member lands, and where reminder e-mails lead. */
export function RenewPanel({ membership }: { membership: Membership }) {
  const day = useMemberDay();
  const lapsed = membership.status === 'lapsed';
  const fromToday = lapsed || membership.status === 'grace';
  return (
    <Card withBorder padding="xl" radius="md" maw={640} mx="auto">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={1} size="h2">
            Renew your membership
          </Title>
          <MembershipStatusBadge status={membership.status} />
        </Group>
        <Text>{standingSentence(membership, day)}</Text>
        {lapsed && (
          <Alert color="red" variant="light">
            The club feed, matches, events and tee times open again as soon as you renew. Your profile and statements stay open in the meantime.
          </Alert>
        )}
        {membership.canRenew ? (
          <Text size="sm" c="dimmed">
            One year for {formatPrice(membership.renewalPrice)}, from {fromToday ? 'the day you pay' : 'the end of your current year'}. You pay on a secure payment page and come straight back.
          </Text>
        ) : (
          membership.renewalOpensOn && (
            <Text size="sm" c="dimmed">
              There is nothing to pay yet. We will e-mail you when renewal opens.
            </Text>
          )
        )}
        <Group gap="sm">
          <RenewButton membership={membership} size="md" />
          <Anchor component={Link} to="/member/statements">
            See your statements
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
