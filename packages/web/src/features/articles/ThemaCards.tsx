/** `::thema{kategorie}`: cards of every article of one category, highest weight first. */
import { ARTICLE_INDEX, sortArticleMetas } from '@speiseplaner/content';
import ArticleCardGrid from './ArticleCardGrid';

export default function ThemaCards({ category, exclude }: { category: string; exclude?: string }) {
  const articles = sortArticleMetas(
    ARTICLE_INDEX.filter((article) => article.category === category && article.slug !== exclude),
  );
  if (articles.length === 0) return null;
  return <ArticleCardGrid articles={articles} label={`Artikel zum Thema ${category}`} />;
}
