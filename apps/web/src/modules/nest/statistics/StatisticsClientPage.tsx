import { nestClientStatusColors } from '@al/contracts';
import { Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { column, TableContainer, type TableColumn } from '../../../components/TableContainer/index.tsx';
import { statsApi, type NestClientRow } from './api.ts';
import { StatisticsAccessoryClientList } from './StatisticsAccessoryClientList.tsx';

/** /statistics/client: the nest clients (worker machines), online, busy or offline by their heartbeats. */
export default function StatisticsClientPage() {
  const loader = useCallback(() => statsApi.clients(), []);
  const columns = useMemo<TableColumn<NestClientRow>[]>(
    () => [
      column('name', '客户端', 220),
      column('version', '版本', 100),
      { key: 'scope', title: '服务范围', width: 120, render: (_: unknown, c) => (c.ownerTenantId ? '本空间' : '全平台') },
      { key: 'builtIn', title: '类型', width: 100, render: (_: unknown, c) => (c.builtIn ? '内置' : '独立部署') },
      column('status', '状态', 90, (_: unknown, c) => <Tag color={nestClientStatusColors[c.status]}>{c.statusName}</Tag>),
      column('lastHeartbeat', '最后心跳', 170, (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss')),
    ],
    [],
  );
  return (
    <Tabs
      items={[
        { key: 'panel', label: '排版客户端', children: <TableContainer<NestClientRow> title="排版客户端" rowKey="id" columns={columns} loader={loader} /> },
        { key: 'accessory', label: '配件排版客户端', children: <StatisticsAccessoryClientList /> },
      ]}
    />
  );
}
