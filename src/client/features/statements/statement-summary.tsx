import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StatementSummary as Summary } from '../../../shared/statements/statement.schema';
import { dayjs, SHORT_DATE } from '../../lib/dates';
import { formatMoney } from '../../lib/money';

interface StatementSummaryCardsProps {
  summary: Summary;
  /** Goes under a balance due (the member's own page: Pay now). */
  balanceAction?: ReactNode;
  /** The line under Next Payment (the member's own page: 'Due in 12 days'); else 'Membership renewal'. */
  nextPaymentHint?: string | undefined;
}

/** The three summary cards; Next Payment is the renewal date (the paid-through day). */
export function StatementSummaryCards({ summary, balanceAction, nextPaymentHint }: StatementSummaryCardsProps) {
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
      hint: summary.nextPaymentDate ? (nextPaymentHint ?? 'Membership renewal') : 'No renewal date',
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
