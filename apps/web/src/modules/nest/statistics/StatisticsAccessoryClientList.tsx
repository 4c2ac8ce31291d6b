import { nestClientStatusColors, type ResponseOf, type accessoryNestAdminEndpoints } from '@al/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { column, TableContainer, type TableColumn } from '../../../components/TableContainer/index.tsx';
import { accessoryApi } from '../accessory-api.ts';

type Row = ResponseOf<typeof accessoryNestAdminEndpoints.clients>['items'][number];

/** The 配件排版客户端 tab of /statistics/client: the clients that take accessory (1-D) runs. */
export function StatisticsAccessoryClientList() {
  const loader = useCallback(() => accessoryApi.clients(), []);
  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      column('name', '客户端', 220),
      { key: 'builtIn', title: '类型', width: 100, render: (_: unknown, c) => (c.builtIn ? '内置' : '独立部署') },
      column('status', '状态', 90, (_: unknown, c) => <Tag color={nestClientStatusColors[c.status]}>{c.statusName}</Tag>),
      column('accessoryJobs', '配件排版次数', 120),
      column('lastAccessoryJobTime', '最近配件排版', 170, (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-')),
      column('lastHeartbeat', '最后心跳', 170, (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss')),
    ],
    [],
  );
  return <TableContainer<Row> title="配件排版客户端" rowKey="id" columns={columns} loader={loader} />;
}
