import {
  LogoutOutlined,
  QuestionCircleOutlined,
  SearchOutlined,
  SyncOutlined,
  UserOutlined,
  KeyOutlined,
} from '@ant-design/icons';
import type { RouteDef } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, Space, Switch, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { api } from '../lib/api.ts';
import { logout } from '../lib/actions.ts';
import { feedback } from '../lib/notify.ts';
import { useSession } from '../lib/session.ts';
import { useSettings } from '../lib/settings.ts';
import { HELP_URL } from './links.ts';
import { NoticeBell } from './NoticeBell.tsx';

const MenuSearchSelect = lazy(() => import('./MenuSearch.tsx'));
const ChangePasswordModal = lazy(() =>
  import('./ChangePasswordModal.tsx').then((m) => ({ default: m.ChangePasswordModal })),
);

/** File-conversion info poll interval (spec 01 §9). */
export const FILE_CONVERT_POLL = 120_000;

/** Running file conversions by fileType and server; only when there is no current space. */
function FileConvertInfo() {
  const tenantId = useSession((s) => s.tenantId);
  const { data } = useQuery({
    queryKey: ['file-converts'],
    queryFn: () => api.fileConverts(),
    enabled: !tenantId,
    refetchInterval: FILE_CONVERT_POLL,
  });
  if (tenantId || !data?.length) return null;
  return (
    <Space size={4} data-testid="file-converts">
      {data.map((d) => (
        <Tooltip key={`${d.fileType}-${d.severIp}`} title={`服务器 ${d.severIp}`}>
          <Tag icon={<SyncOutlined spin />} color="processing">
            {d.fileType}: {d.fileCount}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

/** Menu search: the button here, the select (its own chunk) once opened. */
function MenuSearch({ routes }: { routes: RouteDef[] }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Tooltip title="菜单搜索">
        <Button
          type="text"
          icon={<SearchOutlined />}
          onClick={() => setOpen(true)}
          data-testid="menu-search"
        />
      </Tooltip>
    );
  return (
    <Suspense fallback={<Button type="text" icon={<SearchOutlined />} loading />}>
      <MenuSearchSelect routes={routes} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

/** The user menu: conversions, help, menu search, notices, new navigation switch, password and logout. */
export function RightContent({ routes }: { routes: RouteDef[] }) {
  const profile = useSession((s) => s.profile);
  const menuType = useSettings((s) => s.menuType);
  const [pwd, setPwd] = useState(false);
  const confirmLogout = () =>
    feedback.modal.confirm({
      title: '信息',
      content: '真的要注销登录吗 ?',
      okText: '确定',
      cancelText: '取消',
      onOk: () => logout(),
    });
  return (
    <Space size={8} align="center">
      <span className="al-hide-mobile">
        <FileConvertInfo />
      </span>
      <MenuSearch routes={routes} />
      <span className="al-hide-mobile">
        <Tooltip title="新版导航">
          <Switch
            size="small"
            checked={menuType === 2}
            checkedChildren="新"
            unCheckedChildren="旧"
            data-testid="nav-switch"
            onChange={(on) => {
              useSettings.getState().setMenuType(on ? 2 : 1);
              window.location.reload();
            }}
          />
        </Tooltip>
      </span>
      <Tooltip title="帮助">
        <Button
          type="text"
          className="al-hide-mobile"
          icon={<QuestionCircleOutlined />}
          href={HELP_URL}
          target="_blank"
        />
      </Tooltip>
      <NoticeBell />
      <Dropdown
        menu={{
          items: [
            { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
          ],
          onClick: ({ key }) => (key === 'password' ? setPwd(true) : confirmLogout()),
        }}
      >
        <Space style={{ cursor: 'pointer', padding: '0 8px' }} data-testid="user-menu">
          <Avatar size="small" src={profile?.avatarUrl ?? undefined} icon={<UserOutlined />} />
          <span className="al-hide-mobile">{profile?.name || profile?.userName}</span>
        </Space>
      </Dropdown>
      {pwd && (
        <Suspense fallback={null}>
          <ChangePasswordModal open={pwd} onClose={() => setPwd(false)} />
        </Suspense>
      )}
    </Space>
  );
}
