import { vi } from 'vitest';

/**
 * The names of the files the page saves from here on: a save clicks an anchor with a `download`
 * name on an object URL, which jsdom has not got, so both are stubbed.
 */
export function savedFiles(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:saved'), revokeObjectURL: vi.fn() }));
  return names;
}
