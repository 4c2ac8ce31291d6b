import { BoardPermission, boardWidgetOptions, type BoardInput, type BoardItem, type BoardWidget } from '@al/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useActions } from '../../components/ResourcePage/permissions.ts';
import { useBusyWrite } from '../../components/hooks/useWrite.ts';
import { feedback } from '../../lib/notify.ts';
import { produceApi } from './api.ts';
import { boardApi, screenUrl } from './boardApi.ts';
import { ConfirmLink } from '../../components/RowButtons.tsx';
import { enabledTag } from '../../components/tags.tsx';
import { SwitchItem } from '../../components/SwitchItem.tsx';
import { column } from '../../components/TableContainer/index.tsx';
import { formatTime } from '../../components/ResourcePage/columns.tsx';

const KEY = ['boards'];
const widgetLabel = (t: string) => boardWidgetOptions.find((o) => o.value === t)?.label ?? t;

interface FormValues {
  name: string;
  widgetTypes: BoardWidget['type'][];
  processIds?: string[];
  projectId?: string;
  refreshSeconds: number;
  enabled: boolean;
}

/** Form values ↔ the board: the picked widgets share the process and project filters of the form. */
const toInput = (v: FormValues): BoardInput => ({
  name: v.name,
  refreshSeconds: v.refreshSeconds,
  enabled: v.enabled,
  widgets: v.widgetTypes.map((type) => ({
    type,
    ...(type === 'todayOutput' && v.processIds?.length ? { processIds: v.processIds } : {}),
    ...((type === 'projectProgress' || type === 'behindPlans') && v.projectId ? { projectId: v.projectId } : {}),
  })),
});
const toValues = (b: BoardItem): FormValues => ({
  name: b.name,
  refreshSeconds: b.refreshSeconds,
  enabled: b.enabled,
  widgetTypes: b.widgets.map((w) => w.type),
  processIds: b.widgets.find((w) => w.processIds?.length)?.processIds,
  projectId: b.widgets.find((w) => w.projectId)?.projectId ?? undefined,
});

function BoardForm({ board, onClose }: { board: BoardItem | null | undefined; onClose(saved: boolean): void }) {
  const [form] = Form.useForm<FormValues>();
  const { busy, run } = useBusyWrite(() => onClose(true));
  const processes = useQuery({ queryKey: ['process-options'], queryFn: produceApi.processOptions });
  const projects = useQuery({ queryKey: ['produce-projects'], queryFn: produceApi.projects });
  useEffect(() => {
    if (board === undefined) return;
    form.setFieldsValue(board ? toValues(board) : { name: '', widgetTypes: boardWidgetOptions.map((o) => o.value), refreshSeconds: 60, enabled: true, processIds: [], projectId: undefined });
  }, [board, form]);
  const save = async () => {
    const v = await form.validateFields();
    await run(() => (board ? boardApi.update(board.id, toInput(v)) : boardApi.create(toInput(v))), '保存成功');
  };
  return (
    <Modal open={board !== undefined} title={board ? '编辑看板' : '新建看板'} onCancel={() => onClose(false)} onOk={save} confirmLoading={busy} destroyOnHidden width={560}>
      <Form form={form} layout="vertical" data-testid="board-form">
        <Form.Item name="name" label="看板名称" rules={[{ required: true, whitespace: true, message: '看板名称不能为空' }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="widgetTypes" label="组件" rules={[{ required: true, message: '请至少添加一个组件' }]}>
          <Select mode="multiple" options={boardWidgetOptions.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
        <Form.Item name="processIds" label="产量统计的工序" extra="不选则统计全部工序">
          <Select mode="multiple" allowClear options={processes.data?.map((p) => ({ value: p.value, label: p.label }))} />
        </Form.Item>
        <Form.Item name="projectId" label="进度和滞后计划的项目" extra="不选则显示进行中计划的项目">
          <Select allowClear showSearch optionFilterProp="label" options={projects.data?.items.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Space size="large">
          <Form.Item name="refreshSeconds" label="无扫码时的刷新间隔（秒）" rules={[{ required: true, message: '请填写刷新间隔' }]}>
            <InputNumber min={5} max={3600} precision={0} />
          </Form.Item>
          <SwitchItem name="enabled" label="启用" />
        </Space>
      </Form>
    </Modal>
  );
}

/** 看板管理: the factory's boards, their widgets and the public TV link of each. */
export function BoardManagePage() {
  const client = useQueryClient();
  const { can } = useActions(BoardPermission);
  const list = useQuery({ queryKey: KEY, queryFn: boardApi.list });
  // undefined: closed; null: a new board
  const [editing, setEditing] = useState<BoardItem | null | undefined>(undefined);
  const reload = () => client.invalidateQueries({ queryKey: KEY });
  const copy = async (b: BoardItem) => {
    try {
      await navigator.clipboard.writeText(screenUrl(b.publicToken));
      feedback.message.success('复制完毕');
    } catch {
      feedback.message.error('复制失败，请手动复制：' + screenUrl(b.publicToken));
    }
  };
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      feedback.message.success(done);
      await reload();
    } catch {
      // shown by the request client
    }
  };
  return (
    <Card
      title="看板管理"
      extra={
        can('add') && (
          <Button type="primary" onClick={() => setEditing(null)}>
            新建
          </Button>
        )
      }
    >
      <Table<BoardItem>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={false}
        columns={[
          column('name', '看板名称', 180),
          { key: 'widgets', title: '组件', render: (_, b) => b.widgets.map((w, i) => <Tag key={i}>{w.title || widgetLabel(w.type)}</Tag>) },
          column('enabled', '状态', 80, enabledTag),
          column('creationTime', '创建时间', 150, formatTime),
          {
            key: 'action',
            title: '操作',
            width: 380,
            render: (_, b) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => window.open(screenUrl(b.publicToken), '_blank')}>
                  打开大屏
                </Button>
                <Button type="link" size="small" onClick={() => copy(b)}>
                  复制公开链接
                </Button>
                {can('edit') && (
                  <Button type="link" size="small" onClick={() => setEditing(b)}>
                    编辑
                  </Button>
                )}
                {can('edit') && (
                  <ConfirmLink danger={false} confirm="重置后旧链接立即失效，确定重置吗？" onConfirm={() => act(() => boardApi.resetLink(b.id), '链接已重置')}>
                    重置链接
                  </ConfirmLink>
                )}
                {can('delete') && (
                  <ConfirmLink confirm="确定删除该看板吗？" onConfirm={() => act(() => boardApi.remove(b.id), '删除成功')} />
                )}
              </Space>
            ),
          },
        ]}
      />
      <BoardForm
        board={editing}
        onClose={(saved) => {
          setEditing(undefined);
          if (saved) void reload();
        }}
      />
    </Card>
  );
}
