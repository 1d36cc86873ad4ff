/**
 * The public pages the build prerenders, each with its head (title, description, Open Graph type): the home
 * page, every article of the content index (the legal pages are articles too), the workshops still to come
 * at build time, the Mediathek and the newsletter sign-up.
 */
import { ARTICLE_INDEX, WORKSHOPS } from '@speiseplaner/content';
import { workshopLocation, workshopTypeLabel, workshopWhen } from '@speiseplaner/shared';
import { documentTitle } from '../components/PageTitle';
import type { PageMeta } from './pageHead';

export const HOME_DESCRIPTION =
  'Speiseplaner – Bio-Speisepläne für Kita, Schule und Kantine planen, kalkulieren und drucken.';

export function publicPages(now: number): PageMeta[] {
  return [
    { path: '/', title: documentTitle(''), description: HOME_DESCRIPTION, type: 'website' },
    ...ARTICLE_INDEX.map((article): PageMeta => ({
      path: `/artikel/${article.slug}`,
      title: documentTitle(article.title),
      description: article.teaser,
      type: 'article',
    })),
    ...WORKSHOPS.filter((workshop) => Date.parse(workshop.date) > now).map((workshop): PageMeta => ({
      path: `/workshops/${workshop.slug}`,
      title: documentTitle(workshop.title),
      description: `Workshop „${workshopTypeLabel(workshop.type)}“ am ${workshopWhen(workshop)}, ${workshopLocation(workshop)}.`,
      type: 'website',
    })),
    {
      path: '/mediathek',
      title: documentTitle('Lehrvideos'),
      description: 'Lehrvideos zur Bio-Speiseplanung und zum Speiseplaner für Küchen in Kita und Schule.',
      type: 'website',
    },
    {
      path: '/newsletter',
      title: documentTitle('Newsletter'),
      description: 'Der Newsletter des Speiseplaners: neue Artikel, Rezepte und Workshop-Termine per E-Mail.',
      type: 'website',
    },
  ];
}

/** The file Hosting serves for a path with `cleanUrls`: '/' → index.html, '/artikel/x' → artikel/x.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
