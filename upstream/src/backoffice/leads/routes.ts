import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { EnquiryOptions } from '../../enquiry/options';

/** The lead desk, the brand inbox, disputes, dead letters, brand notifications, the audit trail (docs/decisions/0117). */
export function leadRoutes(_app: FastifyInstance, _db: Database, _options: EnquiryOptions): void {}
