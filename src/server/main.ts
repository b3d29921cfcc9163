import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './startup';
import { startupSummary } from './startup-summary';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.DB_FILE);
  const app = await buildApp({ config, db });
  const { firstAdmin } = await prepareDatabase(db, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // A summary for the person at the terminal, not a log line: it is printed whatever the log level.
  console.log(startupSummary(config, address, firstAdmin));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
