/** Sets the browser tab's title for a page ("… – Speiseplaner"). */
import { useEffect } from 'react';

export const SITE_NAME = 'Speiseplaner';

export default function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title
      ? `${title} – ${SITE_NAME}`
      : `${SITE_NAME} – Bio-Speiseplanung für Kita und Schule`;
  }, [title]);
  return null;
}
