/** Every entity schema and its inferred type. */
export * from './common';
export * from './validate';
export * from './ingredient';
export * from './recipe';
export * from './plan';
export * from './shoppingList';
export * from './user';
export * from './kitchen';
export * from './tenantDocs';
export * from './organisation';
export * from './institution';
export * from './menuLine';
export * from './profile';
export * from './workshop';
export * from './article';
export * from './video';
export * from './newsletter';
