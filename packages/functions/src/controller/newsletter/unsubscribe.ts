/**
 * newsletter/unsubscribe (public): the link in every newsletter mail deletes the subscription, address
 * included. A second click finds nothing and answers the same, so an old link never shows an error.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import type { NewsletterSubscription } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { storedData } from '../../lib/stored';
import { tokensMatch } from './subscription';

export const unsubscribeFromNewsletter = defineHandler('newsletter/unsubscribe', {
  handler: async ({ id, token }, { db }) => {
    const ref = db.doc(PATHS.newsletterSubscription(id));
    return db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      const subscription = storedData<NewsletterSubscription>(snap);
      if (!subscription) {
        return { status: 'unsubscribed', message: 'Sie sind vom Newsletter abgemeldet.' };
      }
      if (!tokensMatch(subscription.unsubscribeToken, token)) {
        throw new HttpsError(
          'not-found',
          'Dieser Abmeldelink ist ungültig. Bitte verwenden Sie den Link aus der neuesten Newsletter-E-Mail.',
        );
      }
      tx.delete(ref);
      return {
        status: 'unsubscribed',
        message: `Sie sind vom Newsletter abgemeldet. ${subscription.email} erhält keine weiteren E-Mails von uns.`,
      };
    });
  },
});
