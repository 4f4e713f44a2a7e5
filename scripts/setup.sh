#!/usr/bin/env bash
# Everything a fresh Debian machine needs for the demo and the tests: Debian packages (when root) and npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(openssh-server openssh-client sudo iproute2 tar openssl docker-registry skopeo umoci oci-image-tool)
# kubectl reads the kubeconfig file the run writes, as a later workflow step would; any kubectl will do.
command -v kubectl >/dev/null || packages+=(kubernetes-client)
# bench/fan-out.ts measures our copy against rsync -a.
packages+=(rsync)
# The lab's stand-in kubeadm, kubectl and k3s (test/fixtures/standin-*) are python3 programs that read YAML.
packages+=(python3 python3-yaml)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  if [[ $(id -u) -eq 0 ]]; then
    echo "setup: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # policy-rc.d keeps the packages' own services (sshd, docker-registry) from starting: tests start their own.
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    rm -f /usr/sbin/policy-rc.d
  else
    echo "setup: not root, cannot install ${missing[*]}; lab tests that need them will skip" >&2
  fi
fi

if [[ ! -d node_modules || package-lock.json -nt node_modules/.package-lock.json ]]; then
  # --ignore-scripts: ssh2 must use its JavaScript paths, no native addon may end up in dist/.
  # `npm install` with the committed lock, not `npm ci`: npm 11 leaves biome's other-platform packages out of
  # the lock it writes, then `npm ci` refuses that lock as out of sync. The lock still pins every version.
  npm install --ignore-scripts --no-audit --no-fund --loglevel=error
fi
