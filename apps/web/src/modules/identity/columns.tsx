import { UserStatus, userStatusLabels, type MemberDto } from '@al/contracts';
import { Space, Tag } from 'antd';
import { column, type TableColumn } from '../../components/TableContainer/index.tsx';
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
    ...column('userName', '用户名', 140, (v: string, r) => (
      <Space>
        {v}
        {r.isAdmin && <Tag color="purple">管理员</Tag>}
      </Space>
    )),
    sorter: true,
  },
  { ...column('name', '姓名', 110), sorter: true },
  column('phoneNumber', '手机号', 130),
  column('roleNames', '角色', 180, (v: string[]) => v.map((n) => <Tag key={n}>{n}</Tag>)),
  { ...column('userStatus', '状态', 90, (v: number) => <StatusTag value={v} />), sorter: true },
  { ...column('creationTime', '加入时间', 170, localTime), sorter: true },
];
