import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineEndpoints, pagedOf } from '../endpoint.ts';
import { idParam, pagedQuery } from './common.ts';
import { rowOf } from '../entity/row.ts';
import { defaultRoleColumns, roleColumns } from '../entities/identity.ts';
import { permissionGrants } from './account.ts';
import { defaultRoleInput, defaultRolePermissionInput, defaultRoleResetInput, identityApi, IdentityPermissions } from './identity.ts';

/** A platform default role (template copied into new spaces of its edition types). */
export const defaultRole = rowOf(defaultRoleColumns).extend({ permissions: permissionGrants });
export type DefaultRoleDto = z.infer<typeof defaultRole>;

/** A space's role made from a template (POST init). */
const seededRole = rowOf(roleColumns).extend({ tenantId: z.string() });

const base = identityApi.defaultRoles;
const admin = { platformAdmin: true } as const;

/**
 * Default roles: platform templates (CRUD and permissions by platform administrators) that seed new
 * spaces; a space copies one in (init), restores a role to its template (reset) or refreshes all of
 * its template roles (update). Any signed-in user reads them (to pick one to copy in).
 */
export const defaultRoleEndpoints = defineEndpoints(
  { tag: '默认角色' },
  {
    list: {
      method: 'GET',
      path: base,
      summary: '默认角色列表',
      sortable: ['name', 'sort', 'creationTime'],
      query: pagedQuery.extend({ filter: z.string().max(100, messages.tooLong('filter', 100)).optional() }),
      response: pagedOf(defaultRole),
    },
    get: { method: 'GET', path: `${base}/:id`, summary: '默认角色详情', params: idParam, response: defaultRole },
    create: { method: 'POST', path: base, summary: '新增默认角色', access: admin, body: defaultRoleInput, response: defaultRole },
    update: { method: 'PUT', path: `${base}/:id`, summary: '修改默认角色', access: admin, params: idParam, body: defaultRoleInput, response: defaultRole },
    setPermissions: {
      method: 'PUT',
      path: `${base}/:id/permission`,
      summary: '设置默认角色权限',
      access: admin,
      params: idParam,
      body: defaultRolePermissionInput,
      response: defaultRole,
    },
    remove: { method: 'DELETE', path: `${base}/:id`, summary: '删除默认角色', access: admin, params: idParam },
    init: {
      method: 'POST',
      path: `${base}/init/:id`,
      summary: '从默认角色创建角色',
      access: { permission: IdentityPermissions.roles, action: 'add' },
      space: true,
      params: idParam,
      response: seededRole,
    },
    reset: {
      method: 'PUT',
      path: `${base}/reset`,
      summary: '恢复角色为默认权限',
      access: { permission: IdentityPermissions.roles, action: 'edit' },
      space: true,
      body: defaultRoleResetInput,
      response: z.object({ id: z.string() }),
    },
    refreshAll: {
      method: 'PUT',
      path: `${base}/update`,
      summary: '按默认角色更新全部角色',
      access: { permission: IdentityPermissions.roles, action: 'edit' },
      space: true,
      response: z.object({ updated: z.number().int() }),
    },
  },
);
