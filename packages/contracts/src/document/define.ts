import { z } from 'zod';
import { fieldSchema, type FieldDef } from '../resource/define.ts';
import type { ActionKey } from '../enums.ts';

/**
 * DocStatus, the generic approval lifecycle of DOMAIN.md §0.4: one stored value, powers of two so
 * that a list filter may ask for a sum of states ("pending + rejected" = 10).
 */
export const DocStatus = {
  draft: 1,
  pending: 2,
  approved: 4,
  rejected: 8,
  completed: 16,
  voided: 32,
} as const;
export type DocStatusValue = (typeof DocStatus)[keyof typeof DocStatus];

export interface DocStateDef {
  value: number;
  label: string;
  /** Ant Design tag colour. */
  color: string;
}

export const docStatusStates: readonly DocStateDef[] = [
  { value: DocStatus.draft, label: '草稿', color: 'default' },
  { value: DocStatus.pending, label: '待审核', color: 'processing' },
  { value: DocStatus.approved, label: '已审核', color: 'success' },
  { value: DocStatus.rejected, label: '已驳回', color: 'error' },
  { value: DocStatus.completed, label: '已完成', color: 'cyan' },
  { value: DocStatus.voided, label: '已作废', color: 'default' },
];

/** The generic states named, in the order given: a document that uses some of DocStatus shows them as every other does. */
export const docStatesOf = (...values: DocStatusValue[]): DocStateDef[] => values.map((v) => docStatusStates.find((s) => s.value === v)!);

/** What an action does to stock or cash besides moving the state: the module's effect hook of the same key runs. */
export interface DocActionDef {
  key: string;
  label: string;
  /** States the action may start from. */
  from: readonly number[];
  to: number;
  /** The action key of the document's permission the caller must hold. */
  permissionAction: ActionKey;
  /** Asks for an opinion (reject: required). */
  comment?: 'optional' | 'required';
  /** Refused while a later document's live lines were pulled from this one (de-approve, void). */
  blockedByDownstream?: boolean;
  /** Shown as a dangerous (red) button with a confirmation. */
  danger?: boolean;
  /** Sets the approval block (auditor, time, opinion). */
  audits?: boolean;
}

/** States whose lines may be pulled by a source link (approved and completed by default). */
export const sourceStates = (s: DocSourceDef): readonly number[] => s.states ?? [DocStatus.approved, DocStatus.completed];

/** What a source line of `qty` allows to pull under the link's tolerance (whole units stay whole). */
export const sourceAllowance = (s: DocSourceDef, qty: number) => {
  if (!s.tolerancePct) return qty;
  const raw = (qty * (100 + s.tolerancePct)) / 100;
  return Number.isInteger(qty) ? Math.floor(raw + 1e-9) : Math.round(raw * 1000) / 1000;
};

/** The default action table on DocStatus (DOMAIN.md §0.4): submit, approve, reject, de-approve, force-approve, void. */
export const docStatusActions: readonly DocActionDef[] = [
  {
    key: 'submit',
    label: '提交',
    from: [DocStatus.draft, DocStatus.rejected],
    to: DocStatus.pending,
    permissionAction: 'edit',
  },
  {
    key: 'approve',
    label: '审核',
    from: [DocStatus.pending],
    to: DocStatus.approved,
    permissionAction: 'approve',
    comment: 'optional',
    audits: true,
  },
  {
    key: 'reject',
    label: '驳回',
    from: [DocStatus.pending],
    to: DocStatus.rejected,
    permissionAction: 'approve',
    comment: 'required',
    danger: true,
    audits: true,
  },
  {
    key: 'forceApprove',
    label: '强制审核',
    from: [DocStatus.draft, DocStatus.rejected],
    to: DocStatus.approved,
    permissionAction: 'forceApprove',
    comment: 'optional',
    audits: true,
  },
  {
    key: 'deApprove',
    label: '反审核',
    from: [DocStatus.approved],
    to: DocStatus.draft,
    permissionAction: 'deApprove',
    blockedByDownstream: true,
    danger: true,
  },
  {
    key: 'void',
    label: '作废',
    from: [DocStatus.approved],
    to: DocStatus.voided,
    permissionAction: 'void',
    blockedByDownstream: true,
    danger: true,
    comment: 'optional',
  },
];

/** Lines of this document may be pulled from lines of another (the spec's select-…-list pickers). */
export interface DocSourceDef {
  /** Key stored in the line's sourceType. */
  key: string;
  /** Base path of the source document (its definition must be registered). */
  basePath: string;
  title: string;
  /** Line fields copied from the source line when a line is pulled (same key on both sides). */
  copy: readonly string[];
  /** Source states whose lines may be pulled; approved and completed when left out. */
  states?: readonly number[];
  /** The source line's field that bounds what may be pulled (the source's qtyField when left out). */
  limitField?: string;
  /** What may be pulled beyond the source line, in percent of it (a delivery a little over the order). */
  tolerancePct?: number;
  /** Head fields taken from the source document's head (same key on both sides): all pulled lines must agree. */
  copyHead?: readonly string[];
  /**
   * States of the source document that follow what live documents pulled from it: `open` while nothing
   * is pulled, `partial` while some is, `full` once every line is. Only a source in one of these three
   * states moves (a closed task stays closed).
   */
  progress?: { open: number; partial: number; full: number };
  /**
   * Whether a live document of this link holds its source against de-approve and void (default
   * yes). A record about the source, not a use of it (the incoming QC of a stock-in), does not.
   */
  holdsSource?: boolean;
}

export interface DocumentDef {
  /** Entity type name in the log and the OpenAPI document, e.g. PlateStockIn. */
  entity: string;
  module: string;
  /** SQL tables of the head and the lines. */
  table: string;
  lineTable: string;
  title: string;
  basePath: string;
  /** Permission name (Group.Resource): query/add/edit/delete/export and the actions' keys apply to it. */
  permission: string;
  scope: 'tenant' | 'factory';
  /** Numbering type of DOMAIN.md §3 (1–31), or an internal type. */
  documentType: number;
  head: Record<string, FieldDef>;
  line: Record<string, FieldDef>;
  /** The line field that is the document's quantity: pulled, remaining and totals are counted in it. */
  qtyField: string;
  /** Line fields summed in the totals row (qtyField always is). */
  totals?: readonly string[];
  /** States and actions; DocStatus and its default actions when left out. */
  states?: readonly DocStateDef[];
  actions?: readonly DocActionDef[];
  /** States in which head and lines may be edited and the document deleted. */
  editable?: readonly number[];
  sources?: readonly DocSourceDef[];
  /** Print layout: head fields shown above the lines and the signature boxes under them. */
  print?: { head: readonly string[]; signatures: readonly string[] };
  /** The head date the list's date range filters and sorts on (docDate unless given). */
  dateField?: string;
  /** Lines come only from the module's own picker (a QC order's inspected labels): the detail offers no blank 添加明细. */
  noManualLines?: boolean;
  /** Fewest lines a document may be saved with (1 unless given: a maintenance record may list no parts). */
  minLines?: number;
  /**
   * A state the clock gives, never stored: a document still in `from` whose `dateField` lies before
   * today answers `state.value` (a planned maintenance past its date is overdue), in lists, filters
   * and counts; its actions stay those of `from`.
   */
  overdue?: { from: number; dateField: string; state: DocStateDef };
  /** Cross-field rules of the whole document. */
  validate?(
    head: Record<string, unknown>,
    lines: Record<string, unknown>[],
  ): { message: string; members: string[] }[];
}

/** Keeps the literal field keys of head and lines, so that the server's tables type their columns by them. */
export const defineDocument = <const D extends DocumentDef>(def: D): D => def;

export const docStates = (def: DocumentDef): readonly DocStateDef[] => [
  ...(def.states ?? docStatusStates),
  ...(def.overdue ? [def.overdue.state] : []),
];
export const docActions = (def: DocumentDef) => def.actions ?? docStatusActions;
export const docDateField = (def: DocumentDef) => def.dateField ?? 'docDate';
export const docEditable = (def: DocumentDef) => def.editable ?? [DocStatus.draft, DocStatus.rejected];

/** The fields every line carries besides its own: where it was pulled from. */
export const lineSourceSchema = z.object({
  id: z.uuid('明细行ID格式不正确').optional(),
  sourceType: z.string().max(40).nullable().optional(),
  sourceId: z.uuid('来源单据ID格式不正确').nullable().optional(),
  sourceLineId: z.uuid('来源明细ID格式不正确').nullable().optional(),
});

function fieldsSchema(fields: Record<string, FieldDef>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, f] of Object.entries(fields)) if (!f.readOnly) shape[key] = fieldSchema(f);
  return z.object(shape);
}

/** A file attached to a document (DOMAIN.md §0.2): uploaded through /api/basic/file, named by its id. */
export const documentAttachmentSchema = z.object({
  fileId: z.uuid('附件ID格式不正确'),
  name: z.string().trim().min(1, '附件名称不能为空').max(200, '附件名称不能超过200个字符'),
  size: z.number().int().min(0).optional(),
});
/** An attachment as answers carry it: with its link. */
export const documentAttachment = z.object({ fileId: z.string(), name: z.string(), size: z.number().optional(), url: z.string().optional() });
export type DocumentAttachment = z.infer<typeof documentAttachment>;

/** Create/update payload: the head's editable fields and the lines, saved together. */
export function documentInputSchema(def: DocumentDef) {
  const line = fieldsSchema(def.line).extend(lineSourceSchema.shape);
  const body = fieldsSchema(def.head).extend({
    lines: z
      .array(line, { error: '明细必须是列表' })
      .min(def.minLines ?? 1, '请至少添加一行明细')
      .max(500, '一张单据最多500行明细'),
    attachments: z.array(documentAttachmentSchema, { error: '附件必须是列表' }).max(20, '一张单据最多20个附件').optional(),
    concurrencyStamp: z.string().max(40).optional(),
  });
  return def.validate
    ? body.superRefine((value, ctx) => {
        const { lines, attachments: _a, ...head } = value as Record<string, unknown> & { lines: Record<string, unknown>[] };
        for (const e of def.validate!(head, lines))
          ctx.addIssue({ code: 'custom', message: e.message, path: e.members });
      })
    : body;
}

/**
 * The answer schema of a document as its writes and actions answer it: the head's stored columns as
 * they are (named or not), with its lines.
 */
export const documentLine = z.looseObject({ id: z.string() });
export const documentHead = z.looseObject({
  id: z.string(),
  docNo: z.string(),
  status: z.number().int(),
  concurrencyStamp: z.string().nullish(),
});
export type DocumentHead = z.infer<typeof documentHead>;
export const documentRow = documentHead.extend({ lines: z.array(documentLine) });
export type DocumentRow = z.infer<typeof documentRow>;

/** Body of an action route. */
export const documentActionSchema = z.object({
  concurrencyStamp: z.string().max(40, '并发标记格式不正确').optional(),
  comment: z.string().trim().max(500, '意见不能超过500个字符').optional(),
});

/** A list filter on a sum of states: which states a bitmask names. */
export const statesInMask = (mask: number, states: readonly DocStateDef[]) =>
  states.filter((s) => (mask & s.value) !== 0).map((s) => s.value);
