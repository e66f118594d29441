/**
 * The Playground's samples: each block's `schema.fields` as the server serves it (its block.json, read
 * through the same catalogue the stories and component tests use), never a copy.
 */
import type { BlockField } from '../../src/core/types';
import { blockCatalogue } from '../../tests/fixtures/catalogue';

export interface Sample {
  id: string;
  name: string;
  fields: BlockField[];
  /** The fields as the editor shows them. */
  text: string;
}

export const samples: readonly Sample[] = blockCatalogue.map((block) => ({
  id: block.id,
  name: block.name,
  fields: block.fields,
  text: JSON.stringify(block.fields, null, 2),
}));

export const sampleOf = (id: string | undefined): Sample | undefined =>
  samples.find((sample) => sample.id === id);
