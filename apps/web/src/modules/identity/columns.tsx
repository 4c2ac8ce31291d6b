import { UserStatus, userStatusLabels, type MemberDto } from '@al/contracts';
import { Space, Tag } from 'antd';
import type { TableColumn } from '../../components/TableContainer/index.tsx';
import { localTime } from '../../lib/format.ts';

const statusColors: Partial<Record<number, string>> = {
  [UserStatus.inviting]: 'processing',
  [UserStatus.agreed]: 'success',
  [UserStatus.default]: 'success',
  [UserStatus.employed]: 'success',
  [UserStatus.refused]: 'warning',
  [UserStatus.disabled]: 'default',
};

export const StatusTag = ({ value }: { value: number }) => (
  <Tag color={statusColors[value]}>{userStatusLabels[value as UserStatus] ?? value}</Tag>
);

/** Columns a user list and a member list share. */
export const personColumns: TableColumn<MemberDto>[] = [
  {
    key: 'userName',
    dataIndex: 'userName',
    title: '用户名',
    width: 140,
    sorter: true,
    render: (v: string, r) => (
      <Space>
        {v}
        {r.isAdmin && <Tag color="purple">管理员</Tag>}
      </Space>
    ),
  },
  { key: 'name', dataIndex: 'name', title: '姓名', width: 110, sorter: true },
  { key: 'phoneNumber', dataIndex: 'phoneNumber', title: '手机号', width: 130 },
  { key: 'roleNames', dataIndex: 'roleNames', title: '角色', width: 180, render: (v: string[]) => v.map((n) => <Tag key={n}>{n}</Tag>) },
  { key: 'userStatus', dataIndex: 'userStatus', title: '状态', width: 90, sorter: true, render: (v: number) => <StatusTag value={v} /> },
  { key: 'creationTime', dataIndex: 'creationTime', title: '加入时间', width: 170, sorter: true, render: localTime },
];
