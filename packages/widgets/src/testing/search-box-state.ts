/**
 * The SearchBox's state held as a host holds it, for the story that shows
 * the SearchBox itself and for its tests: what a host of the box has to keep
 * (its text, its mode, its history), handed over as the box's props.
 */
import { useState } from 'react';
import type { ExactMode } from '@parole/bible';
import type { SearchBoxProps } from '../search/SearchBox.js';

/** The props of a SearchBox that its host's state provides. */
export type SearchBoxState = Pick<SearchBoxProps, 'value' | 'onValueChange' | 'exact' | 'onExactChange' | 'history' | 'onHistoryChange'>;

/** Where the state starts. */
export interface SearchBoxStart {
  value?: string;
  exact?: ExactMode;
  history?: string[];
}

/**
 * The text, mode and history of a SearchBox kept in React state, as its
 * props, with `remember(entry)` to add a search or reference to the history
 * once, as the site does. `observe` hears each change the box asks for
 * before it is applied (a test passes spies).
 * @example
 * const box = useSearchBoxState({ history: ['berger'] });
 * return <SearchBox {...box} onSearch={(word) => box.remember(word)} onReference={(_, input) => box.remember(input)} />;
 */
export function useSearchBoxState(
  { value = '', exact = 'nex', history = [] }: SearchBoxStart = {},
  observe: Partial<Pick<SearchBoxState, 'onValueChange' | 'onExactChange' | 'onHistoryChange'>> = {},
): SearchBoxState & { remember(entry: string): void } {
  const [text, setText] = useState(value);
  const [mode, setMode] = useState<ExactMode>(exact);
  const [list, setList] = useState(history);
  return {
    value: text,
    onValueChange: (next) => {
      observe.onValueChange?.(next);
      setText(next);
    },
    exact: mode,
    onExactChange: (next) => {
      observe.onExactChange?.(next);
      setMode(next);
    },
    history: list,
    onHistoryChange: (next) => {
      observe.onHistoryChange?.(next);
      setList(next);
    },
    remember: (entry) => setList((current) => (current.includes(entry) ? current : [...current, entry])),
  };
}
