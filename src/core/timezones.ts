import { TIMEZONES } from './constants';

/** The short abbreviation of a zone right now, e.g. "EST" or "GMT+9". */
export function zoneAbbreviation(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

/** The 12 zones of SPEC §9, each labelled with its abbreviation. */
export function timezoneOptions(at: Date = new Date()) {
  return TIMEZONES.map((zone) => ({
    value: zone,
    label: `${zone.replace('_', ' ')} (${zoneAbbreviation(zone, at)})`,
  }));
}
