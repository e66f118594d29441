/**
 * eSpeak NG's command line for each voice: real English letter-to-sound rules, numbers, stress;
 * each built-in voice is its own variant, pitch and pace. The engine itself runs warm in the speech
 * workers (speechWorker.mjs).
 */

/** eSpeak NG arguments per built-in voice id (the voice provider's premade ids). */
const voices: Record<string, string[]> = {
  '21m00Tcm4TlvDq8ikWAM': ['-v', 'en-us+f3', '-p', '55', '-s', '165'], // Rachel: warm, professional
  pNInz6obpgDQGcFmaJgB: ['-v', 'en-us+m3', '-p', '30', '-s', '160'], // Adam: clear, authoritative
  AZnzlk1XvdvUeBnXmlld: ['-v', 'en-us+f4', '-p', '75', '-s', '185'], // Domi: friendly, energetic
  MF3mGyEYCl7XYWbV9V6O: ['-v', 'en-us+f2', '-p', '50', '-s', '140', '-a', '80'], // Elli: soft, gentle
};
const customVoice = ['-v', 'en-us', '-s', '165'];

/** The arguments that speak `text` in the voice; the text is one argument, never a shell string. */
export function espeakArgs(text: string, voiceId: string): string[] {
  // A leading dash would read as an option.
  const words = text.replace(/^[\s-]+/, '') || 'Hello';
  return [...(voices[voiceId] ?? customVoice), words];
}
