import { ALL_PERMISSIONS } from '@al/contracts';

/** Every permission name a tenant or platform administrator holds: the catalogue of the route table. */
export const allPermissionNames = (): string[] => ALL_PERMISSIONS;
