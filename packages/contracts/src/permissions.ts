import { z } from 'zod';
import { Permissions } from './permission-names.ts';
import { flattenRoutes, platformRoutes, tenantRoutes } from './routes/index.ts';

/** Permission groups of spec 03 §6 with their Chinese names. */
export const PERMISSION_GROUPS = {
  AlDashboard: '仪表盘',
  RedSaasManagement: 'SaaS管理',
  AlLog: '日志管理',
  RedFeature: '功能管理',
  AlWeb: '企业官网',
  AbpIdentity: '身份认证',
  AbpOrganizationUnit: '组织管理',
  AlThird: '第三方配置',
  AlBasic: '基础数据',
  AlNestAdmin: '排版统计',
  AlAgentPay: '代理商支付',
  AlPayment: '支付管理',
  AlCad: '项目管理',
  AlNest: '排版管理',
  AlProduce: '生产管理',
  AlOutsource: '委外管理',
  AlQC: '质量管理',
  AlKanban: '看板管理',
  AlSale: '销售管理',
  AlProductWareHouse: '成品仓库',
  AlMaterialPurchase: '板材采购',
  AlMaterialWareHouse: '板材仓库',
  AlPsiManagement: '进销存管理',
  AlFinance: '财务管理',
  AlReport: '报表中心',
  AlAgentUser: '代理商用户',
  AlTenant: '企业中心',
  AlSupplier: '供应商',
} as const;
export type PermissionGroupName = keyof typeof PERMISSION_GROUPS;

const groupName = z.enum(Object.keys(PERMISSION_GROUPS) as [PermissionGroupName, ...PermissionGroupName[]]);
export const permissionDef = z.object({
  /** Group.Resource */
  name: z.string(),
  group: groupName,
  /** Title of the first route that uses it. */
  displayName: z.string(),
  /** Paths of the routes that list it. */
  paths: z.array(z.string()),
});
export type PermissionDef = z.infer<typeof permissionDef>;

export const permissionGroupDef = z.object({ name: groupName, displayName: z.string(), permissions: z.array(permissionDef) });
export type PermissionGroupDef = z.infer<typeof permissionGroupDef>;

function derive(): PermissionGroupDef[] {
  const byName = new Map<string, PermissionDef>();
  for (const r of flattenRoutes([...tenantRoutes, ...platformRoutes])) {
    for (const p of r.permissions) {
      const group = p.split('.')[0] as PermissionGroupName;
      if (!(group in PERMISSION_GROUPS)) throw new Error(`未知权限分组: ${p}`);
      const def = byName.get(p) ?? { name: p, group, displayName: r.title, paths: [] };
      if (!def.paths.includes(r.path)) def.paths.push(r.path);
      byName.set(p, def);
    }
  }
  return (Object.keys(PERMISSION_GROUPS) as PermissionGroupName[])
    .map((g) => ({
      name: g,
      displayName: PERMISSION_GROUPS[g],
      permissions: [...byName.values()].filter((p) => p.group === g),
    }))
    .filter((g) => g.permissions.length > 0);
}

/** The permission catalogue, derived from the route table, grouped as spec 03 §6. */
export const PERMISSION_CATALOGUE: PermissionGroupDef[] = derive();

/** Every permission name of the catalogue. */
export const ALL_PERMISSIONS: string[] = PERMISSION_CATALOGUE.flatMap((g) => g.permissions.map((p) => p.name));

/** The factory switcher appears only with this policy (spec 01 §2). */
export const FACTORY_POLICY = Permissions.AbpOrganizationUnit.Factorys;

/**
 * Groups of the platform's own work (tenants and editions, all spaces' payments, nesting
 * statistics): held by platform administrators only, never by a space's roles or administrators.
 */
export const PLATFORM_PERMISSION_GROUPS: readonly PermissionGroupName[] = ['RedSaasManagement', 'AlPayment', 'AlNestAdmin'];
export const PLATFORM_ONLY_PERMISSIONS: ReadonlySet<string> = new Set(
  PERMISSION_CATALOGUE.filter((g) => PLATFORM_PERMISSION_GROUPS.includes(g.name)).flatMap((g) => g.permissions.map((p) => p.name)),
);
