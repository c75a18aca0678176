import { useEffect, useState } from 'react';
import { AUDIO_NAME_HEADER, AUDIO_SOURCE_HEADER, type AudioSource } from '@parole/bible';

/** Whose voice a chapter's audio is: a synthesizer's, or a recording's (with its name when the server gives one). */
export type Voice = { kind: 'synthesis' } | { kind: 'recording'; name: string | null };

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/**
 * Whose voice `src` (a chapter's audio) is, asked of the server with a HEAD
 * request (which never starts a synthesis): AUDIO_SOURCE_HEADER says whether
 * a recording answers, AUDIO_NAME_HEADER its name (the contract's, beside
 * `media`). Null until known, or when it cannot be (offline, an older
 * server): the player then names no voice rather than a wrong one. The HEAD
 * is the page loading a file's headers as its `<audio>` loads the file, not
 * a call of the API client: no header of ours, no credentials, so an embed's
 * HEAD to the API's origin stays a simple request, without a preflight.
 * @example const voice = useVoice(player.track?.src);
 */
export function useVoice(src: string | undefined): Voice | null {
  const [known, setKnown] = useState<{ src: string; voice: Voice } | null>(null);
  useEffect(() => {
    if (!src || known?.src === src) return;
    const controller = new AbortController();
    fetch(src, { method: 'HEAD', signal: controller.signal, credentials: 'omit' }).then(
      (res) => {
        const source = res.headers.get(AUDIO_SOURCE_HEADER) as AudioSource | null;
        if (!res.ok || !source) return;
        const name = res.headers.get(AUDIO_NAME_HEADER);
        setKnown({ src, voice: source === 'recording' ? { kind: 'recording', name: name === null ? null : decoded(name) } : { kind: 'synthesis' } });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [src, known?.src]);
  return known && known.src === src ? known.voice : null;
}
