import { escapeHtml } from '../../text/escape-html';

interface EmailContent {
  clubName: string;
  heading: string;
  /** Plain sentences; escaped for HTML. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown after the button, e.g. how long a link works. */
  afterAction?: string[];
}

/** The text and HTML bodies of one club e-mail, from the same plain content. */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const { clubName, heading, paragraphs, action, afterAction = [] } = content;
  const textParts = [heading, '', ...paragraphs.flatMap((p) => [p, ''])];
  if (action) textParts.push(`${action.label}: ${action.url}`, '');
  textParts.push(...afterAction.flatMap((p) => [p, '']), `— ${clubName}`);

  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2f7d32;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>` +
      p(`If the button does not work, copy this address into your browser: ${action.url}`)
    : '';
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f4f6f4;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<p style="margin:0 0 8px;color:#2f7d32;font-weight:700">${escapeHtml(clubName)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map(p),
    button,
    ...afterAction.map(p),
    `<p style="margin:24px 0 0;color:#666666;font-size:13px">— ${escapeHtml(clubName)}</p>`,
    '</div></body></html>',
  ].join('');
  return { text: textParts.join('\n'), html };
}
