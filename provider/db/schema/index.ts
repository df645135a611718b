/*
 * Every table whose rows belong to a tenant starts with `tenant_id`, and every query filters
 * on it. Unique keys double as the natural keys the seed uses to insert only what is missing.
 */

export * from './tenancy';
export * from './content';
export * from './shoppers';
export * from './accounts';
export * from './catalog';
export * from './cart';
export * from './orders';
export * from './warehouse';
export * from './payments';
export * from './desk';
