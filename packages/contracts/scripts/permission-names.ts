import { writeFileSync } from 'node:fs';
import { ALL_PERMISSIONS } from '../src/permissions.ts';

/**
 * The permission constants (`Permissions.AlNest.Orders`), generated from the catalogue that the route
 * table defines (permissions.ts), so that server routes, resource and document definitions and role
 * templates name a permission through a constant the compiler checks. Run after a route's permission
 * changes: npm run gen:permissions -w packages/contracts (test/permission-names.test.ts fails while the
 * file is stale).
 */
export function permissionNamesSource(): string {
  const groups = new Map<string, string[]>();
  for (const name of ALL_PERMISSIONS) {
    const [group, resource] = name.split('.') as [string, string];
    groups.set(group, [...(groups.get(group) ?? []), resource]);
  }
  const body = [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, resources]) => {
      const lines = [...new Set(resources)].sort().map((r) => `    ${r}: '${group}.${r}',`);
      return `  ${group}: {\n${lines.join('\n')}\n  },`;
    })
    .join('\n');
  return `// Generated from the route table's permissions by scripts/permission-names.ts: do not edit.\n// npm run gen:permissions -w packages/contracts\n\n/** Every permission (Group.Resource) of the route table, as constants. */\nexport const Permissions = {\n${body}\n} as const;\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../src/permission-names.ts', import.meta.url), permissionNamesSource());
  console.log('wrote src/permission-names.ts');
}
