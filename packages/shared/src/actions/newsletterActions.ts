/** newsletter/subscribe, newsletter/confirm, newsletter/unsubscribe: public, double opt-in (callable "controller"). */
import { z } from '../schemas/zod';
import { LinkTokenSchema, NewsletterEmailSchema, SubscriptionIdSchema } from '../schemas/newsletter';
import { action } from './common';

const MessageSchema = z.string().max(500);
const LinkPayloadSchema = z.strictObject({ id: SubscriptionIdSchema, token: LinkTokenSchema });

export const NEWSLETTER_ACTIONS = {
  /**
   * Asks for the newsletter: writes the confirmation mail. The answer is the same whether the address is
   * new, pending or already subscribed, so the form does not reveal who reads the newsletter.
   */
  'newsletter/subscribe': action({
    payload: z.strictObject({ email: NewsletterEmailSchema }),
    answer: z.strictObject({ email: NewsletterEmailSchema, message: MessageSchema }),
    public: true,
  }),
  /** The confirmation link: activates a pending subscription (an active one stays active). */
  'newsletter/confirm': action({
    payload: LinkPayloadSchema,
    answer: z.strictObject({ status: z.literal('active'), message: MessageSchema }),
    public: true,
  }),
  /** The unsubscribe link: deletes the subscription; a second click finds nothing and says the same. */
  'newsletter/unsubscribe': action({
    payload: LinkPayloadSchema,
    answer: z.strictObject({ status: z.literal('unsubscribed'), message: MessageSchema }),
    public: true,
  }),
};
