import type { FormAnswer, FormNotice } from '../../../shared/site/posted-form';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function noticeOf(value: unknown): FormNotice | null {
  if (!isRecord(value)) return null;
  const { tone, title, text } = value;
  if ((tone !== 'success' && tone !== 'error') || typeof title !== 'string' || typeof text !== 'string') return null;
  return { tone, title, text };
}

function errorsOf(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The server's JSON answer to a form posted by script, or null when it is not one (a proxy's error page). */
export async function readFormAnswer(response: Response): Promise<FormAnswer | null> {
  const body: unknown = await response.json().catch(() => null);
  if (!isRecord(body)) return null;
  if (body.ok === true) {
    const location = typeof body.location === 'string' ? body.location : null;
    return { ok: true, location, notice: noticeOf(body.notice), data: body.data ?? null };
  }
  if (body.ok === false) return { ok: false, errors: errorsOf(body.errors), notice: noticeOf(body.notice) };
  return null;
}
