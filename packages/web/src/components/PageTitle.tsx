/** Sets the browser tab's title for a page ("… – Speiseplaner"). */
import { useEffect } from 'react';

export const SITE_NAME = 'Speiseplaner';

/** The tab's title for a page title; '' is the home page. The build's prerender writes the same. */
export function documentTitle(title: string): string {
  return title ? `${title} – ${SITE_NAME}` : `${SITE_NAME} – Bio-Speiseplanung für Kita und Schule`;
}

export default function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
