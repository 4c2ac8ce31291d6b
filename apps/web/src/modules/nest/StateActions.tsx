import { nestTransitionLabel, nestUserTransitions, OrderState, Permissions } from '@al/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { feedback } from '../../lib/notify.ts';
import type { RequestOptions } from '../../lib/request.ts';
import { nestApi, type NestOrder } from './api.ts';
import { useQuotaRefusal } from './NoQuota.tsx';

const CONFIRM: Partial<Record<number, string>> = {
  [OrderState.cancelled]: '确定取消该排版订单吗？',
  [OrderState.abnormal]: '确定停止正在进行的排版吗？',
};

/** The planner's moves of an order (DOMAIN.md §2.4), shown only with the edit action. */
export function StateActions({
  order,
  onChanged,
  size = 'small',
  setState = nestApi.setState,
}: {
  order: Pick<NestOrder, 'id' | 'orderState'>;
  onChanged: () => void;
  size?: 'small' | 'middle';
  /** The call that moves the order (accessory orders have their own). */
  setState?: (id: string, orderState: number, remark?: string, o?: RequestOptions) => Promise<unknown>;
}) {
  const { can } = useActions(Permissions.AlNest.Orders);
  const [busy, setBusy] = useState<number | null>(null);
  const quota = useQuotaRefusal();
  if (!can('edit')) return null;
  const move = async (to: number) => {
    setBusy(to);
    try {
      // Submitting may be refused for quota: that refusal offers to buy, other errors show as usual.
      const after = (await setState(order.id, to, undefined, { silent: true })) as { orderState?: number } | undefined;
      // Accepting a result the stock cannot cover sends the order to purchasing (DOMAIN.md §2.4).
      const short = to === OrderState.confirmed && after?.orderState === OrderState.toPurchase;
      feedback.message.success(`${nestTransitionLabel(order.orderState, to)}成功${short ? '，库存板材不足，已转采购并生成采购任务' : ''}`);
      onChanged();
    } catch (e) {
      quota.handle(e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space size={4} wrap>
      {quota.dialog}
      {(nestUserTransitions[order.orderState] ?? []).map((to) => {
        const label = nestTransitionLabel(order.orderState, to);
        const button = (
          <Button key={to} size={size} type={size === 'small' ? 'link' : to === OrderState.pending ? 'primary' : 'default'} danger={to === OrderState.cancelled || to === OrderState.abnormal} loading={busy === to} onClick={CONFIRM[to] ? undefined : () => void move(to)}>
            {label}
          </Button>
        );
        return CONFIRM[to] ? (
          <Popconfirm key={to} title={CONFIRM[to]} onConfirm={() => move(to)}>
            {button}
          </Popconfirm>
        ) : (
          button
        );
      })}
    </Space>
  );
}
