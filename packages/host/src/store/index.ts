export { DEFAULT_STATE, fromDisplaySettings, isAuthenticated } from './state.js';
export type { HostState, LastRead, StoredState } from './state.js';
export { STORAGE_KEY, browserStorage, createHostStore } from './store.js';
export type { HostStore } from './store.js';
export { StoreProvider, useDisplaySettings, useHostState, useHostStore, useLoadingWhile } from './context.js';
export { planActions, searchActions } from './actions.js';
