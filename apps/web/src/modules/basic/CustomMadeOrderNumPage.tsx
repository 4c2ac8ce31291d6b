import { customOrderCodeResource } from '@al/contracts';
import { Typography } from 'antd';
import { ResourcePage, type CellRenderer, type FormValues } from '../../components/ResourcePage/index.tsx';
import { EffectiveRules } from './EffectiveRules.tsx';
import { defaultsForType, exampleNumber } from './example.ts';
import { NumberExample } from './NumberExample.tsx';

const onFormChange = (changed: FormValues, all: FormValues, row: unknown) =>
  row ? undefined : defaultsForType(changed, all);

const formExtra = (values: FormValues) => <NumberExample values={values} />;

const renderers: Record<string, CellRenderer> = {
  datePart: (v) => (v ? String(v) : '无'),
  separator: (v) => (v ? String(v) : '无'),
};

const extraColumns = [
  {
    key: 'example',
    title: '单号示例',
    width: 170,
    render: (_: unknown, row: Record<string, unknown>) => {
      const ex = exampleNumber(row, new Date());
      return ex ? <Typography.Text code>{ex}</Typography.Text> : '-';
    },
  },
];

/** /common/custom-made-order-num: the tenant's numbering rules, and the rule in force for every document type. */
export default function CustomMadeOrderNumPage() {
  return (
    <ResourcePage
      def={customOrderCodeResource}
      renderers={renderers}
      extraColumns={extraColumns}
      formExtra={formExtra}
      onFormChange={onFormChange}
      header={<EffectiveRules />}
    />
  );
}
