import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ClubImage, ClubImageKind } from '../../shared/club/club-identity';
import { AppError } from '../app-error';
import { MAX_UPLOAD_BYTES } from '../uploads/image-store';
import { sniffImageKind } from '../uploads/image-sniff';

const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Each kind in the sizes pages ask for: the logo as transparent PNG squares (header, icons,
 * favicon), the hero as WebP widths for a phone, a laptop and a large screen.
 */
const SIZES: Record<ClubImageKind, readonly number[]> = { logo: [64, 128, 256, 512], hero: [640, 1280, 1920] };
const DEFAULT_WIDTH: Record<ClubImageKind, number> = { logo: 128, hero: 1280 };
const EXTENSION: Record<ClubImageKind, 'png' | 'webp'> = { logo: 'png', hero: 'webp' };

/** Stored names: club-<kind>-<32 hex>-<width>.<ext>. Nothing else is served from the club folder. */
export const CLUB_IMAGE_NAME = /^club-(logo-[a-f0-9]{32}-\d+\.png|hero-[a-f0-9]{32}-\d+\.webp)$/;

export const clubImagesDir = (uploadsDir: string) => path.join(uploadsDir, 'club');

function fileName(base: string, kind: ClubImageKind, width: number): string {
  return `${base}-${width}.${EXTENSION[kind]}`;
}

async function encode(upload: Buffer, kind: ClubImageKind, width: number): Promise<Buffer> {
  const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  if (kind === 'logo') {
    return image.resize(width, width, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  }
  return image.resize({ width, height: Math.round(width * 0.6), fit: 'cover', withoutEnlargement: false }).webp({ quality: 80 }).toBuffer();
}

/**
 * Checks the bytes are a picture, re-encodes it (dropping all metadata) in every size the kind
 * needs and stores them under one random base name, which it returns.
 */
export async function storeClubImage(uploadsDir: string, kind: ClubImageKind, upload: Buffer): Promise<string> {
  if (upload.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Images must be 10 MB or smaller.');
  if (!sniffImageKind(upload)) throw new AppError('BAD_REQUEST', 'Only JPEG, PNG, WebP or GIF images can be uploaded.');
  let encoded: Buffer[];
  try {
    encoded = await Promise.all(SIZES[kind].map((width) => encode(upload, kind, width)));
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The image has too many pixels. Please upload a smaller picture.');
    }
    throw new AppError('BAD_REQUEST', 'The image could not be read. Please upload a JPEG, PNG, WebP or GIF picture.');
  }
  const base = `club-${kind}-${randomBytes(16).toString('hex')}`;
  const dir = clubImagesDir(uploadsDir);
  await mkdir(dir, { recursive: true });
  try {
    await Promise.all(SIZES[kind].map((width, index) => writeFile(path.join(dir, fileName(base, kind, width)), encoded[index] ?? Buffer.alloc(0), { flag: 'wx' })));
  } catch (error) {
    await deleteClubImage(uploadsDir, kind, base);
    throw error;
  }
  return base;
}

export async function deleteClubImage(uploadsDir: string, kind: ClubImageKind, base: string | null): Promise<void> {
  if (!base || !/^club-(logo|hero)-[a-f0-9]{32}$/.test(base)) return;
  const dir = clubImagesDir(uploadsDir);
  await Promise.all(SIZES[kind].map((width) => rm(path.join(dir, fileName(base, kind, width)), { force: true })));
}

/** The URLs a page uses for a stored image. */
export function clubImageOf(kind: ClubImageKind, base: string | null): ClubImage | null {
  if (!base) return null;
  const url = (width: number) => `/club-images/${fileName(base, kind, width)}`;
  return { src: url(DEFAULT_WIDTH[kind]), srcSet: SIZES[kind].map((width) => `${url(width)} ${width}w`).join(', ') };
}

/** The stored logo file nearest above a size, for icons. */
export function logoFileFor(base: string, size: number): string {
  const width = SIZES.logo.find((candidate) => candidate >= size) ?? 512;
  return path.join('club', fileName(base, 'logo', width));
}
