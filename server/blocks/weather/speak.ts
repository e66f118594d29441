import type { BlockSpeaker } from '../types';

const toF = (c: number) => Math.round((c * 9) / 5 + 32);

export const speaker: BlockSpeaker = {
  fallback: "The weather forecast isn't available right now.",
  async speak(s, { weather, day }) {
    const f = await weather.forecast(String(s.zip_code ?? ''), day);
    const temp = (c: number) =>
      s.use_celsius ? `${Math.round(c)} degrees Celsius` : `${toF(c)} degrees`;
    const detail = Number(s.detail_level ?? 2);
    let text = `The weather today: ${f.summary}, with a high of ${temp(f.highC)}`;
    if (detail >= 2)
      text += ` and a low of ${temp(f.lowC)}, ${f.rainChance} percent chance of rain`;
    if (detail >= 3) text += `, wind around ${Math.round(f.windKph)} kilometers per hour`;
    return `${text}.`;
  },
};
