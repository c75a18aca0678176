export { Reader, useReaderController } from './Reader.js';
export type { ReaderProps } from './Reader.js';
export type { ReaderOfflineAudio } from './controller/useChapterPlayer.js';
export { ReaderView } from './ReaderView.js';
export type { ReaderPanel, ReaderReferences, ReaderViewProps, ReaderViewState } from './ReaderView.js';
export type { ReaderPlayer } from './PlayerPanel.js';
export { useReader } from './useReader.js';
export type { ReaderData, UseReaderResult } from './useReader.js';
export { CHAPTER_BAR_LIMIT } from './ChapterBar.js';
export {
  DEFAULT_DISPLAY_SETTINGS,
  FONT_SIZE,
  LEADING,
  SPEEDS,
  applySettingsAction,
  stepScale,
} from './settings.js';
export type { DisplaySettings, Scale, SettingsAction } from './settings.js';
