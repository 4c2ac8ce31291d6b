import type { LabelLogItem } from '@al/contracts';
import { Card, Descriptions, Empty, Input, Table } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useList } from '../../components/hooks/useList.ts';
import { ListPage } from '../../components/ListPage.tsx';
import { useTabLocation } from '../../lib/contentSize.ts';
import type { LoadParams } from '../../components/TableContainer/index.tsx';
import { labelApi } from './labelApi.ts';
import { labelListFilters, labelNoOf, useLabelSearchFields } from './labelFilters.ts';
import { labelLogColumns } from './labelColumns.tsx';

/** The most scans one label can have in the trace (every process, with reworks); more would be a data error. */
const TRACE_MAX = 200;

/** One label's scans in process order, found by its number or its QR text; `?labelNo=` opens on one label. */
function LabelTrace() {
  const { search: query } = useTabLocation();
  const linked = useMemo(() => new URLSearchParams(query).get('labelNo') ?? '', [query]);
  const [text, setText] = useState(linked);
  const [labelNo, setLabelNo] = useState('');
  const [rows, setRows] = useState<LabelLogItem[] | null>(null);
  const [loading, setLoading] = useState(false);
  // a short list in time order: no server sorting here
  const columns = useMemo(() => labelLogColumns().map((c) => ({ ...c, sorter: undefined })), []);
  const search = async (text: string) => {
    const no = labelNoOf(text);
    setLabelNo(no);
    if (!no) return setRows(null);
    setLoading(true);
    try {
      const res = await labelApi.query({ labelNo: no, sorting: 'scanTime asc', maxResultCount: TRACE_MAX });
      setRows(res.items);
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    if (!linked) return;
    setText(linked);
    void search(linked);
  }, [linked]);
  const first = rows?.[0];
  return (
    <Card title="标签追溯" size="small" style={{ marginBottom: 12 }} data-testid="label-trace">
      <Input.Search
        allowClear
        enterButton="查询"
        placeholder="输入标签号或扫描标签二维码"
        style={{ maxWidth: 480, marginBottom: 12 }}
        loading={loading}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => void search(v)}
        data-testid="label-trace-input"
      />
      {rows && !rows.length && <Empty description={`标签“${labelNo}”没有扫码记录`} />}
      {first && (
        <>
          <Descriptions size="small" column={4} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="标签号">{first.labelNo}</Descriptions.Item>
            <Descriptions.Item label="项目">{first.projectName}</Descriptions.Item>
            <Descriptions.Item label="批次">{first.batchNo}</Descriptions.Item>
            <Descriptions.Item label="产品编号">{first.productCode}</Descriptions.Item>
          </Descriptions>
          <Table<LabelLogItem> rowKey="id" size="small" columns={columns} dataSource={rows!} pagination={false} scroll={{ x: 'max-content' }} />
        </>
      )}
    </Card>
  );
}

/** 标签查询: a label's scans by process, and the scans of the factory under filters. */
export function LabelQueryPage() {
  const load = useCallback((p: LoadParams & Record<string, unknown>) => labelApi.query(p as never), []);
  const list = useList(load);
  const fields = useLabelSearchFields();
  const columns = useMemo(() => labelLogColumns({ label: true }), []);
  return (
    <ListPage<LabelLogItem> testId="label-query" before={<LabelTrace />} fields={fields} toFilters={labelListFilters} list={list} title="扫码记录" columns={columns} />
  );
}
