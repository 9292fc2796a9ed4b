import type { Locale } from '../../schemas/common.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { openChat } from './chat.store.ts';

/** The customer-service entry of the home page: the chat widget, or the built-in contact panel. */
export default function ContactServiceButton({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  return (
    <button type="button" onClick={openChat} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
      {t('home.contactUs')}
    </button>
  );
}
