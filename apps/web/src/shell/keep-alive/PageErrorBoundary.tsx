import { Button, Result } from 'antd';
import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../../app/root';
import { logError } from '../error-log/store';

interface Props {
  path: string;
  title: string;
  description: string;
  retryText: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  attempt: number;
}

/**
 * Catches a page's render error inside the shell, so the sidebar, navbar and other tabs keep working:
 * the error goes to the error log (when enabled) and the page area offers a retry (a fresh mount).
 */
export default class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnceForChunkError(error)) return;
    logError(error, `page ${this.props.path}`, info.componentStack ?? '');
  }

  private retry = () => {
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    if (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return (
        <Result
          status="error"
          title={this.props.title}
          subTitle={
            <>
              <div>{this.props.description}</div>
              {detail ? <code className="page-error__detail">{detail}</code> : null}
            </>
          }
          extra={
            <Button type="primary" onClick={this.retry}>
              {this.props.retryText}
            </Button>
          }
        />
      );
    }
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}
