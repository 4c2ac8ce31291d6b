import { orderStateColors, orderStateLabels, type OrderState } from '@al/contracts';
import { Tag } from 'antd';

export function NestStateTag({ state }: { state: number }) {
  return <Tag color={orderStateColors[state as OrderState]}>{orderStateLabels[state as OrderState] ?? state}</Tag>;
}
