import { useState } from 'react';
import { Grid, Typography } from '@mui/material';
import { useAtomValue, useSetAtom } from 'jotai';
import { errorText } from '../../api/client';
import type { AvailableBlock } from '../../core/types';
import { errors, success } from '../../core/messages';
import { notify } from '../../components/notify';
import {
  activeProvidersAtom,
  availableBlocksAtom,
  blockProvider,
  connectIntegrationAtom,
} from '../../state/dashboard';
import { IntegrationRequiredError, addBlockAtom } from './actions';
import { BlockCard } from './BlockCard';

export function AvailableBlocks() {
  const blocks = useAtomValue(availableBlocksAtom) ?? [];
  const active = useAtomValue(activeProvidersAtom);
  const add = useSetAtom(addBlockAtom);
  const connect = useSetAtom(connectIntegrationAtom);
  const [busyId, setBusyId] = useState<string | null>(null);

  const onAdd = async (block: AvailableBlock) => {
    setBusyId(block.id);
    try {
      await add(block);
      notify.success(success.blockAdded(block.name));
    } catch (error) {
      notify.error(
        error instanceof IntegrationRequiredError
          ? error.message
          : errorText(error, errors.addBlock),
      );
    } finally {
      setBusyId(null);
    }
  };
  const onConnect = (block: AvailableBlock) => {
    connect(blockProvider(block) ?? '').catch((error: unknown) =>
      notify.error(errorText(error, errors.startIntegration)),
    );
  };

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
              busy={busyId === block.id}
              onAdd={() => void onAdd(block)}
              onConnect={() => onConnect(block)}
            />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
