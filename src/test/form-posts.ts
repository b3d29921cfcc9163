import { afterEach, vi } from 'vitest';
import type { FormAnswer, PostedFields } from '../shared/site/posted-form';
import { fieldsOf } from '../shared/site/posted-form';

interface PostedCall {
  path: string;
  fields: PostedFields;
  accept: string | null;
}

type FormHandler = (fields: PostedFields) => FormAnswer | { status: number; answer: FormAnswer } | 'offline';

/**
 * Answers the public forms' posts (fetch to their page's path, as the server would answer a
 * script), and records them. Restored after each test.
 */
export function fakeFormPosts(handlers: Record<string, FormHandler>) {
  const calls: PostedCall[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const fields = fieldsOf(new URLSearchParams(typeof init?.body === 'string' || init?.body instanceof URLSearchParams ? init.body : '').entries());
    calls.push({ path, fields, accept: new Headers(init?.headers).get('accept') });
    const handler = handlers[path];
    if (!handler) return Promise.reject(new Error(`No fake form handler for ${path}`));
    const result = handler(fields);
    if (result === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const { status, answer } = 'ok' in result ? { status: result.ok ? 200 : 400, answer: result } : result;
    return Promise.resolve(new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } }));
  });
  return { calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});
