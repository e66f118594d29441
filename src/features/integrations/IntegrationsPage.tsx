import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { PROVIDERS, type ProviderEntry } from '../../core/providers';
import { errors, loading, screenTitles, success } from '../../core/messages';
import {
  connectIntegrationAtom,
  disconnectIntegrationAtom,
  integrationsAtom,
} from '../../state/integrations';
import { profileAtom } from '../../state/profile';
import { blocksNeedingAtom } from '../../state/routine';
import { scheduleAtom } from '../../state/schedule';
import { useAction } from '../../state/useAction';
import { DisconnectDialog } from './DisconnectDialog';
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
  const blocksNeeding = useAtomValue(blocksNeedingAtom);
  // Times read in the schedule's zone, else the profile's (as on the calls page).
  const scheduleZone = useAtomValue(scheduleAtom)?.timezone;
  const profileZone = useAtomValue(profileAtom)?.timezone;
  const zone = scheduleZone ?? profileZone ?? null;
  // The provider whose disconnection waits for the user's answer (its blocks would be skipped).
  // Kept after closing so the dialog keeps its words while it fades out.
  const [asked, setAsked] = useState<{ provider: ProviderEntry; blocks: string[] } | null>(null);
  const [asking, setAsking] = useState(false);

  /** Disconnects at once, unless routine blocks use the provider: then asks first. */
  const requestDisconnect = (provider: ProviderEntry) => {
    const using = blocksNeeding(provider.key);
    if (!using.length) {
      void disconnect.run(provider.key);
      return;
    }
    setAsked({ provider, blocks: using.map((b) => b.name) });
    setAsking(true);
  };

  if (!integrations) return <Typography role="status">{loading.integrations}</Typography>;
  const pending = connect.args?.[0] ?? disconnect.args?.[0] ?? leavingFor;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {screenTitles.integrations}
      </Typography>
      <Stack spacing={2}>
        {PROVIDERS.map((provider) => (
          <IntegrationCard
            key={provider.key}
            provider={provider}
            integration={integrations.find((i) => i.provider === provider.key)}
            zone={zone}
            busy={pending === provider.key}
            onConnect={() =>
              void connect.run(provider.key).then((o) => o.ok && setLeavingFor(provider.key))
            }
            onDisconnect={() => requestDisconnect(provider)}
          />
        ))}
      </Stack>
      <DisconnectDialog
        open={asking}
        provider={asked?.provider.label ?? ''}
        blockNames={asked?.blocks ?? []}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          if (asked) void disconnect.run(asked.provider.key);
        }}
      />
    </>
  );
}
