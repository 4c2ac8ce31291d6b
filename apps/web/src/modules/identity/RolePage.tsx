import { dataPermissionLabels, defaultRoleEndpoints, IdentityPermissions, type RoleDto } from '@al/contracts';
import { Space, Tag } from 'antd';
import { callEndpoint } from '../../lib/endpoint.ts';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { actionColumn, column, type TableColumn } from '../../components/TableContainer/index.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { identity, loadRoles } from './api.ts';
import { ROLE_SEARCH, roleBody, RoleFields, roleFormValues, type RoleFormValues } from './RoleFields.tsx';
import { AddButton, FormModal, useEditModal } from '../../components/FormModal.tsx';
import { ConfirmLink, RowButtons } from '../../components/RowButtons.tsx';
import { useList } from '../../components/hooks/useList.ts';
import { useWrite } from '../../components/hooks/useWrite.ts';
import { localTime } from '../../lib/format.ts';

/** /identity/role: the space's roles, each with its permission tree of action checkboxes. */
export default function RolePage() {
  const { can } = useActions(IdentityPermissions.roles);
  const { editing, form, saving, open: openModal, submit, close } = useEditModal<RoleDto, RoleFormValues>();
  const list = useList(loadRoles);
  const { reload } = list;
  const write = useWrite(reload);

  const open = (row: RoleDto | 'new') => openModal(row, roleFormValues(row === 'new' ? undefined : row));

  const save = () =>
    submit((v, editing) => {
      const body = roleBody(v, form.getFieldValue('grants'));
      return write(
        () => (editing === 'new' ? identity.createRole(body) : identity.updateRole(editing.id, { ...body, concurrencyStamp: editing.concurrencyStamp })),
        editing === 'new' ? '新增成功' : '修改成功',
      );
    });

  const columns: TableColumn<RoleDto>[] = [
    {
      ...column('name', '角色名称', 180, (v: string, r) => (
        <Space>{v}{r.isStatic && <Tag color="purple">管理员</Tag>}{r.isDefault && <Tag>默认</Tag>}</Space>
      )),
      sorter: true,
    },
    column('dataPermission', '数据权限', 120, (v: 0 | 1) => dataPermissionLabels[v]),
    { key: 'permissions', title: '已授权菜单', width: 120, render: (_: unknown, r) => (r.isStatic ? '全部' : r.permissions.length) },
    column('memberCount', '成员数', 90),
    { ...column('creationTime', '创建时间', 170, localTime), sorter: true },
    actionColumn(220, (r) =>
      !r.isStatic && (
        <RowButtons
          confirm="确定删除该角色吗？"
          onEdit={can('edit') ? () => open(r) : undefined}
          onDelete={can('delete') ? () => void write(() => identity.deleteRole(r.id), '删除成功') : undefined}
        >
          {/* A role made from a platform default role can be restored to that template's permissions. */}
          {can('edit') && r.defaultRoleId && (
            <ConfirmLink danger={false} confirm="恢复为默认角色的权限？本角色的权限修改将被覆盖。" onConfirm={() => void write(() => callEndpoint(defaultRoleEndpoints.reset, { body: { roleId: r.id } }), '已恢复默认权限')}>
              恢复默认
            </ConfirmLink>
          )}
        </RowButtons>
      )
    ),
  ];

  return (
    <ListPage<RoleDto>
      testId="role-page"
      fields={ROLE_SEARCH}
      list={list}
      title="角色管理"
      columns={columns}
      extra={can('add') && <AddButton onClick={() => open('new')} />}
    >
      <FormModal title={editing === 'new' ? '新增角色' : '编辑角色'} open={!!editing} onCancel={close} onOk={() => void save()} confirmLoading={saving} width={900} form={form} testId="role-form">
        <RoleFields />
      </FormModal>
    </ListPage>
  );
}
