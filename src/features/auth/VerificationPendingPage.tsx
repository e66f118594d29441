import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../components/routing/Routing';
import { AuthCard } from '../../components/AuthCard';
import { SIGN_IN } from '../../auth/returnTo';

export function VerificationPendingPage() {
  return (
    <AuthCard title="Verify Your Email">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We sent you an email. Follow its link to confirm your address, then sign in.
      </Typography>
      <Link component={RouterLink} to={SIGN_IN}>
        Return to Sign In
      </Link>
    </AuthCard>
  );
}
