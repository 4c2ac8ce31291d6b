import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { saasApi } from '@al/contracts';
import type { PaymentNotice, PaymentProvider, PaymentRequest, VerifiedNotice } from './provider.ts';

/**
 * The built-in provider used by default and in tests: its QR code opens a local page where a
 * person confirms the payment; the confirmation is signed with this process's key and goes through
 * the same notification path as a real provider's.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  constructor(private readonly key: Buffer = randomBytes(32)) {}

  async qrCodeUrl(req: PaymentRequest) {
    return `${req.origin}${saasApi.sandboxPage(req.orderNo)}`;
  }

  sign(orderNo: string, amount: string, transactionId: string): string {
    return createHmac('sha256', this.key).update(`${orderNo}|${amount}|${transactionId}`).digest('hex');
  }

  /** The notification the sandbox sends when a person confirms a payment. */
  notification(orderNo: string, amount: string): string {
    const transactionId = `SB${Date.now()}${randomBytes(3).toString('hex')}`;
    return JSON.stringify({
      orderNo,
      amount,
      transactionId,
      sign: this.sign(orderNo, amount, transactionId),
    });
  }

  async verify(notice: PaymentNotice): Promise<VerifiedNotice> {
    let body: { orderNo?: unknown; amount?: unknown; transactionId?: unknown; sign?: unknown };
    try {
      body = JSON.parse(notice.rawBody) as typeof body;
    } catch {
      return { ok: false, reason: '通知内容不是JSON' };
    }
    // JSON null, a number, a string or an array is valid JSON but no notification
    if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, reason: '通知内容不是JSON对象' };
    const { orderNo, amount, transactionId, sign } = body;
    if (
      typeof orderNo !== 'string' ||
      typeof amount !== 'string' ||
      typeof transactionId !== 'string' ||
      typeof sign !== 'string'
    )
      return { ok: false, reason: '通知缺少字段' };
    const expected = Buffer.from(this.sign(orderNo, amount, transactionId), 'hex');
    const given = Buffer.from(sign, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: '签名错误', orderNo };
    return { ok: true, orderNo, amount, transactionId };
  }

  answer(accepted: boolean) {
    return {
      status: accepted ? 200 : 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: accepted ? 'SUCCESS' : 'FAIL' }),
    };
  }
}
