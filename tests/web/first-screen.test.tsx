import { describe, expect, it } from 'vitest';
import { renderFirstScreens } from '../../web/src/app/first-screen';

/** The prerendered HTML as a document fragment, to read it as a browser would. */
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe("the build's prerendered first screens", () => {
  it('draw home and browse as a phone and a wider screen first show them', async () => {
    const [home, homePhone, browsePhone, browseWide] = (
      await renderFirstScreens([
        { path: '/', narrow: false },
        { path: '/', narrow: true },
        { path: '/browse', narrow: true },
        { path: '/browse', narrow: false },
      ])
    ).map(parse);
    for (const screen of [home!, homePhone!, browsePhone!, browseWide!]) {
      expect(screen.querySelectorAll('header')).toHaveLength(1);
      expect(screen.querySelectorAll('main')).toHaveLength(1);
      // index.html has its own head.
      expect(screen.querySelector('title')).toBeNull();
    }
    expect(home!.querySelector('h1')?.textContent).toBe('Find the sound your next project deserves.');
    expect(browsePhone!.querySelector('h1')?.textContent).toBe('Browse Music');
    // A phone's filters wait behind a button; a wider screen shows the search field.
    expect(browsePhone!.querySelector('input[type="search"]')).toBeNull();
    expect([...browsePhone!.querySelectorAll('button')].some((b) => b.textContent === 'Filters')).toBe(true);
    expect(browseWide!.querySelector('input[type="search"]')).not.toBeNull();
  });
});
