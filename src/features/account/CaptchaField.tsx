import { useCallback, useEffect, useState } from 'react';
import { Field, inputClass } from '../../components/ui/Field.tsx';
import { post } from '../../lib/api.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { captchaAnswer } from '../../schemas/auth.ts';
import type { Locale } from '../../schemas/common.ts';

type Captcha = { captchaId: string; svg: string };
export type CaptchaState = ReturnType<typeof useCaptcha>;

/** A graphic captcha and the answer typed for it; each captcha is good for one try, so `refresh` after every use. */
export function useCaptcha(needed = true) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [answer, setAnswer] = useState('');
  const refresh = useCallback(async () => {
    setAnswer('');
    setCaptcha(await post('captcha/get', {}, captchaAnswer).catch(() => null));
  }, []);
  useEffect(() => {
    if (needed) void refresh();
  }, [needed, refresh]);
  const fields = captcha ? { captchaId: captcha.captchaId, captcha: answer } : { captcha: answer };
  return { captcha, answer, setAnswer, refresh, fields };
}

/** The captcha image (press it for another) beside the field for its answer. */
export function CaptchaField({ locale, state, error }: { locale: Locale; state: CaptchaState; error: string | undefined }) {
  const t = useTranslate(locale);
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
            {state.captcha ? (
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(state.captcha.svg)}`}
                alt={t('account.captchaImage')}
                data-captcha-id={state.captcha.captchaId}
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
