import { describe, expect, it } from 'vitest';
import { ALLOWED_VERSE_TAGS, assertSafeVerseHtml, escapeHtml } from './html.js';

describe('escapeHtml', () => {
  it('escapes &, < and >', () => {
    expect(escapeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
  });
});

describe('assertSafeVerseHtml', () => {
  it('accepts escaped text with every allowed tag, nested', () => {
    expect(ALLOWED_VERSE_TAGS).toHaveLength(8);
    expect(() =>
      assertSafeVerseHtml(
        'a &lt; b<br><span class="wj">Venez <i>à</i> moi</span> 1<sup>er</sup> <span class="qs">— Pause.</span>',
        'T 1:1',
      ),
    ).not.toThrow();
  });

  it.each([
    ['<script>alert(1)</script>', /tag <script> is not allowed/],
    ['<span class="x">a</span>', /tag <span class="x"> is not allowed/],
    ['<span class="wj" onclick="x">a</span>', /is not allowed/],
    ['<b>a</b>', /tag <b> is not allowed/],
    ['<i>a</span>', /<\/span> closes a tag expecting <\/i>/],
    ['<i>a', /unclosed tag, expected <\/i>/],
    ['a</i>', /<\/i> closes nothing/],
    ['a \\wj b', /USFM marker or stray backslash/],
    ['a & b', /unescaped "&"/],
    ['a > b', /unescaped ">"/],
    ['a <i b', /unescaped "<"/],
  ])('rejects %j', (html, message) => {
    expect(() => assertSafeVerseHtml(html, 'JHN 3:16')).toThrow(message);
  });

  it('names the verse in the error', () => {
    expect(() => assertSafeVerseHtml('<b>x</b>', 'Jean (JHN) 3:16')).toThrow(/^Jean \(JHN\) 3:16: /);
  });
});
