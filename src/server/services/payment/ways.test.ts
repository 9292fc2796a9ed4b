import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { paymentSetup } from '../../runtime.ts';
import { alipayGateway } from './alipay-gateway.ts';
import { paymentPlace } from './place.ts';
import { wechatGateway } from './wechat-gateway.ts';
import type { WechatPayConfig } from './wechatpay.ts';

const never = () => Promise.reject(new Error('no calls here'));

describe('paymentPlace', () => {
  it('reads WeChat’s browser, phone browsers and computers from the User-Agent', () => {
    const wechat =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
    expect(paymentPlace(wechat)).toBe('wechat');
    expect(paymentPlace('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toBe('phone');
    expect(paymentPlace('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1')).toBe('phone');
    expect(paymentPlace('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBe('desktop');
    expect(paymentPlace(undefined)).toBe('desktop');
  });
});

describe('the ways each channel offers', () => {
  const wechat: WechatPayConfig = {
    appId: 'wx1',
    mchId: '1900000001',
    merchantSerialNo: 'S',
    merchantPrivateKey: 'key',
    apiV3Key: '0123456789abcdef0123456789abcdef',
    platformSerialNo: 'P',
    platformPublicKey: 'key',
    notifyUrl: 'https://shop.example.com/api/payment/notify/wechat',
    apiBase: 'https://api.mch.weixin.qq.com',
  };

  it('WeChat Pay: Native always, H5 with its domain, JSAPI with the official account', () => {
    expect(wechatGateway(wechat, never).places).toEqual(['desktop']);
    expect(wechatGateway({ ...wechat, h5Domain: 'shop.example.com' }, never).places).toEqual(['desktop', 'phone']);
    expect(wechatGateway({ ...wechat, h5Domain: 'shop.example.com', jsapiAppId: 'wxmp' }, never).places).toEqual(['desktop', 'phone', 'wechat']);
  });

  it('Alipay: computers and phone browsers, never inside WeChat', () => {
    const alipay = { appId: '2021', appPrivateKey: 'k', alipayPublicKey: 'k', gateway: 'https://openapi.alipay.com/gateway.do', notifyUrl: 'n' };
    expect(alipayGateway(alipay, never).places).toEqual(['desktop', 'phone']);
  });

  it('a live setup turns the settings into the ways: the official account for JSAPI and its authorisation, the H5 domain', () => {
    const keys = {
      PAYMENT_PROVIDER: 'live',
      PUBLIC_SITE_URL: 'https://shop.example.com',
      WECHATPAY_APP_ID: 'wx1',
      WECHATPAY_MCH_ID: '1900000001',
      WECHATPAY_MERCHANT_SERIAL_NO: 'S',
      WECHATPAY_MERCHANT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nx\\n-----END PRIVATE KEY-----',
      WECHATPAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
      WECHATPAY_PLATFORM_SERIAL_NO: 'P',
      WECHATPAY_PLATFORM_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nx\\n-----END PUBLIC KEY-----',
    };
    const native = paymentSetup(parseEnv(keys));
    expect(native).toMatchObject({ kind: 'live' });
    expect(native.kind === 'live' && native.wechat).not.toHaveProperty('jsapiAppId');
    expect(native.kind === 'live' && native.wechatOAuth).toBeUndefined();

    const all = paymentSetup(parseEnv({ ...keys, WECHAT_MP_APP_ID: 'wxmp', WECHAT_MP_APP_SECRET: 'secret', WECHATPAY_H5_DOMAIN: 'shop.example.com' }));
    expect(all).toMatchObject({
      wechat: { jsapiAppId: 'wxmp', h5Domain: 'shop.example.com' },
      wechatOAuth: { appId: 'wxmp', appSecret: 'secret', authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize' },
    });
    // The secret alone is no official account.
    const half = paymentSetup(parseEnv({ ...keys, WECHAT_MP_APP_SECRET: 'secret' }));
    expect(half.kind === 'live' && half.wechatOAuth).toBeUndefined();
  });
});
