import {
  messages,
  PASSWORD_ENTRY_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  passwordProblem,
  passwordStrength,
  type ChangePasswordInput,
} from '@al/contracts';
import { Form, Input, Progress, Typography } from 'antd';
import { useState } from 'react';
import { VerticalFormModal } from '../components/FormModal.tsx';
import { api } from '../lib/api.ts';
import { logout } from '../lib/actions.ts';
import { feedback } from '../lib/notify.ts';
import { useSession } from '../lib/session.ts';

/** Hint under the new password (spec 01 §5). */
export const PASSWORD_HINT = '请至少输入 6 个字符。请不要使用容易被猜到的密码。';

/** Change password: every rule of spec 01 §5, strength meter, success 修改成功 then log out and reload. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ChangePasswordInput>();
  const [busy, setBusy] = useState(false);
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const strength = passwordStrength(newPassword);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await api.changePassword({ ...values, userId: useSession.getState().userId ?? undefined });
      onClose();
      // let the user read 修改成功 before the logout reloads the page
      await feedback.message.success('修改成功', 1.2);
      await logout();
    } catch {
      setBusy(false);
    }
  };

  return (
    <VerticalFormModal title="修改密码" open={open} onClose={onClose} onOk={() => void submit().catch(() => undefined)} busy={busy} width={480} form={form} testId="change-password-form">
      <Form.Item
        label="旧密码"
        name="currentPassword"
        rules={[
          { required: true, whitespace: true, message: messages.oldPasswordRequired },
          { max: PASSWORD_ENTRY_MAX_LENGTH, message: messages.tooLong('旧密码', PASSWORD_ENTRY_MAX_LENGTH) },
        ]}
      >
        {/* whatever the account signs in with: a 21–32 character password must be able to change */}
        <Input.Password maxLength={PASSWORD_ENTRY_MAX_LENGTH} autoComplete="current-password" placeholder="旧密码" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPassword"
        extra={
          <div data-testid="password-strength">
            <Typography.Text style={{ color: strength.color }}>强度：{strength.label}</Typography.Text>
            <Progress percent={strength.percent} showInfo={false} strokeColor={strength.color} size="small" />
            <Typography.Text type="secondary">{PASSWORD_HINT}</Typography.Text>
          </div>
        }
        rules={[
          { required: true, message: messages.newPasswordRule },
          {
            validator: async (_, v: string | undefined) => {
              if (!v) return;
              // the one rule of contracts; under 6 characters the meter's verdict, as the spec shows it
              const problem = passwordProblem(v, '新密码');
              if (problem) throw new Error(v.length < 6 ? messages.passwordTooWeak : problem);
            },
          },
        ]}
      >
        <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" placeholder="至少6位密码，区分大小写" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="password2"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: messages.newPasswordRule },
          { max: 32, message: messages.tooLong('确认密码', 32) },
          {
            validator: async (_, v: string | undefined) => {
              if (!v) throw new Error(messages.passwordRequired);
              const pw = form.getFieldValue('newPassword') as string | undefined;
              if (pw && v.trim() !== pw.trim()) throw new Error(messages.passwordMismatch);
            },
          },
        ]}
      >
        <Input.Password maxLength={32} autoComplete="new-password" placeholder="确认密码" />
      </Form.Item>
    </VerticalFormModal>
  );
}
