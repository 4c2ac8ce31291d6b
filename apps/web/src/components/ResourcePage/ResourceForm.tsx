import type { AnyResourceDef } from '@al/contracts';
import { Form, Modal } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../../lib/request.ts';
import { feedback } from '../../lib/notify.ts';
import { useSaveResource } from './api.ts';
import { FieldInput } from './FieldInput.tsx';
import { editableFields, groupErrors, itemRules, toPayload, validatePayload } from './fields.ts';
import type { FormValues, ResourcePageProps, ResourceRow } from './types.ts';

export interface ResourceFormProps {
  def: AnyResourceDef;
  open: boolean;
  /** The row being edited; null for a new one. */
  row: ResourceRow | null;
  /** Values the form opens with (see toFormValues); a new object resets the form. */
  initialValues: FormValues;
  extra?: (values: FormValues) => ReactNode;
  onChange?: ResourcePageProps['onFormChange'];
  onClose: () => void;
  /** After a save, and after a 409 (the list must be reloaded). */
  onSaved: () => void;
  inputs?: ResourcePageProps['inputs'];
}

/**
 * The create/edit modal: controls by field kind, the server's validation rules on each field and its
 * cross-field rules on submit, the server's validationErrors mapped back onto the fields, the row's
 * concurrency stamp on update (a 409 shows its message, closes and reloads).
 */
export function ResourceForm({
  def,
  open,
  row,
  initialValues,
  extra,
  onChange,
  onClose,
  onSaved,
  inputs,
}: ResourceFormProps) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveResource(def);

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initialValues);
    }
  }, [open, initialValues, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = toPayload(def, form.getFieldsValue(true) as FormValues);
    const invalid = validatePayload(def, body);
    if (invalid) {
      form.setFields(invalid.fields);
      if (invalid.other.length) feedback.message.error(invalid.other.join('；'));
      return;
    }
    try {
      await save.mutateAsync({ id: row?.id, stamp: row?.concurrencyStamp, body });
      feedback.message.success(row ? '修改成功' : '新增成功');
      onSaved();
      onClose();
    } catch (e) {
      if (!(e instanceof ApiError)) return;
      if (e.status === 409) {
        onSaved();
        onClose();
        return;
      }
      const list = e.body?.error?.validationErrors;
      if (list?.length) form.setFields(groupErrors(def, list).fields);
    }
  };

  return (
    <Modal
      title={`${row ? '编辑' : '新增'}${def.title}`}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      okText="确定"
      cancelText="取消"
      forceRender
      width={560}
    >
      <Form
        form={form}
        onValuesChange={(changed, all) => {
          const patch = onChange?.(changed as FormValues, all as FormValues, row);
          if (patch) form.setFieldsValue(patch);
        }}
        labelCol={{ flex: '110px' }}
        wrapperCol={{ flex: 1 }}
        data-testid="resource-form"
        style={{ marginTop: 16 }}
      >
        {editableFields(def).map(([key, f]) => (
          <Form.Item
            key={key}
            name={key}
            label={f.label}
            tooltip={f.tooltip}
            rules={itemRules(def, key, f)}
            dependencies={
              def.validate ? editableFields(def).flatMap(([k]) => (k === key ? [] : [k])) : undefined
            }
          >
            {inputs?.[key] ?? <FieldInput field={f} fieldKey={key} />}
          </Form.Item>
        ))}
        {extra && (
          <Form.Item noStyle shouldUpdate>
            {() => extra(form.getFieldsValue(true) as FormValues)}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
