import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StatementSummary as Summary } from '../../../shared/statements/statement.schema';
import { dayjs, SHORT_DATE } from '../../lib/dates';
import { formatMoney } from '../../lib/money';

/** The three summary cards; `balanceAction` goes under a balance due (the member's own page: Pay now). */
export function StatementSummaryCards({ summary, balanceAction }: { summary: Summary; balanceAction?: ReactNode }) {
  const due = summary.balanceCents > 0;
  const cards = [
    {
      label: 'Current Balance',
      value: formatMoney(summary.balanceCents / 100),
      hint: due ? 'Amount due' : summary.balanceCents < 0 ? 'Credit on your account' : 'Nothing owed',
    },
    { label: 'Yearly Dues', value: formatMoney(summary.yearlyDuesCents / 100), hint: 'Membership, per year' },
    {
      label: 'Next Payment',
      value: summary.nextPaymentDate ? dayjs(summary.nextPaymentDate).format(SHORT_DATE) : '—',
      hint: summary.nextPaymentDate ? 'Membership renewal' : 'No membership payment yet',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {cards.map((card) => (
        <Card key={card.label} withBorder padding="md" component="section" aria-label={card.label}>
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text fz={28} fw={800}>
            {card.value}
          </Text>
          <Text size="xs" c="dimmed">
            {card.hint}
          </Text>
          {due && card.label === 'Current Balance' && balanceAction}
        </Card>
      ))}
    </SimpleGrid>
  );
}
