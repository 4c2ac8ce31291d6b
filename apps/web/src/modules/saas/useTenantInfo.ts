import { useQuery } from '@tanstack/react-query';
import { tenantAdmin } from './api.ts';

/** The query key of a space's account (edition, expiry, seats…), for reading and for invalidating it. */
export const tenantInfoKey = (tenantId: string | null | undefined) => ['tenant-info', tenantId];

/** A space's account as the platform sees it; idle without a space. */
export const useTenantInfo = (tenantId: string | null | undefined) =>
  useQuery({
    queryKey: tenantInfoKey(tenantId),
    queryFn: () => tenantAdmin.info(tenantId!),
    enabled: !!tenantId,
  });
