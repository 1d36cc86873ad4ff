/**
 * Where every document lives (docs/data-model.md, "Kitchens and people"). A kitchen's data sits under
 * `kitchens/{kitchenId}`, and handlers build those paths only from the kitchen the router checked the
 * caller's membership of (`kitchenOf(ctx)`, lib/action.ts), so whatever ids a payload names, they cannot
 * reach another kitchen's data. The person is `users/{uid}`.
 */
export const PATHS = {
  /** The person: name, e-mail, admin role, the kitchens they belong to (PersonDoc). */
  person: (uid: string) => `users/${uid}`,
  /** The kitchen: settings, flags and members (KitchenDoc). */
  kitchen: (kitchenId: string) => `kitchens/${kitchenId}`,
  /** Every kitchen (admin/listKitchens pages through them by id). */
  kitchens: 'kitchens',
  /** A Träger: name, Leitungen and kitchens (OrganisationDoc); docs/data-model.md, "Organisations (Träger)". */
  organisation: (organisationId: string) => `organisations/${organisationId}`,
  /** Every Träger (org/create takes a new random id here). */
  organisations: 'organisations',
  /**
   * A Träger's price list (OrganisationPricesDoc); its member kitchens keep a copy as `organisationPrices`
   * (org/savePrices writes both in one transaction).
   */
  organisationPrices: (organisationId: string) => `organisations/${organisationId}/meta/prices`,
  /** A Träger's pending kitchen invitations, by the first 40 hex digits of the SHA-256 of the link's token. */
  organisationInvitations: (organisationId: string) => `organisations/${organisationId}/invitations`,
  organisationInvitation: (organisationId: string, id: string) =>
    `organisations/${organisationId}/invitations/${id}`,
  /**
   * A Träger's recipes (a `Recipe` with `organisation`, plus `source`); withdrawn ones stay, so weeks that
   * name them keep working. Its list (listed ones only) and every slug's source: `meta/recipes`.
   */
  organisationRecipe: (organisationId: string, slug: string) =>
    `organisations/${organisationId}/recipes/${slug}`,
  organisationRecipeSummary: (organisationId: string) => `organisations/${organisationId}/meta/recipes`,
  planWeeks: (kitchenId: string) => `kitchens/${kitchenId}/weeks`,
  planWeek: (kitchenId: string, weekId: string) => `kitchens/${kitchenId}/weeks/${weekId}`,
  ownRecipes: (kitchenId: string) => `kitchens/${kitchenId}/recipes`,
  ownRecipe: (kitchenId: string, slug: string) => `kitchens/${kitchenId}/recipes/${slug}`,
  ownRecipeSummary: (kitchenId: string) => `kitchens/${kitchenId}/meta/recipes`,
  /** The calendar week the kitchen was last counted active in (plan/stats counts each kitchen once a week). */
  activity: (kitchenId: string) => `kitchens/${kitchenId}/meta/activity`,
  shoppingLists: (kitchenId: string) => `kitchens/${kitchenId}/shoppingLists`,
  shoppingList: (kitchenId: string, id: string) => `kitchens/${kitchenId}/shoppingLists/${id}`,
  /** Pending invitations of a kitchen, by the first 40 hex digits of the SHA-256 of the link's token. */
  invitations: (kitchenId: string) => `kitchens/${kitchenId}/invitations`,
  invitation: (kitchenId: string, id: string) => `kitchens/${kitchenId}/invitations/${id}`,
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
  /** Every person's document. */
  users: 'users',
  /** One entry per admin change (lib/audit.ts), auto ids; only admin/listAudit reads them. */
  auditLog: 'auditLog',
  /** A Träger's summaries of one month (`YYYY-MM`), per kitchen (lib/organisationSummary.ts). */
  organisationMonth: (organisationId: string, month: string) =>
    `organisations/${organisationId}/months/${month}`,
} as const;

/** Most documents a list query returns: keeps every screen's cost bounded however much data exists. */
export const LIST_LIMIT = 60;
