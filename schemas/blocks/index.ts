/** The catalogue of available call blocks: one JSON file per block, shared by server, SPA and tests. */
import type { BlockField, BlockSettings } from '../../src/core/types';
import calendar from './calendar.json';
import horoscope from './horoscope.json';
import weather from './weather.json';
import wordOfTheDay from './word_of_the_day.json';

export interface CatalogueBlock {
  id: string;
  name: string;
  description: string;
  icon: string;
  requires_integration: boolean;
  integration_type: string | null;
  default_settings: BlockSettings;
  fields: BlockField[];
}

export const blockCatalogue = [weather, calendar, horoscope, wordOfTheDay] as CatalogueBlock[];
