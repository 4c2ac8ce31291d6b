import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { HOME_PATH, messages, type LoginInput } from '@al/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

/** Only same-site paths are followed after login. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/user/login') ? target : HOME_PATH;
}

/** Login: user name and password; goes to the redirect target (the full original path) or /home. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const [busy, setBusy] = useState(false);
  if (token && !busy) return <Navigate to={HOME_PATH} replace />;

  const onFinish = async (values: LoginInput) => {
    setBusy(true);
    try {
      const result = await api.login(values);
      useSession.getState().signIn(result);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <Form<LoginInput> size="large" onFinish={onFinish} autoComplete="on">
      <Form.Item name="userName" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} placeholder="用户名" maxLength={64} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: messages.passwordRequired }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" maxLength={128} autoComplete="current-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          登录
        </Button>
      </Form.Item>
      <div style={{ textAlign: 'right', marginTop: -12 }}>
        <Link to="/user/recover">忘记密码</Link>
      </div>
    </Form>
  );
}
