import { useMemo, useState } from 'react';
import { Alert, Box, Stack, TextField } from '@mui/material';
import type { BlockSettings } from '../../src/core/types';
import { parseBlockFields } from '../../src/core/fields/parseBlockConfig';
import { ConfigureDialog } from '../../src/features/routine/ConfigureDialog';

/** Paste a `schema.fields` JSON and see the configure dialog live — or why the payload is rejected. */
export function Playground({
  initial,
  onSave,
}: {
  initial: string;
  onSave: (settings: BlockSettings) => void;
}) {
  const [text, setText] = useState(initial);
  const parsed = useMemo(() => {
    try {
      return parseBlockFields(JSON.parse(text) as unknown);
    } catch (error) {
      return {
        ok: false as const,
        reason: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }, [text]);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <TextField
        label="schema.fields JSON"
        multiline
        minRows={16}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ flex: 1, fontFamily: 'monospace' }}
      />
      <Box sx={{ flex: 1, position: 'relative', minHeight: 360 }}>
        {parsed.ok ? (
          <ConfigureDialog
            inline
            key={text}
            name="Playground"
            config={{
              state: 'ready',
              config: { schema: { fields: parsed.value }, current_settings: {} },
            }}
            onSave={onSave}
            onClose={() => undefined}
          />
        ) : (
          <Alert severity="error">{parsed.reason}</Alert>
        )}
      </Box>
    </Stack>
  );
}
