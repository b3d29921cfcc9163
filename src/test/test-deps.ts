import Fastify from 'fastify';
import { systemClock } from '../server/platform/core/clock';
import { realPace } from '../server/platform/core/pace';
import type { Config } from '../server/platform/config/config';
import type { Db } from '../server/platform/db/db';
import type { AppDeps } from '../server/platform/deps/deps';
import { createLimiters } from '../server/platform/limits/limiters';
import { createMailQueue } from '../server/platform/mail/mail-queue';
import { photoStoreFor } from '../server/platform/uploads/photo-store';
import { loadSecretsKey } from '../server/platform/secrets/secrets-key';
import { TEST_SECRETS } from './test-secrets';

/**
 * What services and jobs get, made as buildApp makes it, for tests that call them directly: no
 * mail transport, no payments, the system clock, unless the test says otherwise.
 */
export function testDeps(base: { config: Config; db: Db }, overrides: Partial<AppDeps> = {}): AppDeps {
  const config = overrides.config ?? base.config;
  const db = overrides.db ?? base.db;
  const clock = overrides.clock ?? systemClock;
  return {
    config,
    db,
    limiters: createLimiters(config, clock),
    log: Fastify({ logger: false }).log,
    mailer: null,
    mailQueue: createMailQueue(),
    payments: null,
    clock,
    pace: realPace,
    photos: photoStoreFor(config, db),
    // A config without a key of its own (a probe's) must not make a key file in the checkout.
    secrets: overrides.secrets ?? (config.SECRETS_KEY || config.SECRETS_KEY_FILE ? loadSecretsKey(config).box : TEST_SECRETS),
    ...overrides,
  };
}
