import { Button, Descriptions, Empty, Space, Tabs } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isLive, nestApi, nestKeys, useNestOrder, useNestResult } from './api.ts';
import { nestRotationLabels } from '@al/contracts';
import { LiveProgress } from './LiveProgress.tsx';
import { StateActions } from './StateActions.tsx';
import { ResultSheets } from './ResultSheets.tsx';
import { fmtTime, logsTab, lostTab, OrderCard, OrderMessage, pending, useIdParam } from './details.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { fmtAmount } from '../../lib/format.ts';
import { column } from '../../components/TableContainer/index.tsx';

/** /nest/order-detail?id=: the order, its live progress while it runs, its parts, its sheets and its log. */
export default function NestOrderDetailPage() {
  const id = useIdParam();
  const qc = useQueryClient();
  const order = useNestOrder(id);
  const result = useNestResult(order.data?.resultId ?? null);
  const lines = useQuery({ queryKey: ['nest', 'lines', id], queryFn: () => nestApi.lines(id!, { skipCount: 0, maxResultCount: 1000 }), enabled: !!id });
  const logs = useQuery({ queryKey: ['nest', 'logs', id, order.data?.orderState], queryFn: () => nestApi.logs(id!, { skipCount: 0, maxResultCount: 200 }), enabled: !!id });
  const wait = pending(id, order, '请从排版订单列表进入', '排版订单不存在或已删除');
  if (wait) return wait;
  const o = order.data!;
  const refresh = () => void qc.invalidateQueries({ queryKey: nestKeys.all });
  const p = o.parameter;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <OrderCard title={`排版订单 ${o.orderNo}`} state={o.orderState} extra={<StateActions order={o} onChanged={refresh} size="middle" />}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label="材质">{o.materialName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="厚度">{o.thickness} mm</Descriptions.Item>
          <Descriptions.Item label="零件">
            {o.lineCount}种 / {o.pieceCount}件（{o.partsArea} ㎡）
          </Descriptions.Item>
          <Descriptions.Item label="板材规格"><span data-testid="nest-order-plates">{o.plates.map((pl) => `${pl.name ?? `${pl.width}×${pl.length}`}${pl.count ? `（${pl.count}张）` : ''}`).join('、')}</span></Descriptions.Item>
          <Descriptions.Item label="排版参数">
            间距 {p.spacing} mm · 板边 {p.margin} mm · {nestRotationLabels[p.rotation]}
            {p.partInPart ? ' · 孔内嵌套' : ''} · 时长 {p.timeLimitSeconds} 秒
          </Descriptions.Item>
          <Descriptions.Item label="费用">{fmtAmount(o.cost)}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{fmtTime(o.submitTime)}</Descriptions.Item>
          <Descriptions.Item label="开始时间">{fmtTime(o.startTime)}</Descriptions.Item>
          <Descriptions.Item label="完成时间">{fmtTime(o.finishTime)}</Descriptions.Item>
        </Descriptions>
        <OrderMessage o={o} />
      </OrderCard>
      {isLive(o.orderState) && <LiveProgress order={o} />}
      <Tabs
        items={[
          {
            key: 'sheets',
            label: '排版图',
            children: result.data ? <ResultSheets result={result.data} /> : <Empty description={o.resultId ? '加载中' : '还没有排版结果'} />,
          },
          {
            key: 'lines',
            label: `零件（${o.lineCount}）`,
            children: (
              <QueryTable
                query={lines}
                rowKey="id"
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                columns={[
                  column('code', '零件编号'),
                  column('quantity', '数量', 80),
                  { key: 'size', title: '尺寸(mm)', width: 140, render: (_: unknown, l: Record<string, unknown>) => `${l.width}×${l.length}` },
                  column('area', '单件面积(㎡)', 120, (v: number) => (Number(v) / 1e6).toFixed(4)),
                ]}
              />
            ),
          },
          ...lostTab(o.lostProducts, '零件编号', '数量', 'code'),
          logsTab({ loading: logs.isLoading, items: logs.data?.items ?? [] }),
        ]}
      />
      <Button onClick={() => history.back()}>返回</Button>
    </Space>
  );
}
