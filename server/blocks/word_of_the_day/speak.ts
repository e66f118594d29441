import type { BlockSpeaker } from '../types';
import { wordOfTheDay } from './words';

export const speaker: BlockSpeaker = {
  fallback: "Today's word isn't available.",
  speak: (s, { date }) =>
    wordOfTheDay(Number(s.difficulty ?? 2), date, s.include_example !== false),
};
