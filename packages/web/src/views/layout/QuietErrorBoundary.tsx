import { Component, type ReactNode } from 'react';
import { retryFailedDownloads } from '../../routing/retrying-lazy.js';

interface QuietErrorBoundaryProps {
  readonly children: ReactNode;
  /** Told once when the children failed (their code could not be downloaded, or they threw). */
  readonly onError: (error: unknown) => void;
}

/**
 * For a part of the page that may simply not show (a dialog whose code could not be downloaded):
 * renders nothing once its children failed, tells `onError`, and tries again when it is mounted next.
 */
export class QuietErrorBoundary extends Component<QuietErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  constructor(props: QuietErrorBoundaryProps) {
    super(props);
    retryFailedDownloads();
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
