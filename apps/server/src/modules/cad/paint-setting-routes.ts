import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { projectLinkEndpoints as ep, type PaintSettingItem } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { loadProject, logProject } from './project-service.ts';
import { checkRefs, type RefSpec } from '../../core/resource/refs.ts';
import { queryRows } from '../../core/db/rows.ts';


interface Row {
  color_code: string;
  kind_amount: number;
  pieces: number;
  area: string | number;
  setting_id: string | null;
  remark: string | null;
  card_id: string | null;
  card_name: string | null;
  card_hex: string | null;
  card_factor: string | number | null;
  card_matched: boolean;
  structure_id: string | null;
  structure_name: string | null;
  structure_dosage: string | number | null;
  supplier_id: string | null;
  supplier_name: string | null;
}

/**
 * Every colour of the project's live products (and colours that have a setting but no products
 * any more), with the saved setting; without a chosen card, the colour card whose code is the
 * colour code (codes are ≥ 5 characters so they can be read from drawings).
 */
async function paintSettings(tx: Tx, tenantId: string, projectId: string): Promise<PaintSettingItem[]> {
  const rows = await queryRows<Row>(
    tx,
    sql`with colours as (
          select coalesce(p.color_code, '') as color_code, count(*)::int as kind_amount,
                 sum(p.quantity)::int as pieces, sum(p.quantity * p.unfold_area) as area
          from cad_products p
          where p.tenant_id = ${tenantId} and p.project_id = ${projectId} and not p.is_deleted
          group by 1
          union all
          select s.color_code, 0, 0, 0 from cad_project_paint_settings s
          where s.tenant_id = ${tenantId} and s.project_id = ${projectId}
            and not exists (select 1 from cad_products p where p.tenant_id = s.tenant_id and p.project_id = s.project_id
                            and not p.is_deleted and coalesce(p.color_code, '') = s.color_code)
        )
        select c.color_code, c.kind_amount, c.pieces, c.area,
               s.id as setting_id, s.remark,
               cc.id as card_id, cc.name as card_name, cc.hex as card_hex, cc.dosage_factor as card_factor,
               (s.color_card_id is null and cc.id is not null) as card_matched,
               ps.id as structure_id, ps.name as structure_name, ps.dosage_kg_per_m2 as structure_dosage,
               su.id as supplier_id, su.name as supplier_name
        from colours c
        left join cad_project_paint_settings s
          on s.tenant_id = ${tenantId} and s.project_id = ${projectId} and s.color_code = c.color_code
        left join lateral (
          select id, name, hex, dosage_factor from color_cards x
          where x.tenant_id = ${tenantId} and not x.is_deleted
            and (x.id = s.color_card_id or (s.color_card_id is null and c.color_code <> '' and upper(x.code) = upper(c.color_code)))
          order by (x.id = s.color_card_id) desc nulls last limit 1
        ) cc on true
        left join paint_structures ps on ps.tenant_id = ${tenantId} and ps.id = s.paint_structure_id and not ps.is_deleted
        left join suppliers su on su.tenant_id = ${tenantId} and su.id = s.paint_supplier_id and not su.is_deleted
        order by c.area desc, c.color_code`,
  );
  return rows.map((r) => {
    const area = Math.round(Number(r.area) * 10000) / 10000;
    const dosage = r.structure_dosage === null ? null : Number(r.structure_dosage);
    const factor = r.card_factor === null ? 1 : Number(r.card_factor);
    return {
      colorCode: r.color_code,
      kindAmount: r.kind_amount,
      pieces: r.pieces,
      area,
      colorCardId: r.card_id,
      colorCardName: r.card_name,
      colorHex: r.card_hex,
      colorCardMatched: r.card_matched,
      paintStructureId: r.structure_id,
      paintStructureName: r.structure_name,
      paintSupplierId: r.supplier_id,
      paintSupplierName: r.supplier_name,
      remark: r.remark,
      estimatedPaintKg: dosage === null ? null : Math.round(area * dosage * factor * 100) / 100,
      saved: r.setting_id !== null,
    };
  });
}

/** A reference must name a live row of the tenant (and a supplier must supply paint, type 2). */
/** The references of a paint setting line: the same rule as every resource's ref fields. */
const paintRefs: Record<string, RefSpec> = {
  colorCardId: { label: '色卡', target: '/api/basic/color-card' },
  paintStructureId: { label: '涂层结构', target: '/api/basic/paintstructure' },
  paintSupplierId: {
    label: '油漆供应商',
    target: '/api/basic/supplier',
    where: { sql: sql`(',' || coalesce(supplier_types, '') || ',') like '%,2,%'`, message: '油漆供应商不是油漆类供应商' },
  },
};

/** Paint settings of a project per colour (/cad/project-paint-setting). */
export function paintSettingRoutes(app: FastifyInstance) {
  serve(app, ep.paint, async (req) =>
    req.tx(async (tx) => {
      const p = await loadProject(tx, req.ctx, req.params.id);
      const items = await paintSettings(tx, p.tenantId, p.id);
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.savePaint, async (req) =>
    req.tx(async (tx) => {
      const p = await loadProject(tx, req.ctx, req.params.id);
      const codes = req.body.items.map((i) => i.colorCode);
      const dup = codes.find((c, i) => codes.indexOf(c) !== i);
      if (dup !== undefined) throw badRequest(`颜色“${dup || '无颜色'}”重复`, ['items']);
      for (const [i, it] of req.body.items.entries()) {
        const row = `第${i + 1}行（${it.colorCode || '无颜色'}）`;
        await checkRefs(tx, req.ctx, paintRefs, it, `${row}的`);
        await tx.execute(sql`
          insert into cad_project_paint_settings
            (tenant_id, project_id, color_code, color_card_id, paint_structure_id, paint_supplier_id, remark, last_modifier_id)
          values (${p.tenantId}, ${p.id}, ${it.colorCode}, ${it.colorCardId ?? null}, ${it.paintStructureId ?? null},
                  ${it.paintSupplierId ?? null}, ${it.remark ?? null}, ${req.ctx.userId})
          on conflict (tenant_id, project_id, color_code) do update set
            color_card_id = excluded.color_card_id, paint_structure_id = excluded.paint_structure_id,
            paint_supplier_id = excluded.paint_supplier_id, remark = excluded.remark,
            last_modification_time = now(), last_modifier_id = excluded.last_modifier_id`);
      }
      await logProject(tx, req.ctx, p.id, 'paint', { comment: `设置油漆：${codes.map((c) => c || '无颜色').join('、')}` });
      const items = await paintSettings(tx, p.tenantId, p.id);
      return { items, totalCount: items.length };
    }),
  );
}
