/** An article image from packages/content/images, sized from its file name, loaded lazily. */
import Box from '@mui/material/Box';
import { useArticleSources } from './articleSources';

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export default function ArticleImage({ src, alt, width, height }: Props) {
  const url = useArticleSources().imageUrl(src);
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 2, my: 2 }}
    />
  );
}
