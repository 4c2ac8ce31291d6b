import { NEST_LIMITS, NEST_ROTATIONS, nestEndpoints, nestRotationLabels, type NestOrder } from '@al/contracts';
import { Checkbox, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { callEndpoint } from '../../lib/endpoint.ts';
import { feedback } from '../../lib/notify.ts';
import { useQuotaRefusal } from './NoQuota.tsx';
import { BatchFields, ParamNumber } from './BatchFields.tsx';
import { SwitchItem } from '../../components/SwitchItem.tsx';

interface Values {
  projectId?: string;
  batchIds: string[];
  byColor: boolean;
  spacing: number;
  margin: number;
  rotation: (typeof NEST_ROTATIONS)[number];
  partInPart: boolean;
  timeLimitSeconds: number;
  submit: boolean;
}

const INITIAL: Partial<Values> = { batchIds: [], byColor: false, spacing: 4, margin: 10, rotation: 'ortho', partInPart: false, timeLimitSeconds: 30, submit: true };

/**
 * 新建排版: the not-yet-nested products of the chosen batches become one order per material and
 * thickness (and colour when asked), on the plate sizes of the material; submitted at once if asked.
 */
export function CreateFromBatchModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (orders: NestOrder[]) => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const quota = useQuotaRefusal();

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      // Submitting at once may be refused for quota: that refusal offers to buy (useQuotaRefusal).
      const res = await callEndpoint(
        nestEndpoints.fromBatch,
        {
          body: {
            batchIds: v.batchIds,
            byColor: v.byColor,
            submit: v.submit,
            parameter: { spacing: v.spacing, margin: v.margin, rotation: v.rotation, partInPart: v.partInPart, commonLine: false, timeLimitSeconds: v.timeLimitSeconds, seed: 1 },
          },
        },
        { silent: true },
      );
      feedback.message.success(`已生成${res.items.length}张排版订单`);
      form.resetFields();
      onCreated(res.items);
    } catch (e) {
      quota.handle(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="新建排版" open={open} onCancel={onClose} onOk={() => void submit()} confirmLoading={saving} okText="生成排版订单" width={560} destroyOnHidden>
      {quota.dialog}
      <Form form={form} layout="vertical" initialValues={INITIAL} data-testid="nest-create-form">
        <BatchFields open={open} />
        <Typography.Paragraph type="secondary">按材质、厚度分单；板材先用库存中的余料和整板（余料优先），再取材质管理中该厚度的板材尺寸。</Typography.Paragraph>
        <Form.Item name="byColor" valuePropName="checked">
          <Checkbox>预辊涂板：按颜色分单</Checkbox>
        </Form.Item>
        <div style={{ display: 'flex', gap: 12 }}>
          <ParamNumber name="spacing" what="零件间距" unit="mm" min={0} max={NEST_LIMITS.maxSpacing} step={1} />
          <ParamNumber name="margin" what="板边距" unit="mm" min={0} max={NEST_LIMITS.maxMargin} step={1} />
          <ParamNumber name="timeLimitSeconds" what="排版时长" unit="秒" min={NEST_LIMITS.minSeconds} max={NEST_LIMITS.maxSeconds} step={5} precision={0} />
        </div>
        <Form.Item name="rotation" label="旋转">
          <Select options={NEST_ROTATIONS.map((r) => ({ value: r, label: nestRotationLabels[r] }))} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 24 }}>
          <SwitchItem name="partInPart" label="孔内嵌套" />
          <SwitchItem name="submit" label="生成后立即提交排版" />
        </div>
      </Form>
    </Modal>
  );
}
