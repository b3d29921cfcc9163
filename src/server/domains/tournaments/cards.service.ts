import type { IndexSource } from '../../../shared/golf/handicap.schema';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import { clubClock } from '../../../shared/club-time';
import { roundSetup } from '../../../shared/golf/round-setup';
import { playerCard } from '../../../shared/golf/scorecard';
import type { CardStatus, CardToAttest, TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { AppError, forbidden, notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { TournamentCardRow, TournamentRoundRow, TournamentRow, UserRow } from '../../platform/db/schema';
import { createReadCache } from '../../platform/db/read-cache';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import { getClubSettings } from '../club/club-settings.service';
import { findTeeOrThrow, findCourseRow, teeFigures } from '../courses/courses.service';
import { competitionIndexBefore } from '../golf/competition-index.service';
import { openCardMatch } from '../matches/matches.service';
import { roundSnapshotRow, snapshotSetup } from '../rounds/round-snapshot';
import { attestRoundRow, findRoundOfMatch, fixRoundSnapshot, listScoreRows, recordHoleScore, type RoundWithMatch } from '../rounds/rounds.service';
import { assertAccountOpen, findUserById } from '../users/users.service';
import { claimWriteKey } from '../rounds/write-keys.service';
import { findCardRow, findCardWithRoundForWrite, insertCardRow, listCardsMarkedBy, listRoundCardsOf, setEvidenceFile, submitCardRow } from './cards.repository';
import { deleteImageFiles, uploadUrl } from '../../platform/uploads/image-store';
import { withStoredImage } from '../../platform/uploads/with-stored-image';
import { findEntryRow, fixEntryIndex } from './entries.repository';
import { findTournamentOrThrow } from './tournaments.service';
import { listRoundRows } from './tournaments.repository';
import { displayNameOf } from '../users/display-name';
import { boardChanged } from './board-changes.service';

const CARD_NOT_FOUND = 'Card not found';

async function roundOf(db: Db, tournamentId: number, number: number): Promise<{ rounds: TournamentRoundRow[]; round: TournamentRoundRow }> {
  const rounds = await listRoundRows(db, [tournamentId]);
  const round = rounds.find((r) => r.number === number);
  if (!round) throw notFound('Round not found');
  return { rounds, round };
}

function windowProblem(round: TournamentRoundRow, now: Date): string | null {
  if (now.getTime() < Date.parse(round.opens_at)) return `Round ${round.number} is not open yet.`;
  if (now.getTime() >= Date.parse(round.closes_at)) return `Round ${round.number} has closed.`;
  return null;
}

/**
 * The index the member plays every round off: their competition index from the rounds played before
 * the first window opened, fixed on their entry the first time it is needed and never again.
 */
async function fixedIndexOf(trx: Db, tournament: TournamentRow, first: TournamentRoundRow, userId: number, timeZone: string): Promise<{ index: number; source: IndexSource | null }> {
  const entry = await findEntryRow(trx, tournament.id, userId);
  // Fixed on an earlier round: where it came from then is not kept.
  if (entry?.index_tenths !== null && entry?.index_tenths !== undefined) return { index: entry.index_tenths / 10, source: null };
  const index = await competitionIndexBefore(trx, userId, clubClock(new Date(first.opens_at), timeZone).date);
  if (!index) throw new AppError('CONFLICT', 'You need a club index or an index set by the club to play: ask an admin.');
  await fixEntryIndex(trx, tournament.id, userId, Math.round(index.index * 10));
  return index;
}

/**
 * POST /api/tournaments/{id}/rounds/{n}/cards: an entered member opens a card before playing. The
 * attempt counts from now (as simulator leagues count them); the playing handicap is fixed on it.
 */
export async function openCard(deps: Pick<AppDeps, 'db' | 'clock'>, member: SessionUser, tournamentId: number, roundNumber: number): Promise<TournamentCard> {
  const now = deps.clock.now();
  const { timeZone } = await getClubSettings(deps.db);
  const cardId = await inTransaction(deps.db, async (trx) => {
    await assertAccountOpen(trx, member.id);
    const tournament = await findTournamentOrThrow(trx, tournamentId);
    const { rounds, round } = await roundOf(trx, tournamentId, roundNumber);
    if ((await findEntryRow(trx, tournamentId, member.id))?.status !== 'entered') throw forbidden('Only entered players can open a card.');
    const problem = windowProblem(round, now);
    if (problem) throw new AppError('CONFLICT', problem);
    const earlier = await listRoundCardsOf(trx, tournamentId, roundNumber, member.id);
    if (earlier.some((card) => card.status === 'open')) throw new AppError('CONFLICT', 'Submit the card you opened before starting another.');
    if (earlier.length >= tournament.attempts) {
      throw new AppError('CONFLICT', `You have used your ${tournament.attempts === 1 ? 'attempt' : `${tournament.attempts} attempts`} for round ${roundNumber}.`);
    }
    const first = rounds[0] ?? round;
    const { index: fullIndex, source } = await fixedIndexOf(trx, tournament, first, member.id, timeZone);
    const limit = tournament.handicap_limit_tenths === null ? null : tournament.handicap_limit_tenths / 10;
    const index = limit !== null && fullIndex > limit ? limit : fullIndex;
    const tee = await findTeeOrThrow(trx, round.tee_id);
    const course = await findCourseRow(trx, tee.course_id);
    const setup = roundSetup(teeFigures(tee), '18', tournament.allowance_pct, index);
    const at = now.toISOString();
    const club = clubClock(now, timeZone);
    const matchId = await openCardMatch(trx, { userId: member.id, date: club.date, time: club.time, teeId: tee.id, format: tournament.format, allowancePct: tournament.allowance_pct, at });
    const golf = { teeId: tee.id, holes: '18' as const, format: tournament.format, allowancePct: tournament.allowance_pct, courseName: course?.name ?? '', teeName: tee.name };
    await fixRoundSnapshot(trx, roundSnapshotRow(golf, setup, matchId, member.id, at, source));
    return insertCardRow(trx, { tournament_id: tournamentId, round_number: roundNumber, user_id: member.id, attempt: earlier.length + 1, match_id: matchId, opened_at: at });
  });
  // The card in play shows on the board from now.
  await boardChanged(deps.db, tournamentId, member.id);
  return getCard(deps, member, cardId);
}

/** The card for its player, its marker or an admin; 404 for anyone else (a card is not theirs to see). */
async function readableCard(db: Db, viewer: SessionUser, id: number): Promise<TournamentCardRow> {
  const card = await findCardRow(db, id);
  if (!card || (card.user_id !== viewer.id && card.marker_id !== viewer.id && viewer.memberType !== 'admin')) throw notFound(CARD_NOT_FOUND);
  return card;
}

function statusOf(card: TournamentCardRow, round: TournamentRoundRow, played: RoundWithMatch, now: Date): CardStatus {
  if (card.status === 'open' && now.getTime() >= Date.parse(round.closes_at)) return 'no_return';
  if (card.status !== 'submitted') return card.status;
  return played.attested_at ? 'attested' : 'submitted';
}

export async function getCard({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, viewer: SessionUser, id: number): Promise<TournamentCard> {
  const card = await readableCard(db, viewer, id);
  const { round } = await roundOf(db, card.tournament_id, card.round_number);
  const scores = await listScoreRows(db, card.match_id);
  return cardAnswer(db, clock.now(), card, round, scores);
}

/** A card as its readers see it, from its row, its round and its scores as read (the round's snapshot and the names read here). */
/**
 * What a card's answer shows beside its scores: the round it is played with and the names on it.
 * None of it moves with a save, so on PostgreSQL (which tells the tables apart) a field's saves read
 * it once between writes to these tables (opening a card, an attestation, a member renamed): every
 * statement is a wake-up of the database and of the process, and a weekend's saves are the most
 * frequent writes there are. A field of a few hundred phones: one key each.
 */
const cardSurroundings = createReadCache<{ played: RoundWithMatch | undefined; player: UserRow | undefined; marker: UserRow | undefined }>({
  tables: ['rounds', 'matches', 'users', 'course_tees', 'courses'],
  maxKeys: 2000,
});

async function cardAnswer(db: Db, now: Date, card: TournamentCardRow, round: TournamentRoundRow, scoreRows: ReadonlyArray<{ hole: number; score: number }>): Promise<TournamentCard> {
  const { played, player, marker } = await cardSurroundings.read(db, `${card.match_id}:${card.user_id}:${card.marker_id ?? ''}`, async () => {
    // Three reads at once: the answer waits for the slowest, not for their sum.
    const [playedRow, playerRow, markerRow] = await Promise.all([
      findRoundOfMatch(db, card.match_id),
      findUserById(db, card.user_id),
      card.marker_id === null ? undefined : findUserById(db, card.marker_id),
    ]);
    return { played: playedRow, player: playerRow, marker: markerRow };
  });
  if (!played) throw notFound(CARD_NOT_FOUND);
  const setup = snapshotSetup(played);
  const totals = playerCard(setup, Object.fromEntries(scoreRows.map((row) => [row.hole, row.score])));
  return {
    id: card.id,
    tournamentId: card.tournament_id,
    round: card.round_number,
    attempt: card.attempt,
    status: statusOf(card, round, played, now),
    player: { id: card.user_id, name: player ? displayNameOf(player) : '' },
    playingHandicap: setup.playingHandicap,
    index: setup.index,
    course: `${played.course_name}, ${played.tee_name}`,
    holes: setup.holes.map((hole) => {
      const result = totals.holes[hole.number];
      return { number: hole.number, par: hole.par, strokeIndex: hole.strokeIndex, strokesReceived: result?.strokesReceived ?? 0, strokes: result?.strokes ?? null, points: result?.points ?? null };
    }),
    gross: totals.gross,
    net: totals.net,
    points: totals.points,
    marker: marker ? { id: marker.id, name: displayNameOf(marker) } : null,
    closesAt: round.closes_at,
    evidenceUrl: uploadUrl(card.evidence_file),
  };
}

/**
 * POST /api/cards/{id}/evidence: the player attaches the photo of their final card (the simulator's
 * screen or the paper card) while the card is open; a new photo replaces the old one.
 */
export async function attachEvidence(deps: AppDeps, player: SessionUser, id: number, image: Buffer | undefined): Promise<TournamentCard> {
  if (!image) throw new AppError('BAD_REQUEST', 'Attach a photo of your final card.');
  const replaced = await withStoredImage(deps.photos, image, async (stored) =>
    inTransaction(deps.db, async (trx) => {
      const card = await findCardRow(trx, id);
      if (!card) throw notFound(CARD_NOT_FOUND);
      if (card.user_id !== player.id) throw forbidden('Only the player adds the photo of their card.');
      if (card.status !== 'open') throw new AppError('CONFLICT', 'This card is submitted: its photo is locked.');
      if (stored) await setEvidenceFile(trx, id, stored.imageFile);
      return { old: card.evidence_file, thumb: stored?.thumbFile ?? null };
    }),
  );
  await deleteImageFiles(deps.photos, [replaced.old, replaced.thumb]);
  return getCard(deps, player, id);
}

/**
 * PUT /api/cards/{id}/holes/{n}: the player writes one hole through the one score writer. The same
 * hole sent twice is one score, so a phone repeating a lost answer changes nothing; sent with its
 * write key (the phone's offline queue), it is not even recorded again (rounds/write-keys.service.ts),
 * and a write already made is answered with the card even once the card is locked.
 */
export async function writeHole(deps: Pick<AppDeps, 'db' | 'clock'>, player: SessionUser, id: number, hole: number, strokes: number, writeKey?: string): Promise<TournamentCard> {
  const now = deps.clock.now();
  // The card's row is locked first: its submission, a decision or another save of it waits, and every
  // read after sees what committed before (on PostgreSQL at READ COMMITTED, never run again).
  const written = await inTransaction(
    deps.db,
    async (trx) => {
      const locked = await findCardWithRoundForWrite(trx, id);
      if (!locked) throw notFound(CARD_NOT_FOUND);
      const { card, round } = locked;
      if (card.user_id !== player.id) throw forbidden('Only the player enters the scores on their card.');
      if (writeKey) {
        const keyed = { writeKey, matchId: card.match_id, userId: player.id, hole, score: strokes, recordedBy: player.id, at: now.toISOString() };
        if ((await claimWriteKey(trx, keyed)) === 'repeat') return null;
      }
      if (card.status !== 'open') throw new AppError('CONFLICT', 'This card is submitted: its scores are locked.');
      if (!round) throw notFound('Round not found');
      if (now.getTime() >= Date.parse(round.closes_at)) throw new AppError('CONFLICT', `Round ${round.number} has closed: this card was not returned.`);
      const scores = await listScoreRows(trx, card.match_id);
      const previous = scores.find((row) => row.hole === hole)?.score ?? null;
      await recordHoleScore(trx, { matchId: card.match_id, userId: player.id, hole, score: strokes, notes: null, recordedBy: player.id, at: now.toISOString(), previous, snapshot: null });
      // The card as this write left it, for the answer: what the transaction read, with the hole written.
      return { card, round, scores: [...scores.filter((row) => row.hole !== hole), { hole, score: strokes }] };
    },
    { locksItsRows: true },
  );
  // A write already made (its key came again): the card as it is now, even once locked.
  if (written === null) return getCard(deps, player, id);
  // The answer waits for the board's change too: a board read once the phone has it shows this
  // hole, in any process. Both at once: the save's answer waits for the slower, not for their sum.
  const [answer] = await Promise.all([cardAnswer(deps.db, now, written.card, written.round, written.scores), boardChanged(deps.db, written.card.tournament_id, player.id)]);
  return answer;
}

/**
 * POST /api/cards/{id}/submit: the player names a marker (another member) and hands the card in;
 * it is locked. Every hole, and the evidence when the committee asks for it, must be there.
 * Sending it again with the same marker answers the same.
 */
export async function submitCard(deps: Pick<AppDeps, 'db' | 'clock'>, player: SessionUser, id: number, markerId: number): Promise<{ status: 'submitted' }> {
  const now = deps.clock.now();
  const submitted = await inTransaction(deps.db, async (trx) => {
    const card = await findCardRow(trx, id);
    if (!card) throw notFound(CARD_NOT_FOUND);
    if (card.user_id !== player.id) throw forbidden('Only the player submits their card.');
    if (card.status === 'submitted' && card.marker_id === markerId) return null;
    if (card.status !== 'open') throw new AppError('CONFLICT', 'This card is already submitted.');
    if (markerId === player.id) throw new AppError('BAD_REQUEST', 'Your marker is another member, not you.', { markerId: ['Your marker is another member, not you.'] });
    const marker = await findUserById(trx, markerId);
    if (!marker || marker.deleted_at !== null) throw new AppError('BAD_REQUEST', 'Choose your marker from the members', { markerId: ['Choose your marker from the members'] });
    const { round } = await roundOf(trx, card.tournament_id, card.round_number);
    if (now.getTime() >= Date.parse(round.closes_at)) throw new AppError('CONFLICT', `Round ${round.number} has closed: this card was not returned.`);
    const played = await findRoundOfMatch(trx, card.match_id);
    const entered = new Set((await listScoreRows(trx, card.match_id)).map((row) => row.hole));
    const missing = played ? snapshotSetup(played).holes.filter((hole) => !entered.has(hole.number)).map((hole) => hole.number) : [];
    if (missing.length > 0) throw new AppError('BAD_REQUEST', `Enter every hole before submitting: hole ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`);
    const tournament = await findTournamentOrThrow(trx, card.tournament_id);
    if (tournament.evidence_required === 1 && card.evidence_file === null) throw new AppError('BAD_REQUEST', 'Add a photo of your final card before submitting: the committee asks for one.');
    if (!(await submitCardRow(trx, id, markerId, now.toISOString()))) throw new AppError('CONFLICT', 'This card is already submitted.');
    return card.tournament_id;
  });
  if (submitted !== null) await boardChanged(deps.db, submitted, player.id);
  return { status: 'submitted' };
}

/** POST /api/cards/{id}/attest: the marker (never the player) or an admin stands behind a submitted card. */
export async function attestCard(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: SessionUser, id: number): Promise<{ status: 'attested' }> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const card = await findCardRow(trx, id);
    if (!card) throw notFound(CARD_NOT_FOUND);
    if (card.user_id === viewer.id) throw forbidden('You cannot attest your own card: your marker does.');
    if (card.marker_id !== viewer.id && viewer.memberType !== 'admin') throw forbidden('Only the marker named on this card, or an admin, can attest it.');
    if (card.status !== 'submitted') throw new AppError('CONFLICT', 'Only a submitted card can be attested.');
    const played = await findRoundOfMatch(trx, card.match_id);
    if (!played) throw notFound(CARD_NOT_FOUND);
    if (played.attested_at !== null) return;
    await attestRoundRow(trx, played.id, viewer.id, now.toISOString());
  });
  return { status: 'attested' };
}

/** The cards that name the member as marker and wait for their attestation. */
export async function listCardsToAttest(db: Db, marker: SessionUser): Promise<CardToAttest[]> {
  return (await listCardsMarkedBy(db, marker.id)).map((row) => ({
    cardId: row.id,
    tournamentId: row.tournament_id,
    tournament: row.name,
    round: row.round_number,
    player: displayNameOf(row),
  }));
}
