import { useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { BlockSettings, UserBlock } from '../../core/types';
import { errors, success } from '../../core/messages';
import { serverFieldErrors, toastUnlessOnField } from '../../forms/serverErrors';
import type { FieldErrors } from '../../forms/validation';
import {
  blockConfigAtom,
  loadBlockConfigAtom,
  saveBlockSettingsAtom,
} from '../../state/blockConfig';
import { connectIntegrationAtom, integrationsAtom } from '../../state/integrations';
import { useAction } from '../../state/useAction';
import { profileAtom } from '../../state/profile';
import { ConfigureDialog } from './ConfigureDialog';
import { languageNote } from './languageNote';

// As on the block cards and the integrations page: the server's words first (SPEC §8).
const connectTexts = { error: errors.startIntegration };

/** The configure dialog of one routine entry, fed from the state layer (its configuration is loaded on open). */
export function ConfigureBlock({ block, onClose }: { block: UserBlock; onClose: () => void }) {
  const config = useAtomValue(blockConfigAtom(block.id));
  const integrations = useAtomValue(integrationsAtom);
  const note = languageNote(block.block_details, useAtomValue(profileAtom)?.language);
  // The settings on screen: a refusal about one of them shows under it instead of as a toast.
  const keys = useMemo(
    () =>
      (config.state === 'ready' && config.config.ok ? config.config.value.fields : []).map(
        (f) => f.key,
      ),
    [config],
  );
  const saveTexts = useMemo(
    () => ({
      success: success.blockSettingsUpdated,
      error: toastUnlessOnField(keys, errors.updateBlockSettings),
    }),
    [keys],
  );
  const saving = useAction(saveBlockSettingsAtom, saveTexts);
  const connect = useAction(connectIntegrationAtom, connectTexts);
  const [refused, setRefused] = useState<FieldErrors>();
  // Retry after a failed load: a new failure shows in the dialog again (not as a toast).
  const reload = useSetAtom(loadBlockConfigAtom);
  const retry = () => void reload(block.id).catch(() => undefined);

  const save = async (settings: BlockSettings) => {
    const outcome = await saving.run({ id: block.id, settings });
    if (outcome.ok) onClose();
    else setRefused(serverFieldErrors(outcome.error, keys) ?? undefined);
  };

  return (
    <ConfigureDialog
      id={`configure-${block.id}`}
      name={block.name}
      config={config}
      integrations={integrations}
      saving={saving.busy}
      onSave={(settings) => void save(settings)}
      onClose={onClose}
      onRetry={retry}
      onConnectIntegration={(provider) => void connect.run(provider)}
      {...(refused ? { serverErrors: refused } : {})}
      languageNote={note}
    />
  );
}
