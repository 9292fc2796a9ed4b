import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { ApiError } from '../http/api-error.ts';

/** SPEC §5: images are JPG or PNG only. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const imageTypes = [
  { extension: 'png', contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extension: 'jpg', contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
] as const;

/** The type by the file's first bytes, never by its name or the declared type, which the sender chooses. */
function detectImage(bytes: Uint8Array) {
  return imageTypes.find((type) => type.magic.every((byte, index) => bytes[index] === byte));
}

const UPLOADS_URL_PREFIX = '/api/uploads/';
const UPLOAD_PATH = /^\d{6}\/[0-9a-f]{32}\.(png|jpg)$/;

/** The path under the upload folder of an address `saveImage` answered, or null for any other address. */
export function uploadPathOf(url: string): string | null {
  const path = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
  return UPLOAD_PATH.test(path) ? path : null;
}

/** Stores an uploaded image under a random name and answers the address it is served at. */
export async function saveImage(uploadDir: string, bytes: Uint8Array, now: Date): Promise<{ url: string; size: number; contentType: string }> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError('payloadTooLarge');
  const type = detectImage(bytes);
  if (!type) throw new ApiError('imageTypeInvalid');
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
  await mkdir(join(uploadDir, month), { recursive: true });
  await writeFile(join(uploadDir, month, name), bytes, { flag: 'wx' });
  return { url: `${UPLOADS_URL_PREFIX}${month}/${name}`, size: bytes.length, contentType: type.contentType };
}

/** Reads a stored upload by its path under the upload folder; anything else is not found. */
export async function readUpload(uploadDir: string, path: string): Promise<{ bytes: Buffer; contentType: string }> {
  if (!UPLOAD_PATH.test(path)) throw new ApiError('notFound');
  const file = resolve(uploadDir, path);
  if (!file.startsWith(resolve(uploadDir) + sep)) throw new ApiError('notFound');
  try {
    const bytes = await readFile(file);
    return { bytes, contentType: path.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  } catch {
    throw new ApiError('notFound');
  }
}
