import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { accountMoreEndpoints as ep, maskName, messages, smsMessages } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { audit } from '../../core/audit/audit.ts';
import { hashPassword } from '../../core/auth/passwords.ts';
import { badRequest, businessError, notFound, unauthorized } from '../../core/http/errors.ts';
import { iso, serve } from '../../core/http/endpoint.ts';
import { SecretBox } from '../../core/secrets/secret-box.ts';
import { users } from '../identity/schema.ts';
import { thirdAccount } from '../settings/service.ts';
import { userWechatBindings } from './schema.ts';
import { userSessions } from '../../core/auth/schema.ts';
import { checkCode, issueCode, useCode } from './sms-codes.ts';
import { createSmsProvider } from './sms/registry.ts';
import { OfficialAccountOAuth, SANDBOX_AUTHORIZE_PATH, SandboxOAuth, type WechatOAuth } from './wechat.ts';

const tags = ['账户'];
const noScope = { userId: null, tenantId: null, factoryId: null };
const WECHAT_TICKET_MINUTES = 10;

/** The origin the browser used (proxies' X-Forwarded-* are trusted: trustProxy). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
/**
 * The caller as the host-level writes of this file log it: outside any space (the scope they run
 * in), whatever __tenant the browser sent along; the log row must match the scope's wall.
 */
const hostCtx = (req: FastifyRequest, user?: { id: string; userName: string }) => ({
  ...req.ctx,
  tenantId: null,
  factoryId: null,
  ...(user ? { userId: user.id, userName: user.userName } : {}),
});

/** Spec 02's account self-service: SMS codes and password recovery (public), binding a phone or WeChat, and the sandbox standing in for WeChat's authorisation page. */
export function selfServiceRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sms = createSmsProvider(app.log);
  const box = () => SecretBox.of(deps.db);

  /** The platform's official account when it is configured, else the sandbox. */
  const wechat = async (): Promise<WechatOAuth> => {
    const account = await inScope(deps.db, noScope, (tx) => thirdAccount(deps.db, tx, null, 'wechat-mp'));
    return account ? new OfficialAccountOAuth(account.appId, account.secret) : new SandboxOAuth(await box());
  };

  // ---- SMS codes and password recovery (public) ----

  serve(app, ep.sms, async (req) => {
    const { phoneNumber, purpose } = req.body;
    if (purpose === 'bind' && !req.ctx.userId) throw unauthorized();
    const key = await box();
    return inScope(deps.db, { ...noScope, userId: req.ctx.userId }, async (tx) => {
      const owners = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phoneNumber, phoneNumber), eq(users.isDeleted, false)));
      if (purpose === 'bind' && owners.some((o) => o.id !== req.ctx.userId)) throw badRequest(smsMessages.phoneTaken, ['phoneNumber']);
      // Recovery sends only to a phone some account has; the answer is the same either way.
      const deliver = purpose === 'bind' || owners.length > 0;
      return issueCode(tx, key, sms, { phoneNumber, purpose, userId: purpose === 'bind' ? req.ctx.userId : null, ip: req.ip, deliver });
    });
  });

  serve(
    app,
    ep.forgetPassword,
    async (req) => {
      const b = req.body;
      const key = await box();
      const out = await inScope(deps.db, noScope, async (tx) => {
        const owners = await tx
          .select()
          .from(users)
          .where(and(eq(users.phoneNumber, b.phoneNumber), eq(users.isDeleted, false)));
        const named = b.userName ? owners.filter((u) => u.userName.toLowerCase() === b.userName!.toLowerCase()) : owners;
        // Several accounts on one phone: the user name says which (the code is not spent).
        if (!b.userName && owners.length > 1) return { error: badRequest(smsMessages.severalAccounts, ['userName']) };
        const checked = await checkCode(tx, key, { phoneNumber: b.phoneNumber, purpose: 'recover', code: b.code });
        if (!checked.ok) return { error: badRequest(checked.message, ['code']) };
        const user = named[0];
        if (!user) return { error: badRequest(b.userName ? '用户名与手机号不匹配' : smsMessages.codeWrong, [b.userName ? 'userName' : 'code']) };
        if (!user.isActive) return { error: businessError(messages.userDisabled) };
        await useCode(tx, checked.id);
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(b.newPassword), lastModificationTime: new Date(), lastModifierId: user.id, concurrencyStamp: crypto.randomUUID() })
          .where(eq(users.id, user.id));
        // Every session ends, as after a password change.
        await tx.update(userSessions).set({ revokedAt: new Date() }).where(and(eq(userSessions.userId, user.id), isNull(userSessions.revokedAt)));
        await audit(tx, hostCtx(req, user), { module: 'account', entityType: 'User', entityId: user.id, action: 'reset-password' });
        return { error: null };
      });
      // A refused try is committed (it counts against the code) before the refusal is answered.
      if (out.error) throw out.error;
    },
  );

  // ---- Binding: a phone (signed in, SMS code) or WeChat (the /wechat page, signed state) ----

  serve(app, ep.bind, async (req) => {
    const key = await box();
    const body = req.body;
    if ('wechatCode' in body) {
      const state = key.verify<{ userId: string }>('wechat-bind', body.state);
      if (!state || typeof state.userId !== 'string') throw badRequest(smsMessages.wechatStateInvalid, ['state']);
      const provider = await wechat();
      const who = await provider.exchange(body.wechatCode);
      return inScope(deps.db, { ...noScope, userId: state.userId }, async (tx) => {
        const [user] = await tx.select().from(users).where(and(eq(users.id, state.userId), eq(users.isDeleted, false)));
        if (!user) throw notFound('账号不存在');
        const [taken] = await tx
          .select()
          .from(userWechatBindings)
          .where(and(eq(userWechatBindings.appId, provider.appId), eq(userWechatBindings.openId, who.openId)));
        if (taken && taken.userId !== user.id) throw badRequest(smsMessages.wechatTaken);
        await tx
          .insert(userWechatBindings)
          .values({ userId: user.id, openId: who.openId, appId: provider.appId, nickname: who.nickname })
          .onConflictDoUpdate({ target: userWechatBindings.userId, set: { openId: who.openId, appId: provider.appId, nickname: who.nickname, boundTime: new Date() } });
        await audit(tx, hostCtx(req, user), { module: 'account', entityType: 'User', entityId: user.id, action: 'bind', after: { wechat: who.nickname } });
        return { kind: 'wechat' as const, value: who.nickname ?? '微信用户', userName: maskName(user.userName) };
      });
    }
    const userId = req.ctx.userId;
    if (!userId) throw unauthorized();
    const out = await inScope(deps.db, { ...noScope, userId }, async (tx) => {
      const checked = await checkCode(tx, key, { phoneNumber: body.phoneNumber, purpose: 'bind', code: body.code, userId });
      if (!checked.ok) return { error: badRequest(checked.message, ['code']) };
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phoneNumber, body.phoneNumber), ne(users.id, userId), eq(users.isDeleted, false)));
      if (other) return { error: badRequest(smsMessages.phoneTaken, ['phoneNumber']) };
      await useCode(tx, checked.id);
      const [before] = await tx.select().from(users).where(eq(users.id, userId));
      await tx
        .update(users)
        .set({ phoneNumber: body.phoneNumber, lastModificationTime: new Date(), lastModifierId: userId, concurrencyStamp: crypto.randomUUID() })
        .where(eq(users.id, userId));
      await audit(tx, hostCtx(req), { module: 'account', entityType: 'User', entityId: userId, action: 'bind', before: { phoneNumber: before?.phoneNumber }, after: { phoneNumber: body.phoneNumber } });
      return { error: null, userName: before!.userName };
    });
    if (out.error) throw out.error;
    return { kind: 'phone' as const, value: body.phoneNumber, userName: maskName(out.userName!) };
  });

  serve(app, ep.wechatTicket, async (req) => {
    const key = await box();
    const provider = await wechat();
    const expiresAt = new Date(Date.now() + WECHAT_TICKET_MINUTES * 60_000);
    const state = key.sign('wechat-bind', { userId: req.ctx.userId }, expiresAt);
    const origin = originOf(req);
    return { qrUrl: provider.authorizeUrl(state, `${origin}/wechat`, origin), expiresAt: iso(expiresAt), sandbox: provider.sandbox };
  });

  serve(app, ep.wechatBinding, async (req) => {
    const [b] = await req.tx((tx) => tx.select().from(userWechatBindings).where(eq(userWechatBindings.userId, req.ctx.userId!)));
    return { bound: !!b, nickname: b?.nickname ?? null, boundTime: b ? iso(b.boundTime) : null };
  });

  serve(app, ep.wechatUnbind, async (req) => {
    await req.tx(async (tx) => {
      const gone = await tx.delete(userWechatBindings).where(eq(userWechatBindings.userId, req.ctx.userId!)).returning();
      if (!gone.length) throw badRequest('尚未绑定微信');
      await audit(tx, req.ctx, { module: 'account', entityType: 'User', entityId: req.ctx.userId!, action: 'unbind', before: { wechat: gone[0]!.nickname } });
    });
  });

  // The sandbox standing in for WeChat's authorisation page (only while no official account is set).
  const sandboxPage = (title: string, body: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
.tip{background:#fffbe6;border:1px solid #ffe58f;padding:8px 12px;border-radius:6px;font-size:13px}
button,input{font-size:16px;padding:10px;border-radius:6px;width:100%;box-sizing:border-box;margin-top:12px}
button{background:#07c160;color:#fff;border:0}button.no{background:#f2f2f2;color:#333}</style></head><body>${body}</body></html>`;
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const sandboxQuery = z.object({
    state: z.string().min(1, smsMessages.wechatStateInvalid).max(1024),
    redirect_uri: z.string().min(1).max(512),
    nickname: z.string().trim().max(32, messages.tooLong('昵称', 32)).optional(),
    deny: z.string().max(4).optional(),
  });
  /** Only this server's /wechat page may receive the code: no open redirect. */
  const checkRedirect = (req: FastifyRequest, uri: string) => {
    if (uri !== `${originOf(req)}/wechat`) throw badRequest('回调地址不正确');
    return uri;
  };
  const cookieOpenId = (req: FastifyRequest) => /(?:^|;\s*)al_wx_sandbox=([A-Za-z0-9_-]{8,64})/.exec(req.headers.cookie ?? '')?.[1];

  r.get(SANDBOX_AUTHORIZE_PATH, { schema: { tags, summary: '微信授权页（沙箱）', querystring: sandboxQuery, hide: true }, config: { public: true } }, async (req, reply) => {
    const provider = await wechat();
    if (!provider.sandbox) throw notFound('平台已配置微信公众号，沙箱授权页不可用');
    const uri = checkRedirect(req, req.query.redirect_uri);
    const openId = cookieOpenId(req) ?? SandboxOAuth.newOpenId();
    reply.header('set-cookie', `al_wx_sandbox=${openId}; Path=/api/wechat/sandbox; Max-Age=31536000; SameSite=Lax; HttpOnly`);
    reply.type('text/html; charset=utf-8');
    return sandboxPage(
      '微信授权（沙箱）',
      `<div class="tip">沙箱：平台尚未配置微信公众号，此页代替微信的授权页。</div>
<h2>铝云工厂 申请获取你的昵称</h2><p>授权后，你的微信将绑定到在电脑上发起绑定的铝云工厂账号，用于接收通知。</p>
<form method="get" action="${SANDBOX_AUTHORIZE_PATH}/confirm">
<input type="hidden" name="state" value="${esc(req.query.state)}"><input type="hidden" name="redirect_uri" value="${esc(uri)}">
<label>微信昵称<input name="nickname" value="沙箱用户${openId.slice(-4)}" maxlength="32"></label>
<button type="submit" data-testid="wx-allow">允许</button><button class="no" type="submit" name="deny" value="1">拒绝</button></form>`,
    );
  });

  r.get(`${SANDBOX_AUTHORIZE_PATH}/confirm`, { schema: { tags, summary: '微信授权确认（沙箱）', querystring: sandboxQuery, hide: true }, config: { public: true } }, async (req, reply) => {
    const provider = await wechat();
    if (!(provider instanceof SandboxOAuth)) throw notFound('平台已配置微信公众号，沙箱授权页不可用');
    const uri = checkRedirect(req, req.query.redirect_uri);
    if (req.query.deny) return reply.redirect(`${uri}?${new URLSearchParams({ error: 'denied', state: req.query.state })}`);
    const openId = cookieOpenId(req) ?? SandboxOAuth.newOpenId();
    const code = provider.issueCode(openId, req.query.nickname || '沙箱用户');
    return reply.redirect(`${uri}?${new URLSearchParams({ code, state: req.query.state })}`);
  });
}
