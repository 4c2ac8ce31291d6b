import {
  DocStatus,
  OUTSOURCE_OUT_ACCEPTABLE,
  OUTSOURCE_OUT_PATH,
  OutsourceOutStatus,
  outsourceAcceptanceDocument,
  outsourceEndpoints,
  docEditable,
  outsourceOutDocument,
  type OutsourceToAccept,
  type OutsourceToAcceptLine,
  type PagedResult,
} from '@al/contracts';
import { Button, Card, Descriptions, Input, Space, Table, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentDetail, DocumentList, DocumentLogList, StatusTag, type DocDetail } from '../../components/DocumentPage/index.ts';
import { useDocumentWrite } from '../../components/DocumentPage/useDocumentWrite.ts';
import { useActions } from '../../components/ResourcePage/permissions.ts';
import { column, TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { http } from '../../lib/request.ts';
import { callEndpoint } from '../../lib/endpoint.ts';

export const OUT_LIST = '/outsources/outsource-out';
export const OUT_DETAIL = '/outsources/outsource-out-detail';
const OUT_LOG = '/outsources/outsource-out-log';
export const SELECT_OUT = '/outsources/select-outsource-out-order-list';
export const TO_ACCEPT = '/outsources/outsource-out-to-acceptance-detail';
export const ACC_DETAIL = '/outsources/outsource-out-acceptance-detail';

/** /outsources/outsource-out: the outsource outs by state, with search and 新增. */
export const OutListPage = () => <DocumentList def={outsourceOutDocument} detailPath={OUT_DETAIL} />;

/** /outsources/outsource-out-log: who did what to which out. */
export const OutLogPage = () => <DocumentLogList def={outsourceOutDocument} detailPath={OUT_DETAIL} />;

/** The scan box of an editable out: a label number (or its QR text) per Enter; several pasted at once, separated by blanks or commas. */
function ScanLabels({ doc }: { doc: DocDetail }) {
  const [text, setText] = useState('');
  const { busy, run } = useDocumentWrite(outsourceOutDocument);
  const add = async () => {
    const labelNos = text.split(/[\s,，]+/).filter(Boolean);
    if (!labelNos.length) return;
    await run(
      () => callEndpoint(outsourceEndpoints.addLabels, { body: { id: doc.id, labelNos } }),
      () => `已添加${labelNos.length}个标签`,
      () => setText(''),
    );
  };
  return (
    <Card size="small" title="扫码添加标签" style={{ marginTop: 12 }} data-testid="outsource-scan">
      <Space.Compact style={{ width: 520 }}>
        <Input
          autoFocus
          placeholder="扫描或输入标签号，回车添加（可粘贴多个，空格或逗号分隔）"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => void add()}
          data-testid="outsource-scan-input"
        />
        <Button type="primary" loading={busy} onClick={() => void add()}>
          添加
        </Button>
      </Space.Compact>
      <div>
        <Typography.Text type="secondary">标签须属于所选项目（及批次），未被冻结、报废、打包、入库、发货，且不在其他未完成的委外发出单中。</Typography.Text>
      </div>
    </Card>
  );
}

/** /outsources/outsource-out-detail?id=…: head, the labels sent with area, price and amount, the actions; while editable, the scan box. */
export function OutDetailPage() {
  const navigate = useNavigate();
  const { can } = useActions(outsourceOutDocument.permission);
  return (
    <DocumentDetail
      def={outsourceOutDocument}
      listPath={OUT_LIST}
      logPath={OUT_LOG}
      tools={(doc) =>
        [...OUTSOURCE_OUT_ACCEPTABLE, OutsourceOutStatus.accepted].includes(doc.status) && <Button onClick={() => navigate(`${TO_ACCEPT}?id=${doc.id}`)}>待验收明细</Button>
      }
      extra={(doc) => (docEditable(outsourceOutDocument).includes(doc.status) && can('edit') ? <ScanLabels doc={doc} /> : null)}
    />
  );
}

interface OutRow {
  id: string;
  docNo: string;
  status: number;
  supplierName: string;
  projectName: string;
  batchNo: string | null;
  docDate: string;
  expectedReturnDate: string | null;
}

/** The approved outs that take acceptances (approved or partially accepted), each with its way to the waiting labels. */
function AcceptableOuts() {
  const navigate = useNavigate();
  const loader = useCallback(
    (p: LoadParams) => http.get<PagedResult<OutRow>>(OUTSOURCE_OUT_PATH, { ...p, status: DocStatus.approved + OutsourceOutStatus.partial } as never),
    [],
  );
  const columns: TableColumn<OutRow>[] = [
    column('docNo', '单号', 160, (v: string, r) => (
      <Typography.Link onClick={() => navigate(`${OUT_DETAIL}?id=${r.id}`)}>{v}</Typography.Link>
    )),
    column('status', '状态', 100, (v: number) => <StatusTag def={outsourceOutDocument} value={v} />),
    column('supplierName', '委外供应商', 200),
    column('projectName', '项目', 180),
    column('batchNo', '批次', 90, (v: string | null) => v ?? '-'),
    column('docDate', '发出日期', 110),
    column('expectedReturnDate', '预计回厂', 110, (v: string | null) => v ?? '-'),
    {
      key: 'op',
      title: '操作',
      width: 100,
      render: (_: unknown, r) => (
        <Button size="small" type="link" onClick={() => navigate(`${TO_ACCEPT}?id=${r.id}`)} data-testid={`accept-${r.docNo}`}>
          验收
        </Button>
      ),
    },
  ];
  return <TableContainer<OutRow> title="选择委外发出单（已审核、部分验收）" rowKey="id" columns={columns} loader={loader} />;
}

/** /outsources/select-outsource-out-order-list: the picker of approved outs an acceptance starts from. */
export const SelectOutPage = () => (
  <div data-testid="select-outsource-out">
    <AcceptableOuts />
  </div>
);

/**
 * /outsources/outsource-out-to-acceptance-detail?id=…: what of an out still waits for acceptance,
 * label by label, and 新建验收单 (a draft of all of it as qualified, edited before approval).
 * Without an id it offers the outs to choose from.
 */
export function ToAcceptancePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const { can } = useActions(outsourceAcceptanceDocument.permission);
  const [data, setData] = useState<OutsourceToAccept | null>(null);
  const { busy, run } = useDocumentWrite(outsourceAcceptanceDocument);
  useEffect(() => {
    if (!id) return;
    void callEndpoint(outsourceEndpoints.toAccept, { params: { id } }).then(setData, () => setData(null));
  }, [id]);
  if (!id)
    return (
      <div data-testid="to-acceptance">
        <AcceptableOuts />
      </div>
    );
  const out = data?.out;
  const acceptable = out ? OUTSOURCE_OUT_ACCEPTABLE.includes(out.status as number) : false;
  const create = () =>
    run(
      () => callEndpoint(outsourceEndpoints.fromOut, { params: { id } }),
      (res) => `已创建委外验收单${res.docNo}，请填写合格、不合格、短缺数量后提交`,
      (res) => navigate(`${ACC_DETAIL}?id=${res.id}`),
    );
  return (
    <Card
      title={out ? `待验收明细 ${String(out.docNo)}` : '待验收明细'}
      data-testid="to-acceptance"
      extra={
        <Button type="primary" disabled={!acceptable || !data?.items.length || !can('add')} loading={busy} onClick={() => void create()} data-testid="create-acceptance">
          新建验收单
        </Button>
      }
    >
      {out && (
        <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="委外供应商">{String(out.supplierName ?? '')}</Descriptions.Item>
          <Descriptions.Item label="项目">{`${String(out.projectName ?? '')} ${String(out.batchNo ?? '')}`}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <StatusTag def={outsourceOutDocument} value={out.status as number} />
          </Descriptions.Item>
          <Descriptions.Item label="发出日期">{String(out.docDate ?? '')}</Descriptions.Item>
          <Descriptions.Item label="预计回厂">{String(out.expectedReturnDate ?? '-')}</Descriptions.Item>
        </Descriptions>
      )}
      <Table<OutsourceToAcceptLine>
        size="small"
        rowKey="outLineId"
        dataSource={data?.items ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: data ? '没有待验收的标签' : '委外发出单不存在或已删除' }}
        columns={[
          column('labelNo', '标签号', 200),
          column('productCode', '产品编号', 150),
          column('acceptableQty', '应验收', 80),
          column('taken', '已在验收单', 100),
          column('acceptedQty', '已合格', 80),
          column('remaining', '待验收', 80),
          column('amount', '发出金额(元)', 110),
        ]}
      />
    </Card>
  );
}
