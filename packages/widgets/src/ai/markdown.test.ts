import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

/** The answer as the section shows it: the rendered HTML in an element of the page. */
function shown(markdown: string, headingLevel?: number): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = renderMarkdown(markdown, headingLevel);
  document.body.append(element);
  return element;
}

/** Every attribute of every element, as `tag attribute=value`. */
const attributesOf = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${el.tagName.toLowerCase()} ${a.name}=${a.value}`));

describe('renderMarkdown', () => {
  it('renders the markdown of an answer', () => {
    const root = shown('# Résumé\n\nCar **Dieu** a tant *aimé* le monde.\n\n- un\n- deux\n\n> Jean 3:16\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(root.querySelector('h3')?.textContent).toBe('Résumé');
    expect(root.querySelector('strong')?.textContent).toBe('Dieu');
    expect(root.querySelector('em')?.textContent).toBe('aimé');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('blockquote')?.textContent?.trim()).toBe('Jean 3:16');
    expect(root.querySelector('table td')?.textContent).toBe('1');
  });

  it('starts headings below the section’s own, never past h6', () => {
    expect(shown('# Un\n\n## Deux\n\n###### Six', 3).innerHTML).toMatch(/<h3>Un<\/h3>\s*<h4>Deux<\/h4>\s*<h6>Six<\/h6>/);
    expect(shown('# Un', 5).querySelector('h5')).not.toBeNull();
    expect(shown('## Deux', 5).querySelector('h6')).not.toBeNull();
  });

  describe('given an answer carrying HTML or script, it renders it inert', () => {
    const hostile = [
      '<script>window.pwned = 1</script>',
      '<img src="x" onerror="window.pwned = 2">',
      '<iframe src="https://evil.example"></iframe>',
      '<a href="javascript:alert(1)">clic</a>',
      '<div style="position:fixed;inset:0" onclick="alert(1)">recouvre</div>',
      '[lien js](javascript:alert(1))',
      '[lien js encodé](jav&#x61;script:alert(1))',
      '[lien vbs](vbscript:msgbox(1))',
      '[lien data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[lien fichier](file:///etc/passwd)',
      '[relatif](/api/logout)',
      '<javascript:alert(1)>',
      '![pixel](https://tracker.example/pixel.png)',
      '![pixel js](javascript:alert(1))',
      '[ref js][r]\n\n[r]: javascript:alert(1)',
      '`<script>dans du code</script>`',
      '```html\n<script>alert(1)</script>\n```',
    ].join('\n\n');

    it('creates no script, frame, image, style or handler: the HTML is text', () => {
      const root = shown(hostile);
      expect(root.querySelectorAll('script, iframe, img, object, embed, style, div, form, input')).toHaveLength(0);
      expect(attributesOf(root).filter((a) => / on\w+=| style=| src=/.test(a))).toEqual([]);
      expect(root.textContent).toContain('<script>window.pwned = 1</script>');
      expect(root.textContent).toContain('<img src="x" onerror="window.pwned = 2">');
      expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
    });

    it('links to nothing but http(s): a bare URL in the text is a safe link, no other scheme is one', () => {
      const root = shown(hostile);
      expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://evil.example', 'https://tracker.example/pixel.png']);
      expect(root.textContent).toContain('[lien js](javascript:alert(1))');
      // No image: its URL would load as soon as the answer shows. The words stay a link to click, or not.
      expect(root.textContent).toContain('!pixel');
    });
  });

  it('opens http(s) links, written or bare, in a new tab without opener or referrer', () => {
    const root = shown('[Parole](https://parole.example/lire/43/3) et http://exemple.org/page');
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://parole.example/lire/43/3', 'http://exemple.org/page']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    }
  });

  it('leaves an e-mail address as text', () => {
    expect(shown('Écrire à pasteur@eglise.example').querySelector('a')).toBeNull();
  });
});
