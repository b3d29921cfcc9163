import Fastify from 'fastify';
import { clubInstant, clubToday as clubDate, dayjs } from '../../src/shared/club-time';
import type { SessionUser } from '../../src/shared/auth/auth.schema';
import type { Config } from '../../src/server/platform/config/config';
import type { Clock } from '../../src/server/platform/core/clock';
import type { Db } from '../../src/server/platform/db/db';
import type { AppDeps } from '../../src/server/platform/deps/deps';
import { createLimiters } from '../../src/server/platform/limits/limiters';
import { createMailQueue } from '../../src/server/platform/mail/mail-queue';
import type { SecretBox } from '../../src/server/platform/secrets/secret-box';
import { photoStoreFor } from '../../src/server/platform/uploads/photo-store';
import { systemClock } from '../../src/server/platform/core/clock';
import { realPace } from '../../src/server/platform/core/pace';

export interface SeedContext {
  db: Db;
  config: Config;
  /** What the services get, as the app makes it: no mail transport (mail waits in the outbox), no payments, the system clock. */
  deps: AppDeps;
  /** Demo members by username, filled by seedMembers for the seeders after it. */
  memberIds: Map<string, number>;
}

export function seedDeps(db: Db, config: Config, secrets: SecretBox): AppDeps {
  return {
    config,
    db,
    limiters: createLimiters(config, systemClock),
    log: Fastify({ logger: false }).log,
    mailer: null,
    mailQueue: createMailQueue(),
    payments: null,
    clock: systemClock,
    pace: realPace,
    photos: photoStoreFor(config, db),
    secrets,
  };
}

/** The services' deps with "now" at a given instant: a card played yesterday is played at yesterday's time. */
export function depsAt(ctx: SeedContext, at: Date): AppDeps {
  const clock: Clock = { now: () => new Date(at) };
  return { ...ctx.deps, clock };
}

/** A demo member as the services see the one signed in. */
export function demoUser(ctx: SeedContext, username: string): SessionUser | null {
  const id = ctx.memberIds.get(username);
  return id === undefined ? null : { id, username, memberType: 'standard' };
}

/** An instant at a club-local wall-clock time, as an ISO string in UTC. */
export function clubTime(config: Config, day: dayjs.Dayjs, time: string): string {
  return clubInstant(day.format('YYYY-MM-DD'), time, config.CLUB_TIMEZONE).toISOString();
}

export function clubToday(config: Config): dayjs.Dayjs {
  return dayjs(clubDate(config.CLUB_TIMEZONE));
}

export { dayjs };
