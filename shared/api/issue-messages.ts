/**
 * Plain-language messages for validation issues that a schema left without a message of its own:
 * "Name is required", "Price must be a number", never zod's "name: Invalid input: expected string,
 * received undefined". Registered once in ./zod.ts; the issue's `code` and `path` stay for programs.
 */
import type * as core from 'zod/v4/core';

/** `newPassword` → "New password", `is_available` → "Is available", `songs.2.title` → "Title". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((k): k is string => typeof k === 'string' && !/^\d+$/.test(k));
  if (!key) return 'The request';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  bigint: 'a whole number',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  record: 'an object',
  date: 'a date',
  null: 'empty',
};

const FORMAT: Record<string, string> = {
  email: 'a valid email address',
  url: 'a valid URL',
  uuid: 'a valid id',
  ulid: 'a valid id',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM)',
  regex: 'in the expected format',
};

const UNIT: Record<string, string> = { string: 'characters', array: 'items', set: 'items', file: 'bytes', map: 'entries' };
/** "1 item", "2 items". */
const counted = (n: unknown, unit: string | undefined) =>
  unit ? `${String(n)} ${Number(n) === 1 ? unit.replace(/(ies|s)$/, (m) => (m === 'ies' ? 'y' : '')) : unit}` : String(n);

const quote = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function describe(issue: core.$ZodRawIssue, label: string): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${label} is required`;
      if ((issue.path ?? []).length === 0 && issue.expected === 'object') return 'The request body must be a JSON object';
      return `${label} must be ${KIND[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const unit = UNIT[issue.origin];
      if (unit === 'characters' && Number(issue.minimum) === 1) return `${label} is required`;
      return `${label} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${counted(issue.minimum, unit)}`;
    }
    case 'too_big': {
      const unit = UNIT[issue.origin];
      return `${label} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${counted(issue.maximum, unit)}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `${label} must be ${quote(issue.values[0])}`
        : `${label} must be one of ${issue.values.map(quote).join(', ')}`;
    case 'invalid_format':
      return `${label} must be ${FORMAT[issue.format] ?? `a valid ${issue.format}`}`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `Unknown field: ${issue.keys[0]}` : `Unknown fields: ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${label} is not valid`;
    default:
      return undefined;
  }
}

/** A zod error map: the readable message of an issue (undefined leaves it to the locale). */
export const readableIssue = (issue: core.$ZodRawIssue): string | undefined => describe(issue, fieldLabel(issue.path ?? []));
