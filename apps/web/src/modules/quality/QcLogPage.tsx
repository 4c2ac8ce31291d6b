import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { qcDefectTypeOptions, qcLogList, qcLogResultOptions, type LabelAnalysisItem, type QcLogItem } from '@al/contracts';
import { Button, Image, Space, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useList } from '../../components/hooks/useList.ts';
import type { SearchField } from '../../components/SearchBar/index.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { column, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { tableColumns } from '../../components/TableContainer/tableColumns.tsx';
import { labelListFilters, useLabelChoices, type Choices } from '../produce/labelFilters.ts';
import { QcEntryModal } from './QcEntryModal.tsx';
import { QcStatisticsPanel } from './QcStatisticsPanel.tsx';
import { qcApi } from './qcApi.ts';
import { formatTime } from '../../components/ResourcePage/columns.tsx';

export const qcLogColumns = tableColumns(qcLogList, {
  time: { sorter: true },
  labelNo: { sorter: true },
  projectName: { ellipsis: true },
  result: { sorter: true },
  description: { ellipsis: true },
  deductAmount: { sorter: true },
  photos: {
    render: (_: unknown, r: QcLogItem) =>
      r.photos.length ? (
        <Image.PreviewGroup>
          <Space size={4}>
            {r.photos.map((p) => (
              <Image key={p.fileId} src={p.url} width={32} height={32} style={{ objectFit: 'cover' }} alt={p.name} />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : (
        '-'
      ),
  },
});

const scrapColumns: TableColumn<LabelAnalysisItem>[] = [
  { ...column('labelNo', '标签号', 200), sorter: true },
  column('batchNo', '批次', 90),
  column('productCode', '产品编号', 150),
  { key: 'processNames', title: '已报工工序', width: 260, render: (_: unknown, r) => r.processNames.join('、') || '-' },
  column('scans', '扫码次数', 90),
  column('lastScanTime', '最后扫码', 160, formatTime),
];

function QcLogList({ choices }: { choices: Choices }) {
  const load = useCallback((p: LoadParams & Record<string, unknown>) => qcApi.logs(p as never), []);
  const list = useList(load);
  const [entering, setEntering] = useState(false);
  const fields = useMemo<SearchField[]>(
    () => [
      { name: 'filter', label: '关键字', type: 'input', placeholder: '标签号、产品编号或项目' },
      { name: 'projectId', label: '项目', type: 'select', options: choices.projects },
      { name: 'processId', label: '质检工序', type: 'select', options: choices.processes.filter((p) => p.isQc) },
      { name: 'result', label: '结果', type: 'select', options: qcLogResultOptions.map((o) => ({ value: o.value, label: o.label })) },
      { name: 'defectType', label: '缺陷类型', type: 'select', options: qcDefectTypeOptions.map((o) => ({ value: o.value, label: o.label })) },
      { name: 'responsibleProcessId', label: '责任工序', type: 'select', options: choices.processes.filter((p) => !p.isQc) },
      { name: 'employeeId', label: '责任人', type: 'select', options: choices.workers },
      { name: 'shiftDate', label: '日期', type: 'dateRangePicker', noDefault: true },
    ],
    [choices],
  );
  return (
    <ListPage<QcLogItem>
      testId="qc-log"
      fields={fields}
      toFilters={labelListFilters}
      list={list}
      title="质检记录"
      columns={qcLogColumns}
      extra={
        <Space>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEntering(true)}>
            录入质检结果
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void qcApi.download(list.filters as never).catch(() => undefined)}>
            下载
          </Button>
        </Space>
      }
    >
      <QcEntryModal open={entering} onClose={() => setEntering(false)} onSaved={list.reload} />
    </ListPage>
  );
}

function ScrapList({ choices }: { choices: Choices }) {
  const load = useCallback((p: LoadParams & Record<string, unknown>) => qcApi.scrap(p as never), []);
  const list = useList(load);
  const fields = useMemo<SearchField[]>(
    () => [
      { name: 'filter', label: '关键字', type: 'input', placeholder: '标签号或产品编号' },
      { name: 'projectId', label: '项目', type: 'select', options: choices.projects },
    ],
    [choices],
  );
  return (
    <ListPage<LabelAnalysisItem> testId="qc-scrap" fields={fields} toFilters={labelListFilters} list={list} title="报废标签" rowKey="labelId" columns={scrapColumns} />
  );
}

/** 质检记录: every inspection at the QC processes, the pass-rate statistics and the scrapped labels. */
export function QcLogPage() {
  const choices = useLabelChoices();
  return (
    <Tabs
      items={[
        { key: 'log', label: '质检记录', children: <QcLogList choices={choices} /> },
        { key: 'statistics', label: '质检统计', children: <QcStatisticsPanel projects={choices.projects} /> },
        { key: 'scrap', label: '报废标签', children: <ScrapList choices={choices} /> },
      ]}
    />
  );
}
