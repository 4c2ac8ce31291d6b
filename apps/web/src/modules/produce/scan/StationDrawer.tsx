import { Button, Drawer, Form, Select } from 'antd';
import type { ScanSetup } from '@al/contracts';
import { processesOf, type Station } from './station.ts';
import { SwitchItem } from '../../../components/SwitchItem.tsx';

/** The station's set-up: terminal, process, workers, and the two switches. */
/**
 * The station's set-up. Closing it never hands the focus back to the button that opened it: the next
 * USB scan must land in the scan box, not half in it and half on that button (`afterClose` puts it
 * back in the box once the drawer is gone).
 */
export function StationDrawer({ open, setup, station, onSave, onClose, afterClose }: { open: boolean; setup: ScanSetup | null; station: Station; onSave: (s: Station) => void; onClose: () => void; afterClose: () => void }) {
  const [form] = Form.useForm<Station>();
  const equipmentId = Form.useWatch('equipmentId', form);
  const processes = setup ? processesOf(setup, equipmentId) : [];
  return (
    <Drawer
      title="扫码设置"
      placement="bottom"
      size="85%"
      open={open}
      onClose={onClose}
      focusable={{ focusTriggerAfterClose: false }}
      afterOpenChange={(opened) => !opened && afterClose()}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={station}
        onFinish={(v) => {
          onSave({ ...station, ...v });
          onClose();
        }}
      >
        <Form.Item name="equipmentId" label="扫码终端" rules={[{ required: true, message: '请选择扫码终端' }]}>
          <Select
            placeholder="请选择扫码终端"
            options={setup?.terminals.map((t) => ({ value: t.id, label: `${t.name}（${t.code}）` }))}
            onChange={() => form.setFieldValue('processId', undefined)}
          />
        </Form.Item>
        <Form.Item name="processId" label="工序" rules={[{ required: true, message: '请选择工序' }]}>
          <Select placeholder="请选择工序" options={processes.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item name="employeeIds" label="报工员工（多人平分计件）" rules={[{ required: true, type: 'array', min: 1, message: '请选择报工员工' }]}>
          <Select mode="multiple" placeholder="请选择报工员工" optionFilterProp="label" options={setup?.employees.map((e) => ({ value: e.id, label: `${e.name}（${e.jobNo}）` }))} />
        </Form.Item>
        <SwitchItem name="autoConfirm" label="扫码即报工（扫码枪连续扫码，不再点确认）" />
        <SwitchItem name="isRework" label="返工报工" />
        <Button type="primary" htmlType="submit" block size="large">
          保存
        </Button>
      </Form>
    </Drawer>
  );
}
