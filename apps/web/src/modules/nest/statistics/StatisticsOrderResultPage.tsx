import { useQuery } from '@tanstack/react-query';
import { nestApi } from '../api.ts';
import { pending, useIdParam } from '../details.tsx';
import { ResultSheets } from '../ResultSheets.tsx';

/** /statistics/order-result?id=: a space's nest result as the platform sees it, every sheet drawn, read only. */
export default function StatisticsOrderResultPage() {
  const id = useIdParam();
  const q = useQuery({ queryKey: ['statistics', 'result', id], queryFn: () => nestApi.platformResult(id!), enabled: !!id });
  return pending(id, q, '请从排版订单统计进入', '排版结果不存在或已删除') ?? <ResultSheets result={q.data!} platform />;
}
