import { basicResources as r, brandEndpoints } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint.ts';
import { CACHED_LIST_STALE_MS, resourceKeys, useAllRows } from '../../components/ResourcePage/index.tsx';

/**
 * The basic-data lists spec 02 §3 calls cached, for pickers across the app. Each is fetched once and
 * kept for CACHED_LIST_STALE_MS; any write through the resource (form, status, default, import)
 * invalidates its base path, so the next use refetches. (Employees, processes and project names are
 * cached by their own modules.)
 */
export const useDemanders = () => useAllRows(r.demander.basePath);
export const useSuppliers = () => useAllRows(r.supplier.basePath);
export const useMaterialTextures = () => useAllRows(r.materialTexture.basePath);
export const usePlateTypes = () => useAllRows(r.plateType.basePath);
/** Warehouses of the current factory (the request carries __factory). */
export const useWarehouses = () => useAllRows(r.warehouse.basePath);
export const useAccessories = () => useAllRows(r.accessory.basePath);
export const useAccessoryTypes = () => useAllRows(r.accessoryType.basePath);
export const useQuotationCategories = () => useAllRows(r.quotationCategory.basePath);
export const useCraftsmanships = () => useAllRows(r.craftsmanshipItem.basePath);
export const useAreaRules = () => useAllRows(r.areaRule.basePath);
export const usePaintStructures = () => useAllRows(r.paintStructure.basePath);
export const useColorCardGroups = () => useAllRows(r.colorCardGroup.basePath);
export const useActivityPriceRules = () => useAllRows(r.activityPriceRule.basePath);

/** The tenant's approved brands. */
export const useTenantBrands = () =>
  useQuery({
    queryKey: [...resourceKeys.all(r.brand), 'tenant-brand'],
    queryFn: () => callEndpoint(brandEndpoints.tenantBrandList).then((res) => res.items),
    staleTime: CACHED_LIST_STALE_MS,
  });
