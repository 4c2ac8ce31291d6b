import { Spin } from 'antd';

/** The page-loading overlay: above all other content. */
export function PageLoading({ tip = '加载中...' }: { tip?: string }) {
  return (
    <div className="al-page-loading" data-testid="page-loading">
      <Spin size="large" description={tip} />
    </div>
  );
}
