import { CssBaseline, ThemeProvider, Typography, Container } from '@mui/material';
import { lightTheme } from './theme';

/** Placeholder shell until the router lands (issue 4). */
export function App() {
  return (
    <ThemeProvider theme={lightTheme}>
      <CssBaseline />
      <Container component="main" sx={{ py: 8 }}>
        <Typography variant="h3" component="h1">
          Daybreak
        </Typography>
      </Container>
    </ThemeProvider>
  );
}
