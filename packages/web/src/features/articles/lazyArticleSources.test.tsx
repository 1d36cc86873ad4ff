/**
 * In the app the article sources (article loaders and image URLs) are a chunk of their own: the pages that
 * show articles load them on first use and wait for them; other pages never load them.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ARTICLE_INDEX, FEATURED_ARTICLES } from '@speiseplaner/content';
import { AppProviders, AppRoutes, makeStore } from '../../../test/app';
import { makeTransport } from '../../../test/fakeTransport';
import { fsArticleSources } from '../../../test/fsArticleSources';
import { loggedOut } from '../../../test/renderWithProviders';
import { loadOnce, type ArticleSources } from './articleSources';

/** A sources loader that answers only when the test says so. */
function slowSources() {
  let settle: { resolve: (sources: ArticleSources) => void; reject: (error: Error) => void } | undefined;
  const load = jest.fn(
    () => new Promise<ArticleSources>((resolve, reject) => (settle = { resolve, reject })),
  );
  const arrive = () => act(async () => settle?.resolve(fsArticleSources));
  return { load, arrive };
}

async function renderAt(path: string, sources: () => Promise<ArticleSources>) {
  const backend = makeTransport({ 'workshops/list': () => ({ workshops: [] }) });
  const store = makeStore(loggedOut, { backend });
  const entries = [path];
  render(
    <AppProviders store={store} sources={sources}>
      <MemoryRouter initialEntries={entries}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('lazily loaded article sources', () => {
  it('are not loaded by a page without articles', async () => {
    const { load } = slowSources();
    await renderAt('/newsletter', load);

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('let the home page show its text and article cards at once and add the images when they arrive', async () => {
    const { load, arrive } = slowSources();
    await renderAt('/', load);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Bio-Speisepläne');
    const featured = screen.getByRole('list', { name: 'Empfohlene Artikel' });
    const first = FEATURED_ARTICLES[0]!;
    expect(within(featured).getAllByRole('link')).toHaveLength(FEATURED_ARTICLES.length);
    expect(within(featured).getByRole('heading', { name: first.title })).toBeInTheDocument();
    const imageSources = () =>
      [...featured.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(imageSources()).toEqual([]);

    await arrive();
    await waitFor(() => expect(imageSources()).toContain(`/bilder/${first.image}`));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('let an article page show the article once they have arrived', async () => {
    const { load, arrive } = slowSources();
    const title = ARTICLE_INDEX.find((article) => article.slug === 'speiseplan')!.title;
    await renderAt('/artikel/speiseplan', load);

    expect(screen.queryByRole('heading', { level: 1, name: title })).not.toBeInTheDocument();
    const errors = jest.spyOn(console, 'error');
    try {
      await arrive();
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      // React complains when a page suspended on use() renders without use() once the promise settled.
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('loadOnce', () => {
  it('hands every caller the same load and tries a failed one again', async () => {
    const load = jest
      .fn<Promise<ArticleSources>, []>()
      .mockRejectedValueOnce(new Error('Chunk fehlt'))
      .mockResolvedValue(fsArticleSources);
    const sources = loadOnce(load);

    expect(sources()).toBe(sources());
    await expect(sources()).rejects.toThrow('Chunk fehlt');
    expect(sources.loaded).toBeUndefined();
    await expect(sources()).resolves.toBe(fsArticleSources);
    expect(sources.loaded).toBe(fsArticleSources);
    expect(sources()).toBe(sources());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
