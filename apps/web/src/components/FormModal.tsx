import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';

/**
 * A form in a 确定/取消 modal, rendered while closed (forceRender) so its form instance is always
 * connected; labels 90px wide unless `labelWidth` says otherwise.
 */
export function FormModal<V>({
  title,
  open,
  onCancel,
  onOk,
  confirmLoading,
  width,
  form,
  testId,
  labelWidth = '90px',
  validateTrigger,
  children,
}: {
  title: ReactNode;
  open: boolean;
  onCancel: () => void;
  onOk: () => void;
  confirmLoading?: boolean;
  width?: number;
  form: FormInstance<V>;
  testId?: string;
  labelWidth?: string;
  validateTrigger?: string;
  children: ReactNode;
}) {
  return (
    <Modal title={title} open={open} onCancel={onCancel} onOk={onOk} confirmLoading={confirmLoading} okText="确定" cancelText="取消" width={width} forceRender>
      <Form form={form} labelCol={{ flex: labelWidth }} validateTrigger={validateTrigger} data-testid={testId} style={{ marginTop: 16 }}>
        {children}
      </Form>
    </Modal>
  );
}

/**
 * The state of a 新增/编辑 modal: which row it edits ('new' for a new one, null while closed) and its
 * form, reset and filled with the row's values when opened. `submit` validates, runs the write
 * (saving meanwhile) and closes when it answers true.
 */
export function useEditModal<Row, V = Record<string, unknown>>() {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<V>();
  const open = (row: Row | 'new', values?: Partial<V>) => {
    setEditing(row);
    form.resetFields();
    if (values) form.setFieldsValue(values as never);
  };
  const submit = async (write: (v: V, editing: Row | 'new') => Promise<boolean>) => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    setSaving(true);
    const ok = await write(v, editing).finally(() => setSaving(false));
    if (ok) setEditing(null);
  };
  return { editing, form, saving, open, submit, close: () => setEditing(null) };
}

/** The header's primary 新增 button (or another label). */
export function AddButton({ onClick, children = '新增' }: { onClick: () => void; children?: ReactNode }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** A 确定/取消 modal over a vertical form that is dropped when it closes, so each opening starts empty. */
export function VerticalFormModal<V>(p: {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  onOk: () => void;
  busy: boolean;
  width: number;
  form: FormInstance<V>;
  testId?: string;
  initialValues?: Partial<V>;
  children: ReactNode;
}) {
  return (
    <Modal title={p.title} open={p.open} onCancel={p.onClose} onOk={p.onOk} confirmLoading={p.busy} okText="确定" cancelText="取消" destroyOnHidden width={p.width}>
      <Form form={p.form} layout="vertical" preserve={false} data-testid={p.testId} initialValues={p.initialValues}>
        {p.children}
      </Form>
    </Modal>
  );
}
