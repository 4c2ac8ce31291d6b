import { Gateway } from '@al/contracts';
import type { PaymentProvider } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';

/**
 * Which provider takes each scan-to-pay gateway: the real one when its merchant settings are
 * configured, otherwise the sandbox. Bank transfers (gateway 3) have no provider: an operator confirms.
 */
export class PaymentProviders {
  readonly sandbox: SandboxProvider;
  private readonly byName = new Map<string, PaymentProvider>();

  constructor(
    opts: {
      sandbox?: SandboxProvider;
      wechat?: PaymentProvider | null;
      alipay?: PaymentProvider | null;
    } = {},
  ) {
    this.sandbox = opts.sandbox ?? new SandboxProvider();
    this.wechat = opts.wechat ?? null;
    this.alipay = opts.alipay ?? null;
    for (const p of [this.sandbox, this.wechat, this.alipay]) if (p) this.byName.set(p.name, p);
  }
  private readonly wechat: PaymentProvider | null;
  private readonly alipay: PaymentProvider | null;

  forGateway(gateway: number): PaymentProvider | null {
    if (gateway === Gateway.wechat) return this.wechat ?? this.sandbox;
    if (gateway === Gateway.alipay) return this.alipay ?? this.sandbox;
    return null;
  }

  byProviderName(name: string): PaymentProvider | null {
    return this.byName.get(name) ?? null;
  }
}
