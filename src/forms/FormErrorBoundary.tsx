import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';

interface Props {
  children: ReactNode;
  onError?: (reason: string) => void;
}

/** Keeps an unexpected failure inside one form from blanking the page: it shows an alert instead. */
export class FormErrorBoundary extends Component<Props, { reason: string | null }> {
  override state = { reason: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { reason: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError?.(error.message);
  }

  override render() {
    if (this.state.reason !== null) {
      return <Alert severity="error">This form can&apos;t be shown: {this.state.reason}</Alert>;
    }
    return this.props.children;
  }
}
