/** `text` as a literal part of a `like` pattern: its own `%`, `_` and `\` match only themselves. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A `like` pattern matching any value that contains `text`. */
export const containing = (text: string): string => `%${likeLiteral(text)}%`;
