import { StringDecoder } from 'node:string_decoder';
import type { Logger } from '../log/logger.js';

/** Collects a command's output stream and, when a logger is given, logs each complete line as it arrives. */
export class OutputCapture {
  private readonly decoder = new StringDecoder('utf8');
  private text = '';
  private partial = '';

  constructor(private readonly logger?: Logger) {}

  add(chunk: Buffer | string): void {
    const piece = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    this.text += piece;
    if (!this.logger) return;
    const lines = (this.partial + piece).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) this.logger.info(line.replace(/\r$/, ''));
  }

  finish(): string {
    this.add(this.decoder.end());
    if (this.logger && this.partial) this.logger.info(this.partial);
    this.partial = '';
    return this.text;
  }
}

/** The end of a command's stderr, for error messages: the last lines, at most `maxChars`. */
export function tail(text: string, maxLines = 15, maxChars = 2000): string {
  const lines = text.trimEnd().split('\n').slice(-maxLines).join('\n');
  return lines.length > maxChars ? `...${lines.slice(-maxChars)}` : lines;
}
