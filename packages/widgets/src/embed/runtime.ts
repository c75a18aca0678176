/**
 * Entry of the embed's shared runtime chunk (dist/embed/runtime-[hash].js):
 * React, react-dom, styled-components, axios, the API client, the style and
 * the shared UI, with the mount core. The loader imports it next to the
 * chunk of each widget on the page.
 */
export { mountWidget, mountedWidget, type MountedWidget, type MountOptions } from './core.js';
export { VERSION } from '../version.js';
