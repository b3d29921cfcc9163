import { postgresAddressForPeople } from './platform/db/postgres/postgres-database';
import { type Config, paymentMode, unsafeSettingWarnings } from './platform/config/config';
import type { FirstAdmin } from './domains/users/bootstrap-admin';
import type { LoadedSecretsKey } from './platform/secrets/secrets-key';

interface SecretsSummary {
  key: LoadedSecretsKey;
  /** Members whose two-factor secret was sealed with a key declared lost. */
  twoFactorUnreadable: string[];
}

const paymentDescriptions = {
  stripe: 'Stripe',
  test: 'built-in test checkout (no real money)',
  off: 'off (set the Stripe variables, or PAYMENTS=test)',
} as const;

/**
 * What a person starting the club website needs to read, in a few lines: where it runs, where the
 * data is, how mail and payments work, and (last, so nothing pushes it out of view) the one-time
 * admin credentials.
 */
export function startupSummary(config: Config, address: string, firstAdmin: FirstAdmin | null, secrets?: SecretsSummary): string {
  const smtpHost = config.SMTP_URL ? new URL(config.SMTP_URL).hostname : null;
  const lines = [
    '',
    `  The club website is running at ${address}`,
    `    public address  ${config.PUBLIC_URL}`,
    `    database        ${config.DATABASE_URL ? `PostgreSQL ${postgresAddressForPeople(config.DATABASE_URL)}` : config.DB_FILE}`,
    `    photos          ${config.UPLOADS_DIR}`,
    ...(secrets ? [`    secrets key     ${secrets.key.box.source} (key ${secrets.key.box.keyId}; not in the backups: keep a copy apart from them)`] : []),
    `    mail            ${smtpHost ? `SMTP via ${smtpHost}` : 'kept in the outbox (read it at /admin/outbox); set SMTP_URL to send'}`,
    `    payments        ${paymentDescriptions[paymentMode(config)]}`,
    `    log level       ${config.LOG_LEVEL} (requests are logged at debug)`,
  ];
  for (const warning of unsafeSettingWarnings(config)) lines.push('', `  WARNING: ${warning}`);
  if (secrets?.key.created) {
    lines.push(
      '',
      `  A new secrets key was written to ${secrets.key.box.source}. It seals two-factor secrets and the key that signs`,
      '  mail links in the database, and backups do not hold it: copy it somewhere safe, apart from the backups.',
    );
  }
  if (secrets && secrets.twoFactorUnreadable.length > 0) {
    lines.push(
      '',
      `  WARNING: the two-factor secrets of ${secrets.twoFactorUnreadable.join(', ')} were sealed with a lost secrets key: they sign in`,
      '  with a recovery code and set two-factor up again; an admin without codes: npm run admin:reset -- <username>.',
    );
  }
  lines.push(...firstAdminLines(config, firstAdmin));
  return `${lines.join('\n')}\n`;
}

/** How to sign in as the admin a start-up (or the demo seed) just created; nothing when none was. */
export function firstAdminLines(config: Pick<Config, 'PUBLIC_URL'>, firstAdmin: FirstAdmin | null): string[] {
  if (firstAdmin?.generatedPassword) {
    return [
      '',
      `  First admin account created. Sign in at ${config.PUBLIC_URL.replace(/\/+$/, '')}/signin with`,
      `    username: ${firstAdmin.username}`,
      `    password: ${firstAdmin.generatedPassword}`,
      '  Keep it safe: it is not shown again.',
    ];
  }
  if (firstAdmin) return ['', `  First admin account "${firstAdmin.username}" created with the password from ADMIN_PASSWORD.`];
  return [];
}
