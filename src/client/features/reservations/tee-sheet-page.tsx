import { Badge, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { MAX_PLAYERS_PER_SLOT } from '../../../shared/reservations/reservation.schema';
import { clubToday, dayjs } from '../../lib/dates';
import { useClubSettings } from '../../lib/use-club-settings';
import { trpc } from '../../lib/trpc';
import { teeTimeLabel } from './tee-time-format';
import { TableScroll } from '../../components/table-scroll';

export function TeeSheetPage() {
  const { timeZone } = useClubSettings();
  const [date, setDate] = useState(() => clubToday(timeZone));
  const sheet = trpc.reservations.teeSheet.useQuery({ date });
  const total = sheet.data?.reduce((sum, slot) => sum + slot.players, 0) ?? 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Tee Sheet
          </Title>
          <Text c="dimmed">
            {dayjs(date).format('dddd, MMMM D, YYYY')}: {total} {total === 1 ? 'player' : 'players'} booked
          </Text>
        </div>
        <DatePickerInput label="Day" value={date} onChange={(value) => value && setDate(value)} valueFormat="MMM D, YYYY" firstDayOfWeek={0} w={200} />
      </Group>
      <Card withBorder padding={0}>
        {sheet.isLoading ? (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading tee sheet" />
          </Center>
        ) : sheet.isError ? (
          <Text c="red" p="md">
            Failed to load the tee sheet.
          </Text>
        ) : (
          <TableScroll label="Tee sheet" minWidth={480}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Members</Table.Th>
                  <Table.Th>Players</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sheet.data?.map((slot) => (
                  <Table.Tr key={slot.time}>
                    <Table.Td>{teeTimeLabel(slot.time)}</Table.Td>
                    <Table.Td>
                      {slot.bookings.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          Open
                        </Text>
                      ) : (
                        <Stack gap={2}>
                          {slot.bookings.map((booking) => (
                            <Text key={booking.id} size="sm">
                              {booking.fullName ?? booking.username} ({booking.username}): {booking.players}
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={slot.players >= MAX_PLAYERS_PER_SLOT ? 'red' : slot.players > 0 ? 'yellow' : 'gray'} variant="light">
                        {slot.players} / {MAX_PLAYERS_PER_SLOT}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
    </Stack>
  );
}
