import * as z from '../../shared/api/zod';
import { ENTITY } from './keys';

/**
 * The `_type` literal of an entity's items. Call it under a pure annotation,
 * `/* @__PURE__ *\/ entityType('user')`: esbuild then drops an item schema a Lambda never uses,
 * which it cannot do for `z.literal(ENTITY.user)`, whose property read counts as a side effect.
 */
export const entityType = <K extends keyof typeof ENTITY>(name: K) => z.literal(ENTITY[name]);
