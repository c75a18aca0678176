/** The few icons of the layout, inline so they need no request and follow currentColor. */

const common = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function MenuIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function BooksIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M4 4h5v16H4zM10 4h5v16h-5zM16 5l4-1 0 16-4 1z" />
    </svg>
  );
}
