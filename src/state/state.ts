/**
 * What a cluster keeps between runs: the redacted Clusterfile and a few non-secret files a later run needs
 * (pinned host keys, kubeadm configs). Secrets are never kept: every run gets them again from its inputs.
 */
export interface StateContent {
  /** The redacted Clusterfile text. */
  clusterfile: string;
  /** Other small text files, by relative POSIX path (`etc/kubeadm.yml`, `known_hosts`). */
  files: Record<string, string>;
}

interface StateStamp {
  savedAt: Date;
  /** The workflow run that saved it, when there was one. */
  runId?: string;
}

/** A cluster as a run left it. */
export interface KeptState extends StateContent, StateStamp {
  reset: false;
}

/** The cluster was reset: the next run creates it anew. */
export interface ResetMarker extends StateStamp {
  reset: true;
}

export type StoredState = KeptState | ResetMarker;

export type StateKind = 'artifact' | 'local' | 'none';

export interface StateStore {
  readonly kind: StateKind;
  /** Where the state lives, for messages: a folder, an artifact name. */
  readonly location: string;
  /** The newest state, or undefined when there is none. Says where it looked; what that means is the caller's to say. */
  load(): Promise<StoredState | undefined>;
  /** Keeps `content`; refuses (SecretInStateError) when a file contains one of `secrets`. */
  save(content: StateContent, secrets: readonly string[]): Promise<void>;
  /** Records that the cluster was reset, so a later run creates it anew. */
  markReset(): Promise<void>;
}
