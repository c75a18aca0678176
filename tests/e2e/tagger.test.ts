/**
 * The reference tagger on a sermon page of another origin, with the
 * README's snippet (issue 25): links and their targets, what it leaves
 * alone, content added later, previews on hover, focus and tap, Escape, a
 * hostile page's CSS, axe; passages fetched once and batched; the script
 * tag's data-site, data-preview="false", data-scheme and colours. Needs
 * `npm run build` first.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { A11Y_RUN_OPTIONS, describeViolations } from '../support/a11y.js';
import { touchScreen, useChurchPage, useJourney } from './harness.js';

const SERMON = `
  <h1>Le bon berger</h1>
  <p id="intro">Lecture : Jean 10.11-18 ; puis Ps 23 et 1&nbsp;Co 13,4-7. Voir aussi Rm 8.28-39 ; 12.1-2.</p>
  <p id="refused">Psaume 151, Actes 29, Jean 3.99, Jean-Paul 2, en 1 an : rien de tout cela.</p>
  <p id="ignored"><a href="/ailleurs">Jean 3.16</a> <code>Mt 5.3</code> <span data-parole-ignore>Luc 2.1</span></p>
  <textarea id="field" aria-label="Notes">Jean 3.16</textarea>
  <div id="later"></div>`;

/** A page's CSS that tries to reach the preview: `*` rules with !important. */
const HOSTILE_CSS = `<style>
  *, *::before, *::after { font: 30px/1 "Comic Sans MS", cursive !important; color: lime !important; background: black !important; padding: 0 !important; }
</style>`;

/** A sermon's usual length, about a thousand words with a reference every few lines: the long page is 30 of them. */
const LONG_SERMON = Array.from(
  { length: 30 * 40 },
  (_, i) => `<p>Paragraphe ${i + 1}. Comme il est écrit en Jean ${(i % 21) + 1}.${(i % 20) + 1}, et encore en Ps ${(i % 150) + 1} ; ${((i + 7) % 150) + 1}, l’Église médite la Parole chaque semaine, avec 1 Co 13,4-7 et Rm 8.28.</p>`,
).join('');
/** The long page's links: five references a paragraph (a list of two psalms included). */
const LONG_LINKS = 1200 * 5;

/** Another site than the one serving the script: where `data-site` sends the references. */
const OTHER_SITE = 'https://eglise.example.net/bible';

/** Twenty-five references in one paragraph: more passages than GET /api/passages takes at once (PASSAGES_MAX, 20). */
const MANY = `<p id="many">${Array.from({ length: 25 }, (_, i) => `Ps ${i + 1}`).join(', ')}.</p>`;

/**
 * Long chapters, whose verses are more than one request takes (PASSAGES_VERSES_MAX, 400:
 * Ps 119, Nb 7 and Lc 1 are 345, Ps 78 72 more), and a link a page wrote by hand with its
 * passage in another form than the tagger's (`43.3.018-16`).
 */
const LONG_CHAPTERS = `<p id="long">Lire Ps 119, Nb 7, Lc 1 et Ps 78, puis <a href="/lire/43/3/16-18" data-parole-passage="43.3.018-16">Jean 3.16-18</a>.</p>`;

/**
 * The page's own script, before the tagger's: it keeps the passages each call of fetch
 * asks of GET /api/passages (counted where they are asked, whether or not the browser's
 * cache answers), and how each was answered (its status, and whether it was redirected).
 */
const COUNT_PASSAGE_REQUESTS = `<script>
window.passageRequests = [];
window.passageAnswers = [];
const pageFetch = window.fetch;
window.fetch = function (input, init) {
  const url = String(input instanceof Request ? input.url : input);
  if (!url.includes('/api/passages/')) return pageFetch.call(this, input, init);
  window.passageRequests.push(decodeURIComponent(url.split('/api/passages/')[1]));
  return pageFetch.call(this, input, init).then((res) => {
    window.passageAnswers.push(res.redirected ? 'redirected' : res.status);
    return res;
  });
};
</script>`;

/** A page of `body` with the tagger's script tag, its `attributes` as written. */
const taggerPage = (site: string, attributes: string, body = SERMON) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Sermon</title>${COUNT_PASSAGE_REQUESTS}</head><body>${body}
<script src="${site}/widgets/parole-tagger.js"${attributes} defer></script></body></html>`;

function churchPage(site: string, pagePath: string): string {
  if (pagePath === '/counted') return taggerPage(site, '');
  if (pagePath === '/many') return taggerPage(site, '', MANY);
  if (pagePath === '/long-chapters') return taggerPage(site, '', LONG_CHAPTERS);
  // Links to another site (the parish's own copy of Parole, say); previews still read the API that served the script.
  if (pagePath === '/other-site') return taggerPage(site, ` data-site="${OTHER_SITE}/"`);
  if (pagePath === '/no-preview') return taggerPage(site, ' data-preview="false"');
  if (pagePath === '/dark') return taggerPage(site, ' data-scheme="dark" data-color-text="#f5deb3"');
  if (pagePath === '/themed') {
    // The parish's look on the script tag: the preview takes it.
    return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Sermon</title></head><body>${SERMON}
<script src="${site}/widgets/parole-tagger.js" data-color-background="#fbf6ea" data-color-accent="#8b1a1a" data-font-ui="Verdana, sans-serif" data-font-text="Georgia, serif" data-radius="0px" defer></script></body></html>`;
  }
  if (pagePath === '/long') {
    // The page's own probe, a task queued again and again from before the tagger runs: it notes how
    // many links are tagged each time it gets its turn. A tagger that tags in slices lets it run
    // between them (counts between none and all); one that tags the page in one go never does.
    // How long a slice takes is the bench's business (npm run bench -- tagger), not this test's.
    return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Sermons</title>
</head><body>${LONG_SERMON}<script>window.counts = []; (function probe() { const n = document.querySelectorAll('a[data-parole-passage]').length; window.counts.push(n); if (n < ${LONG_LINKS} && window.counts.length < 100000) setTimeout(probe, 0); })();</script><script src="${site}/widgets/parole-tagger.js" defer></script></body></html>`;
  }
  const head = pagePath === '/hostile' ? HOSTILE_CSS : '';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Sermon</title>${head}</head><body>${SERMON}
<script src="${site}/widgets/parole-tagger.js" defer></script></body></html>`;
}

/** Every tagged link of the page: its text and where it leads. */
const tagged = (page: Page) =>
  page.locator('a[data-parole-passage]').evaluateAll((links) => links.map((a) => [a.textContent, (a as HTMLAnchorElement).href]));

describe('the reference tagger on a sermon page, in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, churchPage);
  const open = async (path = '/sermon', options?: { mobile?: boolean }) => {
    const page = await journey.page(options);
    await page.goto(new URL(path, church.url).href);
    await expect.poll(() => page.locator('a[data-parole-passage]').count(), { timeout: 15_000 }).toBe(5);
    return page;
  };
  const site = () => journey.site.url;
  const preview = (page: Page) => page.locator('[data-parole-preview]').getByRole('dialog');
  /** Opens `path`, hovers « Ps 23 » and waits for its preview: the page and the preview's card. */
  const hoverPsalm23 = async (path: string) => {
    const page = await open(path);
    await page.locator('a[data-parole-passage]', { hasText: 'Ps 23' }).hover();
    const card = preview(page);
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('L’Éternel est mon berger');
    return { page, card };
  };

  it('links each reference to the site’s reading route, its text as written, and leaves the rest alone', async () => {
    const page = await open();
    expect(await tagged(page)).toEqual([
      ['Jean 10.11-18', `${site()}/lire/43/10/11-18`],
      ['Ps 23', `${site()}/lire/19/23`],
      ['1\u00a0Co 13,4-7', `${site()}/lire/46/13/4-7`],
      ['Rm 8.28-39', `${site()}/lire/45/8/28-39`],
      ['12.1-2', `${site()}/lire/45/12/1-2`],
    ]);
    expect(await page.locator('#intro').textContent()).toBe('Lecture : Jean 10.11-18 ; puis Ps 23 et 1\u00a0Co 13,4-7. Voir aussi Rm 8.28-39 ; 12.1-2.');
    expect(await page.locator('#refused a').count()).toBe(0);
    expect(await page.locator('#ignored a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/ailleurs']);
    expect(await page.locator('#field').inputValue()).toBe('Jean 3.16');
    // Read in the chapter table: the translations' numberings (their own chunk, issue 41) are not fetched.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(fetched.filter((url) => url.includes('tagger-numbering'))).toEqual([]);
    await page.close();
  });

  it('tags content the page adds later, as a newsletter loaded by script', async () => {
    const page = await open();
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.textContent = 'Méditation de la semaine : Ésaïe 53.5.';
      document.getElementById('later')!.append(p);
    });
    await expect.poll(() => page.locator('#later a').evaluateAll((links) => links.map((a) => [a.textContent, (a as HTMLAnchorElement).href]))).toEqual([
      ['Ésaïe 53.5', `${site()}/lire/23/53/5`],
    ]);
    await page.close();
  });

  it('previews a passage on hover: its text from the database, the translation, a link to read it; Escape closes it', async () => {
    const page = await open();
    await page.locator('a[data-parole-passage]', { hasText: 'Ps 23' }).hover();
    const card = preview(page);
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('L’Éternel est mon berger');
    expect(await card.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await card.getByText('Psaumes 23', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Louis Segond 1910').count()).toBe(1);
    expect(await card.getByRole('link', { name: 'Lire le chapitre' }).getAttribute('href')).toBe(`${site()}/lire/19/23`);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-parole-preview]').count()).toBe(0);
    await page.close();
  });

  it('keeps the preview while the pointer moves onto it, closes it when the pointer leaves both, and opens nothing for a pointer only passing by', async () => {
    const page = await open();
    const reference = page.locator('a[data-parole-passage]', { hasText: 'Ps 23' });
    await reference.hover();
    const card = preview(page);
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('L’Éternel est mon berger');
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.waitForTimeout(600);
    expect(await page.locator('[data-parole-preview]').count()).toBe(1);
    await page.mouse.move(5, 5, { steps: 2 });
    await expect.poll(() => page.locator('[data-parole-preview]').count()).toBe(0);
    // Across another reference and away at once: nothing opens.
    const other = (await page.locator('a[data-parole-passage]', { hasText: 'Rm 8.28-39' }).boundingBox())!;
    await page.mouse.move(other.x + 4, other.y + other.height / 2);
    await page.mouse.move(5, 5);
    await page.waitForTimeout(600);
    expect(await page.locator('[data-parole-preview]').count()).toBe(0);
    await page.close();
  });

  it('previews on keyboard focus, reaches the preview’s link with Tab, and Escape brings the focus back', async () => {
    const page = await open();
    const reference = page.locator('a[data-parole-passage]', { hasText: 'Jean 10.11-18' });
    await reference.focus();
    const card = preview(page);
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('Je suis le bon berger');
    // Eight verses: the first six, then « … » (a glimpse; the link reads the rest).
    expect(await card.locator('sup').allTextContents()).toEqual(['11', '12', '13', '14', '15', '16']);
    expect(await card.locator('p').nth(1).textContent()).toMatch(/…$/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent)).toBe('Lire le chapitre');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-parole-preview]').count()).toBe(0);
    expect(await reference.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.close();
  });

  it('on a phone, a tap opens the preview, a second tap closes it; the page stays', async () => {
    const page = await open('/sermon', { mobile: true });
    const screen = await touchScreen(page);
    const reference = page.locator('a[data-parole-passage]', { hasText: 'Ps 23' });
    const box = (await reference.boundingBox())!;
    await screen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => preview(page).textContent(), { timeout: 10_000 }).toContain('L’Éternel est mon berger');
    expect(new URL(page.url()).pathname).toBe('/sermon');
    const again = (await reference.boundingBox())!;
    await screen.tap(again.x + again.width / 2, again.y + again.height / 2);
    await expect.poll(() => page.locator('[data-parole-preview]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/sermon');
    await page.close();
  });

  it('dresses the preview in the colours, fonts and corners of the script tag', async () => {
    const { page, card } = await hoverPsalm23('/themed');
    expect(
      await card.evaluate((element) => {
        const style = getComputedStyle(element);
        const text = getComputedStyle(element.querySelector('p + p')!);
        const link = getComputedStyle(element.querySelector('a')!);
        return { background: style.backgroundColor, font: style.fontFamily, radius: style.borderRadius, text: text.fontFamily, link: link.color };
      }),
    ).toEqual({ background: 'rgb(251, 246, 234)', font: 'Verdana, sans-serif', radius: '0px', text: 'Georgia, serif', link: 'rgb(139, 26, 26)' });
    await page.close();
  });

  it('fetches the passages opened within a moment in one request, and never a passage twice', async () => {
    const page = await open('/counted');
    const requests = () => page.evaluate(() => (window as unknown as { passageRequests: string[] }).passageRequests);
    const card = preview(page);
    // Three references focused one after the other at once: one request for the three.
    await page.evaluate(() => {
      for (const link of [...document.querySelectorAll<HTMLElement>('a[data-parole-passage]')].slice(0, 3)) link.focus();
    });
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('La charité est patiente');
    expect(await requests()).toEqual(['43.10.11-18;19.23;46.13.4-7']);
    // Opened again, by focus or by hover: from what was fetched, no request.
    await page.locator('a[data-parole-passage]', { hasText: 'Ps 23' }).focus();
    await expect.poll(() => card.textContent()).toContain('L’Éternel est mon berger');
    await page.keyboard.press('Escape');
    await page.locator('a[data-parole-passage]', { hasText: 'Jean 10.11-18' }).hover();
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('Je suis le bon berger');
    expect(await requests()).toEqual(['43.10.11-18;19.23;46.13.4-7']);
    // A passage not yet seen: a request of its own.
    await page.locator('a[data-parole-passage]', { hasText: 'Rm 8.28-39' }).focus();
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('toutes choses concourent au bien');
    expect(await requests()).toEqual(['43.10.11-18;19.23;46.13.4-7', '45.8.28-39']);
    await page.close();
  });

  it('asks more passages than one request takes in several requests, each passage in one of them', async () => {
    const page = await journey.page();
    await page.goto(new URL('/many', church.url).href);
    const links = page.locator('a[data-parole-passage]');
    await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(25);
    await page.evaluate(() => {
      for (const link of document.querySelectorAll<HTMLElement>('a[data-parole-passage]')) link.focus();
    });
    const card = preview(page);
    await expect.poll(() => card.locator('sup').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await card.getByText('Psaumes 25', { exact: true }).count()).toBe(1);
    const requests = await page.evaluate(() => (window as unknown as { passageRequests: string[] }).passageRequests);
    expect(requests.map((passages) => passages.split(';'))).toEqual([
      Array.from({ length: 20 }, (_, i) => `19.${i + 1}`),
      Array.from({ length: 5 }, (_, i) => `19.${i + 21}`),
    ]);
    // Each one was fetched: the first opens from what came, with no other request.
    await links.first().focus();
    await expect.poll(() => card.getByText('Psaumes 1', { exact: true }).count()).toBe(1);
    await expect.poll(() => card.locator('sup').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { passageRequests: string[] }).passageRequests)).toHaveLength(2);
    await page.close();
  });

  it('asks long chapters in as many requests as the verses take, each passage in its one form, none refused or redirected', async () => {
    const page = await journey.page();
    await page.goto(new URL('/long-chapters', church.url).href);
    const links = page.locator('a[data-parole-passage]');
    await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(5);
    await page.evaluate(() => {
      for (const link of document.querySelectorAll<HTMLElement>('a[data-parole-passage]')) link.focus();
    });
    // The last one focused, written by hand: its preview from its one form.
    const card = preview(page);
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('Car Dieu a tant aimé le monde');
    const seen = () =>
      page.evaluate(() => {
        const { passageRequests, passageAnswers } = window as unknown as { passageRequests: string[]; passageAnswers: unknown[] };
        return { passageRequests, passageAnswers };
      });
    await expect.poll(async () => (await seen()).passageAnswers.length, { timeout: 10_000 }).toBe(2);
    const { passageRequests, passageAnswers } = await seen();
    expect(passageRequests).toEqual(['19.119;4.7;42.1', '19.78;43.3.16-18']);
    expect(passageAnswers).toEqual([200, 200]);
    // Each one was fetched: the first opens from what came, with no other request.
    await links.first().focus();
    await expect.poll(() => card.getByText('Psaumes 119', { exact: true }).count()).toBe(1);
    expect((await seen()).passageRequests).toHaveLength(2);
    await page.close();
  });

  it('links to the site named by data-site, its previews still read from the site serving the script', async () => {
    const page = await open('/other-site');
    expect(await tagged(page)).toEqual([
      ['Jean 10.11-18', `${OTHER_SITE}/lire/43/10/11-18`],
      ['Ps 23', `${OTHER_SITE}/lire/19/23`],
      ['1\u00a0Co 13,4-7', `${OTHER_SITE}/lire/46/13/4-7`],
      ['Rm 8.28-39', `${OTHER_SITE}/lire/45/8/28-39`],
      ['12.1-2', `${OTHER_SITE}/lire/45/12/1-2`],
    ]);
    await page.locator('a[data-parole-passage]', { hasText: 'Ps 23' }).hover();
    const card = preview(page);
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('L’Éternel est mon berger');
    expect(await card.getByRole('link', { name: 'Lire le chapitre' }).getAttribute('href')).toBe(`${OTHER_SITE}/lire/19/23`);
    const requests = await page.evaluate(() => (window as unknown as { passageRequests: string[] }).passageRequests);
    expect(requests).toEqual(['19.23']);
    await page.close();
  });

  it('with data-preview="false", links the references and opens no preview, on hover, focus or tap', async () => {
    const page = await open('/no-preview');
    expect((await tagged(page)).map(([text]) => text)).toEqual(['Jean 10.11-18', 'Ps 23', '1\u00a0Co 13,4-7', 'Rm 8.28-39', '12.1-2']);
    await page.locator('a[data-parole-passage]', { hasText: 'Ps 23' }).hover();
    await page.locator('a[data-parole-passage]', { hasText: 'Rm 8.28-39' }).focus();
    await page.waitForTimeout(600);
    expect(await page.locator('[data-parole-preview]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { passageRequests: string[] }).passageRequests)).toEqual([]);
    await page.close();
    // A tap follows the link, as any link of the page.
    const phone = await journey.page({ mobile: true });
    await phone.goto(new URL('/no-preview', church.url).href);
    await expect.poll(() => phone.locator('a[data-parole-passage]').count(), { timeout: 15_000 }).toBe(5);
    const box = (await phone.locator('a[data-parole-passage]', { hasText: 'Ps 23' }).boundingBox())!;
    await (await touchScreen(phone)).tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => phone.url(), { timeout: 10_000 }).toBe(`${site()}/lire/19/23`);
    await phone.close();
  });

  it('dresses the preview in the dark palette with data-scheme="dark", the text in data-color-text', async () => {
    const { page, card } = await hoverPsalm23('/dark');
    expect(
      await card.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, text: style.color, verses: getComputedStyle(element.querySelector('p + p')!).color, link: getComputedStyle(element.querySelector('a')!).color };
      }),
    ).toEqual({ background: 'rgb(22, 22, 28)', text: 'rgb(245, 222, 179)', verses: 'rgb(245, 222, 179)', link: 'rgb(132, 177, 255)' });
    await page.close();
  });

  it('tags a page 30 sermons long in slices, the page’s own tasks running between them', async () => {
    const page = await journey.page();
    await page.goto(new URL('/long', church.url).href);
    await expect.poll(() => page.locator('a[data-parole-passage]').count(), { timeout: 30_000 }).toBe(LONG_LINKS);
    await expect.poll(() => page.evaluate(() => (window as unknown as { counts: number[] }).counts.at(-1)), { timeout: 10_000 }).toBe(LONG_LINKS);
    const counts = await page.evaluate(() => (window as unknown as { counts: number[] }).counts);
    const between = new Set(counts.filter((count) => count > 0 && count < LONG_LINKS));
    expect(between.size).toBeGreaterThanOrEqual(10);
    await page.close();
  });

  it('keeps its preview apart from a hostile page’s CSS, and passes axe with it open', async () => {
    const { page, card } = await hoverPsalm23('/hostile');
    const look = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      return { font: style.fontFamily, size: style.fontSize, background: style.backgroundColor };
    });
    expect(look.font).not.toContain('Comic Sans');
    expect(look.size).toBe('16px');
    expect(look.background).toBe('rgb(255, 255, 255)');
    await page.addScriptTag({ content: axe.source });
    const results = await page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run('[data-parole-preview]', options), A11Y_RUN_OPTIONS);
    expect(describeViolations(results.violations)).toEqual([]);
    await page.close();
  });
});
