import { idList, PlanStatus, planActions, productionPlanDocument as def, TERMINAL_TYPES } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Modal, Popconfirm, Select, Space, Spin, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { StatusTag } from '../../components/DocumentPage/index.ts';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { feedback } from '../../lib/notify.ts';
import { produceApi, type Row } from './api.ts';
import { DAY } from './gantt.ts';

interface PlanForm {
  projectId: string;
  batchIds: string[];
  processIds: string[];
  equipmentId: string;
  dates: [Dayjs, Dayjs];
  remark?: string;
}

/**
 * A plan's form (new or existing): project and batches, processes, the machine that can do them,
 * the dates; and its actions as its state allows (下达, 撤回, 作废, 删除). Saving and actions go
 * through the document's routes; every refusal comes back as the server's message.
 */
export function PlanEditor({ id, open, onClose, onChanged }: { id: string | null; open: boolean; onClose: () => void; onChanged: () => void }) {
  const { can } = useActions(def.permission);
  const [form] = Form.useForm<PlanForm>();
  const [busy, setBusy] = useState(false);
  const plan = useQuery({ queryKey: ['plan', id], queryFn: () => produceApi.plan(id!), enabled: open && !!id, staleTime: 0 });
  const projects = useQuery({ queryKey: ['plan-projects'], queryFn: produceApi.projects, enabled: open });
  const processes = useQuery({ queryKey: ['plan-processes'], queryFn: produceApi.processOptions, enabled: open });
  const machines = useQuery({ queryKey: ['plan-machines'], queryFn: produceApi.machines, enabled: open });
  const colors = useQuery({ queryKey: ['plan-colors', id], queryFn: () => produceApi.planColors(id!), enabled: open && !!id });
  const projectId = Form.useWatch('projectId', form);
  const chosen = Form.useWatch('processIds', form) ?? [];
  const project = useQuery({ queryKey: ['plan-project', projectId], queryFn: () => produceApi.project(projectId), enabled: open && !!projectId });
  const status = id ? ((plan.data?.status as number | undefined) ?? PlanStatus.draft) : PlanStatus.draft;
  const editable = (status === PlanStatus.draft || status === PlanStatus.released) && (id ? can('edit') : can('add'));

  useEffect(() => {
    if (!open) return;
    const p = plan.data;
    if (id && !p) return;
    form.resetFields();
    if (p)
      form.setFieldsValue({
        projectId: p.projectId as string,
        batchIds: p.lines.map((l) => l.batchId as string),
        processIds: idList(p.processIds),
        equipmentId: p.equipmentId as string,
        dates: [dayjs(String(p.planStart)), dayjs(String(p.planEnd))],
        remark: (p.remark as string | null) ?? undefined,
      });
    else form.setFieldsValue({ dates: [dayjs(), dayjs().add(1, 'day')] });
  }, [open, id, plan.data, form]);

  // machines that can do every chosen process (a machine without processes does anything)
  const able = (machines.data?.items ?? []).filter(
    (m) => !TERMINAL_TYPES.includes(m.equipmentType as number) && m.factoryId && (!idList(m.processIds).length || chosen.every((p) => idList(m.processIds).includes(p))),
  );

  const act = async (fn: () => Promise<unknown>, ok: string) => {
    setBusy(true);
    try {
      await fn();
      feedback.message.success(ok);
      onChanged();
      onClose();
    } catch {
      // the request client has shown the reason
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    const v = await form.validateFields();
    const body = {
      projectId: v.projectId,
      equipmentId: v.equipmentId,
      processIds: v.processIds.join(','),
      planStart: v.dates[0].format(DAY),
      planEnd: v.dates[1].format(DAY),
      remark: v.remark?.trim() || null,
      lines: v.batchIds.map((batchId) => ({ batchId, id: plan.data?.lines.find((l) => l.batchId === batchId)?.id })),
      ...(id ? { concurrencyStamp: plan.data!.concurrencyStamp } : {}),
    };
    await act(() => produceApi.savePlan(body, id ?? undefined), '计划已保存');
  };
  const stamp = (plan.data as Row | undefined)?.concurrencyStamp ?? '';
  const actions = id ? planActions.filter((a) => a.from.includes(status) && can(a.permissionAction)) : [];

  return (
    <Modal
      title={
        <Space>
          {id ? `生产计划 ${String(plan.data?.docNo ?? '')}` : '新建生产计划'}
          {id && plan.data && <StatusTag def={def} value={status} />}
        </Space>
      }
      open={open}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={
        <Space wrap>
          {actions.map((a) =>
            a.danger ? (
              <Popconfirm key={a.key} title={`确定${a.label}该计划？`} onConfirm={() => act(() => produceApi.planAction(id!, a.key, stamp), `${a.label}成功`)}>
                <Button danger loading={busy}>
                  {a.label}
                </Button>
              </Popconfirm>
            ) : (
              <Button key={a.key} loading={busy} onClick={() => void act(() => produceApi.planAction(id!, a.key, stamp), `${a.label}成功`)}>
                {a.label}
              </Button>
            ),
          )}
          {id && editable && can('delete') && (
            <Popconfirm title="确定删除该计划？" onConfirm={() => act(() => produceApi.deletePlan(id), '删除成功')}>
              <Button danger loading={busy}>
                删除
              </Button>
            </Popconfirm>
          )}
          <Button onClick={onClose}>取消</Button>
          {editable && (
            <Button type="primary" loading={busy} onClick={() => void save()}>
              保存
            </Button>
          )}
        </Space>
      }
    >
      {id && plan.isLoading ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" disabled={!editable} preserve={false}>
          <Form.Item name="projectId" label="项目" rules={[{ required: true, message: '请选择项目' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={projects.isLoading}
              options={(projects.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name}（${p.code}）` }))}
              onChange={() => form.setFieldValue('batchIds', [])}
            />
          </Form.Item>
          <Form.Item name="batchIds" label="批次" rules={[{ required: true, message: '请选择批次' }]}>
            <Select mode="multiple" optionFilterProp="label" loading={project.isLoading} options={(project.data?.batches ?? []).map((b) => ({ value: b.id, label: b.batchNo }))} />
          </Form.Item>
          <Form.Item name="processIds" label="工序" rules={[{ required: true, message: '请选择工序' }]}>
            <Select mode="multiple" optionFilterProp="label" options={(processes.data ?? []).map((p) => ({ value: p.value, label: p.label }))} />
          </Form.Item>
          <Form.Item name="equipmentId" label="设备" rules={[{ required: true, message: '请选择设备' }]} extra="只列出本工厂能做所选工序的设备">
            <Select showSearch optionFilterProp="label" options={able.map((m) => ({ value: m.id, label: `${String(m.name)}（${String(m.code)}）` }))} />
          </Form.Item>
          <Form.Item name="dates" label="计划日期" rules={[{ required: true, message: '请选择计划日期' }]}>
            <DatePicker.RangePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="remark" label="备注" rules={[{ max: 500, message: '备注长度不能超过500个字符' }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          {id && !!colors.data?.items.length && (
            <div data-testid="plan-colors">
              颜色：
              {colors.data.items.map((c) => (
                <Tag key={c.colorCode}>
                  {c.colorCode || '无色号'} {c.pieces}件 / {c.area}㎡
                </Tag>
              ))}
            </div>
          )}
        </Form>
      )}
    </Modal>
  );
}
