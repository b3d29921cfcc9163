import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberProfile } from '../../../shared/profile/member-profile.schema';
import { fakeServer, renderWithProviders } from '../../../test/render';
import { HandicapCard } from './handicap-card';

const profile = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  photo: null,
  country: null,
  platforms: [],
  launchMonitor: null,
  homeCourse: null,
  listed: true,
  hiddenFields: [],
  index: null,
  declaredSystem: null,
  canDeclareIndex: false,
  ...overrides,
});

describe('HandicapCard', () => {
  it('says the index a member plays off in words, and offers no form once they have one', () => {
    renderWithProviders(<HandicapCard profile={profile({ index: { index: 12.3, source: 'club', note: null } })} />);
    expect(screen.getByText('Club index 12.3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Declare index' })).toBeNull();
  });

  it('names where a declared index is kept, and an index the committee set', () => {
    renderWithProviders(<HandicapCard profile={profile({ index: { index: 14.2, source: 'declared', note: 'GHIN: 1234567' }, declaredSystem: 'ghin' })} />);
    expect(screen.getByText('Declared index 14.2 (GHIN: 1234567)')).toBeTruthy();
    renderWithProviders(<HandicapCard profile={profile({ index: { index: 12, source: 'set', note: 'From Royal Birkdale' } })} />);
    expect(screen.getByText('Index 12.0 set by the committee')).toBeTruthy();
    expect(screen.getByText("The committee's note: From Royal Birkdale")).toBeTruthy();
  });

  it('lets a member without one declare it once, and keeps what they typed when the server refuses', async () => {
    const server = fakeServer({
      'people.declareIndex': () => {
        throw new Error('You already have an index: only the committee can change it.');
      },
    });
    renderWithProviders(<HandicapCard profile={profile({ canDeclareIndex: true })} />, server);
    expect(screen.getByText('No handicap yet')).toBeTruthy();
    expect(screen.getByText('You declare it once: after that only the committee can change it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Declare index' }));
    expect(await screen.findByText('Give the index as a number')).toBeTruthy();
    expect(screen.getByText('Choose where your index is kept')).toBeTruthy();
    expect(server.calls).toEqual([]);

    await userEvent.type(screen.getByLabelText('Handicap index'), '14.2');
    await userEvent.click(screen.getByRole('combobox', { name: 'Where is your index kept?' }));
    await userEvent.click(await screen.findByRole('option', { name: 'GHIN' }));
    await userEvent.type(screen.getByLabelText('Your number or club there'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Declare index' }));
    expect(await screen.findByText('You already have an index: only the committee can change it.')).toBeTruthy();
    expect(server.calls).toEqual([{ path: 'people.declareIndex', input: { index: 14.2, system: 'ghin', reference: '1234567' } }]);
    await waitFor(() => expect(screen.getByLabelText('Your number or club there')).toHaveProperty('value', '1234567'));
  });
});
