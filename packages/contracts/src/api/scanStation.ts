import { z } from 'zod';
import { productMeasures } from './cad.ts';
import { PRODUCT_PATH } from './labelLog.ts';

/**
 * The floor's scan page (/scan, issue 15 item 2): a phone or the IPC terminal scans a label, sees
 * the part and confirms. It reads its set-up once (kept for offline use), previews each scan with the
 * same checks as the write, and queues scans made while the network is down.
 */
export const scanStationApi = {
  /** GET: the terminals, processes and workers the page chooses from. */
  setup: `${PRODUCT_PATH}/log/setup`,
  /** POST with the scan's body: every check of POST /log, nothing written; answers a ScanPreview. */
  check: `${PRODUCT_PATH}/log/check`,
  /** POST: the scan itself (the label log's own call). */
  scan: `${PRODUCT_PATH}/log`,
} as const;

export const scanSetup = z.object({
  /** Live IPC and PDA terminals of the current factory, with the processes each may report (empty: any). */
  terminals: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      code: z.string(),
      equipmentType: z.number().int(),
      processIds: z.array(z.string()),
      useDate: z.string().nullable(),
    }),
  ),
  processes: z.array(z.object({ id: z.string(), name: z.string(), mustFollowPrevious: z.boolean() })),
  employees: z.array(z.object({ id: z.string(), name: z.string(), jobNo: z.string() })),
  /** The signed-in user's own employee, the page's default worker. */
  myEmployeeId: z.string().nullable(),
});
export type ScanSetup = z.infer<typeof scanSetup>;

export const scanPreview = productMeasures.extend({
  labelNo: z.string(),
  labelState: z.number().int(),
  processName: z.string(),
  projectName: z.string(),
  batchNo: z.string(),
  productCode: z.string(),
  productName: z.string().nullable(),
  bendCount: z.number(),
  remark: z.string().nullable(),
  thumbnailUrl: z.string(),
  /** The label's route: each process once, whether it is done, and which one this scan is at. */
  route: z.array(z.object({ processId: z.string(), processName: z.string(), done: z.boolean(), current: z.boolean() })),
});
export type ScanPreview = z.infer<typeof scanPreview>;

/** Scans kept on the device while offline; beyond this the page refuses to queue more. */
export const SCAN_QUEUE_MAX = 500;

export const scanStationMessages = {
  needSetup: '请先选择终端、工序和报工员工',
  queued: (n: number) => `网络中断，已保存在本机（待上传${n}条），联网后自动上传`,
  queueFull: `本机待上传的扫码已达${SCAN_QUEUE_MAX}条，请联网上传后再扫`,
  sent: (n: number) => `已补传${n}条离线扫码`,
  sentFailed: (n: number) => `${n}条离线扫码上传被拒绝，请查看原因`,
  reported: (labelNo: string, process: string) => `标签“${labelNo}”已在“${process}”报工`,
} as const;
