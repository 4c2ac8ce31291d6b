/* eslint-disable @typescript-eslint/no-explicit-any -- tables are built from definitions and looked up by field key */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onlySelfFilter } from '../auth/data-permission.ts';
import ExcelJS from 'exceljs';
import { and, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { idList, messages, resourceInputSchema, type AnyResourceDef, type FieldDef } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { CONTENT_TYPES, sendDownload } from '../http/download.ts';
import { listQuerySchema } from './query.ts';
import { resourceTables, scopeOf } from './registry.ts';
import { HOST_TENANT_ID } from '../db/scoped.ts';
import { directory } from '../auth/directory.ts';
import { readFile } from 'node:fs/promises';
import { receiveFiles } from '../files/upload.ts';
import { unzipInWorker, WORKBOOK_LIMITS } from '../files/unzip.ts';

/**
 * The columns (field keys, in order) an Excel template gives a resource's list: the chosen
 * template, else the default template of the resource, else null (every field). Set by the module
 * that owns the Excel templates, so the framework does not depend on it.
 */
export type TemplateColumns = (tx: Tx, ctx: RequestContext, def: AnyResourceDef, templateId?: string) => Promise<string[] | null>;
let templateColumns: TemplateColumns = async () => null;
export const setTemplateColumns = (fn: TemplateColumns) => {
  templateColumns = fn;
};

export interface ExcelHelpers {
  listWhere(ctx: RequestContext, q: Record<string, any>, self?: SQL): SQL | undefined;
  listOrder(sorting: string | undefined): SQL[];
  /** The fields listOrder sorts by (the route's config.sortable). */
  sortable: readonly string[];
  insertRow(tx: Tx, ctx: RequestContext, value: Record<string, unknown>): Promise<Record<string, unknown>>;
  checkUnique(tx: Tx, ctx: RequestContext, value: Record<string, unknown>): Promise<void>;
}

const EXPORT_BATCH = 500;
const MAX_IMPORT_ROWS = 5000;
const TRUE_WORDS = new Set(['是', 'true', '1', '启用', 'y', 'yes']);
const FALSE_WORDS = new Set(['否', 'false', '0', '禁用', 'n', 'no']);

/** Fields in a sheet: the template's columns, else every editable field (export adds the read-only columns). */
function sheetFields(def: AnyResourceDef, keys: string[] | null, forExport: boolean): [string, FieldDef][] {
  const all = Object.entries<FieldDef>(def.fields);
  if (keys) return keys.flatMap((k) => (def.fields[k] && (forExport || !def.fields[k].readOnly) ? [[k, def.fields[k] as FieldDef]] : []));
  return all.filter(([, f]) => !f.readOnly || (forExport && f.column));
}

/** id ↔ label of the rows a ref field points to, within the request's scope; people by their names. */
async function refMaps(tx: Tx, ctx: RequestContext, fields: [string, FieldDef][]) {
  const maps = new Map<string, { byId: Map<string, string>; byLabel: Map<string, string> }>();
  for (const [key, f] of fields) {
    if (f.staff) {
      const people = await directory().people(tx, ctx.tenantId ?? HOST_TENANT_ID);
      const label = (p: (typeof people)[number]) => p.name || p.userName;
      // A person's name or login name finds them in an import.
      maps.set(key, {
        byId: new Map(people.map((p) => [p.userId, label(p)])),
        byLabel: new Map(people.flatMap((p) => [[p.userName, p.userId] as const, [label(p), p.userId] as const])),
      });
      continue;
    }
    const target = f.ref && resourceTables.get(f.ref.basePath);
    if (!target) continue;
    const rows = (await tx.select().from(target.table).where(and(...scopeOf(target.def, target.table, ctx)))) as Record<string, unknown>[];
    const label = f.ref!.label;
    maps.set(key, {
      byId: new Map(rows.map((r) => [String(r.id), String(r[label] ?? '')])),
      byLabel: new Map(rows.map((r) => [String(r[label] ?? ''), String(r.id)])),
    });
  }
  return maps;
}

type RefMaps = Awaited<ReturnType<typeof refMaps>>;

function toCell(key: string, f: FieldDef, v: unknown, refs: RefMaps): string | number | null {
  if (v === null || v === undefined) return null;
  if (f.ref && f.multiple)
    return idList(v)
      .map((id) => refs.get(key)?.byId.get(id) ?? id)
      .join(',');
  if (f.ref || f.staff) return refs.get(key)?.byId.get(String(v)) ?? String(v);
  if (f.kind === 'bool') return v ? '是' : '否';
  if (f.options && f.multiple)
    return String(v)
      .split(',')
      .map((x) => f.options!.find((o) => String(o.value) === x)?.label ?? x)
      .join(',');
  if (f.options) return f.options.find((o) => String(o.value) === String(v))?.label ?? String(v);
  if (typeof v === 'number') return v;
  return String(v);
}

/** A cell's value as the field's input value; unknown option labels are kept, so that the schema names them. */
function fromCell(key: string, f: FieldDef, raw: ExcelJS.CellValue, refs: RefMaps): unknown {
  let v: unknown = raw;
  if (v && typeof v === 'object' && 'richText' in v) v = (v as ExcelJS.CellRichTextValue).richText.map((t) => t.text).join('');
  else if (v && typeof v === 'object' && 'result' in v) v = (v as ExcelJS.CellFormulaValue).result;
  else if (v && typeof v === 'object' && 'text' in v) v = (v as ExcelJS.CellHyperlinkValue).text;
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return f.default ?? null;
  if (v instanceof Date) return f.kind === 'date' ? v.toISOString().slice(0, 10) : v.toISOString();
  const text = String(v).trim();
  if (f.ref && f.multiple)
    return text
      .split(/[,，、]/)
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => refs.get(key)?.byLabel.get(t) ?? t)
      .join(',');
  if (f.ref || f.staff) return refs.get(key)?.byLabel.get(text) ?? text;
  if (f.kind === 'bool') return TRUE_WORDS.has(text.toLowerCase()) ? true : FALSE_WORDS.has(text.toLowerCase()) ? false : text;
  const option = (t: string) => f.options!.find((o) => o.label === t || String(o.value) === t)?.value;
  if (f.options && f.multiple)
    return text
      .split(/[,，、]/)
      .map((t) => String(option(t.trim()) ?? t.trim()))
      .join(',');
  if (f.options) return option(text) ?? text;
  if (f.kind === 'int' || f.kind === 'decimal') return typeof v === 'number' ? v : Number.isFinite(Number(text)) ? Number(text) : text;
  return text;
}

const fileName = (def: AnyResourceDef, suffix: string) => `${def.title}${suffix}.xlsx`;

/**
 * Excel for a resource list: GET {base}/export streams the filtered list (same filters and sorting
 * as the list) in the chosen or default template's columns; GET {base}/import-template gives the
 * sheet to fill; POST {base}/import checks every row first (fields, references, uniques within the
 * file and against the stored rows) and writes all rows in one transaction, or none, answering the
 * bad rows' numbers and messages.
 */
export function registerExcel(app: FastifyInstance, def: AnyResourceDef, h: ExcelHelpers, down = false) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.title];
  const perm = def.permission;
  const target = () => resourceTables.get(def.basePath)!.table;

  for (const path of down ? ['export', 'down'] : ['export'])
  r.get(
    `${def.basePath}/${path}`,
    {
      schema: { tags, summary: `导出${def.title}（Excel）`, querystring: listQuerySchema(def).extend({ templateId: z.uuid(`templateId${messages.invalidId}`).optional() }) },
      config: { contract: 'resource', permission: perm, action: 'export', sortable: h.sortable },
    },
    async (req, reply) => {
      const q = req.query as Record<string, any>;
      const table = target();
      const where = h.listWhere(req.ctx, q, await onlySelfFilter(req, table.creatorId));
      const orderBy = h.listOrder(q.sorting);
      // The template is resolved before the first byte: an unknown one is a 400, not a broken download.
      const fields = await req.tx(async (tx) => sheetFields(def, await templateColumns(tx, req.ctx, def, q.templateId), true));
      const stream = new PassThrough();
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
      // Reads and writes inside the request's transaction; the sheet leaves as it is written.
      const done = req.tx(async (tx) => {
        const refs = await refMaps(tx, req.ctx, fields);
        const ws = wb.addWorksheet(def.title);
        ws.columns = fields.map(([k, f]) => ({ header: f.label, key: k, width: Math.max(10, f.label.length * 2 + 4) }));
        ws.getRow(1).font = { bold: true };
        ws.getRow(1).commit();
        for (let offset = 0; ; offset += EXPORT_BATCH) {
          const rows = (await tx.select().from(table).where(where).orderBy(...orderBy).limit(EXPORT_BATCH).offset(offset)) as Record<string, unknown>[];
          for (const row of rows) ws.addRow(fields.map(([k, f]) => toCell(k, f, row[k], refs))).commit();
          if (rows.length < EXPORT_BATCH) break;
        }
        ws.commit();
      });
      // Bad filters fail before the first byte; a failure mid-way ends the download broken, not wrong.
      done.then(() => wb.commit()).catch((e: Error) => stream.destroy(e));
      return sendDownload(reply, { fileName: fileName(def, ''), contentType: CONTENT_TYPES.xlsx, body: stream });
    },
  );

  r.get(
    `${def.basePath}/import-template`,
    { schema: { tags, summary: `${def.title}导入模板`, querystring: z.object({ templateId: z.uuid(`templateId${messages.invalidId}`).optional() }) }, config: { contract: 'resource', permission: perm, action: 'import' } },
    async (req, reply) => {
      const fields = await req.tx(async (tx) => sheetFields(def, await templateColumns(tx, req.ctx, def, req.query.templateId), false));
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet(def.title);
      ws.columns = fields.map(([k, f]) => ({ header: f.label, key: k, width: Math.max(10, f.label.length * 2 + 4) }));
      ws.getRow(1).font = { bold: true };
      fields.forEach(([, f], i) => {
        const hint = [f.required ? '必填' : '', f.options ? `可选：${f.options.map((o) => o.label).join('、')}${f.multiple ? '（多个用逗号分隔）' : ''}` : '', f.kind === 'bool' ? '填 是 或 否' : '']
          .filter(Boolean)
          .join('；');
        if (hint) ws.getRow(1).getCell(i + 1).note = hint;
      });
      const body = Buffer.from(await wb.xlsx.writeBuffer());
      return sendDownload(reply, { fileName: fileName(def, '导入模板'), contentType: CONTENT_TYPES.xlsx, body });
    },
  );

  const input = resourceInputSchema(def);
  r.post(`${def.basePath}/import`, { schema: { tags, summary: `导入${def.title}（Excel，字段 file）` }, config: { contract: 'resource', permission: perm, action: 'import' } }, async (req) => {
    if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传Excel文件', ['file']);
    const received = await receiveFiles(req);
    let data: Buffer;
    try {
      const file = received.files[0]!;
      // A workbook is a ZIP: its unpacked size is checked in the unzip thread before ExcelJS, which
      // inflates everything at once, ever sees it.
      const scan = await unzipInWorker({ zipPath: file.tempPath, zipName: file.fileName, mode: 'scan', accept: [], limits: WORKBOOK_LIMITS });
      if (!scan.ok) throw badRequest(scan.message, ['file']);
      data = await readFile(file.tempPath);
    } finally {
      await received.discard();
    }
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(data as unknown as ArrayBuffer);
    } catch {
      throw badRequest('文件不是有效的Excel（.xlsx）文件', ['file']);
    }
    const ws = wb.worksheets[0];
    if (!ws) throw badRequest('Excel文件中没有工作表', ['file']);

    return req.tx(async (tx) => {
      // Any editable column is accepted, in any order: a template only shapes the sheet handed out.
      const fields = sheetFields(def, null, false);
      const byLabel = new Map(fields.map(([k, f]) => [f.label, [k, f] as const]));
      const header = ws.getRow(1);
      const columns = new Map<number, readonly [string, FieldDef]>();
      const unknown: string[] = [];
      header.eachCell((cell, col) => {
        const label = String(cell.value ?? '').trim();
        const hit = byLabel.get(label);
        if (hit) columns.set(col, hit);
        else if (label) unknown.push(label);
      });
      if (unknown.length) throw badRequest(`表头“${unknown.join('、')}”不是${def.title}的列，请使用导入模板`, ['file']);
      const missing = fields.filter(([k, f]) => f.required && f.default === undefined && ![...columns.values()].some(([c]) => c === k));
      if (missing.length) throw badRequest(`缺少必填列：${missing.map(([, f]) => f.label).join('、')}`, ['file']);

      const refs = await refMaps(tx, req.ctx, fields);
      const bad: { row: number; messages: string[] }[] = [];
      const good: { row: number; value: Record<string, unknown> }[] = [];
      const seen = (def.unique ?? []).map(() => new Map<string, number>());
      ws.eachRow((row, n) => {
        if (n === 1) return;
        if (good.length + bad.length >= MAX_IMPORT_ROWS) return;
        const raw: Record<string, unknown> = {};
        let empty = true;
        for (const [col, [k, f]] of columns) {
          const cell = row.getCell(col).value;
          if (cell !== null && cell !== undefined && String(cell).trim() !== '') empty = false;
          raw[k] = fromCell(k, f, cell, refs);
        }
        if (empty) return;
        const parsed = input.safeParse(raw);
        if (!parsed.success) {
          bad.push({ row: n, messages: [...new Set(parsed.error.issues.map((i) => i.message))] });
          return;
        }
        const value = parsed.data as Record<string, unknown>;
        const dups: string[] = [];
        (def.unique ?? []).forEach((keys, i) => {
          const sig = JSON.stringify(keys.map((k) => value[k] ?? null));
          const first = seen[i]!.get(sig);
          if (first) dups.push(`与第${first}行重复（${keys.map((k) => def.fields[k]!.label).join('、')}）`);
          else seen[i]!.set(sig, n);
        });
        if (dups.length) bad.push({ row: n, messages: dups });
        else good.push({ row: n, value });
      });
      if (!good.length && !bad.length) throw badRequest('Excel文件中没有数据行', ['file']);

      // Rows valid on their own are checked against the stored rows by the same insert as 新增;
      // any bad row rolls the whole import back.
      if (!bad.length)
        for (const { row, value } of good) {
          try {
            await h.insertRow(tx, req.ctx, value);
          } catch (e) {
            if (!(e instanceof AppError) || e.status >= 500) throw e;
            bad.push({ row, messages: [e.message] });
          }
        }
      if (bad.length) {
        bad.sort((a, b) => a.row - b.row);
        const errors = bad.map((b) => ({ message: `第${b.row}行：${b.messages.join('；')}`, members: [`row${b.row}`] }));
        throw new AppError(400, `导入失败，共${bad.length}行有误，未写入任何数据：${errors.slice(0, 5).map((e) => e.message).join('；')}`, 'ImportRejected', null, errors, { rows: bad });
      }
      return { totalCount: good.length, message: `成功导入${good.length}条${def.title}` };
    });
  });
}
