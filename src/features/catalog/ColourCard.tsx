import { type SubmitEvent, useEffect, useId, useMemo, useState } from 'react';
import { Field, inputClass } from '../../components/ui/form/Field.tsx';
import { swatchClass } from '../../components/ui/swatch.ts';
import { ciFamilies, ciFamily, hexToLab, hueFamilies, hueFamily, labToLch, parseHex } from '../../lib/colour.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { ColourMatch, ColourSwatch } from '../../schemas/catalog.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { fetchColourCard, searchColours } from './shared/catalog.api.ts';

type Grouping = 'hue' | 'ci';
type Props = { locale: Locale; brands: { id: number; name: string }[] };

/** /colorList: every swatch grouped by hue or Colour Index family, a brand filter, and the nearest colours to one. */
export default function ColourCard({ locale, brands }: Props) {
  const t = useTranslate(locale);
  const brandSelectId = useId();
  const [grouping, setGrouping] = useState<Grouping>('hue');
  const [brandId, setBrandId] = useState<number | undefined>(undefined);
  const [swatches, setSwatches] = useState<ColourSwatch[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setSwatches(null);
    setFailed(false);
    fetchColourCard(brandId).then(
      (answer) => current && setSwatches(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [brandId, attempt]);

  const groups = useMemo(() => {
    if (!swatches) return [];
    const familyOf = (swatch: ColourSwatch) => (grouping === 'hue' ? hueFamily(swatch.hex) : ciFamily(swatch.ciName));
    const order: readonly string[] = grouping === 'hue' ? hueFamilies : ciFamilies;
    const grouped = new Map<string, ColourSwatch[]>(order.map((family) => [family, []]));
    for (const swatch of swatches) grouped.get(familyOf(swatch))?.push(swatch);
    // Within a family, by hue and then from light to dark, so neighbours look alike.
    const lch = new Map(swatches.map((swatch) => [swatch.id, labToLch(hexToLab(swatch.hex))]));
    const byLook = (a: ColourSwatch, b: ColourSwatch) =>
      Math.round(lch.get(a.id)!.h / 10) - Math.round(lch.get(b.id)!.h / 10) || lch.get(b.id)!.l - lch.get(a.id)!.l;
    return [...grouped].filter(([, members]) => members.length > 0).map(([family, members]) => [family, members.sort(byLook)] as const);
  }, [swatches, grouping]);

  return (
    <div className="space-y-6">
      <NearestColours locale={locale} brandId={brandId} />

      <div className="flex flex-wrap items-end gap-4">
        <div role="group" aria-label={t('colour.groupBy')} className="flex gap-1">
          {(['hue', 'ci'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={grouping === option}
              onClick={() => setGrouping(option)}
              className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {t(option === 'hue' ? 'colour.byHue' : 'colour.byCi')}
            </button>
          ))}
        </div>
        <div>
          <label htmlFor={brandSelectId} className="block text-sm font-medium">
            {t('colour.brand')}
          </label>
          <select
            id={brandSelectId}
            value={brandId ?? ''}
            onChange={(event) => setBrandId(event.target.value ? Number(event.target.value) : undefined)}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">{t('colour.allBrands')}</option>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        </div>
        <p role="status" className="text-sm text-slate-600">
          {failed ? '' : swatches ? t('colour.count', { count: swatches.length }) : t('colour.loading')}
        </p>
      </div>

      {failed ? (
        <div role="alert" className="rounded-xl bg-white p-6 text-center shadow-sm">
          <p>{t('colour.loadFailed')}</p>
          <button type="button" onClick={() => setAttempt((count) => count + 1)} className="mt-3 rounded-md bg-brand-600 px-4 py-2 text-sm text-white">
            {t('catalog.retry')}
          </button>
        </div>
      ) : !swatches ? (
        <div className="grid animate-pulse grid-cols-6 gap-2 sm:grid-cols-10" aria-hidden="true">
          {Array.from({ length: 40 }, (_, index) => (
            <span key={index} className="aspect-square rounded-md bg-slate-200" />
          ))}
        </div>
      ) : groups.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center shadow-sm">{t('colour.empty')}</p>
      ) : (
        groups.map(([family, members]) => (
          <section key={family} aria-labelledby={`family-${family}`}>
            <h2 id={`family-${family}`} className="text-lg font-semibold">
              {t(
                grouping === 'hue'
                  ? (`colour.hue.${family}` as `colour.hue.${(typeof hueFamilies)[number]}`)
                  : (`colour.ci.${family}` as `colour.ci.${(typeof ciFamilies)[number]}`),
              )}
              <span className="ml-2 text-sm font-normal text-slate-500">{members.length}</span>
            </h2>
            <ul className="mt-2 grid grid-cols-6 gap-2 sm:grid-cols-10 lg:grid-cols-12">
              {members.map((swatch) => (
                <li key={swatch.id}>
                  <a
                    href={localePath(locale, `/productDetails/${swatch.id}`)}
                    title={`${swatch.name}${swatch.ciName ? ` · ${swatch.ciName}` : ''} · ${swatch.hex}`}
                    className={`block aspect-square rounded-md border border-black/10 hover:scale-110 focus-visible:scale-110 ${swatchClass(swatch.hex)}`}
                    style={{ backgroundColor: swatch.hex }}
                  >
                    <span className="sr-only">
                      {swatch.name} {swatch.ciName}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function NearestColours({ locale, brandId }: { locale: Locale; brandId: number | undefined }) {
  const t = useTranslate(locale);
  const [hex, setHex] = useState('#0F4C81');
  const [error, setError] = useState<string | null>(null);
  const [matches, setMatches] = useState<ColourMatch[] | null>(null);
  // A refusal is shown by the API client as a toast.
  const { busy, run } = useSubmit(locale);
  const picked = parseHex(hex) ?? '#000000';

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const colour = parseHex(hex);
    if (!colour) {
      setError(t('validation.hex'));
      return;
    }
    setError(null);
    void run(async () => setMatches(await searchColours(colour, brandId)));
  };

  return (
    <section aria-labelledby="nearest-heading" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="nearest-heading" className="text-lg font-semibold">
        {t('colour.findNearest')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('colour.findHint')}</p>
      <form onSubmit={search} noValidate className="mt-3 flex flex-wrap items-start gap-2">
        <Field label={t('colour.hex')} error={error ?? undefined}>
          {(props) => <input {...props} value={hex} onChange={(event) => setHex(event.target.value)} className={`${inputClass} h-10 w-32 font-mono`} />}
        </Field>
        <input
          type="color"
          aria-label={t('colour.picker')}
          value={picked.toLowerCase()}
          onChange={(event) => setHex(event.target.value.toUpperCase())}
          className="mt-6 h-10 w-14 cursor-pointer rounded-md border border-slate-300"
        />
        <button type="submit" disabled={busy} className="mt-6 h-10 rounded-md bg-brand-600 px-4 text-sm text-white disabled:opacity-60">
          {t('colour.search')}
        </button>
      </form>
      {matches && (
        <div role="status" className="mt-4">
          {matches.length === 0 ? (
            <p className="text-sm">{t('colour.noMatches')}</p>
          ) : (
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {matches.map((match) => (
                <li key={match.id}>
                  <a href={localePath(locale, `/productDetails/${match.id}`)} className="flex gap-2 rounded-lg border border-slate-200 p-2 hover:bg-slate-50">
                    <span
                      className={`h-12 w-12 shrink-0 rounded border border-black/10 ${swatchClass(match.hex)}`}
                      style={{ backgroundColor: match.hex ?? '#e2e8f0' }}
                    />
                    <span className="min-w-0 text-sm">
                      <span className="block truncate font-medium">{match.name}</span>
                      <span className="block text-xs text-slate-500">
                        {match.ciName} · {t('colour.deltaE', { value: match.deltaE.toFixed(2) })}
                      </span>
                      {match.minPricePerKgFen !== null && (
                        <span className="block text-xs text-red-700">{t('catalog.perKg', { price: formatPrice(match.minPricePerKgFen) })}</span>
                      )}
                    </span>
                  </a>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
