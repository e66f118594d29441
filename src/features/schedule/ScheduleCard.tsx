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
  const save = async (data: Schedule) => {
    const outcome = await saving.run(data);
    setRefused(
      outcome.ok ? undefined : (serverFieldErrors(outcome.error, scheduleKeys) ?? undefined),
    );
  };
  const browserZone = useMemo(browserTimezone, []);
  const choice = useMemo(() => listedZoneFor(browserZone), [browserZone]);
  const note = schedule?.timezone === choice.zone ? zoneNote(browserZone, choice) : null;

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
          <Alert severity="info" sx={{ mb: 2 }} data-testid="zone-note">
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
