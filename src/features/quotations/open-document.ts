import { apiAddress } from '../../lib/api.ts';
import type { DocumentLink } from '../../schemas/quotations.ts';

/**
 * Downloads the PDF of a signed address: the file comes as an attachment, so the page stays where it is.
 * The address works without the session for its few minutes, so it may also be opened in a new tab.
 */
export function downloadDocument(link: DocumentLink): void {
  const anchor = document.createElement('a');
  anchor.href = apiAddress(link.url);
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
