import type { FastifyInstance, FastifyReply } from 'fastify';
import { isMailKind, MAIL_KIND_LABELS, type MailKind } from '../../../shared/mail/mail-kinds';
import { RECORD_ID_TEXT } from '../../../shared/record-id';
import { getClubSettings } from '../../domains/club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { setOptOut } from '../../platform/mail/member-mail';
import { validUnsubscribe } from '../../platform/mail/member-mail';
import { escapeHtml } from '../../platform/text/escape-html';

interface UnsubscribeParams {
  user: string;
  kind: string;
  signature: string;
}

async function page(deps: AppDeps, reply: FastifyReply, status: number, heading: string, body: string): Promise<FastifyReply> {
  const { clubName } = await getClubSettings(deps.db);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)} · ${escapeHtml(clubName)}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1b5e20;color:#fff;cursor:pointer}a{color:#1b5e20}</style></head><body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** The member and kind a signed link names, or null when the link is not one we signed. */
async function checked(deps: AppDeps, params: UnsubscribeParams): Promise<{ userId: number; kind: MailKind } | null> {
  if (!RECORD_ID_TEXT.test(params.user) || !isMailKind(params.kind) || !/^[A-Za-z0-9_-]{1,64}$/.test(params.signature)) return null;
  const userId = Number(params.user);
  return (await validUnsubscribe(deps, userId, params.kind, params.signature, deps.clock.now())) ? { userId, kind: params.kind } : null;
}

/**
 * The one-click unsubscribe link in every member e-mail (no sign-in). GET shows a button, so a mail
 * scanner opening the link changes nothing; POST (the button, or a mail app's RFC 8058 one-click) does it.
 */
export function registerUnsubscribeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const path = '/api/mail/unsubscribe/:user/:kind/:signature';
  const invalid = (reply: FastifyReply) => page(deps, reply, 404, 'This link does not work', '<p>The unsubscribe link is not valid. You can choose your e-mails on your profile.</p>');

  app.get<{ Params: UnsubscribeParams }>(path, async (request, reply) => {
    const link = await checked(deps, request.params);
    if (!link) return invalid(reply);
    const label = MAIL_KIND_LABELS[link.kind];
    return page(
      deps,
      reply,
      200,
      'Unsubscribe',
      `<p>Stop getting these e-mails: <strong>${escapeHtml(label)}</strong>.</p><form method="post"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  app.register((scope, _options, registered) => {
    // A browser form and a mail app's one-click both post a form body; nothing in it is needed.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    scope.post<{ Params: UnsubscribeParams }>(path, async (request, reply) => {
      const link = await checked(deps, request.params);
      if (!link) return invalid(reply);
      await setOptOut(deps.db, link.userId, link.kind, true, deps.clock.now().toISOString());
      const label = MAIL_KIND_LABELS[link.kind];
      return page(deps, reply, 200, 'You are unsubscribed', `<p>You will no longer get these e-mails: <strong>${escapeHtml(label)}</strong>. You can turn them back on under My Profile.</p>`);
    });
    registered();
  });
}
