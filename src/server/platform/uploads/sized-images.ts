import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { loadSharp } from './load-sharp';
import type { ClubImage } from '../../../shared/club/club-identity';
import { AppError } from '../core/app-error';
import { MAX_UPLOAD_BYTES } from './image-store';
import { sniffImageKind } from './image-sniff';
import type { PhotoStore } from './photo-store';

const MAX_INPUT_PIXELS = 40_000_000;

/** One family of pictures stored in several widths: where, under what prefix, and how each width is drawn. */
export interface SizedImageKind {
  /** Folder of the stored names (under UPLOADS_DIR on disk). */
  folder: string;
  /** Stored names are <prefix>-<32 hex>-<width>.<extension>. */
  prefix: string;
  widths: readonly number[];
  defaultWidth: number;
  extension: 'png' | 'webp';
  encode: (image: Sharp, width: number) => Sharp;
}

const fileName = (base: string, kind: SizedImageKind, width: number) => `${base}-${width}.${kind.extension}`;
const baseName = (kind: SizedImageKind) => new RegExp(`^${kind.prefix}-[a-f0-9]{32}$`);

/** A stored file's name with its kind's folder. */
export const sizedImagePath = (kind: SizedImageKind, file: string) => path.posix.join(kind.folder, file);

/** The one name pattern a kind's files have: nothing else is ever read from its folder. */
export function sizedImageName(kind: SizedImageKind): RegExp {
  return new RegExp(`^${kind.prefix}-[a-f0-9]{32}-\\d+\\.${kind.extension}$`);
}

/** The stored base name a served file belongs to. */
export function baseOfFile(kind: SizedImageKind, file: string): string {
  return file.replace(new RegExp(`-\\d+\\.${kind.extension}$`), '');
}

/**
 * Checks the bytes are a picture, re-encodes it (dropping all metadata) in every width the kind
 * needs and stores them under one random base name, which it returns.
 */
export async function storeSizedImage(photos: PhotoStore, kind: SizedImageKind, upload: Buffer): Promise<string> {
  if (upload.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Images must be 10 MB or smaller.');
  if (!sniffImageKind(upload)) throw new AppError('BAD_REQUEST', 'Only JPEG, PNG, WebP or GIF images can be uploaded.');
  let encoded: Buffer[];
  try {
    const sharp = await loadSharp();
    encoded = await Promise.all(
      kind.widths.map((width) =>
        kind.encode(sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate(), width).toBuffer(),
      ),
    );
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The image has too many pixels. Please upload a smaller picture.');
    }
    throw new AppError('BAD_REQUEST', 'The image could not be read. Please upload a JPEG, PNG, WebP or GIF picture.');
  }
  const base = `${kind.prefix}-${randomBytes(16).toString('hex')}`;
  try {
    await Promise.all(
      kind.widths.map((width, index) => photos.write(sizedImagePath(kind, fileName(base, kind, width)), encoded[index] ?? Buffer.alloc(0))),
    );
  } catch (error) {
    await deleteSizedImage(photos, kind, base);
    throw error;
  }
  return base;
}

export async function deleteSizedImage(photos: PhotoStore, kind: SizedImageKind, base: string | null): Promise<void> {
  if (!base || !baseName(kind).test(base)) return;
  await Promise.all(kind.widths.map((width) => photos.remove(sizedImagePath(kind, fileName(base, kind, width)))));
}

/** The URLs a page uses for a stored image, under the route that serves the kind. */
export function sizedImageOf(kind: SizedImageKind, route: string, base: string | null): ClubImage | null {
  if (!base) return null;
  const url = (width: number) => `${route}/${fileName(base, kind, width)}`;
  return { src: url(kind.defaultWidth), srcSet: kind.widths.map((width) => `${url(width)} ${width}w`).join(', ') };
}

/** The stored file of a base nearest above a width (e.g. for icons). */
export function sizedImageFile(kind: SizedImageKind, base: string, width: number): string {
  const chosen = kind.widths.find((candidate) => candidate >= width) ?? kind.widths[kind.widths.length - 1] ?? width;
  return sizedImagePath(kind, fileName(base, kind, chosen));
}
