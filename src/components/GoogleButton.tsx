import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import GoogleIcon from '@mui/icons-material/Google';
import { signInWithGoogle } from '../auth/supabase';
import { busy } from '../core/messages';

/** 'Continue with Google' → 'Signing in...'; a provider error shows the provider's message. */
export function GoogleButton({
  initialError,
  next,
}: {
  initialError?: string | null;
  /** The page to return to after signing in. */
  next?: string | null;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const start = async () => {
    setPending(true);
    setError(null);
    const { error: failure } = await signInWithGoogle(next);
    if (failure) {
      setError(failure.message);
      setPending(false);
    }
  };
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button
        fullWidth
        size="large"
        variant="contained"
        startIcon={<GoogleIcon />}
        disabled={pending}
        onClick={() => void start()}
      >
        {pending ? busy.signingIn : 'Continue with Google'}
      </Button>
    </>
  );
}
