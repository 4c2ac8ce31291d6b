import type { FastifyInstance } from 'fastify';
import type { Db } from '../../core/db/client.ts';
import { defaultRoleRoutes } from './default-role-routes.ts';
import { employeeRoutes } from './employee-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { organizationUnitRoutes } from './organization-unit-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { roleRoutes } from './role-routes.ts';
import { staffingRoutes } from './staffing-routes.ts';
import { userRoutes } from './user-routes.ts';

/** Identity and organisation (issue 4); factories are registered by factoryRoutes. */
export function identityRoutes(app: FastifyInstance, deps: { db: Db }) {
  roleRoutes(app);
  userRoutes(app);
  memberRoutes(app, deps);
  organizationUnitRoutes(app);
  employeeRoutes(app, deps);
  defaultRoleRoutes(app);
  staffingRoutes(app);
  profileRoutes(app);
}
