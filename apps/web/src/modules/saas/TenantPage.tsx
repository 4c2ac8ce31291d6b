import { EditionType, editionTypeLabels, labelOptions, type TenantRow } from '@al/contracts';
import { Button, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { actionColumn, column, TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';
import { FilterForm, SpaceOwnerFields } from './SpaceOwnerFields.tsx';
import { saas, tenantAdmin } from './api.ts';
import { AccountChangeModal, FollowupModal } from './TenantForms.tsx';
import { expiryDate, tenantState } from './tenantView.tsx';
import { useFilters } from '../../components/hooks/useList.ts';

function CreateTenantModal({ onClose }: { onClose(id?: string): void }) {
  const [form] = Form.useForm<{
    displayName: string;
    telephone?: string;
    editionId: string;
    ownerUserName: string;
  }>();
  const editions = useQuery({ queryKey: ['editions-admin'], queryFn: saas.editions });
  return (
    <Modal
      open
      title="新增租户"
      onCancel={() => onClose()}
      onOk={() => void form.validateFields().then((v) => tenantAdmin.create(v).then((t) => onClose(t.id)))}
    >
      <Form form={form} layout="vertical">
        <SpaceOwnerFields editions={editions.data?.items ?? []} />
      </Form>
    </Modal>
  );
}

/** /saas/tenant: every space with its edition, state and account; operators adjust, follow up and open details. */
export default function TenantPage() {
  const navigate = useNavigate();
  const { filters, setFilters, searches } = useFilters<{ displayName?: string; editionType?: number }>({});
  const [reload, setReload] = useState(0);
  const [changing, setChanging] = useState<TenantRow | null>(null);
  const [following, setFollowing] = useState<TenantRow | null>(null);
  const [creating, setCreating] = useState(false);
  const done = (saved: boolean) => {
    setChanging(null);
    setFollowing(null);
    if (saved) setReload((n) => n + 1);
  };
  const columns: TableColumn<TenantRow>[] = [
    column('displayName', '空间名称', 200),
    column('editionName', '版本', 110),
    column('editionType', '类型', 100, (v: EditionType) => editionTypeLabels[v]),
    {
      key: 'state',
      title: '状态',
      width: 110,
      render: (_: unknown, t) => <Tag color={tenantState(t).color}>{tenantState(t).text}</Tag>,
    },
    column('expiryTime', '到期时间', 120, expiryDate),
    column('seats', '席位', 70),
    column('storageGb', '存储(GB)', 90),
    column('concurrent', '并发', 70),
    column('nestQuota', '排版额度', 90),
    column('tags', '标签', 140, (v: string[]) => v.map((x) => <Tag key={x}>{x}</Tag>)),
    actionColumn(280, (t) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => navigate(`/saas/tenant-detail?id=${t.id}`)}>
          详情
        </Button>
        <Button type="link" size="small" onClick={() => setChanging(t)}>
          调整
        </Button>
        <Button type="link" size="small" onClick={() => setFollowing(t)}>
          跟进
        </Button>
        <Button type="link" size="small" onClick={() => navigate(`/saas/tenant-renewal?tenantId=${t.id}`)}>
          续费
        </Button>
        {t.editionType === EditionType.agent && (
          <Button type="link" size="small" onClick={() => navigate(`/saas/agent-detail?id=${t.id}`)}>
            代理商
          </Button>
        )}
      </Space>
    )),
  ];
  return (
    <>
      <FilterForm onSearch={setFilters}>
        <Form.Item name="displayName" label="空间名称">
          <Input allowClear maxLength={50} />
        </Form.Item>
        <Form.Item name="editionType" label="类型">
          <Select allowClear style={{ width: 140 }} options={labelOptions(editionTypeLabels)} />
        </Form.Item>
      </FilterForm>
      <TableContainer<TenantRow>
        title="租户管理"
        extra={
          <Button type="primary" onClick={() => setCreating(true)}>
            新增租户
          </Button>
        }
        columns={columns}
        rowKey="id"
        loader={(p) => tenantAdmin.list({ ...filters, ...p })}
        params={{ filters, reload }}
        reloadKey={searches}
      />
      {changing && <AccountChangeModal tenant={changing} onClose={done} />}
      {following && <FollowupModal tenant={following} onClose={done} />}
      {creating && (
        <CreateTenantModal
          onClose={(id) => {
            setCreating(false);
            if (id) navigate(`/saas/add-tenant-result?id=${id}`);
          }}
        />
      )}
    </>
  );
}
