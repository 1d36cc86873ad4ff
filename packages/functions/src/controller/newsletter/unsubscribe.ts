/**
 * newsletter/unsubscribe (public): the link in every newsletter mail deletes the subscription, address
 * included. Every outcome – unknown link, wrong secret, already unsubscribed, unsubscribed now – gets the
 * same answer, so the link does not reveal whether an address reads the newsletter; only the right secret
 * deletes anything. A second click therefore never shows an error either.
 */
import type { NewsletterSubscription } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { storedData } from '../../lib/stored';
import { tokensMatch } from './subscription';

/** The one answer; true for every outcome (it names no address). */
export const UNSUBSCRIBE_ANSWER = {
  status: 'unsubscribed',
  message:
    'Wenn dieser Abmeldelink gültig war, ist Ihre Adresse jetzt vom Newsletter abgemeldet und gelöscht. Falls Sie weiterhin E-Mails erhalten, verwenden Sie bitte den Link aus der neuesten Newsletter-E-Mail.',
} as const;

export const unsubscribeFromNewsletter = defineHandler('newsletter/unsubscribe', {
  handler: async ({ id, token }, { db }) => {
    const ref = db.doc(PATHS.newsletterSubscription(id));
    return db.runTransaction(async (tx) => {
      const subscription = storedData<NewsletterSubscription>(await readDoc(ref, tx));
      if (subscription && tokensMatch(subscription.unsubscribeToken, token)) tx.delete(ref);
      return { ...UNSUBSCRIBE_ANSWER };
    });
  },
});
