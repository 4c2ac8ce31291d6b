import { planStates, type PlanProgressItem } from '@al/contracts';
import { Button, Card, Empty, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { column, type TableColumn } from '../../components/TableContainer/index.tsx';
import { produceApi } from './api.ts';
import { DoneBar, PercentBar, PLAN_PAGE } from './progressParts.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';

const columns: TableColumn<PlanProgressItem>[] = [
  column('docNo', '计划单号', 150),
  column('status', '状态', 90, (v: number) => {
    const s = planStates.find((x) => x.value === v);
    return <Tag color={s?.color}>{s?.label ?? v}</Tag>;
  }),
  column('batchNos', '批次', 140, (v: string[]) => v.join('、') || '-'),
  { key: 'processes', title: '工序', width: 260, render: (_: unknown, r) => r.processes.map((p) => p.processName).join('、') || '-' },
  column('planStart', '计划开始', 110),
  column('planEnd', '计划结束', 110),
  { key: 'pieces', title: '完成件数', width: 160, render: (_: unknown, r) => <DoneBar done={r.donePieces} required={r.processes.reduce((s, p) => s + p.requiredPieces, 0)} /> },
  column('percent', '进度', 160, (v: number) => <PercentBar percent={v} />),
];

/** 项目计划列表 (?projectId=): one project's plans with their progress. */
export function ProjectPlanListPage() {
  const [sp] = useSearchParams();
  const projectId = sp.get('projectId');
  const navigate = useNavigate();
  const plans = useQuery({ queryKey: ['project-plans', projectId], queryFn: () => produceApi.plans({ projectId: projectId ?? undefined, maxResultCount: 1000 }), enabled: !!projectId });
  const back = <Button onClick={() => navigate(PLAN_PAGE)}>返回</Button>;
  if (!projectId)
    return (
      <Card>
        <Empty description="未指定项目，请从项目计划打开">{back}</Empty>
      </Card>
    );
  return (
    <Card title={`项目计划：${sp.get('projectName') ?? ''}`} extra={back} data-testid="project-plan-list">
      <QueryTable<PlanProgressItem> query={plans} rowKey="id" columns={columns} pagination={false} scroll={{ x: 'max-content' }} />
    </Card>
  );
}
