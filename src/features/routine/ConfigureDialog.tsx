import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useAtomValue, useSetAtom } from 'jotai';
import { errorText } from '../../api/client';
import { api } from '../../api/endpoints';
import type { BlockSettings, UserBlock } from '../../core/types';
import { BlockConfigForm } from '../../forms/BlockConfigForm';
import { errors, loading, success } from '../../core/messages';
import { notify } from '../../components/notify';
import { connectIntegrationAtom, integrationsAtom } from '../../state/dashboard';
import { saveBlockSettingsAtom } from './actions';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; config: unknown };

/** 'Configure <name>': the block's fields rendered from its schema through the shared forms layer. */
export function ConfigureDialog({ block, onClose }: { block: UserBlock; onClose: () => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  const integrations = useAtomValue(integrationsAtom);
  const connect = useSetAtom(connectIntegrationAtom);
  const save = useSetAtom(saveBlockSettingsAtom);

  useEffect(() => {
    let live = true;
    api.getBlockConfig(block.id).then(
      (config) => live && setLoad({ state: 'ready', config }),
      () => {
        if (!live) return;
        setLoad({ state: 'failed' });
        notify.error(errors.loadConfiguration);
      },
    );
    return () => {
      live = false;
    };
  }, [block.id]);

  const submit = async (settings: BlockSettings) => {
    setSaving(true);
    try {
      await save({ id: block.id, settings });
      notify.success(success.blockSettingsUpdated);
      onClose();
    } catch (error) {
      notify.error(errorText(error, errors.updateBlockSettings));
    } finally {
      setSaving(false);
    }
  };

  const titleId = `configure-${block.id}-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Configure {block.name}</DialogTitle>
      <DialogContent>
        {load.state === 'loading' && (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{loading.configuration}</Typography>
          </Stack>
        )}
        {load.state === 'failed' && (
          <>
            <Alert severity="error">{errors.loadConfiguration}</Alert>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button onClick={onClose}>Close</Button>
            </Stack>
          </>
        )}
        {load.state === 'ready' && (
          <BlockConfigForm
            id={`configure-${block.id}`}
            config={load.config}
            onSubmit={(settings) => void submit(settings)}
            busy={saving}
            formContext={{
              integrations,
              onConnectIntegration: (provider) =>
                void connect(provider).catch(() => notify.error(errors.startIntegration)),
            }}
          >
            <Button onClick={onClose} disabled={saving}>
              Cancel
            </Button>
          </BlockConfigForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
