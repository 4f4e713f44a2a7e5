/** Where one line of a template's output came from: the template line, and whether an action wrote it. */
export interface LineOrigin {
  line: number;
  /** Written by an action (`{{ .Values.x }}`, `{{ toYaml … }}`, an include), not copied from the template's text. */
  fromAction: boolean;
}

/**
 * The template line each output line starts on, recorded while executing: a text node's lines are the
 * template's own lines, while everything an action writes maps to the action's line.
 */
export class OutputLines {
  readonly origins: LineOrigin[] = [];
  private atLineStart = true;
  private readonly lineStarts: number[];

  constructor(templateText: string) {
    this.lineStarts = [0];
    for (let i = templateText.indexOf('\n'); i !== -1; i = templateText.indexOf('\n', i + 1))
      this.lineStarts.push(i + 1);
  }

  /** The 1-based template line of offset `pos`. */
  lineAt(pos: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle]! <= pos) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }

  /** Records `text` written from the template's text at offset `pos`. */
  text(text: string, pos: number): void {
    this.record(text, this.lineAt(pos), false);
  }

  /** Records `text` written by the action on template line `line`. */
  action(text: string, line: number): void {
    this.record(text, line, true);
  }

  private record(text: string, line: number, fromAction: boolean): void {
    if (text === '') return;
    let current = line;
    if (this.atLineStart) this.origins.push({ line: current, fromAction });
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
      if (!fromAction) current++;
      if (i + 1 < text.length) this.origins.push({ line: current, fromAction });
    }
    this.atLineStart = text.endsWith('\n');
  }
}
