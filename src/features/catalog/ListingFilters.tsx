import { type ReactNode, type SubmitEvent, useEffect, useState } from 'react';
import { Field, inputClass } from '../../components/ui/form/Field.tsx';
import { useTranslate } from '../../lib/use-translate.ts';
import { applicationLabels } from '../../schemas/applications.ts';
import type { CategoryFacet, ProductListOutput, ProductListQuery } from '../../schemas/catalog.ts';
import { categoryLevelKeys } from '../../schemas/catalog-values.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice, formatYuan, parseYuan } from '../../schemas/money.ts';

type Props = {
  query: ProductListQuery;
  facets: ProductListOutput['facets'] | null;
  locale: Locale;
  onChange: (change: Partial<ProductListQuery>) => void;
};

const optionClass =
  'flex w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:font-semibold aria-pressed:text-brand-700';

function Option({ pressed, onClick, name, count }: { pressed: boolean; onClick: () => void; name: string; count: number }) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={optionClass}>
      <span>{name}</span>
      <span className="text-xs text-slate-500">{count}</span>
    </button>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 py-3 first:border-t-0">
      <legend className="mb-1 px-2 text-sm font-semibold text-slate-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Brand, the four category levels, applications, stock and per-kg price; every option shows its count. */
export function ListingFilters({ query, facets, locale, onChange }: Props) {
  const t = useTranslate(locale);
  if (!facets) return null;
  const chosenCategory = categoryLevelKeys.map((key) => query[key]);

  /** Choosing a category sets its level and clears the deeper ones; choosing it again clears it. */
  const chooseCategory = (category: CategoryFacet) => {
    const levelIndex = category.level - 1;
    const change: Partial<ProductListQuery> = {};
    categoryLevelKeys.forEach((key, index) => {
      if (index > levelIndex) change[key] = undefined;
    });
    change[categoryLevelKeys[levelIndex]!] = chosenCategory[levelIndex] === category.id ? undefined : category.id;
    onChange(change);
  };
  const categoryList = (parentId: number | null): ReactNode => {
    const options = facets.categories.filter((category) => category.parentId === parentId);
    if (options.length === 0) return null;
    return (
      <ul className={parentId === null ? '' : 'ml-3 border-l border-slate-200 pl-1'}>
        {options.map((category) => {
          const chosen = chosenCategory[category.level - 1] === category.id;
          return (
            <li key={category.id}>
              <Option pressed={chosen} onClick={() => chooseCategory(category)} name={category.name} count={category.count} />
              {chosen && categoryList(category.id)}
            </li>
          );
        })}
      </ul>
    );
  };

  const categories = categoryList(null);
  // A group with nothing to choose is left out, unless it is chosen (its chip clears it too).
  return (
    <div>
      {facets.brands.length > 0 && (
        <Group legend={t('catalog.brand')}>
          <ul>
            {facets.brands.map((brand) => (
              <li key={brand.id}>
                <Option
                  pressed={query.brandId === brand.id}
                  onClick={() => onChange({ brandId: query.brandId === brand.id ? undefined : brand.id })}
                  name={brand.name}
                  count={brand.count}
                />
              </li>
            ))}
          </ul>
        </Group>
      )}
      {categories && <Group legend={t('catalog.category')}>{categories}</Group>}
      {facets.applicability.length > 0 && (
        <Group legend={t('catalog.applicability')}>
          <ul>
            {facets.applicability.map((option) => (
              <li key={option.code}>
                <Option
                  pressed={query.applicability === option.code}
                  onClick={() => onChange({ applicability: query.applicability === option.code ? undefined : option.code })}
                  name={applicationLabels[option.code][locale]}
                  count={option.count}
                />
              </li>
            ))}
          </ul>
        </Group>
      )}
      {(facets.inStock > 0 || query.inStock) && (
        <Group legend={t('catalog.availability')}>
          <label className="flex items-center justify-between gap-2 px-2 py-1.5 text-sm">
            <span className="flex items-center gap-2">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={query.inStock ?? false}
                onChange={(event) => onChange({ inStock: event.target.checked || undefined })}
              />
              {t('catalog.inStockOnly')}
            </span>
            <span className="text-xs text-slate-500">{facets.inStock}</span>
          </label>
        </Group>
      )}
      {(facets.hasSds > 0 || query.hasSds) && (
        <Group legend={t('catalog.documents')}>
          <label className="flex items-center justify-between gap-2 px-2 py-1.5 text-sm">
            <span className="flex items-center gap-2">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={query.hasSds ?? false}
                onChange={(event) => onChange({ hasSds: event.target.checked || undefined })}
              />
              {t('catalog.hasSds')}
            </span>
            <span className="text-xs text-slate-500">{facets.hasSds}</span>
          </label>
        </Group>
      )}
      {(facets.pricePerKgFen || query.minPricePerKgFen !== undefined || query.maxPricePerKgFen !== undefined) && (
        <Group legend={t('catalog.priceRange')}>
          <PriceRange query={query} range={facets.pricePerKgFen} locale={locale} onChange={onChange} />
        </Group>
      )}
    </div>
  );
}

type PriceRangeProps = Pick<Props, 'query' | 'locale' | 'onChange'> & { range: ProductListOutput['facets']['pricePerKgFen'] };

function PriceRange({ query, range, locale, onChange }: PriceRangeProps) {
  const t = useTranslate(locale);
  const shown = (fen: number | undefined) => (fen === undefined ? '' : formatYuan(fen).replace(/,/g, ''));
  const [min, setMin] = useState(shown(query.minPricePerKgFen));
  const [max, setMax] = useState(shown(query.maxPricePerKgFen));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  useEffect(() => {
    setMin(shown(query.minPricePerKgFen));
    setMax(shown(query.maxPricePerKgFen));
    setErrors({});
  }, [query.minPricePerKgFen, query.maxPricePerKgFen]);

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minFen = min.trim() ? parseYuan(min) : undefined;
    const maxFen = max.trim() ? parseYuan(max) : undefined;
    const found: typeof errors = {};
    if (minFen === null) found.min = t('catalog.priceInvalid');
    if (maxFen === null) found.max = t('catalog.priceInvalid');
    if (typeof minFen === 'number' && typeof maxFen === 'number' && minFen > maxFen) found.min = t('catalog.priceOrder');
    setErrors(found);
    if (found.min || found.max) return;
    onChange({ minPricePerKgFen: minFen ?? undefined, maxPricePerKgFen: maxFen ?? undefined });
  };

  return (
    <form onSubmit={apply} noValidate className="space-y-2 px-2">
      <div className="grid grid-cols-2 gap-2">
        <Field label={t('catalog.priceMin')} error={errors.min}>
          {(props) => <input {...props} inputMode="decimal" className={inputClass} value={min} onChange={(event) => setMin(event.target.value)} />}
        </Field>
        <Field label={t('catalog.priceMax')} error={errors.max}>
          {(props) => <input {...props} inputMode="decimal" className={inputClass} value={max} onChange={(event) => setMax(event.target.value)} />}
        </Field>
      </div>
      {range && <p className="text-xs text-slate-500">{t('catalog.priceHint', { min: formatPrice(range.min), max: formatPrice(range.max) })}</p>}
      <button type="submit" className="w-full rounded-md border border-brand-600 px-3 py-1.5 text-sm text-brand-700 hover:bg-brand-50">
        {t('catalog.priceApply')}
      </button>
    </form>
  );
}
