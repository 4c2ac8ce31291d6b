import { and, eq } from 'drizzle-orm';
import { employeeResource, LabelState, processResource, QcResult, qcMessages, type QcResultFields } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import { checkRefs } from '../../core/resource/refs.ts';
import { checkAttachments } from '../../core/document/attachments.ts';
import { cadLabels } from '../cad/schema.ts';
import { qcLogs } from './qc-log-schema.ts';
import type { LabelPiece } from '../cad/labels.ts';

/** A plain scan at a QC process, without a result given: the inspector let the piece pass. */
export const PASSED: QcResultFields = { result: QcResult.qualified, photos: [], responsibleEmployeeIds: [], deductAmount: 0 };

/** The label state a result leaves (DOMAIN §2.4): passed and concession qualified, failed unqualified, scrap scrapped. */
export const stateAfter = (result: number) =>
  result === QcResult.unqualified ? LabelState.unqualified : result === QcResult.scrap ? LabelState.scrapped : LabelState.qualified;

/** The scan at a QC process this result belongs to (what recordScan wrote). */
export interface QcScan extends LabelPiece {
  id: string;
  processId: string;
  employeeIds: string[];
  isRework: boolean;
  scanTime: Date;
  shiftDate: string;
}

/**
 * The QC log of a scan at a QC process, and the label's new state. Called by recordScan inside the
 * scan's transaction, so a refused detail (an unknown responsible worker) takes the scan back too.
 * A change order's block stays on the label whatever the result.
 */
export async function writeQcLog(tx: Tx, ctx: RequestContext, scan: QcScan, labelState: number, qc: QcResultFields) {
  await checkRefs(
    tx,
    ctx,
    {
      responsibleProcessId: { label: '责任工序', target: processResource.basePath, missing: qcMessages.responsibleProcessMissing },
      responsibleEmployeeIds: { label: '责任人', target: employeeResource.basePath, missing: qcMessages.responsibleMissing },
    },
    { responsibleProcessId: qc.responsibleProcessId ?? null, responsibleEmployeeIds: qc.responsibleEmployeeIds },
  );
  const photos = await checkAttachments(tx, ctx, qc.photos).catch((e: Error) => {
    throw badRequest(e.message.replace('附件', '照片'), ['photos']);
  });
  const [row] = await tx
    .insert(qcLogs)
    .values({
      tenantId: ctx.tenantId!,
      factoryId: ctx.factoryId!,
      labelId: scan.labelId,
      labelNo: scan.labelNo,
      productId: scan.productId,
      projectId: scan.projectId,
      batchId: scan.batchId,
      processId: scan.processId,
      labelLogId: scan.id,
      inspectorId: scan.employeeIds[0]!,
      result: qc.result,
      defectType: qc.defectType ?? null,
      description: qc.description ?? null,
      photos,
      responsibleProcessId: qc.responsibleProcessId ?? null,
      responsibleEmployeeIds: qc.responsibleEmployeeIds,
      deductAmount: qc.deductAmount,
      isRework: scan.isRework,
      time: scan.scanTime,
      shiftDate: scan.shiftDate,
      creatorId: ctx.userId,
    })
    .returning();
  await tx
    .update(cadLabels)
    .set({ state: (labelState & LabelState.blocked) | stateAfter(qc.result) })
    .where(and(eq(cadLabels.tenantId, ctx.tenantId!), eq(cadLabels.id, scan.labelId)));
  return row!;
}
