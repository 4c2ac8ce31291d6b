/** What a provider needs to know of an order to ask for a payment. */
export interface PaymentRequest {
  orderNo: string;
  /** Amount to pay (amount − discount), in yuan with 2 decimals. */
  payAmount: string;
  subject: string;
  /** The public origin of this server (PUBLIC_URL), for notify URLs and the sandbox page. */
  origin: string;
  /** The signed-in payer asking for the code: the sandbox binds its page to this session. */
  payer?: { userId: string; sessionId: string; until: Date };
}

/** A provider notification as it arrived: the raw body (signatures cover it) and the headers. */
export interface PaymentNotice {
  rawBody: string;
  headers: Record<string, string | undefined>;
}

export type VerifiedNotice =
  | { ok: true; orderNo: string; amount: string; transactionId: string }
  | { ok: false; reason: string; orderNo?: string };

/** How a provider calls its gateway: the part of fetch it uses (a test passes its own; by default the global fetch, looked up at each call). */
export type ProviderFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ status: number; text(): Promise<string> }>;
export const globalFetch: ProviderFetch = (url, init) => fetch(url, init);

/**
 * One interface for every payment provider (sandbox, WeChat Pay, Alipay): a QR code URL for an
 * order, and the verification of its signed notification. Nothing is marked paid before verify.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'wechat' | 'alipay';
  qrCodeUrl(req: PaymentRequest): Promise<string>;
  verify(notice: PaymentNotice): Promise<VerifiedNotice>;
  /** What the provider expects as the answer to its notification. */
  answer(accepted: boolean): { status: number; contentType: string; body: string };
}
