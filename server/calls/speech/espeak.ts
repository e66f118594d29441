/**
 * eSpeak NG's command line for each voice and language: real letter-to-sound rules, numbers, stress
 * in each call language; each built-in voice is its own variant, pitch and pace. The engine itself
 * runs warm in the speech workers (speechWorker.mjs).
 */
import type { CallLanguage } from '../../../src/core/types';

/** eSpeak NG's voice for each call language (its `espeak-ng-data/lang/` names). */
const languageVoices: Record<CallLanguage, string> = {
  en: 'en-us',
  fr: 'fr',
  es: 'es',
  de: 'de',
  ja: 'ja',
  zh: 'cmn',
};

/** Each built-in voice (the voice provider's premade ids): its variant, pitch and pace. */
const voices: Record<string, { variant: string; rest: string[] }> = {
  '21m00Tcm4TlvDq8ikWAM': { variant: 'f3', rest: ['-p', '55', '-s', '165'] }, // Rachel: warm, professional
  pNInz6obpgDQGcFmaJgB: { variant: 'm3', rest: ['-p', '30', '-s', '160'] }, // Adam: clear, authoritative
  AZnzlk1XvdvUeBnXmlld: { variant: 'f4', rest: ['-p', '75', '-s', '185'] }, // Domi: friendly, energetic
  MF3mGyEYCl7XYWbV9V6O: { variant: 'f2', rest: ['-p', '50', '-s', '140', '-a', '80'] }, // Elli: soft, gentle
};
const customVoice = { variant: '', rest: ['-s', '165'] };

/** The arguments that speak `text` in the voice and language; the text is one argument, never a shell string. */
export function espeakArgs(text: string, voiceId: string, language: CallLanguage = 'en'): string[] {
  // A leading dash would read as an option.
  const words = text.replace(/^[\s-]+/, '') || 'Hello';
  const { variant, rest } = voices[voiceId] ?? customVoice;
  const voice = `${languageVoices[language]}${variant ? `+${variant}` : ''}`;
  return ['-v', voice, ...rest, words];
}
