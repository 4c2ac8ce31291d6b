/** The shared column builders are declared with the entities in contracts (entity/columns.ts). */
export { auditColumns, creationTimeColumn, idColumn, tenantIdColumn } from '@al/contracts';

/** What a soft delete sets in the audited envelope: the row stays (references to it hold), marked gone. */
export const softDeleted = (deleterId: string | null) => ({ isDeleted: true, deletionTime: new Date(), deleterId });
