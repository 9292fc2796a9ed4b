/*
 * Search without word segmentation: the keyword and every searchable text are folded
 * (NFKC, lower case, no spaces or separators), so "PB 15:3", "pb15:3", "Ｐ.Ｂ. 15:3" and a Chinese
 * substring such as "酞菁蓝" all match by plain substring.
 */

/** Full-width to half-width, lower case, and no spaces, dots, dashes, brackets or commas. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.·\-_()（）,，、/]+/g, '');
