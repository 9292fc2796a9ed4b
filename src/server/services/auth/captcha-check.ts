import { ApiError } from '../../http/api-error.ts';
import type { CodeStore } from '../codes.ts';

/** A graphic captcha answer, used up whether right or wrong; answers are compared without case. */
export async function checkCaptcha(codes: CodeStore, captchaId: string | undefined, answer: string | undefined, data: object = {}): Promise<void> {
  if (!captchaId || !answer) throw new ApiError('captchaRequired', data);
  if (!(await codes.consume('captcha', captchaId, answer.trim().toLowerCase()))) throw new ApiError('captchaWrong', data);
}
