import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Loading } from '../../components/ui/Loading.tsx';
import { loadAllMessages } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { NegotiationForm } from '../negotiations/NegotiationForm.tsx';
import { $negotiatingSkuId, $productLive } from './product-live.store.ts';

// The form's messages are beyond the product page's message set (src/lib/message-sets.ts).
if (typeof document !== 'undefined') await loadAllMessages();

/**
 * The product page's negotiation form, an island of its own: its code (with zod) loads only when the
 * buyer opens it. ProductPurchase shows the hidden container ProductPage.astro puts it in, and
 * `client:visible` hydrates it then.
 */
export default function NegotiationPanel({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const skuId = useStore($negotiatingSkuId);
  const state = useStore($productLive);
  // The first render matches the prerendered one, which knows no pack.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || skuId === null || state.status !== 'ready' || !state.live) return <Loading label={t('account.loading')} />;
  return <NegotiationForm key={skuId} locale={locale} packs={state.live.skus} skuId={skuId} />;
}
