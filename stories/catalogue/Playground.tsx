import { useMemo, useState } from 'react';
import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import type { BlockSettings } from '../../src/core/types';
import { parseBlockFields } from '../../src/core/fields/parseBlockConfig';
import { ConfigureDialog } from '../../src/features/routine/ConfigureDialog';

/** A schema.fields JSON in a form a URL argument carries (base64url of its UTF-8). */
export function encodeFields(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The JSON back from `encodeFields`, or null when the argument is not one. */
export function decodeFields(shared: string | undefined): string | null {
  if (!shared) return null;
  try {
    const binary = atob(shared.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function check(text: string) {
  try {
    return parseBlockFields(JSON.parse(text) as unknown);
  } catch (error) {
    return {
      ok: false as const,
      reason: `Not valid JSON yet: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * Type a `schema.fields` JSON and see the configure dialog live — or, as you type, why the payload is
 * rejected. `onText` hears every edit (the story puts it in the URL, so a link reproduces it).
 */
export function Playground({
  initial,
  onSave,
  onText,
}: {
  initial: string;
  onSave: (settings: BlockSettings) => void;
  onText?: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  const parsed = useMemo(() => check(text), [text]);
  // The last valid fields stay on screen (dimmed) while the JSON is being typed.
  const [lastGood, setLastGood] = useState(parsed.ok ? parsed.value : null);
  if (parsed.ok && parsed.value !== lastGood) setLastGood(parsed.value);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ p: 2 }}>
      <Box sx={{ flex: 1 }}>
        <TextField
          label="schema.fields JSON"
          multiline
          fullWidth
          minRows={16}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onText?.(e.target.value);
          }}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <Typography variant="caption" color="text.secondary">
          The URL keeps what you type: copy it to share this example.
        </Typography>
      </Box>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        {parsed.ok ? (
          <Alert severity="success">Valid block configuration</Alert>
        ) : (
          <Alert severity="error">{parsed.reason}</Alert>
        )}
        {lastGood && (
          <Box sx={{ opacity: parsed.ok ? 1 : 0.5 }} aria-hidden={!parsed.ok}>
            <ConfigureDialog
              key={JSON.stringify(lastGood)}
              inline
              id="playground"
              name="Playground"
              guardUnsaved={false}
              config={{
                state: 'ready',
                config: { schema: { fields: lastGood }, current_settings: {} },
              }}
              onSave={onSave}
              onClose={() => undefined}
            />
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
