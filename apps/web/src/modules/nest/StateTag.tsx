import { orderStateLabels, type OrderState } from '@al/contracts';
import { Tag } from 'antd';

const COLORS: Record<number, string> = { 1: 'blue', 2: 'processing', 4: 'orange', 8: 'green', 16: 'default', 32: 'default', 64: 'red', 128: 'purple' };

export function NestStateTag({ state }: { state: number }) {
  return <Tag color={COLORS[state]}>{orderStateLabels[state as OrderState] ?? state}</Tag>;
}
