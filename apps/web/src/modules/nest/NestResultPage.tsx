import { nestResultStateLabels } from '@al/contracts';
import { Button, Space, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { nestApi, pct, type NestResultHead } from './api.ts';
import { AccessoryResultList } from './AccessoryResultList.tsx';

const FIELDS: SearchField[] = [
  { type: 'input', name: 'filter', label: '结果编号/材质', history: true },
  { type: 'dateRangePicker', name: 'creationTime', label: '排版时间', maxRange: { amount: 1, unit: 'year' }, noDefault: true },
];

/** /nest/result: every nest result with its sheets, utilisation and cut figures. */
export default function NestResultPage() {
  const navigate = useNavigate();
  const [params, setParams] = useState<SearchValues>({});
  const loader = useCallback(
    (p: LoadParams) => {
      const range = params.creationTime as string[] | undefined;
      return nestApi.results({ ...p, filter: (params.filter as string) || undefined, beginTime: range?.[0], endTime: range?.[1] });
    },
    [params],
  );
  const columns = useMemo<TableColumn<NestResultHead>[]>(
    () => [
      { key: 'resultNo', title: '结果编号', dataIndex: 'resultNo', width: 150, render: (v: string, r) => <a onClick={() => navigate(`/nest/order-result?id=${r.id}`)}>{v}</a> },
      { key: 'materialName', title: '材质', dataIndex: 'materialName', width: 90 },
      { key: 'thickness', title: '厚度(mm)', dataIndex: 'thickness', width: 90 },
      { key: 'sheetCount', title: '板材张数', dataIndex: 'sheetCount', width: 90, sorter: true },
      { key: 'layoutCount', title: '排法', dataIndex: 'layoutCount', width: 70 },
      { key: 'utilisation', title: '利用率', dataIndex: 'utilisation', width: 90, sorter: true, render: (v: number) => pct(v) },
      { key: 'plateArea', title: '板材面积(㎡)', dataIndex: 'plateArea', width: 110 },
      { key: 'cutLength', title: '切割长度(m)', dataIndex: 'cutLength', width: 110 },
      { key: 'pierceCount', title: '穿孔数', dataIndex: 'pierceCount', width: 80 },
      { key: 'state', title: '状态', dataIndex: 'state', width: 90, render: (v: number) => <Tag>{nestResultStateLabels[v] ?? v}</Tag> },
      { key: 'creationTime', title: '排版时间', dataIndex: 'creationTime', width: 160, sorter: true, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
      {
        key: 'action',
        title: '操作',
        width: 180,
        fixed: 'right',
        render: (_: unknown, r) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => navigate(`/nest/order-result?id=${r.id}`)}>
              查看排版图
            </Button>
            <Button type="link" size="small" onClick={() => navigate(`/nest/result-detail-logs?id=${r.id}`)}>
              切割记录
            </Button>
          </Space>
        ),
      },
    ],
    [navigate],
  );
  return (
    <Tabs
      items={[
        {
          key: 'panel',
          label: '板材排版',
          children: (
            <>
              <SearchBar fields={FIELDS} onSearch={setParams} />
              <TableContainer<NestResultHead> title="排版结果" rowKey="id" columns={columns} loader={loader} params={params} />
            </>
          ),
        },
        { key: 'accessory', label: '配件排版', children: <AccessoryResultList /> },
      ]}
    />
  );
}
