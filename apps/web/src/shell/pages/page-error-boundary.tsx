import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function PageFailed({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('page.loadFailed')}
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}

/** Keeps a failing page (or a chunk that no longer exists after a deployment) from taking the shell down. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageFailed error={this.state.error} /> : this.props.children;
  }
}
