import type { TencentCaptchaWidget } from '../../../schemas/auth.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CodeStore } from '../codes.ts';

/**
 * What a form sends to prove a person is there. For the shop's image: the image's id and the text
 * read off it. For a captcha service: the proof its browser widget gave (Tencent: randstr and ticket).
 */
export type CaptchaAnswer = { captchaId?: string | undefined; captcha?: string | undefined };

/**
 * Checks a captcha answer, or throws captchaRequired / captchaWrong (with `data` for the form). A
 * captcha is a speed bump, never the only defence: every limit it guards also holds without it.
 */
export type CaptchaVerifier = { check(answer: CaptchaAnswer, clientAddress: string, data?: object): Promise<void> } & (
  | { readonly provider: 'image' }
  /** A service's widget runs in the browser: what the forms need to show it. */
  | { readonly provider: 'tencent'; readonly widget: TencentCaptchaWidget }
);

/** The shop's own image: an answer is used up whether right or wrong, and compared without case. */
export function imageCaptcha(codes: CodeStore): CaptchaVerifier {
  return {
    provider: 'image',
    async check({ captchaId, captcha }, _clientAddress, data = {}) {
      if (!captchaId || !captcha) throw new ApiError('captchaRequired', data);
      if (!(await codes.consume('captcha', captchaId, captcha.trim().toLowerCase()))) throw new ApiError('captchaWrong', data);
    },
  };
}
