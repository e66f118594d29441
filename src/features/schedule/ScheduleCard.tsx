import { Card, CardContent, Typography } from '@mui/material';
import type { UiSchema } from '@rjsf/utils';
import { useAtomValue } from 'jotai';
import { scheduleSchema } from '../../core/schemas.gen';
import scheduleUi from '../../../schemas/schedule.ui.json';
import type { Schedule } from '../../core/types';
import { SchemaForm } from '../../forms/SchemaForm';
import { errors, loading, success } from '../../core/messages';
import { saveScheduleAtom, scheduleAtom } from '../../state/schedule';
import { useAction } from '../../state/useAction';

const saveTexts = { success: success.scheduleUpdated, error: errors.updateSchedule };

/** Wake-up Schedule: on/off, time, days (kept sorted) and timezone; saved whole. */
export function ScheduleCard() {
  const schedule = useAtomValue(scheduleAtom);
  const saving = useAction(saveScheduleAtom, saveTexts);

  return (
    <Card variant="outlined" component="section" aria-labelledby="schedule-title">
      <CardContent>
        <Typography id="schedule-title" variant="h5" component="h2" gutterBottom>
          Wake-up Schedule
        </Typography>
        {schedule ? (
          <SchemaForm<Schedule>
            id="schedule"
            schema={scheduleSchema}
            uiSchema={scheduleUi as UiSchema}
            formData={schedule}
            onSubmit={(data) => void saving.run(data)}
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
