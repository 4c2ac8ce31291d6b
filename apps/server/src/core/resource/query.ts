import { z } from 'zod';
import { messages, pagedQuery, type AnyResourceDef, type FieldDef } from '@al/contracts';

/**
 * The query of a list: paging and sorting, the free-text filter, a date range, and one filter per
 * field marked `search` (plus `alsoKeys`, such as a tree's parent) typed as the field is.
 */
export function searchQuerySchema(fields: Record<string, FieldDef>, alsoKeys: readonly (string | undefined)[] = []) {
  const shape: Record<string, z.ZodType> = {
    filter: z.string().max(200, messages.tooLong('filter', 200)).optional(),
    beginTime: z.iso.date('beginTime日期格式应为YYYY-MM-DD').optional(),
    endTime: z.iso.date('endTime日期格式应为YYYY-MM-DD').optional(),
  };
  for (const [key, f] of Object.entries<FieldDef>(fields)) {
    if (!f.search && !alsoKeys.includes(key)) continue;
    if (f.kind === 'int' || f.kind === 'decimal') shape[key] = z.coerce.number({ error: `${f.label}必须是数字` }).optional();
    else if (f.kind === 'bool') shape[key] = z.enum(['true', 'false'], { error: `${f.label}的取值不正确` }).optional();
    else if (f.kind === 'uuid') shape[key] = z.uuid(`${f.label}${messages.invalidId}`).optional();
    else shape[key] = z.string().max(200, messages.tooLong(f.label, 200)).optional();
  }
  return pagedQuery.extend(shape);
}

/** The list query of a resource: its search fields and its parent fields. */
export const listQuerySchema = (def: AnyResourceDef) => searchQuerySchema(def.fields, [def.parentField, def.tree?.parentField]);
