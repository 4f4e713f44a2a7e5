/** sshd's configuration for a lab host; host-setup.sh installs it as /etc/ssh/sshd_config.lab. */

export function sshdConfig(ip: string, port: number): string {
  return [
    `ListenAddress ${ip}`,
    `Port ${port}`,
    'HostKey /etc/ssh/lab_host_key',
    'PermitRootLogin yes',
    'PasswordAuthentication yes',
    'KbdInteractiveAuthentication no',
    'PubkeyAuthentication yes',
    // No PAM: password checks read the host's own /etc/shadow, and no session modules need systemd.
    'UsePAM no',
    'PidFile none',
    'LogLevel INFO',
    'Subsystem sftp internal-sftp',
    '',
  ].join('\n');
}
