import { qcLogList, QcResult, type QcLogItem } from '@al/contracts';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { tableColumns } from './tableColumns.tsx';

afterEach(cleanup);

const r = {
  id: '1',
  time: '2026-03-04T05:06:07.000Z',
  labelNo: 'L001',
  result: QcResult.unqualified,
  defectType: 3,
  description: null,
  responsibleEmployeeNames: ['张三', '李四'],
  deductAmount: 5,
  isRework: false,
} as unknown as QcLogItem;
const cellOf = (key: string, row = r) => {
  const c = tableColumns(qcLogList).find((x) => x.key === key)!;
  return c.render!(undefined, row, 0) as ReactNode;
};

describe('tableColumns', () => {
  it('shows the declared page columns with their titles and widths', () => {
    const cols = tableColumns(qcLogList);
    expect(cols.map((c) => c.title)).toEqual(['质检时间', '标签号', '项目', '批次', '产品编号', '质检工序', '质检员', '结果', '缺陷类型', '问题描述', '责任工序', '责任人', '扣款', '照片', '复检']);
    expect(cols[0]).toMatchObject({ key: 'time', dataIndex: 'time', width: 160 });
    expect(cols.find((c) => c.key === 'deductAmount')!.align).toBe('right');
  });

  it('draws the texts Excel has: options, lists, money; a coloured option as a tag, none as -', () => {
    const tag = render(<div>{cellOf('result')}</div>).container.querySelector('.ant-tag-error');
    expect(tag?.textContent).toBe('不合格');
    expect(cellOf('defectType')).toBe('尺寸超差');
    expect(cellOf('responsibleEmployeeNames')).toBe('张三、李四');
    expect(cellOf('deductAmount')).toBe('5.00');
    expect(cellOf('description')).toBe('-');
    expect(cellOf('isRework')).toBe('-');
    const rework = render(<div>{cellOf('isRework', { ...r, isRework: true })}</div>).container.querySelector('.ant-tag-orange');
    expect(rework?.textContent).toBe('返工后');
  });

  it('takes what only the page adds, and refuses a column the page does not show', () => {
    const draw = () => 'x';
    const cols = tableColumns(qcLogList, { description: { ellipsis: true, render: draw }, result: { sorter: true } });
    expect(cols.find((c) => c.key === 'result')!.sorter).toBe(true);
    expect(cols.find((c) => c.key === 'description')).toMatchObject({ title: '问题描述', width: 200, ellipsis: true, render: draw });
    expect(() => tableColumns(qcLogList, { nothing: { sorter: true } })).toThrow('nothing');
  });
});
