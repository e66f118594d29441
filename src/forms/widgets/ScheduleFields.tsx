/**
 * The schedule's plan parts (issue 35) as fields of the one form layer, named in the schedule's UI
 * schema by `ui:field`: a time for each chosen day ("Same time every day" off), a pause, skipped
 * mornings and one-off calls, each removable. A field reads the form's other values it depends on (the
 * chosen days, the call time, the zone) from the form's store.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { TextBox, type TextBoxProps } from '../../components/TextBox';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { WEEKDAYS, TOUCH_TARGET_PX } from '../../core/constants';
import {
  isCalendarDate,
  type DayTimes,
  type OneOffCall,
  type Pause,
} from '../../core/schedulePlan';
import { clockText, formatLocalDate, wallClock, DEFAULT_TIMEZONE } from '../../core/timezones';
import { FormStore, useField, useFormStore } from '../store';

const NO_STORE = new FormStore({}, {}, { change: () => undefined, blur: () => undefined });

/** Another value of the form (the chosen days, the call time, the zone). */
function useSibling(key: string): unknown {
  return useField(useFormStore() ?? NO_STORE, key).value;
}

/**
 * The messages about what is under a field (an item's date, a day's time). The field's own messages
 * and its description are the field template's, shown under it.
 */
function innerMessages(errors: ErrorSchema | undefined): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, top: boolean) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '__errors') {
        if (!top && Array.isArray(value)) value.forEach((m) => found.add(String(m)));
      } else walk(value, false);
    }
  };
  walk(errors, true);
  return [...found];
}

/** The field's heading, its controls, and a note about them or what is wrong under them. */
function Part({
  props,
  children,
  note,
}: {
  props: FieldProps;
  children: ReactNode;
  note?: string | undefined;
}) {
  const id = props.fieldPathId.$id;
  const messages = innerMessages(props.errorSchema);
  const help = messages.length ? messages.join(' ') : note;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      aria-describedby={`${id}-help`}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, p: 0 }}>
        {props.schema.title}
      </Typography>
      {children}
      {help && (
        <FormHelperText id={`${id}-help`} error={messages.length > 0}>
          {help}
        </FormHelperText>
      )}
    </Box>
  );
}

const locked = (props: FieldProps) => props.disabled || props.readonly;
const set = (props: FieldProps, value: unknown) => props.onChange(value, props.fieldPathId.path);

/** The date `days` after `date` ("2026-11-28"). */
function dayAfter(date: string, days = 1): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The zone's date today, and `days` later ("2026-11-28"). */
const localToday = (zone: unknown, days = 0): string =>
  dayAfter(
    wallClock(typeof zone === 'string' && zone ? zone : DEFAULT_TIMEZONE, new Date()).date,
    days,
  );

/**
 * A native date or time picker of the plan's fields: its label always above, minutes for times, the
 * picker's icon following the colour scheme (visible in dark mode too).
 */
function Picker({
  type,
  readOnly,
  min,
  ...props
}: Omit<TextBoxProps, 'type' | 'size' | 'slotProps' | 'sx'> & {
  type: 'date' | 'time';
  readOnly?: boolean | undefined;
  min?: string | undefined;
}) {
  return (
    <TextBox
      {...props}
      type={type}
      size="small"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          readOnly,
          ...(type === 'time' ? { step: 60 } : {}),
          ...(min ? { min } : {}),
        },
      }}
      sx={(theme) => ({ '& input': { colorScheme: theme.palette.mode } })}
    />
  );
}

/** "Same time every day" on (no day's own time), or a time for each chosen day. */
export function DayTimesField(props: FieldProps) {
  const weekdays = String(useSibling('weekdays') ?? '').split(',');
  const callTime = String(useSibling('call_time') ?? '07:00');
  const times = (props.formData ?? {}) as DayTimes;
  const same = Object.keys(times).length === 0;
  const days = WEEKDAYS.filter((d) => weekdays.includes(String(d.value)));
  const id = props.fieldPathId.$id;
  return (
    <Part props={props}>
      <FormControlLabel
        control={
          <Switch
            id={`${id}-same`}
            checked={same}
            disabled={props.disabled}
            onChange={(event) => {
              if (props.readonly) return;
              set(
                props,
                event.target.checked
                  ? {}
                  : Object.fromEntries(days.map((d) => [String(d.value), callTime])),
              );
            }}
          />
        }
        label="Same time every day"
      />
      {!same && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(156px, 1fr))',
            gap: 2,
            mt: 1,
          }}
        >
          {days.map((d) => {
            const key = String(d.value) as keyof DayTimes;
            return (
              <Picker
                key={key}
                id={`${id}-${key}`}
                type="time"
                label={d.name}
                value={times[key] ?? callTime}
                disabled={props.disabled}
                readOnly={props.readonly}
                error={Boolean(props.errorSchema?.[key])}
                onChange={(event) => {
                  if (!props.readonly) set(props, { ...times, [key]: event.target.value });
                }}
              />
            );
          })}
        </Box>
      )}
    </Part>
  );
}

/** No calls from one date to another (both included); off: no pause. */
export function PauseField(props: FieldProps) {
  const zone = useSibling('timezone');
  const pause = (props.formData ?? null) as Pause | null;
  const id = props.fieldPathId.$id;
  // When the calls come back, once both days are dates (the description says the rest).
  const note =
    pause && isCalendarDate(pause.from) && isCalendarDate(pause.until) && pause.from <= pause.until
      ? `Calls resume on ${formatLocalDate(dayAfter(pause.until))}.`
      : undefined;
  const date = (which: 'from' | 'until', label: string) => (
    <Picker
      id={`${id}-${which}`}
      type="date"
      label={label}
      value={pause?.[which] ?? ''}
      disabled={props.disabled}
      readOnly={props.readonly}
      error={Boolean(props.errorSchema?.[which])}
      onChange={(event) => {
        if (pause && !props.readonly) set(props, { ...pause, [which]: event.target.value });
      }}
    />
  );
  return (
    <Part props={props} note={note}>
      <FormControlLabel
        control={
          <Switch
            id={`${id}-on`}
            checked={pause !== null}
            disabled={props.disabled}
            onChange={(event) => {
              if (props.readonly) return;
              set(
                props,
                event.target.checked
                  ? { from: localToday(zone, 1), until: localToday(zone, 7) }
                  : null,
              );
            }}
          />
        }
        label="Pause calls for a while"
      />
      {pause && (
        <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap' }}>
          {date('from', 'First day')}
          {date('until', 'Last day')}
        </Box>
      )}
    </Part>
  );
}

/** The mornings skipped, each removable, and a date to skip. */
export function SkipDatesField(props: FieldProps) {
  const zone = useSibling('timezone');
  const dates = (props.formData ?? []) as string[];
  const [adding, setAdding] = useState('');
  const id = props.fieldPathId.$id;
  const add = () => {
    if (!adding || dates.includes(adding)) return;
    set(props, [...dates, adding].sort());
    setAdding('');
  };
  return (
    <Part props={props}>
      {dates.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ my: 1 }}>
          No morning skipped.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, my: 1, listStyle: 'none' }}
        >
          {dates.map((d) => (
            <li key={d}>
              <Chip
                label={formatLocalDate(d)}
                {...(locked(props)
                  ? {}
                  : {
                      onDelete: () =>
                        set(
                          props,
                          dates.filter((x) => x !== d),
                        ),
                      deleteIcon: <CloseIcon aria-label={`Stop skipping ${formatLocalDate(d)}`} />,
                    })}
              />
            </li>
          ))}
        </Box>
      )}
      {!locked(props) && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Picker
            id={`${id}-add`}
            type="date"
            label="Skip a date"
            value={adding}
            min={localToday(zone)}
            onChange={(event) => setAdding(event.target.value)}
          />
          <Button onClick={add} disabled={!adding} sx={{ minHeight: TOUCH_TARGET_PX }}>
            Skip this date
          </Button>
        </Box>
      )}
    </Part>
  );
}

/** Extra calls on dates of their own, each removable, and a date and time to add one. */
export function OneOffCallsField(props: FieldProps) {
  const zone = useSibling('timezone');
  const calls = (props.formData ?? []) as OneOffCall[];
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const id = props.fieldPathId.$id;
  const add = () => {
    if (!date || !time || calls.some((c) => c.date === date && c.time === time)) return;
    set(
      props,
      [...calls, { date, time }].sort((a, b) =>
        `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`),
      ),
    );
    setDate('');
    setTime('');
  };
  return (
    <Part props={props}>
      {calls.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ my: 1 }}>
          No one-off call.
        </Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, my: 1, listStyle: 'none' }}>
          {calls.map((c) => {
            const text = `${formatLocalDate(c.date)} at ${clockText(c.time)}`;
            return (
              <Box
                component="li"
                key={`${c.date}T${c.time}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <Typography>{text}</Typography>
                {!locked(props) && (
                  <IconButton
                    aria-label={`Remove the call on ${text}`}
                    onClick={() =>
                      set(
                        props,
                        calls.filter((x) => x !== c),
                      )
                    }
                    sx={{ width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {!locked(props) && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Picker
            id={`${id}-date`}
            type="date"
            label="Date"
            value={date}
            min={localToday(zone)}
            onChange={(event) => setDate(event.target.value)}
          />
          <Picker
            id={`${id}-time`}
            type="time"
            label="Time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
          <Button onClick={add} disabled={!date || !time} sx={{ minHeight: TOUCH_TARGET_PX }}>
            Add call
          </Button>
        </Box>
      )}
    </Part>
  );
}
