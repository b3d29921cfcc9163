import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/app-error';
import { MAX_UPLOAD_BYTES } from './image-store';

interface ImageForm {
  fields: Record<string, string>;
  image: Buffer | undefined;
}

const TOO_LARGE = 'Images must be 10 MB or smaller.';
const ONE_IMAGE = 'Please attach one image at a time.';

/**
 * Reads a multipart form with at most one file (the `image` field) into memory, so a refused
 * upload never leaves a file behind. A JSON body is accepted too, as fields without an image.
 */
export async function readImageForm(request: FastifyRequest): Promise<ImageForm> {
  if (!request.isMultipart()) return { fields: stringFields(request.body), image: undefined };
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && bytes.length > 0) image = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (codeOf(error) === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', ONE_IMAGE);
    if (codeOf(error) === 'FST_FIELDS_LIMIT' || codeOf(error) === 'FST_PARTS_LIMIT') throw new AppError('BAD_REQUEST', 'The form has too many fields.');
    if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
  }
  return { fields, image };
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 413;
}

function stringFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  return fields;
}
