/** Everything a page needs around it: the store, the article sources and the theme. */
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ArticleSourcesContext, type ArticleSources } from '../features/articles/articleSources';
import type { AppStore } from './store';
import ThemeRoot from './ThemeRoot';

interface Props {
  store: AppStore;
  sources: ArticleSources;
  children: ReactNode;
}

export default function AppProviders({ store, sources, children }: Props) {
  return (
    <Provider store={store}>
      <ArticleSourcesContext.Provider value={sources}>
        <ThemeRoot>{children}</ThemeRoot>
      </ArticleSourcesContext.Provider>
    </Provider>
  );
}
