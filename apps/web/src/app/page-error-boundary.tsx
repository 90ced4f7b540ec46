import { Component, type ReactNode } from 'react';
import { PageErrorView } from './page-error-view';

interface Props {
  children: ReactNode;
  onRetry(): void;
}

/** Catches a page that failed to load or render and shows an error screen with retry instead of a blank page. */
export class PageErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('[page]', error);
  }

  override render() {
    const { error } = this.state;
    if (error) return <PageErrorView error={error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
