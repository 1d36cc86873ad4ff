/** Everything a page needs around it: the store, the article sources and the theme. */
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  ArticleSourcesContext,
  loadOnce,
  type ArticleSourcesInput,
} from '../features/articles/articleSources';
import type { AppStore } from './store';
import ThemeRoot from './ThemeRoot';

interface Props {
  store: AppStore;
  /** The sources, or a loader the pages call when they first need them (the app's Vite globs). */
  sources: ArticleSourcesInput;
  children: ReactNode;
}

export default function AppProviders({ store, sources, children }: Props) {
  const value = useMemo(() => (typeof sources === 'function' ? loadOnce(sources) : sources), [sources]);
  return (
    <Provider store={store}>
      <ArticleSourcesContext.Provider value={value}>
        <ThemeRoot>{children}</ThemeRoot>
      </ArticleSourcesContext.Provider>
    </Provider>
  );
}
