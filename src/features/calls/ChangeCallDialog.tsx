import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../../forms/SchemaForm';
import { FormDialog, FormDialogCancel } from '../../forms/unsaved/FormDialog';
import { formatLocalDate } from '../../core/timezones';
import { scheduleSchema } from '../../core/schemas.gen';

// The time field is the schedule's own call time field (its pattern and title), under a new title.
const schema: RJSFSchema = {
  type: 'object',
  required: ['time'],
  properties: { time: { ...scheduleSchema.properties.call_time, title: 'New time' } },
};
const uiSchema: UiSchema = { time: { 'ui:widget': 'time' } };

/**
 * "Change this call only": a new time for the next call's date alone (the date is skipped and a
 * one-off call put at the new time); the regular schedule stays as it is.
 */
export function ChangeCallDialog({
  localTime,
  busy,
  onSave,
  onClose,
}: {
  /** The next call's wall time, "2026-11-30T07:00". */
  localTime: string;
  busy: boolean;
  onSave: (time: string) => void;
  onClose: () => void;
}) {
  const day = formatLocalDate(localTime.slice(0, 10));
  return (
    <FormDialog open onClose={onClose} aria-labelledby="change-call-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-call-title">Change this call only</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {`A new time for ${day} only; your other mornings keep their time.`}
        </Typography>
        <SchemaForm<{ time: string }>
          id="change-call"
          schema={schema}
          uiSchema={uiSchema}
          formData={{ time: localTime.slice(11, 16) }}
          onSubmit={(data) => onSave(data.time)}
          submitLabel="Save this call"
          busy={busy}
        >
          <FormDialogCancel disabled={busy} />
        </SchemaForm>
      </DialogContent>
    </FormDialog>
  );
}
