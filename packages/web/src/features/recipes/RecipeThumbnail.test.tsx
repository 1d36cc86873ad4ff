import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import type { PhotoEntry } from '@speiseplaner/shared';
import { initialState as recipesInitial } from './recipesSlice';
import { kitchenUser } from '../../../test/users';
import { loggedIn, renderWithProviders } from '../../../test/renderWithProviders';
import RecipeThumbnail from './RecipeThumbnail';

const photo = (recipeId: string, id: string): PhotoEntry => ({
  recipeId,
  id,
  width: 1600,
  height: 1200,
  bytes: 250_000,
  createdAt: '2026-11-29T08:00:00.000Z',
});
const FIRST = 'a'.repeat(32);
const SECOND = 'b'.repeat(32);
const SHARED = 'c'.repeat(32);

function renderThumb(ui: ReactElement, photos: PhotoEntry[] = [], sharedPhotos: PhotoEntry[] = []) {
  return renderWithProviders(ui, {
    preloadedState: { ...loggedIn(kitchenUser), recipes: { ...recipesInitial, photos, sharedPhotos } },
  });
}

test('shows the cover’s 320 px variant in a box of the given size, named by the recipe', () => {
  renderThumb(<RecipeThumbnail recipeId="karottensuppe" name="Karottensuppe" />, [
    photo('karottensuppe', FIRST),
    photo('karottensuppe', SECOND),
  ]);
  const img = screen.getByRole('img', { name: 'Karottensuppe' });
  expect(img).toHaveAttribute(
    'src',
    `/fotos/kitchens/${kitchenUser.kitchenId}/recipes/karottensuppe/${FIRST}-320.webp`,
  );
  expect(img).toHaveAttribute('width', '48');
  expect(img).toHaveAttribute('height', '48');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('decoding', 'async');
  expect(img).not.toHaveAttribute('srcset');
});

test('a shared recipe’s photo comes from the shared folder; a large box offers 320 and 800', () => {
  renderThumb(
    <RecipeThumbnail recipeId="linsen-dal" name="Linsen-Dal" width={240} height={180} loading="eager" />,
    [],
    [photo('linsen-dal', SHARED)],
  );
  const img = screen.getByRole('img', { name: 'Linsen-Dal' });
  const base = `/fotos/shared/recipes/linsen-dal/${SHARED}`;
  expect(img).toHaveAttribute('src', `${base}-320.webp`);
  expect(img).toHaveAttribute('srcset', `${base}-320.webp 320w, ${base}-800.webp 800w`);
  expect(img).toHaveAttribute('sizes', '240px');
  expect(img).toHaveAttribute('width', '240');
  expect(img).toHaveAttribute('height', '180');
  expect(img).toHaveAttribute('loading', 'eager');
});

test('beside the name in the same link the image has an empty text alternative', () => {
  const { container } = renderThumb(
    <RecipeThumbnail recipeId="karottensuppe" name="Karottensuppe" nameBeside />,
    [photo('karottensuppe', FIRST)],
  );
  expect(screen.queryByRole('img', { name: 'Karottensuppe' })).not.toBeInTheDocument();
  expect(container.querySelector('img')).toHaveAttribute('alt', '');
});

test('a recipe without a photo gets a hidden placeholder of the same size', () => {
  const { container } = renderThumb(
    <RecipeThumbnail recipeId="karottensuppe" name="Karottensuppe" width={40} />,
    [photo('anderes-rezept', FIRST)],
  );
  expect(container.querySelector('img')).toBeNull();
  const placeholder = container.querySelector('[data-photo-placeholder]') as HTMLElement;
  expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  expect(placeholder.style.width).toBe('40px');
  expect(placeholder.style.height).toBe('40px');
});

test('an image that fails to load gives way to the placeholder, quietly', () => {
  const errors = jest.spyOn(console, 'error');
  const { container } = renderThumb(<RecipeThumbnail recipeId="karottensuppe" name="Karottensuppe" />, [
    photo('karottensuppe', FIRST),
  ]);
  fireEvent.error(screen.getByRole('img', { name: 'Karottensuppe' }));
  expect(container.querySelector('img')).toBeNull();
  const placeholder = container.querySelector('[data-photo-placeholder]') as HTMLElement;
  expect(placeholder.style.width).toBe('48px');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
