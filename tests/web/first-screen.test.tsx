import { describe, expect, it } from 'vitest';
import { renderFirstScreen } from '../../web/src/app/first-screen';

/** The prerendered HTML as a document fragment, to read it as a browser would. */
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe("the build's prerendered first screens", () => {
  it('draw home with its headline inside one shell, without a <title> of their own', async () => {
    const html = await renderFirstScreen('/', { narrow: false });
    const screen = parse(html);
    expect(screen.querySelector('h1')?.textContent).toBe('Find the sound your next project deserves.');
    expect(screen.querySelectorAll('header')).toHaveLength(1);
    expect(screen.querySelectorAll('main')).toHaveLength(1);
    expect(html).not.toContain('<title>');
  });

  it('draw browse as a phone first shows it (the filters behind a button) and as a wider screen does', async () => {
    const phone = parse(await renderFirstScreen('/browse', { narrow: true }));
    const wide = parse(await renderFirstScreen('/browse', { narrow: false }));
    expect(phone.querySelector('h1')?.textContent).toBe('Browse Music');
    expect(phone.querySelector('input[type="search"]')).toBeNull();
    expect([...phone.querySelectorAll('button')].some((b) => b.textContent === 'Filters')).toBe(true);
    expect(wide.querySelector('input[type="search"]')).not.toBeNull();
  });
});
