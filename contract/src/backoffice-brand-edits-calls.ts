// Brand edits under review (docs/decisions/0121), spread into backofficeCalls. A brand_admin reads and
// writes its own brand's one open edit (brand: the brand id); ops and admin read the queue, review an
// edit by id and publish or return it. Refusals are the back office's: 403 the same for another
// brand's edit, a missing role or an unknown id, recorded.
import { z } from 'zod';
import { int } from './shapes/common';
import { wireBrandEditPage, wireBrandEditView } from './shapes/backoffice-brand-edits';

const base = { lifetime: 'each', answer: 'envelope', account: true } as const;
const brand = z.object({ brand: int });
const id = z.object({ id: int });

export const brandEditsCalls = {
  /** The brand's published values and its open edit (brand_admin of it; ops, admin). */
  adminBrandEdit: { ...base, method: 'GET', path: '/admin/v1/brand/edit', params: brand, data: wireBrandEditView },
  /** Saves the open draft (creates it when none); fields: wireBrandEditFields as JSON text. */
  adminSaveBrandEdit: { ...base, method: 'POST', path: '/admin/v1/brand/edit/save', params: z.object({ brand: int, fields: z.string() }), data: wireBrandEditView },
  adminSubmitBrandEdit: { ...base, method: 'POST', path: '/admin/v1/brand/edit/submit', params: brand, data: wireBrandEditView },
  /** Takes a submitted edit back into draft (before ops decides). */
  adminWithdrawBrandEdit: { ...base, method: 'POST', path: '/admin/v1/brand/edit/withdraw', params: brand, data: wireBrandEditView },
  /** Gives up the open draft; the brand keeps its published values. */
  adminDiscardBrandEdit: { ...base, method: 'POST', path: '/admin/v1/brand/edit/discard', params: brand, data: wireBrandEditView },
  /** Ops' queue: submitted edits oldest first, or decided ones newest first. */
  adminBrandEditQueue: {
    ...base, method: 'GET', path: '/admin/v1/brand-edits',
    params: z.object({ state: z.enum(['submitted', 'published', 'returned']).optional(), page: int.min(1).optional(), size: int.min(1).max(100).optional() }),
    data: wireBrandEditPage,
  },
  /** One edit with the brand's published values beside it (ops, admin). */
  adminBrandEditReview: { ...base, method: 'GET', path: '/admin/v1/brand-edits/one', params: id, data: wireBrandEditView },
  adminPublishBrandEdit: { ...base, method: 'POST', path: '/admin/v1/brand-edits/publish', params: id, data: wireBrandEditView },
  /** Returns the edit to its author with a reason (1-500 characters) the author sees. */
  adminReturnBrandEdit: { ...base, method: 'POST', path: '/admin/v1/brand-edits/return', params: z.object({ id: int, reason: z.string() }), data: wireBrandEditView },
} as const;
