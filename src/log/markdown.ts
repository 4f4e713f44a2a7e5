/** A Markdown table for job summaries; cells cannot break the table or inject markup. */
export function markdownTable(header: string[], rows: string[][]): string[] {
  const line = (cells: string[]) => `| ${cells.map(markdownCell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)];
}

/** Markdown and HTML characters that would break a table cell or inject markup. */
export function markdownCell(text: string): string {
  return text.replace(/[|<>\n]/g, (character) =>
    character === '\n' ? ' ' : character === '|' ? '\\|' : character === '<' ? '&lt;' : '&gt;',
  );
}
