import { and, eq } from 'drizzle-orm';
import { CadPermissions, EditionType, UserStatus, Permissions } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { applyTemplate } from './default-roles.ts';
import { STANDARD_STAFFINGS } from './staffing-routes.ts';
import { defaultRoles, employees, memberRoles, members, organizationUnitMembers, organizationUnits, queryOrganizationUnits, roles, users } from './schema.ts';

const ALL = ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable', 'import', 'export'];
const READ = ['query', 'get'];
const g = (permissionId: string, actionList: string[]) => ({ permissionId, actionList });

/** Role templates of the platform (DOMAIN 2.2): they seed the roles of every new tenant of the edition. */
const TEMPLATES = [
  { name: '生产主管', sort: 1, permissions: [g(Permissions.AlProduce.Plans, ALL), g(CadPermissions.projects, READ), g(Permissions.AlQC.QCLogs, READ), g(Permissions.AlProduce.ChangeOrders, [...ALL, 'approve']), g(Permissions.AlProduce.ChangeOrderTypes, ALL)] },
  // people told of a change order open it from the bell: those who plan and run production read them (and the type it names)
  { name: '计划员', sort: 2, isDefault: true, permissions: [g(CadPermissions.projects, ['query', 'get', 'add', 'edit']), g(Permissions.AlNest.Orders, ['query', 'get', 'add']), g(Permissions.AlBasic.CustomMadeOrderNums, ['query']), g(Permissions.AlProduce.ChangeOrders, READ), g(Permissions.AlProduce.ChangeOrderTypes, READ)] },
  { name: '质检员', sort: 3, permissions: [g(Permissions.AlQC.QCLogs, ALL), g(Permissions.AlQC.QCOrders, ALL), g(Permissions.AlQC.ReworkOrder, ALL)] },
  { name: '仓管', sort: 4, permissions: [g(Permissions.AlMaterialWareHouse.Stocks, ALL), g(Permissions.AlMaterialWareHouse.StockIns, ALL), g(Permissions.AlMaterialWareHouse.StockOuts, ALL), g(Permissions.AlProductWareHouse.StockIns, ALL), g(Permissions.AlProductWareHouse.StockOuts, ALL)] },
  { name: '销售', sort: 5, permissions: [g(Permissions.AlSale.AgreementContract, ALL), g(Permissions.AlSale.ProjectOrder, ALL), g(CadPermissions.projects, READ)] },
  { name: '操作工', sort: 6, dataPermission: 1, permissions: [g(Permissions.AlProduce.Plans, READ), g(Permissions.AlProduce.ChangeOrders, READ), g(Permissions.AlProduce.ChangeOrderTypes, READ)] },
];

const DEMO_PEOPLE = [
  { userName: 'lihua', name: '李华', phoneNumber: '13800000001', unit: '生产部', role: '计划员' },
  { userName: 'zhaoqiang', name: '赵强', phoneNumber: '13800000002', unit: '下料车间', role: '操作工' },
  { userName: 'chenjing', name: '陈静', phoneNumber: '13800000003', unit: '质检部', role: '质检员' },
  { userName: 'liumin', name: '刘敏', phoneNumber: '13800000004', unit: '销售部', role: '销售' },
];

const UNITS: [string, string | null][] = [
  ['总经办', null],
  ['生产部', null],
  ['下料车间', '生产部'],
  ['折弯车间', '生产部'],
  ['喷涂车间', '生产部'],
  ['质检部', null],
  ['销售部', null],
  ['采购部', null],
];

const EMPLOYEES = [
  ['E001', '周师傅', '下料车间', '数控冲床操作工', 1],
  ['E002', '吴师傅', '折弯车间', '折弯机操作工', 1],
  ['E003', '郑师傅', '喷涂车间', '喷涂工', 1],
  ['E004', '孙师傅', '下料车间', '激光切割操作工', 1],
  ['E005', '钱师傅', '折弯车间', '焊工', 4],
  ['E006', '冯质检', '质检部', '质检员', 1],
] as const;

/** Filters permission names the route table does not know (templates are written by hand). */
const known = (names: Set<string>) => (p: { permissionId: string }) => names.has(p.permissionId);

/**
 * Identity demo data for 示范铝业有限公司: role templates, the organisation tree, colleagues of the
 * owner with their roles, shop-floor employees and the page personnel configurations.
 */
export async function seedIdentityDemo(tx: Tx, tenantId: string, passwordHash: string, permissionNames: string[]) {
  const names = new Set(permissionNames);
  const templates = await tx
    .insert(defaultRoles)
    .values(TEMPLATES.map((t) => ({ ...t, permissions: t.permissions.filter(known(names)), editionTypes: [EditionType.enterprise] })))
    .returning();
  for (const t of templates) {
    const [same] = await tx.select().from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.name, t.name)));
    if (same) await tx.update(roles).set({ defaultRoleId: t.id }).where(and(eq(roles.tenantId, tenantId), eq(roles.id, same.id)));
    else await applyTemplate(tx, tenantId, t, null);
  }

  const unitIds = new Map<string, { id: string; code: string }>();
  let top = 0;
  const childCount = new Map<string, number>();
  for (const [name, parent] of UNITS) {
    const p = parent ? unitIds.get(parent)! : null;
    const n = p ? (childCount.get(parent!) ?? 0) + 1 : ++top;
    if (parent) childCount.set(parent, n);
    const code = `${p ? `${p.code}.` : ''}${String(n).padStart(5, '0')}`;
    const [row] = await tx.insert(organizationUnits).values({ tenantId, parentId: p?.id ?? null, displayName: name, code, sort: n }).returning();
    unitIds.set(name, { id: row!.id, code });
  }

  const roleRows = await tx.select().from(roles).where(eq(roles.tenantId, tenantId));
  for (const person of DEMO_PEOPLE) {
    const [u] = await tx.insert(users).values({ userName: person.userName, name: person.name, phoneNumber: person.phoneNumber, passwordHash }).returning();
    const [m] = await tx.insert(members).values({ tenantId, userId: u!.id, userStatus: UserStatus.agreed }).returning();
    const role = roleRows.find((r) => r.name === person.role);
    if (role) await tx.insert(memberRoles).values({ tenantId, memberId: m!.id, roleId: role.id });
    await tx.insert(organizationUnitMembers).values({ tenantId, memberId: m!.id, organizationUnitId: unitIds.get(person.unit)!.id });
  }
  const [owner] = await tx.select().from(members).where(and(eq(members.tenantId, tenantId), eq(members.isAdmin, true)));
  if (owner) await tx.insert(organizationUnitMembers).values({ tenantId, memberId: owner.id, organizationUnitId: unitIds.get('总经办')!.id });

  await tx.insert(employees).values(
    EMPLOYEES.map(([jobNo, name, unit, position, status], i) => ({
      tenantId,
      jobNo,
      name,
      organizationUnitId: unitIds.get(unit)!.id,
      position,
      wageType: 1,
      baseSalary: 3000 + i * 200,
      pieceRateFactor: 1,
      entryDate: `202${i % 4}-03-0${i + 1}`,
      leaveDate: status === 4 ? '2025-12-31' : null,
      status,
      enabled: status !== 4,
    })),
  );

  const production = unitIds.get('生产部')!;
  await tx.insert(queryOrganizationUnits).values(
    STANDARD_STAFFINGS.map((s) => ({ ...s, tenantId, organizationUnitId: production.id, organizationUnitName: '生产部' })),
  );
}
