import { useMemo, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useAtomValue } from 'jotai';
import { errorText } from '../../api/client';
import { BUILT_IN_VOICES, CUSTOM_VOICE_LABEL } from '../../core/constants';
import { SchemaForm } from '../../forms/SchemaForm';
import { serverFieldErrors } from '../../forms/serverErrors';
import type { FieldErrors } from '../../forms/validation';
import { Refusal } from '../../state/refusal';
import { busy, errors, loading, success } from '../../core/messages';
import { notify } from '../../components/notify';
import { saveVoiceAtom, scheduleAtom } from '../../state/schedule';
import { useAction } from '../../state/useAction';
import { usePreview } from './usePreview';
import { VoiceOptions, type VoicePreviews } from './VoiceOptions';

const CUSTOM = 'custom';
/** The voice form's values: a built-in voice id, or `custom` with the id typed. */
export interface VoiceChoice {
  voice: string;
  custom_voice_id?: string;
}

/** The voice form (the catalogue's States page renders it too). */
export const voiceSchema: RJSFSchema = {
  type: 'object',
  required: ['voice'],
  properties: {
    voice: { type: 'string', title: 'Voice', enum: [...BUILT_IN_VOICES.map((v) => v.id), CUSTOM] },
    custom_voice_id: { type: 'string', title: 'Custom voice ID', maxLength: 64 },
  },
};

/** The form's values for a saved voice id: a built-in voice, else the custom id. */
const choiceOf = (voiceId: string): VoiceChoice =>
  BUILT_IN_VOICES.some((v) => v.id === voiceId)
    ? { voice: voiceId }
    : { voice: CUSTOM, custom_voice_id: voiceId };

/** Each built-in voice's name, by id: the voices the list can play. */
export const voiceNames: Readonly<Record<string, string>> = Object.fromEntries(
  BUILT_IN_VOICES.map((v) => [v.id, v.name]),
);

/**
 * The voice form's uiSchema: one list of voices, each with its preview on its own line (`previews`);
 * the custom id field shows only once Custom Voice is chosen.
 */
export const voiceUiFor = (choice: VoiceChoice, previews?: VoicePreviews): UiSchema => ({
  voice: {
    'ui:widget': VoiceOptions,
    'ui:options': { labelAbove: true, ...(previews ? { previews } : {}) },
    'ui:enumNames': [
      ...BUILT_IN_VOICES.map((v) => `${v.name} — ${v.description}`),
      CUSTOM_VOICE_LABEL,
    ],
  },
  custom_voice_id:
    choice.voice === CUSTOM
      ? {
          'ui:placeholder': 'Your voice provider voice ID',
          'ui:help': 'We test the ID with a short preview before saving it.',
        }
      : { 'ui:widget': 'hidden' },
});

/** A refused voice, under the field at fault: a custom id that failed its test, or the server's word. */
function refusalOf(error: unknown, custom: boolean): FieldErrors | undefined {
  if (error instanceof Refusal) return { custom_voice_id: [error.message] };
  const onVoice = serverFieldErrors(error, ['voice_id'])?.voice_id;
  return onVoice ? { [custom ? 'custom_voice_id' : 'voice']: onVoice } : undefined;
}

const saveTexts = {
  success: (_id: string, choice: { custom: boolean }) =>
    choice.custom ? success.customVoiceSet : success.settingsSaved,
  // Shown under the field (refusalOf), not as a toast; any other failure is a toast.
  error: (error: unknown) =>
    refusalOf(error, true) ? null : errorText(error, errors.saveSettings),
};

/** Wake-up Voice: a built-in voice or a custom voice id (tested by a preview), saved in the schedule. */
export function VoiceCard({ formId = 'voice' }: { formId?: string } = {}) {
  const schedule = useAtomValue(scheduleAtom);
  const { playing, loading: previewing, toggle } = usePreview();
  const current = schedule?.voice_id ?? '';
  const [choice, setChoice] = useState<VoiceChoice>(() => choiceOf(current));
  // The voice as saved: Save waits for another voice, leaving with one asks first. Only the voice that
  // would be saved counts: a custom id typed and then left for the saved built-in voice is no change.
  const saved = useMemo(() => choiceOf(current), [current]);
  const savedData =
    saved.voice !== CUSTOM && choice.voice !== CUSTOM && choice.custom_voice_id !== undefined
      ? { ...saved, custom_voice_id: choice.custom_voice_id }
      : saved;
  const saving = useAction(saveVoiceAtom, saveTexts);
  const [refused, setRefused] = useState<FieldErrors>();

  if (!schedule) return <Typography>{loading.generic}</Typography>;

  const custom = choice.voice === CUSTOM;
  // A custom id typed can be heard before it is saved: the Custom Voice row gets its preview.
  const customId = custom ? (choice.custom_voice_id?.trim() ?? '') : '';
  const preview = (voiceId: string) => {
    if (voiceId !== CUSTOM) {
      toggle(voiceId).catch((error: unknown) =>
        notify.error(errorText(error, errors.voicePreview)),
      );
      return;
    }
    // A custom id that cannot be heard is said where it was typed, as Save would say it.
    toggle(customId).then(
      () => setRefused(undefined),
      () => setRefused({ custom_voice_id: [errors.invalidVoiceId] }),
    );
  };

  const save = async (data: VoiceChoice) => {
    const custom = data.voice === CUSTOM;
    const outcome = await saving.run({
      voiceId: custom ? (data.custom_voice_id ?? '') : data.voice,
      custom,
    });
    setRefused(outcome.ok ? undefined : refusalOf(outcome.error, custom));
    if (outcome.ok)
      setChoice(
        custom ? { voice: CUSTOM, custom_voice_id: outcome.value } : { voice: outcome.value },
      );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${formId}-title`}>
      <CardContent>
        <Typography id={`${formId}-title`} variant="h5" component="h2" gutterBottom>
          Wake-up Voice
        </Typography>
        <SchemaForm<VoiceChoice>
          id={formId}
          schema={voiceSchema}
          uiSchema={voiceUiFor(choice, {
            names: customId ? { ...voiceNames, [CUSTOM]: CUSTOM_VOICE_LABEL } : voiceNames,
            playing: customId && playing === customId ? CUSTOM : playing,
            loading: customId && previewing === customId ? CUSTOM : previewing,
            onPreview: preview,
          })}
          formData={choice}
          savedData={savedData}
          onChange={setChoice}
          onSubmit={(data) => void save(data)}
          {...(refused ? { serverErrors: refused } : {})}
          submitLabel="Save Voice"
          busy={saving.busy}
          {...(custom ? { busyLabel: busy.testingVoice } : {})}
        />
      </CardContent>
    </Card>
  );
}
