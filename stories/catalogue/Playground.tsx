import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BlockField, BlockSettings } from '../../src/core/types';
import { TextBox } from '../../src/components/TextBox';
import { parseBlockFields } from '../../src/core/fields/parseBlockConfig';
import { defaultSettings } from '../../src/core/fields/settingsSchema';
import { ConfigureDialog } from '../../src/features/routine/ConfigureDialog';
import { formErrors, GeneratedStates } from './GeneratedStates';
import { sampleOf, samples } from './samples';
import { Verdict } from './Verdict';
import { readyConfig } from '../../tests/fixtures/blockConfig';

export type View = 'try' | 'states';

/** What a Playground shows, as a link carries it (see playgroundLink.ts). */
export interface PlaygroundState {
  /** The JSON typed ("free text"), shown when no sample is chosen. */
  text: string;
  /** A block's id: its `schema.fields` in the editor; '' for the free text. */
  sample: string;
  /** The dialog's values; null for the fields' defaults. */
  values: BlockSettings | null;
  view: View;
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
 * The values that belong to `fields` (a field taken out of the JSON takes its value with it); a field
 * the user emptied is null (shown empty, and not sent).
 */
const valuesOf = (fields: readonly BlockField[], values: BlockSettings): BlockSettings =>
  Object.fromEntries(
    fields.filter((f) => f.key in values).map((f) => [f.key, values[f.key] ?? null]),
  );

/**
 * Paste a block's `schema.fields` (or pick a block's) and see its configure dialog live, what the
 * server's validator answers for the dialog's values, and every state its rules make (Every state).
 * `onShare` hears each change of what the page shows: the story keeps it in the URL, so a link
 * reproduces it.
 */
export function Playground({
  initial,
  onSave,
  onShare,
}: {
  initial: PlaygroundState;
  onSave: (settings: BlockSettings) => void;
  onShare?: (change: Partial<PlaygroundState>) => void;
}) {
  const [freeText, setFreeText] = useState(initial.text);
  const [sample, setSample] = useState(sampleOf(initial.sample) ? initial.sample : '');
  const [view, setView] = useState(initial.view);
  const [values, setValues] = useState<BlockSettings>(initial.values ?? {});
  const chosen = sampleOf(sample);
  const text = chosen ? chosen.text : freeText;
  const parsed = useMemo(() => check(text), [text]);
  // The last valid fields stay on screen (dimmed) while the JSON is being typed; the dialog starts
  // again, from the values it had, only when the fields change.
  const [shown, setShown] = useState(() =>
    parsed.ok ? { fields: parsed.value, seed: valuesOf(parsed.value, values), version: 0 } : null,
  );
  if (parsed.ok && JSON.stringify(parsed.value) !== JSON.stringify(shown?.fields)) {
    const seed = valuesOf(parsed.value, values);
    setShown({ fields: parsed.value, seed, version: (shown?.version ?? 0) + 1 });
  }
  // One config per shown fields: a new object would start the dialog's values again.
  const dialog = useMemo(
    () =>
      shown && {
        config: readyConfig({ schema: { fields: shown.fields }, current_settings: shown.seed }),
        // Values a link brought show their errors, as they showed when the link was made.
        ...(Object.keys(shown.seed).length
          ? { initialErrors: formErrors(shown.fields, shown.seed) }
          : {}),
      },
    [shown],
  );
  const change = (next: Partial<PlaygroundState>) => onShare?.(next);
  const name = chosen?.name ?? 'Playground';
  const status = parsed.ok ? (
    <Alert severity="success">Valid block configuration</Alert>
  ) : (
    <Alert severity="error">{parsed.reason}</Alert>
  );
  return (
    <Box sx={{ p: 2 }}>
      <Tabs
        value={view}
        onChange={(_event, next: View) => {
          setView(next);
          change({ view: next });
        }}
        aria-label="Playground"
        sx={{ mb: 2 }}
      >
        <Tab value="try" label="Try it" />
        <Tab value="states" label="Every state" />
      </Tabs>
      {view === 'try' ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            <TextBox
              select
              label="Sample"
              value={sample}
              onChange={(e) => {
                setSample(e.target.value);
                setValues({});
                change({ sample: e.target.value, values: null });
              }}
              slotProps={{ inputLabel: { shrink: true } }}
            >
              <option value="">Free text</option>
              {samples.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </TextBox>
            <TextField
              label="schema.fields JSON"
              multiline
              fullWidth
              minRows={16}
              value={text}
              onChange={(e) => {
                setFreeText(e.target.value);
                setSample('');
                change({ text: e.target.value, sample: '' });
              }}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <Typography variant="caption" color="text.secondary">
              The URL keeps the fields, the sample, the dialog&apos;s values, the colour mode and
              the width: copy it (or Copy review link) to share this state.
            </Typography>
          </Stack>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            {status}
            {shown && dialog && (
              <Box sx={{ opacity: parsed.ok ? 1 : 0.5 }} aria-hidden={!parsed.ok}>
                <ConfigureDialog
                  key={shown.version}
                  inline
                  id="playground"
                  name={name}
                  guardUnsaved={false}
                  {...dialog}
                  onSave={onSave}
                  onChange={(next) => {
                    setValues(next);
                    change({ values: next });
                  }}
                  onClose={() => undefined}
                />
              </Box>
            )}
            {shown && (
              <Verdict
                fields={shown.fields}
                values={{ ...defaultSettings(shown.fields), ...valuesOf(shown.fields, values) }}
              />
            )}
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={2}>
          {!parsed.ok && status}
          <Box>
            <Typography variant="h6" component="h2">
              Every state of {name}&apos;s fields
            </Typography>
            <Typography variant="body2" color="text.secondary">
              A value breaking each rule of each field, then the states around a save: light and
              dark, at a phone&apos;s 390 px and a desktop&apos;s 1280 px.
            </Typography>
          </Box>
          {shown && <GeneratedStates fields={shown.fields} name={name} />}
        </Stack>
      )}
    </Box>
  );
}
