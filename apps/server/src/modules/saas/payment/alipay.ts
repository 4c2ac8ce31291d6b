import { createSign, createVerify } from 'node:crypto';
import { localDateTime, saasApi } from '@al/contracts';
import { globalFetch, type PaymentNotice, type PaymentProvider, type PaymentRequest, type ProviderFetch, type VerifiedNotice } from './provider.ts';

export interface AlipaySettings {
  appId: string;
  /** Application private key (PEM). */
  privateKey: string;
  /** Alipay public key (PEM), for responses and notifications. */
  alipayPublicKey: string;
  gateway?: string;
}

/** The string Alipay signs: non-empty parameters except sign (and sign_type for notifications), sorted, k=v joined by &. */
export function alipaySignContent(params: Record<string, string>, exclude: string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}


/**
 * Alipay open platform, face-to-face payment (alipay.trade.precreate): the order gets a qr_code.
 * Requests are RSA2-signed; asynchronous notifications are verified with the Alipay public key.
 */
export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay' as const;
  constructor(
    private readonly s: AlipaySettings,
    private readonly fetchFn: ProviderFetch = globalFetch,
  ) {}

  sign(params: Record<string, string>): string {
    return createSign('RSA-SHA256').update(alipaySignContent(params)).sign(this.s.privateKey, 'base64');
  }

  async qrCodeUrl(req: PaymentRequest): Promise<string> {
    const params: Record<string, string> = {
      app_id: this.s.appId,
      method: 'alipay.trade.precreate',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: localDateTime(new Date()),
      version: '1.0',
      notify_url: `${req.origin}${saasApi.notify('alipay')}`,
      biz_content: JSON.stringify({
        out_trade_no: req.orderNo,
        total_amount: req.payAmount,
        subject: req.subject.slice(0, 256),
      }),
    };
    params.sign = this.sign(params);
    const res = await this.fetchFn(this.s.gateway ?? 'https://openapi.alipay.com/gateway.do', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    });
    const json = JSON.parse(await res.text()) as {
      alipay_trade_precreate_response?: { code: string; msg: string; qr_code?: string; sub_msg?: string };
    };
    const r = json.alipay_trade_precreate_response;
    if (!r || r.code !== '10000' || !r.qr_code)
      throw new Error(`支付宝下单失败：${r?.sub_msg ?? r?.msg ?? res.status}`);
    return r.qr_code;
  }

  async verify(n: PaymentNotice): Promise<VerifiedNotice> {
    const params = Object.fromEntries(new URLSearchParams(n.rawBody));
    if (!params.sign) return { ok: false, reason: '缺少签名' };
    const good = createVerify('RSA-SHA256')
      .update(alipaySignContent(params, ['sign', 'sign_type']))
      .verify(this.s.alipayPublicKey, params.sign, 'base64');
    if (!good) return { ok: false, reason: '签名错误', orderNo: params.out_trade_no };
    if (params.app_id !== this.s.appId)
      return { ok: false, reason: '应用不符', orderNo: params.out_trade_no };
    if (params.trade_status !== 'TRADE_SUCCESS' && params.trade_status !== 'TRADE_FINISHED')
      return { ok: false, reason: `交易状态${params.trade_status}`, orderNo: params.out_trade_no };
    return {
      ok: true,
      orderNo: params.out_trade_no!,
      amount: params.total_amount!,
      transactionId: params.trade_no!,
    };
  }

  answer(accepted: boolean) {
    return { status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'failure' };
  }
}
