/** An offline word list for the word of the day, by difficulty 1–5 and theme. */
interface Word {
  word: string;
  difficulty: number;
  /** The themes it belongs to (lower case); none: an everyday word. */
  topics: string[];
  meaning: string;
  example: string;
}

const words: Word[] = [
  {
    word: 'cheerful',
    difficulty: 1,
    topics: [],
    meaning: 'noticeably happy and optimistic',
    example: 'She gave a cheerful wave from the bus.',
  },
  {
    word: 'brisk',
    difficulty: 1,
    topics: [],
    meaning: 'quick and energetic',
    example: 'We took a brisk walk before breakfast.',
  },
  {
    word: 'diligent',
    difficulty: 2,
    topics: [],
    meaning: 'careful and hard-working',
    example: 'A diligent gardener waters before sunrise.',
  },
  {
    word: 'candid',
    difficulty: 2,
    topics: [],
    meaning: 'truthful and straightforward',
    example: 'Thanks for your candid advice.',
  },
  {
    word: 'ephemeral',
    difficulty: 3,
    topics: [],
    meaning: 'lasting a very short time',
    example: 'The morning mist was ephemeral.',
  },
  {
    word: 'serendipity',
    difficulty: 3,
    topics: [],
    meaning: 'a happy accident',
    example: 'Meeting my co-founder was pure serendipity.',
  },
  {
    word: 'perspicacious',
    difficulty: 4,
    topics: [],
    meaning: 'having a ready insight into things',
    example: 'A perspicacious editor spotted the flaw at once.',
  },
  {
    word: 'equanimity',
    difficulty: 4,
    topics: [],
    meaning: 'calmness under pressure',
    example: 'He met the delay with equanimity.',
  },
  {
    word: 'crepuscular',
    difficulty: 5,
    topics: [],
    meaning: 'relating to twilight',
    example: 'Crepuscular light filled the valley.',
  },
  {
    word: 'sesquipedalian',
    difficulty: 5,
    topics: [],
    meaning: 'given to using long words',
    example: 'His sesquipedalian speeches lost the room.',
  },
  // Words with a topic (the block's "Favourite topic"): at least one per topic and difficulty band.
  {
    word: 'sizzle',
    difficulty: 1,
    topics: ['cooking'],
    meaning: 'to make the hissing sound of food frying',
    example: 'The onions began to sizzle in the pan.',
  },
  {
    word: 'simmer',
    difficulty: 2,
    topics: ['cooking'],
    meaning: 'to cook gently just below boiling',
    example: 'Let the soup simmer for twenty minutes.',
  },
  {
    word: 'umami',
    difficulty: 3,
    topics: ['cooking'],
    meaning: 'the savoury taste of broths and cooked meats',
    example: 'Mushrooms add umami to the sauce.',
  },
  {
    word: 'emulsify',
    difficulty: 4,
    topics: ['cooking', 'science'],
    meaning: 'to blend two liquids that do not normally mix',
    example: 'Whisk hard to emulsify the oil and vinegar.',
  },
  {
    word: 'gastronomy',
    difficulty: 5,
    topics: ['cooking', 'travel'],
    meaning: 'the art and study of good eating',
    example: 'Lyon is famous for its gastronomy.',
  },
  {
    word: 'orbit',
    difficulty: 1,
    topics: ['science'],
    meaning: 'the curved path of one body around another',
    example: 'The Moon takes about a month to orbit the Earth.',
  },
  {
    word: 'hypothesis',
    difficulty: 2,
    topics: ['science'],
    meaning: 'an idea to be tested by experiment',
    example: 'Her hypothesis was that plants grow faster with music.',
  },
  {
    word: 'catalyst',
    difficulty: 3,
    topics: ['science', 'business'],
    meaning: 'something that speeds up a change without being changed itself',
    example: 'The new manager was a catalyst for better habits.',
  },
  {
    word: 'entropy',
    difficulty: 4,
    topics: ['science'],
    meaning: 'the gradual decline into disorder',
    example: 'My desk is a lesson in entropy.',
  },
  {
    word: 'bioluminescence',
    difficulty: 5,
    topics: ['science', 'nature'],
    meaning: 'light made by living things',
    example: 'The bay glowed with bioluminescence at night.',
  },
  {
    word: 'meadow',
    difficulty: 1,
    topics: ['nature'],
    meaning: 'a field of grass and wild flowers',
    example: 'We had a picnic in the meadow.',
  },
  {
    word: 'canopy',
    difficulty: 2,
    topics: ['nature', 'travel'],
    meaning: 'the upper layer of leaves in a forest',
    example: 'Monkeys moved through the canopy above us.',
  },
  {
    word: 'verdant',
    difficulty: 3,
    topics: ['nature'],
    meaning: 'green with grass or plants',
    example: 'After the rain the hills were verdant.',
  },
  {
    word: 'petrichor',
    difficulty: 4,
    topics: ['nature'],
    meaning: 'the pleasant smell of rain on dry earth',
    example: 'Petrichor drifted through the open window.',
  },
  {
    word: 'susurrus',
    difficulty: 5,
    topics: ['nature', 'music'],
    meaning: 'a soft whispering or rustling sound',
    example: 'The susurrus of the leaves lulled her to sleep.',
  },
  {
    word: 'melody',
    difficulty: 1,
    topics: ['music'],
    meaning: 'a sequence of notes that makes a tune',
    example: 'He hummed the melody all morning.',
  },
  {
    word: 'tempo',
    difficulty: 2,
    topics: ['music', 'sport'],
    meaning: 'the speed at which something is played or done',
    example: 'The band picked up the tempo for the last song.',
  },
  {
    word: 'crescendo',
    difficulty: 3,
    topics: ['music'],
    meaning: 'a gradual increase in loudness',
    example: 'The applause rose to a crescendo.',
  },
  {
    word: 'cadenza',
    difficulty: 4,
    topics: ['music'],
    meaning: 'a showy solo passage near the end of a piece',
    example: 'The violinist played the cadenza from memory.',
  },
  {
    word: 'polyphony',
    difficulty: 5,
    topics: ['music'],
    meaning: 'music in which several melodies sound together',
    example: 'The choir sang a piece of rich polyphony.',
  },
  {
    word: 'budget',
    difficulty: 1,
    topics: ['business'],
    meaning: 'a plan for how money will be spent',
    example: 'We set a budget for the trip.',
  },
  {
    word: 'leverage',
    difficulty: 2,
    topics: ['business'],
    meaning: 'to use something to the greatest advantage',
    example: 'She leveraged her contacts to find a new job.',
  },
  {
    word: 'synergy',
    difficulty: 3,
    topics: ['business'],
    meaning: 'a combined effect greater than the parts',
    example: 'The two teams found real synergy.',
  },
  {
    word: 'fiduciary',
    difficulty: 4,
    topics: ['business'],
    meaning: 'holding something in trust for another',
    example: 'A trustee has a fiduciary duty to the family.',
  },
  {
    word: 'oligopoly',
    difficulty: 5,
    topics: ['business'],
    meaning: 'a market controlled by a few sellers',
    example: 'Three airlines form an oligopoly on that route.',
  },
  {
    word: 'sprint',
    difficulty: 1,
    topics: ['sport'],
    meaning: 'to run at full speed for a short distance',
    example: 'She had to sprint for the bus.',
  },
  {
    word: 'stamina',
    difficulty: 2,
    topics: ['sport'],
    meaning: 'the strength to keep going for a long time',
    example: 'Marathon runners build stamina slowly.',
  },
  {
    word: 'agility',
    difficulty: 3,
    topics: ['sport'],
    meaning: 'the ability to move quickly and easily',
    example: 'The goalkeeper showed great agility.',
  },
  {
    word: 'indefatigable',
    difficulty: 4,
    topics: ['sport'],
    meaning: 'never tiring',
    example: 'The coach was indefatigable on the sidelines.',
  },
  {
    word: 'proprioception',
    difficulty: 5,
    topics: ['sport', 'science'],
    meaning: 'the sense of where your body is in space',
    example: 'Balance training sharpens proprioception.',
  },
  {
    word: 'journey',
    difficulty: 1,
    topics: ['travel'],
    meaning: 'a trip from one place to another',
    example: 'The journey to the coast took three hours.',
  },
  {
    word: 'itinerary',
    difficulty: 2,
    topics: ['travel'],
    meaning: 'a planned route for a trip',
    example: 'Our itinerary includes two days in Kyoto.',
  },
  {
    word: 'wanderlust',
    difficulty: 3,
    topics: ['travel'],
    meaning: 'a strong wish to travel',
    example: 'Wanderlust took her around the world.',
  },
  {
    word: 'peripatetic',
    difficulty: 4,
    topics: ['travel'],
    meaning: 'travelling from place to place',
    example: 'He led a peripatetic life as a musician.',
  },
  {
    word: 'circumnavigate',
    difficulty: 5,
    topics: ['travel'],
    meaning: 'to travel all the way around',
    example: 'They plan to circumnavigate the globe by boat.',
  },
];

/** The themes the list has words for, as the Favourite topic field's description names them. */
export const TOPICS = ['science', 'cooking', 'nature', 'music', 'business', 'sport', 'travel'];

/** The list's theme for what the user wrote ("Cooking", "sports", "science fiction" → a theme), or null. */
export function topicOf(written: string): string | null {
  const text = written.trim().toLowerCase();
  if (!text) return null;
  const stem = text.replace(/s$/, '');
  return TOPICS.find((t) => text.includes(t) || (stem.length >= 4 && t.includes(stem))) ?? null;
}

/**
 * The word for a local day (`date`, "2026-11-28"): from the words of the user's theme at their
 * difficulty (else of their theme at any difficulty, nearest first), else any word of their
 * difficulty; a different word each day until the pool comes round again.
 */
export function wordOfTheDay(
  difficulty: number,
  date: string,
  withExample: boolean,
  topic = '',
): string {
  const theme = topicOf(topic);
  const themed = theme ? words.filter((w) => w.topics.includes(theme)) : [];
  const exact = themed.filter((w) => w.difficulty === difficulty);
  const nearest = [...themed].sort(
    (a, b) => Math.abs(a.difficulty - difficulty) - Math.abs(b.difficulty - difficulty),
  );
  const ofDifficulty = words.filter((w) => w.difficulty === difficulty);
  // A themed pool of one word would say the same word daily: its neighbours join it.
  const pool =
    exact.length > 1
      ? exact
      : nearest.length
        ? nearest.slice(0, 3)
        : ofDifficulty.length
          ? ofDifficulty
          : words;
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  const pick = pool[((day % pool.length) + pool.length) % pool.length] ?? words[0];
  if (!pick) return '';
  const example = withExample ? ` For example: ${pick.example}` : '';
  return `Your word of the day is ${pick.word}: ${pick.meaning}.${example}`;
}
