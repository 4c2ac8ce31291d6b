import {
  auditActionLabels,
  auditModuleLabels,
  clientTypeLabels,
  featureEndpoints,
  logsEndpoints,
  loginLogList,
  type LoginLogItem,
  operationList,
  type PagedResult,
  type QueryIn,
  trendList,
  type TrendItem,
  Permissions,
} from '@al/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { actionColumn, TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { tableColumns } from '../../components/TableContainer/tableColumns.tsx';
import { useActions } from '../../components/ResourcePage/permissions.ts';
import { download } from '../../lib/download.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { useFilters } from '../../components/hooks/useList.ts';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');
const stamp = () => dayjs().format('YYYYMMDD');
const optionsOf = (labels: Record<string | number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The SearchBar's values as the list's query: the date range becomes beginTime / endTime. */
function toQuery(v: SearchValues): Record<string, string | number | undefined> {
  const { time: range, ...rest } = v as { time?: string[] } & Record<string, unknown>;
  const q: Record<string, string | number | undefined> = {};
  for (const [k, x] of Object.entries(rest)) if (x !== undefined && x !== null && x !== '') q[k] = x as string | number;
  if (range?.[0]) q.beginTime = range[0];
  if (range?.[1]) q.endTime = range[1];
  return q;
}

type Query = Record<string, string | number | undefined>;
/** Each log: its title, list call, download endpoint, the Excel file's name and the permission to export. */
const LOGS = {
  login: {
    title: '登录日志',
    list: (q: Query) => callEndpoint(logsEndpoints.login, { query: q as QueryIn<typeof logsEndpoints.login> }),
    down: logsEndpoints.loginDown,
    fileName: '登录日志',
    permission: Permissions.AlLog.LoginLogs,
  },
  trend: {
    title: '操作日志',
    list: (q: Query) => callEndpoint(logsEndpoints.trend, { query: q as QueryIn<typeof logsEndpoints.trend> }),
    down: logsEndpoints.trendDown,
    fileName: '操作日志',
    permission: Permissions.AlLog.Trends,
  },
  operation: {
    title: '插件功能使用记录',
    list: (q: Query) => callEndpoint(logsEndpoints.operation, { query: q as QueryIn<typeof logsEndpoints.operation> }),
    down: logsEndpoints.operationDown,
    fileName: '插件功能',
    permission: Permissions.AlLog.OperationLogs,
  },
};
type Logs = typeof LOGS;
type ItemOf<K extends keyof Logs> = Awaited<ReturnType<Logs[K]['list']>>['items'][number];

/** A log list: SearchBar, table and the Excel download of what the filters select. */
function LogList<K extends keyof Logs>({ log, fields, columns }: { log: K; fields: SearchField[]; columns: TableColumn<ItemOf<K>>[] }) {
  type T = ItemOf<K>;
  const p = { ...LOGS[log], fields, columns };
  const { filters, setFilters, searches } = useFilters<SearchValues>({});
  const { can } = useActions(p.permission);
  const query = useMemo(() => toQuery(filters), [filters]);
  const list = p.list as (q: Query) => Promise<PagedResult<T>>;
  const loader = useCallback((l: LoadParams) => list({ ...query, ...l }), [list, query]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SearchBar fields={p.fields} onSearch={setFilters} />
      <TableContainer<T>
        title={p.title}
        rowKey="id"
        columns={p.columns}
        loader={loader}
        params={query}
        reloadKey={searches}
        extra={
          can('export') && (
            <Button icon={<DownloadOutlined />} onClick={() => void download(p.down.path, `${p.fileName}_${stamp()}.xlsx`, query)} data-testid="log-download">
              导出Excel
            </Button>
          )
        }
      />
    </Space>
  );
}

const RANGE: SearchField = { type: 'dateRangePicker', name: 'time', label: '时间', maxRange: { amount: 1, unit: 'year' }, noDefault: true };

/** /logs/login: sign-ins and failures of the space's members, with IP, device and client type. */
export function LoginLogPage() {
  const fields: SearchField[] = [
    { type: 'input', name: 'userName', label: '用户名', history: true },
    { type: 'select', name: 'success', label: '结果', options: [{ value: 'true', label: '成功' }, { value: 'false', label: '失败' }] },
    { type: 'select', name: 'clientType', label: '客户端', options: optionsOf(clientTypeLabels) },
    RANGE,
  ];
  const columns = tableColumns(loginLogList, {
    deviceName: { render: (v: string, r: LoginLogItem) => <Typography.Text title={r.device ?? ''}>{v}</Typography.Text> },
  });
  return (
    <LogList log="login" fields={fields} columns={columns} />
  );
}

/** One logged write: before and after, field by field. */
function TrendDetail({ item, onClose }: { item: TrendItem | null; onClose(): void }) {
  const keys = item ? [...new Set([...Object.keys((item.before as object) ?? {}), ...Object.keys((item.after as object) ?? {})])] : [];
  const show = (v: unknown) => (v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return (
    <Drawer open={!!item} onClose={onClose} title="操作详情" size="large">
      {item && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="时间">{time(item.time)}</Descriptions.Item>
            <Descriptions.Item label="操作人">{item.userName}</Descriptions.Item>
            <Descriptions.Item label="模块">{item.moduleName}</Descriptions.Item>
            <Descriptions.Item label="操作">{item.actionName}</Descriptions.Item>
            <Descriptions.Item label="对象">{item.entityName}</Descriptions.Item>
            <Descriptions.Item label="IP">{item.ip}</Descriptions.Item>
          </Descriptions>
          <Descriptions column={1} size="small" bordered style={{ marginTop: 16 }} title="字段">
            {keys.map((k) => (
              <Descriptions.Item key={k} label={k}>
                {item.changed.includes(k) ? (
                  <Space direction="vertical" size={0}>
                    <Typography.Text delete type="secondary">
                      {show((item.before as Record<string, unknown>)?.[k])}
                    </Typography.Text>
                    <Typography.Text>{show((item.after as Record<string, unknown>)?.[k])}</Typography.Text>
                  </Space>
                ) : (
                  show(((item.after ?? item.before) as Record<string, unknown>)?.[k])
                )}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </>
      )}
    </Drawer>
  );
}

/** /logs/trend: the space's operation log (every write: who, when, what changed). */
export function TrendLogPage() {
  const [shown, setShown] = useState<TrendItem | null>(null);
  const fields: SearchField[] = [
    { type: 'select', name: 'module', label: '模块', options: optionsOf(auditModuleLabels) },
    { type: 'select', name: 'action', label: '操作', options: optionsOf(auditActionLabels) },
    { type: 'input', name: 'userName', label: '操作人', history: true },
    { type: 'input', name: 'filter', label: '对象' },
    RANGE,
  ];
  const columns = [
    ...tableColumns(trendList, { actionName: { render: (v: string) => <Tag>{v}</Tag> } }),
    actionColumn(80, (r: TrendItem) => (
      <Button type="link" size="small" onClick={() => setShown(r)}>
        详情
      </Button>
    )),
  ];
  return (
    <>
      <LogList log="trend" fields={fields} columns={columns} />
      <TrendDetail item={shown} onClose={() => setShown(null)} />
    </>
  );
}

/** /logs/operation: each use of the space's plugin functions (charged features), and each give-back. */
export function OperationLogPage() {
  const features = useQuery({
    queryKey: ['features', 'charged'],
    queryFn: () => callEndpoint(featureEndpoints.charged),
  });
  const fields: SearchField[] = [
    { type: 'select', name: 'featureId', label: '功能', options: (features.data ?? []).map((f) => ({ value: f.id, label: f.displayName })) },
    RANGE,
  ];
  const columns = tableColumns(operationList, {
    delta: { render: (v: number) => (v > 0 ? <Tag color="processing">使用 {v}</Tag> : <Tag color="warning">撤销 {-v}</Tag>) },
  });
  return (
    <LogList log="operation" fields={fields} columns={columns} />
  );
}
