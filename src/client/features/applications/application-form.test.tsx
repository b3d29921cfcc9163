import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithRouter } from '../../../test/render';
import { ApplicationForm } from './application-form';

// The applicant's browser is in Tokyo, whatever the machine running the test.
vi.mock('../../lib/browser-zone', () => ({ browserTimeZone: () => 'Asia/Tokyo' }));

const submitted = { success: true, application: { id: 1, status: 'pending' } };

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types by pasting: a whole form of keystrokes is slow on a busy machine, and the keys are not what is tested. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillSpecFields() {
  await fill(screen.getByLabelText('First Name'), 'Kenji');
  await fill(screen.getByLabelText('Last Name'), 'Sato');
  await fill(screen.getByLabelText('Email'), 'kenji@example.com');
  await fill(screen.getByLabelText('Phone Number'), '+81 3 1234 5678');
  await fill(screen.getByLabelText('Address'), '1-1 Chiyoda, Tokyo 100-0001');
  await fill(screen.getByLabelText('Why are you interested in joining our club?'), 'Evening rounds on GSPro with friends abroad.');
}

describe('ApplicationForm', () => {
  it('asks for a level: none is chosen at first, and the form says so', async () => {
    const server = fakeServer({ 'applications.submit': () => submitted });
    await renderWithRouter(<ApplicationForm />, server, '/apply');
    await fillSpecFields();
    expect(screen.getByRole('combobox', { name: 'Golf Experience Level' })).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: 'Golf Experience Level' }).getAttribute('placeholder')).toBe('Choose your level');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Choose your experience level')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('asks where an index is kept only once an index is given, and needs both then', async () => {
    const server = fakeServer({ 'applications.submit': () => submitted });
    await renderWithRouter(<ApplicationForm />, server, '/apply');
    await fillSpecFields();
    await choose('Golf Experience Level', 'Intermediate');
    expect(screen.queryByRole('combobox', { name: 'Where is your index kept?' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your number or club there' })).toBeNull();

    // Typed key by key: the half-typed '14.' stays on screen and keeps the source fields open.
    await userEvent.type(screen.getByLabelText('Handicap index'), '14.2');
    expect(screen.getByLabelText('Handicap index')).toHaveProperty('value', '14.2');
    expect(screen.getByRole('combobox', { name: 'Where is your index kept?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Say where your index is kept')).toBeTruthy();
    expect(screen.getByText('Give your number or club there')).toBeTruthy();
    expect(server.calls).toEqual([]);

    // Clearing the index takes its source away with it, and the form goes through.
    await choose('Where is your index kept?', 'GHIN');
    await userEvent.clear(screen.getByLabelText('Handicap index'));
    expect(screen.queryByRole('combobox', { name: 'Where is your index kept?' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.input).toMatchObject({ golfExperience: 'intermediate', handicap: null, handicapSystem: null, handicapReference: '' });
  });

  it('sends the remote club’s fields with the spec’s, the time zone prefilled from the browser', async () => {
    const server = fakeServer({ 'applications.submit': () => submitted });
    await renderWithRouter(<ApplicationForm />, server, '/apply');
    await fillSpecFields();
    await choose('Golf Experience Level', 'Advanced');
    await fill(screen.getByLabelText('Handicap index'), '4.8');
    await choose('Where is your index kept?', 'GHIN');
    await fill(screen.getByRole('textbox', { name: 'Your number or club there' }), '1234567');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveProperty('value', 'Asia/Tokyo'));
    await fill(screen.getByRole('combobox', { name: 'Country' }), 'Japa');
    await userEvent.click(await screen.findByRole('option', { name: 'Japan' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Platforms' }));
    await userEvent.click(await screen.findByRole('option', { name: 'GSPro' }));
    await fill(screen.getByLabelText('Launch monitor'), 'Garmin R10');
    await fill(screen.getByLabelText('Home course'), 'Kasumigaseki');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toEqual({
      path: 'applications.submit',
      input: {
        firstName: 'Kenji',
        lastName: 'Sato',
        email: 'kenji@example.com',
        phone: '+81 3 1234 5678',
        address: '1-1 Chiyoda, Tokyo 100-0001',
        golfExperience: 'advanced',
        yearsExperience: null,
        handicap: 4.8,
        interests: 'Evening rounds on GSPro with friends abroad.',
        country: 'JP',
        timeZone: 'Asia/Tokyo',
        platforms: ['gspro'],
        launchMonitor: 'Garmin R10',
        homeCourse: 'Kasumigaseki',
        handicapSystem: 'ghin',
        handicapReference: '1234567',
      },
    });
  });
});
