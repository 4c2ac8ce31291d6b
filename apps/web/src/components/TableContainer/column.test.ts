import { describe, expect, it } from 'vitest';
import { column } from './index.tsx';

interface Row {
  qty: number;
  name: string;
}

describe('column', () => {
  it('shows the field under its title, key and dataIndex one name', () => {
    expect(column<Row>('name', '名称')).toEqual({ key: 'name', title: '名称', dataIndex: 'name' });
    expect(column<Row>('qty', '数量', 80)).toEqual({ key: 'qty', title: '数量', dataIndex: 'qty', width: 80 });
  });

  it('takes a render after the width, or in its place', () => {
    const render = (v: number) => v.toFixed(2);
    expect(column<Row>('qty', '数量', 80, render)).toEqual({ key: 'qty', title: '数量', dataIndex: 'qty', width: 80, render });
    const c = column<Row>('qty', '数量', render);
    expect(c).toEqual({ key: 'qty', title: '数量', dataIndex: 'qty', render });
    expect('width' in c).toBe(false);
  });
});
