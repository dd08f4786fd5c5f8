import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { EnquiryOptions } from '../../enquiry/options';

/** Sign-in, sessions, second factor, enrolment, reset, accounts and roles (docs/decisions/0116). */
export function accountRoutes(_app: FastifyInstance, _db: Database, _options: EnquiryOptions): void {}
