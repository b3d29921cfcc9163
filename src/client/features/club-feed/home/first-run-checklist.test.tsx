import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHECKLIST_ITEMS } from '../../../../shared/people/checklist.schema';
import { fakeServer, renderWithRouter } from '../../../../test/render';
import { FirstRunChecklist } from './first-run-checklist';

const checklist = (done: readonly string[]) => CHECKLIST_ITEMS.map((item) => ({ item, done: done.includes(item) }));

describe('the first-run checklist', () => {
  it('counts what is done and links each step still to do', async () => {
    await renderWithRouter(<FirstRunChecklist checklist={checklist(['timeZone', 'handicap'])} />, fakeServer({}), '/member/home');
    expect(screen.getByText('2 of 5 done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a photo' }).getAttribute('href')).toBe('/member/profile');
    expect(screen.getByRole('link', { name: 'Play your first round' }).getAttribute('href')).toBe('/member/games');
    expect(screen.queryByRole('link', { name: 'Set your time zone' })).toBeNull();
  });

  it('is gone once every step is done', async () => {
    await renderWithRouter(<div data-testid="home"><FirstRunChecklist checklist={checklist(CHECKLIST_ITEMS)} /></div>, fakeServer({}), '/member/home');
    expect(screen.queryByText('Get set up')).toBeNull();
  });
});
