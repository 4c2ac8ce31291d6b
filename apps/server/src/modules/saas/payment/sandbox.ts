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

  /**
   * The sandbox page's link carries a grant for the payer's session: only the person who placed
   * the order, signed in, gets one (the QR code call), and the confirmation checks it. Without it
   * anyone who guessed an order number could mark it paid.
   */
  async qrCodeUrl(req: PaymentRequest) {
    if (!req.payer) throw new Error('the sandbox needs the payer\'s session');
    return `${req.origin}${saasApi.sandboxPage(req.orderNo)}?grant=${this.grant(req.orderNo, req.payer.sessionId, req.payer.until)}`;
  }

  /** `session.expiry.signature`: the payer's session, until when, signed for this order. */
  grant(orderNo: string, sessionId: string, until: Date): string {
    const exp = Math.floor(until.getTime() / 1000);
    return `${sessionId}.${exp}.${createHmac('sha256', this.key).update(`grant|${orderNo}|${sessionId}|${exp}`).digest('base64url')}`;
  }

  /** The session a grant was issued to, when it is this order's, well signed and not expired. */
  grantedSession(orderNo: string, grant: string | undefined, now = Date.now()): string | null {
    const [sessionId = '', exp = '', sig = ''] = (grant ?? '').split('.');
    if (!/^[0-9a-f-]{36}$/i.test(sessionId) || !/^\d{1,12}$/.test(exp) || Number(exp) * 1000 < now) return null;
    const expected = Buffer.from(this.grant(orderNo, sessionId, new Date(Number(exp) * 1000)).split('.')[2]!);
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? sessionId : null;
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
