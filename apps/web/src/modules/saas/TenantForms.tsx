import { accountFieldLabels, followTypeLabels, labelOptions, type AccountField, type TenantRow } from '@al/contracts';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { saas, tenantAdmin } from './api.ts';
import { SaveModal } from './SaveModal.tsx';

interface ChangeValues {
  what: AccountField;
  value?: number | string;
  expiry?: Dayjs;
  reason?: string;
}

/** One tenant-account change (service, seats, …) with its reason; logged by the server. */
export function AccountChangeModal({
  tenant,
  onClose,
}: {
  tenant: TenantRow;
  onClose(saved: boolean): void;
}) {
  const [form] = Form.useForm<ChangeValues>();
  const what = Form.useWatch('what', form);
  const editions = useQuery({ queryKey: ['editions-admin'], queryFn: saas.editions });
  const save = (v: ChangeValues) => {
    const value = v.what === 'service' ? v.expiry!.endOf('day').toISOString() : v.value!;
    return tenantAdmin.change(v.what, tenant.id, value, v.reason ?? '');
  };
  const current: Record<AccountField, unknown> = {
    service: tenant.expiryTime ? dayjs(tenant.expiryTime) : undefined,
    nest: tenant.nestQuota,
    storage: tenant.storageGb,
    seats: tenant.seats,
    edition: tenant.editionId,
    concurrent: tenant.concurrent,
  };
  return (
    <SaveModal
      title={`调整 ${tenant.displayName}`}
      form={form}
      initialValues={{ what: 'seats', value: tenant.seats }}
      onValuesChange={(c) => {
        if (c.what)
          form.setFieldsValue(
            c.what === 'service'
              ? { expiry: current.service as Dayjs }
              : { value: current[c.what] as number },
          );
      }}
      save={save}
      done="修改成功"
      onClose={onClose}
    >
      <Form.Item name="what" label="调整项目">
        <Select options={Object.entries(accountFieldLabels).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      {what === 'service' ? (
        <Form.Item
          name="expiry"
          label="服务到期时间"
          rules={[{ required: true, message: '请选择服务到期时间' }]}
        >
          <DatePicker />
        </Form.Item>
      ) : what === 'edition' ? (
        <Form.Item name="value" label="版本" rules={[{ required: true, message: '请选择版本' }]}>
          <Select
            options={(editions.data?.items ?? [])
              .filter((e) => e.editionType === tenant.editionType)
              .map((e) => ({ value: e.id, label: e.name }))}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="value"
          label={accountFieldLabels[what ?? 'seats']}
          rules={[{ required: true, message: '请输入数值' }]}
        >
          <InputNumber min={0} max={100000000} precision={0} />
        </Form.Item>
      )}
      <Form.Item name="reason" label="原因">
        <Input maxLength={200} />
      </Form.Item>
    </SaveModal>
  );
}

export function FollowupModal({ tenant, onClose }: { tenant: TenantRow; onClose(saved: boolean): void }) {
  const [form] = Form.useForm<{
    followType: number;
    content: string;
    contactName?: string;
    result?: string;
  }>();
  return (
    <SaveModal
      title={`跟进 ${tenant.displayName}`}
      form={form}
      initialValues={{ followType: 1 }}
      save={(v) => tenantAdmin.addFollowup({ ...v, tenantId: tenant.id })}
      done="已记录"
      onClose={onClose}
    >
      <Form.Item name="followType" label="跟进方式">
        <Select options={labelOptions(followTypeLabels)} />
      </Form.Item>
      <Form.Item name="contactName" label="联系人">
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="content"
        label="跟进内容"
        rules={[{ required: true, whitespace: true, message: '跟进内容不能为空' }]}
      >
        <Input.TextArea maxLength={1000} rows={3} />
      </Form.Item>
      <Form.Item name="result" label="跟进结果">
        <Input maxLength={200} />
      </Form.Item>
    </SaveModal>
  );
}
