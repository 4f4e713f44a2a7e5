import { describe, expect, it } from 'vitest';
import {
  ClusterfileError,
  parseClusterfile,
  redactClusterfile,
  stringifyClusterfile,
} from '../../../src/clusterfile/index.js';

const CLUSTER = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: edge
spec:
  image: [labring/k3s:v1.28.15]
  hosts:
  - ips: [10.0.0.1]
    roles: [master]
`;

describe("the Clusterfile's k3s document (no apiVersion, no kind)", () => {
  it('is read as k3s flags, without a warning, and saved back after the other documents', () => {
    const text = `${CLUSTER}---\nnode-label:\n  - site=edge\nhttps-listen-port: 7443\n`;
    const { clusterfile, warnings } = parseClusterfile(text);
    expect(warnings).toEqual([]);
    expect(clusterfile.k3s).toEqual({ 'node-label': ['site=edge'], 'https-listen-port': 7443 });
    const saved = stringifyClusterfile(redactClusterfile(clusterfile));
    expect(saved.split('---\n').at(-1)).toBe('node-label:\n- site=edge\nhttps-listen-port: 7443\n');
    expect(parseClusterfile(saved).clusterfile.k3s).toEqual(clusterfile.k3s);
  });

  it('is absent from a Clusterfile without one', () => {
    expect(parseClusterfile(CLUSTER).clusterfile.k3s).toBeUndefined();
    expect(stringifyClusterfile(parseClusterfile(CLUSTER).clusterfile)).not.toContain('---');
  });

  it('refuses a token in it, with its line, and a second k3s document', () => {
    const problems = (text: string) => {
      try {
        parseClusterfile(text);
      } catch (error) {
        expect(error).toBeInstanceOf(ClusterfileError);
        return (error as ClusterfileError).problems.map((p) => `${p.line}: ${p.path}: ${p.message}`);
      }
      throw new Error('expected a refusal');
    };
    expect(problems(`${CLUSTER}---\ndebug: true\ntoken: s3cret\n`)).toEqual([
      '12: token: a token cannot be set here: it would be saved with the Clusterfile; the k3s runtime generates the tokens and keeps them on the hosts',
    ]);
    expect(problems(`${CLUSTER}---\nagent-token: x\n`)[0]).toMatch(/^11: agent-token: /);
    expect(problems(`${CLUSTER}---\ndebug: true\n---\ndebug: false\n`)).toEqual([
      '13: : a second k3s configuration document (no kind); a Clusterfile has at most one',
    ]);
  });

  it('leaves a document with an apiVersion but no kind to the unknown-kind warning', () => {
    const { clusterfile, warnings } = parseClusterfile(`${CLUSTER}---\napiVersion: v1\ndata: {}\n`);
    expect(clusterfile.k3s).toBeUndefined();
    expect(warnings.map((w) => w.message)).toEqual([
      'null is not a Clusterfile kind; the document is ignored',
    ]);
  });
});
