import { describe, expect, it } from 'vitest';
import { aiStreamWire, readAiStreamEvent, type AiStreamEvent } from './ai-stream.js';

describe('the AI stream’s events', () => {
  it.each<AiStreamEvent>([
    { type: 'delta', text: 'Au commencement, **Dieu**' },
    { type: 'delta', text: '' },
    { type: 'done', promptTokens: 120, completionTokens: 45, totalTokens: 165 },
    { type: 'error', status: 504, message: 'Error ... délai dépassé' },
  ])('read back as written: %o', (event) => {
    const { event: name, data } = aiStreamWire(event);
    expect(name).toBe(event.type);
    expect(data).not.toContain('\n');
    expect(readAiStreamEvent(name, data)).toEqual(event);
  });

  it.each([
    ['delta', '{"text":3}'],
    ['delta', 'not json'],
    ['delta', 'null'],
    ['done', '{"promptTokens":1,"completionTokens":-1,"totalTokens":0}'],
    ['error', '{"status":500,"message":"x"}'],
    ['ping', '{}'],
    [undefined, '{"text":"x"}'],
  ])('are ignored when the contract does not declare them: %s %s', (name, data) => {
    expect(readAiStreamEvent(name, data)).toBeNull();
  });
});
