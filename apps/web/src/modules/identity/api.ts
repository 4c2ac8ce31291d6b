import {
  identityApi,
  type MemberDto,
  type OrganizationUnitNode,
  type PagedResult,
  type PermissionGroupDef,
  type RoleDto,
} from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/request.ts';
import type { LoadParams } from '../../components/TableContainer/index.tsx';
import type { TreeOption } from '../../components/SearchBar/index.tsx';

export const identityKeys = {
  units: ['identity', 'units'] as const,
  roles: ['identity', 'assignable-roles'] as const,
  catalogue: ['identity', 'catalogue'] as const,
};

export interface NamedRole {
  id: string;
  name: string;
  isStatic: boolean;
}

export function useUnitTree() {
  return useQuery({
    queryKey: identityKeys.units,
    queryFn: () => http.get<{ items: OrganizationUnitNode[] }>(`${identityApi.organizationUnits}/all`).then((r) => r.items),
    staleTime: 0,
  });
}

export function useAssignableRoles() {
  return useQuery({
    queryKey: identityKeys.roles,
    queryFn: () => http.get<{ items: NamedRole[] }>(`${identityApi.roles}`, { maxResultCount: 1000 }).then((r) => r.items),
    staleTime: 0,
  });
}

export function usePermissionCatalogue() {
  return useQuery({
    queryKey: identityKeys.catalogue,
    queryFn: () => http.get<{ groups: PermissionGroupDef[] }>(identityApi.permissionCatalogue).then((r) => r.groups),
    staleTime: Infinity,
  });
}

/** The unit tree as TreeSelect data (value = id). */
export const toTreeData = (nodes: OrganizationUnitNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.displayName, children: n.children.length ? toTreeData(n.children) : undefined }));

/** id → display name of every unit of a tree. */
export function unitNames(nodes: OrganizationUnitNode[], out = new Map<string, string>()) {
  for (const n of nodes) {
    out.set(n.id, n.displayName);
    unitNames(n.children, out);
  }
  return out;
}

export const loadRoles = (p: LoadParams & Record<string, unknown>) => http.get<PagedResult<RoleDto>>(identityApi.roles, p as never);
export const loadUsers = (p: LoadParams & Record<string, unknown>) => http.get<PagedResult<MemberDto>>(identityApi.users, p as never);
export const loadMembers = (p: LoadParams & Record<string, unknown>) => http.get<PagedResult<MemberDto>>(identityApi.members, p as never);
