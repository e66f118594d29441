import Box, { type BoxProps } from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { AddToContacts } from './AddToContacts';
import { RingThroughGuide } from './RingThroughGuide';
import { callerIdAtom } from '../state/calls';

/**
 * The number wake-up calls come from, wherever calls are set up, with its contact card and how to let
 * it ring: a phone that silences unknown callers (iOS, Focus, Android's call screening) lets a saved
 * contact ring. Nothing until the number is known.
 */
export function CallerLine(props: Pick<BoxProps, 'sx' | 'id'>) {
  const caller = useAtomValue(callerIdAtom);
  if (!caller) return null;
  return (
    <Box {...props}>
      <Typography variant="body2" color="text.secondary" data-testid="caller-line">
        Wake-up calls come from{' '}
        <Typography component="span" variant="body2" color="text.primary" noWrap>
          {caller.display}
        </Typography>
        . Save it as a contact so your phone lets it ring: <AddToContacts />
      </Typography>
      <RingThroughGuide />
    </Box>
  );
}
