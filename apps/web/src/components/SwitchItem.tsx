import { Form, Switch } from 'antd';
import type { ReactNode } from 'react';

/** A yes/no field of a form: a Switch bound to `name`. */
export function SwitchItem({ name, label }: { name: string; label: ReactNode }) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}
