import { PlanStatus, planStates, TERMINAL_TYPES, type PlanProgressItem } from '@al/contracts';
import { Empty, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Row } from './api.ts';
import { DAY, daysBetween, dropOrder, laneOf, movable } from './gantt.ts';

export const DAY_W = 64;
const LABEL_W = 180;
const LANE_H = 30;
const PAD = 6;
const COLORS: Record<number, { bg: string; fill: string; border: string }> = {
  [PlanStatus.draft]: { bg: '#fafafa', fill: '#d9d9d9', border: '#8c8c8c' },
  [PlanStatus.released]: { bg: '#e6f4ff', fill: '#91caff', border: '#1677ff' },
  [PlanStatus.inProgress]: { bg: '#fff7e6', fill: '#ffd591', border: '#fa8c16' },
  [PlanStatus.completed]: { bg: '#f6ffed', fill: '#b7eb8f', border: '#52c41a' },
};

interface Drag {
  plan: PlanProgressItem;
  x: number;
  y: number;
  dx: number;
  dy: number;
  moving: boolean;
}

export interface GanttProps {
  start: string;
  days: number;
  machines: Row[];
  plans: PlanProgressItem[];
  canMove: boolean;
  onOpen(plan: PlanProgressItem): void;
  onDrop(body: ReturnType<typeof dropOrder>): void;
}

/**
 * The plans of the factory's machines on a time axis: a row per machine, a bar per plan from its
 * start to its end day with its progress inside, stacked where plans overlap. A bar dragged to
 * another day or machine is moved there and the machine's plans re-sorted by start (PUT /plan/sort);
 * a click opens the plan.
 */
export function PlanGantt({ start, days, machines, plans, canMove, onOpen, onDrop }: GanttProps) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const rows = machines.filter((m) => !TERMINAL_TYPES.includes(m.equipmentType as number));
  const dates = Array.from({ length: days }, (_, i) => dayjs(start).add(i, 'day'));
  const today = dayjs().format(DAY);
  const set = (d: Drag | null) => {
    dragRef.current = d;
    setDrag(d);
  };

  const down = (e: ReactPointerEvent, plan: PlanProgressItem) => {
    if (e.button !== 0) return;
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    set({ plan, x: e.clientX, y: e.clientY, dx: 0, dy: 0, moving: false });
  };
  const move = (e: ReactPointerEvent) => {
    const d = dragRef.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    set({ ...d, dx, dy, moving: d.moving || (canMove && movable(d.plan) && Math.abs(dx) + Math.abs(dy) > 5) });
  };
  const up = (e: ReactPointerEvent) => {
    const d = dragRef.current;
    set(null);
    if (!d) return;
    if (!d.moving) return onOpen(d.plan);
    // the row under the pointer, looking through the dragged bar (which still sits in its old row)
    const bar = e.currentTarget as HTMLElement;
    const target = document
      .elementsFromPoint(e.clientX, e.clientY)
      .filter((el) => !bar.contains(el))
      .map((el) => el.closest<HTMLElement>('[data-gantt-row]'))
      .find(Boolean);
    const equipmentId = target?.dataset.ganttRow ?? d.plan.equipmentId;
    const shift = Math.round(d.dx / DAY_W);
    if (shift === 0 && equipmentId === d.plan.equipmentId) return;
    onDrop(dropOrder(d.plan, shift, equipmentId, plans));
  };

  if (!rows.length) return <Empty description="本工厂还没有设备，请先在设备管理中添加" />;
  return (
    <div style={{ overflowX: 'auto', border: '1px solid #f0f0f0', userSelect: 'none' }} data-testid="plan-gantt">
      <div style={{ width: LABEL_W + days * DAY_W, position: 'relative' }}>
        <div style={{ display: 'flex', position: 'sticky', top: 0, background: '#fafafa', borderBottom: '1px solid #f0f0f0', zIndex: 2 }}>
          <div style={{ width: LABEL_W, padding: '6px 8px', fontWeight: 600 }}>设备</div>
          {dates.map((d) => (
            <div
              key={d.format(DAY)}
              data-gantt-day={d.format(DAY)}
              style={{ width: DAY_W, textAlign: 'center', padding: '4px 0', fontSize: 12, background: d.format(DAY) === today ? '#f9f0ff' : undefined, borderLeft: '1px solid #f0f0f0' }}
            >
              <div>{d.format('MM-DD')}</div>
              <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                周{'日一二三四五六'[d.day()]}
              </Typography.Text>
            </div>
          ))}
        </div>
        {rows.map((m) => {
          const mine = plans.filter((p) => p.equipmentId === m.id);
          const lanes = laneOf(mine);
          const height = Math.max(1, ...[...lanes.values()].map((l) => l + 1)) * LANE_H + PAD * 2;
          return (
            <div key={m.id} data-gantt-row={m.id} data-testid={`gantt-row-${String(m.code)}`} style={{ display: 'flex', borderBottom: '1px solid #f0f0f0', minHeight: height }}>
              <div style={{ width: LABEL_W, padding: '6px 8px', flex: 'none' }}>
                <div>{String(m.name)}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {String(m.code)}
                </Typography.Text>
              </div>
              <div
                style={{
                  position: 'relative',
                  width: days * DAY_W,
                  backgroundImage: `repeating-linear-gradient(to right, #f0f0f0 0 1px, transparent 1px ${DAY_W}px)`,
                }}
              >
                {mine.map((p) => {
                  const from = Math.max(0, daysBetween(start, p.planStart));
                  const to = Math.min(days, daysBetween(start, p.planEnd) + 1);
                  if (to <= 0 || from >= days) return null;
                  const c = COLORS[p.status] ?? COLORS[PlanStatus.draft]!;
                  const dragging = drag?.plan.id === p.id && drag.moving;
                  return (
                    <Tooltip
                      key={p.id}
                      title={`${p.docNo} ${p.projectName} ${p.batchNos.join('、')}：${p.planStart} 至 ${p.planEnd}，${planStates.find((s) => s.value === p.status)?.label}，完成 ${p.percent}%`}
                      open={dragging ? false : undefined}
                    >
                      <div
                        data-testid={`plan-bar-${p.docNo}`}
                        data-plan-start={p.planStart}
                        onPointerDown={(e) => down(e, p)}
                        onPointerMove={move}
                        onPointerUp={up}
                        onPointerCancel={() => set(null)}
                        style={{
                          position: 'absolute',
                          left: from * DAY_W + 2,
                          top: PAD + (lanes.get(p.id) ?? 0) * LANE_H,
                          width: (to - from) * DAY_W - 4,
                          height: LANE_H - 4,
                          background: c.bg,
                          border: `1px ${p.status === PlanStatus.draft ? 'dashed' : 'solid'} ${c.border}`,
                          borderRadius: 4,
                          overflow: 'hidden',
                          cursor: canMove && movable(p) ? 'grab' : 'pointer',
                          transform: dragging ? `translate(${drag.dx}px, ${drag.dy}px)` : undefined,
                          zIndex: dragging ? 5 : 1,
                          opacity: dragging ? 0.85 : 1,
                          boxShadow: dragging ? '0 4px 12px rgba(0,0,0,.2)' : undefined,
                          touchAction: 'none',
                        }}
                      >
                        <div style={{ position: 'absolute', inset: 0, width: `${p.percent}%`, background: c.fill }} data-testid="plan-progress" />
                        <div style={{ position: 'relative', padding: '3px 6px', fontSize: 12, whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' }}>
                          #{p.sort} {p.projectName} {p.batchNos.join('、')} · {p.percent}%
                        </div>
                      </div>
                    </Tooltip>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
