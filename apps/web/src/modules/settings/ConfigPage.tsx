import {
  areaUnitOptions,
  labelFieldOptions,
  labelSizeOptions,
  lengthUnitOptions,
  settingsEndpoints,
  warehouseTypeOptions,
  weightUnitOptions,
  type NumberingPreviewItem,
  type TenantSettingsInput,
} from '@al/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, Form, InputNumber, Radio, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { feedback } from '../../lib/notify.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { http } from '../../lib/request.ts';
import { useSession } from '../../lib/session.ts';
import { QueryTable } from '../../components/QueryTable.tsx';
import { column } from '../../components/TableContainer/index.tsx';

interface WarehouseRow {
  id: string;
  name: string;
  type: number;
  isDefault: boolean;
  enabled: boolean;
}

const PRECISIONS: { name: keyof TenantSettingsInput; label: string }[] = [
  { name: 'lengthPrecision', label: '长度小数位' },
  { name: 'areaPrecision', label: '面积小数位' },
  { name: 'weightPrecision', label: '重量小数位' },
  { name: 'moneyPrecision', label: '金额小数位' },
];

/** Units, precision and the label template: the space's administrators save them. */
function SettingsForm({ editable }: { editable: boolean }) {
  const qc = useQueryClient();
  const [form] = Form.useForm<TenantSettingsInput>();
  const [saving, setSaving] = useState(false);
  const q = useQuery({ queryKey: ['setting-config'], queryFn: () => callEndpoint(settingsEndpoints.config) });
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data as TenantSettingsInput);
  }, [q.data, form]);
  const save = async (v: TenantSettingsInput) => {
    setSaving(true);
    try {
      await callEndpoint(settingsEndpoints.save, { body: { ...v, concurrencyStamp: q.data?.concurrencyStamp ?? undefined } });
      feedback.message.success('保存成功');
      await qc.invalidateQueries({ queryKey: ['setting-config'] });
    } catch {
      // the request client has shown the error
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<TenantSettingsInput> form={form} layout="vertical" onFinish={save} disabled={!editable || !q.data} data-testid="setting-config-form">
      <Row gutter={24}>
        <Col xs={24} md={8}>
          <Form.Item name="lengthUnit" label="长度单位" rules={[{ required: true, message: '请选择长度单位' }]}>
            <Select options={[...lengthUnitOptions]} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="areaUnit" label="面积单位" rules={[{ required: true, message: '请选择面积单位' }]}>
            <Select options={[...areaUnitOptions]} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="weightUnit" label="重量单位" rules={[{ required: true, message: '请选择重量单位' }]}>
            <Select options={[...weightUnitOptions]} />
          </Form.Item>
        </Col>
        {PRECISIONS.map((p) => (
          <Col xs={12} md={6} key={p.name}>
            <Form.Item name={p.name} label={p.label} rules={[{ required: true, message: `请输入${p.label}` }]}>
              <InputNumber min={0} max={4} step={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Typography.Title level={5}>标签模板</Typography.Title>
      <Form.Item name="labelSize" label="标签尺寸" extra="打印产品标签时默认使用的尺寸，打印时仍可另选。">
        <Radio.Group options={[...labelSizeOptions]} optionType="button" />
      </Form.Item>
      <Form.Item name="labelFields" label="标签内容" extra="二维码与产品编号总会打印。">
        <Checkbox.Group options={[...labelFieldOptions]} />
      </Form.Item>
      {editable && (
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      )}
    </Form>
  );
}

/** The default warehouse of each type in the current factory (the warehouse list's own default flag). */
function DefaultWarehouses({ editable }: { editable: boolean }) {
  const factoryId = useSession((s) => s.factoryId);
  const q = useQuery({
    queryKey: ['warehouses', 'all', factoryId],
    queryFn: () => http.get<{ items: WarehouseRow[] }>('/api/basic/warehouse/all'),
    enabled: !!factoryId,
  });
  const setDefault = async (id: string) => {
    try {
      await http.put(`/api/basic/warehouse/${id}/default`);
    } catch {
      return;
    }
    feedback.message.success('已设为默认仓库');
    await q.refetch();
  };
  if (!factoryId) return <Alert type="info" showIcon message="请先在页头选择工厂，默认仓库按工厂设置。" />;
  const rows = q.data?.items ?? [];
  return (
    <Table
      size="small"
      rowKey="value"
      loading={q.isLoading}
      pagination={false}
      dataSource={warehouseTypeOptions.map((o) => ({ ...o, list: rows.filter((w) => w.type === o.value && w.enabled) }))}
      columns={[
        column('label', '仓库类型', 140),
        {
          title: '默认仓库',
          render: (_: unknown, r: { value: unknown; list: WarehouseRow[] }) =>
            r.list.length ? (
              <Select
                style={{ width: 240 }}
                disabled={!editable}
                placeholder="请选择默认仓库"
                value={r.list.find((w) => w.isDefault)?.id}
                options={r.list.map((w) => ({ value: w.id, label: w.name }))}
                onChange={(id) => void setDefault(id)}
                data-testid={`default-warehouse-${String(r.value)}`}
              />
            ) : (
              <Typography.Text type="secondary">
                暂无该类型的仓库，<Link to="/common/warehouse">去新建</Link>
              </Typography.Text>
            ),
        },
      ]}
    />
  );
}

/** What the numbering rules will give next, per document type (nothing is taken). */
function NumberingPreview() {
  const q = useQuery({ queryKey: ['numbering-preview'], queryFn: () => callEndpoint(settingsEndpoints.numberingPreview) });
  return (
    <QueryTable<NumberingPreviewItem>
      query={q}
      rows={q.data}
      rowKey="documentType"
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        column('name', '单据类型', 160),
        column('next', '下一个编号', (v: string) => <Typography.Text code>{v}</Typography.Text>),
        column('source', '规则', 100, (v: string) => (
          v === 'custom' ? <Tag color="blue">自定义</Tag> : <Tag>默认</Tag>
        )),
      ]}
    />
  );
}

/** /setting/config: the space's own settings. */
export default function ConfigPage() {
  const policy = useSession((s) => s.policy);
  const editable = !!(policy?.isTenantAdmin || policy?.isPlatformAdmin);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {!editable && <Alert type="info" showIcon message="只有空间管理员可以修改系统配置，这里仅供查看。" />}
      <Card title="单位与精度" size="small">
        <SettingsForm editable={editable} />
      </Card>
      <Card title="默认仓库" size="small">
        <DefaultWarehouses editable={editable} />
      </Card>
      <Card title="单据编号预览" size="small" extra={<Link to="/common/custom-made-order-num">修改编号规则</Link>}>
        <NumberingPreview />
      </Card>
    </Space>
  );
}
