import { Empty, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { nestApi } from '../api.ts';
import { ResultSheets } from '../ResultSheets.tsx';

/** /statistics/order-result?id=: a space's nest result as the platform sees it, every sheet drawn, read only. */
export default function StatisticsOrderResultPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const q = useQuery({ queryKey: ['statistics', 'result', id], queryFn: () => nestApi.platformResult(id!), enabled: !!id });
  if (!id) return <Empty description="请从排版订单统计进入" />;
  if (q.isLoading) return <Spin />;
  if (!q.data) return <Empty description="排版结果不存在或已删除" />;
  return <ResultSheets result={q.data} platform />;
}
