/** Modal dialogs (spec, section 8). */
export const dialog = {
  /** spec, section 8 */
  confirmTitle: 'Confirmation',
  /** spec, section 8 */
  confirmText: 'Vraiment bien sûr ?',
  /** spec, section 8 */
  cancel: 'Annuler',
  /** spec, section 8: the default confirm label, which may be customised */
  confirm: 'Supprimer',
  infoTitle: 'Information',
  ok: 'OK',
} as const;
