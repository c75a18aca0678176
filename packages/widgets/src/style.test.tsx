import { render, act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParoleStyleProvider, darkColors, defaultStyle, useParoleStyle, type ParoleStyle } from './style.js';

function Probe({ seen }: { seen: ParoleStyle[] }) {
  seen.push(useParoleStyle());
  return null;
}

/** A matchMedia whose answer the test changes, with its listeners. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    set(value: boolean) {
      dark = value;
      listeners.forEach((f) => f());
    },
    listeners,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ParoleStyleProvider', () => {
  it('gives the default style without a provider, and merges overrides group by group', () => {
    const seen: ParoleStyle[] = [];
    render(<Probe seen={seen} />);
    expect(seen.at(-1)).toBe(defaultStyle);
    render(
      <ParoleStyleProvider style={{ colors: { oldTestament: '#5a2d91' }, radii: { md: '2px' } }}>
        <Probe seen={seen} />
      </ParoleStyleProvider>,
    );
    expect(seen.at(-1)!.colors.oldTestament).toBe('#5a2d91');
    expect(seen.at(-1)!.colors.newTestament).toBe(defaultStyle.colors.newTestament);
    expect(seen.at(-1)!.radii).toEqual({ ...defaultStyle.radii, md: '2px' });
  });

  it('swaps the palette for scheme="dark", overrides applying over it', () => {
    const seen: ParoleStyle[] = [];
    render(
      <ParoleStyleProvider scheme="dark" style={{ colors: { accent: '#ffcc00' } }}>
        <Probe seen={seen} />
      </ParoleStyleProvider>,
    );
    expect(seen.at(-1)!.colors).toEqual({ ...darkColors, accent: '#ffcc00' });
    expect(seen.at(-1)!.fonts).toEqual(defaultStyle.fonts);
  });

  it('keeps the enclosing palette without a scheme, and a nested scheme="light" returns to it', () => {
    const seen: ParoleStyle[] = [];
    render(
      <ParoleStyleProvider scheme="dark">
        <ParoleStyleProvider style={{ fonts: { ui: 'Inter' } }}>
          <Probe seen={seen} />
        </ParoleStyleProvider>
        <ParoleStyleProvider scheme="light">
          <Probe seen={seen} />
        </ParoleStyleProvider>
      </ParoleStyleProvider>,
    );
    expect(seen.at(-2)!.colors.background).toBe(darkColors.background);
    expect(seen.at(-2)!.fonts.ui).toBe('Inter');
    expect(seen.at(-1)!.colors.background).toBe(defaultStyle.colors.background);
  });

  it('applies the dark palette’s own colours (darkColors, data-dark-color-*) over style’s only while the palette is dark', () => {
    const system = fakeSystem(false);
    const given = { style: { colors: { background: '#fbf6ea', accent: '#8b1a1a' } }, darkColors: { background: '#1f1b16', accent: '#e8a0a0' } };
    const seen: ParoleStyle[] = [];
    const { rerender } = render(
      <ParoleStyleProvider scheme="light" {...given}>
        <Probe seen={seen} />
      </ParoleStyleProvider>,
    );
    // Light: the parish's cream and dark red, none of the dark palette's own.
    expect(seen.at(-1)!.colors).toMatchObject({ background: '#fbf6ea', accent: '#8b1a1a', text: defaultStyle.colors.text });
    rerender(
      <ParoleStyleProvider scheme="dark" {...given}>
        <Probe seen={seen} />
      </ParoleStyleProvider>,
    );
    expect(seen.at(-1)!.colors).toMatchObject({ background: '#1f1b16', accent: '#e8a0a0', text: darkColors.text });
    // auto follows the visitor's system, the dark palette's own colours with it.
    rerender(
      <ParoleStyleProvider scheme="auto" {...given}>
        <Probe seen={seen} />
      </ParoleStyleProvider>,
    );
    expect(seen.at(-1)!.colors.background).toBe('#fbf6ea');
    act(() => system.set(true));
    expect(seen.at(-1)!.colors).toMatchObject({ background: '#1f1b16', accent: '#e8a0a0' });
    // Without a scheme, inside a dark palette, they apply too; inside a light one, not.
    rerender(
      <ParoleStyleProvider scheme="dark">
        <ParoleStyleProvider darkColors={given.darkColors}>
          <Probe seen={seen} />
        </ParoleStyleProvider>
        <ParoleStyleProvider scheme="light">
          <ParoleStyleProvider darkColors={given.darkColors}>
            <Probe seen={seen} />
          </ParoleStyleProvider>
        </ParoleStyleProvider>
      </ParoleStyleProvider>,
    );
    expect(seen.at(-2)!.colors.background).toBe('#1f1b16');
    expect(seen.at(-1)!.colors).toEqual(defaultStyle.colors);
  });

  it('follows the system setting with scheme="auto", and its changes', () => {
    const system = fakeSystem(true);
    const seen: ParoleStyle[] = [];
    const { unmount } = render(
      <ParoleStyleProvider scheme="auto">
        <Probe seen={seen} />
      </ParoleStyleProvider>,
    );
    expect(seen.at(-1)!.colors.background).toBe(darkColors.background);
    act(() => system.set(false));
    expect(seen.at(-1)!.colors.background).toBe(defaultStyle.colors.background);
    unmount();
    expect(system.listeners.size).toBe(0);
  });
});
