import { smsMessages, type WechatTicket } from '@al/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, List, Modal, Popconfirm, QRCode, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { feedback } from '../../lib/notify.ts';
import { myAccount, profileKey, useMyProfile } from './profile.ts';
import { SmsCodeInput } from './SmsCodeInput.tsx';

const wechatKey = ['my-wechat-binding'];

/** Binds (or changes) the phone: a code sent to the new number proves it is the user's. */
function PhoneModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<{ phoneNumber: string; code: string }>();
  const qc = useQueryClient();
  const phone = Form.useWatch('phoneNumber', form);
  const [busy, setBusy] = useState(false);
  const save = async (v: { phoneNumber: string; code: string }) => {
    setBusy(true);
    try {
      await myAccount.bind(v);
    } catch {
      return;
    } finally {
      setBusy(false);
    }
    feedback.message.success('手机号绑定成功');
    await qc.invalidateQueries({ queryKey: profileKey });
    onClose();
  };
  return (
    <Modal open={open} title="绑定手机" onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => void save(v)}>
        <Form.Item name="phoneNumber" label="手机号" rules={[{ required: true, message: '请输入手机号' }, { pattern: /^1[3-9]\d{9}$/, message: smsMessages.phoneInvalid }]}>
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <Form.Item name="code" label="验证码" rules={[{ required: true, message: '请输入验证码' }, { pattern: /^\d{6}$/, message: smsMessages.codeInvalid }]}>
          <SmsCodeInput phone={phone} purpose="bind" sentText={smsMessages.sent} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The QR code of the official account's authorisation page; the pane polls until the phone has bound. */
function WechatModal({ ticket, onClose }: { ticket: WechatTicket | null; onClose(): void }) {
  const qc = useQueryClient();
  // Asks every 3 s whether the phone has bound yet (the user is on the phone meanwhile).
  useEffect(() => {
    if (!ticket) return;
    let stopped = false;
    const timer = setInterval(() => {
      void myAccount.wechatBinding({ silent: true }).then(
        async (b) => {
          if (stopped || !b.bound) return;
          stopped = true;
          feedback.message.success(`微信“${b.nickname ?? ''}”绑定成功`);
          await qc.invalidateQueries({ queryKey: wechatKey });
          onClose();
        },
        () => undefined,
      );
    }, 3000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [ticket, qc, onClose]);
  return (
    <Modal open={!!ticket} title="绑定微信" onCancel={onClose} footer={null} destroyOnHidden>
      {ticket && (
        <Space direction="vertical" align="center" style={{ width: '100%' }}>
          <QRCode value={ticket.qrUrl} size={200} data-testid="wechat-qrcode" />
          <Typography.Text>请用微信扫一扫，在手机上确认授权</Typography.Text>
          <Typography.Text type="secondary">二维码有效期至 {new Date(ticket.expiresAt).toLocaleTimeString('zh-CN')}</Typography.Text>
          {ticket.sandbox && (
            <Alert
              type="warning"
              showIcon
              message="沙箱模式：平台尚未配置微信公众号"
              description={
                <>
                  二维码打开的是代替微信的沙箱授权页，也可以
                  <Typography.Link href={ticket.qrUrl} target="_blank" data-testid="wechat-sandbox-link">
                    在本机打开
                  </Typography.Link>
                  。
                </>
              }
            />
          )}
        </Space>
      )}
    </Modal>
  );
}

/** /account/settings/binding: the phone (SMS code) and WeChat (official account) of the account. */
export function BindingPane() {
  const qc = useQueryClient();
  const { data: me } = useMyProfile();
  const wechat = useQuery({ queryKey: wechatKey, queryFn: () => myAccount.wechatBinding() });
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [ticket, setTicket] = useState<WechatTicket | null>(null);
  const closeTicket = useCallback(() => setTicket(null), []);
  const bindWechat = async () => {
    try {
      setTicket(await myAccount.wechatTicket());
    } catch {
      // shown by the request client
    }
  };
  const unbind = async () => {
    try {
      await myAccount.unbindWechat();
    } catch {
      return;
    }
    feedback.message.success('已解绑微信');
    await qc.invalidateQueries({ queryKey: wechatKey });
  };
  const rows = [
    {
      key: 'phone',
      title: '绑定手机',
      description: me?.phoneNumber ? `已绑定：${me.phoneNumber}（可用于找回密码）` : '未绑定，绑定后可用手机验证码找回密码',
      actions: [
        <a key="p" onClick={() => setPhoneOpen(true)} data-testid="bind-phone">
          {me?.phoneNumber ? '修改' : '绑定'}
        </a>,
      ],
    },
    {
      key: 'wechat',
      title: '绑定微信',
      description: wechat.data?.bound ? `已绑定：${wechat.data.nickname ?? '微信用户'}` : '未绑定，绑定后可在微信公众号中接收通知',
      actions: wechat.data?.bound
        ? [
            <Popconfirm key="u" title="确定解绑微信？" onConfirm={() => void unbind()}>
              <a>解绑</a>
            </Popconfirm>,
          ]
        : [
            <a key="b" onClick={() => void bindWechat()} data-testid="bind-wechat">
              绑定
            </a>,
          ],
    },
    { key: 'email', title: '绑定邮箱', description: me?.email ? `已绑定：${me.email}` : '未绑定（在“基本设置”中填写）', actions: [] },
  ];
  return (
    <>
      <List
        dataSource={rows}
        renderItem={(r) => (
          <List.Item actions={r.actions} data-testid={`binding-${r.key}`}>
            <List.Item.Meta title={r.title} description={r.description} />
          </List.Item>
        )}
      />
      <PhoneModal open={phoneOpen} onClose={() => setPhoneOpen(false)} />
      <WechatModal ticket={ticket} onClose={closeTicket} />
    </>
  );
}
