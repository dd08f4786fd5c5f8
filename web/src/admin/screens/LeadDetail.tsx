// /leads/:id: one lead for its recipient. Masked until 查看完整号码 (recorded); the next states the lead's
// state machine allows this account (contract/src/lead-states.ts: canMoveLead); 申请退还 with a fixed reason
// within 7 days; the timeline, the deliveries and the dispute; on a desk lead, support records each relay.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Table } from '@chakra-ui/react';
import { canMoveLead, DISPUTE_REASONS, LEAD_OUTCOMES, RELAY_OUTCOMES } from '@shangji/contract/lead-states';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../gql';
import type { AdminLeadQuery, DisputeReason, LeadState, RelayOutcome } from '../../gql/graphql';
import { NoteField, SelectField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { Notice, toneOf } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { StateBadge } from '../components/StateBadge';
import { actorOn } from '../lib/access';
import { errorText } from '../lib/errors';
import { ACTOR_LABELS, CHANNEL_LABELS, contractState, formatTime, JOB_STATUS_LABELS, stateLabel } from '../lib/format';
import { useMe } from '../session';

type Lead = NonNullable<AdminLeadQuery['lead']>;

/** The moves a recipient makes by hand, in the order the buttons show. */
const MOVES: readonly LeadState[] = ['CONTACTED', ...LEAD_OUTCOMES.map((o) => o.toUpperCase() as LeadState)];
const MOVE_LABELS: Partial<Record<LeadState, string>> = { CONTACTED: '标记为已联系', INTERESTED: '有意向', WON: '已成交', NO_INTENT: '无意向' };
const REASONS = Object.entries(DISPUTE_REASONS).map(([key, label]) => ({ value: key.toUpperCase() as DisputeReason, label }));
const OUTCOMES = Object.entries(RELAY_OUTCOMES).map(([key, label]) => ({ value: key.toUpperCase() as RelayOutcome, label }));
const reasonLabel = (r: DisputeReason) => DISPUTE_REASONS[r.toLowerCase() as keyof typeof DISPUTE_REASONS];
const outcomeLabel = (o: RelayOutcome) => RELAY_OUTCOMES[o.toLowerCase() as keyof typeof RELAY_OUTCOMES];

export default function LeadDetail() {
  const { id = '' } = useParams();
  const me = useMe();
  const support = me.staffRole === 'SUPPORT';
  const { data, loading, error, refetch } = useQuery(LEAD, { variables: { id, withRelays: support }, fetchPolicy: 'network-only' });
  const lead = data?.lead;
  const back = lead?.recipient === 'SITE' && support ? { to: '/desk', label: '线索台' } : me.brands.length ? { to: '/leads', label: '线索' } : { to: '/desk', label: '线索台' };
  const crumb = (
    <Link className="ad-link" to={back.to}>
      ← 返回{back.label}
    </Link>
  );

  if (loading && !lead) return <PageHead title={`线索 ${id}`} crumb={crumb} sub="正在加载…" />;
  if (error || !lead) {
    return (
      <>
        <PageHead title={`线索 ${id}`} crumb={crumb} />
        <Notice tone="bad">{error ? errorText(error) : '无权访问'}</Notice>
      </>
    );
  }
  return <LeadView key={lead.id} lead={lead} crumb={crumb} refetch={() => refetch().then(() => undefined)} />;
}

function LeadView({ lead, crumb, refetch }: { lead: Lead; crumb: ReactNode; refetch: () => Promise<void> }) {
  const me = useMe();
  const actor = actorOn(me, lead);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const [reveal, revealing] = useMutation(REVEAL);
  const [move, moving] = useMutation(MOVE);
  const [dispute] = useMutation(DISPUTE);
  const revealed = revealing.data?.revealLead;
  const from = contractState(lead.state);
  const moves = actor ? MOVES.filter((to) => canMoveLead(from, contractState(to), actor)) : [];
  const canDispute = actor === 'brand' && lead.canDispute && canMoveLead(from, 'disputed', 'brand');

  const onReveal = async () => {
    try {
      await reveal({ variables: { id: lead.id } });
    } catch (error) {
      setAnswer({ code: 500, message: errorText(error) });
    }
  };
  const onMove = async (state: LeadState) => {
    setAnswer(null);
    try {
      const { data } = await move({ variables: { id: lead.id, state } });
      const result = data?.moveLead;
      if (result?.ok) await refetch();
      setAnswer(result ? { code: result.code, message: result.ok ? `已更新为「${stateLabel(state)}」` : result.message } : null);
    } catch (error) {
      setAnswer({ code: 500, message: errorText(error) });
    }
  };
  const onDispute = async (form: FormData) => {
    try {
      const { data } = await dispute({ variables: { id: lead.id, reason: String(form.get('reason')) as DisputeReason, note: String(form.get('note') ?? '').trim() || null } });
      const result = data?.disputeLead;
      if (!result?.ok) return result?.message ?? '提交失败，请稍后再试';
      await refetch();
      setAnswer({ code: 200, message: '退还申请已提交，客服将在核实后处理。' });
      return null;
    } catch (error) {
      return errorText(error);
    }
  };

  return (
    <>
      <PageHead
        title={`线索 ${lead.id}`}
        crumb={crumb}
        sub={
          <>
            {lead.brandName} · 提交于 {formatTime(lead.createdAt)} · 接收方：{lead.recipient === 'SITE' ? '本站顾问' : '品牌方'}
          </>
        }
      >
        <StateBadge state={lead.state} />
      </PageHead>
      {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
      <div className="ad-detail">
        <div>
          <section className="ad-card" aria-labelledby="lead-person">
            <div className="ad-card-head">
              <h2 id="lead-person">咨询人</h2>
            </div>
            <div className="ad-card-body">
              <dl className="ad-facts">
                <dt>姓名</dt>
                <dd>{revealed?.name ?? lead.maskedName}</dd>
                <dt>地区</dt>
                <dd>{lead.region || '—'}</dd>
                <dt>手机</dt>
                <dd className="ad-facts-wide">
                  {revealed?.phone ? (
                    <span className="ad-reveal">
                      <span className="ad-reveal-number ad-num" data-testid="revealed-phone">
                        {revealed.phone}
                      </span>
                      <span className="ad-tag ad-tag-warn" role="status">
                        此操作已记录
                      </span>
                    </span>
                  ) : (
                    <span className="ad-reveal">
                      <span className="ad-num">{lead.maskedPhone || '（已清除）'}</span>
                      {lead.maskedPhone && actor ? (
                        <Button size="xs" variant="outline" onClick={onReveal} loading={revealing.loading}>
                          查看完整号码
                        </Button>
                      ) : null}
                      {revealed && !revealed.phone ? <span className="ad-error">{revealed.message}</span> : null}
                    </span>
                  )}
                </dd>
                <dt>品牌</dt>
                <dd>{lead.brandName}</dd>
                <dt>状态</dt>
                <dd>
                  <StateBadge state={lead.state} />
                </dd>
                <dt>送达</dt>
                <dd className="ad-num">{formatTime(lead.deliveredAt)}</dd>
                <dt>首次查看</dt>
                <dd className="ad-num">{formatTime(lead.firstViewedAt)}</dd>
                <dt>首次联系</dt>
                <dd className="ad-num">{formatTime(lead.firstContactedAt)}</dd>
                <dt>提交时间</dt>
                <dd className="ad-num">{formatTime(lead.createdAt)}</dd>
                <dt>留言</dt>
                <dd className="ad-facts-wide">
                  <p className="ad-message">{lead.content || '（无留言）'}</p>
                  {lead.consentText ? <p className="ad-consent">咨询人同意的授权：{lead.consentText}</p> : null}
                </dd>
              </dl>
            </div>
          </section>

          {actor ? (
            <section className="ad-card" aria-labelledby="lead-follow">
              <div className="ad-card-head">
                <h2 id="lead-follow">跟进</h2>
                <span className="ad-muted">状态变化会同步显示在咨询人的「我的咨询」中</span>
              </div>
              <div className="ad-card-body">
                <div className="ad-actions">
                  {moves.length ? <span className="ad-actions-label">更新状态：</span> : <span className="ad-muted">当前状态无可执行的跟进操作。</span>}
                  {moves.map((to) => (
                    <Button key={to} size="sm" variant={to === 'CONTACTED' ? 'solid' : 'outline'} colorPalette={to === 'CONTACTED' ? 'brand' : 'gray'} disabled={moving.loading} onClick={() => onMove(to)}>
                      {MOVE_LABELS[to]}
                    </Button>
                  ))}
                  {canDispute ? (
                    <FormDialog
                      title="申请退还"
                      label="申请退还"
                      trigger={{ variant: 'ghost', colorPalette: 'red' }}
                      submitLabel="提交申请"
                      lead="送达后 7 天内可对无效线索申请退还，客服核实后决定是否退还。“无意向”不属于退还理由。"
                      onSubmit={onDispute}
                    >
                      <SelectField label="退还理由" name="reason" required defaultValue="">
                        <option value="" disabled>
                          请选择理由
                        </option>
                        {REASONS.map((r) => (
                          <option key={r.value} value={r.value}>
                            {r.label}
                          </option>
                        ))}
                      </SelectField>
                      <NoteField label="补充说明" name="note" maxLength={500} placeholder="例如：拨打提示空号（选填）" />
                    </FormDialog>
                  ) : null}
                </div>
                {actor === 'brand' && !lead.canDispute && !lead.dispute ? <p className="ad-hint ad-gap-top">已超过 7 天申请期限，或当前状态不可申请退还。</p> : null}
              </div>
            </section>
          ) : null}

          {actor === 'staff' ? <Relays lead={lead} onDone={refetch} /> : null}
        </div>

        <div>
          <section className="ad-card" aria-labelledby="lead-timeline">
            <div className="ad-card-head">
              <h2 id="lead-timeline">时间线</h2>
            </div>
            <div className="ad-card-body">
              {lead.events.length ? (
                <ol className="ad-timeline">
                  {lead.events.map((e, i) => (
                    <li key={`${e.at}-${i}`}>
                      <StateBadge state={e.state} />
                      <span className="ad-timeline-when ad-num">
                        {formatTime(e.at)} · {ACTOR_LABELS[e.actor] ?? e.actor}
                      </span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="ad-muted">暂无记录</p>
              )}
            </div>
          </section>

          <section className="ad-card" aria-labelledby="lead-jobs">
            <div className="ad-card-head">
              <h2 id="lead-jobs">投递记录</h2>
            </div>
            <Table.Root size="sm" className="ad-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>渠道</Table.ColumnHeader>
                  <Table.ColumnHeader>状态</Table.ColumnHeader>
                  <Table.ColumnHeader className="ad-right">次数</Table.ColumnHeader>
                  <Table.ColumnHeader>时间</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lead.jobs.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={4} className="ad-empty">
                      暂无投递
                    </Table.Cell>
                  </Table.Row>
                ) : null}
                {lead.jobs.map((j) => (
                  <Table.Row key={j.id}>
                    <Table.Cell>{CHANNEL_LABELS[j.channel] ?? j.channel}</Table.Cell>
                    <Table.Cell>
                      <span className={`ad-tag ${j.status === 'DONE' ? 'ad-tag-ok' : j.status === 'DEAD' ? 'ad-tag-bad' : ''}`}>{JOB_STATUS_LABELS[j.status] ?? j.status}</span>
                      {j.lastError ? <div className="ad-muted">{j.lastError}</div> : null}
                    </Table.Cell>
                    <Table.Cell className="ad-right ad-num">{j.attempts}</Table.Cell>
                    <Table.Cell className="ad-num">{formatTime(j.runAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </section>

          {lead.dispute ? (
            <section className="ad-card" aria-labelledby="lead-dispute">
              <div className="ad-card-head">
                <h2 id="lead-dispute">退还申请</h2>
                <span className={`ad-tag ${lead.dispute.decision === 'CREDITED' ? 'ad-tag-ok' : lead.dispute.decision === 'REJECTED' ? 'ad-tag-bad' : 'ad-tag-warn'}`}>
                  {lead.dispute.decision === 'CREDITED' ? '已退还' : lead.dispute.decision === 'REJECTED' ? '已驳回' : '待处理'}
                </span>
              </div>
              <div className="ad-card-body">
                <dl className="ad-kv">
                  <dt>理由</dt>
                  <dd>{reasonLabel(lead.dispute.reason)}</dd>
                  <dt>说明</dt>
                  <dd>{lead.dispute.note || '—'}</dd>
                  <dt>申请时间</dt>
                  <dd className="ad-num">{formatTime(lead.dispute.openedAt)}</dd>
                  <dt>处理时间</dt>
                  <dd className="ad-num">{formatTime(lead.dispute.decidedAt)}</dd>
                  <dt>处理意见</dt>
                  <dd>{lead.dispute.decisionNote || '—'}</dd>
                </dl>
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** The staff desk's relays of a desk lead: who called, when, with what outcome; and a form to add one. */
function Relays({ lead, onDone }: { lead: Lead; onDone: () => Promise<void> }) {
  const [relay, { loading }] = useMutation(RELAY);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setAnswer(null);
    try {
      const { data: result } = await relay({ variables: { id: lead.id, outcome: String(data.get('outcome')) as RelayOutcome, note: String(data.get('note') ?? '').trim() || null } });
      const r = result?.relayLead;
      if (r?.ok) {
        form.reset();
        await onDone();
      }
      setAnswer(r ? { code: r.code, message: r.ok ? '转达记录已保存' : r.message } : null);
    } catch (error) {
      setAnswer({ code: 500, message: errorText(error) });
    }
  };
  const relays = lead.relays ?? [];
  return (
    <section className="ad-card" aria-labelledby="lead-relays">
      <div className="ad-card-head">
        <h2 id="lead-relays">转达记录</h2>
        <span className="ad-muted">共 {relays.length} 次</span>
      </div>
      <div className="ad-card-body">
        <form className="ad-form" onSubmit={onSubmit} aria-label="记录转达">
          {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
          <div className="ad-form-2">
            <SelectField label="转达结果" name="outcome" required defaultValue="">
              <option value="" disabled>
                请选择
              </option>
              {OUTCOMES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </SelectField>
            <NoteField label="备注" name="note" rows={1} maxLength={500} placeholder="通话要点、下次联系时间（选填）" />
          </div>
          <div className="ad-form-actions">
            <Button type="submit" size="sm" colorPalette="brand" loading={loading}>
              记录转达
            </Button>
          </div>
        </form>
      </div>
      <Table.Root size="sm" className="ad-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>时间</Table.ColumnHeader>
            <Table.ColumnHeader>客服</Table.ColumnHeader>
            <Table.ColumnHeader>结果</Table.ColumnHeader>
            <Table.ColumnHeader>备注</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {relays.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={4} className="ad-empty">
                尚未记录转达
              </Table.Cell>
            </Table.Row>
          ) : null}
          {relays.map((r, i) => (
            <Table.Row key={`${r.at}-${i}`}>
              <Table.Cell className="ad-num">{formatTime(r.at)}</Table.Cell>
              <Table.Cell className="ad-mono">{r.by}</Table.Cell>
              <Table.Cell>{outcomeLabel(r.outcome)}</Table.Cell>
              <Table.Cell>{r.note || '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </section>
  );
}

const LEAD = graphql(`
  query AdminLead($id: ID!, $withRelays: Boolean!) {
    lead(id: $id) {
      id
      brandId
      brandName
      maskedName
      maskedPhone
      region
      state
      createdAt
      deliveredAt
      firstViewedAt
      firstContactedAt
      recipient
      disputed
      content
      consentText
      canDispute
      events {
        state
        at
        actor
      }
      jobs {
        id
        channel
        status
        attempts
        runAt
        lastError
      }
      dispute {
        reason
        note
        openedAt
        decision
        decisionNote
        decidedAt
      }
      relays @include(if: $withRelays) {
        at
        by
        outcome
        note
      }
    }
  }
`);

const REVEAL = graphql(`
  mutation AdminRevealLead($id: ID!) {
    revealLead(id: $id) {
      code
      message
      name
      phone
    }
  }
`);

const MOVE = graphql(`
  mutation AdminMoveLead($id: ID!, $state: LeadState!) {
    moveLead(id: $id, state: $state) {
      ok
      code
      message
    }
  }
`);

const DISPUTE = graphql(`
  mutation AdminDisputeLead($id: ID!, $reason: DisputeReason!, $note: String) {
    disputeLead(id: $id, reason: $reason, note: $note) {
      ok
      code
      message
    }
  }
`);

const RELAY = graphql(`
  mutation AdminRelayLead($id: ID!, $outcome: RelayOutcome!, $note: String) {
    relayLead(id: $id, outcome: $outcome, note: $note) {
      ok
      code
      message
    }
  }
`);
