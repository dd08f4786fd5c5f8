// 电话 on the brand page's bottom bar. Without this script, and for a brand that shows no phone, it dials the
// site's hotline, which relays to the brand (the same contact the consent names). With it, a certified
// brand's own number is asked for through revealBrandPhone, counted per visitor like the desktop's 查看电话
// (docs/decisions/0097): the gateway never puts a phone into a page. Past the free reveals the hotline is
// offered instead of a captcha on this small screen, with the gateway's message.
import { RevealBrandPhoneDocument } from '../../gql/graphql';
import { request } from './graphql';
import { notify } from './toast';

const dial = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function bindPhone(link: HTMLAnchorElement): void {
  const brandId = link.dataset.revealPhone ?? '';
  link.addEventListener('click', (event) => {
    event.preventDefault();
    void request(RevealBrandPhoneDocument, { brandId })
      .then(({ revealBrandPhone: r }) => {
        if (r.code === 'SHOWN' && r.phone) return void (window.location.href = dial(r.phone));
        if (r.code !== 'NONE') notify('error', `${r.message}，为您拨打本站客服热线`);
        window.location.href = link.href;
      })
      .catch(() => {
        window.location.href = link.href;
      });
  });
}
