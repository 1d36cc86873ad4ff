import { screen, within } from '@testing-library/react';
import { ARTICLE_INDEX, sortArticleMetas } from '@speiseplaner/content';
import { articleModule } from '@speiseplaner/content/src/articles/parseArticle';
import type { ArticleSources } from './articleSources';
import { makeTransport } from '../../../test/fakeTransport';
import { loggedOut, renderApp } from '../../../test/renderWithProviders';
import { workshopIn } from '../../../test/workshops';

const FIXTURE = `---
slug: testartikel
category: Planer
title: Ein Artikel zum Prüfen
teaser: Alles, was ein Artikel enthalten kann.
image: a-planer-800x450.svg
weight: 1
---
Ein Absatz mit **fettem** und *kursivem* Text und einem Link zum [Speiseplan](/artikel/speiseplan) sowie nach [außen](https://www.dge.de).

::image{src="a-planer-800x450.svg" alt="Ein Planer auf dem Bildschirm"}

## Zwischenüberschrift

- erster Punkt
- zweiter Punkt

> Ein Zitat.

::::spalten
:::spalte{breite="60"}
Linke Spalte.
:::
:::spalte{breite="40"}
Rechte Spalte.
:::
::::

::thema{kategorie="Nachhaltigkeit"}

::workshops{typ="klima"}
`;

const fixtureSources: ArticleSources = {
  load: (slug) => (slug === 'testartikel' ? Promise.resolve(articleModule(FIXTURE)) : undefined),
  imageUrl: (file) => `/bilder/${file}`,
};

const klima = workshopIn(20, 'klima', 'Klimafreundlich kochen');

async function renderFixture() {
  const backend = makeTransport({ 'workshops/list': () => ({ workshops: [klima] }) });
  const view = await renderApp('/artikel/testartikel', {
    preloadedState: loggedOut,
    backend,
    sources: fixtureSources,
  });
  await screen.findByRole('heading', { level: 1, name: 'Ein Artikel zum Prüfen' });
  return view;
}

describe('article page', () => {
  it('renders headings, paragraphs with emphasis, lists and quotes', async () => {
    await renderFixture();
    const article = screen.getByRole('article');

    expect(
      within(article).getByRole('heading', { level: 2, name: 'Zwischenüberschrift' }),
    ).toBeInTheDocument();
    expect(within(article).getByText('fettem').tagName).toBe('STRONG');
    expect(within(article).getByText('kursivem').tagName).toBe('EM');
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['erster Punkt', 'zweiter Punkt']));
    expect(within(article).getByText('Ein Zitat.').closest('blockquote')).not.toBeNull();
    expect(document.title).toBe('Ein Artikel zum Prüfen – Speiseplaner');
  });

  it('follows internal links in the app and opens external ones in a new tab', async () => {
    const { user, history } = await renderFixture();

    const external = screen.getByRole('link', { name: 'außen' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(screen.getByRole('article')).getByRole('link', { name: 'Speiseplan' }));
    expect(history.location.pathname).toBe('/artikel/speiseplan');
  });

  it('shows images with their size and lazy loading', async () => {
    await renderFixture();
    const image = screen.getByRole('img', { name: 'Ein Planer auf dem Bildschirm' });
    expect(image).toHaveAttribute('src', '/bilder/a-planer-800x450.svg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the columns side by side and the Thema cards of the category', async () => {
    await renderFixture();
    expect(screen.getByText('Linke Spalte.')).toBeInTheDocument();
    expect(screen.getByText('Rechte Spalte.')).toBeInTheDocument();

    const expected = sortArticleMetas(ARTICLE_INDEX.filter((a) => a.category === 'Nachhaltigkeit'));
    // The category's list and the card grid load after the article, as chunks of their own.
    const cards = await screen.findByRole('list', { name: 'Artikel zum Thema Nachhaltigkeit' });
    expect(
      within(cards)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expected.map((a) => `/artikel/${a.slug}`));
    expect(within(cards).getByText(expected[0]!.teaser)).toBeInTheDocument();
  });

  it('leaves the article itself out of the Thema cards of its own category', async () => {
    const backend = makeTransport({ 'workshops/list': () => ({ workshops: [] }) });
    await renderApp('/artikel/saisonal-kochen-winter', { preloadedState: loggedOut, backend });

    const cards = await screen.findByRole('list', { name: 'Artikel zum Thema Nachhaltigkeit' });
    const links = within(cards)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toContain('/artikel/saisonal-kochen-sommer');
    expect(links).not.toContain('/artikel/saisonal-kochen-winter');
  });

  it('embeds the workshop widget of the given type, with registration', async () => {
    await renderFixture();
    expect(await screen.findByRole('link', { name: 'Klimafreundlich kochen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden: Klimafreundlich kochen' })).toBeInTheDocument();
  });

  it('renders a real article file with its title from the index', async () => {
    const meta = ARTICLE_INDEX.find((a) => a.slug === 'speiseplan')!;
    const backend = makeTransport({ 'workshops/list': () => ({ workshops: [] }) });
    await renderApp('/artikel/speiseplan', { preloadedState: loggedOut, backend });

    expect(await screen.findByRole('heading', { level: 1, name: meta.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces an old slug with the new address of its article', async () => {
    const backend = makeTransport({ 'workshops/list': () => ({ workshops: [] }) });
    const { history } = await renderApp('/artikel/uber-den-planer', { preloadedState: loggedOut, backend });

    const meta = ARTICLE_INDEX.find((a) => a.slug === 'ueber-den-planer')!;
    expect(await screen.findByRole('heading', { level: 1, name: meta.title })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/artikel/ueber-den-planer');
    expect(history.action).toBe('REPLACE');
  });
});
