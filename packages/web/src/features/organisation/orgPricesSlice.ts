/**
 * The Träger's price list on the Träger page (docs/product.md, "Träger"): the stored list (org/prices:
 * prices, version, when saved), the ingredient catalogue the CSV import checks against and the template
 * lists (ingredients/checkFetch), and the write that replaces the list (org/savePrices; `{}` removes it).
 * The parsed file itself stays in the section until „Übernehmen“ or „Abbrechen“.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Ingredient, OrganisationPrices, UserPrices } from '@speiseplaner/shared';
import { useSelector } from 'react-redux';
import {
  IDLE_COMMAND,
  markDone,
  markFailed,
  markIdle,
  markSending,
  type Command,
} from '../../platform/command';
import { IDLE_LOAD, markLoaded, type Load } from '../../platform/loadable';

export interface OrgPricesState {
  /** The Träger the list is about. */
  organisationId?: string;
  load: Load;
  list?: OrganisationPrices;
  catalogueLoad: Load;
  catalogue: Ingredient[];
  /** The latest save; `removed` when it was „Preisliste entfernen“. */
  save: Command;
  savedCount?: number;
}

export const initialState: OrgPricesState = {
  load: { ...IDLE_LOAD },
  catalogueLoad: { ...IDLE_LOAD },
  catalogue: [],
  save: { ...IDLE_COMMAND },
};

export const orgPricesNeeded = createAction<{ organisationId: string }>('orgPrices/needed');
/** Replaces the Träger's list with `prices` ({} removes it), naming the version the page shows. */
export const orgPricesSubmitted = createAction<{ organisationId: string; prices: UserPrices }>(
  'orgPrices/submitted',
);

const orgPricesSlice = createSlice({
  name: 'orgPrices',
  initialState,
  reducers: {
    loading(state) {
      state.load.status = 'loading';
      delete state.load.error;
    },
    loadFailed(state, action: PayloadAction<{ organisationId: string; message: string }>) {
      if (action.payload.organisationId !== state.organisationId) return;
      state.load = { status: 'failed', error: action.payload.message };
    },
    /** The stored list, from org/prices or the answer of org/savePrices. */
    loaded(state, action: PayloadAction<{ organisationId: string; list: OrganisationPrices }>) {
      if (action.payload.organisationId !== state.organisationId) return;
      state.list = action.payload.list;
      markLoaded(state.load);
    },
    catalogueLoading(state) {
      state.catalogueLoad.status = 'loading';
      delete state.catalogueLoad.error;
    },
    catalogueFailed(state, action: PayloadAction<string>) {
      state.catalogueLoad = { status: 'failed', error: action.payload };
    },
    catalogueLoaded(state, action: PayloadAction<Ingredient[]>) {
      state.catalogue = action.payload;
      markLoaded(state.catalogueLoad);
    },
    saveDone(state, action: PayloadAction<number>) {
      markDone(state.save);
      state.savedCount = action.payload;
    },
    saveFailed(state, action: PayloadAction<string>) {
      markFailed(state.save, action.payload);
    },
    /** The message was read or a new file chosen. */
    saveSeen(state) {
      markIdle(state.save);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(orgPricesNeeded, (state, { payload }) => {
        if (state.organisationId === payload.organisationId) return;
        state.organisationId = payload.organisationId;
        delete state.list;
        state.load = { ...IDLE_LOAD };
        markIdle(state.save);
      })
      .addCase(orgPricesSubmitted, (state) => markSending(state.save));
  },
});

export const {
  loading: orgPricesLoading,
  loadFailed: orgPricesLoadFailed,
  loaded: orgPricesLoaded,
  catalogueLoading: priceCatalogueLoading,
  catalogueFailed: priceCatalogueFailed,
  catalogueLoaded: priceCatalogueLoaded,
  saveDone: orgPricesSaveDone,
  saveFailed: orgPricesSaveFailed,
  saveSeen: orgPricesSaveSeen,
} = orgPricesSlice.actions;

export default orgPricesSlice.reducer;

export interface WithOrgPrices {
  orgPrices: OrgPricesState;
}

export const selectOrgPrices = (state: WithOrgPrices): OrgPricesState => state.orgPrices;

/** The section's state inside its StoreAreasGate (orgSharedAreas.ts). */
export const useOrgPricesSelector = useSelector.withTypes<WithOrgPrices>();
