/**
 * The few icons of the widgets, as inline SVG drawn with `currentColor`:
 * decorative (aria-hidden), always next to a text or inside a named button.
 */
const common = {
  width: '1.1em',
  height: '1.1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function SearchIcon() {
  return (
    <svg {...common}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </svg>
  );
}

/** A cross: what empties a field (the search box's « Effacer »). */
export function ClearIcon() {
  return (
    <svg {...common}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function HistoryIcon() {
  return (
    <svg {...common}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

export function BookmarkIcon() {
  return (
    <svg {...common}>
      <path d="M6 3h12v18l-6-4-6 4z" />
    </svg>
  );
}

export function FilterIcon() {
  return (
    <svg {...common}>
      <path d="M3 5h18l-7 8v6l-4 2v-8z" />
    </svg>
  );
}

/* The plan's icons sit in a small badge or button: a little smaller than the others. */
const small = { ...common, width: '1em', height: '1em' } as const;

export function CheckIcon() {
  return (
    <svg {...small}>
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...small}>
      <path d="M7 4v16l13-8z" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...small}>
      <path d="M8 5v14M16 5v14" />
    </svg>
  );
}
