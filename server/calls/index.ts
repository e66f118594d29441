/** The calls side of the server, with adapters chosen by configuration. */
import type { Sealer } from '../crypto';
import type { Db } from '../db';
import { googleCalendar } from './googleCalendar';
import type { Env } from '../env';
import { localPhoneLine, twilioPhoneLine, verifiedOnly, type PhoneLine } from './phone';
import { scriptFor } from './script';
import { offlineCalendar, offlineWeather, openMeteoWeather } from './sources';
import { cachedSpeech, elevenLabsSpeech, localSpeech, type Speech } from './speech';
import {
  localVerification,
  systemClock,
  twilioVerification,
  type Clock,
  type Verification,
} from './verification';

export interface CallServices {
  /** Calls only a user's verified number (except the verification call itself). */
  phone: PhoneLine;
  clock: Clock;
  speech: Speech;
  verification: Verification;
  script(userId: string): Promise<string>;
}

export interface CallOverrides {
  clock?: Clock;
  newCode?: () => string;
  print?: (line: string) => void;
}

export function createCallServices(
  env: Env,
  db: Db,
  sealer: Sealer,
  overrides: CallOverrides = {},
): CallServices {
  const clock = overrides.clock ?? systemClock;
  const phone = verifiedOnly(
    db,
    env.twilio ? twilioPhoneLine(env.twilio) : localPhoneLine(db, overrides.print),
  );
  const verification =
    env.twilio?.verifyServiceSid != null
      ? twilioVerification(
          db,
          { ...env.twilio, serviceSid: env.twilio.verifyServiceSid },
          fetch,
          clock,
        )
      : localVerification(db, phone, clock, overrides.newCode);
  const sources = {
    weather: env.local ? offlineWeather : openMeteoWeather(),
    calendar: env.google && !env.local ? googleCalendar(db, sealer, env.google) : offlineCalendar,
  };
  return {
    phone,
    speech: cachedSpeech(
      env.elevenLabsApiKey ? elevenLabsSpeech(env.elevenLabsApiKey) : localSpeech(),
    ),
    verification,
    clock,
    script: (userId) => scriptFor(db, userId, sources),
  };
}
