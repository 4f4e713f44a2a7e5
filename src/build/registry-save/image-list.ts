import { readFile } from 'node:fs/promises';
import { causeText, SealosError } from '../../errors.js';
import { InvalidReferenceError } from '../../image/errors.js';
import {
  formatReference,
  type ImageReference,
  parseReferenceAsWritten,
  referenceName,
} from '../../image/reference.js';
import type { MergedContext } from '../context/merged-context.js';

/** Output of a chart rendered the way sreg renders it; scanned with the `manifests/` line rule. */
export interface RenderedManifest {
  /** What produced it, for messages: `charts/metallb/templates/controller.yaml`. */
  file: string;
  text: string;
}

/**
 * Renders every chart of `charts/` (sreg `pkg/buildimage/chart.go`). Chart rendering lives elsewhere; the list
 * takes it as this function so that `build` and `registry save` plug it in at one place.
 */
export type ChartRenderer = (context: MergedContext) => AsyncIterable<RenderedManifest>;

/** The images a cluster image needs, and the files that asked for each (for messages). */
export interface ContextImages {
  /** Normalised (`docker.io/library/nginx:latest`), de-duplicated, sorted: what is pulled. */
  images: string[];
  /** Normalised image → the files that name it. */
  foundIn: Map<string, string[]>;
  /** Entries of sreg's list that `.sealignore` dropped, as sreg spells them. */
  ignored: string[];
}

export class ImageListError extends SealosError {}

/**
 * The images `sealos build` saves into `registry/`, found the way sreg finds them
 * (`pkg/buildimage/images.go` List and Filter, as `lifecycle/pkg/buildah/imagesaver.go` calls them):
 * - `manifests/**` files ending `.yaml`, `.yml` or `.tmpl` (any case), each line read by `imageOfLine`;
 * - rendered charts, read by the same rule;
 * - every line of every file under `images/shim/` (trimmed; blank lines and `#` lines skipped), as written;
 * - minus the entries equal to a whole line of `.sealignore` at the context root.
 * sreg compares `.sealignore` lines with its list as spelled there (manifest images normalised, shim lines as
 * written), so that is what is compared here; the result is then normalised in its name, so `nginx:1` and
 * `docker.io/library/nginx:1` are one image; no tag is added (ParseNormalizedNamed keeps `nginx` untagged, and
 * the pull takes `latest`). Symbolic links are not followed (sreg would read through them).
 */
export async function collectContextImages(
  context: MergedContext,
  renderCharts: ChartRenderer,
): Promise<ContextImages> {
  // sreg's spelling → the files that name it, and where it was first seen (for a shim line that is no image).
  const listed = new Map<string, { files: string[]; first: { file: string; line?: number } }>();
  const add = (spelling: string, file: string, line?: number) => {
    const seen = listed.get(spelling);
    if (seen) seen.files.push(file);
    else listed.set(spelling, { files: [file], first: { file, ...(line !== undefined && { line }) } });
  };
  for (const entry of context.entries.values()) {
    if (entry.type !== 'file') continue;
    if (entry.path.startsWith('images/shim/')) {
      for (const line of shimLines(await readFile(entry.source, 'utf8')))
        add(line.text, entry.path, line.line);
    } else if (entry.path.startsWith('manifests/') && isManifestFile(entry.path)) {
      for (const image of imagesInManifest(await readFile(entry.source, 'utf8'))) add(image, entry.path);
    }
  }
  for await (const rendered of renderCharts(context))
    for (const image of imagesInManifest(rendered.text)) add(image, rendered.file);

  const ignoreFile = context.entries.get('.sealignore');
  const ignoreLines = new Set(
    ignoreFile?.type === 'file' ? fileLines(await readFile(ignoreFile.source, 'utf8')) : [],
  );
  const ignored = [...listed.keys()].filter((spelling) => ignoreLines.has(spelling)).sort();

  const foundIn = new Map<string, string[]>();
  for (const [spelling, { files, first }] of listed) {
    if (ignoreLines.has(spelling)) continue;
    const image = normalise(spelling, first, context);
    foundIn.set(image, [...new Set([...(foundIn.get(image) ?? []), ...files])]);
  }
  return { images: [...foundIn.keys()].sort(), foundIn, ignored };
}

/** sreg's `yaml.Matcher` and `tmpl.Matcher`: the file name's extension, lowercased. */
function isManifestFile(file: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot >= 0 && ['.yaml', '.yml', '.tmpl'].includes(name.slice(dot).toLowerCase());
}

/** The distinct images the lines of a manifest name (sreg `manifests/utils.go` ParseImages). */
function imagesInManifest(text: string): string[] {
  const images = new Set<string>();
  for (const line of fileLines(text)) {
    const image = imageOfLine(line);
    if (image !== undefined) images.add(image);
  }
  return [...images];
}

const imageKey = 'image:';
const imageIdentifier = /^[a-f0-9]{64}$/;

/**
 * sreg `parseImageRefFromLine`: a line that, trimmed, does not start with `#` and has `image:` anywhere; the
 * value is what follows the first `image:`, trimmed, with one pair of matching quotes removed. It counts only
 * when the whole value is an image reference (so `image: nginx # pinned` and `image: {{ .Values.x }}` do not),
 * and is spelled as docker's ParseNormalizedNamed gives it: `name:tag` when tagged (a digest after the tag is
 * dropped), `name@digest` when only digested, the bare name otherwise.
 */
function imageOfLine(line: string): string | undefined {
  const trimmed = line.trim();
  if (trimmed.startsWith('#')) return undefined;
  const at = trimmed.indexOf(imageKey);
  if (at < 0) return undefined;
  const value = trimQuotes(trimmed.slice(at + imageKey.length).trim());
  if (value === '' || imageIdentifier.test(value)) return undefined;
  let ref: ImageReference;
  try {
    ref = parseReferenceAsWritten(value);
  } catch (error) {
    if (error instanceof InvalidReferenceError) return undefined;
    throw error;
  }
  const name = referenceName(ref);
  if (ref.tag !== undefined) return `${name}:${ref.tag}`;
  return ref.digest !== undefined ? `${name}@${ref.digest}` : name;
}

/** sreg `strings.TrimQuotes`: one pair of the same quote at both ends. */
function trimQuotes(text: string): string {
  const last = text.at(-1);
  return text.length >= 2 && text[0] === last && (last === '"' || last === "'") ? text.slice(1, -1) : text;
}

/** Lines as Go's bufio ReadLine gives them: split at `\n`, a `\r` before it dropped. */
export function fileLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** sreg `formalizeImages` over a shim file: trimmed, blank and `#` lines skipped, one pair of quotes removed. */
function shimLines(text: string): { text: string; line: number }[] {
  return fileLines(text).flatMap((raw, index) => {
    const line = raw.trim();
    return line === '' || line.startsWith('#') ? [] : [{ text: trimQuotes(line), line: index + 1 }];
  });
}

/** Manifest images already parsed; a shim line that is no image stops the list (sreg fails its save). */
function normalise(spelling: string, where: { file: string; line?: number }, context: MergedContext): string {
  try {
    return formatReference(parseReferenceAsWritten(spelling));
  } catch (cause) {
    const at = `${where.file}${where.line === undefined ? '' : `:${where.line}`}`;
    throw new ImageListError(`${at}: "${spelling}" is not an image reference (${causeText(cause)})`, {
      file: context.entries.get(where.file)?.source ?? where.file,
      ...(where.line !== undefined && { line: where.line }),
      phase: 'image list',
      cause,
    });
  }
}
