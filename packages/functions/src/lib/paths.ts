/**
 * Where every document lives (docs/data-model.md). Per-user data sits under `users/{uid}`, so a handler
 * that builds its paths from the caller's uid cannot reach another kitchen's data, whatever ids it is sent.
 */
export const PATHS = {
  user: (uid: string) => `users/${uid}`,
  planWeeks: (uid: string) => `users/${uid}/weeks`,
  planWeek: (uid: string, weekId: string) => `users/${uid}/weeks/${weekId}`,
  ownRecipes: (uid: string) => `users/${uid}/recipes`,
  ownRecipe: (uid: string, slug: string) => `users/${uid}/recipes/${slug}`,
  ownRecipeSummary: (uid: string) => `users/${uid}/meta/recipes`,
  /** The calendar week the kitchen was last counted active in (plan/stats counts each kitchen once a week). */
  activity: (uid: string) => `users/${uid}/meta/activity`,
  shoppingLists: (uid: string) => `users/${uid}/shoppingLists`,
  shoppingList: (uid: string, id: string) => `users/${uid}/shoppingLists/${id}`,
  sharedRecipe: (slug: string) => `recipes/${slug}`,
  sharedRecipeSummary: 'catalogue/recipes',
  ingredientCatalogue: 'catalogue/ingredients',
  /** Price entries older than the catalogue keeps (shared prices/priceHistory.ts), per ingredient. */
  ingredientPriceArchive: (slug: string) => `catalogue/ingredients/priceArchive/${slug}`,
  recipeImages: 'catalogue/recipeImages',
  workshopCatalogue: 'catalogue/workshops',
  /** Every Mediathek video, published or not (one document, at most MAX_VIDEOS entries). */
  videoCatalogue: 'catalogue/videos',
  templateCatalogue: 'catalogue/templates',
  masterplanWeeks: 'masterplan',
  masterplanWeek: (weekId: string) => `masterplan/${weekId}`,
  /** All workshops; listing it also finds deleted workshops that still hold registrations. */
  workshops: 'workshops',
  workshop: (slug: string) => `workshops/${slug}`,
  registrations: (slug: string) => `workshops/${slug}/registrations`,
  registration: (slug: string, id: string) => `workshops/${slug}/registrations/${id}`,
  mail: 'mail',
  /** Newsletter subscriptions by emailIdOf(e-mail); only the backend reads or writes them. */
  newsletterSubscriptions: 'newsletterSubscriptions',
  newsletterSubscription: (id: string) => `newsletterSubscriptions/${id}`,
  /** Legacy single usage counter (no longer written; plan/stats still adds it). */
  usageStats: 'stats/usage',
  /** Usage counter shards (lib/activity.ts), written outside every save's transaction. */
  usageShard: (i: number) => `stats/usage/shards/${i}`,
  /** Rate-limit counters (lib/rateLimit.ts), by a hash of action, scope and caller; removed by TTL. */
  rateLimits: 'rateLimits',
  rateLimit: (id: string) => `rateLimits/${id}`,
  /** Every kitchen's user document (admin/listKitchens pages through them by uid). */
  users: 'users',
  /** One entry per admin change (lib/audit.ts), auto ids; only admin/listAudit reads them. */
  auditLog: 'auditLog',
} as const;

/** Most documents a list query returns: keeps every screen's cost bounded however much data exists. */
export const LIST_LIMIT = 60;
