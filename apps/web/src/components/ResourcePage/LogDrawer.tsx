import type { AnyResourceDef } from '@al/contracts';
import { Drawer, Empty, Pagination, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LOG_PAGE_SIZE, useResourceLogs } from './api.ts';
import { actionColor, actionLabel, changedFields, type LogEntry } from './logs.ts';

function Entry({ def, entry }: { def: AnyResourceDef; entry: LogEntry }) {
  const changes = changedFields(def, entry);
  return (
    <div data-testid="log-entry">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Tag color={actionColor(entry.action)} style={{ marginInlineEnd: 0 }}>
          {actionLabel(entry.action)}
        </Tag>
        <Typography.Text>{entry.userName ?? '-'}</Typography.Text>
        <Typography.Text type="secondary">{dayjs(entry.time).format('YYYY-MM-DD HH:mm:ss')}</Typography.Text>
      </div>
      {changes.length > 0 && (
        <ul style={{ margin: '6px 0 0', paddingInlineStart: 18, color: 'rgba(0,0,0,0.65)' }}>
          {changes.map((c) => (
            <li key={c.key}>
              {c.label}：
              {entry.beforeJson ? (
                <>
                  <Typography.Text delete type="secondary">
                    {c.before || '空'}
                  </Typography.Text>
                  {' → '}
                </>
              ) : null}
              <Typography.Text>{c.after || '空'}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The operation log of one row: who did what when, and which fields changed from what to what. */
export function LogDrawer({
  def,
  id,
  onClose,
}: {
  def: AnyResourceDef;
  id: string | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useResourceLogs(def, id, page);
  return (
    <Drawer
      title="操作日志"
      open={!!id}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      size={480}
      destroyOnHidden
    >
      <Spin spinning={isLoading}>
        {data && data.items.length === 0 ? (
          <Empty description="暂无操作日志" />
        ) : (
          <Timeline
            items={(data?.items ?? []).map((e, i) => ({
              key: e.id ?? i,
              color: actionColor(e.action) === 'default' ? 'gray' : actionColor(e.action),
              content: <Entry def={def} entry={e} />,
            }))}
          />
        )}
        {(data?.totalCount ?? 0) > LOG_PAGE_SIZE && (
          <Pagination
            size="small"
            align="end"
            current={page}
            pageSize={LOG_PAGE_SIZE}
            total={data?.totalCount}
            onChange={setPage}
            showTotal={(t) => `共 ${t} 条`}
          />
        )}
      </Spin>
    </Drawer>
  );
}
