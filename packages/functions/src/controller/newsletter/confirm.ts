/** newsletter/confirm (public): the confirmation link activates a pending subscription and writes the welcome mail. */
import { HttpsError } from 'firebase-functions/v2/https';
import {
  newsletterConfirmLinkExpired,
  newsletterLink,
  type NewsletterSubscription,
} from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { storedData } from '../../lib/stored';
import { welcomeMail } from './mails';
import { appUrl, tokensMatch } from './subscription';

export const invalidConfirmLink = () =>
  new HttpsError(
    'not-found',
    'Dieser Bestätigungslink ist ungültig. Vielleicht haben Sie den Newsletter inzwischen abbestellt – dann melden Sie sich einfach erneut an.',
  );

export const confirmNewsletter = defineHandler('newsletter/confirm', {
  handler: async ({ id, token }, { db }) => {
    const base = appUrl();
    const ref = db.doc(PATHS.newsletterSubscription(id));
    return db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      const subscription = storedData<NewsletterSubscription>(snap);
      if (!subscription || !tokensMatch(subscription.confirmToken, token)) throw invalidConfirmLink();
      if (subscription.status === 'active') {
        return {
          status: 'active',
          message: `Ihre Anmeldung war bereits bestätigt: ${subscription.email} erhält unseren Newsletter.`,
        };
      }
      const now = new Date();
      if (newsletterConfirmLinkExpired(subscription.mailedAt, now)) {
        throw new HttpsError(
          'failed-precondition',
          'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich erneut an, dann erhalten Sie einen neuen Link.',
        );
      }
      tx.update(ref, { status: 'active', confirmedAt: now.toISOString() });
      tx.create(
        db.collection(PATHS.mail).doc(),
        welcomeMail(
          subscription.email,
          newsletterLink(base, 'unsubscribe', id, subscription.unsubscribeToken),
        ),
      );
      return {
        status: 'active',
        message: `Vielen Dank! Ihre Anmeldung ist bestätigt: ${subscription.email} erhält ab der nächsten Ausgabe unseren Newsletter.`,
      };
    });
  },
});
