import type { ListOption } from '@al/contracts';
import { Tag } from 'antd';

/** 未读 in red, or 已读 (messages, change orders). */
export const readTag = (unread: boolean) => (unread ? <Tag color="red">未读</Tag> : <Tag>已读</Tag>);

/** 启用 in green, or 停用 (boards, third-party accounts). */
export const enabledTag = (enabled: boolean) => (enabled ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>);

/** A value as the tag of its option (an enumeration's `options`: label and colour); the value itself where no option has it. */
export function OptionTag({ options, value }: { options: readonly ListOption[]; value: number | string }) {
  const o = options.find((x) => x.value === value);
  return <Tag color={o?.color ?? 'default'}>{o?.label ?? value}</Tag>;
}
