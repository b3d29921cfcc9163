// Links that carry a credential: invitation and reset tokens and payment sessions in the query
// string (also inside HTML, where & is written &amp;), private calendar feeds and payment
// sessions in the path. Logs and delivered mail keep the link's shape with the secret masked.
const SECRET_QUERY = /([?&;](?:token|session_id)=)[A-Za-z0-9_%.~-]+/gi;
const CALENDAR_FEED_PATH = /(\/api\/calendar\/)(?!\d{1,12}\.ics)[A-Za-z0-9_-]+(?=\.ics)/g;
const PAYMENT_SESSION_PATH = /(\/api\/payment\/session\/)[A-Za-z0-9_-]+/g;
const UNSUBSCRIBE_PATH = /(\/api\/mail\/unsubscribe\/\d+\/[a-z_]+\/)[A-Za-z0-9_-]+/g;

export const MASK = '[redacted]';

export function maskSecrets(text: string): string {
  return text.replace(SECRET_QUERY, `$1${MASK}`).replace(CALENDAR_FEED_PATH, `$1${MASK}`).replace(PAYMENT_SESSION_PATH, `$1${MASK}`).replace(UNSUBSCRIBE_PATH, `$1${MASK}`);
}
