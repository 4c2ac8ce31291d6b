import type { FastifyBaseLogger } from 'fastify';
import { smsText, type SmsMessage, type SmsProvider } from './provider.ts';

/**
 * The sandbox SMS provider: nothing leaves the server. The message is written to the server log
 * (level warn, so that it shows at the default levels) and kept in a small outbox of the last
 * messages, which is where a developer or a test reads the code.
 */
export class SandboxSms implements SmsProvider {
  readonly name = 'sandbox';
  /** The last 50 messages, newest last. */
  static readonly outbox: (SmsMessage & { text: string; time: Date })[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    const text = smsText(message);
    SandboxSms.outbox.push({ ...message, text, time: new Date() });
    if (SandboxSms.outbox.length > 50) SandboxSms.outbox.shift();
    this.log.warn({ sms: { to: message.phoneNumber, purpose: message.purpose, code: message.code } }, `短信沙箱（未真实发送）：${message.phoneNumber} ${text}`);
  }
}
