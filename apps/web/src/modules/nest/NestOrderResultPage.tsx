import { Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useNestResult } from './api.ts';
import { ResultSheets } from './ResultSheets.tsx';

/** /nest/order-result?id=: the viewer of one nest result. */
export default function NestOrderResultPage() {
  const [params] = useSearchParams();
  const result = useNestResult(params.get('id'));
  if (!params.get('id')) return <Empty description="请从排版订单或排版结果进入" />;
  if (result.isLoading) return <Spin />;
  if (!result.data) return <Empty description="排版结果不存在或已删除" />;
  return <ResultSheets result={result.data} />;
}
