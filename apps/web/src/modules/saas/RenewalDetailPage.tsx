import {
  FEATURE_PROVIDER,
  formatMoney,
  RenewalStatus,
  renewalAmountCents,
  renewalEndpoints as ep,
  renewalLabels as L,
  endpointUrl,
  type RenewalDetail,
  type RenewalInput,
} from '@al/contracts';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Result,
  Row,
  Select,
  Space,
  Table,
  Tag,
  type FormListFieldData,
} from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { download } from '../../lib/download.ts';
import { feedback } from '../../lib/notify.ts';
import { useReplaceTab } from '../../shell/useReplaceTab.ts';
import { callEndpoint, endpointQueryKey, useEndpoint, useEndpointMutation } from '../../lib/endpoint.ts';
import { saas } from './api.ts';
import { tenantInfoKey, useTenantInfo } from './useTenantInfo.ts';
import { RenewalStatusTag } from './RenewalPage.tsx';
import { servicePriceFromGroups } from './servicePrice.ts';
import { expiryDate } from './tenantView.tsx';

type ServiceLine = { featureId?: string; qty: number; unitPrice: number; months: number };
type EquipmentLine = { equipmentModel?: string; qty: number; unitPrice: number | null };
interface FormValues {
  editionId?: string | null;
  periodMonths: number;
  seats: number;
  storageGb: number;
  concurrent: number;
  nestQuota: number;
  discount: number;
  salesmanId?: string | null;
  remark: string;
  serviceLines: ServiceLine[];
  equipmentLines: EquipmentLine[];
}

const EMPTY: FormValues = {
  editionId: null,
  periodMonths: 12,
  seats: 0,
  storageGb: 0,
  concurrent: 0,
  nestQuota: 0,
  discount: 0,
  remark: '',
  serviceLines: [],
  equipmentLines: [],
};

const toForm = (d: RenewalDetail): FormValues => ({
  editionId: d.editionId,
  periodMonths: d.periodMonths,
  seats: d.seats,
  storageGb: d.storageGb,
  concurrent: d.concurrent,
  nestQuota: d.nestQuota,
  discount: d.discount,
  salesmanId: d.salesmanId,
  remark: d.remark,
  serviceLines: d.serviceLines.map(({ featureId, qty, unitPrice, months }) => ({
    featureId,
    qty,
    unitPrice,
    months,
  })),
  equipmentLines: d.equipmentLines.map(({ equipmentModel, qty, unitPrice }) => ({
    equipmentModel,
    qty,
    unitPrice,
  })),
});

const intInput = (max: number) => <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} />;

/** One column of a line table: a cell drawn from the Form.List field. */
interface LineColumn {
  key: string;
  title: string;
  align?: 'right';
  render(f: FormListFieldData): ReactNode;
}

/** A number cell of a line table, bound to the line's own field. */
const lineNumber = (key: string, title: string, input: ReactNode): LineColumn => ({
  key,
  title,
  render: (f) => (
    <Form.Item name={[f.name, key]} noStyle>
      {input}
    </Form.Item>
  ),
});

/** A required picker cell of a line table, bound to the line's own field; `message` says what to pick. */
const linePicker = (
  key: string,
  title: string,
  message: string,
  input: (f: FormListFieldData) => ReactNode,
): LineColumn => ({
  key,
  title,
  render: (f) => (
    <Form.Item name={[f.name, key]} noStyle rules={[{ required: true, message }]}>
      {input(f)}
    </Form.Item>
  ),
});

/** A Form.List as a table: the given columns, plus 添加 below and 删除 on each line while editable. */
function LinesTable({
  name,
  title,
  testId,
  addTestId,
  addLabel,
  newLine,
  editable,
  columns,
  style,
}: {
  name: string;
  title: string;
  testId: string;
  addTestId: string;
  addLabel: string;
  newLine: Partial<ServiceLine> | Partial<EquipmentLine>;
  editable: boolean;
  columns: LineColumn[];
  style?: CSSProperties;
}) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Table
          style={style}
          title={() => <b>{title}</b>}
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={fields}
          data-testid={testId}
          footer={
            editable
              ? () => (
                  <Button type="dashed" data-testid={addTestId} onClick={() => add(newLine)}>
                    {addLabel}
                  </Button>
                )
              : undefined
          }
          columns={[
            ...columns.map(({ render, ...c }) => ({ ...c, render: (_: unknown, f: FormListFieldData) => render(f) })),
            ...(editable
              ? [
                  {
                    key: 'remove',
                    title: '操作',
                    render: (_: unknown, f: FormListFieldData) => (
                      <Button type="link" danger size="small" onClick={() => remove(f.name)}>
                        删除
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </Form.List>
  );
}

/** Completing records what was received; it must cover the payable amount. */
function CompleteModal({
  renewal,
  onClose,
}: {
  renewal: RenewalDetail;
  onClose(done?: RenewalDetail): void;
}) {
  const [form] = Form.useForm<{ paidAmount: number; reason: string }>();
  const complete = useEndpointMutation(ep.complete);
  const ok = async () => {
    const v = await form.validateFields();
    onClose(await complete.mutateAsync({ params: { id: renewal.id }, body: { paidAmount: v.paidAmount, reason: v.reason ?? '' } }));
  };
  return (
    <Modal open title="完成续费" confirmLoading={complete.isPending} onOk={() => void ok()} onCancel={() => onClose()}>
      <p>完成后将为租户开通续费内容（版本期限、席位、存储、并发、排版额度、服务）并分配设备序列号。</p>
      <Form form={form} layout="vertical" initialValues={{ paidAmount: renewal.payable, reason: '' }}>
        <Form.Item name="paidAmount" label={L.paidAmount} rules={[{ required: true, message: `请输入${L.paidAmount}` }]}>
          <InputNumber
            min={0}
            max={99_999_999}
            precision={2}
            style={{ width: '100%' }}
            data-testid="renewal-paid"
          />
        </Form.Item>
        <Form.Item name="reason" label="备注">
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * /saas/tenant-renewal-detail?id= (or ?tenantId= for a new one): the head and the service and
 * equipment lines, editable while a draft; submit, complete, cancel and download by status.
 */
/** The head's whole-number fields: what a completed renewal adds to the space, with their limits. */
const HEAD_COUNTS = [
  ['periodMonths', 120],
  ['seats', 100_000],
  ['storageGb', 100_000],
  ['concurrent', 10_000],
  ['nestQuota', 100_000_000],
] as const;

export default function RenewalDetailPage() {
  const [sp] = useSearchParams();
  const replaceTab = useReplaceTab();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = sp.get('id');
  const detail = useEndpoint(ep.get, { params: { id: id ?? '' } }, { enabled: !!id });
  const d = detail.data;
  const tenantId = d?.tenantId ?? sp.get('tenantId');
  const tenant = useTenantInfo(tenantId);
  const editions = useQuery({ queryKey: ['editions-admin'], queryFn: saas.editions });
  const features = useQuery({ queryKey: ['features-charged'], queryFn: saas.chargedFeatures });
  const prices = useEndpoint(ep.equipmentPrices, {});
  const salesmen = useEndpoint(ep.salesmen, {});
  const [form] = Form.useForm<FormValues>();
  const [completing, setCompleting] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (d) form.setFieldsValue(toForm(d));
  }, [d, form]);

  const serviceLines = (Form.useWatch('serviceLines', form) ?? []) as ServiceLine[];
  const equipmentLines = (Form.useWatch('equipmentLines', form) ?? []) as EquipmentLine[];
  const discount = (Form.useWatch('discount', form) ?? 0) as number;
  const clean = <T extends object>(xs: T[]) =>
    xs.filter(Boolean).map((x) => ({ qty: 0, months: 0, unitPrice: 0, ...x }));
  const amountCents = renewalAmountCents({
    serviceLines: clean(serviceLines),
    equipmentLines: clean(equipmentLines),
  });
  const payableCents = amountCents - Math.round(Number(discount || 0) * 100);

  if (!id && !tenantId) return <Result status="404" title="请从租户列表选择租户" />;
  const editable = !id || d?.status === RenewalStatus.draft;
  const shown = (next: RenewalDetail) => {
    qc.setQueryData(endpointQueryKey(ep.get, { params: { id: next.id } }), next);
    void qc.invalidateQueries({ queryKey: tenantInfoKey(next.tenantId) });
    // A new renewal got its id: the same tab now shows it (no second 续费详情 tab).
    if (next.id !== id) replaceTab(`/saas/tenant-renewal-detail?id=${next.id}`);
  };
  const run = async (fn: () => Promise<RenewalDetail | void>, done: string) => {
    setBusy(true);
    try {
      const next = await fn();
      if (next) shown(next);
      feedback.message.success(done);
    } finally {
      setBusy(false);
    }
  };
  const body = async (): Promise<RenewalInput> => {
    const v = await form.validateFields();
    return {
      ...v,
      tenantId: tenantId!,
      editionId: v.editionId || null,
      salesmanId: v.salesmanId || null,
      serviceLines: (v.serviceLines ?? []) as RenewalInput['serviceLines'],
      equipmentLines: (v.equipmentLines ?? []) as RenewalInput['equipmentLines'],
    };
  };
  const save = async () =>
    id ? callEndpoint(ep.update, { params: { id }, body: await body() }) : callEndpoint(ep.create, { body: await body() });

  const tenantType = tenant.data?.editionType;
  const featureOptions = (features.data ?? [])
    .filter((f) => f.parentId)
    .map((f) => ({ value: f.id, label: f.displayName }));
  const priceList = prices.data ?? [];
  /** Choosing a service prefills the line from the service's price list (the renewal's period, else the first item). */
  const prefillService = async (line: number, featureId: string) => {
    const groups = await qc.fetchQuery({
      queryKey: ['price-groups', FEATURE_PROVIDER, featureId],
      queryFn: () => saas.priceGroups(FEATURE_PROVIDER, featureId),
    });
    const months =
      Number(form.getFieldValue('periodMonths')) ||
      Number(form.getFieldValue(['serviceLines', line, 'months']));
    const price = servicePriceFromGroups(groups, months);
    // The line may have been removed or given another service while the prices loaded.
    if (!price || form.getFieldValue(['serviceLines', line, 'featureId']) !== featureId) return;
    form.setFieldValue(['serviceLines', line, 'unitPrice'], price.unitPrice);
    form.setFieldValue(['serviceLines', line, 'months'], price.months);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        loading={!!id && detail.isLoading}
        title={
          <Space>
            {d ? `续费单 ${d.renewalNo}` : '新建续费单'}
            {d && (
              <span data-testid="renewal-status">
                <RenewalStatusTag status={d.status} />
              </span>
            )}
          </Space>
        }
        extra={
          <Space>
            {editable && (
              <Button
                type="primary"
                loading={busy}
                data-testid="renewal-save"
                onClick={() => void run(save, '保存成功')}
              >
                保存
              </Button>
            )}
            {d?.status === RenewalStatus.draft && (
              <Button
                loading={busy}
                data-testid="renewal-submit"
                onClick={() =>
                  void run(async () => {
                    await save();
                    return callEndpoint(ep.submit, { params: { id: d.id } });
                  }, '已提交，等待付款')
                }
              >
                提交
              </Button>
            )}
            {d?.status === RenewalStatus.pendingPayment && (
              <Button type="primary" data-testid="renewal-complete" onClick={() => setCompleting(true)}>
                完成续费
              </Button>
            )}
            {(d?.status === RenewalStatus.draft || d?.status === RenewalStatus.pendingPayment) && (
              <Popconfirm
                title="确定取消该续费单吗？"
                onConfirm={() => run(() => callEndpoint(ep.cancel, { params: { id: d.id } }), '已取消')}
              >
                <Button danger>取消续费单</Button>
              </Popconfirm>
            )}
            {d?.status === RenewalStatus.draft && (
              <Popconfirm
                title="确定删除该续费单吗？"
                onConfirm={() =>
                  callEndpoint(ep.remove, { params: { id: d.id } }).then(() => navigate(`/saas/tenant-renewal?tenantId=${d.tenantId}`))
                }
              >
                <Button danger>删除</Button>
              </Popconfirm>
            )}
            {d && (
              <Button
                data-testid="renewal-download"
                onClick={() =>
                  void download(endpointUrl(ep.down, { id: d.id }), `续费单${d.renewalNo}.xlsx`)
                }
              >
                下载
              </Button>
            )}
            <Button onClick={() => navigate(`/saas/tenant-renewal?tenantId=${tenantId}`)}>返回</Button>
          </Space>
        }
      >
        <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={L.tenantName}>{tenant.data?.displayName ?? d?.tenantName}</Descriptions.Item>
          <Descriptions.Item label="当前版本">{tenant.data?.editionName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="到期时间">
            {expiryDate(tenant.data?.expiryTime)}
          </Descriptions.Item>
          <Descriptions.Item label="席位/存储/并发">
            {tenant.data
              ? `${tenant.data.seats} / ${tenant.data.storageGb}GB / ${tenant.data.concurrent}`
              : '-'}
          </Descriptions.Item>
          {d?.completeTime && (
            <Descriptions.Item label={L.completeTime}>
              {new Date(d.completeTime).toLocaleString('zh-CN')}
            </Descriptions.Item>
          )}
          {d && d.status === RenewalStatus.completed && (
            <Descriptions.Item label={L.paidAmount}>¥{formatMoney(d.paidAmount)}</Descriptions.Item>
          )}
        </Descriptions>
        <Form<FormValues> form={form} layout="vertical" disabled={!editable} initialValues={EMPTY}>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name="editionId" label={L.editionId}>
                <Select
                  allowClear
                  placeholder="保持当前版本"
                  options={(editions.data?.items ?? [])
                    .filter((e) => e.editionType === tenantType)
                    .map((e) => ({ value: e.id, label: e.name }))}
                />
              </Form.Item>
            </Col>
            {HEAD_COUNTS.map(([name, max]) => (
              <Col span={3} key={name}>
                <Form.Item name={name} label={L[name]}>
                  {intInput(max)}
                </Form.Item>
              </Col>
            ))}
            <Col span={3}>
              <Form.Item name="discount" label={L.discount}>
                <InputNumber min={0} max={99_999_999} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name="salesmanId" label={L.salesmanName}>
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  placeholder="默认为当前用户"
                  data-testid="renewal-salesman"
                  loading={salesmen.isLoading}
                  options={[
                    ...(salesmen.data ?? []).map((u) => ({ value: u.id, label: u.name })),
                    // a salesman no longer offered (deactivated) still shows by name
                    ...(d?.salesmanId && !salesmen.data?.some((u) => u.id === d.salesmanId)
                      ? [{ value: d.salesmanId, label: d.salesmanName ?? d.salesmanId }]
                      : []),
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={18}>
              <Form.Item name="remark" label={L.remark}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </Row>

          <LinesTable
            name="serviceLines"
            title="服务明细"
            testId="renewal-services"
            addTestId="renewal-add-service"
            addLabel="添加服务"
            newLine={{ qty: 1, unitPrice: 0, months: 12 }}
            editable={editable}
            columns={[
              linePicker('featureId', '服务', '请选择服务', (f) => (
                <Select
                  showSearch
                  optionFilterProp="label"
                  placeholder="请选择服务"
                  style={{ width: 220 }}
                  options={featureOptions}
                  data-testid="service-feature"
                  onChange={(featureId: string) => void prefillService(f.name, featureId)}
                />
              )),
              lineNumber('qty', '数量', <InputNumber min={1} max={10_000} precision={0} />),
              lineNumber(
                'unitPrice',
                '单价(元/月)',
                <InputNumber min={0} max={99_999_999} precision={2} data-testid="service-price" />,
              ),
              lineNumber('months', '月数', <InputNumber min={1} max={120} precision={0} />),
              {
                key: 'amount',
                title: '金额',
                align: 'right',
                render: (f) => {
                  const l = serviceLines[f.name];
                  return l
                    ? formatMoney(renewalAmountCents({ serviceLines: clean([l]), equipmentLines: [] }) / 100)
                    : '';
                },
              },
            ]}
          />
          <LinesTable
            name="equipmentLines"
            title="设备明细"
            testId="renewal-equipment"
            addTestId="renewal-add-equipment"
            addLabel="添加设备"
            newLine={{ qty: 1, unitPrice: null }}
            editable={editable}
            style={{ marginTop: 16 }}
            columns={[
              linePicker('equipmentModel', '设备型号', '请选择设备型号', (f) => (
                <Select
                  placeholder="请选择设备型号"
                  style={{ width: 260 }}
                  data-testid="equipment-model"
                  options={priceList.map((p) => ({ value: p.model, label: `${p.model} ${p.name}` }))}
                  onChange={(model: string) =>
                    form.setFieldValue(
                      ['equipmentLines', f.name, 'unitPrice'],
                      priceList.find((p) => p.model === model)?.unitPrice ?? null,
                    )
                  }
                />
              )),
              lineNumber('qty', '数量', <InputNumber min={1} max={1000} precision={0} />),
              lineNumber(
                'unitPrice',
                '单价',
                <InputNumber min={0} max={99_999_999} precision={2} placeholder="价格表单价" />,
              ),
              {
                key: 'amount',
                title: '金额',
                align: 'right',
                render: (f) => {
                  const l = equipmentLines[f.name];
                  return l ? formatMoney((l.qty ?? 0) * Number(l.unitPrice ?? 0)) : '';
                },
              },
              {
                key: 'serialNos',
                title: '序列号',
                render: (f) => (d?.equipmentLines[f.name]?.serialNos ?? []).map((s) => <Tag key={s}>{s}</Tag>),
              },
            ]}
          />
        </Form>
        <Descriptions size="small" column={3} style={{ marginTop: 16 }}>
          <Descriptions.Item label={L.amount}>
            ¥{formatMoney(editable ? amountCents / 100 : d?.amount)}
          </Descriptions.Item>
          <Descriptions.Item label={L.discount}>
            ¥{formatMoney(editable ? discount : d?.discount)}
          </Descriptions.Item>
          <Descriptions.Item label={L.payable}>
            <b data-testid="renewal-payable">¥{formatMoney(editable ? payableCents / 100 : d?.payable)}</b>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {completing && d && (
        <CompleteModal
          renewal={d}
          onClose={(done) => {
            setCompleting(false);
            if (done) {
              shown(done);
              feedback.message.success('续费已完成');
            }
          }}
        />
      )}
    </Space>
  );
}
