import {
  accessoryResource,
  accessoryTypeResource,
  activityPriceRuleResource,
  areaRuleResource,
  brandResource,
  colorCardGroupResource,
  craftsmanshipItemResource,
  demanderResource,
  materialTextureResource,
  paintStructureResource,
  plateTypeResource,
  quotationCategoryResource,
  supplierResource,
  warehouseResource,
} from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../app/request.ts';
import { CACHED_LIST_STALE_MS, resourceKeys, useAllRows, type ResourceRow } from '../../components/ResourcePage/index.tsx';

/**
 * The basic-data lists spec 02 §3 calls cached, for pickers across the app. Each is fetched once and
 * kept for CACHED_LIST_STALE_MS; any write through the resource (form, status, default, import)
 * invalidates its base path, so the next use refetches. (Employees, processes and project names are
 * cached by their own modules.)
 */
export const useDemanders = () => useAllRows(demanderResource.basePath);
export const useSuppliers = () => useAllRows(supplierResource.basePath);
export const useMaterialTextures = () => useAllRows(materialTextureResource.basePath);
export const usePlateTypes = () => useAllRows(plateTypeResource.basePath);
/** Warehouses of the current factory (the request carries __factory). */
export const useWarehouses = () => useAllRows(warehouseResource.basePath);
export const useAccessories = () => useAllRows(accessoryResource.basePath);
export const useAccessoryTypes = () => useAllRows(accessoryTypeResource.basePath);
export const useQuotationCategories = () => useAllRows(quotationCategoryResource.basePath);
export const useCraftsmanships = () => useAllRows(craftsmanshipItemResource.basePath);
export const useAreaRules = () => useAllRows(areaRuleResource.basePath);
export const usePaintStructures = () => useAllRows(paintStructureResource.basePath);
export const useColorCardGroups = () => useAllRows(colorCardGroupResource.basePath);
export const useActivityPriceRules = () => useAllRows(activityPriceRuleResource.basePath);

/** The tenant's approved brands. */
export const useTenantBrands = () =>
  useQuery({
    queryKey: [...resourceKeys.all(brandResource), 'tenant-brand'],
    queryFn: () => http.get<{ items: ResourceRow[] }>(`${brandResource.basePath}/tenant-brand/list`).then((r) => r.items),
    staleTime: CACHED_LIST_STALE_MS,
  });
