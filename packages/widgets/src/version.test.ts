import { describe, expect, it } from 'vitest';
import pkg from '../package.json';
import { VERSION } from './version.js';

describe('VERSION', () => {
  it('is the version of package.json', () => {
    expect(VERSION).toBe(pkg.version);
  });
});
