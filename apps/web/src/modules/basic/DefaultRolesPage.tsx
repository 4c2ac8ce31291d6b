import { dataPermissionLabels, defaultRoleEndpoints as ep, editionTypeLabels, IdentityPermissions, labelOptions, type DefaultRoleDto } from '@al/contracts';
import { SyncOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { callEndpoint } from '../../lib/endpoint.ts';
import { useSession } from '../../lib/session.ts';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { actionColumn, column, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { ROLE_SEARCH, roleBody, RoleFields, roleFormValues, type RoleFormValues } from '../identity/RoleFields.tsx';
import { AddButton, FormModal, useEditModal } from '../../components/FormModal.tsx';
import { ConfirmLink, RowButtons } from '../../components/RowButtons.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useList } from '../../components/hooks/useList.ts';
import { useWrite } from '../../components/hooks/useWrite.ts';
import { localTime } from '../../lib/format.ts';

const loadDefaultRoles = (p: LoadParams & Record<string, unknown>) => callEndpoint(ep.list, { query: p });
const editionOptions = labelOptions(editionTypeLabels);

interface DefaultRoleForm extends RoleFormValues {
  editionTypes: number[];
  sort: number;
}

/**
 * /common/default-fole (默认配置; the spec's path spells role "fole"): the platform's default roles, copied into every new space of their
 * edition types. Platform administrators keep them (with the permission tree of the role page); a
 * space copies one in as a role, or refreshes its roles made from them.
 */
export default function DefaultRolesPage() {
  const isPlatformAdmin = useSession((s) => s.policy?.isPlatformAdmin ?? false);
  const tenantId = useSession((s) => s.tenantId);
  const roles = useActions(IdentityPermissions.roles);
  const { editing, form, saving, open: openModal, submit, close } = useEditModal<DefaultRoleDto, DefaultRoleForm>();
  const list = useList(loadDefaultRoles);
  const write = useWrite(list.reload);

  const open = (row: DefaultRoleDto | 'new') =>
    openModal(
      row,
      row === 'new' ? { ...roleFormValues(), editionTypes: [2], sort: 0 } : { ...roleFormValues(row), editionTypes: row.editionTypes, sort: row.sort },
    );

  const save = () =>
    submit((v, editing) => {
      const body = { ...roleBody(v, form.getFieldValue('grants')), editionTypes: v.editionTypes, sort: v.sort ?? 0 };
      return write(() => (editing === 'new' ? callEndpoint(ep.create, { body }) : callEndpoint(ep.update, { params: { id: editing.id }, body })), editing === 'new' ? '新增成功' : '修改成功');
    });

  // Copying a template in and refreshing are the space's own role writes.
  const inSpace = !!tenantId;
  const canInit = inSpace && roles.can('add');
  const canUpdate = inSpace && roles.can('edit');

  const columns: TableColumn<DefaultRoleDto>[] = [
    {
      ...column('name', '角色名称', 180, (v: string, r) => (
        <Space>{v}{r.isDefault && <Tag>默认</Tag>}</Space>
      )),
      sorter: true,
    },
    column('editionTypes', '适用版本', 220, (v: number[]) => (
      v.length ? v.map((e) => <Tag key={e}>{editionTypeLabels[e as keyof typeof editionTypeLabels] ?? e}</Tag>) : '-'
    )),
    column('dataPermission', '数据权限', 120, (v: 0 | 1) => dataPermissionLabels[v]),
    { key: 'permissions', title: '已授权菜单', width: 110, render: (_: unknown, r) => r.permissions.length },
    { ...column('sort', '排序', 80), sorter: true },
    { ...column('creationTime', '创建时间', 170, localTime), sorter: true },
    actionColumn(220, (r) => (
      <RowButtons
        confirm="确定删除该默认角色吗？已由它创建的角色不受影响。"
        onEdit={isPlatformAdmin ? () => open(r) : undefined}
        onDelete={isPlatformAdmin ? () => void write(() => callEndpoint(ep.remove, { params: { id: r.id } }), '删除成功') : undefined}
      >
        {canInit && (
          <ConfirmLink danger={false} confirm={`按“${r.name}”在本企业创建角色（已创建过则恢复为默认权限）？`} onConfirm={() => void write(() => callEndpoint(ep.init, { params: { id: r.id } }), '已创建为本企业角色')}>
            创建为本企业角色
          </ConfirmLink>
        )}
      </RowButtons>
    )),
  ];

  return (
    <ListPage<DefaultRoleDto>
      testId="default-fole-page"
      fields={ROLE_SEARCH}
      list={list}
      title="默认角色"
      columns={columns}
      extra={
        <Space>
          {canUpdate && (
            <Popconfirm
              title="按默认角色的最新权限更新本企业由它们创建的全部角色？"
              okText="确定"
              cancelText="取消"
              onConfirm={() => void write(() => callEndpoint(ep.refreshAll), '已按默认角色更新')}
            >
              <Button icon={<SyncOutlined />}>按默认角色更新</Button>
            </Popconfirm>
          )}
          {isPlatformAdmin && <AddButton onClick={() => open('new')} />}
        </Space>
      }
    >
      {!isPlatformAdmin && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          默认角色由平台维护，新建空间时按版本自动创建为角色。
        </Typography.Paragraph>
      )}
      <FormModal title={editing === 'new' ? '新增默认角色' : '编辑默认角色'} open={!!editing} onCancel={close} onOk={() => void save()} confirmLoading={saving} width={900} form={form} testId="default-role-form">
        <RoleFields
          afterName={
            <Form.Item name="editionTypes" label="适用版本" rules={[{ required: true, message: '请选择适用版本' }]}>
              <Select mode="multiple" options={editionOptions} placeholder="请选择适用版本" />
            </Form.Item>
          }
          beforeGrants={
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
            </Form.Item>
          }
        />
      </FormModal>
    </ListPage>
  );
}
