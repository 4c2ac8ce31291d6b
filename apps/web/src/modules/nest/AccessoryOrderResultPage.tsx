import { Button, Empty, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccessoryResult } from './accessory-api.ts';
import { AccessoryResultView } from './AccessoryResultView.tsx';

/** /nest/accessory-order-result?id=<result id>: the bars of an accessory nest, drawn, with the purchase list. */
export default function AccessoryOrderResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const result = useAccessoryResult(id);
  if (!id) return <Empty description="请从配件排版订单进入" />;
  if (result.isLoading) return <Spin />;
  const r = result.data;
  if (!r) return <Empty description="配件排版结果不存在或已删除" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <AccessoryResultView result={r} orderNo={r.order?.orderNo} />
      <Space>
        <Button onClick={() => history.back()}>返回</Button>
        {r.order && <Button onClick={() => navigate(`/nest/accessory-order-detail?id=${r.orderId}`)}>查看订单 {r.order.orderNo}</Button>}
      </Space>
    </Space>
  );
}
