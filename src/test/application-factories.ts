import { type ApplicationInput, applicationInputSchema } from '../shared/applications/application.schema';
import type { Db } from '../server/platform/db/db';
import type { ApplicationRow, NewApplicationRow } from '../server/platform/db/schema';
import { newApplicationRow } from '../server/domains/membership/applications/application-mapper';
import { insertApplication as insertApplicationRow } from '../server/domains/membership/applications/applications.repository';

let sequence = 0;

export function applicationInput(overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  const n = ++sequence;
  return {
    firstName: 'Jamie',
    lastName: 'Birdie',
    email: `applicant${n}@example.com`,
    phone: '(555) 987-6543',
    address: '42 Fairway Lane, Pinehurst, NC 28374',
    golfExperience: 'intermediate',
    yearsExperience: 6,
    handicap: 14.2,
    handicapSystem: 'ghin',
    handicapReference: '1234567',
    interests: 'Weekly virtual rounds and tournaments with friends.',
    ...overrides,
  };
}

/** An application row as a visitor (and later an admin or a payment) left it. */
export async function insertApplication(db: Db, overrides: Partial<NewApplicationRow> = {}): Promise<ApplicationRow> {
  const n = ++sequence;
  const values = applicationInputSchema.parse(applicationInput({
    lastName: `Birdie${n}`,
    email: `applicant${n}@example.com`,
    golfExperience: 'beginner',
    yearsExperience: undefined,
    handicap: undefined,
    handicapSystem: undefined,
    handicapReference: undefined,
    interests: 'Weekly virtual rounds with friends.',
  }));
  return insertApplicationRow(db, { ...newApplicationRow(values, new Date().toISOString()), ...overrides });
}

export function outboxTo(db: Db, to: string) {
  return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
}

/** The token in the first link of a message's text (invitation or password reset). */
export function tokenFromText(text: string): string {
  const match = /token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No token link in: ${text}`);
  return decodeURIComponent(match[1]);
}
