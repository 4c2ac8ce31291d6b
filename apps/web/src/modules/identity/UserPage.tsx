import { IdentityPermissions, PASSWORD_MAX_LENGTH, passwordProblem, UserStatus, type userEndpoints, type BodyIn, type MemberDto } from '@al/contracts';
import { Button, Form, Input } from 'antd';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { actionColumn, type TableColumn } from '../../components/TableContainer/index.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { identity, loadUsers } from './api.ts';
import { personColumns } from './columns.tsx';
import { MemberFields } from './MemberFields.tsx';
import { AddButton, FormModal, useEditModal } from '../../components/FormModal.tsx';
import { RowButtons } from '../../components/RowButtons.tsx';
import { useList } from '../../components/hooks/useList.ts';
import { usePersonActions } from './usePersonActions.ts';

/** /identity/user: accounts of the space; a new user joins it directly with a password. */
export default function UserPage() {
  const { can } = useActions(IdentityPermissions.users);
  const { editing, form, open: openModal, submit, close } = useEditModal<MemberDto, Partial<MemberDto>>();
  const list = useList(loadUsers);
  const { reload } = list;
  const { run, toggle } = usePersonActions(reload, true);

  const open = (row: MemberDto | 'new') => openModal(row, row === 'new' ? undefined : { ...row });
  const save = () =>
    submit((v, editing) => {
      const body = { ...v, roleIds: v.roleIds ?? [], organizationUnitIds: v.organizationUnitIds ?? [] };
      return run(
        () => (editing === 'new' ? identity.createUser(body as BodyIn<typeof userEndpoints.create>) : identity.updateUser(editing.userId, body as BodyIn<typeof userEndpoints.update>)),
        editing === 'new' ? '新增成功' : '修改成功',
      );
    });

  const columns: TableColumn<MemberDto>[] = [
    ...personColumns,
    actionColumn(180, (r) =>
      r.isAdmin ? null : (
        <RowButtons
          confirm="确定将该用户移出空间吗？"
          onEdit={can('edit') ? () => open(r) : undefined}
          onDelete={can('delete') ? () => void run(() => identity.deleteUser(r.userId), '删除成功') : undefined}
        >
          {can(r.userStatus === UserStatus.disabled ? 'enable' : 'disable') && (
            <Button type="link" size="small" onClick={() => void toggle(r)}>
              {r.userStatus === UserStatus.disabled ? '启用' : '禁用'}
            </Button>
          )}
        </RowButtons>
      )
    ),
  ];

  return (
    <ListPage<MemberDto>
      testId="user-page"
      fields={[{ name: 'filter', label: '用户名/姓名/手机号', type: 'input' }]}
      list={list}
      title="用户管理"
      columns={columns}
      extra={can('add') && <AddButton onClick={() => open('new')} />}
    >
      <FormModal title={editing === 'new' ? '新增用户' : '编辑用户'} open={!!editing} onCancel={close} onOk={() => void save()} width={560} form={form} testId="user-form">
        <Form.Item name="userName" label="用户名" rules={[{ required: true, whitespace: true, message: '请输入用户名' }, { pattern: /^[A-Za-z0-9_.@-]{2,64}$/, message: '用户名只能包含字母、数字和 _ . @ -，至少2个字符' }]}>
          <Input placeholder="请输入用户名" disabled={editing !== 'new'} maxLength={64} />
        </Form.Item>
        <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
          <Input placeholder="请输入姓名" maxLength={64} />
        </Form.Item>
        {editing === 'new' && (
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }, { validator: async (_, v?: string) => { const problem = v ? passwordProblem(v) : null; if (problem) throw new Error(problem); } }]}>
            <Input.Password placeholder="至少6位密码，区分大小写" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
          </Form.Item>
        )}
        <Form.Item name="phoneNumber" label="手机号" rules={[{ pattern: /^[0-9+\-\s]*$/, message: '手机号格式不正确' }]}>
          <Input placeholder="请输入手机号" maxLength={20} />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
          <Input placeholder="请输入邮箱" maxLength={128} />
        </Form.Item>
        <MemberFields />
      </FormModal>
    </ListPage>
  );
}
