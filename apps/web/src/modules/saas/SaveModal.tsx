import { Form, InputNumber, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { feedback } from '../../lib/notify.ts';

/**
 * A vertical form in a modal: 确定 validates, saves, says `done` (保存成功 unless told) and closes
 * with true; 取消 closes with false.
 */
export function SaveModal<V>({
  title,
  width,
  form,
  initialValues,
  onValuesChange,
  save,
  done = '保存成功',
  onClose,
  children,
}: {
  title: ReactNode;
  width?: number;
  form: FormInstance<V>;
  initialValues?: object;
  onValuesChange?: (changed: Partial<V>) => void;
  save(v: V): Promise<unknown>;
  done?: string;
  onClose(saved: boolean): void;
  children: ReactNode;
}) {
  const ok = async () => {
    await save(await form.validateFields());
    feedback.message.success(done);
    onClose(true);
  };
  return (
    <Modal open width={width} title={title} onCancel={() => onClose(false)} onOk={() => void ok()}>
      <Form form={form} layout="vertical" initialValues={initialValues} onValuesChange={onValuesChange}>
        {children}
      </Form>
    </Modal>
  );
}

/** 排序: 0–9999. */
export function SortItem() {
  return (
    <Form.Item name="sort" label="排序">
      <InputNumber min={0} max={9999} />
    </Form.Item>
  );
}
