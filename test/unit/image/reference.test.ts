import { describe, expect, it } from 'vitest';
import { InvalidReferenceError } from '../../../src/image/errors.js';
import { formatReference, parseReference, referenceName } from '../../../src/image/reference.js';

const digest = `sha256:${'a'.repeat(64)}`;

describe('parseReference', () => {
  it.each([
    ['nginx', { registry: 'docker.io', repository: 'library/nginx', tag: 'latest' }],
    ['nginx:1.25', { registry: 'docker.io', repository: 'library/nginx', tag: '1.25' }],
    [
      'labring/kubernetes:v1.27.7',
      { registry: 'docker.io', repository: 'labring/kubernetes', tag: 'v1.27.7' },
    ],
    ['docker.io/nginx', { registry: 'docker.io', repository: 'library/nginx', tag: 'latest' }],
    ['index.docker.io/library/nginx:1', { registry: 'docker.io', repository: 'library/nginx', tag: '1' }],
    ['ghcr.io/labring/sealos:v5', { registry: 'ghcr.io', repository: 'labring/sealos', tag: 'v5' }],
    ['localhost/app', { registry: 'localhost', repository: 'app', tag: 'latest' }],
    ['localhost:5000/a/b/c:t', { registry: 'localhost:5000', repository: 'a/b/c', tag: 't' }],
    ['127.0.0.1:5000/app:v1', { registry: '127.0.0.1:5000', repository: 'app', tag: 'v1' }],
    ['sealos.hub:5000/pause:3.9', { registry: 'sealos.hub:5000', repository: 'pause', tag: '3.9' }],
    [`nginx@${digest}`, { registry: 'docker.io', repository: 'library/nginx', digest }],
    [`host:5000/app:v1@${digest}`, { registry: 'host:5000', repository: 'app', tag: 'v1', digest }],
    ['[::1]:5000/app', { registry: '[::1]:5000', repository: 'app', tag: 'latest' }],
    ['a.b-c/d__e/f', { registry: 'a.b-c', repository: 'd__e/f', tag: 'latest' }],
    ['my-org/my.app_x', { registry: 'docker.io', repository: 'my-org/my.app_x', tag: 'latest' }],
  ])('%s', (text, expected) => {
    expect(parseReference(text)).toEqual(expected);
  });

  it.each([
    ['', /empty/],
    ['Nginx', /must be lowercase/],
    ['nginx:', /not a valid tag/],
    ['nginx:-bad', /not a valid tag/],
    ['nginx@sha256:abc', /not a digest/],
    [`nginx@sha256:${'A'.repeat(64)}`, /64 lowercase hex/],
    ['host:5000/', /not a valid repository path component/],
    ['a//b', /not a valid repository path component/],
    ['bad_-name', /not a valid repository path component/],
    ['a_b.io/x', /"a_b.io" is not a registry host/],
  ])('refuses %j', (text, message) => {
    expect(() => parseReference(text)).toThrow(InvalidReferenceError);
    expect(() => parseReference(text)).toThrow(message);
  });

  it('formats the full normalised text and the name', () => {
    expect(formatReference(parseReference('nginx'))).toBe('docker.io/library/nginx:latest');
    expect(formatReference(parseReference(`localhost:5000/a@${digest}`))).toBe(`localhost:5000/a@${digest}`);
    expect(referenceName(parseReference('ghcr.io/labring/sealos:v5'))).toBe('ghcr.io/labring/sealos');
    for (const text of ['docker.io/library/nginx:1.25', `h.io:1/a/b:t@${digest}`]) {
      expect(formatReference(parseReference(text))).toBe(text);
    }
  });
});
