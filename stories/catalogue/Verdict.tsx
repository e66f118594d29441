import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BlockField, BlockSettings } from '../../src/core/types';
import { routes } from '../../src/core/routes';
import {
  describeSettingsErrors,
  settingsFieldErrors,
  validateSettings,
} from '../../src/core/fields/validateSettings';
import { asSent } from './generateStates';

const save = routes.updateBlockSettings;

/**
 * What the server answers a save of `values`: its own validator (`validateSettings`, which
 * `PATCH /api/call-blocks/user/:id/` runs) says accepted, or refuses with SPEC §8's message and the
 * settings it names — the answer's `{ message, errors }`.
 */
export function Verdict({ fields, values }: { fields: BlockField[]; values: BlockSettings }) {
  const sent = asSent(values);
  const result = validateSettings(fields, sent);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="verdict-title" sx={{ p: 2 }}>
      <Typography id="verdict-title" variant="subtitle2" component="h2">
        What the server answers
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {save.method} {save.path} with the dialog&apos;s values, checked by the server&apos;s own
        validator.
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1.5, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {JSON.stringify({ settings: sent })}
      </Box>
      {result.ok ? (
        <Alert severity="success" role="status">
          <AlertTitle>Accepted</AlertTitle>
          The settings are saved as they are.
        </Alert>
      ) : (
        <Alert severity="error" role="status">
          <AlertTitle>Refused: {describeSettingsErrors(result.errors)}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {settingsFieldErrors(result.errors).map((e) => (
              <li key={`${e.field}: ${e.message}`}>
                <code>{e.field}</code>: {e.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Paper>
  );
}
