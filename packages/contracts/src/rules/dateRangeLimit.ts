export type RangeUnit = 'year' | 'month' | 'day';
const UNIT_TEXT: Record<RangeUnit, string> = { year: '年', month: '个月', day: '天' };

/** Message of a date range over its configured maximum (spec 01 §5): 时间不可超过N年/天/个月. */
export function dateRangeLimitMessage(amount: number, unit: RangeUnit): string {
  return `时间不可超过${amount}${UNIT_TEXT[unit]}`;
}

/** Whether [start, end] (ISO dates or Date) spans more than amount units. */
export function exceedsDateRange(start: Date, end: Date, amount: number, unit: RangeUnit): boolean {
  const limit = new Date(start.getTime());
  if (unit === 'year') limit.setFullYear(limit.getFullYear() + amount);
  else if (unit === 'month') limit.setMonth(limit.getMonth() + amount);
  else limit.setDate(limit.getDate() + amount);
  return end.getTime() > limit.getTime();
}
