import { renewalEndpoints as ep, type EquipmentPrice } from '@al/contracts';
import { Button, Form, Input, InputNumber, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQueryKey, useEndpoint } from '../../lib/endpoint.ts';
import { ConfirmLink } from '../../components/RowButtons.tsx';
import { column } from '../../components/TableContainer/index.tsx';
import { moneyColumn } from './columns.ts';
import { QueryTable } from '../../components/QueryTable.tsx';

/** The platform's equipment price list: saving a model that exists replaces its item. */
export function EquipmentPriceModal({ onClose }: { onClose(): void }) {
  const qc = useQueryClient();
  const list = useEndpoint(ep.equipmentPrices, {});
  const [form] = Form.useForm<{ model: string; name: string; unitPrice: number; unit: string }>();
  const refresh = () => void qc.invalidateQueries({ queryKey: endpointQueryKey(ep.equipmentPrices) });
  const save = async () => {
    await callEndpoint(ep.saveEquipmentPrice, { body: await form.validateFields() });
    form.resetFields();
    refresh();
  };
  return (
    <Modal open title="设备价格表" width={760} footer={null} onCancel={onClose}>
      <Form form={form} layout="inline" initialValues={{ unit: '台' }} style={{ marginBottom: 12 }}>
        <Form.Item name="model" rules={[{ required: true, whitespace: true, message: '请输入设备型号' }]}>
          <Input placeholder="设备型号" maxLength={64} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="name" rules={[{ required: true, whitespace: true, message: '请输入设备名称' }]}>
          <Input placeholder="设备名称" maxLength={64} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="unitPrice" rules={[{ required: true, message: '请输入单价' }]}>
          <InputNumber placeholder="单价" min={0} max={99_999_999} precision={2} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="unit">
          <Input placeholder="单位" maxLength={8} style={{ width: 60 }} />
        </Form.Item>
        <Button type="primary" onClick={() => void save()}>
          保存
        </Button>
      </Form>
      <QueryTable<EquipmentPrice>
        query={list}
        rows={list.data}
        rowKey="id"
        pagination={false}
        columns={[
          column('model', '设备型号'),
          column('name', '设备名称'),
          moneyColumn('unitPrice', '单价'),
          column('unit', '单位'),
          {
            key: 'actions',
            title: '操作',
            render: (_: unknown, p) => (
              <>
                <Button type="link" size="small" onClick={() => form.setFieldsValue(p)}>
                  编辑
                </Button>
                <ConfirmLink confirm="确定删除该设备价格吗？" onConfirm={() => callEndpoint(ep.deleteEquipmentPrice, { params: { id: p.id } }).then(refresh)} />
              </>
            ),
          },
        ]}
      />
    </Modal>
  );
}
