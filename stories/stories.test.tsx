/// <reference types="vite/client" />
/**
 * Every story of every stories file, rendered in jsdom: a story that throws,
 * logs a React error, renders nothing or breaks a WCAG A/AA rule fails the
 * test suite, so stories stay true to the components as they change, and
 * every state of every widget is checked for accessibility.
 */
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react';
import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview.js';
import { axeViolations } from '../tests/support/a11y.js';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

beforeAll(() => {
  setProjectAnnotations(preview);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;

  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories)('%s renders meaningful content without error', async (_name, Story) => {
    const errors = vi.spyOn(console, 'error');
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });

    expect(errors).not.toHaveBeenCalled();
    // A title or heading and some text: not an empty shell.
    expect(container.querySelector('h1, h2, [role="heading"]')).not.toBeNull();
    expect(container.textContent?.trim().length).toBeGreaterThan(20);
    expect(await axeViolations(container)).toEqual([]);
  });
});
