/**
 * Why this saga exists: newsletter sign-ups and the links from its mails go to the public `controller`
 * callable; answers are dispatched as is, failures become the German message. A link is sent once even
 * when its page mounts twice (React StrictMode), because a second confirmation would only repeat itself.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { callAction } from '../../platform/transport/1-callAction';
import { messageOf } from '../../platform/errorMessage';
import {
  LINK_ACTION,
  linkFailed,
  linkKey,
  linkRequested,
  newsletterLinkOpened,
  selectNewsletterLink,
  subscribeFailed,
  subscribeSubmitted,
  type NewsletterLink,
  type NewsletterState,
} from './newsletterSlice';

function* subscribe(action: PayloadAction<{ email: string }>) {
  try {
    yield put(yield* callAction('newsletter/subscribe', { email: action.payload.email }));
  } catch (error) {
    yield put(subscribeFailed(messageOf(error)));
  }
}

function* openLink(action: PayloadAction<NewsletterLink>) {
  const link = action.payload;
  const key = linkKey(link);
  const current: NewsletterState['link'] = yield select(selectNewsletterLink);
  // Already sent or answered: show that outcome; only a failed attempt is tried again.
  if (current.key === key && current.status !== 'failed') return;
  yield put(linkRequested(link));
  try {
    yield put(yield* callAction(LINK_ACTION[link.kind], { id: link.id, token: link.token }));
  } catch (error) {
    yield put(linkFailed({ key, error: messageOf(error) }));
  }
}

export function* newsletterSaga() {
  yield takeLeading(subscribeSubmitted.type, subscribe);
  yield takeEvery(newsletterLinkOpened.type, openLink);
}
