import { queryOrganizationUnitResource as def } from '@al/contracts';
import { Form, Input, Modal, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { feedback } from '../../lib/notify.ts';
import { http } from '../../lib/request.ts';
import type { ResourceRow } from '../../components/ResourcePage/index.tsx';
import { toTreeData, unitNames, useUnitTree } from './api.ts';

interface Values {
  moduleName: string;
  routerName: string;
  queryUserTitle: string;
  queryUserKey: string;
  organizationUnitId: string;
}

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** The four required text fields: name, label, longest length and what the placeholder adds. */
const TEXT_FIELDS = [
  ['moduleName', '模块名称', 64, ''],
  ['routerName', '路由名称', 128, '，如 /produce/plan'],
  ['queryUserTitle', '查询标题', 64, ''],
  ['queryUserKey', '查询Key', 64, ''],
] as const;

/**
 * The page-personnel configuration modal (spec 03): width 480, every field required and checked on
 * blur, the organisation tree dropdown at most 450 high; edit also sends organizationUnitName.
 */
export function PersonnelConfigModal({ row, open, onClose, onSaved }: { row: ResourceRow | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const { data: units = [] } = useUnitTree();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) form.setFieldsValue(row as unknown as Values);
  }, [open, row, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body = { ...v, organizationUnitName: unitNames(units).get(v.organizationUnitId) ?? null };
    setSaving(true);
    try {
      if (row) await http.put(`${def.basePath}/${row.id}`, { ...body, concurrencyStamp: row.concurrencyStamp });
      else await http.post(def.basePath, body);
    } catch {
      return; // the request client has shown the reason
    } finally {
      setSaving(false);
    }
    feedback.message.success(row ? '修改人员配置成功' : '添加人员配置成功');
    onSaved();
    onClose();
  };

  return (
    <Modal title={row ? '编辑人员配置' : '添加人员配置'} open={open} width={480} onCancel={onClose} onOk={() => void submit()} confirmLoading={saving} okText="确定" cancelText="取消" forceRender>
      <Form form={form} labelCol={{ flex: '80px' }} validateTrigger="onBlur" data-testid="personnel-config-form" style={{ marginTop: 16 }}>
        {TEXT_FIELDS.map(([name, label, max, hint]) => (
          <Form.Item key={name} name={name} label={label} rules={required(`请输入${label}`)}>
            <Input placeholder={`请输入${label}${hint}`} maxLength={max} />
          </Form.Item>
        ))}
        <Form.Item name="organizationUnitId" label="机构" rules={[{ required: true, message: '请选择机构' }]} validateTrigger={['onBlur', 'onChange']}>
          <TreeSelect treeData={toTreeData(units)} treeDefaultExpandAll allowClear placeholder="请选择机构" listHeight={450} styles={{ popup: { root: { maxHeight: 450, overflow: 'auto' } } }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
