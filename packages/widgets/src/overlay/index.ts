export { Overlay } from './Overlay.js';
export type { OverlayProps } from './Overlay.js';
