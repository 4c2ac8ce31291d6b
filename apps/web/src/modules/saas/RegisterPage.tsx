import { PASSWORD_MAX_LENGTH, registerInput } from '@al/contracts';
import { Button, Form, Input, Result } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { tenantAdmin } from './api.ts';

type Values = { userName: string; phoneNumber: string; name?: string; password: string; password2: string };
const rule = (key: keyof typeof registerInput.shape) => ({
  validator: (_: unknown, v: unknown) => {
    const r = registerInput.shape[key].safeParse(v);
    return r.success ? Promise.resolve() : Promise.reject(new Error(r.error.issues[0]?.message));
  },
});

/** /user/register: an account with its personal space. */
export default function RegisterPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const submit = async () => {
    const { password2: _p, ...v } = await form.validateFields();
    await tenantAdmin.register(v);
    navigate(`/user/register-result?userName=${encodeURIComponent(v.userName)}`);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ width: 360, margin: '0 auto' }}
      onFinish={() => void submit()}
    >
      <h3>注册</h3>
      <Form.Item name="userName" rules={[rule('userName')]}>
        <Input placeholder="用户名" maxLength={64} />
      </Form.Item>
      <Form.Item name="phoneNumber" rules={[rule('phoneNumber')]}>
        <Input placeholder="手机号" maxLength={11} />
      </Form.Item>
      <Form.Item name="name">
        <Input placeholder="姓名（选填）" maxLength={64} />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }, rule('password')]}>
        <Input.Password placeholder="至少6位密码，区分大小写" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name="password2"
        dependencies={['password']}
        rules={[
          { required: true, message: '请输入密码' },
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              v === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error('两次密码不一致')),
          }),
        ]}
      >
        <Input.Password placeholder="确认密码" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        注册
      </Button>
      <div style={{ marginTop: 12 }}>
        <Link to="/user/login">使用已有账户登录</Link>
      </div>
    </Form>
  );
}

/** /user/register-result. */
export function RegisterResultPage() {
  const [sp] = useSearchParams();
  return (
    <Result
      status="success"
      title={`你的账户：${sp.get('userName') ?? ''} 注册成功`}
      subTitle="已为你创建个人空间，登录后即可使用。"
      extra={
        <Link to="/user/login">
          <Button type="primary">去登录</Button>
        </Link>
      }
    />
  );
}
