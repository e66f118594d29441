import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { WidgetProps } from '@rjsf/utils';
import { providerFor } from '../../core/providers';
import type { FormsContext } from '../context';
import { labelIdOf } from '../templates/FieldTemplate';

/**
 * An integration field: which provider it uses, and whether that provider is connected. Its label is
 * the field template's, above it.
 */
export function IntegrationWidget({
  id,
  options,
  value,
  registry,
  disabled,
  readonly,
}: WidgetProps) {
  const context = (registry.formContext ?? {}) as FormsContext;
  const provider =
    typeof options.provider === 'string' && options.provider
      ? options.provider
      : String(value ?? '');
  const connected = (context.integrations ?? []).some(
    (i) => i.provider === provider && i.is_active,
  );
  const name = providerFor(provider)?.label ?? provider;
  return (
    <Box
      id={id}
      role="group"
      aria-labelledby={labelIdOf(id)}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}
    >
      <Typography component="span" sx={{ flex: 1 }}>
        {name}
      </Typography>
      {connected ? (
        <Chip icon={<CheckCircleIcon />} color="success" label="Connected" variant="outlined" />
      ) : (
        <Button
          variant="outlined"
          disabled={disabled || readonly || !context.onConnectIntegration}
          onClick={() => context.onConnectIntegration?.(provider)}
        >
          Connect
        </Button>
      )}
    </Box>
  );
}
