import { DEFAULT_NEST_COST_RULE, NEST_COST_BASES, nestCostBasisLabels, nestCostRuleSchema, type NestCostBasis } from '@al/contracts';
import { Alert, Button, Form, InputNumber, Modal, Radio, Select, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { zodRule } from '../../../lib/formRules.ts';
import { feedback } from '../../../lib/notify.ts';
import { tenantAdmin } from '../../saas/api.ts';
import { statsApi } from './api.ts';

interface Values {
  basis: NestCostBasis;
  unitPrice: number;
}

const unitOf: Record<NestCostBasis, string> = { order: '每单', sheet: '每张', m2: '每平方米' };

/**
 * 计费规则: how a space's completed nests are charged against its nest quota (per order, per sheet
 * or per m², with the price). Applies to nests completed after it is saved.
 */
export function CostRuleModal({ open, onClose, initialTenant }: { open: boolean; onClose: () => void; initialTenant?: { id: string; name: string } | null }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const [tenantId, setTenantId] = useState<string | undefined>(initialTenant?.id);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) setTenantId(initialTenant?.id);
  }, [open, initialTenant?.id]);
  const tenants = useQuery({
    queryKey: ['statistics', 'tenants', search],
    queryFn: () => tenantAdmin.list({ skipCount: 0, maxResultCount: 20, displayName: search || undefined }),
    enabled: open,
  });
  const rule = useQuery({ queryKey: ['statistics', 'cost-rule', tenantId], queryFn: () => statsApi.costRule(tenantId!), enabled: open && !!tenantId });
  useEffect(() => {
    if (rule.data) form.setFieldsValue({ basis: rule.data.basis, unitPrice: rule.data.unitPrice });
  }, [rule.data, form]);
  const basis = Form.useWatch('basis', form) ?? DEFAULT_NEST_COST_RULE.basis;

  const options = (tenants.data?.items ?? []).map((t) => ({ value: t.id, label: t.displayName }));
  if (initialTenant && !options.some((o) => o.value === initialTenant.id)) options.unshift({ value: initialTenant.id, label: initialTenant.name });

  const save = async () => {
    if (!tenantId) {
      feedback.message.warning('请选择空间');
      return;
    }
    const v = await form.validateFields();
    setSaving(true);
    try {
      const saved = await statsApi.setCostRule(tenantId, v);
      feedback.message.success(`已保存“${saved.tenantName}”的排版计费规则`);
      await client.invalidateQueries({ queryKey: ['statistics', 'cost-rule', tenantId] });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  const priceRule = zodRule(nestCostRuleSchema.shape.unitPrice);

  return (
    <Modal title="排版计费规则" open={open} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okText="保存" destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={DEFAULT_NEST_COST_RULE} data-testid="nest-cost-rule-form">
        <Form.Item label="空间" required>
          <Select
            showSearch
            value={tenantId}
            placeholder="请选择空间"
            filterOption={false}
            onSearch={setSearch}
            onChange={setTenantId}
            options={options}
            loading={tenants.isLoading}
            notFoundContent={tenants.isLoading ? <Spin size="small" /> : '没有找到空间'}
          />
        </Form.Item>
        {tenantId && rule.data && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="nest-cost-rule-current"
            title={
              rule.data.isDefault
                ? '该空间尚未设置规则，目前按默认规则计费：每张板扣 1 个排版额度'
                : `当前规则：${nestCostBasisLabels[rule.data.basis]}，${unitOf[rule.data.basis]}扣 ${rule.data.unitPrice} 个排版额度`
            }
          />
        )}
        <Form.Item name="basis" label="计费方式" rules={[{ required: true, message: '请选择计费方式' }]}>
          <Radio.Group optionType="button" options={NEST_COST_BASES.map((b) => ({ value: b, label: nestCostBasisLabels[b] }))} />
        </Form.Item>
        <Form.Item name="unitPrice" label={`单价（${unitOf[basis]}扣减的排版额度）`} rules={[{ required: true, message: '请输入单价' }, priceRule]}>
          <InputNumber min={0} max={1_000_000} step={0.5} style={{ width: 200 }} />
        </Form.Item>
        <Typography.Text type="secondary">保存后，该空间之后完成的排版按此规则扣费；已完成的不变。</Typography.Text>
      </Form>
    </Modal>
  );
}

/** A link that opens the cost rule of one space (the platform's tenant pages). */
export function CostRuleButton({ tenant }: { tenant: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid="nest-cost-rule-open">
        排版计费规则
      </Button>
      <CostRuleModal open={open} initialTenant={tenant} onClose={() => setOpen(false)} />
    </>
  );
}
