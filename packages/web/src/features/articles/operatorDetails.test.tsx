/** The legal pages show the operator details the build was configured with (the article plugin). */
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import type { ArticleModule } from '@speiseplaner/content';
import { ARTICLES, pluginFor } from '../../platform/build/articleModules.testkit';
import { makeTransport } from '../../../test/fakeTransport';
import { fsArticleSources } from '../../../test/fsArticleSources';
import { loggedOut, renderApp } from '../../../test/renderWithProviders';
import type { ArticleSources } from './articleSources';

/** Sources as the built app has them: every article through the plugin. */
function pluginSources(): ArticleSources {
  const load = pluginFor('build');
  return {
    load: (slug) => load(join(ARTICLES, `${slug}.md?article`)) as Promise<ArticleModule>,
    imageUrl: fsArticleSources.imageUrl,
  };
}

test('the Impressum shows the configured operator, not the examples', async () => {
  const backend = makeTransport({ 'workshops/list': () => ({ workshops: [] }) });
  await renderApp('/artikel/impressum', { preloadedState: loggedOut, backend, sources: pluginSources() });

  expect(await screen.findByText(/Bio-Kantine Musterort gGmbH/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'info@bio-kantine.de' })).toHaveAttribute(
    'href',
    'mailto:info@bio-kantine.de',
  );
  expect(screen.getByText('Rechtsform: Körperschaft des öffentlichen Rechts')).toBeInTheDocument();
  expect(screen.getByText('Vertreten durch: Präsidentin Dr. Anna Schmidt')).toBeInTheDocument();
  expect(screen.queryByText(/Beispielangabe/)).not.toBeInTheDocument();
});

test('the accessibility statement names the body for the configured kind of operator', async () => {
  const backend = makeTransport({ 'workshops/list': () => ({ workshops: [] }) });
  await renderApp('/artikel/barrierefreiheit', {
    preloadedState: loggedOut,
    backend,
    sources: pluginSources(),
  });

  // A federal public body: the arbitration body under § 16 BGG, not the Länder's market surveillance.
  expect(await screen.findByText(/ist eine öffentliche Stelle des Bundes/)).toBeInTheDocument();
  expect(screen.getAllByText(/Schlichtungsstelle nach dem Behindertengleichstellungsgesetz/)).toHaveLength(1);
  expect(screen.queryByText(/Marktüberwachungsstelle/)).not.toBeInTheDocument();
});

test('without configured details the articles carry the marked examples', async () => {
  const module = await fsArticleSources.load('impressum')!;
  expect(JSON.stringify(module)).toMatch(/Beispielangabe/);
});
