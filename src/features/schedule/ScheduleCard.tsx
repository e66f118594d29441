import { useState } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import type { UiSchema } from '@rjsf/utils';
import { useAtomValue, useSetAtom } from 'jotai';
import { scheduleSchema } from '../../core/schemas.gen';
import scheduleUi from '../../../schemas/schedule.ui.json';
import { errorText } from '../../api/client';
import { api } from '../../api/endpoints';
import type { Schedule } from '../../core/types';
import { SchemaForm } from '../../forms/SchemaForm';
import { errors, loading, success } from '../../core/messages';
import { notify } from '../../components/notify';
import { scheduleAtom, setScheduleAtom } from '../../state/dashboard';

/** Wake-up Schedule: on/off, time, days (kept sorted) and timezone; saved whole. */
export function ScheduleCard() {
  const schedule = useAtomValue(scheduleAtom);
  const setSchedule = useSetAtom(setScheduleAtom);
  const [saving, setSaving] = useState(false);

  const save = async (next: Schedule) => {
    setSaving(true);
    try {
      setSchedule(
        await api.saveSchedule({ ...next, voice_id: schedule?.voice_id ?? next.voice_id }),
      );
      notify.success(success.scheduleUpdated);
    } catch (error) {
      notify.error(errorText(error, errors.updateSchedule));
    } finally {
      setSaving(false);
    }
  };

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
            onSubmit={(data) => void save(data)}
            submitLabel="Save Schedule"
            busy={saving}
          />
        ) : (
          <Typography>{loading.generic}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
