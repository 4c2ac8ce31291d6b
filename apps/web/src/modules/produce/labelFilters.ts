import { labelLogAuditStateOptions } from '@al/contracts';
import { useEffect, useMemo, useState } from 'react';
import type { Option, SearchField, SearchValues } from '../../components/SearchBar/index.tsx';
import { listFilters } from '../../components/ResourcePage/search.ts';
import { produceApi } from './api.ts';
import { labelApi } from './labelApi.ts';

export interface Choices {
  projects: Option[];
  /** isQc: a QC process (the QC log filters by those, and blames the others). */
  processes: (Option & { isQc: boolean })[];
  workers: Option[];
}

/** Projects, processes and workers the label lists filter by; a call that fails leaves its list empty. */
export function useLabelChoices(): Choices {
  const [choices, setChoices] = useState<Choices>({ projects: [], processes: [], workers: [] });
  useEffect(() => {
    let live = true;
    const set = (patch: Partial<Choices>) => live && setChoices((c) => ({ ...c, ...patch }));
    produceApi.projects().then((r) => set({ projects: r.items.map((p) => ({ value: p.id, label: p.name })) }), () => undefined);
    produceApi.processOptions().then((r) => set({ processes: r.map((p) => ({ value: p.value, label: p.label, isQc: p.isQc })) }), () => undefined);
    labelApi.employees().then((r) => set({ workers: r.items.map((e) => ({ value: e.id, label: e.jobNo ? `${e.name}（${e.jobNo}）` : e.name })) }), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return choices;
}

/** The search form of a label list: keyword, project, process, worker, shift dates and (unless fixed) the audit state. */
export function useLabelSearchFields(opts: { auditState?: boolean } = {}): SearchField[] {
  const { projects, processes, workers } = useLabelChoices();
  const withState = opts.auditState ?? true;
  return useMemo<SearchField[]>(
    () => [
      { name: 'filter', label: '关键字', type: 'input', placeholder: '标签号、产品编号或项目' },
      { name: 'projectId', label: '项目', type: 'select', options: projects },
      { name: 'processId', label: '工序', type: 'select', options: processes },
      { name: 'employeeId', label: '员工', type: 'select', options: workers },
      { name: 'shiftDate', label: '日期', type: 'dateRangePicker', noDefault: true },
      ...(withState ? [{ name: 'auditState', label: '审核状态', type: 'select', options: labelLogAuditStateOptions.map((o) => ({ value: o.value, label: o.label })) } as SearchField] : []),
    ],
    [projects, processes, workers, withState],
  );
}

/** The list call's filters of the form's values: the date range becomes beginDate/endDate (shift dates). */
export function labelListFilters(values: SearchValues): Record<string, string | number | boolean> {
  const { beginTime, endTime, ...rest } = listFilters(values);
  return { ...rest, ...(beginTime ? { beginDate: beginTime, endDate: endTime! } : {}) };
}

/** The label number of a scanned QR text (`labelNo|space short id`, cad labels) or of a typed number. */
export const labelNoOf = (text: string) => text.trim().split('|')[0]!.trim();
