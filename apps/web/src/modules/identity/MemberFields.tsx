import { Form, Select, TreeSelect } from 'antd';
import { toTreeData, useAssignableRoles, useUnitTree } from './api.ts';

/** Roles and organisation units of a user or member, chosen from the space's roles and tree. */
export function MemberFields() {
  const { data: roles = [] } = useAssignableRoles();
  const { data: units = [] } = useUnitTree();
  return (
    <>
      <Form.Item name="roleIds" label="角色">
        <Select mode="multiple" allowClear placeholder="请选择角色" options={roles.map((r) => ({ value: r.id, label: r.name }))} optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="organizationUnitIds" label="所属机构">
        <TreeSelect multiple allowClear treeDefaultExpandAll treeData={toTreeData(units)} placeholder="请选择机构" listHeight={450} />
      </Form.Item>
    </>
  );
}
