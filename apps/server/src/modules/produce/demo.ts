import { and, asc, eq } from 'drizzle-orm';
import { CapacityUnit, EquipmentSource, EquipmentType, equipmentFeatureCodeOptions, InternalDocType, localToday, MaintenanceStatus, PlanStatus } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { cadBatches, cadLabels, cadProjects } from '../cad/schema.ts';
import {
  clientCapacities,
  equipment,
  equipmentFeatures,
  equipmentGroups,
  equipmentLogs,
  equipmentMaintenanceLines,
  equipmentMaintenances,
  processes,
  processGroups,
  productionPlanLines,
  productionPlans,
  projectProcesses,
} from './schema.ts';
import { amountOf, productsOf, round2 } from './progress.ts';
import type { DemoIds } from '../../core/http/context.ts';

const day = (offset: number) => localToday(new Date(Date.now() + offset * 86_400_000));
type Row = Record<string, unknown> & { id: string };

/** The shop's process route: group, kind, pay basis, rate, daily capacity and its unit. */
const PROCESSES = [
  ['激光切割', 'QG', '下料', 1, 2, 1.2, 160, CapacityUnit.area],
  ['折弯', 'ZW', '成型', 2, 1, 0.8, 260, CapacityUnit.pieces],
  ['焊螺柱', 'LZ', '连接', 3, 1, 0.3, 320, CapacityUnit.pieces],
  ['焊接', 'HJ', '连接', 3, 1, 1.5, 120, CapacityUnit.pieces],
  ['打磨', 'DM', '表面处理', 4, 2, 0.6, 180, CapacityUnit.area],
  ['喷涂', 'PT', '表面处理', 5, 2, 2.5, 220, CapacityUnit.area],
  ['质检', 'ZJ', '后道', 6, 1, 0.2, 400, CapacityUnit.pieces],
  ['包装', 'BZ', '后道', 7, 1, 0.3, 360, CapacityUnit.pieces],
] as const;

/** Machines: name, code, type, group, processes; then the terminals the platform licensed. */
const MACHINES = [
  ['激光切割机 1号', 'LC-01', 1, '下料车间', ['激光切割'], 'Trumpf', 'TruLaser 3030'],
  ['激光切割机 2号', 'LC-02', 1, '下料车间', ['激光切割'], '大族', 'G3015H'],
  ['数控折弯机 1号', 'PB-01', 4, '钣金车间', ['折弯'], 'Amada', 'HG-1303'],
  ['数控折弯机 2号', 'PB-02', 4, '钣金车间', ['折弯'], '亚威', 'PBH-110'],
  ['螺柱焊机', 'SW-01', 5, '钣金车间', ['焊螺柱'], '奥特', 'RSR-2500'],
  ['焊接工位 1号', 'WD-01', 6, '钣金车间', ['焊接'], '松下', 'YD-350'],
  ['打磨工位', 'GR-01', 7, '钣金车间', ['打磨'], '博世', 'GWS 9-125'],
  ['喷涂线', 'SP-01', 8, '喷涂车间', ['喷涂'], '金马', 'PT-3000'],
] as const;

/**
 * The demo space's production set-up: process groups and the eight-step route of a panel shop with
 * rates and daily capacities, workshops and their machines, licensed terminals (one expired, one
 * not yet allocated), terminal functions, the route of 佛山金融中心幕墙, a week of plans on the
 * machines, maintenance records (done, planned, overdue), output records and terminal logs.
 */
export async function seedProduceDemo(tx: Tx, ids: DemoIds) {
  const base = { tenantId: ids.tenantId, creatorId: ids.userId };
  const groups = (await tx
    .insert(processGroups)
    .values(['下料', '成型', '连接', '表面处理', '后道'].map((name, i) => ({ ...base, name, sort: i + 1 })))
    .returning()) as Row[];
  const groupId = (name: string) => groups.find((g) => g.name === name)!.id;
  const procs = (await tx
    .insert(processes)
    .values(
      PROCESSES.map(([name, code, group, kind, performanceField, unitPrice, dailyCapacity, capacityUnit], i) => ({
        ...base,
        name,
        code,
        processGroupId: groupId(group),
        kind,
        sort: (i + 1) * 10,
        isQc: name === '质检',
        mustFollowPrevious: name === '喷涂' || name === '包装',
        reportMode: name === '激光切割' ? 2 : 1,
        inDailyReport: true,
        performanceField,
        unitPrice,
        reworkRateFactor: 50,
        dailyCapacity,
        capacityUnit,
        shifts: name === '激光切割' ? 2 : 1,
        headcount: name === '喷涂' ? 6 : 2,
        allowOutsource: name === '喷涂',
        enabled: true,
      })),
    )
    .returning()) as Row[];
  const processId = (name: string) => procs.find((p) => p.name === name)!.id;

  const workshops = (await tx
    .insert(equipmentGroups)
    .values(['下料车间', '钣金车间', '喷涂车间', '扫码终端'].map((name, i) => ({ ...base, name, sort: i + 1 })))
    .returning()) as Row[];
  const workshop = (name: string) => workshops.find((g) => g.name === name)!.id;
  const features = (await tx
    .insert(equipmentFeatures)
    .values(equipmentFeatureCodeOptions.map((o, i) => ({ ...base, name: o.label, code: String(o.value), sort: i + 1, enabled: true })))
    .returning()) as Row[];
  const allFeatures = features.map((f) => f.id).join(',');
  const machines = (await tx
    .insert(equipment)
    .values([
      ...MACHINES.map(([name, code, equipmentType, group, can, brand, model]) => ({
        ...base,
        factoryId: ids.factoryId,
        name,
        code,
        equipmentType,
        equipmentGroupId: workshop(group),
        source: EquipmentSource.own,
        brand,
        model,
        purchaseDate: day(-600),
        processIds: can.map(processId).join(','),
        location: group,
        maintenanceCycleDays: 30,
        lastMaintenanceDate: day(-12),
        nextMaintenanceDate: day(18),
        status: 1,
      })),
      ...(
        [
          ['工位机 折弯区', 'XF2401010-001', EquipmentType.ipc, ['折弯', '焊螺柱', '焊接'], day(300), ids.factoryId],
          ['工位机 喷涂区', 'XF2401010-002', EquipmentType.ipc, ['打磨', '喷涂'], day(300), ids.factoryId],
          ['PDA 质检', 'XF2401010-003', EquipmentType.pda, ['质检', '包装'], day(300), ids.factoryId],
          ['PDA 旧机', 'XF2301005-001', EquipmentType.pda, [], day(-5), ids.factoryId],
          ['PDA 备用', 'XF2401010-004', EquipmentType.pda, [], day(300), null],
        ] as const
      ).map(([name, serialNo, equipmentType, can, useDate, factoryId]) => ({
        ...base,
        factoryId,
        name,
        code: serialNo,
        serialNo,
        equipmentType,
        equipmentGroupId: workshop('扫码终端'),
        source: EquipmentSource.licensed,
        model: equipmentType === EquipmentType.pda ? 'PDA-X9' : 'IPC-15',
        useDate,
        processIds: can.map(processId).join(',') || null,
        featureIds: allFeatures,
        status: 1,
      })),
    ])
    .returning()) as Row[];
  const machine = (code: string) => machines.find((m) => m.code === code)!;

  const [project] = await tx.select().from(cadProjects).where(and(eq(cadProjects.tenantId, ids.tenantId), eq(cadProjects.name, '佛山金融中心幕墙')));
  if (!project) return;
  await tx.insert(projectProcesses).values(
    PROCESSES.map(([name], i) => ({ ...base, projectId: project.id, processId: processId(name), processName: name, sort: (i + 1) * 10 })),
  );
  const batches = await tx.select().from(cadBatches).where(and(eq(cadBatches.tenantId, ids.tenantId), eq(cadBatches.projectId, project.id))).orderBy(asc(cadBatches.sort));
  const products = await productsOf(tx, ids.tenantId, [project.id]);
  const plans: [string[], string, string[], number, number, number][] = [
    [['第1批'], 'LC-01', ['激光切割'], -2, -1, PlanStatus.released],
    [['第2批'], 'LC-02', ['激光切割'], -1, 1, PlanStatus.released],
    [['第3批'], 'LC-01', ['激光切割'], 0, 2, PlanStatus.released],
    [['第1批'], 'PB-01', ['折弯'], 0, 1, PlanStatus.released],
    [['第2批', '第3批'], 'PB-02', ['折弯'], 2, 4, PlanStatus.draft],
    [['第1批', '第2批'], 'SP-01', ['喷涂'], 3, 5, PlanStatus.draft],
  ];
  const sortOf = new Map<string, number>();
  for (const [batchNos, code, procNames, from, to, status] of plans) {
    const mine = batches.filter((b) => batchNos.includes(b.batchNo));
    const amounts = mine.map((b) => ({ b, a: amountOf(products.filter((p) => p.batchId === b.id)) }));
    const sort = (sortOf.get(code) ?? 0) + 1;
    sortOf.set(code, sort);
    const [plan] = (await tx
      .insert(productionPlans)
      .values({
        ...base,
        factoryId: ids.factoryId,
        docNo: await nextDocNo(tx, ids.tenantId, InternalDocType.productionPlan, new Date()),
        status,
        projectId: project.id,
        projectName: project.name,
        equipmentId: machine(code).id,
        processIds: procNames.map(processId).join(','),
        planStart: day(from),
        planEnd: day(to),
        sort,
        plannedQty: amounts.reduce((s, x) => s + x.a.pieces, 0),
        plannedArea: round2(amounts.reduce((s, x) => s + x.a.area, 0)),
      })
      .returning()) as Row[];
    await tx.insert(productionPlanLines).values(
      amounts.map(({ b, a }, i) => ({ tenantId: ids.tenantId, docId: plan!.id, sort: i, batchId: b.id, batchNo: b.batchNo, plannedQty: a.pieces, plannedArea: round2(a.area) })),
    );
  }

  await seedMaintenance(tx, ids, machine);
  // a week of output on the cutting and bending machines, and terminal scan logs behind the statistics
  const out: Record<string, unknown>[] = [];
  for (let d = -7; d <= -1; d++) {
    out.push({ ...base, factoryId: ids.factoryId, date: day(d), equipmentId: machine('LC-01').id, processId: processId('激光切割'), qty: 90 + ((d * 7) % 20), area: 130 + ((d * 13) % 30), workMinutes: 900, employees: 2 });
    out.push({ ...base, factoryId: ids.factoryId, date: day(d), equipmentId: machine('PB-01').id, processId: processId('折弯'), qty: 210 + ((d * 11) % 40), area: 95, workMinutes: 480, employees: 2 });
  }
  await tx.insert(clientCapacities).values(out);
  const labels = await tx.select({ labelNo: cadLabels.labelNo }).from(cadLabels).where(eq(cadLabels.tenantId, ids.tenantId)).limit(40);
  const logs: (typeof equipmentLogs.$inferInsert)[] = [];
  const terminals: [string, string][] = [
    ['XF2401010-001', '折弯'],
    ['XF2401010-001', '焊螺柱'],
    ['XF2401010-002', '喷涂'],
    ['XF2401010-003', '质检'],
  ];
  for (let d = -6; d <= 0; d++)
    for (const [i, [code, proc]] of terminals.entries())
      for (let n = 0; n < 3 + ((d + i * 3 + 10) % 5); n++)
        logs.push({
          tenantId: ids.tenantId,
          factoryId: ids.factoryId,
          equipmentId: machine(code).id,
          featureCode: 'scan-report',
          action: 'scan',
          processId: processId(proc),
          qty: 1,
          payload: { labelNo: labels[(n + i) % Math.max(1, labels.length)]?.labelNo ?? null },
          time: new Date(Date.now() + d * 86_400_000 - (n * 15 + 3) * 60_000),
        });
  logs.push({ tenantId: ids.tenantId, factoryId: ids.factoryId, equipmentId: machine('XF2301005-001').id, featureCode: 'scan-report', action: 'scan', result: 'refused', message: '终端使用期限已到期', qty: 0, time: new Date(Date.now() - 3_600_000) });
  logs.push({ tenantId: ids.tenantId, factoryId: ids.factoryId, equipmentId: machine('XF2401010-003').id, featureCode: 'pack', action: 'pack', qty: 12, time: new Date(Date.now() - 7_200_000) });
  await tx.insert(equipmentLogs).values(logs);
}

async function seedMaintenance(tx: Tx, ids: DemoIds, machine: (code: string) => Row) {
  const records: [string, number, number, number | null, string, [string, number, number][]][] = [
    ['LC-01', 1, -12, -12, '更换保护镜片，清洁切割头与导轨，检查冷水机水位', [['保护镜片', 2, 85], ['导轨润滑脂', 1, 60]]],
    ['PB-01', 3, 3, null, '检查液压油位、滑块平行度与后挡料定位', []],
    ['SP-01', 1, -2, null, '清理喷房滤网与回收系统，校验喷枪出粉量', [['喷房滤网', 4, 45]]],
  ];
  for (const [code, type, plan, done, content, parts] of records) {
    const lines = parts.map(([itemName, qty, unitCost], i) => ({ tenantId: ids.tenantId, sort: i, itemName, qty, unitCost, amount: round2(qty * unitCost) }));
    const [doc] = (await tx
      .insert(equipmentMaintenances)
      .values({
        tenantId: ids.tenantId,
        factoryId: ids.factoryId,
        creatorId: ids.userId,
        docNo: await nextDocNo(tx, ids.tenantId, InternalDocType.equipmentMaintenance, new Date()),
        status: done == null ? MaintenanceStatus.planned : MaintenanceStatus.done,
        equipmentId: machine(code).id,
        type,
        planDate: day(plan),
        doneDate: done == null ? null : day(done),
        technicianId: ids.userId,
        downtimeHours: done == null ? null : 3,
        cost: round2(lines.reduce((s, l) => s + l.amount, 0)),
        content,
      })
      .returning()) as Row[];
    if (lines.length) await tx.insert(equipmentMaintenanceLines).values(lines.map((l) => ({ ...l, docId: doc!.id })));
  }
}
