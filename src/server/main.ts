import { buildApp } from './app';
import { clockStartingAt } from './platform/core/clock';
import { ConfigError, databaseLocation, loadConfig } from './platform/config/config';
import { DatabaseDamagedError, openVerifiedDatabase } from './platform/db/integrity';
import { SecretsKeyError, loadSecretsKey } from './platform/secrets/secrets-key';
import { SecretsKeyMismatchError } from './platform/secrets/secrets.service';
import { prepareDatabase } from './startup';
import { startupSummary } from './startup-summary';

/** How long a shutdown may take to finish the requests in flight before the process just exits. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const secretsKey = loadSecretsKey(config);
  const db = await openVerifiedDatabase(databaseLocation(config));
  const prepared = await prepareDatabase(db, config, { secrets: secretsKey.box });
  const clock = config.BENCH_CLOCK_START ? clockStartingAt(config.BENCH_CLOCK_START) : undefined;
  const app = await buildApp({ config, db, secrets: secretsKey.box, ...(clock && { clock }) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const deadline = setTimeout(() => {
      app.log.error(`still closing after ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting now`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // A summary for the person at the terminal, not a log line: it is printed whatever the log level.
  console.log(startupSummary(config, address, prepared.firstAdmin, { key: secretsKey, twoFactorUnreadable: prepared.twoFactorUnreadable }));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseDamagedError || error instanceof SecretsKeyError || error instanceof SecretsKeyMismatchError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
