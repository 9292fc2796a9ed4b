import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { inputClass } from '../../../components/ui/form/Field.tsx';
import { translateCount } from '../../../lib/i18n.ts';
import { localName } from '../../../lib/local-name.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { type AdminCategory, CATEGORY_LEAF_LEVEL } from '../../../schemas/catalog-admin.ts';
import { categoryPath, categoryTree, pathName, searchCategories, type TreeCategory } from './category-tree.ts';

const MATCHES_SHOWN = 20;

type Props = {
  label: string;
  categories: AdminCategory[];
  /** The chosen category's id, '' for none; a category above the last level is a choice not finished yet. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

/**
 * A category of the four-level tree: level 1, then level 2 among its children, and so on down to a leaf,
 * each level a select shown once the one above is chosen; or a search by part of a name at any level (see
 * `searchCategories`), whose match sets every level down to it.
 */
export function CategoryPicker({ label, categories, value, onChange, error }: Props) {
  const t = useTranslate(currentLocale());
  const id = useId();
  const tree = useMemo(() => categoryTree(categories), [categories]);
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const selects = useRef<(HTMLSelectElement | null)[]>([]);
  const focusLevel = useRef<number | null>(null);

  const path = value ? categoryPath(tree, Number(value)) : [];
  const { matches, more } = searchCategories(tree, query, MATCHES_SHOWN);
  const errorId = `${id}-error`;

  // A picked match takes its list away: the level it leaves to choose (or the last) takes the focus.
  useEffect(() => {
    if (focusLevel.current === null) return;
    selects.current[focusLevel.current]?.focus();
    focusLevel.current = null;
  });

  const pick = (match: TreeCategory) => {
    focusLevel.current = Math.min(match.level, CATEGORY_LEAF_LEVEL - 1);
    setQuery('');
    onChange(String(match.id));
  };
  const clearOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !query) return;
    event.preventDefault();
    event.stopPropagation();
    setQuery('');
    searchRef.current?.focus();
  };

  // Each chosen level shows the next one below it, down to the leaves.
  const levels = Array.from({ length: Math.min(path.length + 1, CATEGORY_LEAF_LEVEL) }, (_, index) => {
    const parentId = index === 0 ? null : (path[index - 1]?.id ?? null);
    return { level: index + 1, parentId, options: tree.children.get(parentId) ?? [] };
  });

  return (
    <fieldset className="min-w-0 space-y-2 sm:col-span-2" onKeyDown={clearOnEscape}>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <div className="space-y-1">
        <label htmlFor={`${id}-search`} className="block text-slate-700">
          {t('adminCatalog.categorySearch')}
        </label>
        <input
          ref={searchRef}
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          aria-controls={`${id}-matches`}
          aria-describedby={`${id}-hint`}
          className={inputClass}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t('adminCatalog.categorySearchHint')}
        </p>
        <p role="status" className="text-xs text-slate-600">
          {!query.trim()
            ? ''
            : matches.length === 0
              ? t('adminCatalog.categoryNoMatch')
              : more > 0
                ? t('adminCatalog.categoryFoundMore', { count: matches.length + more, shown: matches.length })
                : translateCount(currentLocale(), 'adminCatalog.categoryFound', matches.length)}
        </p>
        <ul
          id={`${id}-matches`}
          aria-label={t('adminCatalog.categoryMatches')}
          hidden={matches.length === 0}
          className="max-h-72 overflow-y-auto rounded-md border border-slate-200"
        >
          {matches.map((match) => {
            const matchPath = categoryPath(tree, match.id);
            return (
              <li key={match.id} className="border-b border-slate-100 last:border-b-0">
                <button type="button" onClick={() => pick(match)} className="block w-full px-3 py-2 text-left break-words hover:bg-slate-50 focus:bg-slate-50">
                  {pathName(matchPath)}
                  <span className="block text-xs text-slate-500">{pathName(matchPath, 'en')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {levels.map(({ level, parentId, options }) => (
          <div key={level} className="min-w-0 space-y-1">
            <label htmlFor={`${id}-level-${level}`} className="block text-slate-700">
              {t('adminCatalog.categoryLevel', { level })}
            </label>
            <select
              ref={(element) => {
                selects.current[level - 1] = element;
              }}
              id={`${id}-level-${level}`}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              className={inputClass}
              value={path[level - 1]?.id ?? ''}
              onChange={(event) => onChange(event.target.value || String(parentId ?? ''))}
            >
              <option value="">{t('adminCatalog.choose')}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {localName(option.nameZh, option.nameEn)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
