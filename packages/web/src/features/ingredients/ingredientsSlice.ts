/**
 * The ingredient catalogue in the app: every ingredient by slug with its price history, loaded once per
 * session (`ingredients/checkFetch`). Admins edit catalogue prices and add ingredients here; those edits
 * are autosaved (see ingredientsAutosave.ts). A user's own prices and own allergen marks live in the user
 * (`auth.user.prices`, `auth.user.allergens`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  applyPriceChange,
  changeReferenceAmount,
  type Ingredient,
  type UserAllergenChange,
} from '@speiseplaner/shared';
import { answerAction } from '../../platform/transport/answerActions';
import { createLoad, markLoaded, type Load } from '../../platform/loadable';

export type OwnPriceStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** The catalogue's load (`status`, `error`) sits on the state itself. */
export interface IngredientsState extends Load {
  items: Record<string, Ingredient>;
  catalogueVersion?: number;
  ownPrices: OwnPriceStatus;
  ownPricesError?: string;
  /** The own allergen marks' last save (the dialog closes when it is 'saved'). */
  ownAllergens?: OwnPriceStatus;
  ownAllergensError?: string;
}

export const initialState: IngredientsState = { status: 'idle', items: {}, ownPrices: 'idle' };

/** The autosave area of catalogue ingredients (its documents are keyed by slug), for status and conflicts. */
export const INGREDIENTS_AREA = 'ingredients';

/** Backend answers, dispatched as they arrive. */
export const catalogueChecked = answerAction('ingredients/checkFetch');
export const catalogueFetched = answerAction('ingredients/fetchAll');
export const ingredientSaved = answerAction('ingredients/save');
/** The user's own prices or allergen marks saved (app/userAnswers.ts puts the user into auth). */
const userPricesSaved = answerAction('user/prices');
const userAllergensSaved = answerAction('user/allergens');

/** A page needs the catalogue; the saga loads it unless it is loaded or loading. */
export const catalogueLoad = createLoad<IngredientsState>('ingredients/catalogue', (state) => state);
export const {
  needed: ingredientsNeeded,
  loading: ingredientsLoading,
  loadFailed: ingredientsLoadFailed,
} = catalogueLoad;

export interface PriceChangeInput {
  slug: string;
  price: number;
  amount: number;
  /** yyyy-MM-dd from which the price applies. */
  date: string;
}

function replaceAll(state: IngredientsState, ingredients: Ingredient[], version: number) {
  state.items = Object.fromEntries(ingredients.map((i) => [i.slug, i]));
  state.catalogueVersion = version;
  markLoaded(state);
}

const ingredientsSlice = createSlice({
  name: 'ingredients',
  initialState,
  reducers: {
    /** Admin: the shared catalogue price of one ingredient (adds or updates the entry of that day). */
    cataloguePriceChanged(state, action: PayloadAction<PriceChangeInput>) {
      const { slug, price, amount, date } = action.payload;
      const current = state.items[slug];
      if (!current) return;
      state.items[slug] = applyPriceChange(current, { slug, price, amount, fromDate: date });
    },
    /** Admin: a new reference amount; the current price is converted so the comparable price stays. */
    catalogueAmountChanged(state, action: PayloadAction<{ slug: string; amount: number; date: string }>) {
      const { slug, amount, date } = action.payload;
      const current = state.items[slug];
      if (current) state.items[slug] = changeReferenceAmount(current, amount, date);
    },
    /**
     * Admin (Verwaltung): every field of a catalogue ingredient at once, checked by the form. The version
     * stays the one this client last saw, so a save after another admin's is a conflict, never an overwrite.
     */
    catalogueIngredientEdited(state, action: PayloadAction<Ingredient>) {
      const current = state.items[action.payload.slug];
      if (current) state.items[action.payload.slug] = { ...action.payload, version: current.version };
    },
    /** A new ingredient; ignored when the slug exists already (the dialog says so before). */
    ingredientAdded(state, action: PayloadAction<Ingredient>) {
      const ingredient = action.payload;
      if (state.items[ingredient.slug]) return;
      state.items[ingredient.slug] = { ...ingredient, version: 0 };
    },
    /** After a conflict: the stored ingredient replaces ours ('theirs') or lends us its version ('mine'). */
    ingredientStoredLoaded(state, action: PayloadAction<{ stored: Ingredient; choice: 'mine' | 'theirs' }>) {
      const { stored, choice } = action.payload;
      const local = state.items[stored.slug];
      if (choice === 'theirs' || !local) state.items[stored.slug] = stored;
      else local.version = stored.version;
    },
    /** Own price for one ingredient (`price` euro for `amount` units); the saga sends this change. */
    ownPriceSet(state, _action: PayloadAction<{ slug: string; price: number; amount: number }>) {
      state.ownPrices = 'saving';
    },
    ownPriceRemoved(state, _action: PayloadAction<string>) {
      state.ownPrices = 'saving';
    },
    ownPricesFailed(state, action: PayloadAction<string>) {
      state.ownPrices = 'failed';
      state.ownPricesError = action.payload;
    },
    /** The marks of the kitchen's product of one ingredient (or null: the catalogue's); the saga sends it. */
    ownAllergensChanged(state, _action: PayloadAction<UserAllergenChange>) {
      state.ownAllergens = 'saving';
      delete state.ownAllergensError;
    },
    ownAllergensFailed(state, action: PayloadAction<string>) {
      state.ownAllergens = 'failed';
      state.ownAllergensError = action.payload;
    },
    /** The dialog opens afresh: no status of an earlier save. */
    ownAllergensReset(state) {
      delete state.ownAllergens;
      delete state.ownAllergensError;
    },
  },
  extraReducers: (builder) => {
    catalogueLoad
      .addCases(builder)
      .addCase(catalogueChecked, (state, { payload }) => {
        if (payload.ingredients) replaceAll(state, payload.ingredients, payload.catalogueVersion);
        else markLoaded(state);
      })
      .addCase(catalogueFetched, (state, { payload }) =>
        replaceAll(state, payload.ingredients, payload.catalogueVersion),
      )
      .addCase(ingredientSaved, (state, { payload }) => {
        // Only the version: edits made while the write was in flight stay and go out with the next write.
        const local = state.items[payload.ingredient.slug];
        if (local) local.version = payload.ingredient.version;
        else state.items[payload.ingredient.slug] = payload.ingredient;
      })
      .addCase(userPricesSaved, (state) => {
        state.ownPrices = 'saved';
        delete state.ownPricesError;
      })
      .addCase(userAllergensSaved, (state) => {
        state.ownAllergens = 'saved';
        delete state.ownAllergensError;
      });
  },
});

export const {
  cataloguePriceChanged,
  catalogueAmountChanged,
  catalogueIngredientEdited,
  ingredientAdded,
  ingredientStoredLoaded,
  ownPriceSet,
  ownPriceRemoved,
  ownPricesFailed,
  ownAllergensChanged,
  ownAllergensFailed,
  ownAllergensReset,
} = ingredientsSlice.actions;

export default ingredientsSlice.reducer;

type WithIngredients = { ingredients: IngredientsState };

export const selectIngredients = (state: WithIngredients) => state.ingredients;
export const selectIngredientMap = (state: WithIngredients) => state.ingredients.items;
