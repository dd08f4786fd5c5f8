// Signing in and out, sessions, the second factor, enrolment and password reset (docs/decisions/0116):
// each step is the upstream's; the gateway keeps the session secret in the HttpOnly cookie (never in
// an answer) and removes it when the session ends.
import QRCode from 'qrcode';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { dataOf, iso, noteAnswer, principalOf, resultOf, signInResultOf } from './mapping';

export const authQuery: QueryResolvers = {
  me: async (_root, _args, { admin }) => {
    const principal = await admin!.principal();
    return principal && principalOf(principal);
  },
  mySessions: async (_root, _args, context) => {
    const sessions = dataOf(context, await context.upstream.call('adminSessions', {})) ?? [];
    return sessions.map((s) => ({
      id: s.id, createdAt: iso(s.created), lastSeenAt: iso(s.last_seen), expiresAt: iso(s.expires), network: s.ip_prefix,
      userAgent: s.user_agent, current: s.current,
    }));
  },
  enrolInfo: async (_root, { token }, context) => {
    if (!token.trim() || token.length > 200) return null;
    const info = dataOf(context, await context.upstream.call('adminEnrolInfo', { token: token.trim() }), true);
    return info && { login: info.login, name: info.name, totpRequired: info.totp_required };
  },
};

export const authMutation: MutationResolvers = {
  signIn: async (_root, { login, password }, context) =>
    signInResultOf(context, await context.upstream.call('adminSignIn', { login: login.trim().slice(0, 100), password: password.slice(0, 1024) })),
  signInTotp: async (_root, { code }, context) =>
    signInResultOf(context, await context.upstream.call('adminTotp', { code: code.trim().slice(0, 16) })),
  signOut: async (_root, _args, context) => {
    // The cookie goes whatever the upstream says: this browser is signed out.
    const answer = context.admin!.hasSession() ? await context.upstream.call('adminSignOut', {}) : { code: 200, msg: '' };
    context.admin!.end();
    return resultOf(context, { code: answer.code === 401 ? 200 : answer.code, msg: answer.code === 401 ? '' : answer.msg });
  },
  signOutEverywhere: async (_root, _args, context) => {
    const answer = await context.upstream.call('adminSignOutEverywhere', {});
    context.admin!.end();
    return resultOf(context, answer);
  },
  revokeSession: async (_root, { id }, context) => resultOf(context, await context.upstream.call('adminRevokeSession', { id: id.slice(0, 200) })),
  startTotpSetup: async (_root, _args, context) => {
    const setup = dataOf(context, await context.upstream.call('adminTotpSetup', {}));
    if (!setup) return null;
    return { secret: setup.secret, uri: setup.uri, qrSvg: await QRCode.toString(setup.uri, { type: 'svg', margin: 1 }) };
  },
  confirmTotpSetup: async (_root, { code }, context) =>
    signInResultOf(context, await context.upstream.call('adminTotpConfirm', { code: code.trim().slice(0, 16) })),
  enrol: async (_root, { token, password }, context) =>
    signInResultOf(context, await context.upstream.call('adminEnrol', { token: token.trim().slice(0, 200), password: password.slice(0, 1024) })),
  requestPasswordReset: async (_root, { login }, context) =>
    resultOf(context, await context.upstream.call('adminResetRequest', { login: login.trim().slice(0, 100) })),
  resetPassword: async (_root, { token, password }, context) => {
    const answer = await context.upstream.call('adminReset', { token: token.trim().slice(0, 200), password: password.slice(0, 1024) });
    noteAnswer(context, answer);
    // Every session of the account ends with a new password: this browser's too.
    if (answer.code === 200) context.admin!.end();
    return resultOf(context, answer);
  },
};
