/**
 * What a field of a Go type holds, as far as reading keys goes: named fields (a struct), free keys (a Go map:
 * any key is valid, values are not looked into), a list of one shape, or a plain value. Go's encoding/json,
 * which sealos decodes every document with (sigs.k8s.io/yaml turns YAML into JSON first), matches a
 * struct's keys to field names case-insensitively; a map's keys are data and are matched exactly.
 */
export type FieldShape = 'value' | 'keys' | FieldSet | readonly [FieldShape];

export interface FieldSet {
  readonly [name: string]: FieldShape;
}

export const VALUE = 'value';
export const FREE_KEYS = 'keys';

/** metav1.TypeMeta, inlined in every Kubernetes document. */
export const TYPE_META: FieldSet = { apiVersion: VALUE, kind: VALUE };

/** core/v1 Taint (kubeadm's nodeRegistration.taints, the kubelet's registerWithTaints). */
export const TAINT: FieldSet = { key: VALUE, value: VALUE, effect: VALUE, timeAdded: VALUE };

export function isFieldSet(shape: FieldShape): shape is FieldSet {
  return typeof shape === 'object' && !Array.isArray(shape);
}
