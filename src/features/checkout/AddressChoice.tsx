import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Address } from '../../schemas/address.ts';
import type { Locale } from '../../schemas/common.ts';

type Props = {
  addresses: Address[];
  chosenId: number | undefined;
  onChoose: (id: number) => void;
  /** Picked up at the shop: no address is needed. */
  pickup: boolean;
  /** The error catalogue's words for a checkout without an address. */
  addressRequired: string;
  locale: Locale;
};

/** Where the goods go: one of the buyer's addresses, or none at all when they are picked up. */
export function AddressChoice({ addresses, chosenId, onChoose, pickup, addressRequired, locale }: Props) {
  const t = useTranslate(locale);
  if (pickup)
    return (
      <p role="status" className="text-sm">
        {t('checkout.pickupNoAddress')}
      </p>
    );
  if (addresses.length === 0)
    return (
      <p role="alert" className="text-sm">
        {addressRequired} <a href={localePath(locale, '/address')}>{t('checkout.addAddress')}</a>
      </p>
    );
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{t('checkout.address')}</legend>
      {addresses.map((entry) => (
        <label
          key={entry.id}
          className="flex cursor-pointer gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input type="radio" name="address" checked={chosenId === entry.id} onChange={() => onChoose(entry.id)} />
          <span>
            <span className="font-medium">
              {entry.consignee} {entry.mobile}
            </span>
            <span className="block text-slate-600">
              {entry.province} {entry.city} {entry.district} {entry.detail}
            </span>
          </span>
        </label>
      ))}
      <a href={localePath(locale, '/address')} className="inline-block text-sm">
        {t('checkout.manageAddresses')}
      </a>
    </fieldset>
  );
}
