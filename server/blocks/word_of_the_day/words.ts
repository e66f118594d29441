/** An offline word list for the word of the day, by difficulty 1–5. */
interface Word {
  word: string;
  difficulty: number;
  meaning: string;
  example: string;
}

const words: Word[] = [
  {
    word: 'cheerful',
    difficulty: 1,
    meaning: 'noticeably happy and optimistic',
    example: 'She gave a cheerful wave from the bus.',
  },
  {
    word: 'brisk',
    difficulty: 1,
    meaning: 'quick and energetic',
    example: 'We took a brisk walk before breakfast.',
  },
  {
    word: 'diligent',
    difficulty: 2,
    meaning: 'careful and hard-working',
    example: 'A diligent gardener waters before sunrise.',
  },
  {
    word: 'candid',
    difficulty: 2,
    meaning: 'truthful and straightforward',
    example: 'Thanks for your candid advice.',
  },
  {
    word: 'ephemeral',
    difficulty: 3,
    meaning: 'lasting a very short time',
    example: 'The morning mist was ephemeral.',
  },
  {
    word: 'serendipity',
    difficulty: 3,
    meaning: 'a happy accident',
    example: 'Meeting my co-founder was pure serendipity.',
  },
  {
    word: 'perspicacious',
    difficulty: 4,
    meaning: 'having a ready insight into things',
    example: 'A perspicacious editor spotted the flaw at once.',
  },
  {
    word: 'equanimity',
    difficulty: 4,
    meaning: 'calmness under pressure',
    example: 'He met the delay with equanimity.',
  },
  {
    word: 'crepuscular',
    difficulty: 5,
    meaning: 'relating to twilight',
    example: 'Crepuscular light filled the valley.',
  },
  {
    word: 'sesquipedalian',
    difficulty: 5,
    meaning: 'given to using long words',
    example: 'His sesquipedalian speeches lost the room.',
  },
];

export function wordOfTheDay(difficulty: number, date: Date, withExample: boolean): string {
  const pool = words.filter((w) => w.difficulty === difficulty);
  const list = pool.length ? pool : words;
  const pick = list[Math.floor(date.getTime() / 86_400_000) % list.length] ?? words[0];
  if (!pick) return '';
  const example = withExample ? ` For example: ${pick.example}` : '';
  return `Your word of the day is ${pick.word}: ${pick.meaning}.${example}`;
}
