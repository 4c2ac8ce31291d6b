import { idList, type FieldDef } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTabLocation } from '../../lib/contentSize.ts';
import { loadPageStaff } from '../../lib/staff.ts';
import { CACHED_LIST_STALE_MS } from './api.ts';
import { FieldSelect } from './RefSelect.tsx';

/** The people a page offers for a person field: its personnel configuration, else everyone (cached). */
function usePageStaff(fieldKey: string) {
  const { path } = useTabLocation();
  return useQuery({ queryKey: ['page-staff', path, fieldKey], queryFn: () => loadPageStaff(path, fieldKey), staleTime: CACHED_LIST_STALE_MS });
}

/** Picks a person of the space for a `staff` field (a keeper, a salesman); several for a `multiple` one. */
export function StaffField({ field: f, fieldKey, ...rest }: { field: FieldDef; fieldKey: string; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const { data, isLoading } = usePageStaff(fieldKey);
  return <FieldSelect field={f} rest={rest} loading={isLoading} options={data ?? []} />;
}

/** The name of the person a `staff` field names. */
export function StaffLabel({ fieldKey, value }: { fieldKey: string; value: unknown }) {
  const { data } = usePageStaff(fieldKey);
  if (value == null || value === '') return <>-</>;
  const name = (id: unknown) => data?.find((p) => p.value === id)?.label;
  return <>{idList(value).map(name).filter(Boolean).join('、') || '-'}</>;
}
