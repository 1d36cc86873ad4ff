/** /newsletter/bestaetigen?id=…&token=… — the link in the confirmation mail activates the subscription. */
import NewsletterLinkPage from './NewsletterLinkPage';

export default function ConfirmNewsletterPage() {
  return <NewsletterLinkPage kind="confirm" />;
}
