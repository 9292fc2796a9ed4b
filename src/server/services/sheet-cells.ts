/**
 * Text a spreadsheet program would run as a formula (or DDE call) when it opens an exported file:
 * a cell starting with = + - @, a tab or a carriage return, or their full-width forms, which some
 * programs read as the ASCII ones. Leading quotes are looked past, so that a cell that already starts
 * with the quote the neutralising adds is escaped once more and reads back exactly.
 */
const runnable = /^'*[=+\-@\t\r＝＋－＠]/;

/** An exported cell, neutralised as OWASP describes: a single quote before text a spreadsheet would run. */
export const neutraliseFormula = (text: string): string => (runnable.test(text) ? `'${text}` : text);

/** An imported cell as it was before `neutraliseFormula`: the quote it added is taken off, any other kept. */
export const restoreNeutralised = (text: string): string => (text.startsWith("'") && runnable.test(text.slice(1)) ? text.slice(1) : text);
