import { equipmentFeatureResource, equipmentGroupResource, equipmentResource, localToday, TERMINAL_TYPES, type StoredRow } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Modal, Select, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ResourcePage, useActions, useAllRows, type ResourceRow } from '../../components/ResourcePage/index.tsx';
import { useSession } from '../../lib/session.ts';
import { produceApi } from './api.ts';
import { useVersionedWrite } from '../../components/hooks/useVersionedWrite.ts';
import { QueryTable } from '../../components/QueryTable.tsx';
import { column } from '../../components/TableContainer/index.tsx';

/** /produce/equipment-group: the tree of workshops and lines. */
export const EquipmentGroupPage = () => <ResourcePage def={equipmentGroupResource} />;

/** A use date, red once it has passed. */
export function UseDate({ value }: { value: unknown }) {
  if (!value) return <>-</>;
  const d = String(value);
  return d < localToday() ? <Tag color="error">{d} 已到期</Tag> : <>{d}</>;
}

type Dialog = { kind: 'allocate' | 'transfer' | 'useDate'; row: ResourceRow } | null;

/**
 * /produce/equipment: machines and terminals of this factory and the space's unallocated ones; a
 * row is allocated to a factory, transferred to another factory of the space, given a use date;
 * licensed terminals are taken in from the space's completed renewals.
 */
export function EquipmentPage() {
  const { can } = useActions(equipmentResource.permission);
  const factories = useSession((s) => s.factories);
  const factoryName = (id: unknown) => factories.find((f) => f.id === id)?.name ?? '其他工厂';
  const { run, version } = useVersionedWrite(equipmentResource);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [expiredOpen, setExpiredOpen] = useState(false);
  const [form] = Form.useForm();
  const close = () => setDialog(null);

  async function submit() {
    const v = await form.validateFields();
    const row = dialog!.row;
    const ok =
      dialog!.kind === 'allocate'
        ? await run(() => produceApi.allocate(row.id, v.factoryId), '已分配到工厂')
        : dialog!.kind === 'transfer'
          ? await run(() => produceApi.transfer(row.id, v.factoryId), '已调拨')
          : await run(() => produceApi.setUseDate(row.id, v.useDate.format('YYYY-MM-DD')), '使用期限已设置');
    if (ok) close();
  }

  return (
    <>
      <ResourcePage
        reloadKey={version}
        def={equipmentResource}
        renderers={{
          factoryId: (v) => (v ? factoryName(v) : <Tag color="warning">未分配</Tag>),
          useDate: (v) => <UseDate value={v} />,
        }}
        toolbar={
          <>
            <Button onClick={() => setExpiredOpen(true)}>到期终端</Button>
            {can('add') && (
              <Button onClick={() => void run(async () => produceApi.own(), '已领取本企业续费授权的终端')}>领取授权终端</Button>
            )}
          </>
        }
        rowActions={(row) =>
          can('edit') && (
            <Space size={0}>
              {row.factoryId ? (
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'transfer', row })}>
                  调拨
                </Button>
              ) : (
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'allocate', row })}>
                  分配
                </Button>
              )}
              <Button type="link" size="small" onClick={() => setDialog({ kind: 'useDate', row })}>
                使用期限
              </Button>
            </Space>
          )
        }
      />
      <Modal
        title={dialog ? `${{ allocate: '分配设备', transfer: '调拨设备', useDate: '设置使用期限' }[dialog.kind]}：${String(dialog.row.name)}` : ''}
        open={!!dialog}
        onCancel={close}
        onOk={() => void submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={dialog?.kind === 'useDate' && dialog.row.useDate ? { useDate: dayjs(String(dialog.row.useDate)) } : {}}>
          {dialog?.kind === 'useDate' ? (
            <Form.Item name="useDate" label="使用期限" rules={[{ required: true, message: '请选择使用期限' }]} extra="平台授权终端的期限由平台在续费后设置">
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          ) : (
            <Form.Item name="factoryId" label={dialog?.kind === 'transfer' ? '调入工厂' : '分配到工厂'} rules={[{ required: true, message: '请选择工厂' }]}>
              <Select options={factories.filter((f) => f.id !== dialog?.row.factoryId).map((f) => ({ value: f.id, label: f.name }))} />
            </Form.Item>
          )}
        </Form>
      </Modal>
      <ExpiredModal open={expiredOpen} onClose={() => setExpiredOpen(false)} />
    </>
  );
}

function ExpiredModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const expired = useQuery({ queryKey: ['equipment-expired'], queryFn: produceApi.expired, enabled: open, staleTime: 0 });
  return (
    <Modal title="已过使用期限的终端" open={open} onCancel={onClose} footer={null} width={640}>
      <p>过期终端扫码会被拒绝，请联系平台续费。</p>
      <QueryTable<StoredRow>
        query={expired}
        rowKey="id"
        pagination={false}
        columns={[
          column('name', '设备名称'),
          column('code', '设备编号', 160),
          column('useDate', '使用期限', 160, (v) => <UseDate value={v} />),
        ]}
      />
    </Modal>
  );
}

/** /produce/equipment-feature: terminal functions, and setting them on every terminal (or some) at once. */
export function EquipmentFeaturePage() {
  const { can } = useActions(equipmentFeatureResource.permission);
  const { run, version } = useVersionedWrite(equipmentResource);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ featureIds: string[]; equipmentIds: string[] }>();
  const features = useAllRows(equipmentFeatureResource.basePath);
  const machines = useAllRows(equipmentResource.basePath, {}, open);
  const terminals = (machines.data ?? []).filter((m) => TERMINAL_TYPES.includes(m.equipmentType as number));
  return (
    <>
      <ResourcePage
        reloadKey={version}
        def={equipmentFeatureResource}
        toolbar={can('edit') && <Button onClick={() => setOpen(true)}>批量设置终端功能</Button>}
      />
      <Modal
        title="批量设置终端功能"
        open={open}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        onOk={async () => {
          const v = await form.validateFields();
          if (await run(() => produceApi.setFeatures(v.featureIds ?? [], v.equipmentIds ?? []), '终端功能已设置')) setOpen(false);
        }}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="featureIds" label="开通的功能" extra="未选的功能将被关闭">
            <Select mode="multiple" options={(features.data ?? []).map((f) => ({ value: f.id, label: String(f.name) }))} />
          </Form.Item>
          <Form.Item name="equipmentIds" label="终端" extra="不选则为本工厂及未分配的全部工位机和PDA">
            <Select mode="multiple" optionFilterProp="label" options={terminals.map((m) => ({ value: m.id, label: `${String(m.name)}（${String(m.code)}）` }))} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
