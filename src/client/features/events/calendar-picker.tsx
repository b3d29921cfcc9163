import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { monthStart } from '../../../shared/club-clock';
import type { EventsDatePicker, EventsDatePickerProps } from './events-date-picker';

let loaded: typeof EventsDatePicker | null = null;
let loading: Promise<typeof EventsDatePicker> | null = null;

/** The picker's code, asked for once. */
function loadPicker(): Promise<typeof EventsDatePicker> {
  loading ??= import('./events-date-picker').then((module) => (loaded = module.EventsDatePicker));
  return loading;
}

const LazyPicker = lazy(() => loadPicker().then((picker) => ({ default: picker })));

const PICKER_ID = 'events-calendar-picker';

/** The markup the server rendered the picker with, when this page came from the server. */
let serverMarkup: string | null = null;

/**
 * Keeps the server's markup of the picker, read off the page: this module does so as it loads, before
 * the page hydrates. The first picker on the page takes it; later ones render themselves.
 */
export function keepServerMarkup(): void {
  serverMarkup = typeof document === 'undefined' ? null : (document.getElementById(PICKER_ID)?.innerHTML ?? null);
}

keepServerMarkup();

// Reached by a link inside the running app, the page brings the picker's code along.
if (typeof document !== 'undefined' && serverMarkup === null) void loadPicker();

/** What a click on the server's markup asked for: a day, or the month before or after. */
function clickedDay(target: EventTarget, shownMonth: string): { day?: string; month?: string } {
  if (!(target instanceof Element)) return {};
  const button = target.closest('button');
  const day = button?.querySelector('[data-day]')?.getAttribute('data-day');
  if (day) return { day };
  if (button?.hasAttribute('data-disabled')) return {};
  const direction = button?.getAttribute('data-direction');
  if (direction === 'previous') return { month: monthStart(shownMonth, -1) };
  if (direction === 'next') return { month: monthStart(shownMonth, 1) };
  return {};
}

interface StaticPickerProps {
  markup: string;
  shownMonth: string;
  onSelect: (day: string) => void;
  onMonthChange: (day: string) => void;
  /** The picker takes over: after a click, or when the keyboard brings focus in (its button's index). */
  onWake: (focusedButton: number | null) => void;
}

/**
 * The server's markup of the picker, as it was, doing what a click on it asked. A pointer coming
 * near starts loading the picker; it takes over once a click is done (never between the press and
 * the release, which would lose the click) or when focus comes in from the keyboard.
 */
function StaticPicker({ markup, shownMonth, onSelect, onMonthChange, onWake }: StaticPickerProps) {
  const pressing = useRef(false);
  return (
    <div
      id={PICKER_ID}
      dangerouslySetInnerHTML={{ __html: markup }}
      onPointerEnter={() => void loadPicker()}
      onPointerDown={() => {
        pressing.current = true;
        void loadPicker();
      }}
      onPointerCancel={() => (pressing.current = false)}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        void loadPicker();
        // A press focuses the button too: its click follows.
        if (pressing.current) return;
        const index = [...event.currentTarget.querySelectorAll('button')].findIndex((button) => button.contains(event.target));
        onWake(index === -1 ? null : index);
      }}
      onClick={(event: MouseEvent<HTMLDivElement>) => {
        pressing.current = false;
        const { day, month } = clickedDay(event.target, shownMonth);
        if (day) onSelect(day);
        if (month) onMonthChange(month);
        onWake(null);
      }}
    />
  );
}

/**
 * The events page's calendar without its code on a visitor's first visit (issue 33: Mantine's
 * picker and dayjs are 13 KB): the page keeps the markup the server rendered it with, exactly as it
 * was, until a pointer comes near it, focus enters it or the page picks another day (the upcoming
 * list); then the picker loads and takes its place.
 * A day or month chosen on the server's markup before that still counts, and focus moves to the
 * same control of the picker.
 */
export function CalendarPicker(props: Omit<EventsDatePickerProps, 'onShown'>) {
  const [markup] = useState(() => serverMarkup);
  const [wanted, setWanted] = useState(markup === null);
  // The server's markup shows the day and month the page opened on: once they change, the picker must.
  const [opening] = useState(() => [props.selected, props.shownMonth].join());
  const current = [props.selected, props.shownMonth].join() === opening;
  const container = useRef<HTMLDivElement>(null);
  const focusedIndex = useRef<number | null>(null);

  useEffect(() => {
    serverMarkup = null;
  }, []);

  const handOverFocus = useCallback(() => {
    const index = focusedIndex.current;
    focusedIndex.current = null;
    if (index !== null) container.current?.querySelectorAll('button').item(index)?.focus();
  }, []);

  const staticPicker =
    markup === null ? null : (
      <StaticPicker
        markup={markup}
        shownMonth={props.shownMonth}
        onSelect={props.onSelect}
        onMonthChange={props.onMonthChange}
        onWake={(focusedButton) => {
          focusedIndex.current = focusedButton;
          setWanted(true);
        }}
      />
    );
  const Picker = loaded ?? LazyPicker;
  // One Suspense boundary in both states, as on the server, so the hydrated markup matches it.
  return (
    <Suspense fallback={staticPicker}>
      {wanted || !current ? (
        <div id={PICKER_ID} ref={container}>
          <Picker {...props} onShown={handOverFocus} />
        </div>
      ) : (
        staticPicker
      )}
    </Suspense>
  );
}
