import { useEffect, useState } from 'react';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { BuyAgainAnswer, BuyAgainLine } from '../../schemas/order-records.ts';
import { takeBuyAgainNotice } from '../orders/buy-again-notice.ts';

/** After "buy again": how many packs went in, and which were capped or could not be added, until dismissed. */
export function BuyAgainNotice({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const [answer, setAnswer] = useState<BuyAgainAnswer | null>(null);
  useEffect(() => {
    takeBuyAgainNotice().then(setAnswer, () => {});
  }, []);
  if (!answer) return null;

  const list = (heading: string, lines: BuyAgainLine[]) =>
    lines.length > 0 && (
      <>
        <p className="mt-2">{heading}</p>
        <ul className="list-disc pl-5">
          {lines.map((line) => (
            <li key={line.skuId}>{t('cart.buyAgain.line', { name: line.productName, spec: line.specLabel, ordered: line.ordered, inCart: line.inCart })}</li>
          ))}
        </ul>
      </>
    );
  return (
    <section role="status" aria-labelledby="buy-again-title" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm">
      <h2 id="buy-again-title" className="font-semibold">
        {t('cart.buyAgain.title')}
      </h2>
      <p>{t('cart.buyAgain.added', { count: answer.added.length })}</p>
      {list(t('cart.buyAgain.capped'), answer.capped)}
      {list(t('cart.buyAgain.unavailable'), answer.unavailable)}
      <button type="button" onClick={() => setAnswer(null)} className="mt-3 rounded-md border border-slate-300 bg-white px-3 py-1">
        {t('cart.buyAgain.dismiss')}
      </button>
    </section>
  );
}
