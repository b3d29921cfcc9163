import { Badge, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { MonthlyStatement } from '../../../shared/statements/statement.schema';
import { dayjs, inClubTime, SHORT_DATE } from '../../lib/dates';
import { formatMoney } from '../../lib/money';

export function StatementCard({ statement, timeZone }: { statement: MonthlyStatement; timeZone: string }) {
  const title = dayjs(`${statement.month}-01`).format('MMMM YYYY');
  return (
    <Card withBorder padding="md" component="article" aria-label={`Statement ${title}`}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Group gap="sm">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Badge color={statement.status === 'Paid' ? 'green' : 'orange'}>{statement.status}</Badge>
        </Group>
        <Button
          component="a"
          href={`/api/statements/${statement.month}.pdf`}
          download={`statement-${statement.month}.pdf`}
          variant="light"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-label={`Download PDF for ${title}`}
        >
          Download PDF
        </Button>
      </Group>
      {/* Three columns fit a phone: the description wraps, the date and amount never do. */}
      <Table verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statement.lines.map((line, index) => (
            <Table.Tr key={`${line.occurredAt}-${index}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{inClubTime(line.occurredAt, timeZone).format(SHORT_DATE)}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.amountCents / 100)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" gap="lg" mt="sm">
        <Text size="sm">Charges {formatMoney(statement.chargesCents / 100)}</Text>
        <Text size="sm">Payments {formatMoney(statement.paymentsCents / 100)}</Text>
        <Text size="sm" fw={700}>
          Balance {formatMoney(statement.closingBalanceCents / 100)}
        </Text>
      </Group>
    </Card>
  );
}
