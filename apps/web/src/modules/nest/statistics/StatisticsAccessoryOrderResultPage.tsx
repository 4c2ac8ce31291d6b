import { Button, Empty, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccessoryResult } from '../accessory-api.ts';
import { AccessoryResultView } from '../AccessoryResultView.tsx';

/** /statistics/accessory-order-result?id=<result id>: the bars of a space's accessory nest, for the platform. */
export default function StatisticsAccessoryOrderResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const result = useAccessoryResult(id, true);
  if (!id) return <Empty description="请从排版订单统计进入" />;
  if (result.isLoading) return <Spin />;
  const r = result.data;
  if (!r) return <Empty description="配件排版结果不存在或已删除" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <AccessoryResultView result={r} canDownload={false} />
      <Space>
        <Button onClick={() => history.back()}>返回</Button>
        <Button onClick={() => navigate(`/statistics/accessory-order-detail?id=${r.orderId}`)}>查看订单 {r.order?.orderNo}</Button>
      </Space>
    </Space>
  );
}
