import { EditionType, messages, textLength } from '@al/contracts';
import { Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { VerticalFormModal } from '../components/FormModal.tsx';
import { api } from '../lib/api.ts';
import { refreshTenants } from '../lib/actions.ts';
import { feedback } from '../lib/notify.ts';
import { useSession } from '../lib/session.ts';

interface Values {
  displayName: string;
  telephone?: string;
  editionType: 2 | 4;
}

/** Create an enterprise (or supplier) space: spec 01 §5 validation, 创建企业空间成功. */
export function CreateSpaceModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = await form.validateFields();
    const edition = useSession.getState().editions.find((e) => e.editionType === v.editionType);
    if (!edition) {
      feedback.message.error(messages.editionUnavailable);
      return;
    }
    setBusy(true);
    try {
      await api.createTenant({
        editionType: v.editionType,
        displayName: v.displayName.trim(),
        telephone: v.telephone?.trim() || undefined,
        userId: useSession.getState().userId ?? '',
        editionId: edition.id,
      });
      feedback.message.success('创建企业空间成功');
      onClose();
      await refreshTenants();
    } finally {
      setBusy(false);
    }
  };

  return (
    <VerticalFormModal
      title="创建企业空间"
      open={open}
      onClose={onClose}
      onOk={() => void submit().catch(() => undefined)}
      busy={busy}
      width={650}
      form={form}
      initialValues={{ editionType: EditionType.enterprise }}
    >
      <Form.Item
        label="空间名称"
        name="displayName"
        rules={[
          { required: true, whitespace: true, message: messages.spaceNameRequired },
          { max: 50, message: messages.tooLong('空间名称', 50) },
          {
            validator: async (_, v: string | undefined) => {
              if (v && v.trim() && textLength(v.trim()) < 6) throw new Error(messages.spaceNameTooShort);
            },
          },
        ]}
      >
        <Input maxLength={50} placeholder="请输入空间名称" />
      </Form.Item>
      <Form.Item label="联系电话" name="telephone" rules={[{ max: 20, message: messages.tooLong('联系电话', 20) }]}>
        <Input maxLength={20} placeholder="联系电话" />
      </Form.Item>
      <Form.Item label="空间类型" name="editionType">
        <Radio.Group
          options={[
            { value: EditionType.enterprise, label: '企业版' },
            { value: EditionType.supplier, label: '供应商版' },
          ]}
        />
      </Form.Item>
    </VerticalFormModal>
  );
}
