import { qcLogResultOptions, QcResult } from '@al/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { optionColumn } from './index.tsx';

interface Row {
  result: number;
}

describe('optionColumn', () => {
  it("shows the field as its option's tag: label and colour from the enumeration, the value where none has it", () => {
    const c = optionColumn<Row>('result', '质检结果', 100, qcLogResultOptions);
    expect(c).toMatchObject({ key: 'result', title: '质检结果', dataIndex: 'result', width: 100 });
    const tag = (v: number) =>
      render(<div>{c.render!(v, { result: v }, 0) as ReactNode}</div>).container.querySelector('.ant-tag');
    expect(tag(QcResult.unqualified)?.textContent).toBe('不合格');
    expect(tag(QcResult.unqualified)?.className).toContain('ant-tag-error');
    expect(tag(QcResult.concession)?.className).toContain('ant-tag-warning');
    expect(tag(99)?.textContent).toBe('99');
  });
});
