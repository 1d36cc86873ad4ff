/** Why this saga exists: the Änderungsprotokoll loads the newest entries on each visit and older ones on request. */
import { all, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { runLoad } from '../../../platform/loadable';
import { auditLoad, olderAuditNeeded, type AdminAuditState } from './adminAuditSlice';

function* loadNewest() {
  yield* runLoad(auditLoad, 'admin/listAudit', {});
}

function* loadOlder() {
  const cursor = (yield select((state: { adminAudit: AdminAuditState }) => state.adminAudit.nextCursor)) as
    string | null;
  if (cursor) yield* runLoad(auditLoad, 'admin/listAudit', { cursor });
}

export function* adminAuditSaga() {
  yield all([takeLatest(auditLoad.needed.type, loadNewest), takeLeading(olderAuditNeeded.type, loadOlder)]);
}
