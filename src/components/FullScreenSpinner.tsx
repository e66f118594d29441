import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The full-screen spinner of SPEC §2, with its loading text. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}
    >
      <Box>
        <CircularProgress aria-hidden />
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Box>
  );
}
