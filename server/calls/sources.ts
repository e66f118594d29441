/** Outside data a routine reads: weather and calendar. Offline sources by default; real ones by configuration. */

export interface Forecast {
  summary: string;
  highC: number;
  lowC: number;
  rainChance: number;
  windKph: number;
}

export interface WeatherSource {
  forecast(zip: string, date: Date): Promise<Forecast>;
}

export interface CalendarEvent {
  title: string;
  start: string;
  allDay: boolean;
}

export interface CalendarSource {
  events(userId: string, date: Date): Promise<CalendarEvent[]>;
}

/** A deterministic, plausible forecast from the zip code and date: no network. */
export const offlineWeather: WeatherSource = {
  async forecast(zip, date) {
    const seed = (Number(zip) || 1) + Math.floor(date.getTime() / 86_400_000);
    const summaries = ['sunny', 'partly cloudy', 'cloudy', 'light rain', 'clear and crisp'];
    const high = 8 + (seed % 20);
    return {
      summary: summaries[seed % summaries.length] ?? 'clear',
      highC: high,
      lowC: high - 7,
      rainChance: (seed * 13) % 100,
      windKph: 5 + (seed % 25),
    };
  },
};

/** Open-Meteo: geocode the postal code, then the day's forecast. */
export function openMeteoWeather(fetchFn: typeof fetch = fetch): WeatherSource {
  return {
    async forecast(zip) {
      const geo = (await (
        await fetchFn(
          `https://geocoding-api.open-meteo.com/v1/search?name=${encodeURIComponent(zip)}&count=1&country_code=US`,
        )
      ).json()) as {
        results?: { latitude: number; longitude: number }[];
      };
      const place = geo.results?.[0];
      if (!place) throw new Error(`Unknown postal code ${zip}`);
      const url = `https://api.open-meteo.com/v1/forecast?latitude=${place.latitude}&longitude=${place.longitude}&daily=temperature_2m_max,temperature_2m_min,precipitation_probability_max,wind_speed_10m_max&forecast_days=1&timezone=auto`;
      const data = (await (await fetchFn(url)).json()) as { daily: Record<string, number[]> };
      const first = (key: string) => data.daily[key]?.[0] ?? 0;
      const rain = first('precipitation_probability_max');
      return {
        summary: rain > 50 ? 'rainy' : 'mostly dry',
        highC: first('temperature_2m_max'),
        lowC: first('temperature_2m_min'),
        rainChance: rain,
        windKph: first('wind_speed_10m_max'),
      };
    },
  };
}

/** Sample events for a connected calendar in local mode. */
export const offlineCalendar: CalendarSource = {
  async events() {
    return [
      { title: 'Team stand-up', start: '09:30', allDay: false },
      { title: 'Lunch with Sam', start: '12:30', allDay: false },
      { title: 'Dentist', start: '16:00', allDay: false },
      { title: "Mom's birthday", start: '', allDay: true },
    ];
  },
};
