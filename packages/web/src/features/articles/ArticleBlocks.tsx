/** Renders an article's block tree (the AST of @speiseplaner/content's parseArticle). */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Block } from '@speiseplaner/content';
import WorkshopList from '../workshops/WorkshopList';
import ArticleImage from './ArticleImage';
import ArticleInlines from './ArticleInlines';
import ThemaCards from './ThemaCards';
import ArticleVideo from './ArticleVideo';

/** Column width in percent → grid columns of 12 (at least 1). */
export function gridColumns(percent: number): number {
  return Math.min(12, Math.max(1, Math.round((percent / 100) * 12)));
}

interface Props {
  blocks: readonly Block[];
  /** Slug of the article being shown (its own card is left out of Thema lists). */
  slug?: string;
}

export default function ArticleBlocks({ blocks, slug }: Props) {
  return (
    <>
      {blocks.map((block, index) => (
        <ArticleBlock key={index} block={block} slug={slug} />
      ))}
    </>
  );
}

function ArticleBlock({ block, slug }: { block: Block; slug?: string }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Typography variant={block.level === 2 ? 'h2' : 'h3'} sx={{ mt: 4, mb: 1.5 }}>
          <ArticleInlines inlines={block.inlines} />
        </Typography>
      );
    case 'paragraph':
      return (
        <Typography sx={{ mb: 2, lineHeight: 1.7 }}>
          <ArticleInlines inlines={block.inlines} />
        </Typography>
      );
    case 'list':
      return (
        <Box component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3, mb: 2, lineHeight: 1.7 }}>
          {block.items.map((item, index) => (
            <li key={index}>
              <ArticleInlines inlines={item} />
            </li>
          ))}
        </Box>
      );
    case 'quote':
      return (
        <Box
          component="blockquote"
          sx={{
            borderLeft: 4,
            borderColor: 'primary.main',
            m: 0,
            mb: 2,
            pl: 2,
            py: 0.5,
            fontStyle: 'italic',
          }}
        >
          <ArticleInlines inlines={block.inlines} />
        </Box>
      );
    case 'image':
      return <ArticleImage src={block.src} alt={block.alt} width={block.width} height={block.height} />;
    case 'video':
      return <ArticleVideo id={block.id} title={block.title} />;
    case 'thema':
      return <ThemaCards category={block.category} exclude={slug} />;
    case 'workshops':
      return (
        <Box sx={{ my: 2 }}>
          <WorkshopList type={block.type} />
        </Box>
      );
    case 'columns':
      return (
        <Grid container spacing={3} sx={{ mb: 2 }}>
          {block.columns.map((column, index) => (
            <Grid key={index} size={{ xs: 12, md: gridColumns(column.width) }}>
              <ArticleBlocks blocks={column.blocks} slug={slug} />
            </Grid>
          ))}
        </Grid>
      );
  }
}
