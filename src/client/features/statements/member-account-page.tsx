import { Badge, Button, Card, Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { useState } from 'react';
import type { AccountEntry, AccountEntryKind } from '../../../shared/statements/statement.schema';
import { inClubTime, SHORT_DATE } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useClubSettings } from '../../lib/use-club-settings';
import { trpc } from '../../lib/trpc';
import { AccountEntryForm } from './account-entry-form';
import { ReverseEntryDialog } from './reverse-entry-dialog';
import { StatementSummaryCards } from './statement-summary';

const kindLabel: Record<AccountEntryKind, string> = {
  membership_payment: 'Membership payment',
  charge: 'Charge',
  payment: 'Payment',
  reversal: 'Reversal',
};

export function MemberAccountPage({ userId }: { userId: number }) {
  const { timeZone } = useClubSettings();
  const account = trpc.statements.memberAccount.useQuery({ userId });
  const [reversing, setReversing] = useState<AccountEntry | null>(null);
  if (account.isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading account" />
      </Center>
    );
  }
  if (!account.data) return <Text c="red">{account.error?.message ?? 'Failed to load the account.'}</Text>;
  const { member, summary, entries } = account.data;
  const columns: AdminColumn<AccountEntry>[] = [
    { header: 'Date', nowrap: true, cell: (entry) => inClubTime(entry.occurredAt, timeZone).format(SHORT_DATE) },
    {
      header: 'Kind',
      cell: (entry) => (
        <Badge variant="light" color={entry.kind === 'charge' ? 'orange' : entry.kind === 'reversal' ? 'gray' : 'green'}>
          {kindLabel[entry.kind]}
        </Badge>
      ),
    },
    { header: 'Description', cell: (entry) => entry.description },
    { header: 'Amount', align: 'right', nowrap: true, cell: (entry) => formatMoney(entry.amountCents / 100) },
    {
      header: 'Actions',
      align: 'right',
      cell: (entry) =>
        entry.reversed ? (
          <Badge variant="outline" color="gray">
            Reversed
          </Badge>
        ) : (
          entry.kind !== 'reversal' && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => setReversing(entry)}
              aria-label={`Reverse ${entry.description}`}
            >
              Reverse
            </Button>
          )
        ),
    },
  ];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Member Account
        </Title>
        <Text c="dimmed">
          {member.fullName ?? member.username} ({member.username})
        </Text>
      </div>
      <StatementSummaryCards summary={summary} />
      <Grid gap="lg">
        <Grid.Col span={12}>
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="sm">
              Record a charge or payment
            </Title>
            <AccountEntryForm userId={member.id} />
          </Card>
        </Grid.Col>
        <Grid.Col span={12}>
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="sm">
              Account Activity
            </Title>
            <AdminTable
              label="Account activity"
              minWidth={560}
              columns={columns}
              rows={entries}
              rowKey={(entry) => entry.id}
              loading={false}
              loadingText="Loading activity..."
              emptyText="No activity yet."
              striped={false}
            />
          </Card>
        </Grid.Col>
      </Grid>
      <ReverseEntryDialog entry={reversing} onClose={() => setReversing(null)} />
    </Stack>
  );
}
