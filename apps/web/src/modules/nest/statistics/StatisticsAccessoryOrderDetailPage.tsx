import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { accessoryApi, useAccessoryOrder } from '../accessory-api.ts';
import { AccessoryOrderDescriptions, AccessoryOrderTabs } from '../AccessoryOrderInfo.tsx';
import { AccessoryResultView } from '../AccessoryResultView.tsx';
import { AccessoryLiveProgress } from '../AccessoryLiveProgress.tsx';
import { ForceDeleteButton } from './ForceDeleteButton.tsx';
import { OrderCard, pending, useIdParam } from '../details.tsx';
import { isLive } from '../api.ts';

/** /statistics/accessory-order-detail?id=: one space's accessory nest order as the platform sees it: read only, but for the force delete. */
export default function StatisticsAccessoryOrderDetailPage() {
  const navigate = useNavigate();
  const id = useIdParam();
  const order = useAccessoryOrder(id, true);
  const wait = pending(id, order, '请从排版订单统计进入', '配件排版订单不存在或已删除');
  if (wait) return wait;
  const o = order.data!;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <OrderCard
        title={`配件排版订单 ${o.orderNo}`}
        state={o.orderState}
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
      </OrderCard>
      {isLive(o.orderState) && <AccessoryLiveProgress order={o} />}
      <AccessoryOrderTabs o={o} result={o.result && <AccessoryResultView result={o.result} canDownload={false} />} />
      <Button onClick={() => history.back()}>返回</Button>
    </Space>
  );
}
