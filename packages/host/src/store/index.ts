export {
  DEFAULT_STATE,
  GAME_ATTEMPTS,
  PERSISTED_KEYS,
  fromDisplaySettings,
  isAuthenticated,
  persistedSnapshot,
  restoreBookmark,
  restorePlanRead,
  restoreState,
  toDisplaySettings,
} from './state.js';
export type { CurrentUser, HostState, LastRead, StoredState, TextDisplay } from './state.js';
export { STORAGE_KEY, browserStorage, createHostStore } from './store.js';
export type { HostStore, HostStoreOptions } from './store.js';
export { StoreProvider, useDisplaySettings, useHostState, useHostStore, useLoadingWhile } from './context.js';
export { addBookmark, appendToHistory, planActions, removeAt, sameBookmarkTarget, searchActions } from './actions.js';
