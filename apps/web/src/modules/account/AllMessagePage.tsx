import { MessageGroup, MessageState, type MessageItem } from '@al/contracts';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../lib/api.ts';
import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { actionColumn, column, TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { readTag } from '../../components/tags.tsx';
import { formatTime } from '../../components/ResourcePage/columns.tsx';
import { useFilters } from '../../components/hooks/useList.ts';

const FIELDS: SearchField[] = [
  {
    type: 'select',
    name: 'type',
    label: '消息类型',
    options: [
      { value: MessageGroup.notices, label: '通知' },
      { value: MessageGroup.news, label: '消息' },
      { value: MessageGroup.todos, label: '待办' },
    ],
  },
  { type: 'input', name: 'filter', label: '标题', history: true },
  { type: 'dateRangePicker', name: 'creationTime', label: '时间', maxRange: { amount: 1, unit: 'year' }, noDefault: true },
];

/** All messages of the user: the bell's view-more target. */
export default function AllMessagePage() {
  const { filters: params, setFilters: setParams, searches } = useFilters<SearchValues>({});
  const [tick, setTick] = useState(0);
  const loader = useCallback(
    (p: LoadParams) => {
      const range = params.creationTime as string[] | undefined;
      return api.messageList({
        ...p,
        type: params.type as number | undefined,
        ...(params.filter ? { filter: params.filter as string } : {}),
        ...(range ? { startTime: range[0], endTime: range[1] } : {}),
      } as Parameters<typeof api.messageList>[0]);
    },
    [params],
  );
  const columns = useMemo<TableColumn<MessageItem>[]>(
    () => [
      column('title', '标题', 200),
      column('content', '内容', 320),
      column('tenantName', '空间', 180),
      column('messageState', '状态', 90, (v: number) => readTag(v === MessageState.unread)),
      { ...column('creationTime', '时间', 170, formatTime), sorter: true },
      actionColumn(100, (m) =>
        m.messageState === MessageState.unread ? (
          <Button
            type="link"
            size="small"
            onClick={async () => {
              await api.markMessages([m.id], MessageState.read, m.messageTypeValue || undefined);
              setTick((t) => t + 1);
            }}
          >
            标为已读
          </Button>
        ) : null
      ),
    ],
    [],
  );
  return (
    <>
      <SearchBar fields={FIELDS} onSearch={setParams} />
      <TableContainer<MessageItem> title="全部消息" rowKey="id" columns={columns} loader={loader} params={{ ...params, tick }} reloadKey={searches} />
    </>
  );
}
