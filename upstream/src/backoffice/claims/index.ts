// Claiming a brand (docs/decisions/0120): a merchant's registration and the claims themselves.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { EnquiryOptions } from '../../enquiry/options';
import { merchantRegisterRoutes } from './register';
import { claimRoutes } from './routes';

export function claimBackofficeRoutes(app: FastifyInstance, db: Database, options: EnquiryOptions): void {
  merchantRegisterRoutes(app, db, options);
  claimRoutes(app, db, options);
}
