import type { BlockSpeaker } from '../types';
import { horoscopeFor } from './horoscopes';

export const speaker: BlockSpeaker = {
  fallback: "Today's horoscope isn't available.",
  speak: (s, { date }) =>
    horoscopeFor(String(s.sign ?? 'aries'), date, s.include_lucky_number === true),
};
