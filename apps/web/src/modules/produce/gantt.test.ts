import { describe, expect, it } from 'vitest';
import { PlanStatus } from '@al/contracts';
import { dropOrder, laneOf, type GanttPlan } from './gantt.ts';

const plan = (id: string, equipmentId: string, planStart: string, planEnd: string, sort: number, status: number = PlanStatus.released): GanttPlan => ({ id, equipmentId, planStart, planEnd, sort, status });

describe('gantt lanes', () => {
  it('stacks overlapping plans of a machine and reuses a lane once a plan has ended', () => {
    const lanes = laneOf([plan('a', 'm', '2024-06-01', '2024-06-03', 1), plan('b', 'm', '2024-06-02', '2024-06-04', 2), plan('c', 'm', '2024-06-04', '2024-06-05', 3)]);
    expect([lanes.get('a'), lanes.get('b'), lanes.get('c')]).toEqual([0, 1, 0]);
  });
});

describe('a drop', () => {
  const all = [
    plan('a', 'm1', '2024-06-01', '2024-06-02', 1),
    plan('b', 'm1', '2024-06-03', '2024-06-04', 2),
    plan('x', 'm2', '2024-06-01', '2024-06-03', 1),
    plan('old', 'm1', '2024-05-20', '2024-05-21', 3, PlanStatus.completed),
  ];
  it('moves the plan by whole days keeping its length and orders the target machine by start', () => {
    expect(dropOrder(all[2]!, 1, 'm1', all)).toEqual({
      equipmentId: 'm1',
      ids: ['a', 'x', 'b'],
      moved: { id: 'x', planStart: '2024-06-02', planEnd: '2024-06-04' },
    });
  });
  it('re-sorts on the same machine: dragged ahead of a plan starting the same day; finished plans are not ordered', () => {
    expect(dropOrder(all[1]!, -2, 'm1', all).ids).toEqual(['b', 'a']);
  });
});
