import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CallerLine } from '../../components/CallerLine';
import type { UiSchema } from '@rjsf/utils';
import { useAtomValue } from 'jotai';
import { scheduleSchema } from '../../core/schemas.gen';
import scheduleUi from '../../../schemas/schedule.ui.json';
import type { Schedule } from '../../core/types';
import { SchemaForm } from '../../forms/SchemaForm';
import { serverFieldErrors, shownKeys, toastUnlessOnField } from '../../forms/serverErrors';
import type { FieldErrors } from '../../forms/validation';
import { errors, loading, success } from '../../core/messages';
import { TOUCH_TARGET_PX } from '../../core/constants';
import { browserTimezone, listedZoneFor, type ZoneChoice } from '../../core/timezones';
import { saveScheduleAtom, scheduleAtom } from '../../state/schedule';
import { useAction } from '../../state/useAction';
import { confirmPrompt } from '../../core/wakeUp';

// A refusal about one of the form's fields shows under it, not as a toast.
const scheduleKeys = shownKeys(scheduleSchema, scheduleUi);
const saveTexts = {
  success: success.scheduleUpdated,
  error: toastUnlessOnField(scheduleKeys, errors.updateSchedule),
};

/**
 * The browser zone whose note the user has answered on this device (closed it, or saved the schedule
 * from the card, so the zone shown is their choice, not ours); a browser in another zone is told again.
 */
const ZONE_NOTE_ANSWERED_KEY = 'daybreak-zone-note-answered';
const readAnswered = () => {
  try {
    return localStorage.getItem(ZONE_NOTE_ANSWERED_KEY);
  } catch {
    return null;
  }
};
function useZoneNoteAnswered(browserZone: string | undefined) {
  const zone = browserZone ?? '';
  const [answered, setAnswered] = useState(() => readAnswered() === zone);
  const answer = () => {
    setAnswered(true);
    try {
      localStorage.setItem(ZONE_NOTE_ANSWERED_KEY, zone);
    } catch {
      // (storage refused: the note stays closed until the page is loaded again)
    }
  };
  return [answered, answer] as const;
}

/** Why the schedule is in a zone the browser did not name (SPEC §4 defaults, §9's 12 zones). */
function zoneNote(browserZone: string | undefined, choice: ZoneChoice): string | null {
  if (choice.how === 'listed') return null;
  const yours = browserZone
    ? `Your timezone, ${browserZone},`
    : 'Your browser gave no timezone; it';
  return choice.how === 'same-clock'
    ? `${yours} is not one of our 12 timezones, so we chose ${choice.zone}: it keeps the same time all year.`
    : `${yours} is not one of our 12 timezones and none keeps the same time, so we chose ${choice.zone}. Pick the timezone you want below.`;
}

/**
 * Wake-up Schedule: on/off, time, days (kept sorted) and timezone; saved whole. `formId` prefixes its
 * element ids (a page showing the card more than once, as the catalogue's States pages do).
 */
export function ScheduleCard({ formId = 'schedule' }: { formId?: string } = {}) {
  const schedule = useAtomValue(scheduleAtom);
  const saving = useAction(saveScheduleAtom, saveTexts);
  const [refused, setRefused] = useState<FieldErrors>();
  const browserZone = useMemo(browserTimezone, []);
  const choice = useMemo(() => listedZoneFor(browserZone), [browserZone]);
  const [noteAnswered, answerNote] = useZoneNoteAnswered(browserZone);
  const note =
    !noteAnswered && schedule?.timezone === choice.zone ? zoneNote(browserZone, choice) : null;
  const save = async (data: Schedule) => {
    const outcome = await saving.run(data);
    if (outcome.ok && note) answerNote();
    setRefused(
      outcome.ok ? undefined : (serverFieldErrors(outcome.error, scheduleKeys) ?? undefined),
    );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${formId}-title`}>
      <CardContent>
        <Typography id={`${formId}-title`} variant="h5" component="h2" gutterBottom>
          Wake-up Schedule
        </Typography>
        {schedule && (
          <Typography color="text.secondary" sx={{ mb: 2 }} id={`${formId}-contract`}>
            {confirmPrompt(schedule)}
          </Typography>
        )}
        <CallerLine sx={{ mb: 2 }} />
        {note && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            data-testid="zone-note"
            onClose={answerNote}
            slotProps={{
              closeButton: { sx: { width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX, my: -1 } },
            }}
          >
            {note}
          </Alert>
        )}
        {schedule ? (
          <SchemaForm<Schedule>
            id={formId}
            schema={scheduleSchema}
            uiSchema={scheduleUi as UiSchema}
            formData={schedule}
            savedData={schedule}
            onSubmit={(data) => void save(data)}
            {...(refused ? { serverErrors: refused } : {})}
            submitLabel="Save Schedule"
            busy={saving.busy}
          />
        ) : (
          <Typography>{loading.generic}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
