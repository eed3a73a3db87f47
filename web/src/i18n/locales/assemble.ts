import type { Translation } from './en';

/**
 * One language's texts from its area files (`import.meta.glob` of its folder's JSON, eager):
 * tests/unit/i18n-keys.test.ts checks the whole has every English key, so a new area file is
 * picked up without a list to keep in step.
 */
export const assembleMessages = (areas: Record<string, object>): Translation => Object.assign({}, ...Object.values(areas)) as Translation;
