import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { NamedMemberRef } from '../../../../shared/matches/match.schema';
import { fakeServer, renderWithProviders } from '../../../../test/render';
import { MemberPicker } from './member-picker';

const JORDAN: NamedMemberRef = { id: 4, username: 'jordan', name: 'Jordan Lee' };
const CASEY: NamedMemberRef = { id: 6, username: 'lee_fan', name: 'Casey Ng' };

function Picker({ onPicked }: { onPicked: (members: NamedMemberRef[]) => void }) {
  const [selected, setSelected] = useState<NamedMemberRef[]>([]);
  return (
    <MemberPicker
      selected={selected}
      onChange={(members) => {
        setSelected(members);
        onPicked(members);
      }}
    />
  );
}

describe('inviting members to a match', () => {
  it('searches by what the member types and shows each member found, and each chosen, by name', async () => {
    const server = fakeServer({ 'members.search': () => [CASEY, JORDAN] });
    const picked: NamedMemberRef[][] = [];
    renderWithProviders(<Picker onPicked={(members) => picked.push(members)} />, server);
    await userEvent.type(screen.getByRole('textbox', { name: 'Invite members' }), 'lee');
    await waitFor(() => expect(server.calls.at(-1)).toEqual({ path: 'members.search', input: { q: 'lee' } }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Casey Ng', 'Jordan Lee']);
    await userEvent.click(screen.getByRole('option', { name: 'Jordan Lee' }));
    expect(picked.at(-1)).toEqual([JORDAN]);
    expect(screen.getByRole('button', { name: 'Remove Jordan Lee' })).toBeTruthy();
    expect(screen.getByText('Jordan Lee')).toBeTruthy();
    expect(screen.queryByText('jordan')).toBeNull();
  });
});
