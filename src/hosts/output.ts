import { StringDecoder } from 'node:string_decoder';
import type { Logger } from '../log/logger.js';

/** Hands each complete line of a stream to `onLine`, without its newline; an unterminated last one at `finish`. */
export class LineReader {
  private readonly decoder = new StringDecoder('utf8');
  private partial = '';

  constructor(private readonly onLine: (line: string) => void) {}

  add(chunk: Buffer | string): void {
    const lines = (this.partial + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk))).split(
      '\n',
    );
    this.partial = lines.pop() ?? '';
    for (const line of lines) this.onLine(line);
  }

  finish(): void {
    const rest = this.partial + this.decoder.end();
    this.partial = '';
    if (rest) this.onLine(rest);
  }
}

/** Collects a command's output stream and, when a logger is given, logs each complete line as it arrives. */
export class OutputCapture {
  private readonly decoder = new StringDecoder('utf8');
  private text = '';
  private readonly lines?: LineReader;

  constructor(logger?: Logger) {
    if (logger) this.lines = new LineReader((line) => logger.info(line.replace(/\r$/, '')));
  }

  add(chunk: Buffer | string): void {
    const piece = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    this.text += piece;
    this.lines?.add(piece);
  }

  finish(): string {
    this.add(this.decoder.end());
    this.lines?.finish();
    return this.text;
  }
}

/** The end of a command's stderr, for error messages: the last lines, at most `maxChars`. */
export function tail(text: string, maxLines = 15, maxChars = 2000): string {
  const lines = text.trimEnd().split('\n').slice(-maxLines).join('\n');
  return lines.length > maxChars ? `...${lines.slice(-maxChars)}` : lines;
}
