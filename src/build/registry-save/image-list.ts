import { readFile } from 'node:fs/promises';
import type { MergedContext } from '../context/merged-context.js';

/** The images a cluster image needs, and the files that asked for each (for messages). */
export interface ContextImages {
  images: string[];
  foundIn: Map<string, string[]>;
  ignored: string[];
}

const imageLine = /^\s*-?\s*image:\s*["']?([^"'\s#]+)["']?\s*(?:#.*)?$/;
const manifestFile = /^manifests\/.+\.(ya?ml|tmpl)$/;

/**
 * What sealos saves into `registry/`: every line of the files under `images/shim/` (`#` comments and blank
 * lines skipped), every `image:` value in `manifests/**` YAML and templates (values with template or variable
 * syntax are skipped: they name no image until rendered), minus the exact lines of `.sealignore`. Charts are not
 * rendered, so images only a chart names must be listed in `images/shim/`.
 */
export async function collectContextImages(context: MergedContext): Promise<ContextImages> {
  const foundIn = new Map<string, string[]>();
  const add = (image: string, file: string) => foundIn.set(image, [...(foundIn.get(image) ?? []), file]);
  for (const entry of context.entries.values()) {
    if (entry.type !== 'file') continue;
    if (entry.path.startsWith('images/shim/')) {
      for (const line of await lines(entry.source)) add(line, entry.path);
    } else if (manifestFile.test(entry.path)) {
      for (const line of (await readFile(entry.source, 'utf8')).split(/\r?\n/)) {
        const value = imageLine.exec(line)?.[1];
        if (value && !value.includes('{{') && !value.includes('$')) add(value, entry.path);
      }
    }
  }
  const ignoreFile = context.entries.get('.sealignore');
  const ignored = ignoreFile?.type === 'file' ? await lines(ignoreFile.source) : [];
  for (const image of ignored) foundIn.delete(image);
  return { images: [...foundIn.keys()].sort(), foundIn, ignored };
}

async function lines(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8'))
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
