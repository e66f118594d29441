/**
 * How a call reads a code out, digit by digit, and how that code is found again in its words: the
 * verification call speaks it (server/calls/verification), the local phone page shows it big.
 */
import { VERIFICATION_CODE_LENGTH } from './constants';
import type { CallLanguage } from './types';

/** What a call says between two digits: a space (en, fr…), an ideographic comma (ja, zh). */
const DIGIT_SEPARATORS = { spaced: ' ', ideographic: '、' } as const;

const separatorOf = (language: CallLanguage) =>
  language === 'ja' || language === 'zh' ? DIGIT_SEPARATORS.ideographic : DIGIT_SEPARATORS.spaced;

/** A code read digit by digit: "1 2 3" (en, fr…), "1、2、3" (ja, zh). */
export const digitsText = (code: string, language: CallLanguage) =>
  code.split('').join(separatorOf(language));

const separators = `[${Object.values(DIGIT_SEPARATORS).join('')}]`;
const readCode = new RegExp(`\\d(?:${separators}\\d){${VERIFICATION_CODE_LENGTH - 1}}`);

/** The verification code a call's words read out (as `digitsText` reads it, in any language), or null. */
export function codeInWords(text: string): string | null {
  const spoken = readCode.exec(text)?.[0];
  return spoken ? spoken.replace(/\D/g, '') : null;
}
