/** Offline horoscope lines, picked by sign and date. */
const lines = [
  'a conversation you have been putting off goes better than you expect',
  'small, steady steps beat a big leap today',
  'someone close to you could use a kind word',
  'your curiosity opens a door; walk through it',
  'take a quiet moment before lunch to plan the week',
  'an old idea deserves a second look',
  'say yes to the invitation that makes you a little nervous',
];

export function horoscopeFor(sign: string, date: Date, withLuckyNumber: boolean): string {
  const day = Math.floor(date.getTime() / 86_400_000);
  const index = (day + [...sign].reduce((n, ch) => n + ch.charCodeAt(0), 0)) % lines.length;
  const name = sign.charAt(0).toUpperCase() + sign.slice(1);
  const lucky = withLuckyNumber
    ? ` Your lucky number is ${((day * 7 + sign.length) % 42) + 1}.`
    : '';
  return `Your horoscope for ${name}: ${lines[index]}.${lucky}`;
}
