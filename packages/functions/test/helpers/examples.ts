/** One valid payload per action (the access matrix and the fuzz test start from these). */
import { ingredient, masterplanWeek, recipe, shoppingList, upcomingWorkshop, week } from './fixtures';

export const FUZZ_WORKSHOP = 'fuzz-workshop-2027-11-22';

const EXAMPLE_VIDEO = {
  id: 'beispiel-video',
  title: 'Ein Beispielvideo',
  topic: 'Planer',
  description: '',
  order: 1,
  published: true,
  youtubeId: 'dQw4w9WgXcQ',
};

const NO_FLAGS = {
  masterplan: false,
  plan: false,
  recipes: false,
  shopping: false,
  ingredients: false,
  usage: false,
  videos: false,
};

export const EXAMPLE_PAYLOADS: Record<string, unknown> = {
  'admin/listKitchens': {},
  'admin/setAccess': {
    uid: 'k-beispiel',
    features: { ...NO_FLAGS, plan: true },
    admin: true,
    version: 0,
  },
  'admin/listAudit': {},
  'admin/kitchenRecipes': { uid: 'kein-nutzer' },
  'admin/shareRecipe': { uid: 'kein-nutzer', slug: 'kein-rezept' },
  'ingredients/fetchAll': {},
  'ingredients/checkFetch': { catalogueVersion: 1 },
  'ingredients/save': { ingredient: ingredient('pastinake') },
  'masterplan/listWeeks': { from: '2026-W01', to: '2026-W52' },
  'masterplan/saveWeek': { week: masterplanWeek('2031-W01') },
  'masterplan/listTemplates': {},
  'newsletter/subscribe': { email: 'fuzz@kita.test' },
  'newsletter/confirm': { id: 'f'.repeat(40), token: 'x'.repeat(32) },
  'newsletter/unsubscribe': { id: 'f'.repeat(40), token: 'x'.repeat(32) },
  'plan/listWeeks': { from: '2026-W01', to: '2026-W52' },
  'plan/saveNewWeek': { week: week('2026-W20') },
  'plan/saveWeek': { week: week('2026-W20', ['linsen-dal'], 1) },
  'plan/stats': {},
  'recipes/fetch': { slug: 'linsen-dal' },
  'recipes/list': {},
  'recipes/save': { recipe: recipe('karottensuppe') },
  'recipes/listImages': {},
  'shoppingLists/list': {},
  'shoppingLists/fetch': { id: 'liste-1' },
  'shoppingLists/save': { shoppingList: shoppingList('liste-1', { version: 1 }) },
  'shoppingLists/new': { shoppingList: shoppingList('liste-2') },
  'user/validate': {},
  'user/updateProfile': {
    version: 0,
    changes: {
      name: 'Kita Pusteblume',
      letterhead: 'Lindenweg 3\n12345 Musterstadt',
      bioControlCode: 'DE-ÖKO-006',
      menuLine: 'vegetarian',
      heads: { kiga: 12, kita: 4 },
    },
  },
  'user/prices': { changes: [{ slug: 'karotte', price: { price: 1.1, amount: 1000 } }] },
  'user/allergens': {
    changes: [{ slug: 'karotte', own: { allergens: ['19'], reason: 'Hofladen: mit Sellerie' } }],
  },
  'videos/list': {},
  'videos/all': {},
  'videos/save': { video: EXAMPLE_VIDEO, version: 0, isNew: true },
  'videos/delete': { id: EXAMPLE_VIDEO.id, version: 0 },
  'workshops/list': {},
  'workshops/apply': {
    workshopSlug: FUZZ_WORKSHOP,
    name: 'Eva Rot',
    institution: 'Kita Mohn',
    email: 'eva@kita.test',
    participants: 1,
  },
  'workshops/save': { workshop: upcomingWorkshop('fuzz-neu-2027-11-30'), version: 0, isNew: true },
  'workshops/cancel': { slug: FUZZ_WORKSHOP },
  'workshops/delete': { slug: FUZZ_WORKSHOP, version: 0 },
  'workshops/registrations': { slug: FUZZ_WORKSHOP },
  'workshops/removeRegistration': { slug: FUZZ_WORKSHOP, id: 'f'.repeat(40) },
};
