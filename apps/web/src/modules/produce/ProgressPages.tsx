import type { ProgressGroupItem } from '@al/contracts';
import { Button, Space, Table, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useList } from '../../components/hooks/useList.ts';
import { listFilters } from '../../components/ResourcePage/search.ts';
import type { SearchField } from '../../components/SearchBar/index.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { actionColumn, column, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { progressApi } from './progressApi.ts';
import { DoneBar, PercentBar, PLAN_LIST_PAGE, PRODUCT_PAGE, ReCalculateButton, ReStatisticsButton, useCanRebuild } from './progressParts.tsx';

type Batch = ProgressGroupItem['batches'][number];
const FIELDS: SearchField[] = [{ name: 'filter', label: '关键字', type: 'input', placeholder: '项目名称或编号' }];

/** The factory's projects with their progress, newest first (POST /progress/group/page). */
function useProjects() {
  const load = useCallback((p: LoadParams & Record<string, unknown>) => progressApi.group(p as never), []);
  return useList(load);
}

const projectColumns = (wide: boolean): TableColumn<ProgressGroupItem>[] => [
  { ...column('projectName', '项目', 200), ellipsis: true },
  column('projectCode', '项目编号', 130),
  column('deliveryDate', '交货日期', 110),
  column('percent', '总进度', wide ? 160 : 200, (v: number) => <PercentBar percent={v} />),
];

/** A project's batches as rows, the route processes as columns, each a done/required bar. */
function BatchTable({ item, onProducts }: { item: ProgressGroupItem; onProducts: (b: Batch) => void }) {
  const processes = [...new Map(item.batches.flatMap((b) => b.processes.map((p) => [p.processId, p.processName] as const))).entries()];
  if (!item.batches.length) return <Typography.Text type="secondary">暂无批次</Typography.Text>;
  if (!processes.length) return <Typography.Text type="secondary">未设置工艺路线</Typography.Text>;
  return (
    <Table<Batch>
      rowKey="batchId"
      size="small"
      pagination={false}
      dataSource={item.batches}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'batchNo',
          title: '批次',
          width: 90,
          fixed: 'left',
          render: (_, b) => (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onProducts(b)}>
              {b.batchNo}
            </Button>
          ),
        },
        { key: 'percent', title: '批次进度', width: 150, render: (_, b) => <PercentBar percent={b.percent} /> },
        ...processes.map(([id, name]) => ({
          key: id,
          title: name,
          width: 150,
          render: (_: unknown, b: Batch) => {
            const p = b.processes.find((x) => x.processId === id);
            return p ? <DoneBar done={p.donePieces} required={p.requiredPieces} width={120} /> : '-';
          },
        })),
      ]}
    />
  );
}

/** 项目进度: each project's batches × route processes, drilling into a batch's products; the date log rebuilds. */
export function ProjectProgressPage() {
  const navigate = useNavigate();
  const list = useProjects();
  const { reload } = list;
  const canRebuild = useCanRebuild();
  const columns = useMemo<TableColumn<ProgressGroupItem>[]>(
    () => [
      ...projectColumns(true),
      column<ProgressGroupItem>('batches', '批次 × 工序进度（已完成/需加工 件）', 720, (_: unknown, r) => (
        <BatchTable item={r} onProducts={(b) => navigate(`${PRODUCT_PAGE}?projectId=${r.projectId}&batchId=${b.batchId}`)} />
      )),
      actionColumn(170, (r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`${PRODUCT_PAGE}?projectId=${r.projectId}`)}>
            产品进度
          </Button>
          {canRebuild && <ReCalculateButton projectId={r.projectId} projectName={r.projectName} after={reload} />}
        </Space>
      )),
    ],
    [navigate, canRebuild, reload],
  );
  return (
    <ListPage<ProgressGroupItem> testId="project-progress" fields={FIELDS} toFilters={listFilters} list={list} title="项目进度" rowKey="projectId" columns={columns} extra={canRebuild && <ReStatisticsButton />} />
  );
}

/** 项目计划: each project's progress, drilling into its plans. */
export function ProjectPlanPage() {
  const navigate = useNavigate();
  const list = useProjects();
  const columns = useMemo<TableColumn<ProgressGroupItem>[]>(
    () => [
      ...projectColumns(false),
      column<ProgressGroupItem>('batches', '批次进度', 360, (batches: Batch[]) => (
        <Space wrap size={[16, 4]}>
          {batches.map((b) => (
            <span key={b.batchId}>
              {b.batchNo} {b.percent}%
            </span>
          ))}
        </Space>
      )),
      actionColumn(100, (r) => (
        <Button type="link" size="small" onClick={() => navigate(`${PLAN_LIST_PAGE}?projectId=${r.projectId}&projectName=${encodeURIComponent(r.projectName)}`)}>
          查看计划
        </Button>
      )),
    ],
    [navigate],
  );
  return (
    <ListPage<ProgressGroupItem> testId="project-plan" fields={FIELDS} toFilters={listFilters} list={list} title="项目计划" rowKey="projectId" columns={columns} />
  );
}
