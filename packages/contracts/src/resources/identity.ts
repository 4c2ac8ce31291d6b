import { Permissions } from '../permission-names.ts';
import { defineResource } from '../resource/define.ts';

export const wageTypeOptions = [
  { label: '计件', value: 1 },
  { label: '计时', value: 2 },
  { label: '月薪', value: 3 },
  { label: '混合', value: 4 },
] as const;
export const employeeStatusOptions = [
  { label: '在职', value: 1 },
  { label: '休假', value: 2 },
  { label: '离职', value: 4 },
] as const;

/** Employees (/identity/employee): shop-floor people, with or without a platform account. */
export const employeeResource = defineResource({
  entity: 'Employee',
  module: 'identity',
  table: 'employees',
  title: '员工',
  basePath: '/api/identity/employees',
  permission: Permissions.AbpIdentity.Employees,
  scope: 'tenant',
  defaultSorting: 'jobNo asc',
  unique: [['jobNo']],
  fields: {
    jobNo: { kind: 'string', label: '工号', required: true, max: 32, column: { width: 100 }, search: 'input', sortable: true },
    name: { kind: 'string', label: '姓名', required: true, max: 64, column: { width: 100 }, search: 'input', sortable: true },
    phone: { kind: 'string', label: '手机号', max: 20, pattern: { source: '^[0-9+\\-\\s]*$', message: '手机号格式不正确' }, column: { width: 130 } },
    organizationUnitId: { kind: 'uuid', label: '所属机构', search: 'treeSelect' },
    position: { kind: 'string', label: '岗位', max: 64, column: { width: 100 } },
    wageType: { kind: 'int', label: '工资类型', options: wageTypeOptions, column: { width: 90 }, search: 'select' },
    baseSalary: { kind: 'decimal', label: '底薪', scale: 2, max: 9999999, column: { width: 100 } },
    pieceRateFactor: { kind: 'decimal', label: '计件系数', scale: 2, max: 99, default: 1, column: { width: 90 } },
    icCardNo: { kind: 'string', label: 'IC卡号', max: 64 },
    idCardNo: { kind: 'string', label: '身份证号', max: 32, pattern: { source: '^([0-9]{17}[0-9Xx])?$', message: '身份证号格式不正确' } },
    entryDate: { kind: 'date', label: '入职日期', column: { width: 110 }, sortable: true },
    leaveDate: { kind: 'date', label: '离职日期' },
    status: { kind: 'int', label: '在职状态', required: true, default: 1, options: employeeStatusOptions, column: { width: 90 }, search: 'select' },
    userId: { kind: 'uuid', label: '登录账号' },
    enabled: { kind: 'bool', label: '启用', required: true, default: true, column: { width: 80 }, search: 'select' },
    remark: { kind: 'string', label: '备注', max: 200, column: true },
  },
  validate: (v) =>
    v.entryDate && v.leaveDate && v.leaveDate < v.entryDate ? [{ message: '离职日期不能早于入职日期', members: ['leaveDate'] }] : [],
});

/** Factories of an enterprise space (/identity/factorys). */
export const factoryResource = defineResource({
  entity: 'Factory',
  module: 'identity',
  table: 'factories',
  title: '工厂',
  basePath: '/api/multi-factory/factorys',
  permission: Permissions.AbpOrganizationUnit.Factorys,
  scope: 'tenant',
  defaultSorting: 'sort asc',
  unique: [['code'], ['name']],
  fields: {
    name: { kind: 'string', label: '工厂名称', required: true, max: 64, column: { width: 160 }, search: 'input', sortable: true },
    code: { kind: 'string', label: '工厂编码', required: true, max: 32, pattern: { source: '^[A-Za-z0-9_-]*$', message: '工厂编码只能包含字母、数字、_ 或 -' }, column: { width: 110 }, search: 'input', sortable: true },
    address: { kind: 'string', label: '地址', max: 200, column: true },
    logoUrl: { kind: 'string', label: 'Logo地址', max: 500 },
    parentId: { kind: 'uuid', label: '上级工厂' },
    sort: { kind: 'int', label: '排序', min: 0, max: 9999, default: 0, column: { width: 80 }, sortable: true },
  },
});

/**
 * Page personnel configuration (/identity/staffing): which organisation unit's people a page's staff
 * search offers, keyed by route name and query key.
 */
export const queryOrganizationUnitResource = defineResource({
  entity: 'QueryOrganizationUnit',
  module: 'identity',
  table: 'query_organization_units',
  title: '人员配置',
  basePath: '/api/basic/query-organization-unit',
  permission: Permissions.AbpOrganizationUnit.Staffings,
  scope: 'tenant',
  defaultSorting: 'routerName asc',
  unique: [['routerName', 'queryUserKey']],
  fields: {
    moduleName: { kind: 'string', label: '模块名称', required: true, max: 64, column: { width: 140 }, search: 'input', sortable: true },
    routerName: { kind: 'string', label: '路由名称', required: true, max: 128, column: { width: 200 }, search: 'input', sortable: true },
    queryUserTitle: { kind: 'string', label: '查询标题', required: true, max: 64, column: { width: 120 } },
    queryUserKey: { kind: 'string', label: '查询Key', required: true, max: 64, column: { width: 120 } },
    organizationUnitId: { kind: 'uuid', label: '机构', required: true },
    organizationUnitName: { kind: 'string', label: '机构名称', max: 64, column: { width: 140 } },
  },
});
