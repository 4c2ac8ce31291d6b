import { docActions, docEditable, qcDefectLabel, qcDispositionOptions, qcLogResultOptions, QcOrderStatus, QcResult, qcOrderDocument, labelStateName, type QcAddableLabel, type QcLogItem } from '@al/contracts';
import { Button, Card, Space, Table, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentDetail, DocumentList, type DocDetail } from '../../components/DocumentPage/index.ts';
import { useDocumentWrite } from '../../components/DocumentPage/useDocumentWrite.ts';
import { useActions } from '../../components/ResourcePage/permissions.ts';
import { column, optionColumn, TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { http } from '../../lib/request.ts';
import { qcLogColumns } from './QcLogPage.tsx';
import { qcApi } from './qcApi.ts';
import { qcOrderApi } from './qcOrderApi.ts';

const LIST = '/quality/qc-order';
const DETAIL = '/quality/qc-order-detail';
const LOG = '/quality/qc-order-log';
const FAILED = '/quality/qc-order-detail-un-qualified';

/** /quality/qc-order: the QC orders by state, with search and 新增. */
export const QcOrderListPage = () => <DocumentList def={qcOrderDocument} detailPath={DETAIL} />;

/** The order's addable labels (inspected at its process, on no other open order): tick and add. */
function AddLabels({ doc }: { doc: DocDetail }) {
  const [items, setItems] = useState<QcAddableLabel[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const { busy, run } = useDocumentWrite(qcOrderDocument);
  useEffect(() => {
    void qcOrderApi.canAdd(doc.id).then((r) => setItems(r.items), () => undefined);
  }, [doc.id, doc.concurrencyStamp]);
  const add = () =>
    run(
      () => qcOrderApi.add(doc.id, picked),
      () => `已添加${picked.length}个标签`,
      () => setPicked([]),
    );
  return (
    <Card
      size="small"
      title="可添加的标签（已在本质检工序质检、未在其他未完成质检单中）"
      style={{ marginTop: 12 }}
      data-testid="qc-order-addable"
      extra={
        <Button type="primary" disabled={!picked.length} loading={busy} onClick={() => void add()}>
          添加选中的 {picked.length} 个标签
        </Button>
      }
    >
      <Table<QcAddableLabel>
        size="small"
        rowKey="labelId"
        dataSource={items}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys as string[]) }}
        locale={{ emptyText: '没有可添加的标签' }}
        columns={[
          column('labelNo', '标签号'),
          column('batchNo', '批次', 90),
          column('productCode', '产品编号'),
          optionColumn('result', '质检结果', 100, qcLogResultOptions),
          { key: 'defectType', title: '缺陷类型', width: 100, render: (_: unknown, r) => qcDefectLabel(r.defectType) || '-' },
          { key: 'state', title: '标签状态', width: 100, render: (_: unknown, r) => labelStateName(r.state) },
          { key: 'time', title: '质检时间', width: 150, render: (_: unknown, r) => dayjs(r.time).format('YYYY-MM-DD HH:mm') },
        ]}
      />
    </Card>
  );
}

/**
 * /quality/qc-order-detail?id=…: head, lines and actions (提交, 审核, 强制审核, 重审, 作废); while editable,
 * the labels to add; once approved, re-creation from the failed lines; the log and the failed lines.
 */
export function QcOrderDetailPage() {
  const navigate = useNavigate();
  const { can } = useActions(qcOrderDocument.permission);
  const { run } = useDocumentWrite(qcOrderDocument);
  const reCreate = (id: string) =>
    run(
      () => qcOrderApi.reCreate(id),
      (res) => `已重新创建质检单${res.docNo}`,
      (res) => navigate(`${DETAIL}?id=${res.id}`),
    );
  return (
    <DocumentDetail
      def={qcOrderDocument}
      listPath={LIST}
      logPath={(doc) => `${LOG}?id=${doc.id}`}
      tools={(doc) => (
        <Space>
          <Button onClick={() => navigate(`${FAILED}?id=${doc.id}`)}>不合格明细</Button>
          {doc.status === QcOrderStatus.approved && can('add') && doc.lines.some((l) => l.result === QcResult.unqualified) && (
            <Button onClick={() => void reCreate(doc.id)}>按不合格重新创建</Button>
          )}
        </Space>
      )}
      extra={(doc) => (docEditable(qcOrderDocument).includes(doc.status) && can('edit') ? <AddLabels doc={doc} /> : null)}
    />
  );
}

const BASE_ACTIONS: Record<string, string> = { create: '新建', update: '修改', delete: '删除' };

/** /quality/qc-order-log(?id=…): the orders' log, of one order when named. */
export function QcOrderLogPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const [docNo, setDocNo] = useState<string | null>(null);
  const [items, setItems] = useState<Awaited<ReturnType<typeof qcOrderApi.log>>['items']>([]);
  const label = (a: string) => docActions(qcOrderDocument).find((x) => x.key === a)?.label ?? BASE_ACTIONS[a] ?? a;
  useEffect(() => {
    let live = true;
    const load = async () => {
      let no: string | null = null;
      if (id) {
        const doc = await http.get<{ docNo: string }>(`${qcOrderDocument.basePath}/${id}`).catch(() => null);
        no = doc?.docNo ?? null;
      }
      const res = await qcOrderApi.log({ maxResultCount: 200, ...(no ? { filter: no } : {}) });
      if (live) {
        setDocNo(no);
        setItems(res.items);
      }
    };
    void load().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <Card title={docNo ? `质检单日志 ${docNo}` : '质检单日志'} data-testid="qc-order-log">
      <Timeline
        items={items.map((e) => ({
          children: (
            <div data-testid="log-entry">
              <Typography.Text strong>{label(e.action)}</Typography.Text> <Typography.Text>{String(e.afterJson?.docNo ?? '')}</Typography.Text>{' '}
              <Typography.Text>{e.userName ?? '-'}</Typography.Text> <Typography.Text type="secondary">{dayjs(e.time).format('YYYY-MM-DD HH:mm:ss')}</Typography.Text>
              {e.afterJson?.comment ? <div>意见：{String(e.afterJson.comment)}</div> : null}
            </div>
          ),
        }))}
      />
    </Card>
  );
}

type Line = Record<string, unknown>;
const failedColumns: TableColumn<Line>[] = [
  column('labelNo', '标签号', 200),
  column('productCode', '产品编号', 150),
  optionColumn('result', '质检结果', 100, qcLogResultOptions),
  { key: 'defectType', title: '缺陷类型', width: 100, render: (_: unknown, r) => qcDefectLabel(r.defectType as number | null) || '-' },
  { key: 'disposition', title: '处置', width: 90, render: (_: unknown, r) => <Tag>{qcDispositionOptions.find((o) => o.value === r.disposition)?.label ?? '-'}</Tag> },
  column('remark', '说明', 200, (v: string | null) => v || '-'),
];

/** /quality/qc-order-detail-un-qualified?id=…: the order's failed lines (unqualified, scrap, concession). */
export function QcOrderFailedPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const loader = useCallback(
    (p: LoadParams) => (id ? qcOrderApi.lines({ ...p, id, result: QcResult.unqualified + QcResult.scrap + QcResult.concession }) : Promise.resolve({ items: [], totalCount: 0 })),
    [id],
  );
  return (
    <div data-testid="qc-order-failed">
      <TableContainer<Line> title={id ? '不合格明细' : '不合格明细（请从质检单详情进入）'} rowKey="id" columns={failedColumns} loader={loader} params={id} />
    </div>
  );
}

/** /quality/un-qualifiled-process: unqualified inspections waiting for their disposition (rework), newest first. */
export function UnqualifiedProcessPage() {
  const loader = useCallback((p: LoadParams) => qcApi.logs({ ...p, result: QcResult.unqualified }), []);
  return (
    <div data-testid="qc-unqualified">
      <TableContainer<QcLogItem> title="不合格处理" rowKey="id" columns={qcLogColumns} loader={loader} />
    </div>
  );
}
