import { readFileSync } from 'node:fs';
import { AlipayProvider } from './alipay.ts';
import type { PaymentProvider } from './provider.ts';
import { WechatPayProvider } from './wechat.ts';

/** A PEM given inline or as a file path. */
const pem = (v: string) => (v.includes('-----BEGIN') ? v.replace(/\\n/g, '\n') : readFileSync(v, 'utf8'));

/**
 * Merchant settings of the real providers, from the environment. A provider without complete
 * settings is not used: its gateway falls back to the sandbox.
 */
export function providersFromEnv(env: NodeJS.ProcessEnv): {
  wechat: PaymentProvider | null;
  alipay: PaymentProvider | null;
} {
  const w = {
    appId: env.WECHATPAY_APPID,
    mchId: env.WECHATPAY_MCHID,
    serialNo: env.WECHATPAY_SERIAL_NO,
    privateKey: env.WECHATPAY_PRIVATE_KEY,
    platformPublicKey: env.WECHATPAY_PLATFORM_PUBLIC_KEY,
    apiV3Key: env.WECHATPAY_API_V3_KEY,
  };
  const a = {
    appId: env.ALIPAY_APP_ID,
    privateKey: env.ALIPAY_PRIVATE_KEY,
    alipayPublicKey: env.ALIPAY_PUBLIC_KEY,
  };
  const complete = (o: Record<string, string | undefined>) => Object.values(o).every((v) => v && v.trim());
  return {
    wechat: complete(w)
      ? new WechatPayProvider({
          ...(w as Record<keyof typeof w, string>),
          privateKey: pem(w.privateKey!),
          platformPublicKey: pem(w.platformPublicKey!),
        })
      : null,
    alipay: complete(a)
      ? new AlipayProvider({
          appId: a.appId!,
          privateKey: pem(a.privateKey!),
          alipayPublicKey: pem(a.alipayPublicKey!),
          gateway: env.ALIPAY_GATEWAY,
        })
      : null,
  };
}
