/** /newsletter/abmelden?id=…&token=… — the link in every newsletter mail ends the subscription. */
import NewsletterLinkPage from './NewsletterLinkPage';

export default function UnsubscribeNewsletterPage() {
  return <NewsletterLinkPage kind="unsubscribe" />;
}
