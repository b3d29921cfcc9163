import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { nextPaymentHint } from '../../components/membership/membership-words';
import { useCheckout } from '../../components/membership/use-checkout';
import { useMemberDay } from '../../components/membership/use-member-day';
import { useClubSettings } from '../../lib/use-club-settings';
import { trpc } from '../../lib/trpc';
import { CheckoutReturn } from './checkout-return';
import { MembershipCard } from './membership-card';
import { StatementCard } from './statement-card';
import { StatementSummaryCards } from './statement-summary';

export function StatementsPage({ checkout }: { checkout?: string | undefined }) {
  const { timeZone } = useClubSettings();
  const statements = trpc.statements.list.useQuery(undefined);
  const membership = trpc.membership.get.useQuery(undefined);
  const day = useMemberDay();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Statements
        </Title>
        <Text c="dimmed">Your membership account: dues, charges and payments.</Text>
      </div>
      {checkout && <CheckoutReturn sessionId={checkout} />}
      {membership.data && <MembershipCard membership={membership.data} />}
      {statements.isLoading ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading statements" />
        </Center>
      ) : !statements.data ? (
        <Text c="red">Failed to load your statements. Please try again later.</Text>
      ) : (
        <>
          <StatementSummaryCards
            summary={statements.data.summary}
            balanceAction={membership.data?.status === 'lapsed' ? undefined : <PayNowButton />}
            nextPaymentHint={membership.data ? nextPaymentHint(membership.data, day) : undefined}
          />
          <Title order={2} size="h3">
            Monthly Statements
          </Title>
          {statements.data.statements.length === 0 ? (
            <Text c="dimmed">No statements yet. They appear here once your account has activity.</Text>
          ) : (
            <Stack gap="md">
              {statements.data.statements.map((statement) => (
                <StatementCard key={statement.month} statement={statement} timeZone={timeZone} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

function PayNowButton() {
  const { payBalance, isPending } = useCheckout();
  return (
    <Button mt="sm" size="compact-md" onClick={payBalance} loading={isPending}>
      Pay now
    </Button>
  );
}
