import { Popconfirm, Typography } from 'antd';
import { feedback } from '../../lib/notify.ts';

/** 删除 of a row of the cad lists: asks `confirm`, deletes, says 删除成功 and reloads the list. */
export function DeleteLink({ confirm, remove, reload }: { confirm: string; remove: () => Promise<unknown>; reload: () => void }) {
  return (
    <Popconfirm title={confirm} onConfirm={() => remove().then(() => (feedback.message.success('删除成功'), reload()))}>
      <Typography.Link type="danger">删除</Typography.Link>
    </Popconfirm>
  );
}
