import { smsMessages, type BindAnswer } from '@al/contracts';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { myAccount } from './profile.ts';

/**
 * /wechat (spec 01 route "wechat", no login): where WeChat sends the phone back after the user
 * allowed the official account (or its sandbox). The code and the signed state bind that WeChat to
 * the account that showed the QR code; the phone itself is not signed in.
 */
export default function WechatPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error') === 'denied';
  const [answer, setAnswer] = useState<BindAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!code || !state || sent.current) return;
    sent.current = true;
    myAccount
      .bind({ wechatCode: code, state }, { silent: true })
      .then(setAnswer, (e: Error) => setError(e.message || smsMessages.wechatCodeInvalid));
  }, [code, state]);

  const page = (node: React.ReactNode) => (
    <div style={{ maxWidth: 480, margin: '48px auto', padding: 16 }} data-testid="wechat-page">
      {node}
    </div>
  );
  if (denied) return page(<Result status="warning" title="你已拒绝授权" subTitle="微信未绑定。如需绑定，请在电脑上重新获取二维码并扫码。" />);
  if (!code || !state)
    return page(
      <Result
        status="info"
        title="绑定微信公众号"
        subTitle="请登录铝云工厂，在“个人设置 → 账号绑定”中获取二维码，再用微信扫码完成绑定。绑定后可在微信中接收通知。"
        extra={
          <Link to="/account/settings/binding">
            <Button type="primary">去绑定</Button>
          </Link>
        }
      />,
    );
  if (error) return page(<Result status="error" title="绑定失败" subTitle={error} />);
  if (!answer) return page(<Spin size="large" description="正在绑定…" style={{ display: 'block', padding: 48 }} />);
  return page(
    <Result
      status="success"
      title="绑定成功"
      subTitle={`微信“${answer.value}”已绑定到账号 ${answer.userName}，可以关闭此页面。`}
    />,
  );
}
