/** A failed multipart call, carrying the server's {message}. */
export class FormSendError extends Error {}

/**
 * Sends a multipart form (a photo and its fields) to one of the REST paths; tRPC carries JSON only.
 * Resolves with the parsed JSON body, or throws FormSendError with the server's message.
 */
export async function sendForm(url: string, form: FormData): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new FormSendError('Please check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : '';
    throw new FormSendError(message || `${response.status}: ${response.statusText}`);
  }
  return body;
}

/** Uploads one picture as the `image` field of a multipart form. */
export function sendImage(url: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('image', file);
  return sendForm(url, form);
}
