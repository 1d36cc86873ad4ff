/**
 * Catches what a page throws while rendering, or a page chunk that cannot be loaded (e.g. offline or after
 * a new release), and shows the German error page inside the frame, so the navigation stays usable. The
 * frame gives it the path as key: another page starts without the old error.
 */
import { Component, type ReactNode } from 'react';
import RouteErrorPage from './RouteErrorPage';

interface Props {
  children: ReactNode;
}

export default class PageErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
