import type { SmsPurpose } from '@al/contracts';

/** One text message with a verification code. */
export interface SmsMessage {
  phoneNumber: string;
  purpose: SmsPurpose;
  code: string;
  validMinutes: number;
}

/**
 * Whatever delivers the codes. A real provider (Aliyun, Tencent Cloud…) implements send with its
 * signature and template; the sandbox stands in until one is configured.
 */
export interface SmsProvider {
  readonly name: string;
  /** Throws when the provider refused the message; the caller answers 503 and keeps nothing. */
  send(message: SmsMessage): Promise<void>;
}

/** Chinese text of a code message (a provider whose templates are fixed uses its own). */
export const smsText = (m: SmsMessage) =>
  `【铝云工厂】您的${m.purpose === 'recover' ? '找回密码' : '绑定手机'}验证码是${m.code}，${m.validMinutes}分钟内有效。如非本人操作，请忽略本短信。`;
