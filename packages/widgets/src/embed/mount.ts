/**
 * The library's mount() and mountAll(): the embed's mount core (./core.tsx)
 * with every widget known (./registry.tsx), for React-free code of an
 * application that bundles the widgets. The script-tag loader loads one
 * chunk per widget instead (./loader.ts).
 */
import { mountWidget, WIDGET_SELECTOR, type MountedWidget, type MountOptions } from './core.js';
import { widgetNameOf } from './names.js';
import { widgetRegistry } from './registry.js';

export { embedAttributes, WIDGET_SELECTOR, type MountedWidget, type MountOptions } from './core.js';

/**
 * Mounts the widget an element names (every widget is known: this is the
 * library's entry, for React-free code of an application that bundles the
 * widgets). See mountWidget.
 * @example const widget = mount(document.querySelector('#verset-du-jour')!); widget.unmount();
 */
export function mount(element: HTMLElement, options: MountOptions = {}): MountedWidget {
  const name = widgetNameOf(element.dataset.bibleWidget);
  const render = Object.hasOwn(widgetRegistry, name) ? widgetRegistry[name as keyof typeof widgetRegistry] : undefined;
  return mountWidget(element, render, options);
}

/**
 * Mounts every `[data-bible-widget]` element under `root`.
 * @example mountAll(); // the whole document
 */
export function mountAll(root: ParentNode = document, options?: MountOptions): MountedWidget[] {
  return Array.from(root.querySelectorAll<HTMLElement>(WIDGET_SELECTOR), (element) => mount(element, options));
}
