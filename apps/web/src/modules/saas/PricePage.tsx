import { discountBadge, EDITION_PROVIDER, messages, type PriceInput, type PriceRow } from '@al/contracts';
import { Button, Card, Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { actionColumn, column, TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';
import { RowButtons } from '../../components/RowButtons.tsx';
import { currentTenant, useSession } from '../../lib/session.ts';
import { saas } from './api.ts';
import { editionPurchase, useBuyFlow } from './BuyFlow.tsx';
import { SaveModal, SortItem } from './SaveModal.tsx';
import { moneyColumn } from './columns.ts';
import { requiredText } from '../../lib/formRules.ts';

/** What a price item adds to the space besides its period. */
const PACKS = [
  ['seats', '加席位'],
  ['storageGb', '加存储(GB)'],
  ['concurrent', '加并发'],
  ['nestQuota', '加排版额度'],
] as const;

function PriceForm({ price, onClose }: { price: PriceRow | null; onClose(saved: boolean): void }) {
  const [form] = Form.useForm<PriceInput & { provider: string }>();
  const options = useQuery({ queryKey: ['price-options'], queryFn: saas.priceOptions });
  const save = ({ provider, ...v }: PriceInput & { provider: string }) => {
    const [providerName, providerKey] = provider.split(':') as [string, string];
    const body = { ...v, providerName, providerKey };
    return price ? saas.updatePrice(price.id, body) : saas.createPrice(body);
  };
  const money = { min: 0, max: 99999999, precision: 2, step: 100, style: { width: '100%' } };
  return (
    <SaveModal
      width={640}
      title={price ? '编辑价格' : '新增价格'}
      form={form}
      initialValues={
        price
          ? { ...price, provider: `${price.providerName}:${price.providerKey}` }
          : { periodValue: 12, unit: '元', seats: 0, storageGb: 0, concurrent: 0, nestQuota: 0, sort: 0 }
      }
      save={save}
      onClose={onClose}
    >
      <Form.Item name="provider" label="购买内容" rules={[{ required: true, message: '请选择版本或功能' }]}>
        <Select
          options={(options.data ?? []).map((o) => ({
            value: `${o.providerName}:${o.providerKey}`,
            label: o.label,
          }))}
        />
      </Form.Item>
      <Space wrap>
        <Form.Item name="groupName" label="分组名称" rules={requiredText('分组名称', 32)}>
          <Input />
        </Form.Item>
        <Form.Item name="periodValue" label="时长（月）" rules={[{ required: true }]}>
          <InputNumber min={1} max={120} />
        </Form.Item>
        <Form.Item name="periodName" label="时长名称">
          <Input maxLength={16} placeholder="如 1年" />
        </Form.Item>
        <Form.Item name="salesPrice" label="销售价" rules={[{ required: true, message: '销售价不能为空' }]}>
          <InputNumber {...money} />
        </Form.Item>
        <Form.Item name="originalPrice" label="原价" rules={[{ required: true, message: '原价不能为空' }]}>
          <InputNumber {...money} />
        </Form.Item>
        {PACKS.map(([name, label]) => (
          <Form.Item key={name} name={name} label={label}>
            <InputNumber min={0} />
          </Form.Item>
        ))}
        <SortItem />
      </Space>
      <Form.Item name="description" label="说明">
        <Input maxLength={200} />
      </Form.Item>
    </SaveModal>
  );
}

function PriceAdmin() {
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<PriceRow | null | 'new'>(null);
  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) setReload((n) => n + 1);
  };
  const columns: TableColumn<PriceRow>[] = [
    column('providerDisplayName', '购买内容', 150, (v: string, p) => (
      <>
        {v} <Tag>{p.providerName === EDITION_PROVIDER ? '版本' : '功能'}</Tag>
      </>
    )),
    column('groupName', '分组', 100),
    column('periodValue', '时长', 80, (v: number, p) => p.periodName || `${v}个月`),
    moneyColumn('salesPrice', '销售价', 110),
    moneyColumn('originalPrice', '原价', 110),
    {
      key: 'badge',
      title: '折扣',
      width: 80,
      render: (_: unknown, p) => discountBadge(p.salesPrice, p.originalPrice),
    },
    {
      key: 'packs',
      title: '附加',
      width: 200,
      render: (_: unknown, p) =>
        [
          p.seats && `席位+${p.seats}`,
          p.storageGb && `存储+${p.storageGb}GB`,
          p.concurrent && `并发+${p.concurrent}`,
          p.nestQuota && `排版+${p.nestQuota}`,
        ]
          .filter(Boolean)
          .join('，'),
    },
    column('description', '说明', 200),
    actionColumn(130, (p) => (
      <RowButtons confirm="确定删除该价格？" onEdit={() => setEditing(p)} onDelete={() => saas.deletePrice(p.id).then(() => done(true))} />
    )),
  ];
  return (
    <>
      <TableContainer<PriceRow>
        title="价格管理"
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            新增价格
          </Button>
        }
        columns={columns}
        rowKey="id"
        loader={() => saas.prices()}
        params={reload}
      />
      {editing && <PriceForm price={editing === 'new' ? null : editing} onClose={done} />}
    </>
  );
}

/** A space's view: buy or renew its edition. */
function PriceForTenant() {
  const tenant = useSession((s) => currentTenant(s));
  const { start: startBuying, flow } = useBuyFlow();
  if (!tenant?.editionId) return <Card>{messages.spaceRequired}</Card>;
  return (
    <Card title={`${tenant.displayName} · ${tenant.editionName ?? ''}`}>
      <Button type="primary" onClick={() => startBuying(editionPurchase(tenant.tenantId, tenant))}>
        购买 / 续费
      </Button>
      {flow}
    </Card>
  );
}

/** /price: operators keep the price items of editions and features; a space buys its edition here. */
export default function PricePage() {
  const isPlatformAdmin = useSession((s) => s.policy?.isPlatformAdmin ?? false);
  const tenantId = useSession((s) => s.tenantId);
  return isPlatformAdmin && !tenantId ? <PriceAdmin /> : <PriceForTenant />;
}
