import { Button, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { StateActions } from './StateActions.tsx';
import { accessoryApi, accessoryKeys, useAccessoryOrder } from './accessory-api.ts';
import { AccessoryOrderDescriptions, AccessoryOrderTabs } from './AccessoryOrderInfo.tsx';
import { AccessoryResultView } from './AccessoryResultView.tsx';
import { AccessoryLiveProgress } from './AccessoryLiveProgress.tsx';
import { OrderCard, pending, useIdParam } from './details.tsx';
import { isLive } from './api.ts';

/** /nest/accessory-order-detail?id=: an accessory nest order, its bars once cut, its pieces and its log. */
export default function AccessoryOrderDetailPage() {
  const id = useIdParam();
  const qc = useQueryClient();
  const order = useAccessoryOrder(id);
  const logs = useQuery({ queryKey: ['accessory-nest', 'logs', id, order.data?.orderState], queryFn: () => accessoryApi.logs(id!, { skipCount: 0, maxResultCount: 200 }), enabled: !!id });
  const wait = pending(id, order, '请从配件排版订单列表进入', '配件排版订单不存在或已删除');
  if (wait) return wait;
  const o = order.data!;
  const refresh = () => void qc.invalidateQueries({ queryKey: accessoryKeys.all });
  const live = isLive(o.orderState);
  const actions = <StateActions order={o} onChanged={refresh} size="middle" setState={accessoryApi.setState} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <OrderCard title={`配件排版订单 ${o.orderNo}`} state={o.orderState} extra={!live && actions}>
        <AccessoryOrderDescriptions o={o} />
      </OrderCard>
      {/* While it waits or runs, its cancel / stop sits with the progress. */}
      {live && <AccessoryLiveProgress order={o} actions={actions} />}
      <AccessoryOrderTabs o={o} result={o.result && <AccessoryResultView result={o.result} orderNo={o.orderNo} />} logs={{ loading: logs.isLoading, items: logs.data?.items ?? [] }} />
      <Button onClick={() => history.back()}>返回</Button>
    </Space>
  );
}
