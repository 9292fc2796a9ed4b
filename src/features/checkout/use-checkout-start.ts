import { useEffect, useState } from 'react';
import { goToLogin, post } from '../../lib/api.ts';
import { useSession } from '../../lib/session/use-session.ts';
import type { Address } from '../../schemas/address.ts';
import type { errors } from '../../schemas/errors.ts';
import type { InvoiceTitle } from '../../schemas/invoices.ts';
import { type Goods, goodsFromUrl } from './checkout-goods.ts';

// The answers' contracts and the error catalogue load with the page's first calls (and zod with them),
// after the island's first paint.
const addressList = () => import('../../schemas/address.ts').then((contracts) => contracts.addressList);
const invoiceTitleList = () => import('../../schemas/invoices.ts').then((contracts) => contracts.invoiceTitleList);
const errorCatalogue = () => import('../../schemas/errors.ts').then((catalogue) => catalogue.errors);

/**
 * What the checkout reads before its first quote, once the session is known (a visitor without one goes
 * to log in): the goods its address names, the buyer's addresses with the default one chosen, their
 * invoice titles, and the error catalogue; `failed` when they could not be read.
 */
export function useCheckoutStart() {
  const session = useSession();
  const [goods, setGoods] = useState<Goods | null>(null);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [invoiceTitles, setInvoiceTitles] = useState<InvoiceTitle[]>([]);
  const [catalogue, setCatalogue] = useState<typeof errors | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!session.ready) return;
    if (!session.loggedIn) return goToLogin();
    setGoods(goodsFromUrl());
    Promise.all([post('address/list', {}, addressList), post('invoice/title/list', {}, invoiceTitleList), errorCatalogue()]).then(
      ([list, titles, loaded]) => {
        setCatalogue(loaded);
        setInvoiceTitles(titles);
        setAddresses(list);
        setAddressId(list.find((entry) => entry.isDefault)?.id);
      },
      () => setFailed(true),
    );
  }, [session.ready, session.loggedIn]);

  return { session, goods, addresses, addressId, setAddressId, invoiceTitles, catalogue, failed };
}
