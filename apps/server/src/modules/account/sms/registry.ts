import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './provider.ts';
import { SandboxSms } from './sandbox.ts';

/**
 * The provider named by SMS_PROVIDER. Only the sandbox exists yet: a real provider is one more
 * class implementing SmsProvider and one more case here (with its keys from the environment).
 */
export function createSmsProvider(log: FastifyBaseLogger, name = process.env.SMS_PROVIDER || 'sandbox'): SmsProvider {
  switch (name) {
    case 'sandbox':
      return new SandboxSms(log);
    default:
      throw new Error(`SMS_PROVIDER "${name}" is not known; use "sandbox" or add the provider in modules/account/sms/registry.ts`);
  }
}
