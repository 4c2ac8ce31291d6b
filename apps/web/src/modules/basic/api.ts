import { catalogEndpoints, customOrderCodeResource, type PagedResult } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/request.ts';
import { callEndpoint, useFreshItems } from '../../lib/endpoint.ts';
import { resourceKeys } from '../../components/ResourcePage/index.tsx';
import type { ResourceRow } from '../../components/ResourcePage/index.tsx';

const base = customOrderCodeResource.basePath;

/** Under the resource's keys, so that every write of a rule refreshes them. */
const keys = {
  effective: [...resourceKeys.all(customOrderCodeResource), 'effective'] as const,
  enabledTypes: [...resourceKeys.all(customOrderCodeResource), 'enabled-types'] as const,
};

/** The rule in force for each of the 31 document types (the tenant's or the default), with an example. */
export const useEffectiveRules = () =>
  useFreshItems(keys.effective, () => callEndpoint(catalogEndpoints.effectiveRules));

/** Document types that have an enabled rule of the tenant (one rule per type, so 31 at most). */
export function useCustomizedTypes() {
  return useQuery({
    queryKey: keys.enabledTypes,
    queryFn: () =>
      http
        .get<PagedResult<ResourceRow>>(base, { enabled: 'true', skipCount: 0, maxResultCount: 100 })
        .then((r) => new Set(r.items.map((row) => Number(row.documentType)))),
    staleTime: 0,
  });
}
