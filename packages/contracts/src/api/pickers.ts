import { z } from 'zod';
import { pagedOf } from '../endpoint.ts';

/**
 * The document forms' pickers (`…/pick/<what>/all`): rows of the caller's factory a form may name,
 * answered as `{ items, totalCount }`.
 */
export const pickedProject = z.object({ id: z.string(), name: z.string(), code: z.string(), demanderId: z.string().nullable() });
/** A batch, labelled with its project (batches of different projects share numbers). */
export const pickedBatch = z.object({ id: z.string(), projectId: z.string(), batchNo: z.string(), label: z.string() });
/** A row named by its name alone (suppliers, processes). */
export const pickedName = z.object({ id: z.string(), name: z.string() });
/** A document a form may name, by its number (the picker's other columns pass as they are). */
export const pickedDocument = z.looseObject({ id: z.string(), docNo: z.string() });
/** A row shown by a label the picker composes (the picker's other columns pass as they are). */
export const pickedLabelled = z.looseObject({ id: z.string(), label: z.string() });

/** The endpoint of one picker: GET `${path}/all`. */
export const pickEndpoint = <T extends z.ZodType>(path: string, summary: string, item: T) => ({
  method: 'GET' as const,
  path: `${path}/all`,
  summary,
  response: pagedOf(item),
});
