import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../components/routing/Routing';
import { PREMIUM_PRICE_PER_YEAR } from '../../core/constants';
import { confirmPrompt } from '../../core/wakeUp';
import { SIGN_IN } from '../../auth/returnTo';
import { AddToContacts } from '../../components/AddToContacts';

const features = [
  {
    title: 'Your routine, your way',
    text: 'Stack blocks — weather, calendar, horoscope, word of the day — in the order you like.',
  },
  {
    title: 'A real phone call',
    text: 'No app to open: Daybreak rings your phone at the time you choose, on the days you choose.',
  },
  {
    title: 'A voice you like',
    text: 'Pick a warm, clear, energetic or gentle voice — or bring your own custom voice.',
  },
];

const steps = [
  {
    title: 'Sign in',
    text: 'Continue with Google and verify your phone number with a quick call.',
  },
  {
    title: 'Build your routine',
    text: 'Add blocks, configure each one, and drag them into order.',
  },
  {
    title: 'Wake up',
    text: `Set your time and days. Daybreak calls you every morning. ${confirmPrompt()}`,
  },
];

const plans = [
  {
    name: 'Basic',
    price: 'Free forever',
    items: ['Daily wake-up call', 'Basic customization', 'Weather updates'],
  },
  {
    name: 'Premium',
    price: `$${PREMIUM_PRICE_PER_YEAR}/year`,
    items: [
      'Everything in Basic',
      'Fully customizable calls',
      'Calendar integration',
      'Detailed weather',
      'Daily horoscope',
      'Word of the day',
      'Priority support',
    ],
  },
];

export function LandingPage() {
  return (
    <>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 3, py: 2 }}>
          <Typography component="span" variant="h6" sx={{ fontWeight: 800, flex: 1 }}>
            Daybreak
          </Typography>
          <Box
            component="nav"
            aria-label="Sections"
            sx={{ display: { xs: 'none', sm: 'flex' }, gap: 3 }}
          >
            <Link href="#features">Features</Link>
            <Link href="#how-it-works">How it works</Link>
            <Link href="#pricing">Pricing</Link>
          </Box>
          <Button component={RouterLink} to={SIGN_IN} variant="outlined">
            Sign in
          </Button>
        </Container>
      </Box>
      <Box component="main">
        <Container sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
          <Typography variant="h2" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
            Wake up to a call made for you
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ maxWidth: 640, mx: 'auto', mb: 4 }}
          >
            Every morning Daybreak phones you with your weather, your calendar and a little
            inspiration, in the voice you choose.
          </Typography>
          <Button component={RouterLink} to="/signup" variant="contained" size="large">
            Get started free
          </Button>
        </Container>

        <Box
          component="section"
          id="features"
          aria-labelledby="features-title"
          sx={{ py: 8, bgcolor: 'action.hover' }}
        >
          <Container>
            <Typography id="features-title" variant="h4" component="h2" align="center" gutterBottom>
              Features
            </Typography>
            <Grid container spacing={3}>
              {features.map((f) => (
                <Grid key={f.title} size={{ xs: 12, md: 4 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h6" component="h3">
                        {f.title}
                      </Typography>
                      <Typography color="text.secondary">{f.text}</Typography>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Container>
        </Box>

        <Box component="section" id="how-it-works" aria-labelledby="how-title" sx={{ py: 8 }}>
          <Container>
            <Typography id="how-title" variant="h4" component="h2" align="center" gutterBottom>
              How it works
            </Typography>
            <Box
              component="ol"
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { md: 'repeat(3, 1fr)' },
                pl: 0,
                listStyle: 'none',
              }}
            >
              {steps.map((s, i) => (
                <Box component="li" key={s.title}>
                  <Typography variant="h6" component="h3">
                    {i + 1}. {s.title}
                  </Typography>
                  <Typography color="text.secondary">{s.text}</Typography>
                </Box>
              ))}
            </Box>
            <Typography color="text.secondary" align="center" sx={{ mt: 4 }}>
              Every call comes from the same Daybreak number. Save it as a contact so a phone that
              silences unknown callers still rings: <AddToContacts />
            </Typography>
          </Container>
        </Box>

        <Box
          component="section"
          id="pricing"
          aria-labelledby="pricing-title"
          sx={{ py: 8, bgcolor: 'action.hover' }}
        >
          <Container maxWidth="md">
            <Typography id="pricing-title" variant="h4" component="h2" align="center" gutterBottom>
              Pricing
            </Typography>
            <Grid container spacing={3}>
              {plans.map((plan) => (
                <Grid key={plan.name} size={{ xs: 12, sm: 6 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h5" component="h3">
                        {plan.name}
                      </Typography>
                      <Typography variant="h6" component="p" color="primary" sx={{ mb: 1 }}>
                        {plan.price}
                      </Typography>
                      <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                        {plan.items.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </Box>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Container>
        </Box>

        <Container sx={{ py: 8, textAlign: 'center' }}>
          <Typography variant="h4" component="h2" gutterBottom>
            Start tomorrow morning
          </Typography>
          <Button component={RouterLink} to="/signup" variant="contained" size="large">
            Create your routine
          </Button>
        </Container>
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4 }}>
        <Container>
          <Stack
            direction="row"
            spacing={3}
            // A gap, not margins: a wrapped line starts at the left edge.
            useFlexGap
            sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography color="text.secondary">© 2026 Daybreak</Typography>
            <Link href="https://open-meteo.com/" target="_blank" rel="noopener">
              Weather data by Open-Meteo.com
            </Link>
            <Link component={RouterLink} to={SIGN_IN}>
              Sign in
            </Link>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
