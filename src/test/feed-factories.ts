import sharp from 'sharp';
import type { Db } from '../server/platform/db/db';

/** A small real JPEG (a green square), optionally with a GPS position in its EXIF. */
export async function makeJpeg(options: { width?: number; height?: number; gps?: boolean } = {}): Promise<Buffer> {
  const image = sharp({
    create: { width: options.width ?? 64, height: options.height ?? 48, channels: 3, background: { r: 30, g: 140, b: 60 } },
  }).jpeg();
  if (!options.gps) return image.toBuffer();
  return image
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 56/1' },
    })
    .toBuffer();
}

/** A multipart body as a browser's FormData would send it, for app.inject. */
export async function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Next year: far enough ahead to be upcoming, near enough for the two-year date horizon. */
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

let sequence = 0;

export async function insertPost(db: Db, userId: number, overrides: { content?: string; created_at?: string } = {}) {
  sequence += 1;
  return db
    .insertInto('feed_posts')
    .values({
      user_id: userId,
      content: overrides.content ?? `Post ${sequence}`,
      image_file: null,
      thumb_file: null,
      created_at: overrides.created_at ?? new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A match on `date` with the creator and the others as participants. */
export async function insertMatch(db: Db, creatorId: number, otherIds: number[] = [], date = `${NEXT_YEAR}-06-01`, time = '09:00') {
  const now = new Date().toISOString();
  const match = await db
    .insertInto('matches')
    .values({ creator_id: creatorId, date, time, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('match_participants')
    .values([creatorId, ...otherIds].map((userId, i) => ({ match_id: match.id, user_id: userId, joined_at: new Date(Date.parse(now) + i).toISOString(), accepted_at: now })))
    .execute();
  return match;
}
