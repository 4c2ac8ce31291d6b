import { LIVE_PLAN_STATES } from '@al/contracts';
import dayjs from 'dayjs';

/** What the chart needs of a plan. */
export interface GanttPlan {
  id: string;
  equipmentId: string;
  planStart: string;
  planEnd: string;
  sort: number;
  status: number;
}

export const DAY = 'YYYY-MM-DD';
/** Whole days from `from` to `to` (dates as YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) => dayjs(to).diff(dayjs(from), 'day');
export const shiftDate = (d: string, days: number) => dayjs(d).add(days, 'day').format(DAY);

/** Only plans still to make can be moved (drafts, released, in progress). */
export const movable = (p: { status: number }) => LIVE_PLAN_STATES.includes(p.status);

/**
 * Lanes of one machine's row: plans in their shop order, each in the first lane where it does not
 * overlap an earlier plan's days, so that overlapping plans stack instead of hiding each other.
 */
export function laneOf<T extends GanttPlan>(plans: T[]): Map<string, number> {
  const lanes: string[][] = [];
  const out = new Map<string, number>();
  const byId = new Map(plans.map((p) => [p.id, p]));
  const overlaps = (a: T, b: T) => a.planStart <= b.planEnd && b.planStart <= a.planEnd;
  for (const p of [...plans].sort((a, b) => a.sort - b.sort || a.planStart.localeCompare(b.planStart))) {
    let lane = lanes.findIndex((ids) => ids.every((id) => !overlaps(byId.get(id)!, p)));
    if (lane < 0) lane = lanes.push([]) - 1;
    lanes[lane]!.push(p.id);
    out.set(p.id, lane);
  }
  return out;
}

/**
 * The PUT /plan/sort of a drop: the dragged plan moves by `shiftDays` (its length kept) onto the
 * target machine, whose live plans are then ordered by start date (the dragged one first among
 * equal starts: it was put there on purpose), their old order breaking other ties.
 */
export function dropOrder(dragged: GanttPlan, shiftDays: number, targetEquipmentId: string, all: GanttPlan[]) {
  const moved = { id: dragged.id, planStart: shiftDate(dragged.planStart, shiftDays), planEnd: shiftDate(dragged.planEnd, shiftDays) };
  const row = all.filter((p) => p.equipmentId === targetEquipmentId && p.id !== dragged.id && movable(p));
  const ordered = [...row, { ...dragged, ...moved, sort: -1 }].sort((a, b) => a.planStart.localeCompare(b.planStart) || a.sort - b.sort);
  return { equipmentId: targetEquipmentId, ids: ordered.map((p) => p.id), moved };
}
