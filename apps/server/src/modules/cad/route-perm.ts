import { CadPermissions } from '@al/contracts';

type CadAction = 'query' | 'get' | 'add' | 'edit' | 'delete' | 'export';

/** A route's permission check under the CAD projects' permission (project, export and report routes). */
export const projectPerm = (action: CadAction) => ({ permission: CadPermissions.projects, action });
/** A route's permission check under the CAD products' permission (product and accessory routes). */
export const productPerm = (action: CadAction) => ({ permission: CadPermissions.products, action });
