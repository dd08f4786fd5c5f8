// The back office's resolvers (schema/backoffice.graphql), registered in ../resolvers.ts. Who may call
// each is decided by @allow before any of them runs (allow-directive.ts, policy.ts).
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { accountsMutation, accountsQuery } from './accounts';
import { articlesMutation, articlesQuery } from './articles';
import { auditQuery } from './audit';
import { authMutation, authQuery } from './auth';
import { brandEditsMutation, brandEditsQuery } from './brand-edits';
import { importMutation } from './import';
import { leadsMutation, leadsQuery } from './leads';
import { claimsMutation, claimsQuery } from './claims';
import { placementsMutation, placementsQuery } from './placements';

export const backofficeQuery: QueryResolvers = {
  ...authQuery, ...accountsQuery, ...leadsQuery, ...auditQuery, ...claimsQuery, ...brandEditsQuery, ...articlesQuery, ...placementsQuery,
};
export const backofficeMutation: MutationResolvers = {
  ...authMutation, ...accountsMutation, ...leadsMutation, ...claimsMutation, ...brandEditsMutation, ...articlesMutation, ...placementsMutation, ...importMutation,
};
