import { labelLogAuditStateOptions, TurnoverNotePermission, turnoverNoteStatusOptions, type TurnoverLabelItem, type TurnoverNoteItem, type TurnoverProductItem } from '@al/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Space, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useList } from '../../components/hooks/useList.ts';
import { useActions } from '../../components/ResourcePage/permissions.ts';
import { listFilters } from '../../components/ResourcePage/search.ts';
import { RowButtons } from '../../components/RowButtons.tsx';
import type { Option, SearchField } from '../../components/SearchBar/index.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { actionColumn, column, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { produceApi } from './api.ts';
import { turnoverApi } from './turnoverApi.ts';
import { canComplete, CompleteButton, TurnoverProgress, TurnoverStatusTag } from './turnoverParts.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { formatTime } from '../../components/ResourcePage/columns.tsx';

const LIST = '/produce/turnover-note';
const DETAIL = '/produce/turnover-note-detail';
const LABELS = '/produce/turnover-note-lable-detail';

/** Projects and processes the list filters by; a call that fails leaves its list empty. */
function useTurnoverSearchFields(): SearchField[] {
  const [projects, setProjects] = useState<Option[]>([]);
  const [processes, setProcesses] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    produceApi.projects().then((r) => live && setProjects(r.items.map((p) => ({ value: p.id, label: p.name }))), () => undefined);
    produceApi.processOptions().then((r) => live && setProcesses(r.map((p) => ({ value: p.value, label: p.label }))), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return useMemo<SearchField[]>(
    () => [
      { name: 'filter', label: '关键字', type: 'input', placeholder: '流转单号、料架号或排版号' },
      { name: 'projectId', label: '项目', type: 'select', options: projects },
      { name: 'toProcessId', label: '转入工序', type: 'select', options: processes },
      { name: 'status', label: '状态', type: 'select', options: turnoverNoteStatusOptions.map((o) => ({ value: o.value, label: o.label })) },
    ],
    [projects, processes],
  );
}

/** 流转单: the notes of the factory, newest first, with their progress and 一键完成. */
export function TurnoverNoteListPage() {
  const navigate = useNavigate();
  const load = useCallback((p: LoadParams & Record<string, unknown>) => turnoverApi.list(p as never), []);
  const list = useList(load);
  const { reload } = list;
  const fields = useTurnoverSearchFields();
  const { can } = useActions(TurnoverNotePermission);
  const columns = useMemo<TableColumn<TurnoverNoteItem>[]>(
    () => [
      {
        ...column('noteNo', '流转单号', 150, (v: string, r) => (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => navigate(`${DETAIL}?id=${r.id}`)}>
            {v}
          </Button>
        )),
        sorter: true,
      },
      { ...column('projectName', '项目', 180), ellipsis: true },
      column('batchNo', '批次', 80),
      { key: 'from', title: '转出工序', dataIndex: 'fromProcessName', width: 100, render: (v: string | null) => v ?? '-' },
      { key: 'to', title: '转入工序', dataIndex: 'toProcessName', width: 100 },
      { ...column('rackNo', '料架号', 90, (v: string | null) => v ?? '-'), sorter: true },
      { key: 'progress', title: '报工进度', width: 160, render: (_: unknown, r) => <TurnoverProgress done={r.reportedQty} total={r.qty} /> },
      { ...column('status', '状态', 90, (v: number) => <TurnoverStatusTag status={v} />), sorter: true },
      { ...column('creationTime', '创建时间', 150, formatTime), sorter: true },
      actionColumn(170, (r) => (
        <RowButtons confirm="">
          <Button type="link" size="small" onClick={() => navigate(`${DETAIL}?id=${r.id}`)}>
            详情
          </Button>
          {can('edit') && canComplete(r.status) && <CompleteButton id={r.id} noteNo={r.noteNo} after={reload} link />}
        </RowButtons>
      )),
    ],
    [navigate, can, reload],
  );
  return (
    <ListPage<TurnoverNoteItem> testId="turnover-notes" fields={fields} toFilters={listFilters} list={list} title="流转单" columns={columns} />
  );
}

/** The hint of a detail page opened without its note. */
const NoNote = ({ back }: { back: () => void }) => (
  <Card>
    <Empty description="未指定流转单，请从流转单列表打开">
      <Button onClick={back}>返回流转单列表</Button>
    </Empty>
  </Card>
);

/** 流转单详情 (?id=): the head, and each product's progress at the to-process. */
export function TurnoverNoteDetailPage() {
  const [sp] = useSearchParams();
  const id = sp.get('id');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { can } = useActions(TurnoverNotePermission);
  const note = useQuery({ queryKey: ['turnover', id], queryFn: () => turnoverApi.get(id!), enabled: !!id });
  const products = useQuery({ queryKey: ['turnover', id, 'products'], queryFn: () => turnoverApi.products(id!).then((r) => r.items), enabled: !!id });
  if (!id) return <NoNote back={() => navigate(LIST)} />;
  const n = note.data;
  const columns: TableColumn<TurnoverProductItem>[] = [
    { key: 'code', title: '产品编号', dataIndex: 'productCode', width: 160 },
    { key: 'name', title: '产品名称', dataIndex: 'productName', width: 160, render: (v: string | null) => v ?? '-' },
    column('qty', '数量', 80),
    { key: 'progress', title: '报工进度', width: 180, render: (_: unknown, r) => <TurnoverProgress done={r.reportedQty} total={r.qty} /> },
    {
      key: 'action',
      title: '操作',
      width: 100,
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => navigate(`${LABELS}?id=${id}&productId=${r.productId}`)}>
          标签
        </Button>
      ),
    },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="turnover-detail">
      <Card
        loading={note.isLoading}
        title={n ? `流转单 ${n.noteNo}` : '流转单'}
        extra={
          <Space>
            {n && can('edit') && canComplete(n.status) && <CompleteButton id={n.id} noteNo={n.noteNo} after={() => void qc.invalidateQueries({ queryKey: ['turnover', id] })} />}
            <Button onClick={() => navigate(LIST)}>返回</Button>
          </Space>
        }
      >
        {n ? (
          <Descriptions
            column={3}
            size="small"
            items={[
              { key: 'project', label: '项目', children: n.projectName },
              { key: 'batch', label: '批次', children: n.batchNo },
              {
                key: 'status',
                label: '状态',
                children: (
                  <span data-testid="turnover-status">
                    <TurnoverStatusTag status={n.status} />
                  </span>
                ),
              },
              { key: 'from', label: '转出工序', children: n.fromProcessName ?? '-' },
              { key: 'to', label: '转入工序', children: n.toProcessName },
              { key: 'rack', label: '料架号', children: n.rackNo ?? '-' },
              { key: 'progress', label: '报工进度', children: <TurnoverProgress done={n.reportedQty} total={n.qty} /> },
              { key: 'first', label: '首次扫码', children: formatTime(n.firstScanTime) },
              { key: 'done', label: '完成时间', children: formatTime(n.completedTime) },
              { key: 'remark', label: '备注', children: n.remark ?? '-' },
            ]}
          />
        ) : (
          !note.isLoading && <Empty description="流转单不存在或已删除" />
        )}
      </Card>
      <Card title="产品">
        <QueryTable<TurnoverProductItem> query={products} rows={products.data} rowKey="id" columns={columns} pagination={false} data-testid="turnover-products" />
      </Card>
    </Space>
  );
}

/** 流转单标签详情 (?id=&productId=): the product's labels on the note and whether each is reported. */
export function TurnoverLabelPage() {
  const [sp] = useSearchParams();
  const id = sp.get('id');
  const productId = sp.get('productId');
  const navigate = useNavigate();
  const labels = useQuery({ queryKey: ['turnover', id, 'labels', productId], queryFn: () => turnoverApi.labels(id!, productId!).then((r) => r.items), enabled: !!id && !!productId });
  if (!id || !productId) return <NoNote back={() => navigate(LIST)} />;
  const columns: TableColumn<TurnoverLabelItem>[] = [
    column('labelNo', '标签号', 200),
    column('reported', '报工状态', 100, (v: boolean) => (v ? <Tag color="success">已报工</Tag> : <Tag>未报工</Tag>)),
    column('scanTime', '扫码时间', 160, formatTime),
    column('auditState', '审核状态', 100, (v: number | null) => (
      v ? (labelLogAuditStateOptions.find((o) => o.value === v)?.label ?? v) : '-'
    )),
  ];
  return (
    <Card title="流转单标签" extra={<Button onClick={() => navigate(`${DETAIL}?id=${id}`)}>返回</Button>} data-testid="turnover-labels">
      <QueryTable<TurnoverLabelItem> query={labels} rows={labels.data} rowKey="id" columns={columns} pagination={false} />
    </Card>
  );
}
