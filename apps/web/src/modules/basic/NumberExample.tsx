import { Alert } from 'antd';
import { exampleNumber } from './example.ts';

/** The live example of the numbering form: the first number of today under the values being typed. */
export function NumberExample({ values }: { values: Record<string, unknown> }) {
  const example = exampleNumber(values, new Date());
  return (
    <div data-testid="number-example">
      <Alert
        type="info"
        showIcon
        title={
          example ? (
            <span>
              今日首个单号示例：<b style={{ fontFamily: 'monospace', fontSize: 15 }}>{example}</b>
            </span>
          ) : (
            '填写流水号位数和重置方式后显示单号示例'
          )
        }
      />
    </div>
  );
}
