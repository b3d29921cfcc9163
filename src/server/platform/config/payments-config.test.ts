import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentMode } from './config';

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PAYMENT_LINK: 'https://buy.stripe.com/test',
  STRIPE_PAYMENT_LINK_ID: 'plink_test1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

function messageOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return error instanceof ConfigError ? error.message : String(error);
  }
  return '';
}

describe('payment and mail configuration', () => {
  it('chooses Stripe only with all three settings, else the test checkout, and nothing in production', () => {
    expect(paymentMode(loadConfig(stripe))).toBe('stripe');
    expect(paymentMode(loadConfig({}))).toBe('test');
    expect(paymentMode(loadConfig({ NODE_ENV: 'production' }))).toBe('off');
    expect(paymentMode(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }))).toBe('test');
    expect(paymentMode(loadConfig({ NODE_ENV: 'production', ...stripe }))).toBe('stripe');
  });

  it('keeps the test checkout off on a public address unless PAYMENTS=test says so', () => {
    expect(paymentMode(loadConfig({ PUBLIC_URL: 'https://club.example' }))).toBe('off');
    expect(paymentMode(loadConfig({ PUBLIC_URL: 'http://203.0.113.7:3000' }))).toBe('off');
    expect(paymentMode(loadConfig({ PUBLIC_URL: 'https://club.example', PAYMENTS: 'test' }))).toBe('test');
    expect(paymentMode(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }))).toBe('test');
  });

  it('names the missing Stripe setting when only some are given', () => {
    const message = messageOf({ STRIPE_SECRET_KEY: 'sk_test_1' });
    expect(message).toContain('STRIPE_PAYMENT_LINK: is required with STRIPE_SECRET_KEY');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY');
    expect(messageOf({ PAYMENTS: 'stripe' })).toContain('STRIPE_SECRET_KEY: is required when PAYMENTS=stripe');
  });

  it('checks SMTP_URL, MAIL_FROM and STRIPE_API_BASE', () => {
    expect(messageOf({ SMTP_URL: 'http://mail.example.com' })).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(messageOf({ MAIL_FROM: 'Club <a@b.c>\nBcc: x@y.z' })).toContain('MAIL_FROM: must be one line');
    expect(messageOf({ STRIPE_API_BASE: 'not a url' })).toContain('STRIPE_API_BASE');
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465', MAIL_FROM: 'Club <club@example.com>' })).toMatchObject({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Club <club@example.com>',
      MAIL_RETRY_INTERVAL_MS: 30000,
    });
  });
});
