import { isPlace } from '../../../src/core/places';
import { usesFahrenheit } from '../../../src/core/zonePlaces';
import type { BlockSpeaker } from '../types';
import {
  capitalised,
  say,
  sentences,
  speedText,
  temperatureText,
  type CallLanguage,
} from '../../calls/words';
import { weatherWords } from './weatherCodes';

/**
 * What a block without a place says (an old zip code the migration could not find, server/db/
 * dataMigrations.ts): the call and its words in Calls tell the user what to do, not a silent fallback.
 */
export const noPlaceWords = (zip: unknown, language: CallLanguage = 'en') =>
  typeof zip === 'string' && zip
    ? say(language, 'weatherZipNotFound', { zip })
    : say(language, 'weatherNoPlace');

/**
 * "The weather in Tokyo today: light snow, with a high of 3 degrees Celsius …": the call's own day at
 * the chosen place, in the user's units said in full (°F users hear miles per hour), in the call's
 * language. Detail 1 is the headline; 2 adds the low and the chance of rain; 3 adds wind, humidity
 * and the morning and afternoon outlook.
 */
export const speaker: BlockSpeaker = {
  fallback: 'weatherFallback',
  // Units as the place's country reads them: °F and mph in the US, °C and km/h in Tokyo or Sydney.
  startsAt: (home) => ({ use_celsius: !usesFahrenheit(home.country_code) }),
  async speak(s, { weather, day, language }) {
    if (!isPlace(s.place)) return noPlaceWords(s.zip_code, language);
    const f = await weather.forecast(s.place, day);
    const celsius = s.use_celsius === true;
    const temp = (c: number) => temperatureText(c, celsius, language);
    const sky = (code: number | null) => weatherWords(code, language);
    const detail = Number(s.detail_level ?? 2);
    const said = [
      say(language, 'weatherToday', {
        named: f.place ? 'yes' : 'no',
        place: f.place ?? '',
        sky: sky(f.code),
        high: temp(f.highC),
        detail: detail >= 2 ? 'low' : 'high',
        low: temp(f.lowC),
        rain: Math.round(f.rainChance),
      }),
    ];
    if (detail >= 3) {
      said.push(
        say(language, 'weatherWind', {
          wind: speedText(f.windKph, celsius, language),
          humid: f.humidity !== null ? 'yes' : 'no',
          humidity: Math.round(f.humidity ?? 0),
        }),
      );
      if (f.morning !== null && f.afternoon !== null)
        said.push(
          capitalised(
            f.morning === f.afternoon
              ? say(language, 'outlookAllDay', { sky: sky(f.morning) })
              : say(language, 'outlookSplit', {
                  morning: sky(f.morning),
                  afternoon: sky(f.afternoon),
                }),
          ),
        );
    }
    return sentences(said, language);
  },
};
