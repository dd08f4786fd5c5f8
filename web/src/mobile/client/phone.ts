// 电话 on a certified brand's page: the number is fetched when tapped (never part of the page, as on the
// desktop: web/src/routes/brand-detail/BrandFacts.tsx), shown, and dialled.
import { BrandPhoneDocument } from '../../gql/graphql';
import { request } from './graphql';
import { notify } from './toast';

export function bindPhone(button: HTMLButtonElement): void {
  const id = button.dataset.phone ?? '';
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const phone = (await request(BrandPhoneDocument, { id })).brand?.phone ?? null;
      if (!phone) return notify('warning', '暂无电话');
      notify('success', `电话：${phone}`);
      location.href = `tel:${phone.replace(/[^\d+]/g, '')}`;
    } catch {
      notify('error', '系统繁忙！请稍后再试！');
    } finally {
      button.disabled = false;
    }
  });
}
