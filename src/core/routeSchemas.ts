/**
 * The JSON Schemas the route table (./routes.ts) names: the server checks bodies against them and the
 * server suite checks answers. The SPA does not import this module.
 */
import * as S from './schemas.gen';
import type { SchemaName } from './routes';

export function schemaOf<N extends SchemaName>(name: N): (typeof S)[N] {
  return S[name];
}
