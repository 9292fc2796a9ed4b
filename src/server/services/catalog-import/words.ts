import { applicationCodes, applicationLabels } from '../../../schemas/applications.ts';
import { productKinds } from '../../../schemas/catalog-admin.ts';
import type { Locale } from '../../../schemas/common.ts';
import { messageIn } from '../../messages.ts';

/*
 * The sheet writes the kind and the applications as words in its language (Chinese, under its Chinese
 * headers) and reads them in either language, or as the codes older sheets hold.
 */

type Kind = (typeof productKinds)[number];
const APPLICATIONS_SEPARATOR = '、';

const kindWord = (kind: Kind, locale: Locale) => messageIn(locale, `adminCatalog.kind.${kind}`) ?? kind;
const applicationWord = (code: string, locale: Locale) => applicationLabels[code as keyof typeof applicationLabels]?.[locale] ?? code;

export const kindText = (kind: Kind): string => kindWord(kind, 'zh');
export const applicationsText = (codes: readonly string[]): string => codes.map((code) => applicationWord(code, 'zh')).join(APPLICATIONS_SEPARATOR);

/** Full-width forms, case and runs of spaces do not matter. */
const folded = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
const byWord = <Code extends string>(codes: readonly Code[], word: (code: Code, locale: Locale) => string) =>
  new Map(codes.flatMap((code) => [code, word(code, 'zh'), word(code, 'en')].map((text) => [folded(text), code] as const)));
const kindsByWord = byWord(productKinds, kindWord);
const applicationsByWord = byWord(applicationCodes, applicationWord);

/** The kind a cell names, or null. */
export const kindOf = (text: string): Kind | null => kindsByWord.get(folded(text)) ?? null;

const codes = new Set<string>(applicationCodes);

/**
 * The use codes a cell names, in its order; null when one is unknown. Uses are separated by 、 , or ;
 * (either width). Codes written in lower case may also be separated by spaces alone, as older sheets did;
 * any other text between separators is one use's word ("Automotive coatings" is automotive).
 */
export function applicationsOf(text: string): string[] | null {
  const found: string[] = [];
  for (const part of text.normalize('NFKC').split(/[,;、]/)) {
    if (part.trim() === '') continue;
    const pieces = part.trim().split(/\s+/);
    if (pieces.every((piece) => codes.has(piece))) found.push(...pieces);
    else {
      const code = applicationsByWord.get(folded(part));
      if (!code) return null;
      found.push(code);
    }
  }
  return found;
}
