import type { Annotation, Level, LogSink } from './logger.js';

/** Terminal output for the CLI: info to stdout-free stderr so that `--json` stdout stays clean. */
export class ConsoleSink implements LogSink {
  private depth = 0;

  constructor(
    readonly debugEnabled = false,
    private readonly out: NodeJS.WritableStream = process.stderr,
  ) {}

  write(level: Level, text: string, annotation?: Annotation): void {
    const place = annotation?.file
      ? `${annotation.file}${annotation.line ? `:${annotation.line}` : ''}:`
      : '';
    // A message that already names its place (`Kubefile:2: COPY …`) is not prefixed with it a second time.
    const where = place && !text.includes(place) ? `${place} ` : '';
    const tag = level === 'info' ? '' : `${level}: `;
    this.out.write(`${'  '.repeat(this.depth)}${tag}${where}${text}\n`);
  }

  startGroup(title: string): void {
    this.out.write(`${'  '.repeat(this.depth)}== ${title}\n`);
    this.depth++;
  }

  endGroup(): void {
    this.depth = Math.max(0, this.depth - 1);
  }

  secret(): void {}
}
