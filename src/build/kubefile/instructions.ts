/** The instructions a Kubefile may hold, read but not yet expanded (variables are substituted in evaluate). */
export type Instruction =
  | { keyword: 'FROM'; line: number; text: string; image: string }
  | { keyword: 'ARG'; line: number; text: string; declarations: { name: string; defaultValue?: string }[] }
  | { keyword: 'ENV' | 'LABEL'; line: number; text: string; pairs: { key: string; value: string }[] }
  | {
      keyword: 'COPY' | 'ADD';
      line: number;
      text: string;
      chmod?: number;
      /** Exec (JSON) form: each element is one word; otherwise the words are split after expansion. */
      words: string[] | string;
    }
  | { keyword: 'CMD' | 'ENTRYPOINT'; line: number; text: string; command: string[] }
  | { keyword: 'MAINTAINER'; line: number; text: string; author: string };

/** A parsed Kubefile: where it was read from and its instructions in order. */
export interface ParsedKubefile {
  file: string;
  instructions: Instruction[];
}
