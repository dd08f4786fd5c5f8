// 广告排期 (ops, admin; docs/decisions/0123-placement-schedule.md): which brand shows in which sponsored slot
// — a ranking's 广告 box, the home page's and /shangji's ad slots — from when to when. Listed by slot with
// each booking's state (未开始/投放中/已结束/已取消), filtered by slot and state in the address; 新建排期,
// 修改 and 取消 for bookings that have not ended. Times are entered and shown in Beijing time. The server
// refuses an end before the start and a booking beyond the slot's capacity, in Chinese, shown in the dialog.
import { useMutation, useQuery } from '@apollo/client/react';
import { Table } from '@chakra-ui/react';
import { PLACEMENT_STATE_LABELS, PLACEMENT_STATES } from '@shangji/contract/placement-states';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { AdminPlacementsQuery, PlacementState } from '../../gql/graphql';
import { FilterSelect, NoteField, SelectField, TextField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { useListParams } from '../components/list-params';
import { Notice } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { Pager } from '../components/Pager';
import { ListCount, ListTable } from '../components/ListTable';
import { errorText } from '../lib/errors';
import { formatTime } from '../lib/format';

type Placement = AdminPlacementsQuery['placements']['items'][number];
type Slot = AdminPlacementsQuery['placementSlots'][number];

const stateLabel = (s: PlacementState) => PLACEMENT_STATE_LABELS[s.toLowerCase() as keyof typeof PLACEMENT_STATE_LABELS];
const STATE_TONE: Record<PlacementState, string> = { SCHEDULED: 'ad-tag-warn', LIVE: 'ad-tag-ok', ENDED: '', CANCELLED: 'ad-tag-bad' };
const text = (form: FormData, key: string) => String(form.get(key) ?? '').trim();

/** `2026-11-28T14:05` (a datetime-local value) in Beijing time → ISO 8601; '' when not a time. */
function beijingIso(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return '';
  const d = new Date(`${local}:00+08:00`);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** An ISO time as a datetime-local value in Beijing time. */
function beijingLocal(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return d.toISOString().slice(0, 16);
}

/** The booking's fields from the form, or the Chinese reason they cannot be sent. */
function inputOf(form: FormData) {
  const startsAt = beijingIso(text(form, 'startsAt'));
  const endsAt = beijingIso(text(form, 'endsAt'));
  if (!text(form, 'slot')) return '请选择广告位';
  if (!/^[1-9]\d{0,9}$/.test(text(form, 'brandId'))) return '请填写品牌编号（品牌详情页地址中的数字）';
  if (!startsAt || !endsAt) return '请填写开始和结束时间';
  if (Date.parse(endsAt) <= Date.parse(startsAt)) return '结束时间必须晚于开始时间';
  const sort = text(form, 'sort');
  if (sort && !/^-?\d{1,4}$/.test(sort)) return '排序须为整数';
  return { slot: text(form, 'slot'), brandId: text(form, 'brandId'), startsAt, endsAt, sort: sort ? Number(sort) : 0, note: text(form, 'note') };
}

export default function Placements() {
  const list = useListParams();
  const slot = list.get('slot');
  const state = list.get('state') as PlacementState | '';
  const { data, loading, error, refetch } = useQuery(PLACEMENTS, {
    variables: { slot: slot || undefined, state: state || undefined, page: list.page, size: list.size },
    fetchPolicy: 'network-only',
  });
  const [create] = useMutation(CREATE);
  const [update] = useMutation(UPDATE);
  const [cancel] = useMutation(CANCEL);
  const [done, setDone] = useState<string | null>(null);
  const slots = data?.placementSlots ?? [];
  const rows = data?.placements.items ?? [];
  const total = data?.placements.total ?? 0;

  /** Runs a change; answers null when saved (the dialog closes) or the message to show in it. */
  const change = async (run: () => Promise<{ ok: boolean; message: string } | undefined>) => {
    try {
      const r = await run();
      if (!r?.ok) return r?.message ?? '操作失败，请稍后再试';
      setDone(r.message);
      await refetch();
      return null;
    } catch (e) {
      return errorText(e);
    }
  };
  const onCreate = (form: FormData) => {
    const input = inputOf(form);
    if (typeof input === 'string') return Promise.resolve(input);
    return change(async () => (await create({ variables: { input } })).data?.createPlacement);
  };
  const onUpdate = (p: Placement) => (form: FormData) => {
    const input = inputOf(form);
    if (typeof input === 'string') return Promise.resolve(input);
    return change(async () => (await update({ variables: { id: p.id, input } })).data?.updatePlacement);
  };

  return (
    <>
      <PageHead title="广告排期" sub="把品牌排进广告位：到开始时间自动上线，到结束时间自动下线；前台一律标注“广告”，不进入任何自然排名。时间均为北京时间。">
        <FormDialog title="新建排期" label="新建排期" trigger={{ colorPalette: 'brand', variant: 'solid' }} submitLabel="保存排期" lead="同一广告位同一时间的排期数不能超过它的容量。" onSubmit={onCreate}>
          <BookingFields slots={slots} />
        </FormDialog>
      </PageHead>
      {done ? <Notice tone="ok">{done}</Notice> : null}
      <ListTable
        label="排期列表"
        toolbar={
          <div className="ad-toolbar">
            <FilterSelect label="广告位" className="ad-w-lg" value={slot} onChange={(e) => list.set({ slot: e.currentTarget.value })}>
              <option value="">全部广告位</option>
              <SlotOptions slots={slots} />
            </FilterSelect>
            <FilterSelect label="状态" value={state} onChange={(e) => list.set({ state: e.currentTarget.value })}>
              <option value="">全部状态</option>
              {PLACEMENT_STATES.map((s) => (
                <option key={s} value={s.toUpperCase()}>
                  {PLACEMENT_STATE_LABELS[s]}
                </option>
              ))}
            </FilterSelect>
            <ListCount loading={loading} total={total} unit="条排期" />
          </div>
        }
        head={
          <>
            <Table.ColumnHeader>广告位</Table.ColumnHeader>
            <Table.ColumnHeader>品牌</Table.ColumnHeader>
            <Table.ColumnHeader>开始</Table.ColumnHeader>
            <Table.ColumnHeader>结束</Table.ColumnHeader>
            <Table.ColumnHeader>排序</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader>备注</Table.ColumnHeader>
            <Table.ColumnHeader className="ad-right">操作</Table.ColumnHeader>
          </>
        }
        columns={8} loading={loading && !data} error={error} empty={rows.length === 0} emptyText="没有符合条件的排期"
        footer={<Pager total={total} list={list} unit="条" />}
      >
        {rows.map((p) => (
          <Table.Row key={p.id} data-placement={p.id}>
            <Table.Cell>{p.slotName}</Table.Cell>
            <Table.Cell>
              {p.brandName} <span className="ad-muted">（{p.brandId}）</span>
            </Table.Cell>
            <Table.Cell className="ad-num">{formatTime(p.startsAt)}</Table.Cell>
            <Table.Cell className="ad-num">{formatTime(p.endsAt)}</Table.Cell>
            <Table.Cell className="ad-num">{p.sort}</Table.Cell>
            <Table.Cell>
              <span className={`ad-tag ${STATE_TONE[p.state]}`}>{stateLabel(p.state)}</span>
            </Table.Cell>
            <Table.Cell>{p.note || <span className="ad-muted">—</span>}</Table.Cell>
            <Table.Cell>
              {p.state === 'SCHEDULED' || p.state === 'LIVE' ? (
                <span className="ad-row-actions">
                  <FormDialog title={`修改排期 #${p.id}`} label="修改" trigger={{ size: 'xs', variant: 'ghost' }} submitLabel="保存修改" onSubmit={onUpdate(p)}>
                    <BookingFields slots={slots} placement={p} />
                  </FormDialog>
                  <FormDialog
                    title={`取消排期 #${p.id}`}
                    label="取消"
                    trigger={{ size: 'xs', variant: 'ghost', colorPalette: 'red' }}
                    submitLabel="确认取消"
                    tone="red"
                    lead={p.state === 'LIVE' ? '该排期正在投放，取消后一分钟内从前台下线。' : '取消后不会上线。'}
                    onSubmit={() => change(async () => (await cancel({ variables: { id: p.id } })).data?.cancelPlacement)}
                  >
                    <p className="ad-muted">
                      {p.slotName} · {p.brandName}
                    </p>
                  </FormDialog>
                </span>
              ) : null}
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
    </>
  );
}

/** The slots as options, grouped: the home page and /shangji, then the rankings. */
function SlotOptions({ slots }: { slots: readonly Slot[] }) {
  const label = (s: Slot) => `${s.name}（最多${s.capacity}个）`;
  const pages = slots.filter((s) => !s.key.startsWith('top:'));
  const rankings = slots.filter((s) => s.key.startsWith('top:'));
  return (
    <>
      <optgroup label="首页与商机首页">
        {pages.map((s) => (
          <option key={s.key} value={s.key}>
            {label(s)}
          </option>
        ))}
      </optgroup>
      <optgroup label="排行榜广告栏">
        {rankings.map((s) => (
          <option key={s.key} value={s.key}>
            {label(s)}
          </option>
        ))}
      </optgroup>
    </>
  );
}

function BookingFields({ slots, placement }: { slots: readonly Slot[]; placement?: Placement }) {
  return (
    <>
      <SelectField label="广告位" name="slot" required defaultValue={placement?.slot ?? ''}>
        <option value="" disabled>
          请选择广告位
        </option>
        <SlotOptions slots={slots} />
      </SelectField>
      <TextField label="品牌编号" name="brandId" required inputMode="numeric" defaultValue={placement?.brandId ?? ''} hint={placement ? `当前：${placement.brandName}` : '品牌详情页地址中的数字，如 /shangji/123 中的 123'} />
      <div className="ad-form-2">
        <TextField label="开始时间（北京时间）" name="startsAt" type="datetime-local" required defaultValue={placement ? beijingLocal(placement.startsAt) : ''} />
        <TextField label="结束时间（北京时间）" name="endsAt" type="datetime-local" required defaultValue={placement ? beijingLocal(placement.endsAt) : ''} />
      </div>
      <TextField label="排序" name="sort" inputMode="numeric" defaultValue={String(placement?.sort ?? 0)} hint="同一广告位内数字小的在前" />
      <NoteField label="备注" name="note" maxLength={500} defaultValue={placement?.note ?? ''} hint="合同号、客户等，仅后台可见" />
    </>
  );
}

const PLACEMENTS = graphql(`
  query AdminPlacements($slot: String, $state: PlacementState, $page: Int, $size: Int) {
    placementSlots {
      key
      name
      page
      capacity
    }
    placements(slot: $slot, state: $state, page: $page, size: $size) {
      total
      items {
        id
        slot
        slotName
        brandId
        brandName
        startsAt
        endsAt
        sort
        note
        state
        cancelledAt
        updatedAt
      }
    }
  }
`);

const CREATE = graphql(`
  mutation AdminCreatePlacement($input: PlacementInput!) {
    createPlacement(input: $input) {
      ok
      code
      message
      placement {
        id
      }
    }
  }
`);

const UPDATE = graphql(`
  mutation AdminUpdatePlacement($id: ID!, $input: PlacementInput!) {
    updatePlacement(id: $id, input: $input) {
      ok
      code
      message
      placement {
        id
      }
    }
  }
`);

const CANCEL = graphql(`
  mutation AdminCancelPlacement($id: ID!) {
    cancelPlacement(id: $id) {
      ok
      code
      message
      placement {
        id
      }
    }
  }
`);
