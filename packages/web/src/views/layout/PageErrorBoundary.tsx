import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { retryFailedDownloads } from '../../routing/retrying-lazy.js';

interface PageErrorBoundaryProps {
  readonly children: ReactNode;
  /** A new value starts a failed screen over (the connection came back): its chunk downloads again. */
  readonly resetKey?: number;
}

/**
 * A screen that throws while rendering, or whose chunk cannot be downloaded (a lost connection, or
 * hashed files replaced by a new release), shows a message and a reload button instead of a white
 * page. The header, the menu and the toasts stay usable; the shell remounts the boundary on every
 * navigation (keyed by path), so another route renders normally, and a failed screen starts over when
 * `resetKey` changes.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  constructor(props: PageErrorBoundaryProps) {
    super(props);
    // A new boundary is a new visit: a screen whose code failed to download tries again.
    retryFailedDownloads();
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      retryFailedDownloads();
      this.setState({ failed: false });
    }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

const PageFailed = () => {
  const { t } = useTranslation();
  return (
    <section className="page-failed" role="alert" aria-labelledby="page-failed-title">
      <h1 id="page-failed-title">{t('layout.pageFailedTitle')}</h1>
      <p>{t('layout.pageFailedText')}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('layout.reload')}
      </button>
    </section>
  );
};
