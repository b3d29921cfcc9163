import { Button, Card, Center, Select, Stack, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CANCEL_NOTICE_HOURS,
  DEFAULT_PLAYERS,
  MAX_PLAYERS_PER_SLOT,
  reservationInputSchema,
  type ReservationInput,
  type SlotUnavailable,
  TEE_TIMES,
} from '../../../shared/reservations/reservation.schema';
import { addDays, clubToday } from '../../../shared/club-time';
import { DEFAULT_TEE_TIME, firstBookingDay } from '../../../shared/reservations/first-booking-day';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { trpc } from '../../lib/trpc';
import { useMemberTime } from '../../lib/use-member-time';
import { teeSlotLabel } from './tee-time-format';
import type { useReservationMutations } from './use-reservation-mutations';

const SLOT_SUFFIX: Record<SlotUnavailable, string> = { past: 'passed', tooFarAhead: 'too far ahead', full: 'full', yours: 'booked by you', rules: 'not open to you' };

const playerOptions = Array.from({ length: MAX_PLAYERS_PER_SLOT }, (_, i) => ({ value: String(i + 1), label: `${i + 1} ${i === 0 ? 'Player' : 'Players'}` }));

interface TeeTimeFormProps {
  timeZone: string;
  daysAhead: number;
  book: ReturnType<typeof useReservationMutations>['book'];
  joinWaitlist: ReturnType<typeof useReservationMutations>['joinWaitlist'];
}

export function TeeTimeForm({ timeZone, daysAhead, book, joinWaitlist }: TeeTimeFormProps) {
  const [warning, warn] = useDisclosure(false);
  const memberTime = useMemberTime();
  const today = clubToday(timeZone);
  const firstDay = firstBookingDay(new Date(), timeZone);
  const lastDay = addDays(today, daysAhead);
  const form = useForm<ReservationInput>({
    mode: 'controlled',
    initialValues: { date: firstDay, time: DEFAULT_TEE_TIME, players: DEFAULT_PLAYERS },
    validate: schemaResolver(reservationInputSchema, { sync: true }),
  });
  const { date, time, players } = form.values;
  const availability = trpc.reservations.availability.useQuery({ date });
  const slot = availability.data?.find((candidate) => candidate.time === time);
  const timeOptions = TEE_TIMES.map((value) => {
    const unavailable = availability.data?.find((candidate) => candidate.time === value)?.unavailable ?? null;
    return { value, label: `${teeSlotLabel(memberTime, date, value)}${unavailable ? ` (${SLOT_SUFFIX[unavailable]})` : ''}`, disabled: unavailable === 'past' };
  });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="book-tee-time">
      <Title order={2} size="h4" mb="md" id="book-tee-time">
        Book a Tee Time
      </Title>
      {/* Inside the notice a booking can no longer be cancelled: the member confirms first. */}
      <form onSubmit={form.onSubmit((values) => (slot?.lateCancel ? warn.open() : book.mutate(values)))} noValidate>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} mb={4} id="tee-date-label">
              Date
            </Text>
            <Center>
              <DatePicker
                aria-labelledby="tee-date-label"
                value={date}
                onChange={(value) => value && form.setFieldValue('date', value)}
                minDate={today}
                maxDate={lastDay}
                allowDeselect={false}
                // Mantine greys the days of the months around at 2.4:1 on white, below WCAG AA.
                hideOutsideDates
                firstDayOfWeek={0}
                numberOfColumns={1}
              />
            </Center>
            <Text size="xs" c="dimmed" ta="center">
              {memberTime.day(date, 'fullDate')}
              {memberTime.elsewhere && ` at the club (${memberTime.clubZone}): each tee time is shown in your time too`}
            </Text>
          </div>
          <Select
            label="Preferred Time"
            data={timeOptions}
            allowDeselect={false}
            value={time}
            onChange={(value) => value && form.setFieldValue('time', value)}
            error={form.errors.time}
            description={slot === undefined ? ' ' : (slot.whyNot ?? `${slot.left} of ${MAX_PLAYERS_PER_SLOT} places left at this time`)}
          />
          <Select
            label="Number of Players"
            data={playerOptions}
            allowDeselect={false}
            value={String(players)}
            onChange={(value) => value && form.setFieldValue('players', Number(value))}
            error={form.errors.players}
          />
          <Button type="submit" disabled={book.isPending || (slot !== undefined && (!slot.bookable || players > slot.left))}>
            {book.isPending ? 'Booking...' : 'Book Tee Time'}
          </Button>
          {slot?.bookable && players > slot.left && (
            <Text size="sm" c="red">
              Only {slot.left} {slot.left === 1 ? 'place is' : 'places are'} left at this tee time.
            </Text>
          )}
          {slot && !slot.onWaitlist && (slot.canWait || (slot.bookable && players > slot.left)) && (
            <Button variant="light" loading={joinWaitlist.isPending} onClick={() => joinWaitlist.mutate(form.values)}>
              Join waitlist for {players} {players === 1 ? 'player' : 'players'}
            </Button>
          )}
          {slot?.onWaitlist && (
            <Text size="sm" c="dimmed">
              You are on the waitlist for this tee time.
            </Text>
          )}
        </Stack>
      </form>
      <ConfirmDialog
        opened={warning}
        onClose={warn.close}
        title="Book a tee time within 24 hours?"
        message={`This tee time is less than ${CANCEL_NOTICE_HOURS} hours away: once booked, it can no longer be cancelled.`}
        confirmLabel="Book Tee Time"
        keepLabel="Go Back"
        busyLabel="Booking..."
        busy={book.isPending}
        onConfirm={() => book.mutate(form.values, { onSettled: warn.close })}
      />
    </Card>
  );
}
