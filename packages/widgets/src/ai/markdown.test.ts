import { describe, expect, it } from 'vitest';
import { recordings } from '../testing/recordings.js';
import { renderMarkdown, splitMarkdownBlocks } from './markdown.js';

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

  it('puts a table in a box that scrolls sideways, reached by the keyboard and named, under a visible hint (issue 47)', () => {
    const root = shown('| Personnage | Rôle |\n|---|---|\n| Jean-Baptiste | précurseur |');
    const box = root.querySelector('table')!.parentElement!;
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.getAttribute('aria-label')).toBe('Tableau : faites-le défiler sur le côté');
    expect(box.previousElementSibling?.textContent).toBe('Faites défiler le tableau sur le côté →');
  });

  it('writes an image as « Image : carte », a link to its URL when it is http(s), never an image (issue 47)', () => {
    const root = shown('Voyez ![carte](https://exemple.org/carte.png) et ![plan](javascript:alert(1)) ici.');
    expect(root.querySelectorAll('img')).toHaveLength(0);
    const link = root.querySelector('a')!;
    expect(link.textContent).toBe('Image : carte');
    expect(link.getAttribute('href')).toBe('https://exemple.org/carte.png');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(root.querySelectorAll('a')).toHaveLength(1);
    // Another scheme is no image for markdown-it: its text as written, inert.
    expect(root.textContent).toBe('Voyez Image : carte et ![plan](javascript:alert(1)) ici.\n');
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
      // No image: its URL would load as soon as the answer shows. Its words are a link to click, or not,
      // said to be an image, without a stray « ! » (issue 47).
      expect(root.textContent).toContain('Image : pixel');
      expect(root.textContent).not.toContain('!pixel');
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

describe('splitMarkdownBlocks', () => {
  /** Answers as models write them, each with what makes blocks hard to tell apart. */
  const ANSWERS: [string, string][] = [
    [
      'headings, paragraphs and a rule',
      '# Jean 3\n\n## Nicodème\n\nUn chef des Juifs vient **de nuit**.\nIl parle avec *Jésus*.\n\nLe vent souffle où il veut.\n\n---\n\nFin\n===\n\nDernier mot.\n',
    ],
    [
      'tight, loose, ordered and nested lists, an item continued after a blank line',
      'Points :\n\n- un\n- deux\n\nEnsuite :\n\n- premier, lâche\n\n- second\n\n  suite du second\n\n  - imbriqué\n\n1. un\n\n2. deux\n\n10) dix\n11) onze\n\n* autre liste\n\nFin.',
    ],
    ['a table between paragraphs', 'Les personnages :\n\n| Nom | Rôle |\n|---|:---:|\n| Nicodème | pharisien |\n| Jésus | maître |\n\nUn tableau de plus :\n\n| a |\n|---|\n'],
    [
      'code fences with blank lines inside, and indented code',
      'Exemple :\n\n```md\n# pas un titre\n\n- pas une liste\n\n\n> pas une citation\n```\n\n~~~\n```\n\ntoujours du code\n~~~\n\n````\n```\n\n```\n````\n\n    code indenté\n\n    suite du code\n\nFin.',
    ],
    [
      'quotes, a code fence in a list item, links',
      '> Car Dieu a tant aimé le monde\n> (Jean 3:16)\n\n> Une autre citation\n\n1. Lire :\n\n   ```\n   Jean 3\n\n   Jean 4\n   ```\n\n2. Voir https://parole.example et [le texte](https://parole.example/lire/43/3).\n\nFin.',
    ],
    ['a line break in Windows style', 'Un\r\n\r\nDeux\r\n\r\n- a\r\n- b\r\n\r\nTrois'],
  ];
  const recorded = [...recordings.values()]
    .filter((r) => r.request.startsWith('/api/oairequest ') && r.status === 200)
    .map((r): [string, string] => [`the recorded answer ${r.request}`, (r.body as { response: string }).response]);

  /** What goes wrong when `text` is streamed a character at a time: each moment where drawing its blocks is not drawing it whole. */
  function streamed(text: string, headingLevel: number) {
    const wrong: string[] = [];
    let before: string[] = [];
    for (let n = 1; n <= text.length; n++) {
      const written = text.slice(0, n);
      const split = splitMarkdownBlocks(written, before);
      const drawn = split.blocks.map((block) => renderMarkdown(block, headingLevel)).join('') + renderMarkdown(split.tail, headingLevel);
      if (split.blocks.join('') + split.tail !== written) wrong.push(`not the text at ${n}`);
      if (drawn !== renderMarkdown(written, headingLevel)) wrong.push(`drawn otherwise at ${n}: ${JSON.stringify(written.slice(-30))}`);
      if (before.some((block, i) => split.blocks[i] !== block)) wrong.push(`a completed block changed at ${n}`);
      if (JSON.stringify(split) !== JSON.stringify(splitMarkdownBlocks(written))) wrong.push(`going on from the blocks before differs at ${n}`);
      before = split.blocks;
    }
    return { wrong, blocks: before.length };
  }

  it.each([...ANSWERS, ...recorded])('draws %s as renderMarkdown draws it whole, at every moment of its stream', (_what, text) => {
    const { wrong, blocks } = streamed(text, 3);
    expect(wrong).toEqual([]);
    // And it was split: only its tail is drawn again as words arrive.
    expect(blocks).toBeGreaterThanOrEqual(2);
  });

  it('finds the recorded answers', () => {
    expect(recorded.length).toBeGreaterThanOrEqual(2);
  });

  it('ends a block at a blank line before a line written from the margin, and keeps the rest as the tail', () => {
    expect(splitMarkdownBlocks('# Titre\n\nUn paragraphe\n\n- un\n')).toEqual({ blocks: ['# Titre\n\n', 'Un paragraphe\n\n'], tail: '- un\n' });
    expect(splitMarkdownBlocks('# Titre\n\nUn para')).toEqual({ blocks: ['# Titre\n\n'], tail: 'Un para' });
    expect(splitMarkdownBlocks('Un paragraphe\n\n')).toEqual({ blocks: [], tail: 'Un paragraphe\n\n' });
  });

  it('keeps a code fence with its blank lines, and a loose list, as one block', () => {
    expect(splitMarkdownBlocks('```\nun\n\ndeux\n```\n\nFin').blocks).toEqual(['```\nun\n\ndeux\n```\n\n']);
    expect(splitMarkdownBlocks('```\nun\n\ndeux').blocks).toEqual([]);
    expect(splitMarkdownBlocks('- un\n\n- deux\n\n  suite\n\nFin').blocks).toEqual(['- un\n\n- deux\n\n  suite\n\n']);
  });

  it('starts no block with a line being written that may still continue the one before', () => {
    // "2" may become "2. deux", the list's next item; "Le" cannot.
    expect(splitMarkdownBlocks('1. un\n\n2').blocks).toEqual([]);
    expect(splitMarkdownBlocks('1. un\n\n  ').blocks).toEqual([]);
    expect(splitMarkdownBlocks('1. un\n\nLe').blocks).toEqual(['1. un\n\n']);
    // Without a blank line before it, "#" may be a heading or the words of the item ("#1").
    expect(splitMarkdownBlocks('- un\n#').blocks).toEqual([]);
  });

  it('does not split a text with a link reference definition, which links other blocks', () => {
    const text = 'Voir [le texte].\n\nSuite.\n\n[le texte]: https://parole.example/lire/43/3\n\nFin.';
    expect(splitMarkdownBlocks(text)).toEqual({ blocks: [], tail: text });
    // Until the definition comes, the blocks are drawn as the text before it; then the whole text is the tail.
    expect(streamed(text, 3).wrong.filter((w) => !w.startsWith('a completed block changed'))).toEqual([]);
  });

  it('ignores blocks given that do not begin the text, and draws headings at any level', () => {
    expect(splitMarkdownBlocks('# Un\n\nDeux', ['# Autre\n\n'])).toEqual({ blocks: ['# Un\n\n'], tail: 'Deux' });
    expect(streamed(ANSWERS[0][1], 5).wrong).toEqual([]);
  });
});
