/**
 * Pictures of a recipe where the backend lists them (`recipes/listImages`): image names that start with
 * the recipe's slug. They are served as static files under /rezeptbilder/.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useAppSelector } from '../../platform/hooks';

export const RECIPE_IMAGE_BASE = '/rezeptbilder/';

export function imagesOf(images: readonly string[], slug: string): string[] {
  return images.filter((name) => name === slug || name.startsWith(`${slug}.`) || name.startsWith(`${slug}-`));
}

export default function RecipeImages({ slug, name }: { slug: string; name: string }) {
  const images = useAppSelector((state) => state.recipes.images);
  const mine = imagesOf(images, slug);
  if (mine.length === 0) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {mine.map((image, i) => (
        <Box
          key={image}
          component="img"
          src={`${RECIPE_IMAGE_BASE}${encodeURIComponent(image)}`}
          alt={mine.length === 1 ? name : `${name}, Bild ${i + 1}`}
          loading="lazy"
          sx={{ maxWidth: 360, maxHeight: 240, borderRadius: 1, objectFit: 'cover' }}
        />
      ))}
    </Stack>
  );
}
