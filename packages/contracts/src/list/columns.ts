import type { z } from 'zod';
import { optionLabel } from '../enumeration.ts';
import { localDateTime, localToday } from '../resource/define.ts';

/**
 * How a cell's value reads as text. Without one a value reads as itself: '' for none, 是/否 for a
 * yes/no, a list joined with '、', a number as the number. Otherwise:
 * - `'time'`: the local date and clock of an ISO time (YYYY-MM-DD HH:mm:ss);
 * - `'date'`: the local date (YYYY-MM-DD) of an ISO time, or a date as it is;
 * - `'money'`: two decimals; `{ decimals: n }` a measure (an area, a weight) with n decimals;
 * - an option list (an enumeration's `options`, `{ value, label, color? }`s): the label of the value's
 *   option ('' when none has it); the page shows it as a tag where the option has a colour;
 * - a function of the row: what it gives (a number stays a number in Excel).
 */
export type ListText<Row> = 'time' | 'date' | 'money' | { readonly decimals: number } | readonly ListOption[] | RowText<Row>;
/** An option of a column's values: its label, and the colour of its tag on the page (an enumeration's options have one). */
export type ListOption = { readonly value: unknown; readonly label: string; readonly color?: string };

interface ColumnBase {
  /** The column's one title, on the page and in Excel. */
  title: string;
  /** Width on the page in pixels; Excel's width in characters is derived from it. */
  width: number;
  /** A column only the page shows (photos, tags that say more than text) or only Excel does. */
  only?: 'page' | 'excel';
  /** Excel's title where a unit is really wanted there and not on the page (rare: prefer one title). */
  excelTitle?: string;
}

/** A column that shows a field of the row: its key is checked against the row type. */
type FieldColumn<Row> = { [K in keyof Row & string]: ColumnBase & { key: K; text?: Exclude<ListText<Row>, RowText<Row>> } }[keyof Row & string];
/** A column whose text is computed from the whole row, under a key of the row's or one of its own. */
type ComputedColumn<Row> = ColumnBase & { key: string; text: RowText<Row> };
type RowText<Row> = (row: Row) => string | number;

/** One column of a list, declared once for its page table and its Excel download. */
export type ListColumn<Row> = FieldColumn<Row> | ComputedColumn<Row>;
export type ListColumns<Row> = readonly ListColumn<Row>[];

/**
 * The columns of a hand-written list (issue 23: a list's columns are declared once): per column the
 * row key, the title, the width and how its value reads as text. The web's table (`tableColumns`) and
 * the server's Excel (`sendSheet`) both read it, so they cannot disagree on a title or a text. The row
 * type is the list's answer schema's.
 */
export const listColumns = <S extends z.ZodType>(_row: S, columns: ListColumns<z.output<S>>): ListColumns<z.output<S>> => columns;

/** The columns a medium shows, in their declared order. */
export const columnsFor = <Row>(list: ListColumns<Row>, medium: 'page' | 'excel'): ListColumns<Row> =>
  list.filter((c) => !c.only || c.only === medium);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/**
 * A cell's value as Excel holds it: text, or a number where the value is one (money rounded to cents;
 * a measure as stored, the sheet's format shows its decimals). '' for none.
 */
export function columnValue<Row>(col: ListColumn<Row>, row: Row): string | number {
  const { text } = col;
  if (typeof text === 'function') return text(row);
  const v = (row as Record<string, unknown>)[col.key];
  if (v === null || v === undefined || v === '') return '';
  if (text === 'time') return localDateTime(asDate(v));
  if (text === 'date') return typeof v === 'string' && DAY.test(v) ? v : localToday(asDate(v));
  // Money is kept in cents; a measure keeps its stored precision (a sum in Excel adds the true values).
  if (text === 'money') return Math.round(Number(v) * 100) / 100;
  if (columnDecimals(col) !== undefined) return Number(v);
  if (Array.isArray(text)) return optionLabel(text, v);
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (Array.isArray(v)) return v.filter((x) => x !== null && x !== '').join('、');
  return typeof v === 'number' ? v : String(v);
}

/** The decimals a column's numbers show with: 2 for money, n for `{ decimals: n }`, none otherwise. */
export function columnDecimals<Row>(col: ListColumn<Row>): number | undefined {
  return col.text === 'money' ? 2 : typeof col.text === 'object' && 'decimals' in col.text ? col.text.decimals : undefined;
}

/** A cell as text, as the page shows it (money and measures with their decimals); '' for none. */
export function columnText<Row>(col: ListColumn<Row>, row: Row): string {
  const v = columnValue(col, row);
  const places = columnDecimals(col);
  return places !== undefined && typeof v === 'number' ? v.toFixed(places) : String(v);
}
