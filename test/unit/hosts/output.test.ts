import { describe, expect, it } from 'vitest';
import { OutputCapture, tail } from '../../../src/hosts/output.js';
import { memoryLogger } from '../../lab/memory-log.js';

describe('OutputCapture', () => {
  it('keeps the whole text and logs complete lines, also across chunks and split characters', () => {
    const { logger, sink } = memoryLogger();
    const capture = new OutputCapture(logger.withPrefix('h:22'));
    const text = Buffer.from('one\ntw€o\r\nthree');
    capture.add(text.subarray(0, 6));
    capture.add(text.subarray(6, 8));
    capture.add(text.subarray(8));
    expect(sink.lines).toEqual(['info:[h:22] one', 'info:[h:22] tw€o']);
    expect(capture.finish()).toBe('one\ntw€o\r\nthree');
    expect(sink.lines).toEqual(['info:[h:22] one', 'info:[h:22] tw€o', 'info:[h:22] three']);
  });
});

describe('tail', () => {
  it('keeps the last lines, at most maxChars', () => {
    const text = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n');
    expect(tail(text, 2)).toBe('line 28\nline 29');
    expect(tail('abcdef\n', 15, 3)).toBe('...def');
  });
});
