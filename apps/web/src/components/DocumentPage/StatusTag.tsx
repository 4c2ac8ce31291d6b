import { docStates, type DocumentDef } from '@al/contracts';
import { Tag } from 'antd';

/** The document state as a coloured tag, from the definition's states. */
export function StatusTag({ def, value }: { def: DocumentDef; value: number }) {
  const s = docStates(def).find((x) => x.value === value);
  return <Tag color={s?.color}>{s?.label ?? value}</Tag>;
}
