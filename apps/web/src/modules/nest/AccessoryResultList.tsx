import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { actionColumn, column, type TableColumn } from '../../components/TableContainer/index.tsx';
import { pct } from './api.ts';
import { accessoryApi, type AccessoryResultHead } from './accessory-api.ts';
import { accessoryColumn, nestSearchFields, NestSearchTable, piecesColumn, resultStateColumn, timeColumn } from './lists.tsx';

const FIELDS = nestSearchFields('结果编号/配件', 'result');

/** The 配件排版 tab of /nest/result: accessory nest results with bars used and utilisation. */
export function AccessoryResultList() {
  const navigate = useNavigate();
  const columns = useMemo<TableColumn<AccessoryResultHead>[]>(
    () => [
      column('resultNo', '结果编号', 150, (v: string, r) => <a onClick={() => navigate(`/nest/accessory-order-result?id=${r.id}`)}>{v}</a>),
      accessoryColumn,
      column('barLength', '型材长度(mm)', 110),
      column('barCount', '型材根数', 90),
      piecesColumn,
      column('utilisation', '利用率', 90, (v: number) => pct(v)),
      column('offcutLength', '余料(m)', 90),
      resultStateColumn,
      timeColumn('排版时间', false),
      actionColumn(120, (r) => (
        <Button type="link" size="small" onClick={() => navigate(`/nest/accessory-order-result?id=${r.id}`)}>
          查看切割方案
        </Button>
      )),
    ],
    [navigate],
  );
  return <NestSearchTable<AccessoryResultHead> fields={FIELDS} fetch={accessoryApi.results} title="配件排版结果" columns={columns} />;
}
