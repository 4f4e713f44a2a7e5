import { stat } from 'node:fs/promises';
import path from 'node:path';
import { causeText, UsageError } from '../../errors.js';
import { readInputFile } from '../../files/read-input.js';
import { loadEnv, renderTemplateText, renderTreeStaged } from '../../render/index.js';
import type { RegisterCommand } from '../context.js';
import { collect } from '../options.js';

interface RenderFlags {
  envJson?: string;
  env: string[];
}

export const registerRender: RegisterCommand = (program, context) => {
  program
    .command('render')
    .description(
      'Render Go templates the way sealos does (text/template + sprig, missing keys print <no value>). ' +
        'A FILE is printed to stdout; a DIR has every *.tmpl/*.tpl under etc/, scripts/ and manifests/ rendered ' +
        'in place and removed, like `sealctl render --clear`; when a template fails, the folder is left as it was.',
    )
    .argument('<path>', 'a template file or an image folder')
    .option('--env-json <ENV.json>', 'a JSON object of string values used as the env')
    .option('--env <K=V>', 'env value, wins over --env-json (repeatable)', collect, [])
    .action(async (target: string, flags: RenderFlags) => {
      const env = await loadEnv(flags.envJson, flags.env);
      let info: Awaited<ReturnType<typeof stat>>;
      try {
        info = await stat(target);
      } catch (error) {
        throw new UsageError(`${target}: ${causeText(error)}`, { file: target, cause: error });
      }
      if (info.isDirectory()) {
        const rendered = await renderTreeStaged(target, env);
        for (const file of rendered) context.stdout(`${file.output}\n`);
        context.logger.info(`rendered ${rendered.length} template(s) in ${target}`);
        return;
      }
      context.stdout(
        renderTemplateText(path.basename(target), await readInputFile(target), env, { sealctlData: true }),
      );
    });
};
