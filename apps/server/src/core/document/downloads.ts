/* eslint-disable @typescript-eslint/no-explicit-any -- columns are looked up by field key on tables built from a definition */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { docStates, idList, idParam, type DocumentDef, type FieldDef } from '@al/contracts';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { CONTENT_TYPES, sendDownload } from '../http/download.ts';
import { sheetCol, xlsx } from '../http/xlsx.ts';
import { resourceTables } from '../resource/registry.ts';
import { directory } from '../auth/directory.ts';
import { storedImage } from '../files/service.ts';
import { documentPdf } from './print.ts';
import type { DocumentWithLines } from './routes.ts';
import { documentListQuery } from './query.ts';

const EXPORT_LIMIT = 10_000;

/** Turns stored values into what a person reads: option labels, names of referenced rows, 是/否. */
async function displayer(tx: Tx, fields: Record<string, FieldDef>, rows: Record<string, unknown>[]) {
  const names = new Map<string, Map<string, string>>();
  for (const [key, f] of Object.entries(fields)) {
    if (!f.ref) continue;
    const target = resourceTables.get(f.ref.basePath);
    const ids = [...new Set(rows.flatMap((r) => (f.multiple ? idList(r[key]) : [r[key]])).filter(Boolean))] as string[];
    if (!target || !ids.length) continue;
    const found = (await tx
      .select({ id: target.table.id, label: target.table[f.ref.label] })
      .from(target.table)
      .where(inArray(target.table.id, ids))) as { id: string; label: unknown }[];
    names.set(key, new Map(found.map((x) => [x.id, String(x.label ?? '')])));
  }
  return (key: string, value: unknown): string => {
    const f = fields[key];
    if (value == null) return '';
    if (!f) return String(value);
    if (f.options) return f.options.find((o) => o.value === value)?.label ?? String(value);
    if (f.kind === 'bool') return value ? '是' : '否';
    if (f.ref && f.multiple)
      return idList(value)
        .map((id) => names.get(key)?.get(id) ?? '')
        .join('、');
    if (f.ref) return names.get(key)?.get(value as string) ?? '';
    return String(value);
  };
}

/** Excel of the list and of one document's lines, and the printed document (PDF). */
export function registerDocumentDownloads(
  app: FastifyInstance,
  def: DocumentDef,
  api: {
    findDoc: (tx: Tx, ctx: RequestContext, id: string) => Promise<DocumentWithLines>;
    listWhere: (ctx: RequestContext, q: Record<string, any>) => SQL | undefined;
    listOrder: (sorting?: string) => SQL[];
    sortable: readonly string[];
    head: any;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.title];
  const states = docStates(def);
  const status = (v: unknown) => states.find((s) => s.value === v)?.label ?? String(v);
  const headCols = Object.entries<FieldDef>(def.head).filter(([, f]) => f.column);
  const lineCols = Object.entries<FieldDef>(def.line).filter(([, f]) => f.column);

  r.get(
    `${def.basePath}/export`,
    {
      schema: { tags, summary: `导出${def.title}列表`, querystring: documentListQuery(def) },
      config: { contract: 'document', permission: def.permission, action: 'export', sortable: api.sortable },
    },
    async (req, reply) => {
      const q = req.query as Record<string, any>;
      const body = await req.tx(async (tx) => {
        const rows = (await tx
          .select()
          .from(api.head)
          .where(api.listWhere(req.ctx, q))
          .orderBy(...api.listOrder(q.sorting))
          .limit(EXPORT_LIMIT)) as Record<string, unknown>[];
        const show = await displayer(tx, def.head, rows);
        return xlsx(
          def.title,
          [
            sheetCol('单号', 'docNo', 18),
            sheetCol('状态', 'status', 10),
            ...headCols.map(([k, f]) => ({ header: f.label, key: k, width: 16 })),
          ],
          rows.map((row) => ({
            docNo: row.docNo,
            status: status(row.status),
            ...Object.fromEntries(headCols.map(([k]) => [k, show(k, row[k])])),
          })),
        );
      });
      return sendDownload(reply, { fileName: `${def.title}.xlsx`, contentType: CONTENT_TYPES.xlsx, body });
    },
  );

  r.get(
    `${def.basePath}/:id/export`,
    {
      schema: { tags, summary: `导出${def.title}明细`, params: idParam },
      config: { contract: 'document', permission: def.permission, action: 'export' },
    },
    async (req, reply) => {
      const { docNo, body } = await req.tx(async (tx) => {
        const doc = await api.findDoc(tx, req.ctx, req.params.id);
        const show = await displayer(tx, def.line, doc.lines);
        const body = await xlsx(
          String(doc.head.docNo),
          [
            sheetCol('序号', 'no', 6),
            ...lineCols.map(([k, f]) => ({ header: f.label, key: k, width: 14 })),
          ],
          doc.lines.map((l, i) => ({
            no: i + 1,
            ...Object.fromEntries(lineCols.map(([k]) => [k, show(k, l[k])])),
          })),
        );
        return { docNo: doc.head.docNo as string, body };
      });
      return sendDownload(reply, {
        fileName: `${def.title}${docNo}.xlsx`,
        contentType: CONTENT_TYPES.xlsx,
        body,
      });
    },
  );

  r.get(
    `${def.basePath}/:id/print`,
    {
      schema: { tags, summary: `打印${def.title}`, params: idParam },
      config: { contract: 'document', permission: def.permission, action: 'query' },
    },
    async (req, reply) => {
      const { docNo, body } = await req.tx(async (tx) => {
        const doc = await api.findDoc(tx, req.ctx, req.params.id);
        const space = req.ctx.tenantId ? await directory().tenantHead(tx, req.ctx.tenantId) : null;
        const logo = space?.logoUrl ? await storedImage(tx, req.ctx.tenantId!, space.logoUrl) : null;
        const showHead = await displayer(tx, def.head, [doc.head]);
        const showLine = await displayer(tx, def.line, doc.lines);
        const headKeys = def.print?.head ?? headCols.map(([k]) => k);
        const body = await documentPdf({
          spaceName: space?.name ?? '',
          logo,
          title: def.title,
          docNo: doc.head.docNo as string,
          status: status(doc.head.status),
          head: headKeys.map((k) => ({ label: def.head[k]?.label ?? k, value: showHead(k, doc.head[k]) })),
          columns: lineCols.map(([, f]) => f.label),
          rows: doc.lines.map((l) => lineCols.map(([k]) => showLine(k, l[k]))),
          signatures: def.print?.signatures ?? ['制单', '审核'],
        });
        return { docNo: doc.head.docNo as string, body };
      });
      return sendDownload(reply, {
        fileName: `${def.title}${docNo}.pdf`,
        contentType: CONTENT_TYPES.pdf,
        body,
        inline: true,
      });
    },
  );
}
