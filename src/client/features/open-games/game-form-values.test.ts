import { describe, expect, it } from 'vitest';
import { memberTime } from '../../lib/member-time';
import { defaultStart, gameFormErrors, type GameFormValues, initialGameValues, toGameInput } from './game-form-values';
import { gameWhen, hostClock } from './game-words';

const LONDON = 'Europe/London';
const values = (change: Partial<GameFormValues> = {}): GameFormValues => ({ ...initialGameValues(new Date('2027-03-15T12:00:00.000Z'), LONDON), ...change });

describe('the post a game form', () => {
  it('starts at the next half hour at least an hour away on the member’s clock, tomorrow when it is that late', () => {
    expect(defaultStart(new Date('2027-03-15T12:10:00.000Z'), LONDON)).toEqual({ date: '2027-03-15', time: '13:30' });
    expect(defaultStart(new Date('2027-03-15T12:10:00.000Z'), 'Asia/Tokyo')).toEqual({ date: '2027-03-15', time: '22:30' });
    expect(defaultStart(new Date('2027-03-15T23:10:00.000Z'), LONDON)).toEqual({ date: '2027-03-16', time: '00:30' });
    expect(defaultStart(new Date('2027-03-15T22:45:00.000Z'), LONDON)).toEqual({ date: '2027-03-16', time: '00:00' });
  });

  it('sends the date and time with the member’s zone, or any time this week without them', () => {
    expect(toGameInput(values({ teeId: '7', places: '3', play: 'apart-2' }), LONDON)).toEqual({
      when: 'at',
      date: '2027-03-15',
      time: '13:00',
      timeZone: LONDON,
      teeId: 7,
      platform: 'gspro',
      format: 'stableford',
      places: 3,
      play: 'apart',
      apartDays: 2,
    });
    expect(toGameInput(values({ when: 'week', play: 'apart' }), LONDON)).toEqual({ when: 'week', teeId: null, platform: 'gspro', format: 'stableford', places: 2, play: 'apart' });
  });

  it('says what is wrong by field before sending', () => {
    expect(gameFormErrors(values(), LONDON)).toEqual({});
    expect(gameFormErrors(values({ format: 'match', places: '4' }), LONDON)).toEqual({ places: 'Singles match play is for two players: choose 2 places.' });
  });
});

describe('a game’s time', () => {
  const tokyo = memberTime({ own: 'Asia/Tokyo', club: 'America/New_York', locale: 'en-US' });
  const game = {
    startsAt: '2027-03-20T23:30:00.000Z',
    openUntil: '2027-03-20T23:30:00.000Z',
    hostTimeZone: LONDON,
    host: { id: 1, username: 'ann', name: 'Ann Archer' },
    viewer: { isHost: false, isPlayer: false, canJoin: true, canLeave: false, canCancel: false },
  };

  it('reads on the reader’s clock with the host’s beside, named', () => {
    expect(gameWhen(game, tokyo)).toBe('Sun, Mar 21, 2027 at 8:30 AM');
    expect(hostClock(game, tokyo)).toBe('Sat 11:30 PM for Ann Archer (Europe/London)');
  });

  it('says nothing beside for the host, or when the clocks agree', () => {
    expect(hostClock({ ...game, viewer: { ...game.viewer, isHost: true } }, tokyo)).toBeNull();
    expect(hostClock({ ...game, hostTimeZone: 'Asia/Tokyo' }, tokyo)).toBeNull();
  });

  it('any time this week reads until when', () => {
    expect(gameWhen({ startsAt: null, openUntil: '2027-03-22T12:00:00.000Z' }, tokyo)).toBe('Any time until Mon, Mar 22, 2027 at 9:00 PM');
  });
});
