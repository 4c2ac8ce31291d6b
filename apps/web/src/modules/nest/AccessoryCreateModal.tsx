import { ACCESSORY_NEST_LIMITS } from '@al/contracts';
import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { feedback } from '../../lib/notify.ts';
import { accessoryApi, type AccessoryNestOrder } from './accessory-api.ts';
import { BatchFields, ParamNumber } from './BatchFields.tsx';
import { SwitchItem } from '../../components/SwitchItem.tsx';

interface Values {
  projectId?: string;
  batchIds: string[];
  accessoryId?: string;
  barLength?: number;
  kerf: number;
  trim: number;
  submit: boolean;
}
const INITIAL: Partial<Values> = { batchIds: [], kerf: 3, trim: 10, submit: true };

/**
 * 新建配件排版: the lengths of one linear accessory (a bar stock, 型材排料) bound to the products of the
 * chosen batches, cut from bars of the accessory's length; submitted at once if asked.
 */
export function AccessoryCreateModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (o: AccessoryNestOrder) => void }) {
  const [form] = Form.useForm<Values>();
  const batchIds = Form.useWatch('batchIds', form) ?? [];
  const [saving, setSaving] = useState(false);
  const candidates = useQuery({ queryKey: ['accessory-nest', 'candidates', batchIds], queryFn: () => accessoryApi.candidates(batchIds), enabled: open && batchIds.length > 0 });
  const list = candidates.data?.items ?? [];

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const o = await accessoryApi.create({ batchIds: v.batchIds, accessoryId: v.accessoryId!, barLength: v.barLength ?? undefined, kerf: v.kerf, trim: v.trim, submit: v.submit });
      feedback.message.success(`已生成配件排版订单 ${o.orderNo}`);
      form.resetFields();
      onCreated(o);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="新建配件排版" open={open} onCancel={onClose} onOk={() => void submit()} confirmLoading={saving} okText="生成配件排版订单" width={560} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={INITIAL} data-testid="accessory-create-form">
        <BatchFields open={open} clearOnProject={{ accessoryId: undefined }} onBatchesChange={() => form.setFieldValue('accessoryId', undefined)} />
        <Form.Item name="accessoryId" label="型材配件" rules={[{ required: true, message: '请选择型材配件' }]} extra="产品绑定的、在配件管理中勾选了“型材排料”的配件">
          <Select
            placeholder={batchIds.length ? (list.length || candidates.isLoading ? '请选择型材配件' : '所选批次的产品没有绑定型材配件') : '请先选择批次'}
            loading={candidates.isLoading}
            options={list.map((c) => ({
              value: c.accessoryId,
              label: `${c.name}${c.spec ? `（${c.spec}）` : ''} · ${c.pieceCount}段 / ${c.partsLength} m · 型材${c.barLength} mm`,
            }))}
            onChange={(id: string) => form.setFieldValue('barLength', list.find((c) => c.accessoryId === id)?.barLength)}
          />
        </Form.Item>
        {list.some((c) => c.withoutLength > 0) && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="部分配件绑定没有填写长度，这些绑定不会加入排版。" />}
        <div style={{ display: 'flex', gap: 12 }}>
          <ParamNumber name="barLength" what="型材长度" unit="mm" min={100} max={ACCESSORY_NEST_LIMITS.maxBarMm} step={100} />
          <ParamNumber name="kerf" what="锯缝" unit="mm" min={0} max={ACCESSORY_NEST_LIMITS.maxKerf} step={0.5} />
          <ParamNumber name="trim" what="端头余量" unit="mm" min={0} max={ACCESSORY_NEST_LIMITS.maxTrim} step={5} />
        </div>
        <Typography.Paragraph type="secondary">每根型材两端各留端头余量，每刀消耗一个锯缝。</Typography.Paragraph>
        <SwitchItem name="submit" label="生成后立即提交排版" />
      </Form>
    </Modal>
  );
}
