import { forgetPasswordInput, messages, passwordStrength, smsMessages } from '@al/contracts';
import { Button, Form, Input, Progress, Result } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { myAccount } from './profile.ts';
import { SmsCodeInput } from './SmsCodeInput.tsx';
import { zodRule } from '../../lib/formRules.ts';

type Values = { phoneNumber: string; code: string; userName?: string; newPassword: string; password2: string };
const rule = (key: keyof typeof forgetPasswordInput.shape) => zodRule(forgetPasswordInput.shape[key]);

/** /user/recover: a new password for the account bound to a phone, with an SMS code (spec 01 route "recover"). */
export default function RecoverPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [needName, setNeedName] = useState(false);
  const [busy, setBusy] = useState(false);
  const phone = Form.useWatch('phoneNumber', form);
  const password = Form.useWatch('newPassword', form) ?? '';
  const strength = passwordStrength(password);
  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await myAccount.forgetPassword({ ...v, userName: v.userName || undefined }, { silent: true });
      setDone(true);
    } catch (e) {
      const text = (e as Error).message;
      if (text === smsMessages.severalAccounts) setNeedName(true);
      form.setFields([{ name: text === smsMessages.severalAccounts ? 'userName' : 'code', errors: [text] }]);
    } finally {
      setBusy(false);
    }
  };
  if (done)
    return (
      <Result
        status="success"
        title={smsMessages.passwordReset}
        extra={
          <Button type="primary" onClick={() => navigate('/user/login')}>
            去登录
          </Button>
        }
      />
    );
  return (
    <Form<Values> form={form} layout="vertical" size="large" style={{ width: 360, margin: '0 auto' }} onFinish={(v) => void submit(v)}>
      <h3>找回密码</h3>
      <Form.Item name="phoneNumber" rules={[{ required: true, message: '请输入绑定的手机号' }, rule('phoneNumber')]}>
        <Input placeholder="绑定的手机号" maxLength={11} inputMode="tel" />
      </Form.Item>
      <Form.Item name="code" rules={[{ required: true, message: '请输入验证码' }, rule('code')]}>
        <SmsCodeInput phone={phone} purpose="recover" sentText="如该手机号已绑定账号，验证码已发送，5分钟内有效" />
      </Form.Item>
      {needName && (
        <Form.Item name="userName" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]} extra="该手机号绑定了多个账号，请填写要找回的用户名">
          <Input placeholder="用户名" maxLength={64} />
        </Form.Item>
      )}
      <Form.Item name="newPassword" rules={[{ required: true, message: messages.passwordRequired }, rule('newPassword')]} extra="至少6位，请不要使用容易被猜到的密码">
        <Input.Password placeholder="新密码" maxLength={32} autoComplete="new-password" />
      </Form.Item>
      {password && (
        <Progress
          percent={strength.percent}
          showInfo={false}
          strokeColor={strength.color}
          style={{ marginTop: -16, marginBottom: 8 }}
        />
      )}
      <Form.Item
        name="password2"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: messages.passwordRequired },
          ({ getFieldValue }) => ({
            validator: (_, v) => (!v || v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(messages.passwordMismatch))),
          }),
        ]}
      >
        <Input.Password placeholder="确认新密码" maxLength={32} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        重置密码
      </Button>
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        <Link to="/user/login">返回登录</Link>
      </div>
    </Form>
  );
}
