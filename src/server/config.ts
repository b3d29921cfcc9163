import { z } from 'zod';

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DB_FILE: z.string().min(1).default('db/club.sqlite'),
  UPLOADS_DIR: z.string().min(1).default('uploads'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  ADMIN_USERNAME: z.string().trim().min(2).max(30).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  CLUB_NAME: z.string().trim().min(1).default('Remote Golf Club'),
  CLUB_EMAIL: z.email().default('info@remotegolfclub.com'),
  CLUB_PHONE: z.string().trim().min(1).default('(555) 123-4567'),
  CLUB_ADDRESS: z.string().trim().min(1).default('123 Fairway Drive'),
  CLUB_CITY: z.string().trim().min(1).default('Pinehurst, NC 28374'),
  CLUB_TIMEZONE: z
    .string()
    .default('America/New_York')
    .refine(isTimeZone, { message: 'must be an IANA time zone such as America/New_York' }),
  MEMBERSHIP_PRICE: z.coerce.number().positive().max(100000).default(50),
  FOUNDING_MEMBER_CAP: z.coerce.number().int().positive().default(100),
  LOGIN_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(6),
  LOGIN_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  FORM_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Reads and validates the environment once; a bad value names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = configSchema.safeParse(known);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return result.data;
}

export function isSecureUrl(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL.startsWith('https:');
}
