import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useAtomValue } from 'jotai';
import { PROVIDERS } from '../../core/providers';
import { errors, loading, success } from '../../core/messages';
import {
  connectIntegrationAtom,
  disconnectIntegrationAtom,
  integrationsAtom,
} from '../../state/integrations';
import { useAction } from '../../state/useAction';
import { IntegrationCard } from './IntegrationCard';

const connectTexts = { error: errors.startIntegration };
const disconnectTexts = {
  success: success.integrationDisconnected,
  error: errors.disconnectIntegration,
};

/** Connected Services: one card per integration provider (SPEC §2 "Integrations screen"). */
export function IntegrationsPage() {
  const integrations = useAtomValue(integrationsAtom);
  const connect = useAction(connectIntegrationAtom, connectTexts);
  const disconnect = useAction(disconnectIntegrationAtom, disconnectTexts);
  // Once the browser is on its way to the provider, the card stays busy.
  const [leavingFor, setLeavingFor] = useState<string | null>(null);

  if (!integrations) return <Typography role="status">{loading.integrations}</Typography>;
  const pending = connect.args?.[0] ?? disconnect.args?.[0] ?? leavingFor;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Connected Services
      </Typography>
      <Stack spacing={2}>
        {PROVIDERS.map((provider) => (
          <IntegrationCard
            key={provider.key}
            provider={provider}
            integration={integrations.find((i) => i.provider === provider.key)}
            busy={pending === provider.key}
            onConnect={() =>
              void connect.run(provider.key).then((o) => o.ok && setLeavingFor(provider.key))
            }
            onDisconnect={() => void disconnect.run(provider.key)}
          />
        ))}
      </Stack>
    </>
  );
}
