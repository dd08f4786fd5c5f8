// 查看电话 behind limits (docs/decisions/0097). The phone of all certified brands used to cost a
// harvester one request per 30 brands (aliases of brand { phone }); now each reveal is one mutation
// (at most one per operation: graphql/armor.ts), counted per visitor session (the upstream's sj_sid
// cookie) and per client address (an IPv6 /64) for a day, in the shared Redis when there is one:
// - the first PHONE_REVEAL_FREE_PER_DAY reveals are free;
// - past them each reveal needs this session's image captcha and its proof of work, checked by the
//   upstream exactly as for an SMS code (checkCaptcha), so a script pays what the enquiry form's costs;
// - past PHONE_REVEAL_DAILY_CAP, none until the day is over.
// A forged or fresh session cookie does not help: the address is counted too. Never cached.
import type { MutationResolvers, PhoneRevealCode } from '../../generated/resolvers';
import { addressKey, createSharedCounter, type SharedCounter } from '../../rate-limit';
import type { BreakerRedisStore } from '../../upstream/redis-breaker';
import { parseId } from '../ids';

const DAY_SECONDS = 24 * 3600;

export const phoneRevealMessages = {
  none: '暂无电话',
  captchaRequired: '您今日查看电话次数较多，请输入图片验证码后查看',
  dailyLimit: '您今日查看电话次数已达上限，请明天再试',
} as const;

export interface PhoneRevealLimits {
  free: number;
  counter: SharedCounter;
}

export function createPhoneRevealLimits({ freePerDay, dailyCap, redis }: { freePerDay: number; dailyCap: number; redis?: BreakerRedisStore | undefined }): PhoneRevealLimits {
  return { free: freePerDay, counter: createSharedCounter({ points: dailyCap, duration: DAY_SECONDS, keyPrefix: 'rl:phone', redis }) };
}

/** The upstream's session id from the Cookie header, when it looks like one (anything else is not counted as a session). */
function sessionOf(cookie: string | undefined): string | undefined {
  const m = /(?:^|;\s*)sj_sid=([\w-]{16,128})(?:;|$)/.exec(cookie ?? '');
  return m?.[1];
}

const answer = (code: PhoneRevealCode, message: string, phone: string | null = null) => ({ code, message, phone });

export const phoneRevealMutation: MutationResolvers = {
  revealBrandPhone: async (_root, { brandId, captcha, pow }, { upstream, response, visitor, phoneReveals }) => {
    response.noStore = true;
    if (!phoneReveals) throw new Error('revealBrandPhone needs the gateway\'s limits (only /graphql has them)');
    const id = parseId(brandId);
    const brand = id === null ? null : await upstream.call('brandShow', { id });
    // Only certified brands show a phone (SPEC §3); nothing to count otherwise.
    const phone = brand && brand.isvip === 1 && brand.phone ? brand.phone : null;
    if (!phone) return answer('NONE', phoneRevealMessages.none);

    const session = sessionOf(visitor.cookie);
    const keys = [`a:${addressKey(visitor.ip ?? '')}`, ...(session ? [`s:${session}`] : [])];
    const counts = await Promise.all(keys.map((k) => phoneReveals.counter.consume(k)));
    if (counts.some((c) => !c.allowed)) return answer('DAILY_LIMIT', phoneRevealMessages.dailyLimit);
    if (Math.max(...counts.map((c) => c.consumed)) > phoneReveals.free) {
      const refund = () => Promise.all(keys.map((k) => phoneReveals.counter.refund(k)));
      // A refused reveal does not count: the visitor is asked for the proof, then tries again.
      if (!captcha?.trim()) {
        await refund();
        return answer('CAPTCHA_REQUIRED', phoneRevealMessages.captchaRequired);
      }
      const checked = await upstream.call('checkCaptcha', { code: captcha.trim().slice(0, 16), pow: pow ?? undefined });
      if (checked.code !== 200) {
        await refund();
        return answer('CAPTCHA_WRONG', checked.msg);
      }
    }
    return answer('SHOWN', '', phone);
  },
};
