#!/bin/bash
# Turns a fresh `unshare -m -u` shell inside a host's network namespace into a lab host: private /etc, /usr,
# /var (overlays of the machine's, upper dirs in the host's lab folder), empty private folders, users, sudo
# rules, and finally sshd in the foreground as this same process. Parameters come as environment variables
# (LAB_DIR, LAB_CLUSTER_DIR, LAB_HOSTNAME, LAB_*_PASSWORD) so that no path or password is pasted into shell text.
set -euo pipefail
hostname "$LAB_HOSTNAME"

# /etc, /usr, /var: the machine's content, writes kept in this host's upper dirs. An overlay (not a bind
# mount) so that sed -i and rename work on files like /etc/hosts.
for d in etc usr var; do
  mkdir -p "$LAB_DIR/upper/$d" "$LAB_DIR/work/$d"
  mount -t overlay overlay -o "lowerdir=/$d,upperdir=$LAB_DIR/upper/$d,workdir=$LAB_DIR/work/$d" "/$d"
done

# Empty folders that the cluster lifecycle writes into, so each host starts clean.
for pair in root:/root opt:/opt home:/home sealos:/var/lib/sealos kubernetes:/etc/kubernetes local-bin:/usr/local/bin; do
  name=${pair%%:*}; target=${pair#*:}
  mkdir -p "$LAB_DIR/private/$name" "$target"
  mount --bind "$LAB_DIR/private/$name" "$target"
done
chmod 700 /root

# One folder shared by every host of the lab, as a real cluster's API server is: the stand-in kubeadm, kubectl and
# k3s keep there what a cluster knows beyond one host (tokens, the first server's flags, the nodes).
mkdir -p /var/lib/standin-cluster
mount --bind "$LAB_CLUSTER_DIR" /var/lib/standin-cluster

install -m 600 "$LAB_DIR/host_key" /etc/ssh/lab_host_key
install -m 644 "$LAB_DIR/host_key.pub" /etc/ssh/lab_host_key.pub
install -m 644 "$LAB_DIR/sshd_config" /etc/ssh/sshd_config.lab

sed -i "1i 127.0.1.1 $LAB_HOSTNAME" /etc/hosts
# LAB_ISOLATION=bind: /etc/hosts is a single bind-mounted file, as a container runtime gives it; it can be
# written in place, but a rename over it (sed -i, mv) fails with EBUSY.
if [ "${LAB_ISOLATION:-overlay}" = bind ]; then
  cp /etc/hosts "$LAB_DIR/private/etc-hosts"
  mount --bind "$LAB_DIR/private/etc-hosts" /etc/hosts
fi
useradd -m -s /bin/bash alice
useradd -m -s /bin/bash bob
printf 'root:%s\nalice:%s\nbob:%s\n' "$LAB_ROOT_PASSWORD" "$LAB_ALICE_PASSWORD" "$LAB_BOB_PASSWORD" | chpasswd
printf 'alice ALL=(ALL) NOPASSWD: ALL\nbob ALL=(ALL) ALL\n' > /etc/sudoers.d/lab
chmod 440 /etc/sudoers.d/lab
for home in /root /home/alice /home/bob; do
  owner=$(stat -c %U "$home")
  install -d -m 700 -o "$owner" -g "$owner" "$home/.ssh"
  install -m 600 -o "$owner" -g "$owner" "$LAB_DIR/authorized_keys" "$home/.ssh/authorized_keys"
done

# Fresh /run and /tmp last: the lab folder lives under the machine's /tmp and is hidden from here on.
mount -t tmpfs tmpfs /run
mount -t tmpfs tmpfs /tmp
chmod 1777 /tmp
install -d -m 755 /run/sshd
exec /usr/sbin/sshd -D -e -f /etc/ssh/sshd_config.lab
