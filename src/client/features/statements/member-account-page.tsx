import { Badge, Button, Card, Center, Grid, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AccountEntry, AccountEntryKind } from '../../../shared/statements/statement.schema';
import { inClubTime, SHORT_DATE } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useClubSettings } from '../../lib/use-club-settings';
import { trpc } from '../../lib/trpc';
import { AccountEntryForm } from './account-entry-form';
import { ReverseEntryDialog } from './reverse-entry-dialog';
import { StatementSummaryCards } from './statement-summary';

const kindLabel: Record<AccountEntryKind, string> = { membership_payment: 'Membership payment', charge: 'Charge', payment: 'Payment', reversal: 'Reversal' };

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
            {entries.length === 0 ? (
              <Text c="dimmed">No activity yet.</Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing={4} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Kind</Table.Th>
                      <Table.Th>Description</Table.Th>
                      <Table.Th ta="right">Amount</Table.Th>
                      <Table.Th ta="right">Actions</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {entries.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td>{inClubTime(entry.occurredAt, timeZone).format(SHORT_DATE)}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={entry.kind === 'charge' ? 'orange' : entry.kind === 'reversal' ? 'gray' : 'green'}>
                            {kindLabel[entry.kind]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{entry.description}</Table.Td>
                        <Table.Td ta="right">{formatMoney(entry.amountCents / 100)}</Table.Td>
                        <Table.Td ta="right">
                          {entry.reversed ? (
                            <Badge variant="outline" color="gray">
                              Reversed
                            </Badge>
                          ) : (
                            entry.kind !== 'reversal' && (
                              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setReversing(entry)} aria-label={`Reverse ${entry.description}`}>
                                Reverse
                              </Button>
                            )
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <ReverseEntryDialog entry={reversing} onClose={() => setReversing(null)} />
    </Stack>
  );
}
