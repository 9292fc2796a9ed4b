import { type AdminSection, adminSectionLink } from '../../../lib/admin-links.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { localePath } from '../../../lib/locale-paths.ts';

/** The sidebar: the sections by area, in the order an operator's day goes. */
export const adminAreas = [
  { area: 'overview', sections: ['dashboard'] },
  { area: 'orders', sections: ['orders', 'afterSales', 'bankTransfers', 'invoices'] },
  { area: 'catalogue', sections: ['catalog', 'stock', 'freight'] },
  { area: 'content', sections: ['content', 'messages'] },
  { area: 'trade', sections: ['negotiations', 'requirements', 'suppliers', 'samples'] },
  { area: 'customers', sections: ['customers', 'companies'] },
  { area: 'settings', sections: ['team', 'audit'] },
] as const satisfies readonly { area: string; sections: readonly AdminSection[] }[];

/** Where a section lives in the page's language, opened with some of its list's filters. */
export const sectionHref = (section: AdminSection, filters?: Parameters<typeof adminSectionLink>[1]): string =>
  localePath(currentLocale(), adminSectionLink(section, filters));
