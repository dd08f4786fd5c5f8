// The back office's resolvers (schema/backoffice.graphql), registered in ../resolvers.ts. Who may call
// each is decided by @allow before any of them runs (allow-directive.ts, policy.ts).
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { accountsMutation, accountsQuery } from './accounts';
import { auditQuery } from './audit';
import { authMutation, authQuery } from './auth';
import { leadsMutation, leadsQuery } from './leads';
import { claimsMutation, claimsQuery } from './claims';

export const backofficeQuery: QueryResolvers = { ...authQuery, ...accountsQuery, ...leadsQuery, ...auditQuery, ...claimsQuery };
export const backofficeMutation: MutationResolvers = { ...authMutation, ...accountsMutation, ...leadsMutation, ...claimsMutation };
