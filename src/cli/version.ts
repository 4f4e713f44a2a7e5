import packageJson from '../../package.json' with { type: 'json' };

/** This tool's version: the package's, unless the release sets SEALOS_ACTION_VERSION. */
export function cliVersion(): string {
  return process.env.SEALOS_ACTION_VERSION ?? packageJson.version;
}
