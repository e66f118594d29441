import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AvailableBlock } from '../../core/types';
import { BLOCK_DESCRIPTION_LINES } from '../../core/constants';
import { connectLabel, providerBadge } from '../../core/providers';
import { BlockIcon } from '../../components/BlockIcon';
import { blockProvider } from '../../state/routine';

export interface BlockCardProps {
  block: AvailableBlock;
  /** Whether the block's required integration is active (ignored when none is required). */
  connected: boolean;
  busy?: boolean;
  onAdd: () => void;
  onConnect: () => void;
}

/** One available block: icon, name, description (2 lines), integration badge, Add / Connect. */
export function BlockCard({ block, connected, busy = false, onAdd, onConnect }: BlockCardProps) {
  const provider = blockProvider(block) ?? '';
  const needsConnection = block.requires_integration && !connected;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      component="article"
      aria-labelledby={`block-${block.id}`}
    >
      <CardContent sx={{ flex: 1 }}>
        {/* Wraps the badge under the name when the card is narrow, rather than clipping it. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <BlockIcon name={block.icon} />
          <Typography
            id={`block-${block.id}`}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, flex: '1 1 auto', minWidth: 0 }}
          >
            {block.name}
          </Typography>
          {block.requires_integration && (
            <Chip
              size="small"
              color={connected ? 'success' : 'warning'}
              variant="outlined"
              label={providerBadge(provider, connected)}
              // Orange text on white is too faint to read: keep the warning border, darken the words.
              sx={{ flexShrink: 0, ...(connected ? {} : { color: 'text.primary' }) }}
            />
          )}
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          title={block.description}
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: BLOCK_DESCRIPTION_LINES,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {block.description}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {needsConnection ? (
          <Button
            size="small"
            variant="outlined"
            onClick={onConnect}
            disabled={busy}
            aria-describedby={`block-${block.id}`}
          >
            {connectLabel(provider)}
          </Button>
        ) : (
          <Button
            size="small"
            variant="contained"
            onClick={onAdd}
            disabled={busy}
            aria-describedby={`block-${block.id}`}
          >
            Add to Routine
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
