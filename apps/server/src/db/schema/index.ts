// The schema drizzle sees: one module listing every table, for drizzle-kit and the typed database handle.
export * from './dictionary.ts';
export * from './companies.ts';
export * from './users.ts';
export * from './console.ts';
export * from './showroom.ts';
export * from './content.ts';
export * from './engagement.ts';
export * from './messaging.ts';
export * from './billing.ts';
export * from './product-imports.ts';
