/** The scripts a rootfs image names in its labels, run in rootfs/scripts on each host. */
const SCRIPT_LABELS = {
  check: 'check.sh',
  init: 'init.sh',
  clean: 'clean.sh',
  'init-registry': 'init-registry.sh',
  'clean-registry': 'clean-registry.sh',
} as const;

/** The command of a script label (`bash <value>`, run in rootfs/scripts); the cri ones have no default. */
export function scriptCommand(labels: Record<string, string>, label: string): string | undefined {
  const value = labels[label] ?? SCRIPT_LABELS[label as keyof typeof SCRIPT_LABELS];
  return value ? `bash ${value}` : undefined;
}
