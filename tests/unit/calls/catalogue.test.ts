import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../../server/blocks';
import { offlineCalendar, localDay, offlineWeather } from '../../../server/calls/content';
import { spokenText } from '../../../server/calls/speech';
import {
  CALL_LANGUAGES,
  attemptScript,
  callLanguageOf,
  catalogues,
  dayText,
  digitsText,
  say,
  speedText,
  temperatureText,
  type CallLanguage,
  type MessageId,
} from '../../../server/calls/words';
import { codeInWords } from '../../../src/core/spokenCode';
import { ZONE_PLACES } from '../../../src/core/zonePlaces';

/** A message's shape: each placeholder with the kind it is, and the cases of each select and plural. */
function shape(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const e of elements) {
      // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural (the parser's TYPE).
      if ('value' in e && typeof e.value === 'string' && e.type >= 1 && e.type <= 6)
        found.add(`${e.value}:${e.type === 1 || e.type === 2 ? 'value' : e.type}`);
      if ('options' in e) {
        // A select's cases are the same in every language; a plural's follow the language's rules.
        if (e.type === 5) for (const key of Object.keys(e.options)) found.add(`${e.value}=${key}`);
        for (const option of Object.values(e.options)) walk(option.value);
      }
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst());
  return [...found].sort();
}

describe('the call catalogue: every language says every message, with the same placeholders', () => {
  const english = catalogues.en;
  const ids = Object.keys(english) as MessageId[];

  it.each(CALL_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has exactly the English messages',
    (language) => {
      expect(Object.keys(catalogues[language]).sort()).toEqual([...ids].sort());
    },
  );

  it.each(CALL_LANGUAGES.filter((l) => l !== 'en'))(
    '%s: each message has the English one’s placeholders and select cases',
    (language) => {
      const differ = ids.filter(
        (id) => shape(catalogues[language][id]).join() !== shape(english[id]).join(),
      );
      expect(differ).toEqual([]);
    },
  );

  it('the check fails on a message that lost a placeholder or a weather code', () => {
    expect(shape('La météo aujourd’hui : {sky}.').join()).not.toBe(
      shape(english.weatherToday).join(),
    );
    const sky = english.sky.replace('45 {fog} ', '');
    expect(shape(sky).join()).not.toBe(shape(english.sky).join());
  });

  it('what the call says to the user takes no grammatical gender: a profile has none', () => {
    // French and Spanish agree an adjective with its person ("réveillé·e", "despierto/a").
    const gendered =
      /(?<!\p{L})(réveillée?|éveillée?|nerveuse?|nerveux|despiert[oa]|nervios[oa])(?!\p{L})/iu;
    for (const language of ['fr', 'es'] as const) {
      const said = Object.entries(catalogues[language]).filter(([, text]) => gendered.test(text));
      expect(said.map(([id]) => `${language}.${id}`)).toEqual([]);
    }
  });

  it('English’s preview sentence is the spec’s sample text', () => {
    expect(say('en', 'preview')).toBe(
      'Good morning! Time to start your day with energy and purpose.',
    );
  });

  it('a browser locale picks its call language, or English', () => {
    expect(callLanguageOf('fr-FR')).toBe('fr');
    expect(callLanguageOf('fr-CA')).toBe('fr');
    expect(callLanguageOf('zh-Hant-TW')).toBe('zh');
    expect(callLanguageOf('ja')).toBe('ja');
    expect(callLanguageOf('pt-BR')).toBe('en');
    expect(callLanguageOf(undefined)).toBe('en');
  });
});

describe('dates, times, numbers and units as each language says them', () => {
  it.each([
    ['en-US', 'Monday, November 30'],
    ['en-GB', 'Monday 30 November'],
    ['fr', 'lundi 30 novembre'],
    ['es', 'lunes, 30 de noviembre'],
    ['de', 'Montag, 30. November'],
    ['ja', '11月30日月曜日'],
    ['zh', '11月30日星期一'],
  ])('the day of the call in %s', (loc, said) => {
    expect(dayText('2026-11-30', loc)).toBe(said);
  });

  it.each([
    ['en', '07:05', '7:05 AM'],
    ['fr', '07:05', '7 heures 05'],
    ['fr', '16:00', '16 heures'],
    ['es', '07:05', '7 y 5'],
    ['de', '16:00', '16 Uhr'],
    ['de', '07:05', '7 Uhr 5'],
    ['ja', '07:05', '7時5分'],
    ['zh', '16:00', '16点'],
  ])('a clock time in %s: %s', (language, written, said) => {
    expect(spokenText(written, language as CallLanguage)).toBe(said);
  });

  it.each([
    ['en', 'a high of 12°C, 40% rain', 'a high of 12 degrees Celsius, 40 percent rain'],
    [
      'fr',
      'un maximum de 12°C, 40 % de pluie',
      'un maximum de 12 degrés Celsius, 40 pour cent de pluie',
    ],
    ['de', '-3 °C', 'minus 3 Grad Celsius'],
    ['zh', '40%', '百分之40'],
    ['fr', 'le 2026-11-24', 'le 24 novembre'],
  ])('figures in %s: %s', (language, written, said) => {
    expect(spokenText(written, language as CallLanguage)).toBe(said);
  });

  it('the verification code, read digit by digit in each language, is found again in its words', () => {
    for (const language of CALL_LANGUAGES) {
      const words = say(language, 'verification', { code: digitsText('690481', language) });
      expect({ language, code: codeInWords(words) }).toEqual({ language, code: '690481' });
    }
    expect(codeInWords('Daybreakです。確認コードは6、9、0、4、8、1です。')).toBe('690481');
    expect(codeInWords('Good morning! It is 7:00.')).toBeNull();
  });

  it('temperatures and speeds in the user’s units, in words of the language', () => {
    expect(temperatureText(12, true, 'fr')).toBe('12 degrés Celsius');
    expect(temperatureText(1, true, 'fr')).toBe('1 degré Celsius');
    expect(temperatureText(12, false, 'es')).toBe('54 grados Fahrenheit');
    expect(temperatureText(12, true, 'ja')).toBe('摂氏12度');
    expect(speedText(20, true, 'de')).toBe('20 Kilometern pro Stunde');
    // Below zero in words; just below zero is zero.
    expect(temperatureText(-3.4, true, 'en')).toBe('minus 3 degrees Celsius');
    expect(temperatureText(-1, true, 'fr')).toBe('moins 1 degré Celsius');
    expect(temperatureText(-5, true, 'zh')).toBe('摄氏零下5度');
    expect(temperatureText(-0.3, true, 'en')).toBe('0 degrees Celsius');
    expect(temperatureText(-0.3, true, 'ja')).toBe('摂氏0度');
    expect(speedText(20, false, 'zh')).toBe('每小时12英里');
  });

  it('the keys and the snooze in French and Japanese, with plurals', () => {
    const first = { snooze_minutes: 1, max_attempts: 3, number: 1 };
    expect(attemptScript('Bonjour !', first, 'fr')).toBe(
      'Bonjour ! Appuyez sur 1 pour confirmer votre réveil, sur 2 pour un rappel dans 1 minute, ou sur 3 pour réécouter ce message. ' +
        'Appuyez sur 1 pour confirmer votre réveil, sur 2 pour un rappel dans 1 minute, ou sur 3 pour réécouter ce message. ' +
        'Nous vous rappellerons dans 1 minute.',
    );
    const last = { snooze_minutes: 5, max_attempts: 3, number: 3 };
    expect(attemptScript('おはようございます。', last, 'ja')).toBe(
      '今朝の最後のお電話です。おはようございます。起きたら1を、もう一度聞くには3を押してください。起きたら1を、もう一度聞くには3を押してください。今朝の最後のお電話でした。失礼します。',
    );
  });
});

describe('each block speaks the call’s language', () => {
  const byId = (id: string) => blocks.find((b) => b.id === id)!;
  const at = new Date('2026-11-24T12:00:00Z');
  const context = (language: CallLanguage, locale: string = language) => ({
    userId: 'u1',
    date: at,
    day: { ...localDay(at, 'Europe/Paris'), time: '06:00' },
    language,
    locale,
    weather: offlineWeather,
    calendar: offlineCalendar,
    isConnected: () => true,
  });
  const paris = { place: ZONE_PLACES['Europe/Paris'], use_celsius: true, detail_level: 3 };

  it('the weather in French and in Japanese', async () => {
    const fr = await byId('weather').speak(paris, context('fr'));
    expect(fr).toMatch(
      /^La météo à Paris aujourd'hui : .+, avec un maximum de -?\d+ degrés? Celsius et un minimum de .+ pour cent de risque de pluie\. Vent jusqu'à \d+ kilomètres par heure/,
    );
    const ja = await byId('weather').speak(paris, context('ja'));
    expect(ja).toMatch(
      /^今日のParisの天気は.+、最高気温は摂氏-?\d+度、最低気温は摂氏-?\d+度、降水確率は\d+パーセントです。風は最大時速\d+キロ/,
    );
  });

  it('the calendar in French and in German, its times as each writes them', async () => {
    const settings = { max_events: 3, include_all_day: false };
    expect(await byId('calendar').speak(settings, context('fr', 'fr-FR'))).toBe(
      "Dans votre agenda aujourd'hui : Team stand-up à 09:30, Lunch with Sam à 12:30 et Dentist à 16:00.",
    );
    // Spoken, the Spanish times keep one article: "a las 9 y 30", not "a las las".
    expect(spokenText(await byId('calendar').speak(settings, context('es', 'es-ES')), 'es')).toBe(
      'En tu calendario hoy: Team stand-up a las 9 y 30, Lunch with Sam a las 12 y 30 y Dentist a las 16 en punto.',
    );
    expect(await byId('calendar').speak(settings, context('de', 'de-DE'))).toBe(
      'Heute in Ihrem Kalender: Team stand-up um 09:30, Lunch with Sam um 12:30 und Dentist um 16:00.',
    );
  });

  it('the horoscope in Spanish and in Chinese: the sign and the line translated', async () => {
    const settings = { sign: 'leo', include_lucky_number: true };
    const es = await byId('horoscope').speak(settings, context('es'));
    expect(es).toMatch(/^Tu horóscopo para Leo: .+\. Tu número de la suerte es el \d+\.$/);
    const zh = await byId('horoscope').speak(settings, context('zh'));
    expect(zh).toMatch(/^狮子座今天的运势：.+。您的幸运数字是\d+。$/);
    // The same line of the day in each language: the English one's translation, not another.
    const line = (text: string, language: CallLanguage) =>
      CALL_LANGUAGES.includes(language) &&
      Array.from({ length: 14 }, (_, i) =>
        say(language, 'horoscopeLine', { line: String(i) }),
      ).findIndex((l) => text.includes(l));
    const en = await byId('horoscope').speak(settings, context('en'));
    expect(line(es, 'es')).toBe(line(en, 'en'));
    expect(line(zh, 'zh')).toBe(line(en, 'en'));
  });

  it('a block whose words exist only in English says so in its catalogue entry', () => {
    const word = byId('word_of_the_day');
    expect(word.languages).toEqual(['en']);
    expect(word.language_note).toMatch(/English/);
    expect(blocks.filter((b) => b.languages).map((b) => b.id)).toEqual(['word_of_the_day']);
  });
});
