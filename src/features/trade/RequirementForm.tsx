import { type SubmitEvent, useEffect, useState } from 'react';
import { Field, inputClass, SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { ImageUpload } from '../../components/ui/ImageUpload.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { applicationCodes, applicationLabels } from '../../schemas/applications.ts';
import type { Locale } from '../../schemas/common.ts';
import { parseYuan } from '../../schemas/money.ts';
import { requirementUnits } from '../../schemas/requirement-values.ts';
import { CaptchaField, useCaptcha } from '../account/CaptchaField.tsx';

// The contracts (and zod), the form checks and the error catalogue load beside the first call or send.
const trade = () => import('../../schemas/trade.ts');
const requirementInput = () => trade().then((contracts) => contracts.requirementInput);
const submittedAnswer = () => trade().then((contracts) => contracts.submittedAnswer);
const productDetail = () => import('../../schemas/catalog.ts').then((contracts) => contracts.productDetail);

const optionalText = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * A 1V1 purchase requirement, no cart needed: what is needed (for a product, from `?productId=`, or in
 * words, from `?keyword=`), colour, use, quantity, target price, deadline and who to call back.
 */
export default function RequirementForm({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const captcha = useCaptcha(session.ready && !session.loggedIn);
  const [product, setProduct] = useState<{ id: number; name: string } | null>(null);
  const [need, setNeed] = useState('');
  const [hex, setHex] = useState('');
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [application, setApplication] = useState('');
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState<string>('kg');
  const [targetPrice, setTargetPrice] = useState('');
  const [deadline, setDeadline] = useState('');
  const [contactName, setContactName] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const form = useSubmit(locale, {
    onError: async (error) => {
      if (!session.loggedIn) void captcha.refresh();
      return (await import('../../lib/form-errors.ts')).fieldErrors(error, {
        captchaRequired: 'captcha',
        captchaWrong: 'captcha',
        rateLimited: 'contactPhone',
      });
    },
  });
  const { busy, fieldErrors: errors } = form;
  const [requirementId, setRequirementId] = useState<number | null>(null);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const keyword = query.get('keyword');
    if (keyword) setNeed(keyword);
    const productId = Number(query.get('productId'));
    if (Number.isSafeInteger(productId) && productId > 0) {
      post('product/getById', { id: productId }, productDetail)
        .then((detail) => setProduct({ id: detail.id, name: detail.name }))
        .catch(() => {});
    }
  }, []);
  useEffect(() => {
    if (!session.user) return;
    setContactName((name) => name || session.user?.nickname || '');
    setContactPhone((phone) => phone || session.user?.phone || '');
  }, [session.user]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const priceFen = optionalText(targetPrice) === undefined ? undefined : parseYuan(targetPrice);
    const values = {
      productId: product?.id,
      need,
      targetHex: optionalText(hex),
      photoUrl: photoUrl ?? undefined,
      application: optionalText(application),
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
      unit,
      targetPriceFen: priceFen === null ? -1 : priceFen,
      deadline: optionalText(deadline),
      contactName,
      contactPhone,
      ...(session.loggedIn ? {} : captcha.fields),
    };
    void form.submit(requirementInput, values, async (input) => {
      setRequirementId((await post('requirement/submit', input, submittedAnswer)).id);
    });
  };

  if (requirementId !== null) {
    return (
      <div role="status" className="space-y-2 rounded-lg bg-green-50 p-4">
        <p className="font-semibold">{t('requirement.received', { id: requirementId })}</p>
        <p>{t('requirement.promise')}</p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {product && (
        <p className="rounded-md bg-slate-50 p-3 text-sm">
          {t('requirement.aboutProduct')} <a href={localePath(locale, `/productDetails/${product.id}`)}>{product.name}</a>
        </p>
      )}
      <TextField label={t('requirement.need')} rows={4} error={errors.need ?? errors.productId} value={need} onChange={setNeed} />
      <div className="flex flex-wrap items-start gap-2">
        <div className="w-40">
          <TextField label={t('requirement.colour')} error={errors.targetHex} value={hex} onChange={setHex} />
        </div>
        <input
          type="color"
          aria-label={t('requirement.colourPicker')}
          value={/^#[0-9a-fA-F]{6}$/.test(hex) ? hex.toLowerCase() : '#0f4c81'}
          onChange={(event) => setHex(event.target.value.toUpperCase())}
          className="mt-6 h-10 w-14 cursor-pointer rounded-md border border-slate-300"
        />
      </div>
      {session.loggedIn && (
        <div className="space-y-1">
          <ImageUpload label={t(photoUrl ? 'requirement.photoReplace' : 'requirement.photo')} locale={locale} onUploaded={setPhotoUrl} />
          {photoUrl && <img src={photoUrl} alt={t('requirement.photoAlt')} className="h-24 w-24 rounded-md object-cover" />}
          {errors.photoUrl && <p className="text-sm text-red-700">{errors.photoUrl}</p>}
        </div>
      )}
      <SelectField
        label={t('requirement.application')}
        value={application}
        onChange={setApplication}
        options={[
          { value: '', label: t('requirement.applicationAny') },
          ...applicationCodes.map((code) => ({ value: code, label: applicationLabels[code][locale] })),
        ]}
      />
      <div className="grid grid-cols-[1fr_7rem] gap-2">
        <Field label={t('requirement.quantity')} error={errors.quantity}>
          {(props) => <input {...props} inputMode="numeric" value={quantity} onChange={(event) => setQuantity(event.target.value)} className={inputClass} />}
        </Field>
        <SelectField
          label={t('requirement.unit')}
          value={unit}
          onChange={setUnit}
          options={requirementUnits.map((code) => ({ value: code, label: t(`requirement.unit.${code}`) }))}
        />
      </div>
      <TextField label={t('requirement.targetPrice')} error={errors.targetPriceFen} value={targetPrice} onChange={setTargetPrice} />
      <TextField label={t('requirement.deadline')} type="date" error={errors.deadline} value={deadline} onChange={setDeadline} />
      <TextField label={t('requirement.contactName')} autoComplete="name" error={errors.contactName} value={contactName} onChange={setContactName} />
      <TextField
        label={t('requirement.contactPhone')}
        type="tel"
        autoComplete="tel"
        error={errors.contactPhone}
        value={contactPhone}
        onChange={setContactPhone}
      />
      {session.ready && !session.loggedIn && <CaptchaField locale={locale} state={captcha} error={errors.captcha ?? errors.captchaId} />}
      <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'requirement.submit')}</SubmitButton>
    </form>
  );
}
