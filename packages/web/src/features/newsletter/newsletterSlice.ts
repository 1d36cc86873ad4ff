/**
 * Newsletter with double opt-in: the state of one sign-up (`newsletter/subscribe`) and of the link a
 * visitor opened from a mail (`newsletter/confirm` or `newsletter/unsubscribe`). The backend's German
 * answers are shown as they come.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Command } from '../../platform/command';
import { answerAction } from '../../platform/transport/answerActions';

export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

/** The backend action each kind of link calls. */
export const LINK_ACTION = { confirm: 'newsletter/confirm', unsubscribe: 'newsletter/unsubscribe' } as const;

export interface NewsletterLink {
  kind: NewsletterLinkKind;
  id: string;
  token: string;
}

/** A write's state (platform/command.ts) with the server's German answer. */
interface Outcome extends Command {
  /** The server's German answer. */
  message?: string;
}

export interface NewsletterState {
  subscription: Outcome & { email?: string };
  /** The link being handled; `key` tells which one, so a page never shows another link's outcome. */
  link: Outcome & { key?: string; kind?: NewsletterLinkKind };
}

/** One link's identity: the same link opened twice (React StrictMode mounts twice) is sent once. */
export const linkKey = ({ kind, id, token }: NewsletterLink) => `${kind}:${id}:${token}`;

/** Answer actions of the backend, dispatched as is by the saga. */
export const newsletterSubscribeAnswer = answerAction('newsletter/subscribe');
export const newsletterConfirmAnswer = answerAction('newsletter/confirm');
export const newsletterUnsubscribeAnswer = answerAction('newsletter/unsubscribe');

/** A page opened a link from a mail; the saga decides whether it still has to be sent. */
export const newsletterLinkOpened = createAction<NewsletterLink>('newsletter/linkOpened');

export const initialState: NewsletterState = { subscription: { status: 'idle' }, link: { status: 'idle' } };

const newsletterSlice = createSlice({
  name: 'newsletter',
  initialState,
  reducers: {
    subscribeSubmitted(state, action: PayloadAction<{ email: string }>) {
      state.subscription = { status: 'sending', email: action.payload.email };
    },
    subscribeFailed(state, action: PayloadAction<string>) {
      state.subscription = { ...state.subscription, status: 'failed', error: action.payload };
    },
    /** A fresh form never shows the outcome of an earlier sign-up. */
    subscriptionReset(state) {
      state.subscription = { status: 'idle' };
    },
    linkRequested(state, action: PayloadAction<NewsletterLink>) {
      state.link = { status: 'sending', key: linkKey(action.payload), kind: action.payload.kind };
    },
    linkFailed(state, action: PayloadAction<{ key: string; error: string }>) {
      if (state.link.key !== action.payload.key) return;
      state.link.status = 'failed';
      state.link.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    const linkDone = (kind: NewsletterLinkKind) => (state: NewsletterState, message?: string) => {
      if (state.link.kind !== kind || state.link.status !== 'sending') return;
      state.link.status = 'done';
      state.link.message = message;
    };
    const confirmed = linkDone('confirm');
    const unsubscribed = linkDone('unsubscribe');
    builder
      .addCase(newsletterSubscribeAnswer, (state, action) => {
        state.subscription.status = 'done';
        state.subscription.message = action.payload.message;
        delete state.subscription.error;
      })
      .addCase(newsletterConfirmAnswer, (state, action) => confirmed(state, action.payload.message))
      .addCase(newsletterUnsubscribeAnswer, (state, action) => unsubscribed(state, action.payload.message));
  },
});

export const { subscribeSubmitted, subscribeFailed, subscriptionReset, linkRequested, linkFailed } =
  newsletterSlice.actions;

export default newsletterSlice.reducer;

interface WithNewsletter {
  newsletter: NewsletterState;
}
export const selectSubscription = (state: WithNewsletter) => state.newsletter.subscription;
export const selectNewsletterLink = (state: WithNewsletter) => state.newsletter.link;
