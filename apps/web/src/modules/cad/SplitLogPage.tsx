import { LockOutlined } from '@ant-design/icons';
import { splitStateColors, splitStateLabels } from '@al/contracts';
import { Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { column, TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { cad, type SplitLog } from './api.ts';
import { localTime } from '../../lib/format.ts';

const columns: TableColumn<SplitLog>[] = [
  column('fileName', '图纸', 260),
  {
    key: 'state',
    title: '状态',
    width: 90,
    render: (_, s) => <Tag color={splitStateColors[s.state]}>{splitStateLabels[s.state]}</Tag>,
  },
  column('productCount', '拆出产品数', 100),
  column('startTime', '开始时间', 170, localTime),
  column('endTime', '结束时间', 170, (v: string | null) => (v ? localTime(v) : '-')),
  column('operatorName', '操作人', 100),
  {
    key: 'errors',
    title: '错误',
    render: (_, s) =>
      s.errorProducts.length ? (
        <Typography.Text type="danger">{s.errorProducts.join('；')}</Typography.Text>
      ) : (
        '-'
      ),
  },
  {
    key: 'zip',
    title: '结果',
    width: 110,
    render: (_, s) =>
      s.zipUrl || s.hasPassword ? (
        <Typography.Link onClick={() => void cad.openSplitZip(s)}>
          {s.hasPassword ? <LockOutlined style={{ marginRight: 4 }} /> : null}下载 ZIP
        </Typography.Link>
      ) : (
        '-'
      ),
  },
];

/** /split/log: split-drawing records (start, end, products, errors) with the resulting DXF files. */
export default function SplitLogPage() {
  const loader = useCallback((p: LoadParams) => cad.splitLogs({ ...p }), []);
  return <TableContainer<SplitLog> title="拆图记录" rowKey="id" columns={columns} loader={loader} />;
}
