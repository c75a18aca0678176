/**
 * The Bible's text: where its USFM source is, and how the site credits it
 * (the translation's name and copyright, the contact address of the footer).
 */
import path from 'node:path';
import { read, readEmail, readPath, REPO_ROOT, type Env } from './env.js';

export interface BibleConfig {
  /** Directory holding the `NN-CODE.usfm` files of the text. */
  usfmDir: string;
  /** The translation shown in the footer, print footer and copy header. */
  translation: { name: string; copyright: string };
  /** Contact address of the footer. */
  contact: string;
}

/**
 * BIBLE_USFM_DIR, BIBLE_TRANSLATION_NAME, BIBLE_COPYRIGHT and CONTACT_EMAIL.
 * @example readBible({ BIBLE_TRANSLATION_NAME: 'Segond 21' }).translation.name // 'Segond 21'
 */
export function readBible(env: Env): BibleConfig {
  return {
    usfmDir: readPath(env, 'BIBLE_USFM_DIR', path.resolve(REPO_ROOT, '..', 'shared', 'bible', 'lsg1910')),
    translation: {
      name: read(env, 'BIBLE_TRANSLATION_NAME') ?? 'Louis Segond 1910',
      copyright: read(env, 'BIBLE_COPYRIGHT') ?? 'Louis Segond 1910 — domaine public',
    },
    contact: readEmail(env, 'CONTACT_EMAIL', 'contact@example.org'),
  };
}
