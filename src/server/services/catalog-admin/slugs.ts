import { randomBytes } from 'node:crypto';

/** A unique internal key from the English name (slugs are not shown or linked, only kept unique). */
export function newSlug(nameEn: string, maxLength: number): string {
  const base =
    nameEn
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, maxLength - 9) || 'item';
  return `${base}-${randomBytes(4).toString('hex')}`;
}
