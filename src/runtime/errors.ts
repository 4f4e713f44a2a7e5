import { type ErrorContext, SealosError } from '../errors.js';

/** A runtime step failed: a command on a host, or a kubeadm configuration that cannot be built. */
export class RuntimeError extends SealosError {}

/** A runtime configuration document from the Clusterfile or the image is not usable; `field` is the path in it. */
export class RuntimeConfigError extends RuntimeError {
  readonly field?: string;

  constructor(message: string, context: ErrorContext & { field?: string } = {}) {
    super(context.field ? `${context.field}: ${message}` : message, context);
    this.field = context.field;
  }
}

/** A kubeadm document from the Clusterfile or the image is not usable. */
export class KubeadmConfigError extends RuntimeConfigError {}

/** A k3s configuration document from the Clusterfile or the image is not usable. */
export class K3sConfigError extends RuntimeConfigError {}
