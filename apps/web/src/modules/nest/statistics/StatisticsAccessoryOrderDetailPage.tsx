import { OrderState } from '@al/contracts';
import { Button, Card, Empty, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { NestStateTag } from '../StateTag.tsx';
import { accessoryApi, useAccessoryOrder } from '../accessory-api.ts';
import { AccessoryOrderDescriptions, AccessoryOrderTabs } from '../AccessoryOrderInfo.tsx';
import { AccessoryResultView } from '../AccessoryResultView.tsx';
import { AccessoryLiveProgress } from '../AccessoryLiveProgress.tsx';
import { ForceDeleteButton } from './ForceDeleteButton.tsx';

/** /statistics/accessory-order-detail?id=: one space's accessory nest order as the platform sees it: read only, but for the force delete. */
export default function StatisticsAccessoryOrderDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const order = useAccessoryOrder(id, true);
  if (!id) return <Empty description="请从排版订单统计进入" />;
  if (order.isLoading) return <Spin />;
  const o = order.data;
  if (!o) return <Empty description="配件排版订单不存在或已删除" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        size="small"
        title={
          <Space>
            <span>配件排版订单 {o.orderNo}</span>
            <NestStateTag state={o.orderState} />
          </Space>
        }
        extra={
          <Space>
            {o.resultId && (
              <Button type="link" onClick={() => navigate(`/statistics/accessory-order-result?id=${o.resultId}`)}>
                排版结果
              </Button>
            )}
            <ForceDeleteButton what="配件排版订单" remove={() => accessoryApi.forceDelete(o.id, o.tenantId)} listPath="/statistics/order?tab=accessory" />
          </Space>
        }
      >
        <AccessoryOrderDescriptions o={{ ...o, tenantName: o.tenantName ?? null }} />
      </Card>
      {(o.orderState === OrderState.pending || o.orderState === OrderState.processing) && <AccessoryLiveProgress order={o} />}
      <AccessoryOrderTabs o={o} result={o.result && <AccessoryResultView result={o.result} canDownload={false} />} />
      <Button onClick={() => history.back()}>返回</Button>
    </Space>
  );
}
