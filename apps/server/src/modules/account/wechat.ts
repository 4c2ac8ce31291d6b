import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../../core/secrets/secret-box.ts';
import { AppError } from '../../core/http/errors.ts';

/** What binding needs from WeChat: the official account's authorisation page and the code exchange. */
export interface WechatOAuth {
  readonly appId: string;
  readonly sandbox: boolean;
  /** The page the QR code opens on the phone; WeChat sends the user back to redirectUri?code=&state=. */
  authorizeUrl(state: string, redirectUri: string, origin: string): string;
  /** The WeChat user behind a code (one use, minutes). Throws AppError 400 for a bad code. */
  exchange(code: string): Promise<{ openId: string; nickname: string | null }>;
}

export const WECHAT_SANDBOX_APP_ID = 'sandbox';
export const SANDBOX_AUTHORIZE_PATH = '/api/wechat/sandbox/authorize';
const CODE_MINUTES = 5;

/**
 * The platform's official account (its wechat-mp third-party account, /setting/sync outside a space):
 * WeChat's OAuth2 web authorisation (snsapi_userinfo).
 */
export class OfficialAccountOAuth implements WechatOAuth {
  readonly sandbox = false;
  constructor(
    readonly appId: string,
    private readonly secret: string,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const q = new URLSearchParams({ appid: this.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_userinfo', state });
    return `https://open.weixin.qq.com/connect/oauth2/authorize?${q}#wechat_redirect`;
  }

  async exchange(code: string) {
    const call = async (url: string) => {
      let res: Response;
      try {
        res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      } catch {
        throw new AppError(503, '微信服务暂不可用，请稍后重试', 'WechatUnavailable');
      }
      return (await res.json()) as Record<string, unknown>;
    };
    const q = new URLSearchParams({ appid: this.appId, secret: this.secret, code, grant_type: 'authorization_code' });
    const token = await call(`https://api.weixin.qq.com/sns/oauth2/access_token?${q}`);
    if (typeof token.openid !== 'string' || typeof token.access_token !== 'string')
      throw new AppError(400, '微信授权无效，请重新扫码', 'WechatCodeInvalid');
    const info = await call(
      `https://api.weixin.qq.com/sns/userinfo?${new URLSearchParams({ access_token: token.access_token, openid: token.openid, lang: 'zh_CN' })}`,
    );
    return { openId: token.openid, nickname: typeof info.nickname === 'string' ? info.nickname.slice(0, 64) : null };
  }
}

/**
 * The sandbox that stands in for WeChat while the platform has no official account configured: the
 * QR code opens our own authorisation page (SANDBOX_AUTHORIZE_PATH), which plays the WeChat user
 * (an openid kept in a cookie of that browser) and sends back a code signed with the server's key.
 */
export class SandboxOAuth implements WechatOAuth {
  readonly appId = WECHAT_SANDBOX_APP_ID;
  readonly sandbox = true;
  constructor(private readonly box: SecretBox) {}

  authorizeUrl(state: string, redirectUri: string, origin: string): string {
    return `${origin}${SANDBOX_AUTHORIZE_PATH}?${new URLSearchParams({ state, redirect_uri: redirectUri })}`;
  }

  /** The code the sandbox's "allow" gives (what WeChat's servers would). */
  issueCode(openId: string, nickname: string): string {
    return this.box.sign('wechat-sandbox-code', { openId, nickname }, new Date(Date.now() + CODE_MINUTES * 60_000));
  }

  static newOpenId(): string {
    return `sandbox_${randomBytes(12).toString('base64url')}`;
  }

  async exchange(code: string) {
    const claim = this.box.verify<{ openId: string; nickname: string }>('wechat-sandbox-code', code);
    if (!claim || typeof claim.openId !== 'string') throw new AppError(400, '微信授权无效，请重新扫码', 'WechatCodeInvalid');
    return { openId: claim.openId.slice(0, 64), nickname: typeof claim.nickname === 'string' ? claim.nickname.slice(0, 64) : null };
  }
}
