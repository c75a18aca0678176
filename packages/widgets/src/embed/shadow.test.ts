import { describe, expect, it } from 'vitest';
import { paroleRem, remToVariable } from './shadow.js';

describe('remToVariable', () => {
  it('rewrites rem lengths to multiples of --parole-rem, and nothing else', () => {
    expect(remToVariable('0.5rem 1rem')).toBe('calc(0.5 * var(--parole-rem, 1rem)) calc(1 * var(--parole-rem, 1rem))');
    expect(remToVariable('-.25rem')).toBe('calc(-.25 * var(--parole-rem, 1rem))');
    expect(remToVariable('calc(100% - 2rem)')).toBe('calc(100% - calc(2 * var(--parole-rem, 1rem)))');
    expect(remToVariable('12px 1em 3vw')).toBe('12px 1em 3vw');
    expect(remToVariable('url(a2rem.svg)')).toBe('url(a2rem.svg)');
  });
});

describe('paroleRem', () => {
  it('rewrites declarations only', () => {
    const decl = { type: 'decl', value: 'padding:1rem;' };
    const media = { type: '@media', value: '@media (min-width: 48rem)' };
    paroleRem(decl);
    paroleRem(media);
    expect(decl.value).toBe('padding:calc(1 * var(--parole-rem, 1rem));');
    expect(media.value).toBe('@media (min-width: 48rem)');
  });
});
