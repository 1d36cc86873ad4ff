/** Verwaltung › Änderungsprotokoll: the audit log as admin/listAudit answers it, newest first, page by page. */
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { AuditEntry } from '@speiseplaner/shared';
import { answerAction } from '../../../platform/transport/answerActions';
import { createLoad, markLoaded, type Load } from '../../../platform/loadable';

export interface AdminAuditState {
  load: Load;
  entries: AuditEntry[];
  /** Where the next (older) page starts; null when the log is complete. */
  nextCursor: string | null;
}

export const initialState: AdminAuditState = { load: { status: 'idle' }, entries: [], nextCursor: null };

export const auditLoad = createLoad<AdminAuditState>('adminAudit/list', (state) => state.load);
export const olderAuditNeeded = createAction('adminAudit/olderNeeded');
export const auditAnswered = answerAction('admin/listAudit');

const adminAuditSlice = createSlice({
  name: 'adminAudit',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    auditLoad
      .addCases(builder)
      .addCase(auditLoad.needed, (state) => {
        state.entries = [];
        state.nextCursor = null;
      })
      .addCase(auditAnswered, (state, { payload }) => {
        const known = new Set(state.entries.map((entry) => entry.id));
        state.entries.push(...payload.entries.filter((entry) => !known.has(entry.id)));
        state.nextCursor = payload.complete ? null : payload.nextCursor;
        markLoaded(state.load);
      }),
});

export default adminAuditSlice.reducer;
