import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson, trimAtWord } from './text.js';

describe('trimAtWord', () => {
  it('keeps a short text whole, its spaces collapsed', () => {
    expect(trimAtWord('  Car  Dieu a tant aimé ', 155)).toBe('Car Dieu a tant aimé');
  });

  it('cuts at the last word boundary, without trailing punctuation, and ends with …', () => {
    expect(trimAtWord('Car Dieu a tant aimé le monde', 20)).toBe('Car Dieu a tant…');
    expect(trimAtWord('Heureux ceux qui sont intègres, dans leur voie', 31)).toBe('Heureux ceux qui sont intègres…');
    for (const max of [10, 40, 155]) {
      const text = 'Au commencement, Dieu créa les cieux et la terre. '.repeat(10);
      const cut = trimAtWord(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut.endsWith('…')).toBe(true);
      expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    }
  });

  it('cuts inside a single overlong word', () => {
    expect(trimAtWord('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('escapeHtml', () => {
  it('escapes what could end a text or an attribute', () => {
    expect(escapeHtml(`"><img src=x onerror='alert(1)'>&`)).toBe('&quot;&gt;&lt;img src=x onerror=&#39;alert(1)&#39;&gt;&amp;');
  });
});

describe('scriptJson', () => {
  const hostile = { word: '</script><script>alert(1)</script>', comment: '<!-- x -->', amp: 'a & b', lines: 'a\u2028b\u2029c', html: '<span class="wj">Venez</span>' };

  it('leaves nothing that could end or change a <script> element', () => {
    const text = scriptJson(JSON.stringify(hostile));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('is the same JSON once parsed', () => {
    expect(JSON.parse(scriptJson(JSON.stringify(hostile)))).toEqual(hostile);
  });
});
