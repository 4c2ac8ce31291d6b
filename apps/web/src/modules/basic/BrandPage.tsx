import { brandEndpoints as ep, brandResource, brandUseStatus, brandUseStatusOptions, type BrandUse, type OccupiedBrand, type ResponseOf } from '@al/contracts';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Image, Input, Modal, Radio, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { callEndpoint } from '../../lib/endpoint.ts';
import { useSession } from '../../lib/session.ts';
import { ResourcePage, resourceKeys, useActions, type ResourceRow } from '../../components/ResourcePage/index.tsx';
import { formatTime } from '../../components/ResourcePage/columns.tsx';
import { actionColumn, column, TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';
import { ConfirmLink } from '../../components/RowButtons.tsx';
import { useVersionedWrite } from '../../components/hooks/useVersionedWrite.ts';

/** The names other spaces hold matching a filter (all when empty). */
const occupiedNames = (filter: string) => callEndpoint(ep.occupied, { query: filter ? { filter } : {} }).then((r) => r.items);

const useStatusTag = (v: number) => {
  const o = brandUseStatusOptions.find((s) => s.value === v);
  const color = v === brandUseStatus.approved ? 'green' : v === brandUseStatus.rejected ? 'red' : 'orange';
  return <Tag color={color}>{o?.label ?? v}</Tag>;
};

/** The names other tenants hold (only names leave the server), to check a name before applying. */
function OccupiedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [filter, setFilter] = useState('');
  const { data, isFetching } = useQuery({
    queryKey: [...resourceKeys.all(brandResource), 'occupied', filter],
    queryFn: () => occupiedNames(filter),
    enabled: open,
  });
  return (
    <Modal title="已占用的品牌名称" open={open} onCancel={onClose} footer={null} width={560}>
      <Input.Search placeholder="输入品牌名称查询" allowClear enterButton="查询" maxLength={32} onSearch={setFilter} style={{ marginBottom: 12 }} />
      <Table<OccupiedBrand>
        size="small"
        rowKey="name"
        loading={isFetching}
        dataSource={data ?? []}
        pagination={{ pageSize: 10 }}
        columns={[
          column('name', '品牌名称'),
          { key: 'state', title: '状态', width: 110, render: (_, r) => (r.approved ? <Tag color="green">已通过</Tag> : <Tag color="orange">申请中</Tag>) },
          { key: 'own', title: '归属', width: 110, render: (_, r) => (r.own ? <Tag color="blue">本企业</Tag> : '其他企业') },
        ]}
      />
    </Modal>
  );
}

/** 申请使用: pick an approved brand of another tenant by name and ask its owner. */
function RequestUseModal({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (fn: () => Promise<unknown>) => Promise<boolean> }) {
  const [form] = Form.useForm<{ brandName: string; remark?: string }>();
  const [search, setSearch] = useState('');
  const { data } = useQuery({
    queryKey: [...resourceKeys.all(brandResource), 'occupied', search],
    queryFn: () => occupiedNames(search),
    enabled: open,
  });
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (await onDone(() => callEndpoint(ep.requestUse, { body: v }))) {
      form.resetFields();
      onClose();
    }
  };
  return (
    <Modal title="申请使用他人品牌" open={open} onCancel={onClose} onOk={() => void submit()} okText="提交申请" cancelText="取消" forceRender>
      <Form form={form} labelCol={{ flex: '90px' }} style={{ marginTop: 16 }} data-testid="brand-use-form">
        <Form.Item name="brandName" label="品牌名称" rules={[{ required: true, message: '请选择品牌' }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder="输入名称查找已通过审核的品牌"
            options={(data ?? []).filter((b) => b.approved && !b.own).map((b) => ({ value: b.name, label: b.name }))}
          />
        </Form.Item>
        <Form.Item name="remark" label="申请说明" rules={[{ max: 200, message: '申请说明长度不能超过200个字符' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="如 代工项目、授权期限" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The owner decides a request: 授权 or 拒绝 with an opinion; an authorisation may be withdrawn. */
function DecideModal({ use, onClose, onDone }: { use: BrandUse | null; onClose: () => void; onDone: (fn: () => Promise<unknown>) => Promise<boolean> }) {
  const [form] = Form.useForm<{ status: typeof brandUseStatus.approved | typeof brandUseStatus.rejected; auditOpinion?: string }>();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !use) return;
    if (await onDone(() => callEndpoint(ep.decideUse, { params: { id: use.id }, body: v }))) onClose();
  };
  return (
    <Modal title={use ? `审批：${use.requesterName} 申请使用“${use.brandName}”` : ''} open={!!use} onCancel={onClose} onOk={() => void submit()} okText="确定" cancelText="取消" destroyOnHidden>
      <Form form={form} labelCol={{ flex: '90px' }} initialValues={{ status: brandUseStatus.approved }} style={{ marginTop: 16 }}>
        {use?.remark && <Typography.Paragraph type="secondary">申请说明：{use.remark}</Typography.Paragraph>}
        <Form.Item name="status" label="审批结果">
          <Radio.Group options={[{ value: brandUseStatus.approved, label: '授权使用' }, { value: brandUseStatus.rejected, label: '拒绝' }]} />
        </Form.Item>
        <Form.Item name="auditOpinion" label="审批意见" rules={[{ max: 200, message: '审批意见长度不能超过200个字符' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type BrandApplication = ResponseOf<typeof ep.applications>['items'][number];

/**
 * The platform's side of /common/brand (no space chosen): the applications of every space, approved
 * or rejected in the applicant's space (named in __tenant, as for-admin writes are).
 */
function BrandApplications() {
  const { run, version } = useVersionedWrite(brandResource);
  const [rejecting, setRejecting] = useState<BrandApplication | null>(null);
  const [opinion, setOpinion] = useState('');
  const decide = (a: BrandApplication, status: 2 | 4, auditOpinion: string | null) =>
    run(() => callEndpoint(ep.approve, { params: { id: a.id }, body: { status, auditOpinion } }, { tenant: a.tenantId }), status === 2 ? '已通过审核' : '已驳回');
  const columns: TableColumn<BrandApplication>[] = [
    column('name', '品牌名称', 160),
    column('tenantName', '申请企业', 220, (v: string | null) => v ?? '-'),
    column('logoUrl', '品牌标志', 90, (v: string | null) => (
      v ? <Image src={v} width={40} height={40} style={{ objectFit: 'contain' }} /> : '-'
    )),
    column('authorizationFileUrl', '商标证书', 90, (v: string | null) => (
      v ? <Image src={v} width={40} height={40} style={{ objectFit: 'contain' }} /> : '-'
    )),
    column('creationTime', '申请时间', 160, formatTime),
    actionColumn(140, (a) => (
      <Space size={0}>
        <ConfirmLink danger={false} confirm={`通过“${String(a.name)}”的申请？`} onConfirm={() => void decide(a, 2, null)}>
          通过
        </ConfirmLink>
        <Button type="link" size="small" danger onClick={() => {
            setOpinion('');
            setRejecting(a);
          }}>
          驳回
        </Button>
      </Space>
    )),
  ];
  return (
    <div data-testid="brand-applications">
      <TableContainer<BrandApplication> reloadKey={version} title="品牌申请审核" rowKey="id" columns={columns} loader={() => callEndpoint(ep.applications)} />
      <Modal
        title={rejecting ? `驳回“${String(rejecting.name)}”` : ''}
        open={!!rejecting}
        onCancel={() => setRejecting(null)}
        onOk={() => rejecting && void decide(rejecting, 4, opinion.trim() || null).then((ok) => ok && setRejecting(null))}
        okText="确定"
        cancelText="取消"
      >
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="驳回原因，如 商标证书与品牌名称不符" value={opinion} onChange={(e) => setOpinion(e.target.value)} />
      </Modal>
    </div>
  );
}

/**
 * /common/brand: the tenant's own brands (apply → platform approval → use as default), the names
 * already taken, and the use of brands across tenants (ask an owner; authorise others).
 */
export default function BrandPage() {
  const isPlatformAdmin = useSession((s) => s.policy?.isPlatformAdmin ?? false);
  const tenantId = useSession((s) => s.tenantId);
  return isPlatformAdmin && !tenantId ? <BrandApplications /> : <TenantBrands isPlatformAdmin={isPlatformAdmin} />;
}

function TenantBrands({ isPlatformAdmin }: { isPlatformAdmin: boolean }) {
  const { can } = useActions(brandResource.permission);
  const { run, version } = useVersionedWrite(brandResource);
  const [occupiedOpen, setOccupiedOpen] = useState(false);
  const [requestOpen, setRequestOpen] = useState(false);
  const [deciding, setDeciding] = useState<BrandUse | null>(null);
  const done = (ok: string) => (fn: () => Promise<unknown>) => run(fn, ok);

  const columnsOf = (side: 'owner' | 'requester'): TableColumn<BrandUse>[] => [
    column('brandName', '品牌名称', 160),
    ...(side === 'owner' ? [column('requesterName', '申请企业', 200)] : []),
    { ...column('remark', '申请说明', 200, (v: string | null) => v || '-'), ellipsis: true },
    column('status', '状态', 90, useStatusTag),
    { ...column('auditOpinion', '审批意见', 180, (v: string | null) => v || '-'), ellipsis: true },
    column('creationTime', '申请时间', 150, formatTime),
    column('decisionTime', '审批时间', 150, formatTime),
    ...(side === 'owner' && can('edit')
      ? [
          {
            key: 'action',
            title: '操作',
            width: 120,
            fixed: 'right' as const,
            render: (_: unknown, r: BrandUse) =>
              r.status === brandUseStatus.applying ? (
                <Button type="link" size="small" onClick={() => setDeciding(r)}>
                  审批
                </Button>
              ) : r.status === brandUseStatus.approved ? (
                <ConfirmLink confirm="撤销后对方不能再使用该品牌，确定撤销？" onConfirm={() => void run(() => callEndpoint(ep.decideUse, { params: { id: r.id }, body: { status: brandUseStatus.rejected, auditOpinion: '撤销授权' } }), '已撤销授权')}>撤销授权</ConfirmLink>
              ) : null,
          },
        ]
      : []),
  ];

  const ownBrands = (
    <ResourcePage
      reloadKey={version}
      def={brandResource}
      toolbar={
        <Button icon={<SearchOutlined />} onClick={() => setOccupiedOpen(true)}>
          查询名称占用
        </Button>
      }
      rowActions={(row: ResourceRow) => (
        <Space size={0}>
          {isPlatformAdmin && row.status === 1 && (
            <>
              <Button type="link" size="small" onClick={() => void run(() => callEndpoint(ep.approve, { params: { id: row.id }, body: { status: 2 } }), '已通过审核')}>
                通过
              </Button>
              <Button type="link" size="small" danger onClick={() => void run(() => callEndpoint(ep.approve, { params: { id: row.id }, body: { status: 4, auditOpinion: '审核未通过' } }), '已驳回')}>
                驳回
              </Button>
            </>
          )}
        </Space>
      )}
    />
  );

  /** The use requests of one side: of our brands by others (owner), or ours of others' brands (requester). */
  const usesTable = (side: 'owner' | 'requester', title: string, list: typeof ep.usesOfOurs | typeof ep.ourUses, extra?: ReactNode) => (
    <TableContainer<BrandUse>
      key={side}
      reloadKey={version}
      title={title}
      rowKey="id"
      columns={columnsOf(side)}
      loader={() => callEndpoint(list)}
      extra={extra}
    />
  );
  const usePanel = (
    <div data-testid="brand-use-panel">
      {usesTable('owner', '他人申请使用本企业品牌', ep.usesOfOurs)}
      <div style={{ height: 16 }} />
      {usesTable(
        'requester',
        '本企业申请使用的品牌',
        ep.ourUses,
        can('add') && (
          <Button type="primary" onClick={() => setRequestOpen(true)}>
            申请使用他人品牌
          </Button>
        ),
      )}
    </div>
  );

  return (
    <div data-testid="brand-page">
      <Tabs
        items={[
          { key: 'own', label: '本企业品牌', children: ownBrands },
          { key: 'use', label: '品牌使用授权', children: usePanel },
        ]}
      />
      <OccupiedModal open={occupiedOpen} onClose={() => setOccupiedOpen(false)} />
      <RequestUseModal open={requestOpen} onClose={() => setRequestOpen(false)} onDone={done('已提交申请')} />
      <DecideModal use={deciding} onClose={() => setDeciding(null)} onDone={done('审批完成')} />
    </div>
  );
}
