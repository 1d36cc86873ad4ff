import {
  ArticleMetaSchema,
  DomainError,
  HeadcountsSchema,
  IngredientSchema,
  MasterplanTemplateSchema,
  PlanWeekSchema,
  RecipeSchema,
  ShoppingListSchema,
  UserSchema,
  VideoSchema,
  WorkshopRegistrationSchema,
  WorkshopSchema,
  parseOrThrow,
} from '../../src';

const carrot = {
  slug: 'moehren',
  name: 'Möhren',
  unit: 'g',
  referenceAmount: 100,
  netReferenceAmount: 85,
  referenceAmountInG: 100,
  prices: [{ price: 0.32, fromDate: '2026-01-01', referenceAmount: 100 }],
  foodGroup: 'vegetables',
};

describe('entity schemas: documented defaults', () => {
  it('gives a user empty strings, one Kindergarten head, no prices, no own allergen marks and version 0', () => {
    expect(UserSchema.parse({ id: 'u1' })).toEqual({
      id: 'u1',
      name: '',
      letterhead: '',
      bioControlCode: '',
      noticePhotos: false,
      menuLine: 'mixed',
      nickName: '',
      email: '',
      photoUrl: '',
      heads: { kiga: 1 },
      prices: {},
      allergens: {},
      features: {},
      admin: false,
      // A profile stored before user/updateProfile had no version: it counts as 0 (docs/data-model.md).
      version: 0,
      // No kitchen named; a profile kept from before teams was its kitchen's only person (docs/data-model.md).
      kitchenId: '',
      role: 'lead',
      kitchens: [],
      // No Träger for the kitchen, and the person leads none (docs/data-model.md, "Organisations (Träger)").
      organisation: null,
      organisationPrices: {},
      organisations: [],
    });
  });

  it('gives a recipe portions 1, complexity 0, empty category, kiga factor 1 and twelve months', () => {
    const r = RecipeSchema.parse({ slug: 'linsensuppe', name: 'Linsensuppe' });
    expect(r.portions).toBe(1);
    expect(r.complexity).toBe(0);
    expect(r.category).toBe('');
    expect(r.headPortionFactors).toEqual({ kiga: 1 });
    expect(r.months).toEqual(Array(12).fill(true));
  });

  it('gives a plan week five empty days', () => {
    const w = PlanWeekSchema.parse({ id: '2026-W48' });
    expect(w.days).toEqual([
      { recipes: [] },
      { recipes: [] },
      { recipes: [] },
      { recipes: [] },
      { recipes: [] },
    ]);
    expect(w.average).toBe(0);
  });

  it('does not share default objects between parses', () => {
    const a = UserSchema.parse({ id: 'a' });
    a.heads.kiga = 30;
    expect(UserSchema.parse({ id: 'b' }).heads).toEqual({ kiga: 1 });
  });

  it('treats an ingredient as organic unless told otherwise', () => {
    const i = IngredientSchema.parse(carrot);
    expect(i.isOrganic).toBe(true);
    expect(i.link).toBe('');
    expect(i.components).toEqual({ protein: 0, carbs: 0, fat: 0, fiber: 0, salt: 0 });
  });
});

describe('entity schemas: refusals', () => {
  it('refuses unknown keys, including a prototype-polluting one', () => {
    expect(UserSchema.safeParse({ id: 'u', isRoot: true }).success).toBe(false);
    expect(
      RecipeSchema.safeParse(JSON.parse('{"slug":"a","name":"A","__proto__":{"admin":true}}')).success,
    ).toBe(false);
    expect(
      UserSchema.safeParse({ id: 'u', prices: JSON.parse('{"__proto__":{"price":1,"amount":1}}') }).success,
    ).toBe(false);
  });

  it('refuses names over 120 characters and slugs with capitals', () => {
    expect(RecipeSchema.safeParse({ slug: 'a', name: 'x'.repeat(121) }).success).toBe(false);
    expect(RecipeSchema.safeParse({ slug: 'a', name: 'x'.repeat(120) }).success).toBe(true);
    expect(RecipeSchema.safeParse({ slug: 'Linsen', name: 'L' }).success).toBe(false);
  });

  it('refuses a net reference amount above the reference amount, and negative prices', () => {
    expect(IngredientSchema.safeParse({ ...carrot, netReferenceAmount: 120 }).success).toBe(false);
    expect(
      IngredientSchema.safeParse({
        ...carrot,
        prices: [{ price: -1, fromDate: '2026-01-01', referenceAmount: 100 }],
      }).success,
    ).toBe(false);
  });

  it('refuses weeks with four days, impossible dates and negative heads', () => {
    expect(PlanWeekSchema.safeParse({ id: '2026-W48', days: [{}, {}, {}, {}] }).success).toBe(false);
    expect(PlanWeekSchema.safeParse({ id: '2026-W54' }).success).toBe(false);
    expect(
      ShoppingListSchema.safeParse({ id: 'l1', startDate: '2026-02-30', endDate: '2026-03-01' }).success,
    ).toBe(false);
    expect(
      ShoppingListSchema.safeParse({ id: 'l1', startDate: '2026-03-02', endDate: '2026-03-01' }).success,
    ).toBe(false);
    expect(HeadcountsSchema.safeParse({ kiga: -1 }).success).toBe(false);
    expect(HeadcountsSchema.safeParse({ kiga: 2.5 }).success).toBe(false);
    expect(HeadcountsSchema.safeParse({ baby: 2 }).success).toBe(false);
  });

  it('accepts workshops with the documented durations only', () => {
    const w = {
      slug: 'klima-2026-03-10',
      title: 'Klima',
      date: '2026-03-10T09:00:00+01:00',
      deadline: '2026-02-24',
      duration: 90,
      type: 'klima',
    };
    expect(WorkshopSchema.safeParse(w).success).toBe(true);
    expect(WorkshopSchema.safeParse({ ...w, duration: 75 }).success).toBe(false);
    expect(WorkshopSchema.safeParse({ ...w, type: 'yoga' }).success).toBe(false);
    expect(
      WorkshopRegistrationSchema.safeParse({
        workshopSlug: w.slug,
        name: 'Eva',
        email: 'kein-at',
        institution: 'Kita',
      }).success,
    ).toBe(false);
  });

  it('refuses article slugs with underscores and checks the category', () => {
    const a = { slug: 'klima-und-umweltbewusste-mensa', category: 'Nachhaltigkeit', title: 'Klima' };
    expect(ArticleMetaSchema.parse(a).weight).toBe(0);
    expect(ArticleMetaSchema.safeParse({ ...a, slug: 'klima_und_umweltbewusste_mensa' }).success).toBe(false);
    expect(ArticleMetaSchema.safeParse({ ...a, category: 'Blog' }).success).toBe(false);
    const v = VideoSchema.parse({ id: 'v1', title: 'T', topic: 'Küche', order: 0, published: false });
    expect(v).toEqual({
      id: 'v1',
      title: 'T',
      topic: 'Küche',
      order: 0,
      published: false,
      description: '',
      youtubeId: '',
    });
    expect(VideoSchema.safeParse({ ...v, durationSeconds: 60 }).success).toBe(false);
  });

  it('wants six weeks of five days in a masterplan template', () => {
    const week = { days: Array.from({ length: 5 }, () => ({ recipes: ['linsensuppe'] })) };
    const t = {
      id: 'spring-mixed',
      name: 'Frühling',
      season: 'spring',
      variant: 'mixed',
      weeks: Array(6).fill(week),
    };
    expect(MasterplanTemplateSchema.safeParse(t).success).toBe(true);
    expect(MasterplanTemplateSchema.safeParse({ ...t, weeks: Array(5).fill(week) }).success).toBe(false);
  });
});

describe('parseOrThrow', () => {
  it('throws a DomainError with a German message naming the field', () => {
    try {
      parseOrThrow(RecipeSchema, { slug: 'a', name: 'A', portions: 0 }, 'Rezept');
      throw new Error('not thrown');
    } catch (err) {
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).code).toBe('invalid-data');
      expect((err as DomainError).message).toBe('Ungültige Daten: Rezept (Feld portions).');
    }
  });

  it('returns the same parsed object for the same input object', () => {
    const input = { slug: 'a', name: 'A' };
    expect(parseOrThrow(RecipeSchema, input, 'Rezept')).toBe(parseOrThrow(RecipeSchema, input, 'Rezept'));
  });
});
