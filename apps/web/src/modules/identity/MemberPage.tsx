import { IdentityPermissions, labelOptions, UserStatus, userStatusLabels, type MemberDto } from '@al/contracts';
import { UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { feedback } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { actionColumn, type TableColumn } from '../../components/TableContainer/index.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { identity, loadMembers } from './api.ts';
import { personColumns } from './columns.tsx';
import { MemberFields } from './MemberFields.tsx';
import { FormModal, useEditModal } from '../../components/FormModal.tsx';
import { RowButtons } from '../../components/RowButtons.tsx';
import { useList } from '../../components/hooks/useList.ts';
import { usePersonActions } from './usePersonActions.ts';

const statusOptions = labelOptions(userStatusLabels);

/** /identity/member: invitations and memberships of the space, and the transfer of the administrator. */
export default function MemberPage() {
  const { can } = useActions(IdentityPermissions.members);
  const isAdmin = useSession((s) => s.policy?.isTenantAdmin ?? false);
  // 'new' is an invitation
  const { editing, form, open, submit, close } = useEditModal<MemberDto, Partial<MemberDto>>();
  const list = useList(loadMembers);
  const { reload, version } = list;
  const { run, toggle } = usePersonActions(reload);
  const count = useQuery({
    queryKey: ['identity', 'member-count', version],
    queryFn: identity.memberCount,
  });

  const save = () =>
    submit((v, editing) => {
      const body = { ...v, roleIds: v.roleIds ?? [], organizationUnitIds: v.organizationUnitIds ?? [] };
      return editing === 'new'
        ? run(() => identity.invite({ ...body, userName: v.userName ?? '' }), '邀请已发送')
        : run(() => identity.updateMember(editing.id, body), '修改成功');
    });
  const transfer = (m: MemberDto) =>
    feedback.modal.confirm({
      title: '转让管理员',
      content: `确定把管理员转让给 ${m.name ?? m.userName} 吗？转让后您将不再是管理员。`,
      okText: '转让',
      cancelText: '取消',
      onOk: () => run(() => identity.transferAdmin(m.id), '转让成功').then(() => location.reload()),
    });

  const link = { type: 'link', size: 'small' } as const;
  const columns: TableColumn<MemberDto>[] = [
    ...personColumns,
    actionColumn(260, (m) =>
      m.isAdmin ? null : (
        <RowButtons
          confirm="确定移除该成员吗？"
          onEdit={can('edit') ? () => open(m, m) : undefined}
          onDelete={can('delete') ? () => void run(() => identity.deleteMember(m.id), '删除成功') : undefined}
        >
          {can('edit') && m.userStatus === UserStatus.inviting && (
            <Button {...link} onClick={() => void run(() => identity.notifyMember(m.id), '已再次通知')}>
              提醒
            </Button>
          )}
          {[UserStatus.agreed, UserStatus.default, UserStatus.employed, UserStatus.disabled].includes(m.userStatus as never) &&
            can(m.userStatus === UserStatus.disabled ? 'enable' : 'disable') && (
              <Button {...link} onClick={() => void toggle(m)}>
                {m.userStatus === UserStatus.disabled ? '启用' : '禁用'}
              </Button>
            )}
          {isAdmin && [UserStatus.agreed, UserStatus.default, UserStatus.employed].includes(m.userStatus as never) && (
            <Button {...link} onClick={() => transfer(m)}>
              转让管理员
            </Button>
          )}
        </RowButtons>
      )
    ),
  ];

  return (
    <ListPage<MemberDto>
      testId="member-page"
      fields={[
        { name: 'filter', label: '用户名/姓名/手机号', type: 'input' },
        { name: 'userStatus', label: '状态', type: 'select', options: statusOptions },
      ]}
      list={list}
      title="成员管理"
      columns={columns}
      extra={
        can('add') && (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => open('new')}>
            邀请成员
          </Button>
        )
      }
      before={
        <Card size="small" style={{ marginBottom: 12 }}>
          <Space size={48}>
            <Statistic title="成员" value={count.data?.totalCount ?? 0} />
            <Statistic title="邀请中" value={count.data?.inviting ?? 0} />
            <Statistic title="已拒绝" value={count.data?.refused ?? 0} />
            <Statistic title="已禁用" value={count.data?.disabled ?? 0} />
          </Space>
        </Card>
      }
    >
      <FormModal title={editing === 'new' ? '邀请成员' : '编辑成员'} open={!!editing} onCancel={close} onOk={() => void save()} width={520} form={form} testId="member-form">
        {editing === 'new' && (
          <Form.Item name="userName" label="用户" rules={[{ required: true, whitespace: true, message: '请输入用户名或手机号' }]}>
            <Input placeholder="请输入对方的用户名或手机号" maxLength={64} />
          </Form.Item>
        )}
        <MemberFields />
      </FormModal>
    </ListPage>
  );
}
