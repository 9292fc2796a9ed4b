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
