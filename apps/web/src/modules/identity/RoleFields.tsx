import { dataPermissionLabels, type PermissionGrant } from '@al/contracts';
import { Form, Input, Radio, Switch } from 'antd';
import type { ReactNode } from 'react';
import type { SearchField } from '../../components/SearchBar/index.tsx';
import { PermissionTree, toGrantMap, toGrants, type GrantMap } from './PermissionTree.tsx';

/** The search of the role lists (the space's roles and the platform's default roles). */
export const ROLE_SEARCH: SearchField[] = [{ name: 'filter', label: '角色名称', type: 'input' }];

/** What a role's form edits (a default role adds its edition types and sort). */
export interface RoleFormValues {
  name: string;
  dataPermission: 0 | 1;
  isDefault: boolean;
  grants: GrantMap;
}

/** The form values of a saved role, or of a new one when `role` is missing. */
export const roleFormValues = (role?: { name: string; dataPermission: number; isDefault: boolean; permissions: PermissionGrant[] }): RoleFormValues =>
  role
    ? { name: role.name, dataPermission: role.dataPermission as 0 | 1, isDefault: role.isDefault, grants: toGrantMap(role.permissions) }
    : { name: '', dataPermission: 0, isDefault: false, grants: {} };

/** What a save sends of a role's form, with the permission tree's `grants` as the form holds them. */
export const roleBody = (v: RoleFormValues, grants: GrantMap | undefined) => ({
  name: v.name,
  dataPermission: v.dataPermission,
  isDefault: v.isDefault,
  permissions: toGrants(grants ?? {}),
});

/**
 * The fields of a role (and of a platform default role): name, `afterName`, data permission,
 * 默认角色, `beforeGrants`, then the permission tree.
 */
export function RoleFields({ afterName, beforeGrants }: { afterName?: ReactNode; beforeGrants?: ReactNode }) {
  return (
    <>
      <Form.Item name="name" label="角色名称" rules={[{ required: true, whitespace: true, message: '请输入角色名称' }, { max: 64, message: '角色名称长度不能超过64个字符' }]}>
        <Input placeholder="请输入角色名称" maxLength={64} />
      </Form.Item>
      {afterName}
      <Form.Item name="dataPermission" label="数据权限">
        <Radio.Group options={[{ value: 0, label: dataPermissionLabels[0] }, { value: 1, label: dataPermissionLabels[1] }]} />
      </Form.Item>
      <Form.Item name="isDefault" label="默认角色" valuePropName="checked">
        <Switch checkedChildren="是" unCheckedChildren="否" />
      </Form.Item>
      {beforeGrants}
      <Form.Item name="grants" label="菜单权限">
        <PermissionTree />
      </Form.Item>
    </>
  );
}
