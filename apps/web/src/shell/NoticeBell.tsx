import { BellOutlined } from '@ant-design/icons';
import {
  ChangeOrderStatus,
  MessageGroup,
  MessageState,
  MessageTypeValue,
  UserStatus,
  type ChangeMessage,
  type MessageItem,
} from '@al/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Popover, Spin, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../lib/api.ts';
import { refreshTenants } from '../lib/actions.ts';
import { feedback } from '../lib/notify.ts';
import { useSession } from '../lib/session.ts';
import { readTag } from '../components/tags.tsx';

/** Change notice descriptions are truncated to 20 characters (spec 01 §9). */
const cut = (s: string, n = 20) => (s.length > n ? `${s.slice(0, n)}...` : s);

/** A light list (antd List would pull Pagination and Select into the shell's first load). */
function NoticeList<T>({ items, render }: { items: T[]; render: (item: T) => ReactNode }) {
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  return <div style={{ maxHeight: 360, overflow: 'auto' }}>{items.map(render)}</div>;
}

function NoticeRow(p: { faded: boolean; onClick: () => void; title: ReactNode; description: ReactNode; time: string; extra?: ReactNode; testId: string; status?: number }) {
  return (
    <div
      onClick={p.onClick}
      data-testid={p.testId}
      data-status={p.status}
      style={{ cursor: 'pointer', opacity: p.faded ? 0.55 : 1, padding: '8px 12px', borderBottom: '1px solid rgba(5,5,5,0.06)', display: 'flex', gap: 8 }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{p.title}</Typography.Text>
        <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
          {p.description}
          <div>{dayjs(p.time).format('YYYY-MM-DD HH:mm')}</div>
        </div>
      </div>
      {p.extra}
    </div>
  );
}

export const headerKey = (userId: string | null, tenantId: string | null) => ['message-header', userId, tenantId];

type TabKey = 'change' | 'notices' | 'news' | 'todos';
const GROUP_OF: Record<Exclude<TabKey, 'change'>, number> = {
  notices: MessageGroup.notices,
  news: MessageGroup.news,
  todos: MessageGroup.todos,
};

/** The notice bell: change, notices, messages and to-dos with unread counts, clear and view more. */
export function NoticeBell() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const userId = useSession((s) => s.userId);
  const tenantId = useSession((s) => s.tenantId);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<TabKey>('change');
  const key = headerKey(userId, tenantId);
  const { data, isFetching } = useQuery({
    queryKey: key,
    queryFn: () => api.messageHeader(userId ?? ''),
    enabled: !!userId,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: key });

  const total =
    (data?.changes.unReadCount ?? 0) + (data?.notices.unReadCount ?? 0) + (data?.news.unReadCount ?? 0) + (data?.todos.unReadCount ?? 0);

  const openChange = async (c: ChangeMessage) => {
    if (c.orderStatus === ChangeOrderStatus.unread) {
      await api.markChangeRead(c.id);
      await refresh();
    }
    setOpen(false);
    navigate(`/produce/second-change-detail?id=${c.id}&type=2`);
  };

  const openMessage = async (m: MessageItem, group: number) => {
    if (m.messageState !== MessageState.unread) return;
    await api.markMessages([m.id], MessageState.read, m.messageTypeValue || undefined);
    await refresh();
    void group;
    if (m.messageTypeValue === MessageTypeValue.invitation && m.tenantId) {
      const memberId = String((m.extra?.memberId as string | undefined) ?? m.userId);
      const tenant = m.tenantId;
      setOpen(false);
      feedback.modal.confirm({
        title: '邀请提示',
        content: `${m.tenantName ?? ''} 邀请您加入`,
        okText: '接受',
        cancelText: '拒绝',
        onOk: async () => {
          await api.memberStatus(memberId, tenant, UserStatus.agreed);
          await refreshTenants();
        },
        onCancel: async () => {
          await api.memberStatus(memberId, tenant, UserStatus.refused);
        },
      });
    }
  };

  const clear = async (t: Exclude<TabKey, 'change'>) => {
    await api.clearMessages(GROUP_OF[t]);
    await refresh();
  };

  const footer = (t: TabKey) => (
    <div style={{ display: 'flex', borderTop: '1px solid rgba(5,5,5,0.06)' }}>
      {t !== 'change' && (
        <Button type="text" block onClick={() => void clear(t)}>
          清空
        </Button>
      )}
      <Button
        type="text"
        block
        onClick={() => {
          setOpen(false);
          navigate('/all-message');
        }}
      >
        查看更多
      </Button>
    </div>
  );

  const messageList = (t: Exclude<TabKey, 'change'>) => {
    const items = data?.[t].items ?? [];
    return (
      <>
        <NoticeList
          items={items}
          render={(m) => (
            <NoticeRow
              key={m.id}
              faded={m.messageState !== MessageState.unread}
              onClick={() => void openMessage(m, GROUP_OF[t])}
              testId="notice-item"
              title={
                  <span>
                    {m.title}{' '}
                    {m.messageTypeValue === MessageTypeValue.processed && <Tag color="green">已处理</Tag>}
                    {m.messageTypeValue === MessageTypeValue.unprocessed && <Tag color="orange">未处理</Tag>}
                    {m.messageTypeValue === MessageTypeValue.invitation && (
                      <Tag color={m.messageState === MessageState.unread ? 'orange' : 'green'}>
                        {m.messageState === MessageState.unread ? '未处理' : '已处理'}
                      </Tag>
                    )}
                  </span>
                }
              description={<div>{m.content}</div>}
              time={m.creationTime}
            />
          )}
        />
        {footer(t)}
      </>
    );
  };

  const changes = data?.changes.items ?? [];
  const label = (text: string, n: number | undefined) => (n ? `${text} (${n})` : text);
  const content = (
    <Spin spinning={isFetching}>
      <Tabs
        centered
        activeKey={tab}
        onChange={(k) => setTab(k as TabKey)}
        style={{ width: 336 }}
        items={[
          {
            key: 'change',
            label: label('变更', data?.changes.unReadCount),
            children: (
              <>
                <NoticeList
                  items={changes}
                  render={(c) => (
                    <NoticeRow
                      key={c.id}
                      faded={c.orderStatus !== ChangeOrderStatus.unread}
                      onClick={() => void openChange(c)}
                      testId="change-item"
                      status={c.orderStatus}
                      title={`${c.projectName} ${c.projectBatch}`}
                      description={<div title={c.description}>{cut(c.description ?? '')}</div>}
                      time={c.creationTime}
                      extra={readTag(c.orderStatus === ChangeOrderStatus.unread)}
                    />
                  )}
                />
                {footer('change')}
              </>
            ),
          },
          { key: 'notices', label: label('通知', data?.notices.unReadCount), children: messageList('notices') },
          { key: 'news', label: label('消息', data?.news.unReadCount), children: messageList('news') },
          { key: 'todos', label: label('待办', data?.todos.unReadCount), children: messageList('todos') },
        ]}
      />
    </Spin>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) void refresh();
      }}
      styles={{ container: { padding: 0 } }}
    >
      <span style={{ cursor: 'pointer', padding: '0 12px', display: 'inline-flex' }} data-testid="notice-bell">
        <Badge count={total} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </span>
    </Popover>
  );
}
