import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A screen that throws while rendering, or whose chunk cannot be downloaded (a lost connection, or
 * hashed files replaced by a new release), shows a message and a reload button instead of a white
 * page. The header, the menu and the toasts stay usable; the shell remounts the boundary on every
 * navigation (keyed by path), so another route renders normally.
 */
export class PageErrorBoundary extends Component<{ readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
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
