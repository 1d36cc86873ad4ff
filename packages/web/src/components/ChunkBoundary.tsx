/**
 * Catches a lazily loaded part of the frame whose chunk did not arrive (offline, or an old tab after a new
 * release). The frame sits outside the page's error boundary, so without this a failed tooltip or account
 * menu would unmount the whole app and leave a blank page; the part shows its `fallback` instead.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

export default class ChunkBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
