import { Form, Input } from 'antd';
import { requiredText } from '../../lib/formRules.ts';

/** The optional 备注 of a cad form (at most 200 characters). */
export function RemarkItem() {
  return (
    <Form.Item name="remark" label="备注" rules={[{ max: 200 }]}>
      <Input.TextArea rows={2} />
    </Form.Item>
  );
}

/** The 原因 a project's status change asks for (required, at most 200 characters). */
export function ReasonItem({ rows }: { rows: number }) {
  return (
    <Form.Item name="reason" label="原因" rules={requiredText('原因', 200)}>
      <Input.TextArea rows={rows} />
    </Form.Item>
  );
}
