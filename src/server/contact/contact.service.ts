import { contactInputSchema, type ContactInput } from '../../shared/contact/contact.schema';
import type { AppDeps } from '../deps';
import { enforceRateLimit } from '../http/rate-limit';
import { parseInput } from '../http/validation';
import { insertContactMessage } from './contact.repository';

/** Stores a visitor's message for the admins to read. */
export async function submitContactMessage(deps: AppDeps, input: ContactInput, ip: string): Promise<{ success: true }> {
  const message = parseInput(contactInputSchema, input);
  enforceRateLimit(deps.limiters.publicForms, `contact:${ip}`);
  await insertContactMessage(deps.db, { ...message, created_at: new Date().toISOString(), read_at: null });
  return { success: true };
}
