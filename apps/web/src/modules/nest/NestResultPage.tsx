import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { actionColumn, column, type TableColumn } from '../../components/TableContainer/index.tsx';
import { nestApi, pct, type NestResultHead } from './api.ts';
import { AccessoryResultList } from './AccessoryResultList.tsx';
import { KindTabs, NestSearchTable, nestSearchFields, resultStateColumn, timeColumn } from './lists.tsx';

const FIELDS = nestSearchFields('结果编号/材质', 'result');

/** /nest/result: every nest result with its sheets, utilisation and cut figures. */
export default function NestResultPage() {
  const navigate = useNavigate();
  const columns = useMemo<TableColumn<NestResultHead>[]>(
    () => [
      column('resultNo', '结果编号', 150, (v: string, r) => <a onClick={() => navigate(`/nest/order-result?id=${r.id}`)}>{v}</a>),
      column('materialName', '材质', 90),
      column('thickness', '厚度(mm)', 90),
      { ...column('sheetCount', '板材张数', 90), sorter: true },
      column('layoutCount', '排法', 70),
      { ...column('utilisation', '利用率', 90, (v: number) => pct(v)), sorter: true },
      column('plateArea', '板材面积(㎡)', 110),
      column('cutLength', '切割长度(m)', 110),
      column('pierceCount', '穿孔数', 80),
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
