import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BlockIcon } from '../../components/BlockIcon';
import type { ProviderEntry } from '../../core/providers';
import { formatInZone } from '../../core/timezones';
import type { Integration } from '../../core/types';

export interface IntegrationCardProps {
  provider: ProviderEntry;
  /** The user's integration with this provider, if there is one. */
  integration: Integration | undefined;
  /** The user's zone: Last synced reads in it, in English, like every time the app shows. */
  zone: string | null;
  busy: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}

/** One provider: what it does, Last synced when active, Connect or Disconnect. */
export function IntegrationCard({
  provider,
  integration,
  zone,
  busy,
  onConnect,
  onDisconnect,
}: IntegrationCardProps) {
  const active = integration?.is_active ?? false;
  const titleId = `integration-${provider.key}-title`;
  return (
    <Card variant="outlined" sx={{ maxWidth: 560 }} aria-labelledby={titleId}>
      <CardContent sx={{ display: 'flex', gap: 2 }}>
        <BlockIcon name={provider.icon} size="large" />
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {provider.label}
          </Typography>
          <Typography color="text.secondary">{provider.purpose}</Typography>
          {active && integration?.last_sync && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Last synced {formatInZone(new Date(integration.last_sync), zone)}
            </Typography>
          )}
        </Box>
        {active && <Chip color="success" label="Connected" size="small" />}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        {active ? (
          <Button variant="outlined" color="error" disabled={busy} onClick={onDisconnect}>
            Disconnect
          </Button>
        ) : (
          <Button variant="contained" disabled={busy} onClick={onConnect}>
            Connect
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
