import { fakeTencentKeys } from '../../helpers/fake-tencent-captcha.ts';
import { E2E_FAKE_TENCENT_API_PORT } from './ports.ts';

/**
 * The Tencent captcha shop's settings: the stand-in API's keys and address, and a widget address on a
 * host of its own, which the test answers with a stand-in widget (so the pages' CSP must allow it).
 */
export const FAKE_WIDGET_URL = 'https://captcha.e2e.test/TJCaptcha.js';

export const tencentShopEnv = {
  CAPTCHA_PROVIDER: 'tencent',
  TENCENTCLOUD_SECRET_ID: fakeTencentKeys.secretId,
  TENCENTCLOUD_SECRET_KEY: fakeTencentKeys.secretKey,
  TENCENT_CAPTCHA_APP_ID: String(fakeTencentKeys.captchaAppId),
  TENCENT_CAPTCHA_APP_SECRET_KEY: fakeTencentKeys.appSecretKey,
  TENCENT_CAPTCHA_ENDPOINT: `http://127.0.0.1:${E2E_FAKE_TENCENT_API_PORT}`,
  TENCENT_CAPTCHA_SCRIPT_URL: FAKE_WIDGET_URL,
};
