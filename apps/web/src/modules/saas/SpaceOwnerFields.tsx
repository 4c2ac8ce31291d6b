import { Button, Form, Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';

/** The fields of opening a space for a registered user (operators' new tenant, agents' new child). */
export function SpaceOwnerFields({ editions }: { editions: { id: string; name: string }[] }) {
  return (
    <>
      <Form.Item
        name="displayName"
        label="空间名称"
        rules={[{ required: true, whitespace: true, message: '请输入空间名称' }, { max: 50 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="editionId" label="版本" rules={[{ required: true, message: '请选择版本' }]}>
        <Select options={editions.map((e) => ({ value: e.id, label: e.name }))} />
      </Form.Item>
      <Form.Item
        name="ownerUserName"
        label="管理员用户名"
        extra="该用户须已注册，将成为空间管理员"
        rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="telephone" label="联系电话">
        <Input maxLength={20} />
      </Form.Item>
    </>
  );
}

/** An inline filter form over a list: its items, then 查询 (sends the values) and 重置 (clears them and sends none). */
export function FilterForm<V extends object>({ onSearch, children }: { onSearch(v: V): void; children: ReactNode }) {
  return (
    <Form layout="inline" style={{ marginBottom: 12 }} onFinish={onSearch}>
      {children}
      <Space>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button htmlType="reset" onClick={() => onSearch({} as V)}>
          重置
        </Button>
      </Space>
    </Form>
  );
}
