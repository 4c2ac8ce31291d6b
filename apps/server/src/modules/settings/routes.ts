import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  documentTypes,
  formatDocNo,
  periodKey,
  settingsEndpoints,
  thirdConfigEndpoints as third,
  thirdProviderOptions,
  type NumberingPreviewItem,
  type ThirdConfigItem,
  type ThirdProvider, optionLabel } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { audit } from '../../core/audit/audit.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import { onUniqueViolation } from '../../core/db/unique-violations.ts';
import { effectiveRule } from '../../core/numbering/numbering.ts';
import { SecretBox } from '../../core/secrets/secret-box.ts';
import { numberCounters } from '../../core/numbering/schema.ts';
import { tenantSettings, thirdConfigs, type ThirdConfigRow } from './schema.ts';
import { settingsOf } from './service.ts';
import { softDeleted } from '../../core/db/columns.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';

const providerName = (p: string) => optionLabel(thirdProviderOptions, p, p);

function toItem(row: ThirdConfigRow, box: SecretBox): ThirdConfigItem {
  const { secretSealed, ...rest } = row;
  const secret = secretSealed ? box.decrypt(secretSealed) : null;
  return {
    ...isoRow(rest),
    provider: row.provider as ThirdProvider,
    providerName: providerName(row.provider),
    secretSet: !!secretSealed,
    secretHint: secret && secret.length > 8 ? `****${secret.slice(-4)}` : secret ? '****' : null,
    secretReadable: !secretSealed || secret !== null,
  };
}

/** /setting/config (the space's own settings, numbering preview) and /setting/sync (third-party accounts). */
export function settingsRoutes(app: FastifyInstance, deps: { db: Db }) {
  // Loads (or makes) the server's key before the first request, so that other modules may use
  // SecretBox.current(); awaited in onReady so that a server closed at once (the test template's
  // seed) does not end its pool under the query.
  app.addHook('onReady', async () => {
    await SecretBox.of(deps.db);
  });
  onUniqueViolation('third_configs_provider_uq', () => badRequest('该第三方平台已配置，请修改已有的配置'));

  // Every member reads the settings (labels, units); the page writes them with the space's roles.
  serve(app, settingsEndpoints.config, async (req) => req.tx((tx) => settingsOf(tx, req.ctx.tenantId)));

  // Only the space's administrators save them (the contract's access, checked before the body).
  serve(app, settingsEndpoints.save, async (req) => {
    const tenantId = req.ctx.tenantId;
    const { concurrencyStamp, ...value } = req.body;
    return req.tx(async (tx) => {
      const [before] = await tx.select().from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId));
      if (before && before.concurrencyStamp !== concurrencyStamp) throw conflict();
      const now = new Date();
      if (before)
        await tx
          .update(tenantSettings)
          .set({ ...value, lastModificationTime: now, lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
          .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.concurrencyStamp, before.concurrencyStamp)));
      else await tx.insert(tenantSettings).values({ ...value, tenantId, creatorId: req.ctx.userId, lastModificationTime: now, lastModifierId: req.ctx.userId });
      await audit(tx, req.ctx, { module: 'settings', entityType: 'TenantSettings', entityId: tenantId, action: 'update', before, after: value });
      return settingsOf(tx, tenantId);
    });
  });

  serve(app, settingsEndpoints.numberingPreview, async (req) =>
    req.tx(async (tx): Promise<NumberingPreviewItem[]> => {
      const tenantId = req.ctx.tenantId;
      const now = new Date();
      const out: NumberingPreviewItem[] = [];
      for (const d of documentTypes) {
        const { rule, source } = await effectiveRule(tx, tenantId, d.value);
        const [counter] = await tx
          .select({ value: numberCounters.value })
          .from(numberCounters)
          .where(and(eq(numberCounters.tenantId, tenantId), eq(numberCounters.documentType, d.value), eq(numberCounters.periodKey, periodKey(rule.serialType, now))));
        const start = Math.max(1, rule.startValue ?? 1);
        const next = counter ? Math.max(counter.value + 1, start) : start;
        out.push({ documentType: d.value, name: d.label, source, next: formatDocNo(rule, now, next) });
      }
      return out;
    }),
  );

  // Third-party accounts. Outside a space a platform administrator keeps the platform's own.
  const scopeOf = (tenantId: string | null) => tenantId ?? HOST_TENANT_ID;
  const findConfig = async (tx: Tx, tenantId: string | null, id: string) => {
    const [row] = await tx
      .select()
      .from(thirdConfigs)
      .where(and(eq(thirdConfigs.tenantId, scopeOf(tenantId)), eq(thirdConfigs.id, id), eq(thirdConfigs.isDeleted, false)));
    if (!row) throw notFound('第三方配置不存在或已删除');
    return row;
  };
  const safe = (row: ThirdConfigRow) => {
    const { secretSealed, ...rest } = row;
    return { ...rest, secretSet: !!secretSealed };
  };

  serve(app, third.list, async (req) => {
    const box = await SecretBox.of(deps.db);
    const rows = await req.tx((tx) =>
      tx
        .select()
        .from(thirdConfigs)
        .where(and(eq(thirdConfigs.tenantId, scopeOf(req.ctx.tenantId)), eq(thirdConfigs.isDeleted, false)))
        .orderBy(asc(thirdConfigs.provider)),
    );
    const items = rows.map((x) => toItem(x, box));
    return { items, totalCount: items.length };
  });

  serve(app, third.create, async (req) => {
    const { concurrencyStamp: _c, secret, ...value } = req.body;
    if (!secret) throw badRequest(`请输入${thirdProviderOptions.find((o) => o.value === value.provider)!.secretLabel}`, ['secret']);
    const box = await SecretBox.of(deps.db);
    return req.tx(async (tx) => {
      const [row] = await tx
        .insert(thirdConfigs)
        .values({ ...value, remark: value.remark ?? null, tenantId: scopeOf(req.ctx.tenantId), secretSealed: box.encrypt(secret), creatorId: req.ctx.userId })
        .returning();
      await audit(tx, req.ctx, { module: 'settings', entityType: 'ThirdConfig', entityId: row!.id, action: 'create', after: safe(row!) });
      return toItem(row!, box);
    });
  });

  serve(app, third.update, async (req) => {
    const { concurrencyStamp, secret, ...value } = req.body;
    const box = await SecretBox.of(deps.db);
    return req.tx(async (tx) => {
      const before = await findConfig(tx, req.ctx.tenantId, req.params.id);
      if (concurrencyStamp && concurrencyStamp !== before.concurrencyStamp) throw conflict();
      if (value.provider !== before.provider) throw badRequest('不能修改第三方平台类型，请删除后重新添加', ['provider']);
      const [after] = await tx
        .update(thirdConfigs)
        .set({
          ...value,
          remark: value.remark ?? null,
          ...(secret ? { secretSealed: box.encrypt(secret) } : {}),
          lastModificationTime: new Date(),
          lastModifierId: req.ctx.userId,
          concurrencyStamp: crypto.randomUUID(),
        })
        .where(and(eq(thirdConfigs.tenantId, before.tenantId), eq(thirdConfigs.id, before.id), eq(thirdConfigs.concurrencyStamp, before.concurrencyStamp)))
        .returning();
      if (!after) throw conflict();
      await audit(tx, req.ctx, {
        module: 'settings',
        entityType: 'ThirdConfig',
        entityId: before.id,
        action: 'update',
        before: safe(before),
        after: { ...safe(after), secretChanged: !!secret },
      });
      return toItem(after, box);
    });
  });

  serve(app, third.remove, async (req) => {
    await req.tx(async (tx) => {
      const before = await findConfig(tx, req.ctx.tenantId, req.params.id);
      await tx
        .update(thirdConfigs)
        .set({ ...softDeleted(req.ctx.userId), concurrencyStamp: crypto.randomUUID() })
        .where(and(eq(thirdConfigs.tenantId, before.tenantId), eq(thirdConfigs.id, before.id)));
      await audit(tx, req.ctx, { module: 'settings', entityType: 'ThirdConfig', entityId: before.id, action: 'delete', before: safe(before) });
    });
  });

  serve(app, third.check, async (req) => {
    const box = await SecretBox.of(deps.db);
    const row = await req.tx((tx) => findConfig(tx, req.ctx.tenantId, req.params.id));
    const readable = !!row.secretSealed && box.decrypt(row.secretSealed) !== null;
    return { ok: readable, message: readable ? '密钥完好，可以使用' : '密钥无法解密（服务器密钥已更换），请重新填写' };
  });
}
