import { useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AvailableBlock } from '../../core/types';
import { BLOCK_DESCRIPTION_LINES, TOUCH_TARGET_PX } from '../../core/constants';
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
  /** What the card says of the block's language when it does not speak the user's call language. */
  languageNote?: string | null;
}

/** The card's buttons, easy to hit on a phone (44 px, WCAG 2.5.5). */
const TOUCH_TARGET = { minHeight: TOUCH_TARGET_PX } as const;

/**
 * Whether the element's text is cut by its line clamp, kept current as its width changes (a
 * description fits in two lines in a wide card and not in a narrow one).
 */
function useClamped(clamping: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !clamping) return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return; // (jsdom, where nothing is laid out)
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [clamping]);
  return [ref, clamped] as const;
}

/**
 * One available block: icon, name, description (clamped to 2 lines, SPEC §2, with More to read the
 * rest wherever it is cut), integration badge, Add / Connect.
 */
export function BlockCard({
  block,
  connected,
  busy = false,
  onAdd,
  onConnect,
  languageNote = null,
}: BlockCardProps) {
  const provider = blockProvider(block) ?? '';
  const needsConnection = block.requires_integration && !connected;
  const [expanded, setExpanded] = useState(false);
  // Measured while clamped; once opened, Less stays to close it again.
  const [descriptionRef, clamped] = useClamped(!expanded);
  const descriptionId = `block-${block.id}-description`;
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
          ref={descriptionRef}
          id={descriptionId}
          variant="body2"
          color="text.secondary"
          sx={
            expanded
              ? {}
              : {
                  display: '-webkit-box',
                  WebkitLineClamp: BLOCK_DESCRIPTION_LINES,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }
          }
        >
          {block.description}
        </Typography>
        {/* Under the text it opens (its label in line with it); the card's own button stays at the
            bottom, in line with its neighbours'. */}
        {(clamped || expanded) && (
          <Button
            aria-expanded={expanded}
            aria-controls={descriptionId}
            aria-describedby={`block-${block.id}`}
            onClick={() => setExpanded((open) => !open)}
            sx={{ ...TOUCH_TARGET, minWidth: TOUCH_TARGET_PX, ml: -1, px: 1 }}
          >
            {expanded ? 'Less' : 'More'}
          </Button>
        )}
        {languageNote && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
            {languageNote}
          </Typography>
        )}
        {/* Whose data the block speaks, as their licence asks (a line of its own, 24 px high). */}
        {block.credit && (
          <Link
            href={block.credit.url}
            target="_blank"
            rel="noopener"
            variant="caption"
            sx={{ display: 'flex', alignItems: 'center', minHeight: 24, width: 'fit-content' }}
          >
            {block.credit.text}
          </Link>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {needsConnection ? (
          <Button
            variant="outlined"
            onClick={onConnect}
            disabled={busy}
            aria-describedby={`block-${block.id}`}
            sx={TOUCH_TARGET}
          >
            {connectLabel(provider)}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={onAdd}
            disabled={busy}
            aria-describedby={`block-${block.id}`}
            sx={TOUCH_TARGET}
          >
            Add to Routine
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
