import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarStrip } from './AccessoryBars.tsx';

afterEach(cleanup);

const bar = {
  layoutNo: 1,
  barLength: 6000,
  repeat: 3,
  cuts: [
    { lineId: 'a', code: 'A-1', offset: 10, length: 2000 },
    { lineId: 'b', code: 'B-2', offset: 2013, length: 1500 },
    { lineId: 'b', code: 'B-2', offset: 3516, length: 30 },
  ],
  offcut: 2444,
  utilisation: 0.5883,
};

describe('BarStrip', () => {
  it('draws every cut at its offset and length, labels the wide ones, and hatches the offcut after the last cut', () => {
    render(<BarStrip bar={bar} colorOf={(id) => (id === 'a' ? '#111' : '#222')} />);
    const svg = screen.getByTestId('accessory-bar');
    const cuts = screen.getAllByTestId('accessory-cut');
    expect(cuts).toHaveLength(3);
    // viewBox 1000 wide for 6000 mm: 1 unit = 6 mm.
    const rect = cuts[0]!.querySelector('rect')!;
    expect(Number(rect.getAttribute('x'))).toBeCloseTo(10 / 6, 3);
    expect(Number(rect.getAttribute('width'))).toBeCloseTo(2000 / 6, 3);
    expect(rect.getAttribute('fill')).toBe('#111');
    expect(cuts[0]!.textContent).toContain('A-1');
    expect(cuts[0]!.textContent).toContain('2000');
    // A 30 mm piece is too narrow for a label; its title still names it.
    expect(cuts[2]!.querySelectorAll('text')).toHaveLength(0);
    expect(cuts[2]!.querySelector('title')!.textContent).toBe('B-2：30 mm（起点 3516 mm）');
    const offcut = screen.getByTestId('accessory-offcut');
    expect(Number(offcut.getAttribute('x'))).toBeCloseTo(3546 / 6, 3);
    expect(Number(offcut.getAttribute('width'))).toBeCloseTo(2444 / 6, 3);
    expect(svg.getAttribute('aria-label')).toBe('型材1');
  });
});
