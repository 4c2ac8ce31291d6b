import { nestClientStatusColors, type ResponseOf, type accessoryNestAdminEndpoints } from '@al/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { TableContainer, type TableColumn } from '../../../components/TableContainer/index.tsx';
import { accessoryApi } from '../accessory-api.ts';

type Row = ResponseOf<typeof accessoryNestAdminEndpoints.clients>['items'][number];

/** The 配件排版客户端 tab of /statistics/client: the clients that take accessory (1-D) runs. */
export function StatisticsAccessoryClientList() {
  const loader = useCallback(() => accessoryApi.clients(), []);
  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      { key: 'name', title: '客户端', dataIndex: 'name', width: 220 },
      { key: 'builtIn', title: '类型', width: 100, render: (_: unknown, c) => (c.builtIn ? '内置' : '独立部署') },
      { key: 'status', title: '状态', dataIndex: 'status', width: 90, render: (_: unknown, c) => <Tag color={nestClientStatusColors[c.status]}>{c.statusName}</Tag> },
      { key: 'accessoryJobs', title: '配件排版次数', dataIndex: 'accessoryJobs', width: 120 },
      { key: 'lastAccessoryJobTime', title: '最近配件排版', dataIndex: 'lastAccessoryJobTime', width: 170, render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-') },
      { key: 'lastHeartbeat', title: '最后心跳', dataIndex: 'lastHeartbeat', width: 170, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
    ],
    [],
  );
  return <TableContainer<Row> title="配件排版客户端" rowKey="id" columns={columns} loader={loader} />;
}
