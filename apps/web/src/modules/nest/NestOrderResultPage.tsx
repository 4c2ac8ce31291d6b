import { useNestResult } from './api.ts';
import { pending, useIdParam } from './details.tsx';
import { ResultSheets } from './ResultSheets.tsx';

/** /nest/order-result?id=: the viewer of one nest result. */
export default function NestOrderResultPage() {
  const id = useIdParam();
  const result = useNestResult(id);
  return pending(id, result, '请从排版订单或排版结果进入', '排版结果不存在或已删除') ?? <ResultSheets result={result.data!} />;
}
