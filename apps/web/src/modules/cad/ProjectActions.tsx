import { DownOutlined } from '@ant-design/icons';
import { Button, DatePicker, Dropdown, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { cad, type ProjectDetail } from './api.ts';
import { ReasonItem } from './formItems.tsx';

type Action = 'password' | 'prefix' | 'factory' | 'order-time-admin' | 'delivery-date-admin';

const titles: Record<Action, string> = {
  password: '图纸密码',
  prefix: '打包前缀',
  factory: '移至其他工厂',
  'order-time-admin': '更正下单日期（管理员）',
  'delivery-date-admin': '更正交货日期（管理员）',
};

/** The project's less frequent actions: freeze, password, packing prefix, move factory, date corrections. */
export function ProjectActions({ project, onChanged }: { project: ProjectDetail; onChanged: () => void }) {
  const [action, setAction] = useState<Action | null>(null);
  const [form] = Form.useForm<{ value?: string; date?: Dayjs; reason?: string }>();
  const factories = useSession((s) => s.factories);
  const navigate = useNavigate();
  const frozen = project.normalState === 2;
  const submit = async () => {
    const v = await form.validateFields();
    if (action === 'password') await cad.setPassword(project.id, v.value?.trim() || null);
    if (action === 'prefix') await cad.setPackingPrefix(project.id, v.value?.trim() ?? '');
    if (action === 'order-time-admin' || action === 'delivery-date-admin')
      await cad.correctDate(project.id, action, v.date!.format('YYYY-MM-DD'), v.reason!);
    if (action === 'factory') {
      await cad.moveFactory(project.id, v.value!);
      feedback.message.success('项目已移至其他工厂');
      setAction(null);
      return navigate('/cad/project');
    }
    feedback.message.success('保存成功');
    setAction(null);
    onChanged();
  };
  return (
    <>
      <Dropdown
        menu={{
          items: [
            { key: 'freeze', label: frozen ? '解冻项目' : '冻结项目' },
            { key: 'password', label: project.hasPassword ? '修改 / 取消图纸密码' : '设置图纸密码' },
            { key: 'prefix', label: '打包前缀' },
            { key: 'factory', label: '移至其他工厂' },
            { key: 'order-time-admin', label: '更正下单日期' },
            { key: 'delivery-date-admin', label: '更正交货日期' },
          ],
          onClick: ({ key }) => {
            if (key === 'freeze') return void cad.setNormalState(project.id, frozen ? 1 : 2).then(onChanged);
            form.resetFields();
            setAction(key as Action);
          },
        }}
      >
        <Button>
          更多 <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        title={action ? titles[action] : ''}
        open={!!action}
        onOk={submit}
        onCancel={() => setAction(null)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ value: action === 'prefix' ? (project.packingPrefix ?? '') : undefined }}
        >
          {action === 'password' && (
            <Form.Item
              name="value"
              label="新密码（留空则取消密码）"
              rules={[{ min: 4, message: '密码至少4位' }, { max: 32 }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          )}
          {action === 'prefix' && (
            <Form.Item
              name="value"
              label="打包前缀"
              rules={[
                { max: 8, message: '打包前缀长度不能超过8个字符' },
                { pattern: /^[A-Za-z0-9-]*$/, message: '打包前缀只能包含字母、数字和“-”' },
              ]}
            >
              <Input />
            </Form.Item>
          )}
          {action === 'factory' && (
            <Form.Item name="value" label="目标工厂" rules={[{ required: true, message: '请选择工厂' }]}>
              <Select
                options={factories
                  .filter((f) => f.id !== project.factoryId)
                  .map((f) => ({ value: f.id, label: f.name }))}
              />
            </Form.Item>
          )}
          {(action === 'order-time-admin' || action === 'delivery-date-admin') && (
            <>
              <Form.Item name="date" label="日期" rules={[{ required: true, message: '请选择日期' }]}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
              <ReasonItem rows={2} />
            </>
          )}
        </Form>
      </Modal>
    </>
  );
}
