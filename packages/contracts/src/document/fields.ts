import type { FieldDef } from '../resource/define.ts';
import { uuidRef } from '../resources/basicFields.ts';

/** The project's name a document head shows beside its picked project (filled by the server, never typed). */
export const projectNameField = {
  kind: 'string',
  label: '项目',
  max: 100,
  readOnly: true,
  column: { width: 180 },
} as const satisfies FieldDef;

/**
 * The project and batch a production document is about, picked through the module's own pickers (the
 * names their references are checked under), each with its shown name: one place for the four head
 * fields that change, outsource and QC documents share.
 */
export const projectBatchFields = (pick: { project: string; batch: string }) =>
  ({
    projectId: { ...uuidRef('项目', pick.project), required: true },
    projectName: projectNameField,
    batchId: uuidRef('批次', pick.batch, 'label'),
    batchNo: { kind: 'string', label: '批次', max: 32, readOnly: true, column: { width: 90 } },
  }) satisfies Record<string, FieldDef>;
