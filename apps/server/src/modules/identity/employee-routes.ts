import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { employeeEndpoints as ep, employeeResource, identityMessages as im, loginProviderLabels, type LoginProvider } from '@al/contracts';
import { audit } from '../../core/audit/audit.ts';
import { hashPassword } from '../../core/auth/passwords.ts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { badRequest, businessError, notFound } from '../../core/http/errors.ts';
import { iso, serve } from '../../core/http/endpoint.ts';
import { registerResource } from '../../core/resource/routes.ts';
import { col } from '../../core/resource/table.ts';
import { findMember, isActiveMember } from './members.ts';
import { serveAccountRoles } from './account-roles.ts';
import { employeeLogins, employees, organizationUnits, users } from './schema.ts';
import { requireTenant } from '../../core/http/space.ts';

/** Columns of the definition-made table, resolved once (a typo fails at start-up). */
const E = { enabled: col(employees, 'enabled'), id: col(employees, 'id'), isDeleted: col(employees, 'isDeleted'), jobNo: col(employees, 'jobNo'), name: col(employees, 'name'), organizationUnitId: col(employees, 'organizationUnitId'), status: col(employees, 'status'), tenantId: col(employees, 'tenantId'), userId: col(employees, 'userId') };

async function findEmployee(tx: Tx, tenantId: string, id: string) {
  const [e] = await tx.select().from(employees).where(and(eq(E.tenantId, tenantId), eq(E.id, id), eq(E.isDeleted, false)));
  if (!e) throw notFound('员工不存在或已删除');
  return e;
}

const allEmployees = (tx: Tx, tenantId: string) =>
  tx
    .select({ id: E.id, name: E.name, jobNo: E.jobNo, organizationUnitId: E.organizationUnitId, userId: E.userId, status: E.status })
    .from(employees)
    .where(and(eq(E.tenantId, tenantId), eq(E.isDeleted, false), eq(E.enabled, true)))
    .orderBy(asc(E.jobNo));

/** Employees: the resource's CRUD plus their terminal logins, account password, roles and unit. */
export function employeeRoutes(app: FastifyInstance, deps: { db: Db }) {
  // Registered before the resource, so this one (only employees in use) takes the framework's /all.
  serve(app, ep.all, async (req) => ({
    items: await req.tx((tx) => allEmployees(tx, req.ctx.tenantId)),
  }));
  registerResource(app, employeeResource, employees, {
    // The linked account must be an active member of this space: an employee cannot borrow a stranger's login.
    prepare: async (tx, ctx, value) => {
      if (!value.userId) return;
      if (!(await isActiveMember(tx, requireTenant(ctx.tenantId), value.userId as string)))
        throw badRequest(im.employeeAccountNotMember, ['userId']);
    },
    extend: (a) => {
      serve(a, ep.forAdmin, async (req) => ({
        items: await inScope(deps.db, { userId: req.ctx.userId, tenantId: req.params.id, factoryId: null }, (tx) => allEmployees(tx, req.params.id)),
      }));

      serveAccountRoles(a, ep, async (tx, tenantId, id) => {
        const e = await findEmployee(tx, tenantId, id);
        return e.userId ? findMember(tx, tenantId, { userId: e.userId }) : null;
      });

      serve(a, ep.units, async (req) => {
        const tenantId = req.ctx.tenantId;
        return req.tx(async (tx) => {
          const e = await findEmployee(tx, tenantId, req.params.id);
          if (!e.organizationUnitId) return { items: [] };
          const items = await tx
            .select({ id: organizationUnits.id, displayName: organizationUnits.displayName, code: organizationUnits.code, parentId: organizationUnits.parentId })
            .from(organizationUnits)
            .where(and(eq(organizationUnits.tenantId, tenantId), eq(organizationUnits.id, e.organizationUnitId), eq(organizationUnits.isDeleted, false)));
          return { items };
        });
      });

      serve(a, ep.logins, async (req) => {
        const tenantId = req.ctx.tenantId;
        return req.tx(async (tx) => {
          await findEmployee(tx, tenantId, req.params.id);
          const rows = await tx.select().from(employeeLogins).where(and(eq(employeeLogins.tenantId, tenantId), eq(employeeLogins.employeeId, req.params.id)));
          // The credential itself stays on the server; the screen shows which methods are bound.
          return {
            items: rows.map((l) => {
              const loginProvider = l.loginProvider as LoginProvider;
              return { loginProvider, providerDisplayName: l.providerDisplayName ?? loginProviderLabels[loginProvider], creationTime: iso(l.creationTime) };
            }),
          };
        });
      });

      serve(a, ep.bindLogin, async (req) => {
        const tenantId = req.ctx.tenantId;
        const { loginProvider, providerKey, providerDisplayName } = req.body;
        return req.tx(async (tx) => {
          await findEmployee(tx, tenantId, req.params.id);
          const [taken] = await tx
            .select()
            .from(employeeLogins)
            .where(and(eq(employeeLogins.tenantId, tenantId), eq(employeeLogins.loginProvider, loginProvider), eq(employeeLogins.providerKey, providerKey)));
          if (taken && taken.employeeId !== req.params.id) throw badRequest(im.loginInUse(loginProviderLabels[loginProvider]), ['providerKey']);
          await tx
            .insert(employeeLogins)
            .values({ tenantId, employeeId: req.params.id, loginProvider, providerKey, providerDisplayName: providerDisplayName ?? null })
            .onConflictDoUpdate({ target: [employeeLogins.tenantId, employeeLogins.employeeId, employeeLogins.loginProvider], set: { providerKey, providerDisplayName: providerDisplayName ?? null } });
          await audit(tx, req.ctx, { module: 'identity', entityType: 'Employee', entityId: req.params.id, action: 'bind-login', after: { loginProvider } });
          return { loginProvider, providerDisplayName: providerDisplayName ?? loginProviderLabels[loginProvider] };
        });
      });

      serve(a, ep.unbindLogin, async (req) => {
        const tenantId = req.ctx.tenantId;
        await req.tx(async (tx) => {
          await findEmployee(tx, tenantId, req.params.id);
          await tx
            .delete(employeeLogins)
            .where(and(eq(employeeLogins.tenantId, tenantId), eq(employeeLogins.employeeId, req.params.id), eq(employeeLogins.loginProvider, req.query.loginProvider)));
          await audit(tx, req.ctx, { module: 'identity', entityType: 'Employee', entityId: req.params.id, action: 'unbind-login', before: { loginProvider: req.query.loginProvider } });
        });
      });

      serve(a, ep.changePassword, async (req) => {
        const tenantId = req.ctx.tenantId;
        const passwordHash = await hashPassword(req.body.newPassword);
        await req.tx(async (tx) => {
          const e = await findEmployee(tx, tenantId, req.params.id);
          if (!e.userId) throw businessError(im.noEmployeeAccount);
          // Only the account of a member of this space may be reset from here.
          await findMember(tx, tenantId, { userId: e.userId });
          await tx.update(users).set({ passwordHash, lastModificationTime: new Date(), lastModifierId: req.ctx.userId }).where(eq(users.id, e.userId));
          await audit(tx, req.ctx, { module: 'identity', entityType: 'Employee', entityId: e.id, action: 'change-password' });
        });
      });
    },
  });
}

