import { Gateway } from '@al/contracts';
import type { PaymentProvider } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';

/**
 * Which provider takes each scan-to-pay gateway: the real one when its merchant settings are
 * configured, else the sandbox when it is enabled (PAYMENT_SANDBOX, on with the demo), else none:
 * an order on that gateway is refused with a message saying so. Bank transfers (gateway 3) have no
 * provider: an operator confirms.
 */
export class PaymentProviders {
  /** The built-in sandbox, or null when it is not enabled. */
  readonly sandbox: SandboxProvider | null;
  private readonly byName = new Map<string, PaymentProvider>();
  private readonly wechat: PaymentProvider | null;
  private readonly alipay: PaymentProvider | null;

  constructor(
    opts: {
      /** false: no sandbox; a provider: that one (tests give their own key); default: a new one. */
      sandbox?: SandboxProvider | false;
      wechat?: PaymentProvider | null;
      alipay?: PaymentProvider | null;
    } = {},
  ) {
    this.sandbox = opts.sandbox === false ? null : (opts.sandbox ?? new SandboxProvider());
    this.wechat = opts.wechat ?? null;
    this.alipay = opts.alipay ?? null;
    for (const p of [this.sandbox, this.wechat, this.alipay]) if (p) this.byName.set(p.name, p);
  }

  forGateway(gateway: number): PaymentProvider | null {
    if (gateway === Gateway.wechat) return this.wechat ?? this.sandbox;
    if (gateway === Gateway.alipay) return this.alipay ?? this.sandbox;
    return null;
  }

  byProviderName(name: string): PaymentProvider | null {
    return this.byName.get(name) ?? null;
  }

  /** One line for the start-up log: who takes each gateway. */
  describe(): string {
    const who = (real: PaymentProvider | null) => (real ? '已配置' : this.sandbox ? '沙箱（模拟支付，不扣款）' : '未配置（不可用）');
    return `微信支付 ${who(this.wechat)}，支付宝 ${who(this.alipay)}，对公转账 可用`;
  }
}
