import { screen } from '@testing-library/react';
import { ARTICLE_INDEX, type Block } from '@speiseplaner/content';
import { makeTransport } from '../../../test/fakeTransport';
import { fsArticleSources } from '../../../test/fsArticleSources';
import { loggedOut, renderApp } from '../../../test/renderWithProviders';

function imageBlocks(blocks: readonly Block[]): Extract<Block, { kind: 'image' }>[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'image') return [block];
    if (block.kind === 'columns') return block.columns.flatMap((column) => imageBlocks(column.blocks));
    return [];
  });
}

describe('every article of the index', () => {
  it.each(ARTICLE_INDEX.map((article) => [article.slug, article.title]))(
    '%s renders with its title and all its images',
    async (slug, title) => {
      const module = await fsArticleSources.load(slug)!;
      if (!('article' in module)) throw new Error(module.error);
      const images = imageBlocks(module.article.blocks);
      const backend = makeTransport({ 'workshops/list': () => ({ workshops: [] }) });
      await renderApp(`/artikel/${slug}`, { preloadedState: loggedOut, backend });

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      for (const image of images) {
        expect(screen.getByRole('img', { name: image.alt })).toHaveAttribute('src', `/bilder/${image.src}`);
      }
    },
  );
});
