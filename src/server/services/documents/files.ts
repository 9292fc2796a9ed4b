import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * Document files live in the upload folder's `documents/`, named by their content key: an uploaded PDF
 * by its SHA-256, so the same file uploaded twice is stored once; a generated sheet by the hash of what
 * it says. A name never gets other content, so the files may be cached for good.
 */

const KEY = /^[0-9a-f]{64}$/;
const folderOf = (uploadDir: string) => join(uploadDir, 'documents');
const pathOf = (uploadDir: string, key: string) => {
  if (!KEY.test(key)) throw new Error(`not a document key: ${key}`);
  return join(folderOf(uploadDir), `${key}.pdf`);
};

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Writes a document's file unless it is there; through a temporary name, so a reader never sees half a file. */
export async function storeDocumentFile(uploadDir: string, key: string, bytes: Uint8Array): Promise<void> {
  const path = pathOf(uploadDir, key);
  await mkdir(folderOf(uploadDir), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}

/** The file, or null when it is not (yet) there. */
export async function readDocumentFile(uploadDir: string, key: string): Promise<Buffer | null> {
  try {
    return await readFile(pathOf(uploadDir, key));
  } catch {
    return null;
  }
}

export async function removeDocumentFile(uploadDir: string, key: string): Promise<void> {
  await unlink(pathOf(uploadDir, key)).catch(() => {});
}
