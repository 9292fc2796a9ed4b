import type { TencentCaptchaWidget } from '../../schemas/auth.ts';
import type { Locale } from '../../schemas/common.ts';

/** What the widget gives the form: the server checks both with Tencent Cloud (DescribeCaptchaResult). */
export type TencentCaptchaProof = { ticket: string; randstr: string };

/** The widget's callback: `ret` 0 is a pass (with ticket and randstr), 2 the person closed it. */
type WidgetResult = { ret: number; ticket?: string | null; randstr?: string | null };
type TencentCaptchaClass = new (appId: string, callback: (result: WidgetResult) => void, options?: { userLanguage?: string }) => { show(): void };

declare global {
  interface Window {
    TencentCaptcha?: TencentCaptchaClass;
  }
}

let loading: Promise<TencentCaptchaClass> | null = null;

/**
 * Tencent asks that its script be loaded from its own address every time (no copy kept), so it is
 * added as a script tag on first use, once per page; after a failed load the next use tries again.
 */
function loadWidget(scriptUrl: string): Promise<TencentCaptchaClass> {
  if (window.TencentCaptcha) return Promise.resolve(window.TencentCaptcha);
  loading ??= new Promise<TencentCaptchaClass>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.tencentCaptcha = '';
    script.onload = () => (window.TencentCaptcha ? resolve(window.TencentCaptcha) : reject(new Error('TencentCaptcha is missing')));
    script.onerror = () => reject(new Error(`could not load ${scriptUrl}`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    document.querySelector('script[data-tencent-captcha]')?.remove();
    throw error;
  });
  return loading;
}

/**
 * Shows Tencent's captcha and waits for the person: their proof, or null when they closed it. Rejects
 * when the widget cannot be loaded or started.
 */
export async function showTencentCaptcha(widget: TencentCaptchaWidget, locale: Locale): Promise<TencentCaptchaProof | null> {
  const TencentCaptcha = await loadWidget(widget.scriptUrl);
  return new Promise((resolve, reject) => {
    const done = ({ ret, ticket, randstr }: WidgetResult) => resolve(ret === 0 && ticket && randstr ? { ticket, randstr } : null);
    try {
      new TencentCaptcha(widget.appId, done, { userLanguage: locale === 'en' ? 'en' : 'zh-cn' }).show();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
