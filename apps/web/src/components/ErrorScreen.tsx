import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** Texts of the error screens (spec 01 §8). */
export const ERROR_TEXTS = {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在或仍在开发中',
  500: '抱歉，服务器出错了',
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;

/** Error screen for 403, 404 and 500 with a "back to home" button. */
export function ErrorScreen({ code }: { code: ErrorCode }) {
  const navigate = useNavigate();
  return (
    <Result
      status={code}
      title={code}
      subTitle={ERROR_TEXTS[code]}
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          返回首页
        </Button>
      }
    />
  );
}

/** A route whose page is not built yet: the 404 screen's "still under development" text. */
export function UnderDevelopment() {
  return <ErrorScreen code={404} />;
}
