import { Indicator } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useEffect } from 'react';
import { longDay } from './event-days';

export interface EventsDatePickerProps {
  /** The chosen day and the month on show, 'YYYY-MM-DD'. */
  selected: string;
  shownMonth: string;
  /** The club-local days of the shown month that have events, marked with a dot. */
  daysWithEvents: ReadonlySet<string>;
  onSelect: (day: string) => void;
  onMonthChange: (day: string) => void;
  /** Called once the picker is on the page (calendar-picker.tsx hands focus over to it). */
  onShown?: () => void;
}

/** The calendar of the events page: Mantine's picker (with dayjs), loaded apart from the page (calendar-picker.tsx). */
export function EventsDatePicker({ selected, shownMonth, daysWithEvents, onSelect, onMonthChange, onShown }: EventsDatePickerProps) {
  useEffect(() => onShown?.(), [onShown]);
  return (
    <DatePicker
      value={selected}
      onChange={(value) => value && onSelect(value)}
      date={shownMonth}
      onDateChange={onMonthChange}
      allowDeselect={false}
      firstDayOfWeek={0}
      numberOfColumns={1}
      getDayAriaLabel={longDay}
      renderDay={(date) => (
        <Indicator size={6} color="green" offset={-3} disabled={!daysWithEvents.has(date)}>
          {/* The day a click on the server's markup chose, before this picker had loaded. */}
          <div data-day={date}>{Number(date.slice(8, 10))}</div>
        </Indicator>
      )}
    />
  );
}
