/**
 * newsletter/subscribe (public): stores a pending subscription and writes the confirmation mail. An address
 * that is already subscribed gets a short note instead; repeats within minutes write no mail at all. The
 * answer is always the same, so the form does not tell strangers who reads the newsletter.
 */
import { newsletterLink, newsletterMailedRecently, type NewsletterSubscription } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { emailIdOf } from '../../lib/emailId';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { storedData } from '../../lib/stored';
import { alreadySubscribedMail, confirmationMail } from './mails';
import { appUrl, newLinkToken } from './subscription';

export const subscribeToNewsletter = defineHandler('newsletter/subscribe', {
  handler: async ({ email }, { db }) => {
    const base = appUrl();
    const id = emailIdOf(email);
    const ref = db.doc(PATHS.newsletterSubscription(id));
    await db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      const current = storedData<NewsletterSubscription>(snap);
      const now = new Date();
      if (current && newsletterMailedRecently(current.mailedAt, now)) return;
      const mailRef = db.collection(PATHS.mail).doc();
      if (current?.status === 'active') {
        tx.update(ref, { mailedAt: now.toISOString() });
        tx.create(
          mailRef,
          alreadySubscribedMail(email, newsletterLink(base, 'unsubscribe', id, current.unsubscribeToken)),
        );
        return;
      }
      // A pending subscription keeps its secrets, so an earlier mail's link still works.
      const subscription: NewsletterSubscription = {
        email,
        status: 'pending',
        confirmToken: current?.confirmToken ?? newLinkToken(),
        unsubscribeToken: current?.unsubscribeToken ?? newLinkToken(),
        createdAt: current?.createdAt ?? now.toISOString(),
        mailedAt: now.toISOString(),
      };
      tx.set(ref, subscription);
      tx.create(
        mailRef,
        confirmationMail(email, newsletterLink(base, 'confirm', id, subscription.confirmToken)),
      );
    });
    return {
      email,
      message: `Fast geschafft! Wir haben eine E-Mail an ${email} geschickt. Bitte bestätigen Sie Ihre Anmeldung mit dem Link darin – erst dann erhalten Sie den Newsletter.`,
    };
  },
});
