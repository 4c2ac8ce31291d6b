import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WechatPayProvider } from '../src/modules/saas/payment/wechat.ts';
import { AlipayProvider, alipaySignContent } from '../src/modules/saas/payment/alipay.ts';
import { providersFromEnv } from '../src/modules/saas/payment/merchant-settings.ts';

const keys = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = keys();
const platform = keys();
const apiV3Key = 'a'.repeat(16) + 'b'.repeat(16);
const req = {
  orderNo: 'DD20260101000000000001',
  payAmount: '5700.00',
  subject: '购买企业版',
  origin: 'https://cloud.example.com',
};

describe('WeChat Pay v3 adapter (no network: the transport is handed in)', () => {
  const settings = {
    appId: 'wx123',
    mchId: '1900000001',
    serialNo: 'SERIAL1',
    privateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    apiV3Key,
  };

  it('signs the Native order request and returns the code_url', async () => {
    let seen: { url: string; headers: Record<string, string>; body: string } | null = null;
    const p = new WechatPayProvider(settings, async (url, init) => {
      seen = { url, headers: init.headers, body: init.body };
      return {
        status: 200,
        text: async () => JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=abc' }),
      };
    });
    expect(await p.qrCodeUrl(req)).toBe('weixin://wxpay/bizpayurl?pr=abc');
    const s = seen!;
    expect(s.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    const body = JSON.parse(s.body);
    expect(body).toMatchObject({
      mchid: '1900000001',
      out_trade_no: req.orderNo,
      amount: { total: 570000, currency: 'CNY' },
      notify_url: 'https://cloud.example.com/api/payment/notify/wechat',
    });
    const auth = Object.fromEntries(
      [...s.headers.authorization!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const message = `POST\n/v3/pay/transactions/native\n${auth.timestamp}\n${auth.nonce_str}\n${s.body}\n`;
    expect(
      createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, auth.signature!, 'base64'),
    ).toBe(true);
  });

  const notice = (plain: object, signer = platform.privateKey, ts = Math.floor(Date.now() / 1000)) => {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from('transaction'));
    const ct = Buffer.concat([cipher.update(JSON.stringify(plain)), cipher.final(), cipher.getAuthTag()]);
    const rawBody = JSON.stringify({
      event_type: 'TRANSACTION.SUCCESS',
      resource: {
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: ct.toString('base64'),
        nonce,
        associated_data: 'transaction',
      },
    });
    const hn = randomBytes(8).toString('hex');
    const sig = createSign('RSA-SHA256').update(`${ts}\n${hn}\n${rawBody}\n`).sign(signer, 'base64');
    return {
      rawBody,
      headers: { 'wechatpay-timestamp': String(ts), 'wechatpay-nonce': hn, 'wechatpay-signature': sig },
    };
  };
  const paid = {
    mchid: '1900000001',
    out_trade_no: req.orderNo,
    transaction_id: '4200001',
    trade_state: 'SUCCESS',
    amount: { total: 570000 },
  };

  it('verifies and decrypts a notification; refuses a foreign signature and a replay', async () => {
    const p = new WechatPayProvider(settings);
    expect(await p.verify(notice(paid))).toEqual({
      ok: true,
      orderNo: req.orderNo,
      amount: '5700.00',
      transactionId: '4200001',
    });
    expect(await p.verify(notice(paid, merchant.privateKey))).toMatchObject({
      ok: false,
      reason: '签名错误',
    });
    expect(
      await p.verify(notice(paid, platform.privateKey, Math.floor(Date.now() / 1000) - 3600)),
    ).toMatchObject({ ok: false, reason: '通知已过期' });
    expect(await p.verify(notice({ ...paid, trade_state: 'NOTPAY' }))).toMatchObject({ ok: false });
  });
});

describe('Alipay adapter', () => {
  const app = keys();
  const alipay = keys();
  const settings = {
    appId: '2021000000000001',
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
  };

  it('signs alipay.trade.precreate with RSA2 and returns the qr_code', async () => {
    let body = '';
    const p = new AlipayProvider(settings, async (_url, init) => {
      body = init.body;
      return {
        status: 200,
        text: async () =>
          JSON.stringify({
            alipay_trade_precreate_response: {
              code: '10000',
              msg: 'Success',
              qr_code: 'https://qr.alipay.com/bax123',
            },
          }),
      };
    });
    expect(await p.qrCodeUrl(req)).toBe('https://qr.alipay.com/bax123');
    const params = Object.fromEntries(new URLSearchParams(body));
    expect(params.method).toBe('alipay.trade.precreate');
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: req.orderNo,
      total_amount: '5700.00',
    });
    expect(
      createVerify('RSA-SHA256')
        .update(alipaySignContent(params))
        .verify(app.publicKey, params.sign!, 'base64'),
    ).toBe(true);
  });

  it('verifies an asynchronous notification and refuses a tampered amount', async () => {
    const p = new AlipayProvider(settings);
    const params: Record<string, string> = {
      app_id: settings.appId,
      out_trade_no: req.orderNo,
      total_amount: '5700.00',
      trade_no: '2026010122001',
      trade_status: 'TRADE_SUCCESS',
      notify_id: 'n1',
    };
    params.sign = createSign('RSA-SHA256')
      .update(alipaySignContent(params, ['sign', 'sign_type']))
      .sign(alipay.privateKey, 'base64');
    params.sign_type = 'RSA2';
    expect(await p.verify({ rawBody: new URLSearchParams(params).toString(), headers: {} })).toEqual({
      ok: true,
      orderNo: req.orderNo,
      amount: '5700.00',
      transactionId: '2026010122001',
    });
    const tampered = new URLSearchParams({ ...params, total_amount: '0.01' }).toString();
    expect(await p.verify({ rawBody: tampered, headers: {} })).toMatchObject({
      ok: false,
      reason: '签名错误',
    });
  });
});

describe('merchant settings', () => {
  it('uses a real provider only when its settings are complete', () => {
    expect(providersFromEnv({})).toEqual({ wechat: null, alipay: null });
    const r = providersFromEnv({
      ALIPAY_APP_ID: '1',
      ALIPAY_PRIVATE_KEY: keys().privateKey,
      ALIPAY_PUBLIC_KEY: keys().publicKey,
      WECHATPAY_MCHID: '1',
    });
    expect(r.alipay?.name).toBe('alipay');
    expect(r.wechat).toBeNull();
  });
});
