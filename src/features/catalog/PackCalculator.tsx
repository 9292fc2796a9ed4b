import { type SubmitEvent, useState } from 'react';
import { Field, inputClass } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { translateCount } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { formatKilograms, parseKilograms } from '../../lib/weight.ts';
import type { Sku } from '../../schemas/catalog.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { addManyToCart } from '../cart/cart.ts';
import { cheapestPlan, type PackPlan, singlePackPlans } from './pack-calculator.ts';

/** Which packs are cheapest for the total weight a buyer needs: the best mix, which goes into the cart in one step, and each pack size alone. */
export function PackCalculator({ packs, productId, locale }: { packs: Sku[]; productId: number; locale: Locale }) {
  const t = useTranslate(locale);
  const [wanted, setWanted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ best: PackPlan | null; single: ReturnType<typeof singlePackPlans> } | null>(null);
  // A refusal is shown by the cart's client.
  const { busy: adding, run } = useSubmit(locale);
  if (packs.length < 2) return null;

  const labelOf = (packId: number) => packs.find((pack) => pack.id === packId)?.label ?? '';
  const describe = (plan: PackPlan) => ({
    lines: plan.lines.map((line) => t('product.packTimes', { pack: labelOf(line.packId), count: line.count })).join(' + '),
    total: t('product.planTotal', {
      weight: formatKilograms(plan.totalGrams),
      price: formatPrice(plan.totalFen),
      perKg: formatPrice(plan.effectivePerKgFen),
    }),
  });
  const calculate = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const grams = parseKilograms(wanted);
    if (grams === null) {
      setError(t('product.wantedInvalid'));
      setResult(null);
      return;
    }
    setError(null);
    setResult({ best: cheapestPlan(packs, grams), single: singlePackPlans(packs, grams) });
  };

  const addMix = (plan: PackPlan) =>
    run(async () => {
      const lines = plan.lines.map((line) => ({
        skuId: line.packId,
        productId,
        quantity: line.count,
        stock: packs.find((pack) => pack.id === line.packId)?.stock ?? 0,
      }));
      const added = await addManyToCart(lines);
      const count = plan.lines.reduce((sum, line) => sum + line.count, 0);
      if (added.capped) showToast(t('product.mixCapped'), { type: 'warning' });
      else
        showToast(translateCount(locale, added.local ? 'product.mixAddedLocal' : 'product.mixAdded', count, { lines: describe(plan).lines }), {
          type: 'success',
        });
    });

  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-semibold">{t('product.calculator')}</summary>
      <p className="mt-2 text-slate-600">{t('product.calculatorHint')}</p>
      <form onSubmit={calculate} noValidate className="mt-2 flex flex-wrap items-start gap-2">
        <Field label={t('product.wantedKg')} error={error ?? undefined}>
          {(props) => (
            <input {...props} inputMode="decimal" value={wanted} onChange={(event) => setWanted(event.target.value)} className={`${inputClass} h-10 w-32`} />
          )}
        </Field>
        <button type="submit" className="mt-6 h-10 rounded-md border border-brand-600 px-4 text-brand-700 hover:bg-brand-50">
          {t('product.calculate')}
        </button>
      </form>
      {result && (
        <div className="mt-3 space-y-2" role="status">
          {result.best ? (
            <div className="rounded-md bg-emerald-50 p-2">
              <p className="font-semibold">{t('product.cheapestMix')}</p>
              <p>{describe(result.best).lines}</p>
              <p className="text-slate-700">{describe(result.best).total}</p>
              <button
                type="button"
                disabled={adding}
                onClick={() => result.best && addMix(result.best)}
                className="mt-2 h-10 rounded-md bg-brand-600 px-4 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {t('product.addMix')}
              </button>
            </div>
          ) : (
            <p>{t('product.cannotReach')}</p>
          )}
          {result.single.length > 0 && (
            <div>
              <p className="font-semibold">{t('product.onePackOnly')}</p>
              <ul className="mt-1 space-y-1">
                {result.single.map((plan) => (
                  <li key={plan.packId}>
                    {describe(plan).lines}: {describe(plan).total}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </details>
  );
}
