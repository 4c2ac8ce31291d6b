import { Card, Empty, Space, Spin } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { NestStateTag } from './StateTag.tsx';

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
