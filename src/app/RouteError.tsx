import { Component, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Shown instead of a blank screen when a screen fails to load or render. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        This page could not be shown
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {detail}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Container>
  );
}

interface BoundaryProps {
  /** Where the app is: moving elsewhere clears a shown error, as the next screen may well render. */
  at: string;
  children: ReactNode;
}

/** Catches what a route throws (a chunk that failed to load, a render error) and shows RouteError. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; at: string }> {
  override state = { error: undefined as unknown, at: this.props.at };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Something went wrong.') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; at: string }) {
    return props.at === state.at ? null : { error: undefined, at: props.at };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}
