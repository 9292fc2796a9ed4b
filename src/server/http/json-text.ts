/** A value's JSON text, typed by what it encodes; `okJson` writes it into the envelope as it is. */
export type JsonText<T> = string & { readonly encodes?: T };

const kept = new WeakMap<object, { parts: readonly unknown[]; text: string }>();

/**
 * The JSON of `make()` for `owner`, made again only when one of `parts` is no longer the same object as
 * when it was made. Kept packs are replaced when their change is heard (changes.ts) and read anew on each
 * call when nothing is heard, so an answer made from them is reused exactly as long as they are.
 */
export function jsonWhileSame<T>(owner: object, parts: readonly unknown[], make: () => T): JsonText<T> {
  const previous = kept.get(owner);
  if (previous && previous.parts.length === parts.length && previous.parts.every((part, index) => part === parts[index])) return previous.text;
  const text = JSON.stringify(make());
  kept.set(owner, { parts, text });
  return text;
}
