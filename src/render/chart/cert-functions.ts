import type { TemplateFunction } from '../template/functions.js';

/** sprig's genCA/genSignedCert family (crypto.go). */
export const CERT_FUNCTIONS: [string, TemplateFunction][] = [];
