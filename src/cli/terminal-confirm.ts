import { createInterface } from 'node:readline/promises';

/** A yes/no question on the terminal (stdin and stderr both a TTY); undefined elsewhere: nobody could answer. */
export function terminalConfirm(): ((question: string) => Promise<boolean>) | undefined {
  if (!process.stdin.isTTY || !process.stderr.isTTY) return undefined;
  return async (question) => {
    const terminal = createInterface({ input: process.stdin, output: process.stderr });
    try {
      const answer = await terminal.question(`${question} [y/N] `);
      return /^y(es)?$/i.test(answer.trim());
    } finally {
      terminal.close();
    }
  };
}
