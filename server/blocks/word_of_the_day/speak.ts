import type { BlockSpeaker } from '../types';
import { wordOfTheDay } from './words';

export const speaker: BlockSpeaker = {
  fallback: 'wordFallback',
  // English words, said in English (block.json `languages`): a call in another language announces them.
  // The user's own day (not the UTC one): the word changes at their midnight.
  speak: (s, { day }) =>
    wordOfTheDay(
      Number(s.difficulty ?? 2),
      day.date,
      s.include_example !== false,
      String(s.topic ?? ''),
    ),
};
