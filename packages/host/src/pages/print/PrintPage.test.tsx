import { pages } from '@parole/bible';
import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, INFO, renderInSite } from '../../testing.js';
import { PRINT_DELAY_MS, PrintPage } from './PrintPage.js';

function renderPrint(path: string, client = fakeClient()) {
  renderInSite(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pages.print.path} element={<PrintPage />} />
      </Routes>
    </MemoryRouter>,
    client,
  );
  return client;
}

/** Lets the fake client's promises settle and React commit. */
const settle = () => act(async () => {});

let print: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  print = vi.fn();
  vi.stubGlobal('print', print);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the print layout', () => {
  it('shows the title, the verses and the translation of the configuration', async () => {
    const client = renderPrint('/print/43/3');
    await settle();
    expect(client.calls).toContain('GET /api/print/43/3');
    expect(screen.getByRole('heading', { level: 1, name: 'Jean 3' })).toBeTruthy();
    expect(screen.getByText(/Car Dieu a tant aimé le monde/)).toBeTruthy();
    expect(screen.getByText(`Version : ${INFO.traduction.nom}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la lecture' }).getAttribute('href')).toBe('/lire/43/3');
  });

  it('opens the print dialog once, PRINT_DELAY_MS after the content loaded', async () => {
    renderPrint('/print/43/3');
    await settle();
    await act(async () => vi.advanceTimersByTime(PRINT_DELAY_MS - 1));
    expect(print).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(10 * PRINT_DELAY_MS));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('does not print with ?noprint=1', async () => {
    renderPrint('/print/43/3?noprint=1');
    await settle();
    await act(async () => vi.advanceTimersByTime(10 * PRINT_DELAY_MS));
    expect(print).not.toHaveBeenCalled();
    expect(screen.getByText(/Car Dieu a tant aimé le monde/)).toBeTruthy();
  });

  it('does not print when the chapter could not be loaded, and says so', async () => {
    renderPrint('/print/43/3', fakeClient({ printChapter: () => Promise.reject(new Error('500')) }));
    await settle();
    await act(async () => vi.advanceTimersByTime(10 * PRINT_DELAY_MS));
    expect(screen.getByRole('alert').textContent).toBe("Le chapitre n'a pas pu être chargé.");
    expect(print).not.toHaveBeenCalled();
  });

  it('finds nothing for a chapter that does not exist, without calling the API', async () => {
    const client = renderPrint('/print/43/99');
    await settle();
    expect(screen.getByRole('heading', { name: 'Livre ou chapitre introuvable' })).toBeTruthy();
    expect(client.calls.filter((call) => call.startsWith('GET /api/print'))).toEqual([]);
  });
});

describe('the print layout side by side (issue 42)', () => {
  it('prints the rows in columns, each cell its own numbers, the footer naming every translation, then opens the dialog', async () => {
    const client = renderPrint('/print/1/31?traduction=lsg,darby');
    await settle();
    await settle();
    expect(client.calls).toContain('GET /api/parallele/1/31?traductions=lsg,darby');
    const darby = document.querySelectorAll('[data-traduction="darby"]');
    expect(darby).toHaveLength(55);
    expect(darby[54]!.querySelector('sup')!.textContent).toBe('32:1');
    expect(screen.getByText('Version : Louis Segond 1910, Darby 1885')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(PRINT_DELAY_MS);
    });
    expect(print).toHaveBeenCalledTimes(1);
  });
});
