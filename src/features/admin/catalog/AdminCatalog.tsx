import { useState } from 'react';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { PublishPanel } from '../PublishPanel.tsx';
import { useMayCall } from '../use-may-call.ts';
import { BrandEditor } from './BrandEditor.tsx';
import { CatalogSpreadsheets } from './CatalogSpreadsheets.tsx';
import { CategoryEditor } from './CategoryEditor.tsx';
import { DemoDataRemoval } from './DemoDataRemoval.tsx';
import { ProductList } from './ProductList.tsx';
import { SynonymEditor } from './SynonymEditor.tsx';

const screens = {
  products: ProductList,
  brands: BrandEditor,
  categories: CategoryEditor,
  sheets: CatalogSpreadsheets,
  synonyms: SynonymEditor,
  demo: DemoDataRemoval,
} as const;
type Screen = keyof typeof screens;

/** The catalogue tab of /admin: products (with their specs, stock and images), brands, categories, spreadsheet import and export, the search's synonyms, removing the demo data, and Publish for the pages. */
export function AdminCatalog({ expectedPages }: { expectedPages: number }) {
  const t = useTranslate(currentLocale());
  const [screen, setScreen] = useState<Screen>('products');
  const { mayCall } = useMayCall();
  const Screen = screens[screen];
  // Removing the demo data is the owner's.
  const shown = (Object.keys(screens) as Screen[]).filter((name) => name !== 'demo' || mayCall('catalog/demo-data/remove'));
  return (
    <div className="space-y-5">
      <nav aria-label={t('adminCatalog.screens')} className="flex flex-wrap gap-2 text-sm">
        {shown.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={screen === name}
            onClick={() => setScreen(name)}
            className={`rounded-md border px-3 py-1 ${screen === name ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300'}`}
          >
            {t(`adminCatalog.screen.${name}`)}
          </button>
        ))}
      </nav>
      <Screen />
      <p className="text-sm text-slate-600">{t('adminCatalog.publishHint')}</p>
      <PublishPanel expectedPages={expectedPages} />
    </div>
  );
}
