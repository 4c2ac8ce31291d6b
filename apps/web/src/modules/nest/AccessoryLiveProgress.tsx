import { OrderState } from '@al/contracts';
import { Card, Col, Progress, Row, Space, Statistic } from 'antd';
import { queued } from './LiveProgress.tsx';
import { useEffect, useState, type ReactNode } from 'react';
import { NestStateTag } from './StateTag.tsx';
import type { AccessoryNestOrder } from './accessory-api.ts';

/** Seconds since `since`, ticking every second while mounted (the order itself is polled less often). */
function useElapsed(since: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since ? Math.max(0, Math.round((now - new Date(since).getTime()) / 1000)) : null;
}

/**
 * A waiting or running accessory (1-D) nest: its state, the time since a client took it and what the
 * solver knows so far (bars of the best cut, the lower bound no cut can beat, nodes searched), with
 * the planner's stop / cancel in `actions`.
 */
export function AccessoryLiveProgress({ order, actions }: { order: AccessoryNestOrder; actions?: ReactNode }) {
  const running = order.orderState === OrderState.processing;
  const elapsed = useElapsed(running ? order.startTime : null);
  const p = order.progress;
  return (
    <Card
      size="small"
      data-testid="accessory-live"
      title={
        <Space>
          <span>排版进度</span>
          <NestStateTag state={order.orderState} />
        </Space>
      }
      extra={actions}
    >
      {!running ? (
        queued
      ) : (
        <>
          <Row gutter={16}>
            <Col span={6}>
              <Statistic title="已用时间" value={elapsed ?? '-'} suffix="秒" />
            </Col>
            <Col span={6}>
              <Statistic title="当前方案根数" value={p?.bars ?? '-'} />
            </Col>
            <Col span={6}>
              <Statistic title="理论最少根数" value={p?.lowerBound ?? '-'} />
            </Col>
            <Col span={6}>
              <Statistic title="已搜索方案" value={p?.nodes ?? '-'} />
            </Col>
          </Row>
          {/* How close the best cut so far is to the bound: 100% means it is proven optimal. */}
          <Progress percent={p && p.bars > 0 ? Math.round((p.lowerBound / p.bars) * 100) : 0} status="active" format={(v) => `距最优 ${v}%`} />
        </>
      )}
    </Card>
  );
}
