import { Descriptions, Empty, Table, Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { AccessoryOrderDetail } from './accessory-api.ts';
import { fmtTime, logsTab, lostTab, OrderMessage } from './details.tsx';
import { isLive } from './api.ts';
import { fmtAmount } from '../../lib/format.ts';
import { column } from '../../components/TableContainer/index.tsx';

/** The head of an accessory order (shared by the tenant's and the platform's detail pages). */
export function AccessoryOrderDescriptions({ o }: { o: AccessoryOrderDetail }) {
  const p = o.parameter;
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        {o.tenantName !== undefined && <Descriptions.Item label="空间">{o.tenantName ?? '-'}</Descriptions.Item>}
        <Descriptions.Item label="配件">
          {o.accessoryName}
          {o.accessorySpec ? `（${o.accessorySpec}）` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="型材长度">{p.barLength} mm</Descriptions.Item>
        <Descriptions.Item label="锯缝 / 端头余量">
          {p.kerf} mm / {p.trim} mm
        </Descriptions.Item>
        <Descriptions.Item label="零件">
          {o.lineCount}种 / {o.pieceCount}段（{Number(o.partsLength)} m）
        </Descriptions.Item>
        <Descriptions.Item label="费用">{fmtAmount(o.cost)}</Descriptions.Item>
        <Descriptions.Item label="创建时间">{fmtTime(o.creationTime)}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{fmtTime(o.submitTime)}</Descriptions.Item>
        <Descriptions.Item label="完成时间">{fmtTime(o.finishTime)}</Descriptions.Item>
      </Descriptions>
      <OrderMessage o={o} />
    </>
  );
}

/** Result, lines, pieces left out and (for tenants) the log, as tabs. */
export function AccessoryOrderTabs({ o, result, logs }: { o: AccessoryOrderDetail; result: ReactNode; logs?: { loading: boolean; items: Record<string, unknown>[] } }) {
  return (
    <Tabs
      items={[
        { key: 'bars', label: '切割方案', children: o.result ? result : <Empty description={isLive(o.orderState) ? '排版中，请稍候' : '还没有排版结果'} /> },
        {
          key: 'lines',
          label: `零件（${o.lineCount}）`,
          children: (
            <Table
              size="small"
              rowKey="id"
              dataSource={o.lines}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                column('code', '产品编号'),
                column('length', '长度(mm)', 120),
                column('quantity', '段数', 100),
              ]}
            />
          ),
        },
        ...lostTab(o.lostProducts, '产品编号', '段数', (r) => `${r.code}-${r.reason}`),
        ...(logs ? [logsTab(logs)] : []),
      ]}
    />
  );
}
