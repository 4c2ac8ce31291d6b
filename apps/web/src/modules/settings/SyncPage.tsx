import { thirdConfigEndpoints as third, thirdProviderOptions, type ThirdConfigInput, type ThirdConfigItem, Permissions } from '@al/contracts';
import { Button, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { actionColumn, column, TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';
import { useBusyWrite } from '../../components/hooks/useWrite.ts';
import { useActions } from '../../components/ResourcePage/permissions.ts';
import { feedback } from '../../lib/notify.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { RowButtons } from '../../components/RowButtons.tsx';
import { enabledTag } from '../../components/tags.tsx';
import { SwitchItem } from '../../components/SwitchItem.tsx';

const provider = (p: string) => thirdProviderOptions.find((o) => o.value === p) ?? thirdProviderOptions[0];

/** Add or edit one account; the secret is written, never read back (empty keeps the stored one). */
function ConfigModal({ item, open, onClose }: { item: ThirdConfigItem | null; open: boolean; onClose(saved: boolean): void }) {
  const [form] = Form.useForm<ThirdConfigInput>();
  const { busy: saving, run } = useBusyWrite(() => onClose(true));
  const chosen = provider(Form.useWatch('provider', form) ?? item?.provider ?? 'wechat-mp');
  const save = (v: ThirdConfigInput) => {
    const body = { ...v, extra: item?.extra ?? {}, secret: v.secret || undefined };
    return run(
      () =>
        item
          ? callEndpoint(third.update, { params: { id: item.id }, body: { ...body, concurrencyStamp: item.concurrencyStamp } })
          : callEndpoint(third.create, { body }),
      '保存成功',
    );
  };
  return (
    <Modal
      open={open}
      title={item ? '修改第三方配置' : '新增第三方配置'}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <Form<ThirdConfigInput>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={item ? { ...item, secret: '' } : { provider: 'wechat-mp', enabled: true }}
        onFinish={save}
      >
        <Form.Item name="provider" label="第三方平台" rules={[{ required: true, message: '请选择第三方平台' }]}>
          <Select disabled={!!item} options={thirdProviderOptions.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
        <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入名称' }]}>
          <Input maxLength={64} placeholder="如 公司服务号" />
        </Form.Item>
        <Form.Item name="appId" label={chosen.appIdLabel} rules={[{ required: true, whitespace: true, message: `请输入${chosen.appIdLabel}` }]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item
          name="secret"
          label={chosen.secretLabel}
          rules={item ? [] : [{ required: true, whitespace: true, message: `请输入${chosen.secretLabel}` }]}
          extra={item?.secretSet ? `已保存（${item.secretHint ?? '****'}），留空则保留原密钥` : '密钥加密保存，保存后不再显示'}
        >
          <Input.Password maxLength={256} autoComplete="new-password" />
        </Form.Item>
        <SwitchItem name="enabled" label="启用" />
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /setting/sync: the space's third-party accounts (the WeChat official account, the camera provider…). */
export default function SyncPage() {
  const { can } = useActions(Permissions.AlThird.ThirdConfigs);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<ThirdConfigItem | null | false>(false);
  const reload = () => setVersion((v) => v + 1);
  const loader = useCallback(() => callEndpoint(third.list), []);
  const check = async (id: string) => {
    const r = await callEndpoint(third.check, { params: { id }, body: {} });
    if (r.ok) feedback.message.success(r.message);
    else feedback.message.warning(r.message);
  };
  const remove = async (id: string) => {
    try {
      await callEndpoint(third.remove, { params: { id } });
    } catch {
      return;
    }
    feedback.message.success('删除成功');
    reload();
  };
  const columns: TableColumn<ThirdConfigItem>[] = [
    column('providerName', '第三方平台', 150),
    column('name', '名称', 160),
    column('appId', 'AppID / Key', 200),
    {
      key: 'secret',
      title: '密钥',
      dataIndex: 'secretHint',
      width: 150,
      render: (v: string | null, r) =>
        !r.secretReadable ? <Tag color="error">无法解密，请重新填写</Tag> : r.secretSet ? <Typography.Text code>{v ?? '****'}</Typography.Text> : <Tag>未设置</Tag>,
    },
    column('enabled', '状态', 80, enabledTag),
    {
      key: 'time',
      title: '修改时间',
      dataIndex: 'lastModificationTime',
      width: 160,
      render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—'),
    },
    actionColumn(200, (r) => (
      <RowButtons
        confirm="确定删除该配置？"
        onEdit={can('edit') ? () => setEditing(r) : undefined}
        onDelete={can('delete') ? () => void remove(r.id) : undefined}
      >
        <Button type="link" size="small" onClick={() => void check(r.id)}>
          检查密钥
        </Button>
      </RowButtons>
    )),
  ];
  return (
    <>
      <TableContainer<ThirdConfigItem>
        title="第三方同步"
        rowKey="id"
        columns={columns}
        loader={loader}
        params={version}
        extra={
          can('add') && (
            <Button type="primary" onClick={() => setEditing(null)}>
              新增配置
            </Button>
          )
        }
      />
      <ConfigModal
        key={editing === false ? 'closed' : (editing?.id ?? 'new')}
        open={editing !== false}
        item={editing || null}
        onClose={(saved) => {
          setEditing(false);
          if (saved) reload();
        }}
      />
    </>
  );
}

