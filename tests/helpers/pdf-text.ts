import { extractText, getDocumentProxy } from 'unpdf';

/** The text a reader would select in a PDF, page by page. */
export async function pdfPages(file: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(file));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

export async function pdfText(file: Uint8Array): Promise<string> {
  return (await pdfPages(file)).join('\n');
}

/** The runs of text of a PDF's first page with how wide each is drawn, in points. */
export async function pdfTextRuns(file: Uint8Array): Promise<{ text: string; width: number }[]> {
  const pdf = await getDocumentProxy(new Uint8Array(file));
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.flatMap((item) => ('str' in item && item.str.trim() ? [{ text: item.str, width: item.width }] : []));
}
