import { href, type ReadingPlace } from '@parole/bible';
import { describe, expect, it } from 'vitest';
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

  it('leaves a text without a reference untouched', () => {
    const root = page('<p>Psaume 151 et Jean-Paul 2</p>');
    const node = root.querySelector('p')!.firstChild as Text;
    expect(tagTextNode(node, options)).toEqual([]);
    expect(node.isConnected).toBe(true);
    root.remove();
  });
});
