/**
 * Recipes in the app (docs/domain-shapes.md): the list entries of `recipes/list`, and loaded recipes
 * by slug — 'pending' after selection until the fetch finishes, 'notFound' when it fails. Edits and new
 * recipes are autosaved (see recipesAutosave.ts); placeholder strings are never saved.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  RecipeSchema,
  type PhotoEntry,
  type Recipe,
  type RecipeListEntry,
  type RecipeSlot,
} from '@speiseplaner/shared';
import { answerAction } from '../../platform/transport/answerActions';
import { createLoad, IDLE_LOAD, markLoaded, type Load } from '../../platform/loadable';

export interface RecipesState {
  /** The load of `recipes/list`. */
  list: Load;
  /** List entries in the order the backend sent them (new ones at the end). */
  entries: RecipeListEntry[];
  loaded: Record<string, RecipeSlot>;
  images: string[];
  /** The kitchen's own recipe photos (issue #33), oldest first: the first of a recipe is its cover. */
  photos: PhotoEntry[];
  /** Photos of the shared recipes (added in the Verwaltung). */
  sharedPhotos: PhotoEntry[];
  /** What the kitchen's photos use of the quota. */
  photosUsed: { count: number; bytes: number };
  /** The version of the list the entries came with; sent back so that an unchanged list is not sent again. */
  listVersion?: string;
}

export const initialState: RecipesState = {
  list: IDLE_LOAD,
  entries: [],
  loaded: {},
  images: [],
  photos: [],
  sharedPhotos: [],
  photosUsed: { count: 0, bytes: 0 },
};

export const recipesListed = answerAction('recipes/list');
export const recipeFetched = answerAction('recipes/fetch');
export const recipeSaved = answerAction('recipes/save');
export const imagesListed = answerAction('recipes/listImages');
export const photoAdded = answerAction('recipes/addImage');

/** recipes/addImage's answer for a shared recipe (the Verwaltung): marked `meta: { shared: true }`. */
export function sharedPhotoAnswer(answer: ReturnType<typeof photoAdded>) {
  return { ...answer, meta: { shared: true as const } };
}

function isSharedPhotoAnswer(action: object): boolean {
  return (action as { meta?: { shared?: unknown } }).meta?.shared === true;
}

/** A page needs the list; the saga loads it (and the image names) unless loaded or loading. */
export const listLoad = createLoad<RecipesState>('recipes/list', (state) => state.list);
export const { needed: recipesNeeded } = listLoad;

/** A recipe's list entry: everything but the method. */
export function listEntryOf(recipe: Recipe): RecipeListEntry {
  const { method: _method, ...entry } = recipe;
  return entry;
}

function upsertEntry(state: RecipesState, entry: RecipeListEntry) {
  const i = state.entries.findIndex((e) => e.slug === entry.slug);
  if (i >= 0) state.entries[i] = entry;
  else state.entries.push(entry);
}

const recipesSlice = createSlice({
  name: 'recipes',
  initialState,
  reducers: {
    /** The recipe page opened a slug: pending until fetched, unless it is loaded already. */
    recipeSelected(state, action: PayloadAction<string>) {
      const slot = state.loaded[action.payload];
      if (typeof slot !== 'object') state.loaded[action.payload] = 'pending';
    },
    /**
     * recipes/deleteImage answered: the photo and what it used of the quota are gone; `shared`: a shared
     * recipe's photo (the Verwaltung), which uses no quota.
     */
    photoDeleted(state, action: PayloadAction<{ recipeId: string; imageId: string; shared?: boolean }>) {
      const { recipeId, imageId, shared } = action.payload;
      if (shared) {
        state.sharedPhotos = state.sharedPhotos.filter((p) => p.recipeId !== recipeId || p.id !== imageId);
        return;
      }
      const gone = state.photos.find((p) => p.recipeId === recipeId && p.id === imageId);
      if (gone === undefined) return;
      state.photos = state.photos.filter((p) => p !== gone);
      state.photosUsed = {
        count: Math.max(0, state.photosUsed.count - 1),
        bytes: Math.max(0, state.photosUsed.bytes - gone.bytes),
      };
    },
    recipeNotFound(state, action: PayloadAction<string>) {
      state.loaded[action.payload] = 'notFound';
    },
    /** An edit of a loaded own recipe (placeholders and the Träger's recipes stay untouched). */
    recipeEdited(state, action: PayloadAction<{ slug: string; changes: Partial<Recipe> }>) {
      const slot = state.loaded[action.payload.slug];
      if (typeof slot !== 'object' || slot.organisation !== undefined) return;
      // An edit that breaks the recipe (empty name, too long text) is not taken over: the costs and the
      // backend need a valid recipe. The editor keeps showing what was typed.
      const next = RecipeSchema.safeParse({
        ...slot,
        ...action.payload.changes,
        slug: slot.slug,
        version: slot.version,
      });
      if (!next.success) return;
      state.loaded[slot.slug] = next.data;
      upsertEntry(state, listEntryOf(next.data));
    },
    /** A new recipe; added only when no recipe with that slug exists yet. */
    recipeCreated(state, action: PayloadAction<Recipe>) {
      const recipe = action.payload;
      if (state.entries.some((e) => e.slug === recipe.slug) || typeof state.loaded[recipe.slug] === 'object')
        return;
      state.loaded[recipe.slug] = { ...recipe, version: 0 };
      state.entries.push(listEntryOf({ ...recipe, version: 0 }));
    },
    /** After a conflict: the stored recipe replaces ours ('theirs') or lends us its version ('mine'). */
    recipeStoredLoaded(state, action: PayloadAction<{ stored: Recipe; choice: 'mine' | 'theirs' }>) {
      const { stored, choice } = action.payload;
      const local = state.loaded[stored.slug];
      if (choice === 'theirs' || typeof local !== 'object') state.loaded[stored.slug] = stored;
      else local.version = stored.version;
      const now = state.loaded[stored.slug] as Recipe;
      upsertEntry(state, listEntryOf(now));
    },
  },
  extraReducers: (builder) => {
    listLoad
      .addCases(builder)
      .addCase(recipesListed, (state, { payload }) => {
        // "Unchanged" (upToDate) carries no recipes: the entries shown (the kept ones) stay.
        if (payload.recipes) {
          // Recipes created here but not yet in the answer stay in the list.
          const fresh = new Set(payload.recipes.map((r) => r.slug));
          const localOnly = state.entries.filter(
            (e) => !fresh.has(e.slug) && typeof state.loaded[e.slug] === 'object',
          );
          state.entries = [...payload.recipes, ...localOnly];
          if (payload.listVersion === undefined) delete state.listVersion;
          else state.listVersion = payload.listVersion;
        }
        markLoaded(state.list);
      })
      .addCase(recipeFetched, (state, { payload }) => {
        // A fetch never overwrites a recipe that is loaded (and maybe edited) already.
        if (typeof state.loaded[payload.recipe.slug] !== 'object')
          state.loaded[payload.recipe.slug] = payload.recipe;
      })
      .addCase(recipeSaved, (state, { payload }) => {
        // Only version, owner and author (the server sets an own recipe's author from the kitchen's
        // name): edits made while the write was in flight stay and go out next.
        const local = state.loaded[payload.recipe.slug];
        if (typeof local !== 'object') return;
        local.version = payload.recipe.version;
        if (payload.recipe.owner === undefined) delete local.owner;
        else local.owner = payload.recipe.owner;
        if (payload.recipe.author === undefined) delete local.author;
        else local.author = payload.recipe.author;
        upsertEntry(state, listEntryOf(local));
      })
      .addCase(imagesListed, (state, { payload }) => {
        state.images = payload.images;
        state.photos = payload.photos ?? [];
        state.sharedPhotos = payload.sharedPhotos ?? [];
        state.photosUsed = payload.used ?? { count: 0, bytes: 0 };
      })
      .addCase(photoAdded, (state, action) => {
        const { photo } = action.payload;
        if (isSharedPhotoAnswer(action)) {
          if (!state.sharedPhotos.some((p) => p.recipeId === photo.recipeId && p.id === photo.id))
            state.sharedPhotos.push(photo);
          return;
        }
        if (state.photos.some((p) => p.recipeId === photo.recipeId && p.id === photo.id)) return;
        state.photos.push(photo);
        state.photosUsed = {
          count: state.photosUsed.count + 1,
          bytes: state.photosUsed.bytes + photo.bytes,
        };
      });
  },
});

export const {
  photoDeleted,
  recipeSelected,
  recipeNotFound,
  recipeEdited,
  recipeCreated,
  recipeStoredLoaded,
} = recipesSlice.actions;

export default recipesSlice.reducer;

type WithRecipes = { recipes: RecipesState };

export const selectRecipes = (state: WithRecipes) => state.recipes;
export const selectRecipeEntries = (state: WithRecipes) => state.recipes.entries;
export const selectRecipeSlot = (state: WithRecipes, slug: string): RecipeSlot | undefined =>
  state.recipes.loaded[slug];
