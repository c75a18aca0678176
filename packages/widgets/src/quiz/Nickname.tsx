/**
 * A player's nickname as the quiz shows it (issue 45): isolated from the
 * text around it (`<bdi dir="auto">`, Unicode's first-strong isolate), so
 * that a nickname written right to left (« שלום! ») keeps its own order (the
 * « ! » at its end, on its left) and neither pulls nor is pulled by the
 * words and digits beside it (« Partie de », a score).
 */
import type { ReactNode } from 'react';

/** The nickname, isolated; always React text, never HTML. */
export function Nickname({ children }: { children: string }) {
  return <bdi dir="auto">{children}</bdi>;
}

/** Where a text puts the nickname: a noncharacter, which no nickname holds. */
const SLOT = '\uFFFF';

/**
 * A text of texts/quiz.ts that names the player (`t.player`,
 * `t.summaryTitle`), the nickname isolated in it.
 * @example withNickname(t.summaryTitle, 'שלום!') // <>Partie de <bdi dir="auto">שלום!</bdi></>
 */
export function withNickname(text: (pseudo: string) => string, pseudo: string): ReactNode {
  const [before, after = ''] = text(SLOT).split(SLOT);
  return (
    <>
      {before}
      <Nickname>{pseudo}</Nickname>
      {after}
    </>
  );
}
