import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { $toasts, closeNewestToast } from '../components/ui/toast.store.ts';
import { cartAddInput } from '../schemas/cart.ts';
import { errors } from '../schemas/errors.ts';
import { checkForm } from './form-errors.ts';

const brandForm = z.strictObject({ nameZh: z.string().min(1, 'validation.required'), nameEn: z.string().min(1, 'validation.required') });

afterEach(() => {
  while ($toasts.get().length) closeNewestToast();
});

describe('checkForm', () => {
  it('puts a field issue beside its field, with no toast', () => {
    const checked = checkForm(brandForm, { nameZh: '', nameEn: 'Acme' }, 'en');
    expect(checked.ok).toBe(false);
    expect(!checked.ok && Object.keys(checked.errors)).toEqual(['nameZh']);
    expect($toasts.get()).toEqual([]);
  });

  it('says an issue about the whole form (a key the contract does not know) in an error toast', () => {
    const checked = checkForm(brandForm, { nameZh: '颜', nameEn: 'Acme', productCount: 3 }, 'zh');
    expect(checked.ok).toBe(false);
    expect($toasts.get()).toMatchObject([{ type: 'error', message: errors.validation.zh }]);
  });

  it('answers the parsed input when the form is right', () => {
    expect(checkForm(brandForm, { nameZh: '颜', nameEn: 'Acme' }, 'en')).toEqual({ ok: true, input: { nameZh: '颜', nameEn: 'Acme' } });
  });

  it('words an issue its contract gave no message from the catalogue, in the form’s language, with the bound', () => {
    const zh = checkForm(cartAddInput, { skuId: 1, quantity: 0 }, 'zh');
    expect(!zh.ok && zh.errors).toEqual({ quantity: '不能小于 1' });
    const en = checkForm(cartAddInput, { quantity: 100 }, 'en');
    expect(!en.ok && en.errors).toEqual({ skuId: 'This field is required', quantity: 'Must be at most 99' });
  });
});
