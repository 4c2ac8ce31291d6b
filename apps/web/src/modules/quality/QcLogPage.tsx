import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { qcDefectLabel, qcDefectTypeOptions, qcLogResultOptions, type LabelAnalysisItem, type QcLogItem } from '@al/contracts';
import { Button, Image, Space, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useList } from '../../components/hooks/useList.ts';
import type { SearchField } from '../../components/SearchBar/index.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import type { LoadParams, TableColumn } from '../../components/TableContainer/index.tsx';
import { labelListFilters, useLabelChoices, type Choices } from '../produce/labelFilters.ts';
import { QcEntryModal } from './QcEntryModal.tsx';
import { QcStatisticsPanel } from './QcStatisticsPanel.tsx';
import { qcApi } from './qcApi.ts';

export function QcResultTag({ value }: { value: number }) {
  const o = qcLogResultOptions.find((x) => x.value === value);
  return <Tag color={o?.color ?? 'default'}>{o?.label ?? value}</Tag>;
}

export const qcLogColumns: TableColumn<QcLogItem>[] = [
  { key: 'time', title: '质检时间', dataIndex: 'time', width: 160, sorter: true, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
  { key: 'labelNo', title: '标签号', dataIndex: 'labelNo', width: 190, sorter: true },
  { key: 'projectName', title: '项目', dataIndex: 'projectName', width: 150, ellipsis: true },
  { key: 'batchNo', title: '批次', dataIndex: 'batchNo', width: 80 },
  { key: 'productCode', title: '产品编号', dataIndex: 'productCode', width: 130 },
  { key: 'processName', title: '质检工序', dataIndex: 'processName', width: 90 },
  { key: 'inspectorName', title: '质检员', dataIndex: 'inspectorName', width: 90 },
  { key: 'result', title: '结果', dataIndex: 'result', width: 100, sorter: true, render: (_: unknown, r) => <QcResultTag value={r.result} /> },
  { key: 'defectType', title: '缺陷类型', dataIndex: 'defectType', width: 100, render: (v: number | null) => qcDefectLabel(v) || '-' },
  { key: 'description', title: '问题描述', dataIndex: 'description', width: 200, ellipsis: true, render: (v: string | null) => v || '-' },
  { key: 'responsibleProcessName', title: '责任工序', dataIndex: 'responsibleProcessName', width: 90, render: (v: string | null) => v || '-' },
  { key: 'responsible', title: '责任人', width: 130, render: (_: unknown, r) => r.responsibleEmployeeNames.filter(Boolean).join('、') || '-' },
  { key: 'deductAmount', title: '扣款', dataIndex: 'deductAmount', width: 80, align: 'right', sorter: true, render: (v: number) => v.toFixed(2) },
  {
    key: 'photos',
    title: '照片',
    width: 120,
    render: (_: unknown, r) =>
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
  { key: 'isRework', title: '复检', dataIndex: 'isRework', width: 70, render: (v: boolean) => (v ? <Tag color="orange">返工后</Tag> : '-') },
];

const scrapColumns: TableColumn<LabelAnalysisItem>[] = [
  { key: 'labelNo', title: '标签号', dataIndex: 'labelNo', width: 200, sorter: true },
  { key: 'batchNo', title: '批次', dataIndex: 'batchNo', width: 90 },
  { key: 'productCode', title: '产品编号', dataIndex: 'productCode', width: 150 },
  { key: 'processNames', title: '已报工工序', width: 260, render: (_: unknown, r) => r.processNames.join('、') || '-' },
  { key: 'scans', title: '扫码次数', dataIndex: 'scans', width: 90 },
  { key: 'lastScanTime', title: '最后扫码', dataIndex: 'lastScanTime', width: 160, render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-') },
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
