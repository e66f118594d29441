import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import type { AvailableBlock } from '../../core/types';
import { errors, success } from '../../core/messages';
import { activeProvidersAtom, connectIntegrationAtom } from '../../state/integrations';
import { addBlockAtom, availableBlocksAtom, blockProvider } from '../../state/routine';
import { useAction } from '../../state/useAction';
import { profileAtom } from '../../state/profile';
import { BlockCard } from './BlockCard';
import { languageNote } from './languageNote';

const addTexts = {
  success: (_created: unknown, block: AvailableBlock) => success.blockAdded(block.name),
  error: errors.addBlock,
};
const connectTexts = { error: errors.startIntegration };

export function AvailableBlocks() {
  const blocks = useAtomValue(availableBlocksAtom) ?? [];
  const active = useAtomValue(activeProvidersAtom);
  const add = useAction(addBlockAtom, addTexts);
  const connect = useAction(connectIntegrationAtom, connectTexts);
  const language = useAtomValue(profileAtom)?.language;

  return (
    <section aria-labelledby="available-title">
      <Typography id="available-title" variant="h5" component="h2" gutterBottom>
        Available Blocks
      </Typography>
      <Grid container spacing={2}>
        {blocks.map((block) => (
          <Grid key={block.id} size={{ xs: 12, sm: 6, lg: 3 }}>
            <BlockCard
              block={block}
              connected={active.has(blockProvider(block) ?? '')}
              busy={add.args?.[0].id === block.id}
              onAdd={() => void add.run(block)}
              onConnect={() => void connect.run(blockProvider(block) ?? '')}
              languageNote={languageNote(block, language)}
            />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
