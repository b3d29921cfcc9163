import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, isSecureUrl, loadConfig, unsafeSettingWarnings } from './config';

function errorOf(env: Record<string, string>): unknown {
  try {
    loadConfig(env);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DB_FILE: 'db/club.sqlite',
      UPLOADS_DIR: 'uploads',
      PUBLIC_URL: 'http://localhost:3000',
      ADMIN_USERNAME: 'admin',
      CLUB_TIMEZONE: 'America/New_York',
      MEMBERSHIP_PRICE: 50,
      FOUNDING_MEMBER_CAP: 100,
      LOGIN_LIMIT_PER_MINUTE: 6,
      LOGIN_LIMIT_PER_HOUR: 30,
      TRUST_PROXY: false,
    });
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it('takes the public address from the port the server listens on when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '0' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://club.example' }).PUBLIC_URL).toBe('https://club.example');
  });

  it('warns in plain words when PUBLIC_URL names this machine on another port, and never for a public address', () => {
    const warned = unsafeSettingWarnings(loadConfig({ PORT: '4100', PUBLIC_URL: 'http://localhost:3000' })).join('\n');
    expect(warned).toContain('PUBLIC_URL is http://localhost:3000 but the server listens on port 4100');
    expect(unsafeSettingWarnings(loadConfig({ PORT: '4100' }))).toEqual([]);
    expect(unsafeSettingWarnings(loadConfig({ PORT: '3000', PUBLIC_URL: 'https://club.example' }))).toEqual([]);
  });

  it('reads and coerces given values, treating empty strings as unset', () => {
    const config = loadConfig({ PORT: '8080', TRUST_PROXY: 'true', MEMBERSHIP_PRICE: '75.5', CLUB_NAME: '' });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.MEMBERSHIP_PRICE).toBe(75.5);
    expect(config.CLUB_NAME).toBe('Remote Golf Club');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['CLUB_TIMEZONE', 'Mars/Base'],
    ['PUBLIC_URL', 'notaurl'],
    ['CLUB_EMAIL', 'not-an-email'],
    ['NODE_ENV', 'staging'],
    ['FOUNDING_MEMBER_CAP', '-1'],
    ['ADMIN_PASSWORD', 'short'],
  ])('refuses %s=%s with a ConfigError naming the variable', (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error instanceof ConfigError ? error.message : '').toContain(`${name}:`);
  });

  it('names every bad variable at once', () => {
    const error = errorOf({ PORT: 'abc', CLUB_TIMEZONE: 'Mars/Base' });
    const message = error instanceof ConfigError ? error.message : '';
    expect(message).toContain('PORT:');
    expect(message).toContain('CLUB_TIMEZONE:');
  });

  it('takes only a postgres:// address as DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://club@db.example/club' }).DATABASE_URL).toBe('postgresql://club@db.example/club');
    const error = errorOf({ DATABASE_URL: 'mysql://club@db.example/club' });
    expect(error instanceof ConfigError ? error.message : '').toContain('DATABASE_URL: must be a postgres:// address');
  });

  it('takes SECRETS_KEY only as 32 random bytes in base64, and says how to make one', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ SECRETS_KEY: key }).SECRETS_KEY).toBe(key);
    for (const bad of ['secret', Buffer.alloc(16, 7).toString('base64'), Buffer.alloc(32, 7).toString('hex'), `${key.slice(0, -1)}!`]) {
      const error = errorOf({ SECRETS_KEY: bad });
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toContain('SECRETS_KEY: must be 32 random bytes in base64, 44 characters ending in = (make one with: openssl rand -base64 32)');
      // The message names the variable, never echoes the value.
      expect(String(error)).not.toContain(bad);
    }
  });

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ SOMETHING_ELSE: '???' })).not.toThrow();
  });
});

describe('.env.example', () => {
  const entries = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line): [string, string] => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);

  it('lists every variable of the config schema, each once, each with a comment', () => {
    const names = entries.map(([name]) => name);
    expect([...names].sort()).toEqual(Object.keys(configSchema.shape).sort());
    const lines = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8').split('\n');
    for (const name of names) {
      const index = lines.findIndex((line) => line.startsWith(`${name}=`));
      expect(lines[index - 1], `comment above ${name}`).toMatch(/^# \S/);
    }
  });

  it('gives the defaults as its values', () => {
    expect(loadConfig(Object.fromEntries(entries))).toEqual(loadConfig({}));
  });
});

describe('safe defaults on a public site', () => {
  it('marks cookies Secure on https and on every public site, and not for local development', () => {
    expect(isSecureUrl({ NODE_ENV: 'development', PUBLIC_URL: 'https://club.example' })).toBe(true);
    expect(isSecureUrl({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' })).toBe(false);
    expect(isSecureUrl({ NODE_ENV: 'production', PUBLIC_URL: 'http://club.example' })).toBe(true);
    expect(isSecureUrl({ NODE_ENV: 'development', PUBLIC_URL: 'http://club.example' })).toBe(true);
  });

  it('warns loudly about an http PUBLIC_URL and the test checkout on a public site, and says nothing locally', () => {
    expect(unsafeSettingWarnings(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://club.example' })).join('\n')).toContain('must be served over https');
    expect(unsafeSettingWarnings(loadConfig({ PUBLIC_URL: 'https://club.example', PAYMENTS: 'test' })).join('\n')).toContain('PAYMENTS=test');
    expect(unsafeSettingWarnings(loadConfig({}))).toEqual([]);
  });
});
