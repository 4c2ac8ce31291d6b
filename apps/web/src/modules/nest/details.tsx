import { OrderState } from '@al/contracts';
import { Alert, Card, Empty, Space, Spin, Table } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { NestStateTag } from './StateTag.tsx';
import { column } from '../../components/TableContainer/index.tsx';

/** The `id` of the page's address. */
export function useIdParam() {
  const [params] = useSearchParams();
  return params.get('id');
}

/**
 * What a page of one order or result shows until its data is there: the hint where to come from
 * without an id, a spinner while loading, the not-found text; null once it can be drawn.
 */
export function pending(id: string | null, q: { isLoading: boolean; data?: unknown }, noId: string, missing: string): ReactElement | null {
  if (!id) return <Empty description={noId} />;
  if (q.isLoading) return <Spin />;
  if (!q.data) return <Empty description={missing} />;
  return null;
}

/** The head card of an order page: its title with the state tag, the moves or links in `extra`. */
export function OrderCard({ title, state, extra, children }: { title: ReactNode; state: number; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={
        <Space>
          <span>{title}</span>
          <NestStateTag state={state} />
        </Space>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}

/** A time to the second, '-' when none. */
export const fmtTime = (v: string | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');

/** The order's message below its head: an error when it failed, else information. */
export function OrderMessage({ o }: { o: { message?: string | null; orderState: number } }) {
  return o.message ? <Alert style={{ marginTop: 8 }} type={o.orderState === OrderState.abnormal ? 'error' : 'info'} showIcon title={o.message} /> : null;
}

/** The 未排入 tab (only when some were left out): code, count and reason of each. */
export function lostTab<T extends { code: string; qty: number; reason: string }>(lost: T[], codeTitle: string, qtyTitle: string, rowKey: string | ((r: T) => string)) {
  return lost.length
    ? [
        {
          key: 'lost',
          label: `未排入（${lost.length}）`,
          children: (
            <Table<T>
              size="small"
              rowKey={rowKey}
              dataSource={lost}
              pagination={false}
              columns={[
                column('code', codeTitle),
                column('qty', qtyTitle, 80),
                column('reason', '原因'),
              ]}
            />
          ),
        },
      ]
    : [];
}

/** The 日志 tab: each move of the order, who and to which state. */
export function logsTab(logs: { loading: boolean; items: Record<string, unknown>[] }) {
  return {
    key: 'logs',
    label: '日志',
    children: (
      <Table
        size="small"
        rowKey="id"
        loading={logs.loading}
        dataSource={logs.items}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          column('time', '时间', 170, (v: string) => fmtTime(v)),
          column('userName', '操作人', 120),
          column('toState', '状态', 100, (v: number | null) => (v ? <NestStateTag state={v} /> : '-')),
          column('message', '说明'),
        ]}
      />
    ),
  };
}
