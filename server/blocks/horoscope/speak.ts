import type { BlockSpeaker } from '../types';
import { horoscopeFor } from './horoscopes';

export const speaker: BlockSpeaker = {
  fallback: 'horoscopeFallback',
  speak: (s, { date, language }) =>
    horoscopeFor(String(s.sign ?? 'aries'), date, s.include_lucky_number === true, language),
};
