/**
 * The WMO weather interpretation codes Open-Meteo answers (`weather_code`, its documentation's table),
 * as a call says them: each call language's catalogue has them (`sky`). A code the table does not
 * know is said as "changeable".
 */
import { say, type CallLanguage } from '../../calls/words';

export const weatherWords = (code: number | null | undefined, language: CallLanguage = 'en') =>
  say(language, 'sky', { code: code === null || code === undefined ? 'none' : String(code) });
