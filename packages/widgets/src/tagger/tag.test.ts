import { href, readingNumbering, type ReadingPlace } from '@parole/bible';
import { afterEach, describe, expect, it } from 'vitest';
import { tagTextNode, textNodesIn } from './tag.js';

const options = { hrefFor: (place: ReadingPlace) => href('read', place, 'https://bible.example.org') };

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('textNodesIn', () => {
  it('gives the text nodes holding a digit, outside what the tagger leaves alone', () => {
    const root = page(
      '<p>Jean 3.16</p><p>sans chiffre</p><a href="/x">Jean 3.17</a><code>Mt 5.3</code><div data-parole-ignore><p>Luc 2.1</p></div><textarea>Ps 23</textarea><div contenteditable><p>Ps 24</p></div><div contenteditable="false"><p>Ps 25</p></div>',
    );
    expect(textNodesIn(root).map((node) => node.data)).toEqual(['Jean 3.16', 'Ps 25']);
    // A node inside an ignored element, given alone (content added later).
    expect(textNodesIn(root.querySelector('[data-parole-ignore] p')!.firstChild!)).toEqual([]);
    root.remove();
  });
});

describe('what the tagger leaves alone', () => {
  // A failed case leaves nothing behind for the next one.
  afterEach(() => document.body.replaceChildren());

  /** Text nodes under `root` that are not blank. */
  const textsUnder = (root: Node): Text[] => {
    const found: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node as Text).data.trim()) found.push(node as Text);
    return found;
  };

  it.each([
    ['pre', '<pre>Jean 3.16</pre>'],
    ['pre, deep inside', '<pre><span><b>Jean 3.16</b></span></pre>'],
    ['script', '<script type="text/plain">Jean 3.16</script>'],
    ['style', '<style>/* Jean 3.16 */ p { color: red; }</style>'],
    ['input', '<input value="Jean 3.16" aria-label="Notes">'],
    ['select', '<select aria-label="Passage"><option>Jean 3.16</option><optgroup label="Psaumes"><option>Ps 23</option></optgroup></select>'],
    ['textarea', '<textarea aria-label="Notes">Jean 3.16</textarea>'],
    ['code', '<code>Jean 3.16</code>'],
    ['code, inside a paragraph', '<p>Voir <code>Jean 3.16</code></p>'],
    ['a link', '<a href="/x"><span>Jean 3.16</span></a>'],
    ['a button', '<button type="button">Jean 3.16</button>'],
    ['kbd and samp', '<kbd>Jean 3.16</kbd><samp>Jean 3.16</samp>'],
    ['contenteditable', '<div contenteditable><p>Jean 3.16</p></div>'],
    ['contenteditable="true"', '<div contenteditable="true"><p><em>Jean 3.16</em></p></div>'],
    ['contenteditable="plaintext-only"', '<div contenteditable="plaintext-only">Jean 3.16</div>'],
    ['data-parole-ignore', '<section data-parole-ignore><p><em>Jean 3.16</em></p></section>'],
    ['data-parole-ignore on the paragraph', '<p data-parole-ignore>Jean 3.16</p>'],
    ['svg', '<svg><text>Jean 3.16</text></svg>'],
  ])('leaves a reference inside %s as it is, and tags the rest of the page', (_, html) => {
    const root = page(`<p>Ps 23</p><div>${html}</div>`);
    const left = root.lastElementChild!;
    const before = left.innerHTML;
    const links = textNodesIn(root).flatMap((node) => tagTextNode(node, options));
    expect(links.map((a) => a.textContent)).toEqual(['Ps 23']);
    expect(left.innerHTML).toBe(before);
    expect(left.querySelectorAll('[data-parole-passage]')).toHaveLength(0);
    // The same content added later, given alone to the tagger: an element, or one of its text nodes.
    for (const element of left.children) expect(textNodesIn(element)).toEqual([]);
    for (const node of textsUnder(left)) expect(textNodesIn(node)).toEqual([]);
  });

  it('tags an element marked contenteditable="false", as the page shows it as text', () => {
    const root = page('<div contenteditable="false"><p>Jean 3.16</p></div>');
    expect(textNodesIn(root).flatMap((node) => tagTextNode(node, options)).map((a) => a.textContent)).toEqual(['Jean 3.16']);
  });
});

describe('tagTextNode', () => {
  it('replaces each reference with a link, its text as written, the rest of the text kept', () => {
    const root = page('<p>Lire Jn 3.16 et Rm 8.28-39 ; 12.1-2, puis prier.</p>');
    const links = tagTextNode(root.querySelector('p')!.firstChild as Text, { ...options, newTab: true });
    expect(links.map((a) => [a.textContent, a.href, a.getAttribute('data-parole-passage'), a.target, a.rel])).toEqual([
      ['Jn 3.16', 'https://bible.example.org/lire/43/3/16', '43.3.16', '_blank', 'noopener'],
      ['Rm 8.28-39', 'https://bible.example.org/lire/45/8/28-39', '45.8.28-39', '_blank', 'noopener'],
      ['12.1-2', 'https://bible.example.org/lire/45/12/1-2', '45.12.1-2', '_blank', 'noopener'],
    ]);
    expect(root.textContent).toBe('Lire Jn 3.16 et Rm 8.28-39 ; 12.1-2, puis prier.');
    root.remove();
  });

  it('links a passage across chapters or a list of verses to where it starts, its whole passage for the preview (issue 44)', () => {
    const root = page('<p>Mt 5–7, Gn 1:1-2:3, Jn 15,5.9 et Lc 15:11ss ; mais Marc 12 ans.</p>');
    const links = tagTextNode(root.querySelector('p')!.firstChild as Text, options);
    expect(links.map((a) => [a.textContent, a.href, a.getAttribute('data-parole-passage')])).toEqual([
      ['Mt 5–7', 'https://bible.example.org/lire/40/5', '40.5-7'],
      ['Gn 1:1-2:3', 'https://bible.example.org/lire/1/1/1-31', '1.1.1-2.3'],
      ['Jn 15,5.9', 'https://bible.example.org/lire/43/15/5,9', '43.15.5,9'],
      ['Lc 15:11ss', 'https://bible.example.org/lire/42/15/11-32', '42.15.11-32'],
    ]);
    root.remove();
  });

  it('leaves a text without a reference untouched', () => {
    const root = page('<p>Psaume 151 et Jean-Paul 2</p>');
    const node = root.querySelector('p')!.firstChild as Text;
    expect(tagTextNode(node, options)).toEqual([]);
    expect(node.isConnected).toBe(true);
    root.remove();
  });
});

describe('a tagger in a translation (issue 41)', () => {
  afterEach(() => document.body.replaceChildren());

  it('reads references in its numbering, and links them to the reading page in it', () => {
    const root = page('<p>Voir Gn 32.33 et Jn 3.16.</p>');
    const links = tagTextNode(root.querySelector('p')!.firstChild as Text, {
      hrefFor: (place) => href('read', { ...place, translation: 'darby' }, 'https://bible.example.org'),
      numbering: readingNumbering('darby'),
    });
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('data-parole-passage')])).toEqual([
      ['Gn 32.33', 'https://bible.example.org/lire/1/32/33?traduction=darby', '1.32.33'],
      ['Jn 3.16', 'https://bible.example.org/lire/43/3/16?traduction=darby', '43.3.16'],
    ]);
  });

  it('leaves what the translation does not have: Gn 32.33 in the chapter table', () => {
    const root = page('<p>Voir Gn 32.33.</p>');
    expect(tagTextNode(root.querySelector('p')!.firstChild as Text, options)).toEqual([]);
  });
});
