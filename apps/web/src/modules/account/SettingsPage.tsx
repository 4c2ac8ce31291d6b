import { type BodyIn, type NotificationSettings, type profileEndpoints } from '@al/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, List, Menu, Radio, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTabLocation } from '../../lib/contentSize.ts';
import { feedback } from '../../lib/notify.ts';
import { COLOR_PRESETS, useSettings } from '../../lib/settings.ts';
import { ChangePasswordModal } from '../../shell/ChangePasswordModal.tsx';
import { myAccount, profileKey, useMyProfile } from './profile.ts';
import { BindingPane } from './BindingPane.tsx';

const TABS = [
  { key: 'base', label: '基本设置' },
  { key: 'security', label: '安全设置' },
  { key: 'custom', label: '个性化' },
  { key: 'binding', label: '账号绑定' },
  { key: 'notification', label: '新消息通知' },
] as const;

function BaseSettings() {
  const { data: me } = useMyProfile();
  const qc = useQueryClient();
  const [form] = Form.useForm();
  useEffect(() => {
    if (me) form.setFieldsValue(me);
  }, [me, form]);
  const save = async (v: Record<string, unknown>) => {
    try {
      await myAccount.updateProfile(v as BodyIn<typeof profileEndpoints.update>);
    } catch {
      return;
    }
    feedback.message.success('更新基本信息成功');
    void qc.invalidateQueries({ queryKey: profileKey });
  };
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 440 }} onFinish={(v) => void save(v)} data-testid="base-settings">
      <Form.Item label="用户名">
        <Input value={me?.userName} disabled />
      </Form.Item>
      <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="phoneNumber" label="手机号" rules={[{ pattern: /^[0-9+\-\s]*$/, message: '手机号格式不正确' }]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
        <Input maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        更新基本信息
      </Button>
    </Form>
  );
}

function SecuritySettings() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <List
        itemLayout="horizontal"
        dataSource={[{ title: '账户密码', description: '定期修改密码可以提高账户安全' }]}
        renderItem={(item) => (
          <List.Item actions={[<a key="change" onClick={() => setOpen(true)}>修改</a>]}>
            <List.Item.Meta title={item.title} description={item.description} />
          </List.Item>
        )}
      />
      <ChangePasswordModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function CustomSettings() {
  const s = useSettings();
  return (
    <Form layout="vertical" style={{ maxWidth: 440 }}>
      <Form.Item label="主题">
        <Radio.Group value={s.theme} onChange={(e) => s.set({ theme: e.target.value })} options={[{ value: 'light', label: '亮色' }, { value: 'dark', label: '暗色' }]} />
      </Form.Item>
      <Form.Item label="主题色">
        <Space wrap>
          {COLOR_PRESETS.map((c) => (
            <Button key={c.key} size="small" type={s.primaryColor === c.color ? 'primary' : 'default'} style={{ borderColor: c.color }} onClick={() => s.set({ primaryColor: c.color })}>
              {c.key}
            </Button>
          ))}
        </Space>
      </Form.Item>
      <Form.Item label="多页签">
        <Switch checked={s.multiTab} onChange={(v) => s.set({ multiTab: v })} />
      </Form.Item>
    </Form>
  );
}

const NOTIFY_ROWS: { key: keyof NotificationSettings; title: string; description: string }[] = [
  { key: 'notices', title: '通知', description: '空间邀请、系统通知将以站内信的形式通知' },
  { key: 'todos', title: '待办', description: '待办任务将以站内信的形式通知' },
  { key: 'news', title: '消息', description: '行业消息将以站内信的形式通知' },
];
const notifyKey = ['my-notification-settings'];

/** Kept on the server: a group switched off stops lighting the bell's unread badge on every device. */
function NotificationPane() {
  const qc = useQueryClient();
  const { data } = useQuery({ queryKey: notifyKey, queryFn: myAccount.notificationSettings });
  const set = async (key: keyof NotificationSettings, on: boolean) => {
    if (!data) return;
    try {
      await myAccount.setNotificationSettings({ ...data, [key]: on });
    } catch {
      return;
    }
    feedback.message.success('设置已保存');
    await qc.invalidateQueries({ queryKey: notifyKey });
    await qc.invalidateQueries({ queryKey: ['message-header'] });
  };
  return (
    <List
      dataSource={NOTIFY_ROWS}
      loading={!data}
      renderItem={(r) => (
        <List.Item actions={[<Switch key="s" data-testid={`notify-${r.key}`} checkedChildren="开" unCheckedChildren="关" checked={data?.[r.key] !== false} onChange={(v) => void set(r.key, v)} />]}>
          <List.Item.Meta title={r.title} description={r.description} />
        </List.Item>
      )}
    />
  );
}

const PANES = { base: BaseSettings, security: SecuritySettings, custom: CustomSettings, binding: BindingPane, notification: NotificationPane };

/** /account/settings/*: the signed-in user's settings, one pane per child route. */
export default function SettingsPage() {
  const { path } = useTabLocation();
  const navigate = useNavigate();
  const key = (path.split('/').pop() ?? 'base') as keyof typeof PANES;
  const Pane = PANES[key] ?? BaseSettings;
  return (
    <Card data-testid="account-settings" styles={{ body: { display: 'flex', padding: 0 } }}>
      <Menu mode="inline" style={{ width: 200 }} selectedKeys={[key]} items={TABS.map((t) => ({ key: t.key, label: t.label }))} onClick={(e) => void navigate(`/account/settings/${e.key}`)} />
      <div style={{ flex: 1, padding: '16px 32px' }}>
        <Typography.Title level={5}>{TABS.find((t) => t.key === key)?.label}</Typography.Title>
        <Pane />
      </div>
    </Card>
  );
}
