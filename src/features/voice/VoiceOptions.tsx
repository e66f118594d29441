import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { labelIdOf } from '../../forms/templates/FieldTemplate';
import { TOUCH_TARGET_PX } from '../../core/constants';

/** The voice list's `ui:options`: which voices can be heard, which one is playing, and how to play. */
export interface VoicePreviews {
  /** The name of each voice that has a preview, by id ("Rachel"). */
  names: Readonly<Record<string, string>>;
  playing: string | null;
  /** The voice whose preview is on its way. */
  loading?: string | null;
  onPreview: (voiceId: string) => void;
}

/**
 * The voices as one list: each a radio with its description and, at the end of its own line, the
 * button that plays it (one row per voice, so nothing wraps apart from the voice it plays). Its label
 * is the field template's, above it (`ui:options.labelAbove`).
 */
export function VoiceOptions(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { enumOptions = [], previews } = props.options as typeof props.options & {
    previews?: VoicePreviews;
  };
  return (
    <RadioGroup
      id={id}
      name={id}
      value={typeof value === 'string' ? value : ''}
      // Read-only, the radios stay focusable and read out (a radio has no read-only state: the
      // group says it), and choosing one changes nothing.
      onChange={(_event, next) => {
        if (!readonly) onChange(next);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-labelledby={labelIdOf(id)}
      aria-describedby={ariaDescribedByIds(id)}
      {...(readonly ? { 'aria-readonly': true } : {})}
    >
      {enumOptions.map((option, index) => {
        const voice = String(option.value);
        const name = previews?.names[voice];
        const playing = previews?.playing === voice;
        const loading = previews?.loading === voice;
        const action = `${playing ? 'Pause' : 'Preview'} ${name ?? ''}`;
        return (
          <Box key={voice} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <FormControlLabel
              value={voice}
              control={<Radio id={optionId(id, index)} name={id} color="primary" />}
              label={option.label}
              disabled={disabled}
              sx={{ flex: 1, minWidth: 0, mr: 0 }}
            />
            {name && previews && (
              // Beside its button, over its own voice's line: below, it covered the next voice's button.
              <Tooltip title={action} placement="left">
                <IconButton
                  aria-label={action}
                  aria-pressed={playing}
                  aria-busy={loading}
                  onClick={() => previews.onPreview(voice)}
                  sx={{ width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX, flexShrink: 0 }}
                >
                  {loading ? (
                    <CircularProgress size={20} color="inherit" aria-hidden />
                  ) : playing ? (
                    <PauseIcon />
                  ) : (
                    <PlayArrowIcon />
                  )}
                </IconButton>
              </Tooltip>
            )}
          </Box>
        );
      })}
    </RadioGroup>
  );
}
