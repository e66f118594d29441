import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';

/** Shown instead of a blank screen when a screen fails to load or render. */
export function RouteError() {
  const error = useRouteError();
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
