import type { AnyResourceDef } from '@al/contracts';
import type { ReactNode } from 'react';
import type { SearchField } from '../SearchBar/index.tsx';
import type { TableColumn } from '../TableContainer/index.tsx';

/** A row as the generic resource routes answer it: the definition's fields plus the audit envelope. */
export type ResourceRow = Record<string, unknown> & {
  id: string;
  concurrencyStamp: string;
  creationTime?: string;
  lastModificationTime?: string | null;
};

/** Values of the create/edit form, keyed by field (dates as dayjs). */
export type FormValues = Record<string, unknown>;

export type CellRenderer = (value: unknown, row: ResourceRow) => ReactNode;

export interface ResourcePageProps {
  def: AnyResourceDef;
  /** Table title; defaults to the definition's title. */
  title?: ReactNode;
  /** Above the SearchBar. */
  header?: ReactNode;
  /** Between the SearchBar and the table (e.g. a summary card). */
  children?: ReactNode;
  /** Buttons in the table header, beside 新增. */
  toolbar?: ReactNode;
  /** Replaces the SearchBar fields derived from the definition's `search` fields. */
  searchFields?: SearchField[];
  /** Renders a column's cell instead of the default (option label, tag, date). */
  renderers?: Record<string, CellRenderer>;
  /** Columns added after the definition's columns (before 操作). */
  extraColumns?: TableColumn<ResourceRow>[];
  /** Extra links in the 操作 column. */
  rowActions?: (row: ResourceRow) => ReactNode;
  /** Initial values of the create form, over the definition's defaults. */
  defaultValues?: FormValues;
  /**
   * Called as the user edits the form (creating: row null); the returned values are set on the form,
   * e.g. the defaults that follow a chosen type.
   */
  onFormChange?: (changed: FormValues, all: FormValues, row: ResourceRow | null) => FormValues | void;
  /** Shown at the bottom of the create/edit form, re-rendered as the values change. */
  formExtra?: (values: FormValues) => ReactNode;
  /**
   * Changes when the page's own writes beside this list (row actions, toolbar dialogs) change its rows:
   * the list reads again in place, keeping its page, sorting and filters.
   */
  reloadKey?: unknown;
  /** Called after any successful write (create, edit, delete, enable, disable). */
  onChanged?: () => void;
  /** Form controls that replace a field's default input (e.g. a tree picker for an id), by field key. */
  inputs?: Record<string, ReactNode>;
  /** Filters always sent with the list (e.g. the parent row of a child list); not shown in the SearchBar. */
  fixedFilters?: Record<string, string | number | boolean>;
  /** Hides the 导出/导入 buttons (e.g. a child list inside a drawer). */
  noExcel?: boolean;
  /** Hides the 创建时间 column. */
  hideCreationTime?: boolean;
}
