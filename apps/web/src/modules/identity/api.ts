import {
  memberEndpoints,
  organizationUnitEndpoints,
  roleEndpoints,
  userEndpoints,
  type BodyIn,
  type OrganizationUnitNode,
  type QueryIn,
} from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, useFreshItems } from '../../lib/endpoint.ts';
import type { LoadParams } from '../../components/TableContainer/index.tsx';
import type { TreeOption } from '../../components/SearchBar/index.tsx';

export const identityKeys = {
  units: ['identity', 'units'] as const,
  roles: ['identity', 'assignable-roles'] as const,
  catalogue: ['identity', 'catalogue'] as const,
};

export const useUnitTree = () => useFreshItems(identityKeys.units, () => callEndpoint(organizationUnitEndpoints.tree));

export const useAssignableRoles = () =>
  useFreshItems(identityKeys.roles, () => callEndpoint(roleEndpoints.list, { query: { maxResultCount: 1000 } }));

export function usePermissionCatalogue() {
  return useQuery({
    queryKey: identityKeys.catalogue,
    queryFn: () => callEndpoint(roleEndpoints.catalogue).then((r) => r.groups),
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

type ListParams = LoadParams & Record<string, unknown>;
export const loadRoles = (p: ListParams) => callEndpoint(roleEndpoints.list, { query: p as QueryIn<typeof roleEndpoints.list> });
export const loadUsers = (p: ListParams) => callEndpoint(userEndpoints.list, { query: p as QueryIn<typeof userEndpoints.list> });
export const loadMembers = (p: ListParams) => callEndpoint(memberEndpoints.list, { query: p as QueryIn<typeof memberEndpoints.list> });

/** The writing calls of the identity pages (contracts in packages/contracts/src/api/identity.ts). */
export const identity = {
  createRole: (body: BodyIn<typeof roleEndpoints.create>) => callEndpoint(roleEndpoints.create, { body }),
  updateRole: (id: string, body: BodyIn<typeof roleEndpoints.update>) => callEndpoint(roleEndpoints.update, { params: { id }, body }),
  deleteRole: (id: string) => callEndpoint(roleEndpoints.remove, { params: { id } }),
  createUser: (body: BodyIn<typeof userEndpoints.create>) => callEndpoint(userEndpoints.create, { body }),
  updateUser: (id: string, body: BodyIn<typeof userEndpoints.update>) => callEndpoint(userEndpoints.update, { params: { id }, body }),
  deleteUser: (id: string) => callEndpoint(userEndpoints.remove, { params: { id } }),
  /** Enable or disable a user (userStatus 4 ↔ 16). */
  setUserEnabled: (id: string, enabled: boolean) => callEndpoint(enabled ? userEndpoints.enable : userEndpoints.disable, { params: { id } }),
  memberCount: () => callEndpoint(memberEndpoints.count),
  invite: (body: BodyIn<typeof memberEndpoints.invite>) => callEndpoint(memberEndpoints.invite, { body }),
  updateMember: (id: string, body: BodyIn<typeof memberEndpoints.update>) => callEndpoint(memberEndpoints.update, { params: { id }, body }),
  deleteMember: (id: string) => callEndpoint(memberEndpoints.remove, { params: { id } }),
  notifyMember: (id: string) => callEndpoint(memberEndpoints.notify, { params: { id } }),
  transferAdmin: (memberId: string) => callEndpoint(memberEndpoints.transferAdmin, { body: { memberId } }),
  createUnit: (body: BodyIn<typeof organizationUnitEndpoints.create>) => callEndpoint(organizationUnitEndpoints.create, { body }),
  updateUnit: (id: string, body: BodyIn<typeof organizationUnitEndpoints.update>) =>
    callEndpoint(organizationUnitEndpoints.update, { params: { id }, body }),
  deleteUnit: (id: string) => callEndpoint(organizationUnitEndpoints.remove, { params: { id } }),
  unitMembers: (id: string, q: LoadParams) =>
    callEndpoint(organizationUnitEndpoints.members, { params: { id }, query: q as QueryIn<typeof organizationUnitEndpoints.members> }),
  addUnitMembers: (id: string, memberIds: string[]) => callEndpoint(organizationUnitEndpoints.addMembers, { params: { id }, body: { memberIds } }),
  removeUnitMember: (id: string, memberId: string) => callEndpoint(organizationUnitEndpoints.removeMember, { params: { id, memberId } }),
};
