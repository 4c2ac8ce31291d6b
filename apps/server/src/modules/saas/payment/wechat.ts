import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { saasApi } from '@al/contracts';
import { globalFetch, type PaymentNotice, type PaymentProvider, type PaymentRequest, type ProviderFetch, type VerifiedNotice } from './provider.ts';
import { toCents, fromCents } from '../money.ts';

export interface WechatSettings {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate. */
  serialNo: string;
  /** Merchant API private key (PEM). */
  privateKey: string;
  /** WeChat Pay platform public key (PEM), for notification signatures. */
  platformPublicKey: string;
  /** APIv3 key (32 bytes) that encrypts notification resources. */
  apiV3Key: string;
  baseUrl?: string;
}

/**
 * WeChat Pay API v3, Native payment: the order gets a code_url to show as a QR code. Requests
 * carry the WECHATPAY2-SHA256-RSA2048 authorization; notifications are checked against the
 * platform key (timestamp\nnonce\nbody\n) and their resource decrypted with AEAD_AES_256_GCM.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat' as const;
  constructor(
    private readonly s: WechatSettings,
    private readonly fetchFn: ProviderFetch = globalFetch,
  ) {}

  authorization(
    method: string,
    path: string,
    body: string,
    timestamp = Math.floor(Date.now() / 1000).toString(),
    nonce = randomBytes(16).toString('hex'),
  ) {
    const signature = createSign('RSA-SHA256')
      .update(`${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`)
      .sign(this.s.privateKey, 'base64');
    return `WECHATPAY2-SHA256-RSA2048 mchid="${this.s.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.s.serialNo}"`;
  }

  async qrCodeUrl(req: PaymentRequest): Promise<string> {
    const path = '/v3/pay/transactions/native';
    const body = JSON.stringify({
      appid: this.s.appId,
      mchid: this.s.mchId,
      description: req.subject.slice(0, 127),
      out_trade_no: req.orderNo,
      notify_url: `${req.origin}${saasApi.notify('wechat')}`,
      amount: { total: toCents(req.payAmount), currency: 'CNY' },
    });
    const res = await this.fetchFn(`${this.s.baseUrl ?? 'https://api.mch.weixin.qq.com'}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: this.authorization('POST', path, body),
      },
      body,
    });
    const text = await res.text();
    const json = JSON.parse(text || '{}') as { code_url?: string; message?: string };
    if (res.status !== 200 || !json.code_url)
      throw new Error(`微信支付下单失败：${json.message ?? res.status}`);
    return json.code_url;
  }

  async verify(n: PaymentNotice): Promise<VerifiedNotice> {
    const ts = n.headers['wechatpay-timestamp'];
    const nonce = n.headers['wechatpay-nonce'];
    const sig = n.headers['wechatpay-signature'];
    if (!ts || !nonce || !sig) return { ok: false, reason: '缺少签名头' };
    // A notification older than 5 minutes is a replay.
    if (Math.abs(Date.now() / 1000 - Number(ts)) > 300) return { ok: false, reason: '通知已过期' };
    const good = createVerify('RSA-SHA256')
      .update(`${ts}\n${nonce}\n${n.rawBody}\n`)
      .verify(this.s.platformPublicKey, sig, 'base64');
    if (!good) return { ok: false, reason: '签名错误' };
    try {
      const { resource } = JSON.parse(n.rawBody) as {
        resource: { ciphertext: string; nonce: string; associated_data?: string };
      };
      const data = Buffer.from(resource.ciphertext, 'base64');
      const decipher = createDecipheriv(
        'aes-256-gcm',
        Buffer.from(this.s.apiV3Key, 'utf8'),
        Buffer.from(resource.nonce, 'utf8'),
      );
      decipher.setAuthTag(data.subarray(data.length - 16));
      if (resource.associated_data) decipher.setAAD(Buffer.from(resource.associated_data, 'utf8'));
      const plain = JSON.parse(
        Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
          'utf8',
        ),
      ) as {
        out_trade_no: string;
        transaction_id: string;
        trade_state: string;
        amount: { total: number };
        mchid: string;
      };
      if (plain.mchid !== this.s.mchId)
        return { ok: false, reason: '商户号不符', orderNo: plain.out_trade_no };
      if (plain.trade_state !== 'SUCCESS')
        return { ok: false, reason: `交易状态${plain.trade_state}`, orderNo: plain.out_trade_no };
      return {
        ok: true,
        orderNo: plain.out_trade_no,
        amount: fromCents(plain.amount.total),
        transactionId: plain.transaction_id,
      };
    } catch {
      return { ok: false, reason: '通知内容无法解密' };
    }
  }

  answer(accepted: boolean) {
    return {
      status: accepted ? 200 : 400,
      contentType: 'application/json',
      body: JSON.stringify(
        accepted ? { code: 'SUCCESS', message: '成功' } : { code: 'FAIL', message: '失败' },
      ),
    };
  }
}
