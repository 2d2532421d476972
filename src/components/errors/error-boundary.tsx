// Errors while rendering a page: the page content is replaced by the error page (500). If showing
// the error page fails too, a last fallback says so, shows the details and links home.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, localize, routes } from '@/lib/routes';
import { LazyErrorPage } from './lazy-error-page';

interface BoundaryProps {
  children: React.ReactNode;
  fallback: (error: Error) => React.ReactNode;
  /** Changing it (the page path) clears a caught error. */
  resetKey: string;
}

class Boundary extends React.Component<BoundaryProps, { error: Error | null; resetKey: string }> {
  state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; resetKey: string }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    console.error('[page] rendering failed', error, info.componentStack);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export const ErrorFallback = ({ error, language }: { error: Error; language: Language }) => {
  const { t } = useTranslation('common');
  return (
    <section className="error-fallback">
      <h1>{t('errors.fallbackTitle')}</h1>
      <details open>
        <summary>{t('errors.fallbackDetails')}</summary>
        <pre>{error.message}</pre>
      </details>
      <p>
        <a href={localize(language, routes.home())}>{t('errors.backToSite')}</a>
      </p>
    </section>
  );
};

export const PageErrorBoundary = ({
  children,
  language,
  resetKey,
}: {
  children: React.ReactNode;
  language: Language;
  resetKey: string;
}) => (
  <Boundary
    resetKey={resetKey}
    fallback={(pageError) => (
      <Boundary resetKey={resetKey} fallback={(errorPageError) => <ErrorFallback error={errorPageError} language={language} />}>
        <LazyErrorPage statusCode={500} customMessage={undefined} language={language} details={pageError.message} />
      </Boundary>
    )}
  >
    {children}
  </Boundary>
);
