import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useAccessoryResult } from './accessory-api.ts';
import { AccessoryResultView } from './AccessoryResultView.tsx';
import { pending, useIdParam } from './details.tsx';

/**
 * The bars of an accessory nest, drawn, with the purchase list: the space's own
 * (/nest/accessory-order-result?id=<result id>), or read only for the platform (`platform`,
 * /statistics/accessory-order-result).
 */
export function AccessoryResultPage({ platform = false }: { platform?: boolean }) {
  const navigate = useNavigate();
  const id = useIdParam();
  const result = useAccessoryResult(id, platform);
  const wait = pending(id, result, platform ? '请从排版订单统计进入' : '请从配件排版订单进入', '配件排版结果不存在或已删除');
  if (wait) return wait;
  const r = result.data!;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {platform ? <AccessoryResultView result={r} canDownload={false} /> : <AccessoryResultView result={r} orderNo={r.order?.orderNo} />}
      <Space>
        <Button onClick={() => history.back()}>返回</Button>
        {(platform || r.order) && (
          <Button onClick={() => navigate(`${platform ? '/statistics' : '/nest'}/accessory-order-detail?id=${r.orderId}`)}>查看订单 {r.order?.orderNo}</Button>
        )}
      </Space>
    </Space>
  );
}

export default function AccessoryOrderResultPage() {
  return <AccessoryResultPage />;
}
