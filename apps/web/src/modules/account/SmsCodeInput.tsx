import { phoneNumber, type SmsPurpose } from '@al/contracts';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { feedback } from '../../lib/notify.ts';
import { myAccount } from './profile.ts';

/**
 * The code field with its "获取验证码" button: asks the server for a code sent to `phone` and
 * counts down the wait before another may be asked for.
 */
export function SmsCodeInput({
  phone,
  purpose,
  value,
  onChange,
  sentText,
}: {
  phone: string | undefined;
  purpose: SmsPurpose;
  value?: string;
  onChange?: (v: string) => void;
  /** What the message says once the server took the request. */
  sentText: string;
}) {
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);
  const send = async () => {
    const checked = phoneNumber.safeParse(phone ?? '');
    if (!checked.success) {
      feedback.message.warning(checked.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    try {
      const answer = await myAccount.sms({ phoneNumber: checked.data, purpose });
      setWait(answer.resendAfter);
      feedback.message.success(sentText);
    } catch {
      // the request client showed why (e.g. 发送太频繁)
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={value} onChange={(e) => onChange?.(e.target.value)} placeholder="6位验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
      <Button onClick={() => void send()} disabled={wait > 0} loading={busy} style={{ width: 120 }} data-testid="sms-send">
        {wait > 0 ? `${wait}秒后重发` : '获取验证码'}
      </Button>
    </Space.Compact>
  );
}
