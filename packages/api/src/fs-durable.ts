/**
 * Files written whole, shared by the Bible database's build
 * (import/ensure.ts) and the audio cache (audio/cache.ts): a file is
 * written under a temporary name in its folder, synced, then renamed, so a
 * crash, a SIGKILL or a full disk never leaves a half-written file under
 * the final name; a temporary file carries its writer's pid, and one whose
 * writer is no longer running is left over (isProcessAlive).
 */
import { open, rename } from 'node:fs/promises';
import path from 'node:path';

/** fsync of a file (its bytes) or of a folder (its entries: a rename in it). */
export async function syncPath(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Gives the complete, closed file `temp` the name `final` (in the same
 * folder, replacing any file of that name): its bytes are on disk before it
 * has the name, so a crash after the rename cannot leave a short file. With
 * `syncFolder`, the folder is synced too: the rename itself is on disk once
 * this resolves (without, a crash may undo it and leave the temporary file).
 * @example await renameDurably(`${target}.tmp-${process.pid}`, target, { syncFolder: true });
 */
export async function renameDurably(temp: string, final: string, { syncFolder }: { syncFolder: boolean }): Promise<void> {
  await syncPath(temp);
  await rename(temp, final);
  if (syncFolder) await syncPath(path.dirname(final));
}

/** Whether process `pid` is running on this machine (EPERM: it is, as another user's). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
