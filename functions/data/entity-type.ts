import * as z from '../../shared/api/zod';
import { ENTITY } from './keys';

/** The `_type` literal of an entity's items: `z.extend(User, { _type: entityType('user') })`. */
export const entityType = <K extends keyof typeof ENTITY>(name: K) => z.literal(ENTITY[name]);
