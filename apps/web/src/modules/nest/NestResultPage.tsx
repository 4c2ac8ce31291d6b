import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { actionColumn, type TableColumn } from '../../components/TableContainer/index.tsx';
import { nestApi, pct, type NestResultHead } from './api.ts';
import { AccessoryResultList } from './AccessoryResultList.tsx';
import { KindTabs, NestSearchTable, nestSearchFields, resultStateColumn, timeColumn } from './lists.tsx';

const FIELDS = nestSearchFields('结果编号/材质', 'result');

/** /nest/result: every nest result with its sheets, utilisation and cut figures. */
export default function NestResultPage() {
  const navigate = useNavigate();
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
      resultStateColumn,
      timeColumn('排版时间'),
      actionColumn(180, (r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/nest/order-result?id=${r.id}`)}>
            查看排版图
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`/nest/result-detail-logs?id=${r.id}`)}>
            切割记录
          </Button>
        </Space>
      )),
    ],
    [navigate],
  );
  return (
    <KindTabs
      panel={<NestSearchTable<NestResultHead> fields={FIELDS} fetch={nestApi.results} title="排版结果" columns={columns} />}
      accessory={<AccessoryResultList />}
    />
  );
}
