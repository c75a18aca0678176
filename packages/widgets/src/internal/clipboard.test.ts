import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard.js';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('writes through the Clipboard API', async () => {
    await copyText('Car Dieu a tant aimé le monde');
    expect(await navigator.clipboard.readText()).toBe('Car Dieu a tant aimé le monde');
  });

  describe('when the Clipboard API refuses', () => {
    it('falls back to a selected textarea and execCommand("copy"), leaving nothing behind', async () => {
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
      let copied: string | undefined;
      const execCommand = vi.fn((command: string) => {
        const area = document.querySelector('textarea')!;
        copied = command === 'copy' ? area.value.slice(area.selectionStart, area.selectionEnd) : undefined;
        return true;
      });
      Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });

      await copyText('Jean 3:16');
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(copied).toBe('Jean 3:16');
      expect(document.querySelector('textarea')).toBeNull();
    });

    it('rejects when no way works', async () => {
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
      await expect(copyText('x')).rejects.toThrow();
    });
  });
});
