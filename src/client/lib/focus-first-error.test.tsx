import { describe, expect, it } from 'vitest';
import { focusFirstErrorOnSubmit } from './focus-first-error';

const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

describe('focus after a refused submit', () => {
  it('moves to the first field in error, and leaves focus alone when there is none', async () => {
    document.body.innerHTML = `
      <form id="f"><input id="name" /><input id="email" aria-invalid="true" /><input id="phone" aria-invalid="true" /><button>Send</button></form>
      <form id="ok"><input id="fine" /><button id="go">Send</button></form>`;
    const stop = focusFirstErrorOnSubmit();
    document.getElementById('f')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await nextPaint();
    expect(document.activeElement?.id).toBe('email');

    document.getElementById('go')?.focus();
    document.getElementById('ok')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await nextPaint();
    expect(document.activeElement?.id).toBe('go');
    stop();
  });
});
