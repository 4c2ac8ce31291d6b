import { labelLogAuditStateOptions, type LabelTimelineItem, type ProductAnalysisItem } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { actionColumn, column, type TableColumn } from '../../components/TableContainer/index.tsx';
import { progressApi } from './progressApi.ts';
import { DoneBar, LABEL_PAGE, PRODUCT_PAGE, PROGRESS_PAGE } from './progressParts.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { formatTime } from '../../components/ResourcePage/columns.tsx';

/** The hint of a drill-down page opened on its own. */
const Missing = ({ text, back }: { text: string; back: () => void }) => (
  <Card>
    <Empty description={text}>
      <Button onClick={back}>返回项目进度</Button>
    </Empty>
  </Card>
);

/** 产品进度 (?projectId=&batchId=): each product × route process, done of its quantity. */
export function ProjectProgressProductPage() {
  const [sp] = useSearchParams();
  const projectId = sp.get('projectId');
  const batchId = sp.get('batchId') ?? undefined;
  const navigate = useNavigate();
  const data = useQuery({ queryKey: ['progress-products', projectId, batchId], queryFn: () => progressApi.products({ projectId: projectId!, batchId }), enabled: !!projectId });
  if (!projectId) return <Missing text="未指定项目，请从项目进度打开" back={() => navigate(PROGRESS_PAGE)} />;
  const route = data.data?.processes ?? [];
  const columns: TableColumn<ProductAnalysisItem>[] = [
    { ...column('batchNo', '批次', 80), fixed: 'left' },
    {
      ...column('productCode', '产品编号', 160, (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => navigate(`${LABEL_PAGE}?productId=${r.productId}`)}>
          {v}
        </Button>
      )),
      fixed: 'left',
    },
    column('quantity', '数量', 70),
    ...route.map((p) => ({
      key: p.processId,
      title: p.processName,
      width: 150,
      render: (_: unknown, r: ProductAnalysisItem) => (p.processId in r.done ? <DoneBar done={r.done[p.processId]!} required={r.quantity} width={120} /> : <Typography.Text type="secondary">不经过</Typography.Text>),
    })),
    actionColumn(90, (r) => (
      <Button type="link" size="small" onClick={() => navigate(`${LABEL_PAGE}?productId=${r.productId}`)}>
        标签进度
      </Button>
    )),
  ];
  return (
    <Card title="产品进度" extra={<Button onClick={() => navigate(PROGRESS_PAGE)}>返回</Button>} data-testid="progress-products">
      <QueryTable<ProductAnalysisItem> query={data} rowKey="productId" columns={columns} pagination={{ pageSize: 50, showSizeChanger: false }} scroll={{ x: 'max-content' }} />
    </Card>
  );
}

/** One label at one process: when and by whom it was first reported, or not yet. */
function StepCell({ step }: { step: LabelTimelineItem['steps'][string] }) {
  if (!step) return <Tag>未报工</Tag>;
  const audit = labelLogAuditStateOptions.find((o) => o.value === step.auditState);
  return (
    <Space orientation="vertical" size={0}>
      <span>{formatTime(step.scanTime)}</span>
      <Typography.Text type="secondary">
        {step.employeeNames.join('、')} <Tag color={audit?.color}>{audit?.label}</Tag>
        {step.isRework && <Tag color="warning">返工</Tag>}
      </Typography.Text>
    </Space>
  );
}

/** 产品标签进度 (?productId=): the product's labels along its route — the timeline of each piece. */
export function ProductLabelProgressPage() {
  const [sp] = useSearchParams();
  const productId = sp.get('productId');
  const navigate = useNavigate();
  const data = useQuery({ queryKey: ['progress-labels', productId], queryFn: () => progressApi.timeline(productId!), enabled: !!productId });
  if (!productId) return <Missing text="未指定产品，请从产品进度打开" back={() => navigate(PROGRESS_PAGE)} />;
  const t = data.data;
  const columns: TableColumn<LabelTimelineItem>[] = [
    { ...column('labelNo', '标签号', 200), fixed: 'left' },
    ...(t?.processes ?? []).map((p) => ({ key: p.processId, title: p.processName, width: 190, render: (_: unknown, r: LabelTimelineItem) => <StepCell step={r.steps[p.processId]} /> })),
  ];
  const back = () => (t ? navigate(`${PRODUCT_PAGE}?projectId=${t.projectId}`) : navigate(PROGRESS_PAGE));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="progress-labels">
      <Card loading={data.isLoading} title={t ? `产品 ${t.productCode}` : '产品标签进度'} extra={<Button onClick={back}>返回</Button>}>
        {t && (
          <Descriptions
            column={4}
            size="small"
            items={[
              { key: 'project', label: '项目', children: t.projectName },
              { key: 'batch', label: '批次', children: t.batchNo },
              { key: 'qty', label: '数量', children: t.quantity },
              { key: 'labels', label: '标签数', children: t.items.length },
            ]}
          />
        )}
      </Card>
      <Card title="标签 × 工序（首次报工时间与员工）">
        <QueryTable<LabelTimelineItem> query={data} rows={t?.items} rowKey="labelId" columns={columns} pagination={false} scroll={{ x: 'max-content' }} />
      </Card>
    </Space>
  );
}
