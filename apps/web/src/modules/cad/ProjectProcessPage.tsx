import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ProjectProcessItem } from '@al/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal, Popconfirm, Progress, Select, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { feedback } from '../../lib/notify.ts';
import { cad, type ProjectDetail } from './api.ts';
import { RemarkItem } from './formItems.tsx';
import { projectLinks } from './linksApi.ts';
import { ProjectScope } from './ProjectScope.tsx';
import { area } from './tags.tsx';
import { column } from '../../components/TableContainer/index.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';

/** /cad/project-process: the processes a project's (or batch's) products pass through, in order. */
export default function ProjectProcessPage() {
  return <ProjectScope title="项目工序">{(p) => <ProcessRoute project={p} />}</ProjectScope>;
}

interface StepForm {
  processId: string;
  batchId: string | null;
  productIds: string[];
  remark?: string | null;
}

function ProcessRoute({ project }: { project: ProjectDetail }) {
  const qc = useQueryClient();
  const [batchId, setBatchId] = useState<string | null>(null);
  const [routeOpen, setRouteOpen] = useState(false);
  const [routeIds, setRouteIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<ProjectProcessItem | 'new' | null>(null);
  const [form] = Form.useForm<StepForm>();
  const formBatch = Form.useWatch('batchId', form);
  const key = ['cad', 'project-process', project.id, batchId];
  const processes = useQuery({ queryKey: ['cad', 'process-options'], queryFn: projectLinks.processes });
  const processOptions = (processes.data ?? []).map((p) => ({ value: p.value, label: p.label }));
  const steps = useQuery({ queryKey: key, queryFn: () => projectLinks.steps(project.id, batchId ?? undefined) });
  const products = useQuery({
    queryKey: ['cad', 'project-process-products', project.id, formBatch ?? null],
    queryFn: () => cad.products({ projectId: project.id, batchId: formBatch ?? undefined, maxResultCount: 1000 }),
    enabled: editing !== null,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['cad', 'project-process', project.id] });
  const done = (text: string) => () => {
    feedback.message.success(text);
    void refresh();
  };
  const complete = useMutation({
    mutationFn: (v: { ids: string[]; isCompleted: boolean }) => projectLinks.complete(v.ids, v.isCompleted),
    onSuccess: done('已更新'),
  });
  const sort = useMutation({ mutationFn: projectLinks.sort, onSuccess: done('顺序已调整') });
  const remove = useMutation({ mutationFn: projectLinks.deleteStep, onSuccess: done('删除成功') });
  const setRoute = useMutation({
    mutationFn: () => projectLinks.setRoute(project.id, batchId, routeIds),
    onSuccess: () => {
      setRouteOpen(false);
      done('工艺路线已设置')();
    },
  });
  const save = useMutation({
    mutationFn: (v: StepForm) =>
      editing === 'new' || editing === null
        ? projectLinks.addStep({ projectId: project.id, ...v })
        : projectLinks.updateStep(editing.id, v),
    onSuccess: () => {
      setEditing(null);
      done('保存成功')();
    },
  });

  const items = steps.data?.items ?? [];
  const move = (i: number, d: -1 | 1) => {
    const ids = items.map((s) => s.id);
    [ids[i], ids[i + d]] = [ids[i + d]!, ids[i]!];
    sort.mutate(ids);
  };
  const openEditor = (s: ProjectProcessItem | 'new') => {
    setEditing(s);
    form.setFieldsValue(
      s === 'new'
        ? { processId: undefined, batchId, productIds: [], remark: null }
        : { processId: s.processId, batchId: s.batchId, productIds: s.productIds, remark: s.remark },
    );
  };
  const batchOptions = project.batches.map((b) => ({ value: b.id, label: b.batchNo }));

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select<string | null>
          style={{ width: 180 }}
          value={batchId}
          onChange={setBatchId}
          options={[{ value: null, label: '全部批次（项目工序）' }, ...batchOptions]}
          data-testid="process-batch"
        />
        <Button
          type="primary"
          onClick={() => {
            setRouteIds(items.filter((s) => !s.isCompleted && s.batchId === batchId).map((s) => s.processId));
            setRouteOpen(true);
          }}
        >
          设置工艺路线
        </Button>
        <Button onClick={() => openEditor('new')}>添加工序</Button>
      </Space>
      <QueryTable<ProjectProcessItem>
        query={steps}
        rows={items}
        rowKey="id"
        pagination={false}
        data-testid="process-table"
        columns={[
          { key: 'no', title: '顺序', width: 60, render: (_, _s, i) => i + 1 },
          column('processName', '工序', 120),
          { key: 'batch', title: '批次', width: 110, render: (_, s) => s.batchNo ?? '全部批次' },
          {
            key: 'products',
            title: '产品',
            width: 90,
            render: (_, s) => (s.productIds.length ? `${s.productIds.length} 种` : '全部'),
          },
          {
            key: 'required',
            title: '需加工',
            width: 170,
            render: (_, s) => `${s.requiredPieces} 件 / ${area(s.requiredArea)}`,
          },
          {
            key: 'progress',
            title: (
              <Tooltip title="标记完成的工序计为全部完成；按标签扫码统计的进度随生产报工提供">进度</Tooltip>
            ),
            width: 160,
            render: (_, s) => (
              <Progress
                size="small"
                percent={s.requiredPieces ? Math.round((s.donePieces / s.requiredPieces) * 100) : 0}
              />
            ),
          },
          {
            key: 'state',
            title: '状态',
            width: 170,
            render: (_, s) =>
              s.isCompleted ? (
                <Tag color="success">已完成 {s.completedTime?.slice(0, 10)}</Tag>
              ) : (
                <Tag>未完成</Tag>
              ),
          },
          { ...column('remark', '备注'), ellipsis: true },
          {
            key: 'actions',
            title: '操作',
            width: 260,
            render: (_, s, i) => (
              <Space size="small">
                <Button size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, -1)} aria-label="上移" />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={i === items.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label="下移"
                />
                <Button size="small" type="link" onClick={() => complete.mutate({ ids: [s.id], isCompleted: !s.isCompleted })}>
                  {s.isCompleted ? '取消完成' : '完成'}
                </Button>
                <Button size="small" type="link" onClick={() => openEditor(s)}>
                  编辑
                </Button>
                <Popconfirm title={`确定删除工序“${s.processName}”吗？`} onConfirm={() => remove.mutate(s.id)}>
                  <Button size="small" type="link" danger disabled={s.isCompleted}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={`设置工艺路线（${batchId ? project.batches.find((b) => b.id === batchId)?.batchNo : '全部批次'}）`}
        open={routeOpen}
        onCancel={() => setRouteOpen(false)}
        onOk={() => setRoute.mutate()}
        okButtonProps={{ disabled: !routeIds.length, loading: setRoute.isPending }}
        width={560}
      >
        <p>按加工顺序选择工序；未完成的工序将被替换，已完成的工序保留。工序在“生产管理 › 工序管理”中维护。</p>
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          value={routeIds}
          onChange={(v: string[]) => setRouteIds(v)}
          options={processOptions}
          loading={processes.isLoading}
          optionFilterProp="label"
          placeholder="例如：激光切割、折弯、喷涂、包装"
          data-testid="route-names"
        />
      </Modal>
      <Modal
        title={editing === 'new' ? '添加工序' : '编辑工序'}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okButtonProps={{ loading: save.isPending }}
        width={560}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate({ ...v, productIds: v.productIds ?? [] })}>
          <Form.Item name="processId" label="工序" rules={[{ required: true, message: '请选择工序' }]}>
            <Select options={processOptions} loading={processes.isLoading} showSearch optionFilterProp="label" placeholder="选择工序" />
          </Form.Item>
          <Form.Item name="batchId" label="批次">
            <Select<string | null>
              options={[{ value: null, label: '全部批次' }, ...batchOptions]}
              onChange={() => form.setFieldValue('productIds', [])}
            />
          </Form.Item>
          <Form.Item name="productIds" label="产品" extra="不选则为全部产品">
            <Select
              mode="multiple"
              allowClear
              loading={products.isLoading}
              optionFilterProp="label"
              options={(products.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.code}（${p.quantity}件）` }))}
            />
          </Form.Item>
          <RemarkItem />
        </Form>
      </Modal>
    </>
  );
}
