/** Every table of every module, for drizzle-kit and the typed query builder. */
export * from '../../modules/saas/schema.ts';
export * from '../../modules/identity/schema.ts';
export * from '../../modules/account/schema.ts';
export * from '../../modules/logs/schema.ts';
export * from '../../modules/basic/schema.ts';
export * from '../../modules/cad/schema.ts';
export * from '../files/schema.ts';
export * from '../../modules/nest/schema.ts';
export * from '../../modules/nest/accessory-schema.ts';
export * from '../../modules/web/schema.ts';
export * from '../../modules/warehouse/schema.ts';
export * from '../../modules/settings/schema.ts';
