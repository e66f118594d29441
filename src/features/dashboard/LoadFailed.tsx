import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A failed load in place of the screen: what went wrong (SPEC §8's text) and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {message}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
