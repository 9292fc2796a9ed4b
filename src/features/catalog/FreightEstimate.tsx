import { persistentAtom } from '@nanostores/persistent';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { inputClass } from '../../components/ui/form/Field.tsx';
import { ApiCallError, post } from '../../lib/api.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { FreightEstimate as Estimate } from '../../schemas/freight-answers.ts';
import { formatPrice } from '../../schemas/money.ts';
import { provinceCodes } from '../../schemas/provinces.ts';
import { breakdownLines, unavailableWords } from '../checkout/freight-words.ts';
import { $chosenQuantity, $chosenSkuId } from './product-live.store.ts';

/** The province the visitor last estimated freight to, remembered on this browser. */
const $province = persistentAtom<string>('freight-province', '');
const freightEstimate = () => import('../../schemas/freight-answers.ts').then((contracts) => contracts.freightEstimate);

/**
 * An estimate of the freight for the chosen pack and quantity to a province the visitor picks, per
 * delivery way, at the list price. Checkout prices the real order.
 */
export default function FreightEstimate({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const id = useId();
  const skuId = useStore($chosenSkuId);
  const quantity = useStore($chosenQuantity);
  const province = useStore($province);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    setEstimate(null);
    setProblem(null);
    if (skuId === null || province === '') return;
    post('freight/estimate', { skuId, quantity, provinceCode: province }, freightEstimate, { quiet: true }).then(setEstimate, (error: unknown) =>
      setProblem(error instanceof ApiCallError && error.kind === 'api' ? error.message : t('freight.estimateFailed')),
    );
  }, [skuId, quantity, province, t]);

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 rounded-lg border border-slate-200 p-3 text-sm">
      <h2 id={`${id}-title`} className="font-medium">
        {t('freight.estimate')}
      </h2>
      <label htmlFor={`${id}-province`} className="mt-2 block text-slate-700">
        {t('freight.shipTo')}
      </label>
      <select id={`${id}-province`} className={`${inputClass} mt-1`} value={province} onChange={(event) => $province.set(event.target.value)}>
        <option value="">{t('freight.chooseProvince')}</option>
        {provinceCodes.map((code) => (
          <option key={code} value={code}>
            {t(`province.${code}`)}
          </option>
        ))}
      </select>
      <div aria-live="polite">
        {problem && <p className="mt-2 text-red-700">{problem}</p>}
        {estimate && (
          <ul className="mt-2 space-y-1" data-testid="freight-estimate">
            {estimate.options.map((option) => (
              <li key={option.way}>
                <span className="font-medium">{t('freight.wayLabel', { way: t(`checkout.delivery.${option.way}`) })}</span>
                {option.available ? formatPrice(option.freightFen) : unavailableWords(option, t)}
                {option.available && option.breakdown && (
                  <span className="block text-xs text-slate-500">{breakdownLines(option.breakdown, t, locale).join(' · ')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="mt-2 text-xs text-slate-500">{t('freight.estimateNote')}</p>
    </section>
  );
}
