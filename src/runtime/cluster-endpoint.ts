/** The apiserver's name on every host (an /etc/hosts entry), in the kubeconfigs and the certificates. */
export const apiServerDomain = 'apiserver.cluster.local';

/** The VIP nodes reach the masters through when the rootfs has no `vip` label (sealos defaultVIP). */
export const defaultVip = '10.103.97.2';
