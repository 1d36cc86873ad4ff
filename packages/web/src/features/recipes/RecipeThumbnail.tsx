/**
 * A recipe's cover photo in a box of fixed size (issue #33): the recipe list, the recipe picker, the day
 * card and the Aushang. The box has its size before the image arrives, so nothing moves when it loads;
 * the image fills it (`object-fit: cover`). Without a photo, or when the image cannot load (offline and
 * not cached, deleted meanwhile, signed out), the box shows a quiet tinted placeholder instead — never the
 * browser's broken-image icon. Photos come from the store (`selectPhotosByRecipe`, recipePhotos.ts);
 * addresses and sizes from shared (`photoUrl`, docs/architecture.md, "Recipe photos").
 *
 * Cheap on purpose, as the recipe list may show 300 rows: two styled elements with fixed styles, the
 * size inline, `loading="lazy"` and `decoding="async"` so that rows off screen load nothing.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { styled } from '@mui/material/styles';
import type { PhotoSize } from '@speiseplaner/shared';
import { useAppSelector } from '../../platform/hooks';
import { photosOfRecipe, selectPhotosByRecipe } from './recipePhotos';

/** Boxes up to this side (CSS px) take the 320 variant alone: even at 2× it is sharp enough. */
const SMALL_BOX = 160;

const Img = styled('img')(({ theme }) => ({
  display: 'block',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
}));

const Placeholder = styled('span')(({ theme }) => ({
  display: 'block',
  flexShrink: 0,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
}));

/** The first of `recipeIds` that has a photo (the Aushang's cover of a day); undefined when none has. */
export function useFirstWithPhoto(recipeIds: readonly string[]): string | undefined {
  const byRecipe = useAppSelector(selectPhotosByRecipe);
  return recipeIds.find((id) => photosOfRecipe(byRecipe, id).length > 0);
}

/** Addresses warmed in this page's life: each is fetched once. */
const warmed = new Set<string>();

/**
 * Fetches the 320 px covers of `recipeIds` once the browser is idle, so that the service worker keeps them
 * (`rezeptfotos`, platform/pwa/photoCache.ts) even for day cards the cook never scrolled to: a lazy image
 * off screen loads nothing, and the tablet in the kitchen should show the whole week offline. Only where a
 * service worker controls the page (else the fetch would only fill the HTTP cache) and while online; a
 * failed fetch is tried again on the next change.
 */
export function useWarmCovers(recipeIds: readonly string[]): void {
  const byRecipe = useAppSelector(selectPhotosByRecipe);
  const key = recipeIds
    .map((id) => photosOfRecipe(byRecipe, id)[0]?.src(320))
    .filter((src) => src !== undefined && !warmed.has(src))
    .join(' ');
  useEffect(() => {
    if (!key || !navigator.onLine || !navigator.serviceWorker?.controller) return;
    const warm = () => {
      for (const src of key.split(' ')) {
        if (warmed.has(src)) continue;
        warmed.add(src);
        fetch(src, { credentials: 'same-origin' })
          .then((answer) => {
            if (!answer.ok) warmed.delete(src);
          })
          .catch(() => warmed.delete(src));
      }
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(warm, { timeout: 10_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(warm, 2_000);
    return () => window.clearTimeout(timer);
  }, [key]);
}

interface Props {
  recipeId: string;
  /** The recipe's name: the image's text alternative. */
  name: string;
  /** The box in CSS px (also the print size's ratio); `height` defaults to `width`. */
  width?: number;
  height?: number;
  /**
   * The name stands right beside the image, in the same link or button: the image adds nothing for a
   * screen reader then, so its text alternative is empty (else every row would read the name twice).
   */
  nameBeside?: boolean;
  /**
   * One variant only (the Aushang prints the 800 one); without, a small box takes 320 and a larger one
   * offers 320 and 800 for the browser to choose.
   */
  variant?: PhotoSize;
  /** 'eager' where the page is printed (a lazy image below the fold may be missing on paper). */
  loading?: 'lazy' | 'eager';
  className?: string;
  /** Style of the box beyond its size (a print size in mm, a margin); wins over width and height. */
  style?: CSSProperties;
}

export default function RecipeThumbnail({
  recipeId,
  name,
  width = 48,
  height = width,
  nameBeside = false,
  variant,
  loading = 'lazy',
  className,
  style,
}: Props) {
  const cover = photosOfRecipe(useAppSelector(selectPhotosByRecipe), recipeId)[0];
  // Small boxes take the 320 variant alone (sharp enough at 2×); larger ones offer 320 and 800.
  const src = cover?.src(variant ?? 320);
  // The address that failed: a new cover (another address) tries again.
  const [failed, setFailed] = useState<string>();
  const box = { width, height, ...style };
  if (!cover || src === undefined || failed === src)
    return <Placeholder aria-hidden className={className} style={box} data-photo-placeholder />;
  const large = variant === undefined && Math.max(width, height) > SMALL_BOX;
  return (
    <Img
      src={src}
      srcSet={large ? `${src} 320w, ${cover.src(800)} 800w` : undefined}
      sizes={large ? `${width}px` : undefined}
      width={width}
      height={height}
      alt={nameBeside ? '' : name}
      loading={loading}
      decoding="async"
      onError={() => setFailed(src)}
      className={className}
      style={box}
    />
  );
}
