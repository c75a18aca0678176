export { ConfirmDialog } from './ConfirmDialog.js';
export type { ConfirmDialogProps } from './ConfirmDialog.js';
export { InfoDialog } from './InfoDialog.js';
export type { InfoDialogProps } from './InfoDialog.js';
