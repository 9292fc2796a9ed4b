import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Field, inputClass } from '../../components/ui/form/Field.tsx';
import { post } from '../../lib/api.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { CaptchaChallenge } from '../../schemas/auth.ts';
import type { Locale } from '../../schemas/common.ts';
import type { errors } from '../../schemas/errors.ts';
import type { TencentCaptchaProof } from './tencent-captcha.ts';

// The challenge's contract and the error catalogue (for the service's own words) load with the first challenge.
const captchaChallenge = () => import('../../schemas/auth.ts').then((contracts) => contracts.captchaChallenge);
const errorCatalogue = () => import('../../schemas/errors.ts').then((catalogue) => catalogue.errors);

export type CaptchaState = ReturnType<typeof useCaptcha>;
type WidgetState = 'idle' | 'showing' | 'failed';

/**
 * The captcha the shop asks for (`captcha/get`) and the answer given to it: the text read off the
 * shop's picture, or the proof Tencent's widget gave. Either is good for one try, so `refresh` after
 * every use.
 */
export function useCaptcha(needed = true) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [answer, setAnswer] = useState('');
  const [proof, setProof] = useState<TencentCaptchaProof | null>(null);
  const [widget, setWidget] = useState<WidgetState>('idle');
  const [catalogue, setCatalogue] = useState<typeof errors | null>(null);
  const provider = useRef<CaptchaChallenge['provider'] | null>(null);
  const refresh = useCallback(async () => {
    setAnswer('');
    setProof(null);
    // A service's widget is the same for the whole page; only a picture must be asked for again.
    if (provider.current === 'tencent') return;
    const [next, loaded] = await Promise.all([post('captcha/get', {}, captchaChallenge).catch(() => null), errorCatalogue().catch(() => null)]);
    if (loaded) setCatalogue(loaded);
    provider.current = next?.provider ?? null;
    setChallenge(next);
  }, []);
  useEffect(() => {
    if (needed) void refresh();
  }, [needed, refresh]);

  /** Shows Tencent's widget; its script is fetched on first use, so pages with the picture never load it. */
  const verify = useCallback(
    async (locale: Locale) => {
      if (challenge?.provider !== 'tencent') return;
      setWidget('showing');
      try {
        const { showTencentCaptcha } = await import('./tencent-captcha.ts');
        const given = await showTencentCaptcha(challenge, locale);
        if (given) setProof(given);
        setWidget('idle');
      } catch {
        setWidget('failed');
      }
    },
    [challenge],
  );

  // The service's proof travels in the contract's captcha fields: the ticket as `captcha`, the random
  // string as `captchaId`; empty until the widget is passed, which the contract refuses as "required".
  const fields =
    challenge?.provider === 'tencent'
      ? { captchaId: proof?.randstr ?? '', captcha: proof?.ticket ?? '' }
      : challenge
        ? { captchaId: challenge.captchaId, captcha: answer }
        : { captcha: answer };
  return { challenge, answer, setAnswer, proof, widget, verify, refresh, fields, catalogue };
}

/** The captcha the shop asks for: its picture beside the field for the answer, or the button that opens Tencent's widget. */
export function CaptchaField({ locale, state, error }: { locale: Locale; state: CaptchaState; error: string | undefined }) {
  if (state.challenge?.provider === 'tencent') return <TencentCaptchaButton locale={locale} state={state} error={error} />;
  return <ImageCaptcha locale={locale} state={state} error={error} />;
}

/** The picture (press it for another) beside the field for its answer. */
function ImageCaptcha({ locale, state, error }: { locale: Locale; state: CaptchaState; error: string | undefined }) {
  const t = useTranslate(locale);
  const image = state.challenge?.provider === 'image' ? state.challenge : null;
  return (
    <Field label={t('account.captcha')} error={error}>
      {(props) => (
        <div className="flex gap-2">
          <input
            {...props}
            value={state.answer}
            onChange={(event) => state.setAnswer(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={8}
            className={`${inputClass} min-w-0 flex-1`}
          />
          <button
            type="button"
            onClick={() => void state.refresh()}
            className="h-10 w-[120px] shrink-0 overflow-hidden rounded-md border border-slate-300 bg-[#f4f1ea] text-xs text-slate-600"
          >
            {image ? (
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.svg)}`}
                alt={t('account.captchaImage')}
                data-captcha-id={image.captchaId}
                width={120}
                height={40}
              />
            ) : (
              t('account.captchaLoading')
            )}
            <span className="sr-only">{t('account.captchaRefresh')}</span>
          </button>
        </div>
      )}
    </Field>
  );
}

/**
 * The refusals a form shows beside the captcha speak of the picture (the contract's messages); for
 * the service's check they say what to do instead.
 */
function serviceMessage(error: string, locale: Locale, t: ReturnType<typeof useTranslate>, catalogue: typeof errors | null): string {
  if (error === catalogue?.captchaRequired[locale] || error === t('validation.captchaRequired')) return t('account.securityCheckRequired');
  if (error === catalogue?.captchaWrong[locale] || error === t('validation.captchaWrong')) return t('account.securityCheckFailed');
  return error;
}

/** A button that opens Tencent's widget, and shows once the person has passed it. */
function TencentCaptchaButton({ locale, state, error }: { locale: Locale; state: CaptchaState; error: string | undefined }) {
  const t = useTranslate(locale);
  const id = useId();
  const verified = state.proof !== null;
  const shown = verified
    ? undefined
    : state.widget === 'failed'
      ? t('account.securityCheckUnavailable')
      : error && serviceMessage(error, locale, t, state.catalogue);
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-1">
      <p id={`${id}-label`} className="block text-sm font-medium text-slate-700">
        {t('account.securityCheck')}
      </p>
      <button
        type="button"
        onClick={() => void state.verify(locale)}
        disabled={verified || state.widget === 'showing'}
        aria-describedby={shown ? `${id}-error` : undefined}
        data-verified={verified}
        className={`h-10 w-full rounded-md border px-3 text-sm ${
          verified
            ? 'border-green-600 bg-green-50 text-green-800'
            : shown
              ? 'border-red-500 text-slate-700 hover:bg-slate-50'
              : 'border-slate-300 text-slate-700 hover:bg-slate-50'
        }`}
      >
        {verified && <span aria-hidden="true">✓ </span>}
        {t(verified ? 'account.securityCheckDone' : state.widget === 'showing' ? 'account.securityCheckWorking' : 'account.securityCheckStart')}
      </button>
      {shown && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}
