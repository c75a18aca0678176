import { useEffect, useState } from 'react';

/** Whose voice a chapter's audio is: a synthesizer's, or a recording's (with its name when the server gives one). */
export type Voice = { kind: 'synthesis' } | { kind: 'recording'; name: string | null };

/** The server's headers on a chapter's audio (packages/api/src/routes/audio.ts). */
const SOURCE_HEADER = 'X-Parole-Audio';
const NAME_HEADER = 'X-Parole-Audio-Name';

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/**
 * Whose voice `src` (a chapter's audio) is, asked of the server with a HEAD
 * request (which never starts a synthesis): `X-Parole-Audio` says whether
 * a recording answers, `X-Parole-Audio-Name` its name. Null until known, or
 * when it cannot be (offline, an older server): the player then names no
 * voice rather than a wrong one.
 * @example const voice = useVoice(player.track?.src);
 */
export function useVoice(src: string | undefined): Voice | null {
  const [known, setKnown] = useState<{ src: string; voice: Voice } | null>(null);
  useEffect(() => {
    if (!src || known?.src === src) return;
    const controller = new AbortController();
    fetch(src, { method: 'HEAD', signal: controller.signal, credentials: 'omit' }).then(
      (res) => {
        const source = res.headers.get(SOURCE_HEADER);
        if (!res.ok || !source) return;
        const name = res.headers.get(NAME_HEADER);
        setKnown({ src, voice: source === 'recording' ? { kind: 'recording', name: name === null ? null : decoded(name) } : { kind: 'synthesis' } });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [src, known?.src]);
  return known && known.src === src ? known.voice : null;
}
