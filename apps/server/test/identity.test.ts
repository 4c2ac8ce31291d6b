import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, demanderResource, IdentityPermissions, identityMessages as im, myNotificationSettingsApi, myProfileApi, shellApi, UserStatus } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { DEMO_PASSWORD } from '../src/modules/demo/seed.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login();
});
afterAll(() => t?.close());

const json = (res: { json(): unknown }) => res.json() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A new account in the demo tenant with one role of the given grants; returns its token and ids. */
async function personWith(userName: string, permissions: { permissionId: string; actionList: string[] }[], dataPermission = 0) {
  const role = json(await t.call({ method: 'POST', url: '/api/identity/roles', token: owner, payload: { name: `角色-${userName}`, permissions, dataPermission } }));
  const user = await t.call({
    method: 'POST',
    url: '/api/identity/users',
    token: owner,
    payload: { userName, name: userName, password: DEMO_PASSWORD, roleIds: [role.id] },
  });
  expect(user.statusCode).toBe(200);
  return { token: await t.login(userName), roleId: role.id as string, member: json(user) };
}

describe('roles', () => {
  it('creates, lists with paging and sorting, updates and deletes a role, each in the operation log', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/identity/roles',
      token: owner,
      payload: { name: '测试角色', permissions: [{ permissionId: 'AlCad.Projects', actionList: ['query', 'add'] }] },
    });
    expect(created.statusCode).toBe(200);
    const role = json(created);
    expect(role.permissions).toEqual([{ permissionId: 'AlCad.Projects', actionList: ['query', 'add'] }]);

    const page = json(await t.call({ method: 'GET', url: '/api/identity/roles?skipCount=0&maxResultCount=2&sorting=name desc', token: owner }));
    expect(page.items).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThan(2);
    const bad = await t.call({ method: 'GET', url: '/api/identity/roles?sorting=nope asc', token: owner });
    expect(bad.statusCode).toBe(400);

    const dup = await t.call({ method: 'POST', url: '/api/identity/roles', token: owner, payload: { name: '测试角色' } });
    expect(dup.statusCode).toBe(400);
    expect(json(dup).error.message).toContain('已存在');
    const unknown = await t.call({ method: 'POST', url: '/api/identity/roles', token: owner, payload: { name: 'x', permissions: [{ permissionId: 'Nope.Nope', actionList: [] }] } });
    expect(unknown.statusCode).toBe(400);

    const updated = await t.call({
      method: 'PUT',
      url: `/api/identity/roles/${role.id}`,
      token: owner,
      payload: { name: '测试角色2', dataPermission: 1, permissions: [{ permissionId: 'AlCad.Projects', actionList: ['query'] }], concurrencyStamp: role.concurrencyStamp },
    });
    expect(updated.statusCode).toBe(200);
    expect(json(updated).dataPermission).toBe(1);
    const stale = await t.call({ method: 'PUT', url: `/api/identity/roles/${role.id}`, token: owner, payload: { name: '测试角色3', concurrencyStamp: role.concurrencyStamp } });
    expect(stale.statusCode).toBe(409);

    expect((await t.call({ method: 'DELETE', url: `/api/identity/roles/${role.id}`, token: owner })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `/api/identity/roles/${role.id}`, token: owner })).statusCode).toBe(404);
    const logs = await t.server.database.db.execute(`select action from audit_logs where entity_type = 'Role' and entity_id = '${role.id}' order by time`);
    const actions = ((logs as { rows?: { action: string }[] }).rows ?? (logs as unknown as { action: string }[])).map((r) => r.action);
    expect(actions).toEqual(['create', 'update', 'delete']);
  });

  it('refuses to delete a role in use or the administrator role, changing nothing', async () => {
    const roles = json(await t.call({ method: 'GET', url: '/api/identity/roles?maxResultCount=100', token: owner })).items as { id: string; name: string; isStatic: boolean }[];
    const admin = roles.find((r) => r.isStatic)!;
    const res = await t.call({ method: 'DELETE', url: `/api/identity/roles/${admin.id}`, token: owner });
    expect(res.statusCode).toBe(403);
    expect(json(res).error.message).toBe(im.staticRole);
    const p = await personWith('inuse1', []);
    const inUse = await t.call({ method: 'DELETE', url: `/api/identity/roles/${p.roleId}`, token: owner });
    expect(inUse.statusCode).toBe(403);
    expect(json(inUse).error.message).toBe(im.roleInUse('角色-inuse1', 1));
    expect((await t.call({ method: 'GET', url: `/api/identity/roles/${p.roleId}`, token: owner })).statusCode).toBe(200);
  });

  it('applies a role change to the granted policy and the server checks at once', async () => {
    const p = await personWith('grant1', [{ permissionId: 'AlBasic.CustomMadeOrderNums', actionList: ['query'] }]);
    const policy = json(await t.call({ method: 'GET', url: accountApi.policy, token: p.token }));
    expect(policy.grantedPolicies).toEqual(['AlBasic.CustomMadeOrderNums']);
    expect((await t.call({ method: 'GET', url: '/api/basic/custom-order-code', token: p.token })).statusCode).toBe(200);
    const add = await t.call({ method: 'POST', url: '/api/basic/custom-order-code', token: p.token, payload: { documentType: 9, prefix: 'AB', datePart: 'yyMMdd', separator: null, serialLength: 4, serialType: 1, startValue: 1, enabled: true } });
    expect(add.statusCode).toBe(403);
    expect(json(add).error.message).toBeTruthy();
    expect((await t.call({ method: 'GET', url: '/api/identity/roles', token: p.token })).statusCode).toBe(403);

    const role = json(await t.call({ method: 'GET', url: `/api/identity/roles/${p.roleId}`, token: owner }));
    await t.call({ method: 'PUT', url: `/api/identity/roles/${p.roleId}`, token: owner, payload: { name: role.name, permissions: [{ permissionId: 'AlBasic.CustomMadeOrderNums', actionList: ['query', 'add'] }] } });
    const again = await t.call({ method: 'POST', url: '/api/basic/custom-order-code', token: p.token, payload: { documentType: 9, prefix: 'AB', datePart: 'yyMMdd', separator: null, serialLength: 4, serialType: 1, startValue: 1, enabled: true } });
    expect(again.statusCode).toBe(200);
  });

  it('limits lists to the caller own rows when every role is "only self"', async () => {
    const grants = [{ permissionId: 'AlBasic.CustomMadeOrderNums', actionList: ['query', 'add'] }];
    const self = await personWith('self1', grants, 1);
    const own = await t.call({ method: 'POST', url: '/api/basic/custom-order-code', token: self.token, payload: { documentType: 12, prefix: 'AB', datePart: 'yyMMdd', separator: null, serialLength: 4, serialType: 1, startValue: 1, enabled: true } });
    expect(own.statusCode).toBe(200);
    const mine = json(await t.call({ method: 'GET', url: '/api/basic/custom-order-code?maxResultCount=100', token: self.token }));
    const all = json(await t.call({ method: 'GET', url: '/api/basic/custom-order-code?maxResultCount=100', token: owner }));
    expect(mine.items.map((r: { documentType: number }) => r.documentType)).toEqual([12]);
    expect(all.totalCount).toBeGreaterThan(mine.totalCount);
  });
});

describe('users and members', () => {
  it('creates a user in the space, edits and removes it; the last administrator cannot be removed', async () => {
    const p = await personWith('user1', []);
    expect(p.member.userStatus).toBe(UserStatus.default);
    const list = json(await t.call({ method: 'GET', url: '/api/identity/users?filter=user1', token: owner }));
    expect(list.items.map((u: { userName: string }) => u.userName)).toEqual(['user1']);
    const edit = await t.call({ method: 'PUT', url: `/api/identity/users/${p.member.userId}`, token: owner, payload: { name: '用户一', roleIds: [] } });
    expect(json(edit).name).toBe('用户一');
    expect(json(edit).roleIds).toEqual([]);
    const off = await t.call({ method: 'PUT', url: `/api/identity/users/${p.member.userId}/disable`, token: owner });
    expect(json(off).userStatus).toBe(UserStatus.disabled);
    expect((await t.call({ method: 'GET', url: '/api/multi-factory/factorys/list', token: p.token })).statusCode).toBe(403);
    expect(json(await t.call({ method: 'PUT', url: `/api/identity/users/${p.member.userId}/enable`, token: owner })).userStatus).toBe(UserStatus.agreed);
    const adminOff = await t.call({ method: 'PUT', url: `/api/identity/users/${t.ids.demoUserId}/disable`, token: owner });
    expect(json(adminOff).error.message).toBe(im.adminMember);
    const badEmail = await t.call({ method: 'PUT', url: `/api/identity/users/${p.member.userId}`, token: owner, payload: { name: 'x', email: 'nope' } });
    expect(badEmail.statusCode).toBe(400);
    const salesman = (name: string) =>
      t.call({ method: 'POST', url: demanderResource.basePath, token: owner, payload: { name, salesmanId: p.member.userId } });
    expect((await salesman('客户user1甲')).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/identity/users/${p.member.userId}`, token: owner })).statusCode).toBe(204);
    // The removed user is no longer let into the space, nor named in its documents' people fields.
    expect((await t.call({ method: 'GET', url: '/api/multi-factory/factorys/list', token: p.token })).statusCode).toBe(403);
    const gone = await salesman('客户user1乙');
    expect(gone.statusCode).toBe(400);
    expect(json(gone).error.message).toBe('业务员不是本企业的在职成员');

    const last = await t.call({ method: 'DELETE', url: `/api/identity/users/${t.ids.demoUserId}`, token: owner });
    expect(last.statusCode).toBe(403);
    expect(json(last).error.message).toBe(im.lastAdmin);
  });

  it('invites a user: status 2 with an invitation notice; accept → 4, refuse → 8, disable → 16', async () => {
    const invitee = await personWith('guest1', []);
    // guest1 is in the demo tenant; invite them into the personal space of demo.
    const invite = await t.call({ method: 'POST', url: '/api/identity/members', token: owner, tenant: t.ids.personalId, payload: { userName: 'guest1' } });
    expect(invite.statusCode).toBe(200);
    const m = json(invite);
    expect(m.userStatus).toBe(UserStatus.inviting);
    const again = await t.call({ method: 'POST', url: '/api/identity/members', token: owner, tenant: t.ids.personalId, payload: { userName: 'guest1' } });
    expect(json(again).error.message).toBe(im.alreadyInvited);
    const nobody = await t.call({ method: 'POST', url: '/api/identity/members', token: owner, tenant: t.ids.personalId, payload: { userName: 'nobody-here' } });
    expect(nobody.statusCode).toBe(400);

    const bell = json(await t.call({ method: 'GET', url: shellApi.messageHeader(invitee.member.userId), token: invitee.token, tenant: null }));
    expect(JSON.stringify(bell)).toContain('邀请您加入');
    // Not yet a member: the space refuses them.
    expect((await t.call({ method: 'GET', url: '/api/multi-factory/factorys/list', token: invitee.token, tenant: t.ids.personalId })).statusCode).toBe(403);

    const refuse = await t.call({ method: 'PUT', url: `/api/identity/members/${m.id}/status`, token: invitee.token, tenant: null, payload: { tenantId: t.ids.personalId, userStatus: UserStatus.refused } });
    expect(json(refuse).userStatus).toBe(UserStatus.refused);
    const reinvite = await t.call({ method: 'POST', url: '/api/identity/members', token: owner, tenant: t.ids.personalId, payload: { userName: 'guest1' } });
    expect(json(reinvite).userStatus).toBe(UserStatus.inviting);
    const accept = await t.call({ method: 'PUT', url: `/api/identity/members/${m.id}/status`, token: invitee.token, tenant: null, payload: { tenantId: t.ids.personalId, userStatus: UserStatus.agreed } });
    expect(json(accept).userStatus).toBe(UserStatus.agreed);
    const spaces = json(await t.call({ method: 'GET', url: `/api/user/account/${invitee.member.userId}/tenants`, token: invitee.token, tenant: null }));
    expect(JSON.stringify(spaces)).toContain(t.ids.personalId);

    const count = json(await t.call({ method: 'GET', url: '/api/identity/members/count', token: owner, tenant: t.ids.personalId }));
    expect(count.totalCount).toBe(2);
    const disable = await t.call({ method: 'PUT', url: `/api/identity/members/${m.id}/status`, token: owner, tenant: t.ids.personalId, payload: { tenantId: t.ids.personalId, userStatus: UserStatus.disabled } });
    expect(json(disable).userStatus).toBe(UserStatus.disabled);
    const listed = json(await t.call({ method: 'GET', url: `/api/identity/members?userStatus=${UserStatus.disabled}`, token: owner, tenant: t.ids.personalId }));
    expect(listed.items.map((x: { id: string }) => x.id)).toEqual([m.id]);
  });

  it('lets holders of the members disable / enable action (not only administrators) disable and re-enable a member', async () => {
    const target = await personWith('target1', []);
    const keeper = await personWith('keeper1', [{ permissionId: IdentityPermissions.members, actionList: ['query', 'disable', 'enable'] }]);
    const reader = await personWith('reader2', [{ permissionId: IdentityPermissions.members, actionList: ['query'] }]);
    const id = target.member.id as string;
    const status = (token: string, userStatus: number) =>
      t.call({ method: 'PUT', url: `/api/identity/members/${id}/status`, token, payload: { tenantId: t.ids.enterpriseId, userStatus } });
    const refused = await status(reader.token, UserStatus.disabled);
    expect(refused.statusCode).toBe(403);
    expect(json(await status(keeper.token, UserStatus.disabled)).userStatus).toBe(UserStatus.disabled);
    expect(json(await status(keeper.token, UserStatus.agreed)).userStatus).toBe(UserStatus.agreed);
  });

  it('transfers the administrator: exactly one administrator afterwards, and the roles per tenant differ', async () => {
    const p = await personWith('heir1', []);
    const invite = json(await t.call({ method: 'POST', url: '/api/identity/members', token: owner, tenant: t.ids.personalId, payload: { userName: 'heir1' } }));
    await t.call({ method: 'PUT', url: `/api/identity/members/${invite.id}/status`, token: p.token, tenant: null, payload: { tenantId: t.ids.personalId, userStatus: UserStatus.agreed } });
    const notAdmin = await t.call({ method: 'POST', url: '/api/identity/members/transfer-admin', token: p.token, tenant: t.ids.personalId, payload: { memberId: invite.id } });
    expect(notAdmin.statusCode).toBe(403);
    const done = await t.call({ method: 'POST', url: '/api/identity/members/transfer-admin', token: owner, tenant: t.ids.personalId, payload: { memberId: invite.id } });
    expect(done.statusCode).toBe(200);
    const all = json(await t.call({ method: 'GET', url: '/api/identity/members?maxResultCount=100', token: p.token, tenant: t.ids.personalId }));
    expect(all.items.filter((x: { isAdmin: boolean }) => x.isAdmin).map((x: { userName: string }) => x.userName)).toEqual(['heir1']);
    // heir1 administers the personal space but is a plain member of the enterprise space.
    expect((await t.call({ method: 'GET', url: '/api/identity/roles', token: p.token, tenant: t.ids.personalId })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/identity/roles', token: p.token })).statusCode).toBe(403);
  });

  it('refuses another tenant: a member of one space cannot read or write another', async () => {
    const p = await personWith('cross1', [{ permissionId: 'AbpIdentity.Roles', actionList: ['query', 'add', 'edit', 'delete'] }]);
    const foreign = await t.call({ method: 'GET', url: '/api/identity/roles', token: p.token, tenant: t.ids.personalId });
    expect(foreign.statusCode).toBe(403);
    const personalRoles = await t.server.database.db.execute(`select id from roles where tenant_id = '${t.ids.personalId}'`);
    const rows = (personalRoles as { rows?: { id: string }[] }).rows ?? (personalRoles as unknown as { id: string }[]);
    for (const r of rows) {
      const res = await t.call({ method: 'DELETE', url: `/api/identity/roles/${r.id}`, token: p.token });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('organisation units', () => {
  it('builds a tree of at most five levels, moves a unit, refuses deleting a unit with children', async () => {
    const add = async (displayName: string, parentId: string | null) => {
      const res = await t.call({ method: 'POST', url: '/api/identity/organization-units', token: owner, payload: { displayName, parentId } });
      return { status: res.statusCode, body: json(res) };
    };
    const l1 = await add('一级', null);
    const l2 = await add('二级', l1.body.id);
    const l3 = await add('三级', l2.body.id);
    const l4 = await add('四级', l3.body.id);
    const l5 = await add('五级', l4.body.id);
    expect(l5.status).toBe(200);
    expect(l5.body.code.split('.')).toHaveLength(5);
    const l6 = await add('六级', l5.body.id);
    expect(l6.status).toBe(400);
    expect(l6.body.error.message).toBe(im.ouTooDeep);

    const other = await add('另一个', null);
    const tooDeep = await t.call({ method: 'PUT', url: `/api/identity/organization-units/${l2.body.id}`, token: owner, payload: { displayName: '二级', parentId: l2.body.id } });
    expect(tooDeep.statusCode).toBe(400);
    const moved = await t.call({ method: 'PUT', url: `/api/identity/organization-units/${l4.body.id}`, token: owner, payload: { displayName: '四级', parentId: other.body.id } });
    expect(moved.statusCode).toBe(200);
    const tree = json(await t.call({ method: 'GET', url: '/api/identity/organization-units/all', token: owner })).items as { id: string; children: { id: string; code: string; children: { code: string }[] }[] }[];
    const node = tree.find((n) => n.id === other.body.id)!;
    expect(node.children[0]!.id).toBe(l4.body.id);
    expect(node.children[0]!.children[0]!.code.startsWith(node.children[0]!.code)).toBe(true);

    const refused = await t.call({ method: 'DELETE', url: `/api/identity/organization-units/${l1.body.id}`, token: owner });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error.message).toBe(im.ouHasChildren);

    const members = json(await t.call({ method: 'GET', url: '/api/identity/members?maxResultCount=5', token: owner })).items as { id: string }[];
    const put = await t.call({ method: 'PUT', url: `/api/identity/organization-units/${l4.body.id}/members`, token: owner, payload: { memberIds: [members[0]!.id] } });
    expect(put.statusCode).toBe(200);
    const paged = json(await t.call({ method: 'GET', url: `/api/identity/organization-units/${l4.body.id}/members?maxResultCount=10`, token: owner }));
    expect(paged.totalCount).toBe(1);
    const under = json(await t.call({ method: 'GET', url: `/api/identity/organization-units/${other.body.id}/members/list`, token: owner }));
    expect(under.items).toHaveLength(1);
    expect((await t.call({ method: 'DELETE', url: `/api/identity/organization-units/${l4.body.id}/members/${members[0]!.id}`, token: owner })).statusCode).toBe(204);
  });
});

describe('employees, factories, default roles and page personnel', () => {
  it('keeps employees with terminal logins unique per tenant', async () => {
    const e = json(await t.call({ method: 'POST', url: '/api/identity/employees', token: owner, payload: { jobNo: 'T100', name: '测试工' } }));
    const f = json(await t.call({ method: 'POST', url: '/api/identity/employees', token: owner, payload: { jobNo: 'T101', name: '测试工二' } }));
    const dup = await t.call({ method: 'POST', url: '/api/identity/employees', token: owner, payload: { jobNo: 'T100', name: 'x' } });
    expect(dup.statusCode).toBe(400);
    // The linked account must be a member of the space.
    const stranger = await t.call({ method: 'POST', url: '/api/identity/employees', token: owner, payload: { jobNo: 'T102', name: '外人', userId: crypto.randomUUID() } });
    expect(stranger.statusCode).toBe(400);
    expect(json(stranger).error.message).toBe(im.employeeAccountNotMember);
    const colleague = await personWith('emp1', []);
    const linked = await t.call({ method: 'POST', url: '/api/identity/employees', token: owner, payload: { jobNo: 'T102', name: '同事', userId: colleague.member.userId } });
    expect(linked.statusCode).toBe(200);
    const bind = await t.call({ method: 'POST', url: `/api/identity/employees/${e.id}/login`, token: owner, payload: { loginProvider: 'integrated_circuit_card', providerKey: 'IC-0001' } });
    expect(bind.statusCode).toBe(200);
    const taken = await t.call({ method: 'POST', url: `/api/identity/employees/${f.id}/login`, token: owner, payload: { loginProvider: 'integrated_circuit_card', providerKey: 'IC-0001' } });
    expect(taken.statusCode).toBe(400);
    const badProvider = await t.call({ method: 'POST', url: `/api/identity/employees/${f.id}/login`, token: owner, payload: { loginProvider: 'iris', providerKey: 'x' } });
    expect(badProvider.statusCode).toBe(400);
    const logins = json(await t.call({ method: 'GET', url: `/api/identity/employees/${e.id}/login`, token: owner }));
    expect(logins.items.map((l: { loginProvider: string }) => l.loginProvider)).toEqual(['integrated_circuit_card']);
    expect((await t.call({ method: 'DELETE', url: `/api/identity/employees/${e.id}/login?loginProvider=integrated_circuit_card`, token: owner })).statusCode).toBe(204);
    const all = json(await t.call({ method: 'GET', url: '/api/identity/employees/all', token: owner }));
    expect(all.items.length).toBeGreaterThanOrEqual(6);
    const pw = await t.call({ method: 'PUT', url: `/api/identity/employees/${e.id}/change-password`, token: owner, payload: { newPassword: 'abc12345' } });
    expect(json(pw).error.message).toBe(im.noEmployeeAccount);
    const forAdmin = await t.call({ method: 'GET', url: `/api/identity/employees/all/for-admin/${t.ids.enterpriseId}`, token: owner });
    expect(forAdmin.statusCode).toBe(403);
    const admin = await t.login('admin');
    const asAdmin = json(await t.call({ method: 'GET', url: `/api/identity/employees/all/for-admin/${t.ids.enterpriseId}`, token: admin, tenant: null }));
    expect(asAdmin.items.length).toBe(all.items.length);
  });

  it('manages factories, their people and nested factories; the last factory stays', async () => {
    const f = json(await t.call({ method: 'POST', url: '/api/multi-factory/factorys', token: owner, payload: { name: '江门三厂', code: 'JM03' } }));
    const p = await personWith('worker1', []);
    const add = await t.call({ method: 'PUT', url: `/api/multi-factory/factorys/${f.id}/users`, token: owner, payload: { userIds: [p.member.userId] } });
    expect(add.statusCode).toBe(200);
    const stranger = await t.call({ method: 'PUT', url: `/api/multi-factory/factorys/${f.id}/users`, token: owner, payload: { userIds: [crypto.randomUUID()] } });
    expect(stranger.statusCode).toBe(400);
    const people = json(await t.call({ method: 'GET', url: `/api/multi-factory/factorys/${f.id}/users`, token: owner }));
    expect(people.items.map((u: { userName: string }) => u.userName)).toEqual(['worker1']);
    const mine = json(await t.call({ method: 'GET', url: '/api/multi-factory/factorys/list', token: p.token }));
    expect(mine.map((x: { name: string }) => x.name)).toEqual(['江门三厂']);

    const [first] = t.ids.factoryIds;
    expect((await t.call({ method: 'PUT', url: `/api/multi-factory/factorys/${first}/factorys`, token: owner, payload: { factoryIds: [f.id] } })).statusCode).toBe(200);
    const kids = json(await t.call({ method: 'GET', url: `/api/multi-factory/factorys/${first}/factorys`, token: owner }));
    expect(kids.items.map((x: { id: string }) => x.id)).toEqual([f.id]);
    const refused = await t.call({ method: 'DELETE', url: `/api/multi-factory/factorys/${first}`, token: owner });
    expect(json(refused).error.message).toBe(im.factoryHasChildren);
    expect((await t.call({ method: 'DELETE', url: `/api/multi-factory/factorys/${f.id}/users/${p.member.userId}`, token: owner })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: `/api/multi-factory/factorys/${f.id}`, token: owner })).statusCode).toBe(204);
  });

  it('seeds a new tenant from the default roles; init, reset and update follow the templates', async () => {
    const admin = await t.login('admin');
    const tpl = await t.call({ method: 'POST', url: '/api/basic/default-role', token: admin, tenant: null, payload: { name: '仓管员', editionTypes: [2], permissions: [{ permissionId: 'AlCad.Projects', actionList: ['query'] }] } });
    expect(tpl.statusCode).toBe(200);
    const byTenant = await t.call({ method: 'POST', url: '/api/basic/default-role', token: owner, payload: { name: '越权' } });
    expect(byTenant.statusCode).toBe(403);

    const p = await personWith('founder1', []);
    const space = await t.call({ method: 'POST', url: shellApi.createTenant, token: p.token, tenant: null, payload: { displayName: '新建个人测试空间', editionType: 2 } });
    expect(space.statusCode).toBe(200);
    const tenantId = json(space).tenantId as string;
    const roles = json(await t.call({ method: 'GET', url: '/api/identity/roles?maxResultCount=100', token: p.token, tenant: tenantId })).items as { id: string; name: string; permissions: unknown[] }[];
    const seeded = roles.find((r) => r.name === '仓管员')!;
    expect(seeded.permissions).toEqual([{ permissionId: 'AlCad.Projects', actionList: ['query'] }]);

    await t.call({ method: 'PUT', url: `/api/identity/roles/${seeded.id}`, token: p.token, tenant: tenantId, payload: { name: '仓管员', permissions: [] } });
    await t.call({ method: 'PUT', url: '/api/basic/default-role/reset', token: p.token, tenant: tenantId, payload: { roleId: seeded.id } });
    const reset = json(await t.call({ method: 'GET', url: `/api/identity/roles/${seeded.id}`, token: p.token, tenant: tenantId }));
    expect(reset.permissions).toHaveLength(1);

    await t.call({ method: 'PUT', url: `/api/basic/default-role/${json(tpl).id}/permission`, token: admin, tenant: null, payload: { permissions: [{ permissionId: 'AlCad.Projects', actionList: ['query', 'get'] }] } });
    const upd = json(await t.call({ method: 'PUT', url: '/api/basic/default-role/update', token: p.token, tenant: tenantId }));
    expect(upd.updated).toBeGreaterThanOrEqual(1);
    const after = json(await t.call({ method: 'GET', url: `/api/identity/roles/${seeded.id}`, token: p.token, tenant: tenantId }));
    expect(after.permissions[0].actionList).toEqual(['query', 'get']);
  });

  it('offers only the configured unit people to a page staff search', async () => {
    const cfg = json(await t.call({ method: 'GET', url: '/api/basic/query-organization-unit/list/by-router-name?routerName=/produce/plan', token: owner }));
    expect(cfg.items).toHaveLength(1);
    // 生产部 holds 李华 directly and 赵强 through 下料车间.
    expect(cfg.items[0].users.map((u: { label: string }) => u.label).sort()).toEqual(['李华', '赵强'].sort());
    const missing = await t.call({ method: 'POST', url: '/api/basic/query-organization-unit', token: owner, payload: { moduleName: '', routerName: '/x' } });
    expect(missing.statusCode).toBe(400);
    const init = json(await t.call({ method: 'POST', url: '/api/basic/query-organization-unit/init', token: owner }));
    expect(init.created).toBe(0);
  });

  it('never reaches another tenant rows: units, employees, factories and members of a foreign space are not found', async () => {
    // A space of its own (the personal space changed administrator above).
    const space = await t.call({ method: 'POST', url: shellApi.createTenant, token: owner, tenant: null, payload: { displayName: '跨空间测试企业有限公司', editionType: 2 } });
    const personal = json(space).tenantId as string;
    const unit = json(await t.call({ method: 'POST', url: '/api/identity/organization-units', token: owner, tenant: personal, payload: { displayName: '个人空间机构' } }));
    const emp = json(await t.call({ method: 'POST', url: '/api/identity/employees', token: owner, tenant: personal, payload: { jobNo: 'P001', name: '个人员工' } }));
    const fac = json(await t.call({ method: 'POST', url: '/api/multi-factory/factorys', token: owner, tenant: personal, payload: { name: '个人工厂', code: 'P01' } }));
    const members = json(await t.call({ method: 'GET', url: '/api/identity/members', token: owner, tenant: personal })).items as { id: string }[];
    // From the enterprise space, the same ids do not exist.
    expect((await t.call({ method: 'PUT', url: `/api/identity/organization-units/${unit.id}`, token: owner, payload: { displayName: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/identity/organization-units/${unit.id}`, token: owner })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/identity/employees/${emp.id}`, token: owner })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/identity/employees/${emp.id}`, token: owner })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/multi-factory/factorys/${fac.id}/users`, token: owner })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/identity/members/${members[0]!.id}`, token: owner })).statusCode).toBe(404);
    // And a user of the enterprise space only cannot name the personal space at all.
    const p = await personWith('outsider1', [{ permissionId: 'AbpOrganizationUnit.OrganizationUnits', actionList: ['query', 'edit', 'delete'] }]);
    expect((await t.call({ method: 'DELETE', url: `/api/identity/organization-units/${unit.id}`, token: p.token, tenant: personal })).statusCode).toBe(403);
  });

  it('offers everyone of the space to an unconfigured staff search, and refuses writes without the action', async () => {
    const all = json(await t.call({ method: 'GET', url: '/api/basic/query-organization-unit/list/by-router-name?routerName=/nowhere&queryUserKey=userId', token: owner }));
    const count = json(await t.call({ method: 'GET', url: '/api/identity/members/count', token: owner }));
    expect(all.items[0].users).toHaveLength(count.totalCount);
    const p = await personWith('reader1', [{ permissionId: 'AbpOrganizationUnit.Staffings', actionList: ['query'] }]);
    expect((await t.call({ method: 'GET', url: '/api/basic/query-organization-unit', token: p.token })).statusCode).toBe(200);
    const refused = await t.call({ method: 'POST', url: '/api/basic/query-organization-unit', token: p.token, payload: { moduleName: 'm', routerName: '/r', queryUserTitle: 't', queryUserKey: 'k', organizationUnitId: crypto.randomUUID() } });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error.code).toBe('Forbidden');
  });
});

describe('new-message notification settings', () => {
  it('keeps the bell switches on the server: a group switched off lists its messages but counts no unread', async () => {
    const me = json(await t.call({ method: 'GET', url: myProfileApi, token: owner }));
    const header = async () => json(await t.call({ method: 'GET', url: shellApi.messageHeader(me.id), token: owner }));
    expect(json(await t.call({ method: 'GET', url: myNotificationSettingsApi, token: owner }))).toEqual({ notices: true, todos: true, news: true });
    const before = await header();
    expect(before.notices.unReadCount).toBeGreaterThan(0); // the demo's invitation from another company

    const bad = await t.call({ method: 'PUT', url: myNotificationSettingsApi, token: owner, payload: { notices: 'no', todos: true, news: true } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.message).toBeTruthy();

    const off = await t.call({ method: 'PUT', url: myNotificationSettingsApi, token: owner, payload: { notices: false, todos: true, news: true } });
    expect(off.statusCode).toBe(200);
    const after = await header();
    expect(after.notices.unReadCount).toBe(0);
    expect(after.notices.items).toHaveLength(before.notices.items.length);
    expect(json(await t.call({ method: 'GET', url: myNotificationSettingsApi, token: owner })).notices).toBe(false);

    await t.call({ method: 'PUT', url: myNotificationSettingsApi, token: owner, payload: { notices: true, todos: true, news: true } });
    expect((await header()).notices.unReadCount).toBe(before.notices.unReadCount);
  });
});
