import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarPicker, keepServerMarkup } from './calendar-picker';

// What the server rendered the picker with, as the page holds it before this code loads (a stand-in:
// the calendar's controls as Mantine marks them).
const SERVER_MARKUP =
  '<div data-from-server="true">' +
  '<button data-direction="previous">Previous</button><button>November 2026</button><button data-direction="next">Next</button>' +
  '<button><span data-day="2026-11-20">20</span></button><button><span data-day="2026-11-27">27</span></button>' +
  '</div>';

/** A page the server rendered: its markup of the picker is on the page when the calendar's code loads. */
function serverPage(): void {
  const server = document.createElement('div');
  server.id = 'events-calendar-picker';
  server.innerHTML = SERVER_MARKUP;
  document.body.append(server);
  keepServerMarkup();
  server.remove();
}

function Calendar({ onSelect, onMonthChange }: { onSelect: (day: string) => void; onMonthChange: (day: string) => void }) {
  const [selected, setSelected] = useState('2026-11-27');
  const [shownMonth, setShownMonth] = useState('2026-11-27');
  return (
    <MantineProvider env="test">
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0, weekendDays: [] }}>
        <CalendarPicker
          selected={selected}
          shownMonth={shownMonth}
          daysWithEvents={new Set(['2026-11-27'])}
          onSelect={(day) => {
            onSelect(day);
            setSelected(day);
          }}
          onMonthChange={(day) => {
            onMonthChange(day);
            setShownMonth(day);
          }}
        />
      </DatesProvider>
    </MantineProvider>
  );
}

const fromServer = () => document.querySelector('[data-from-server]');
const picker = () => document.getElementById('events-calendar-picker');

describe('the events calendar before its picker loads', () => {
  beforeEach(serverPage);

  it('keeps the server’s markup as it was, through a pointer coming near, until a click', async () => {
    const onSelect = vi.fn();
    render(<Calendar onSelect={onSelect} onMonthChange={vi.fn()} />);
    expect(picker()?.innerHTML).toBe(SERVER_MARKUP);
    fireEvent.pointerEnter(picker() ?? document.body);
    expect(fromServer()).not.toBeNull();

    // A press focuses the button first: the markup stays for the click that follows.
    const twentieth = screen.getByText('20');
    fireEvent.pointerDown(twentieth);
    fireEvent.focus(twentieth);
    expect(fromServer()).not.toBeNull();
    fireEvent.click(twentieth);
    expect(onSelect).toHaveBeenCalledWith('2026-11-20');

    // Then Mantine's picker takes over, with the day chosen.
    await waitFor(() => expect(fromServer()).toBeNull());
    expect((await screen.findByRole('button', { name: 'November 20, 2026' })).getAttribute('data-selected')).toBe('true');
  });

  it('turns the month a click on the server’s arrow asked for', async () => {
    const onMonthChange = vi.fn();
    render(<Calendar onSelect={vi.fn()} onMonthChange={onMonthChange} />);
    fireEvent.click(screen.getByText('Next'));
    expect(onMonthChange).toHaveBeenCalledWith('2026-12-01');
    expect(await screen.findByRole('button', { name: 'December 4, 2026' })).toBeDefined();
  });

  it('hands focus the keyboard brought in to the same control of the picker', async () => {
    render(<Calendar onSelect={vi.fn()} onMonthChange={vi.fn()} />);
    fireEvent.focus(screen.getByText('Next'));
    await waitFor(() => expect(fromServer()).toBeNull());
    await waitFor(() => expect(document.activeElement?.getAttribute('data-direction')).toBe('next'));
  });
});

describe('the events calendar once the page is running', () => {
  // Reached by a link: no server markup on the page.
  beforeEach(() => keepServerMarkup());

  it('shows Mantine’s picker at once, without a server’s markup to keep', async () => {
    render(<Calendar onSelect={vi.fn()} onMonthChange={vi.fn()} />);
    expect((await screen.findByRole('button', { name: 'November 27, 2026' })).getAttribute('data-selected')).toBe('true');
    expect(fromServer()).toBeNull();
  });
});
