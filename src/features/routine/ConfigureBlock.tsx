import { useAtomValue } from 'jotai';
import type { BlockSettings, UserBlock } from '../../core/types';
import { errors, success } from '../../core/messages';
import { blockConfigAtom } from '../../state/blockConfig';
import { connectIntegrationAtom, integrationsAtom } from '../../state/integrations';
import { saveBlockSettingsAtom } from '../../state/routine';
import { useAction } from '../../state/useAction';
import { ConfigureDialog } from './ConfigureDialog';

const saveTexts = { success: success.blockSettingsUpdated, error: errors.updateBlockSettings };
// As on the block cards and the integrations page: the server's words first (SPEC §8).
const connectTexts = { error: errors.startIntegration };

/** The configure dialog of one routine entry, fed from the state layer (its configuration is loaded on open). */
export function ConfigureBlock({ block, onClose }: { block: UserBlock; onClose: () => void }) {
  const config = useAtomValue(blockConfigAtom(block.id));
  const integrations = useAtomValue(integrationsAtom);
  const saving = useAction(saveBlockSettingsAtom, saveTexts);
  const connect = useAction(connectIntegrationAtom, connectTexts);

  const save = async (settings: BlockSettings) => {
    if ((await saving.run({ id: block.id, settings })).ok) onClose();
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
      onConnectIntegration={(provider) => void connect.run(provider)}
    />
  );
}
