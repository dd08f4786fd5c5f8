// Bulk brand import (ops, admin; docs/decisions/0124-brand-import.md). The file travels base64-encoded in
// a form body; the upstream parses it (papaparse / exceljs), checks every row and writes all or nothing.
import { z } from 'zod';
import { wireImportReport } from './shapes/backoffice-import';

const base = { lifetime: 'each', answer: 'envelope', account: true } as const;

export const importCalls = {
  /** name: the file's name (its ending picks the parser); content: the file, base64. */
  adminImportBrands: { ...base, method: 'POST', path: '/admin/v1/brands/import', params: z.object({ name: z.string(), content: z.string() }), data: wireImportReport },
} as const;
