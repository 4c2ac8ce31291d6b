import { OrderState } from '@al/contracts';
import { Alert, Card, Col, Progress, Row, Statistic } from 'antd';
import type { NestOrder } from './api.ts';

/** What a submitted order of either kind shows until a nest client takes its run. */
export const queued = <Alert type="info" showIcon title="排队中" description="等待排版客户端领取，领取后这里实时显示排版进度。" />;

/** The best layout so far while a nest waits or runs: utilisation, sheets, elapsed against the time limit. */
export function LiveProgress({ order }: { order: NestOrder }) {
  if (order.orderState === OrderState.pending) return queued;
  const p = order.progress;
  const limit = order.parameter.timeLimitSeconds;
  const elapsed = (p?.elapsedMs ?? 0) / 1000;
  return (
    <Card size="small" title="排版进度" data-testid="nest-live">
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title="当前利用率" value={p ? (p.utilisation * 100).toFixed(2) : '-'} suffix="%" />
        </Col>
        <Col span={8}>
          <Statistic title="板材张数" value={p?.sheets ?? '-'} />
        </Col>
        <Col span={8}>
          <Statistic title="已用时间" value={elapsed.toFixed(0)} suffix={`/ ${limit} 秒`} />
        </Col>
      </Row>
      <Progress percent={Math.min(99, Math.round((elapsed / limit) * 100))} status="active" />
    </Card>
  );
}
