import { customOrderCodeResource as def, type GrantedPolicy } from '@al/contracts';
import { describe, expect, it } from 'vitest';
import { actionLabel, changedFields } from './logs.ts';
import { hasAction } from './permissions.ts';
import { listFilters, searchFieldsOf } from './search.ts';

const row = {
  documentType: 3,
  prefix: 'FH',
  datePart: 'yyMMdd',
  separator: null,
  serialLength: 4,
  serialType: 1,
  enabled: true,
};

describe('operation log', () => {
  it('names the actions in Chinese', () => {
    expect(['create', 'update', 'delete', 'enable', 'disable'].map(actionLabel)).toEqual([
      '新增',
      '修改',
      '删除',
      '启用',
      '禁用',
    ]);
    expect(actionLabel('other')).toBe('other');
  });

  it('lists the set fields of a creation', () => {
    const c = changedFields(def, { action: 'create', beforeJson: null, afterJson: row });
    expect(c.map((x) => `${x.label}:${x.after}`)).toEqual([
      '单据类型:发货单',
      '前缀:FH',
      '日期格式:yyMMdd',
      '流水号位数:4',
      '流水号重置:按日',
      '启用:是',
    ]);
  });

  it('lists only the changed fields of an update, before → after, with labels', () => {
    const c = changedFields(def, {
      action: 'update',
      beforeJson: row,
      afterJson: { ...row, prefix: 'FHX', serialLength: 5, id: 'x' },
    });
    expect(c).toEqual([
      { key: 'prefix', label: '前缀', before: 'FH', after: 'FHX' },
      { key: 'serialLength', label: '流水号位数', before: '4', after: '5' },
    ]);
  });

  it('shows a switch and nothing for a deletion', () => {
    expect(
      changedFields(def, { action: 'disable', beforeJson: row, afterJson: { ...row, enabled: false } }),
    ).toEqual([{ key: 'enabled', label: '启用', before: '是', after: '否' }]);
    expect(changedFields(def, { action: 'delete', beforeJson: row, afterJson: null })).toEqual([]);
  });
});

describe('granted actions (spec 01 §6)', () => {
  const policy: GrantedPolicy = {
    grantedPolicies: ['AlBasic.CustomMadeOrderNums'],
    permissions: [{ permissionId: 'AlBasic.CustomMadeOrderNums', actionList: ['query'] }],
    isPlatformAdmin: false,
    isTenantAdmin: false,
  };
  it('holds an action only when the permission’s list has it', () => {
    expect(hasAction(policy, 'AlBasic.CustomMadeOrderNums', 'query')).toBe(true);
    expect(hasAction(policy, 'AlBasic.CustomMadeOrderNums', 'add')).toBe(false);
    expect(hasAction(policy, 'AlCad.Projects', 'query')).toBe(false);
    expect(hasAction(null, 'AlBasic.CustomMadeOrderNums', 'query')).toBe(false);
  });
});

describe('search fields', () => {
  it('come from the definition: options as selects, bools as 是/否', () => {
    const s = searchFieldsOf(def);
    expect(s.map((x) => `${x.name}:${x.type}`)).toEqual([
      'documentType:select',
      'prefix:input',
      'serialType:select',
      'enabled:select',
    ]);
    const enabled = s.find((x) => x.name === 'enabled');
    expect(enabled?.type === 'select' && enabled.options).toEqual([
      { value: 'true', label: '是' },
      { value: 'false', label: '否' },
    ]);
    const type = s.find((x) => x.name === 'documentType');
    expect(type?.type === 'select' && type.options.length).toBe(31);
  });

  it('turn a date range into beginTime/endTime and drop empty values', () => {
    expect(
      listFilters({ prefix: 'FH', enabled: 'true', creationTime: ['2024-01-01', '2024-01-31'], x: '' }),
    ).toEqual({
      prefix: 'FH',
      enabled: 'true',
      beginTime: '2024-01-01',
      endTime: '2024-01-31',
    });
  });
});
