import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { unbroken } from '../../i18n/unbroken.ts';
import { useAssetSettings } from '../../api/assets.ts';
import { useStartJob } from '../../api/generated/endpoints/job/job.ts';
import type { Job } from '../../api/generated/model/job.ts';
import type { JobDue } from '../../api/generated/model/jobDue.ts';
import type { JobRun } from '../../api/generated/model/jobRun.ts';
import type { JobRunStatus } from '../../api/generated/model/jobRunStatus.ts';
import { displayDecimals, formatNumber } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { actions, bareList, facts, panel, plainList, sectionTitle, stack } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog.tsx';
import { errorText } from '../../ui/form/error-text.ts';
import { DataList } from '../../ui/list/data-list.tsx';
import { Amount } from '../../ui/money-record/amount.tsx';
import { StatusPill } from '../../ui/money-record/status-pill.tsx';
import type { StatusTone } from '../../ui/money-record/status-tone.ts';
import type { PageSearch } from '../../api/paging.ts';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import {
  attempts,
  cadences,
  count,
  duePeriods,
  jobNames,
  messages,
  ranToast,
  retryAt,
  startBody,
  startTitle,
  statusNames,
} from './messages.ts';
import { jobRunsQueryOptions, jobsQueryOptions } from './queries.ts';

const TONES: Record<JobRunStatus, StatusTone> = { running: 'waiting', done: 'done', failed: 'refused' };

const isKnown = (name: string): name is keyof typeof jobNames => Object.hasOwn(jobNames, name);

/** A job as people call it; a job the page has no words for keeps its own name. */
const jobName = (intl: IntlShape, name: string) => (isKnown(name) ? intl.formatMessage(jobNames[name]) : name);

/** A UTC day (`2026-11-24`) or month (`2026-11`) as that same day or month wherever the browser is. */
function periodText(intl: IntlShape, period: string): string {
  const month = period.length === 7;
  return unbroken(
    intl.formatDate(`${month ? `${period}-01` : period}T00:00:00Z`, {
      ...(month ? { month: 'long' } : { day: 'numeric', month: 'short' }),
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
}

/** The periods due, first and last (`periods`), or `none` when nothing is. */
function dueText(
  intl: IntlShape,
  { count, from, to }: JobDue,
  periods: MessageDescriptor,
  none: MessageDescriptor,
): string {
  return count === 0 || !from || !to
    ? intl.formatMessage(none)
    : intl.formatMessage(periods, { count, from: periodText(intl, from), to: periodText(intl, to) });
}

const dateTime = (intl: IntlShape, value: string) =>
  unbroken(
    intl.formatDate(value, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
  );

function RunStatus({ status }: { status: JobRunStatus }) {
  const intl = useIntl();
  return (
    <StatusPill status={status} tone={TONES[status]}>
      {intl.formatMessage(statusNames[status])}
    </StatusPill>
  );
}

/** /admin/setting/jobs: each periodic job with what is due and a start now, then the runs of every job, newest first. */
export function JobsPage({ search }: { search: PageSearch }) {
  return (
    <div className={stack}>
      <Jobs />
      <Runs search={search} />
    </div>
  );
}

function Jobs() {
  const intl = useIntl();
  const { data } = useSuspenseQuery(jobsQueryOptions());
  return (
    <section className={stack} aria-labelledby="jobs-list">
      <h2 id="jobs-list" className={sectionTitle}>
        {intl.formatMessage(messages.jobs)}
      </h2>
      <ul className={plainList}>
        {data.items.map((job) => (
          <li key={job.name}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function JobCard({ job }: { job: Job }) {
  const intl = useIntl();
  const name = jobName(intl, job.name);
  const titleId = `job-${job.name}`;
  const { due, last_run: last } = job;
  return (
    <article className={panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={sectionTitle}>
        {name}{' '}
        {job.running && (
          <StatusPill status="running" tone="waiting">
            {intl.formatMessage(messages.runningNow)}
          </StatusPill>
        )}
      </h3>
      <p>{intl.formatMessage(cadences[job.cadence])}</p>
      <dl className={facts}>
        <div>
          <dt>{intl.formatMessage(messages.schedule)}</dt>
          <dd>{job.next_run_at ? dateTime(intl, job.next_run_at) : intl.formatMessage(messages.none)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.lastRun)}</dt>
          <dd>
            {last ? (
              <>
                {periodText(intl, last.period)} <RunStatus status={last.status} />
              </>
            ) : (
              intl.formatMessage(messages.never)
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.due)}</dt>
          <dd>{dueText(intl, due, duePeriods, messages.nothingDue)}</dd>
        </div>
      </dl>
      <StartJob job={job} name={name} />
    </article>
  );
}

function StartJob({ job, name }: { job: Job; name: string }) {
  const intl = useIntl();
  const start = useStartJob();
  const [asking, setAsking] = useState(false);
  const confirm = () => {
    setAsking(false);
    start
      .mutateAsync({ job: job.name })
      .then((answer) => {
        if (!answer.finished) return showSuccessToast(intl.formatMessage(messages.goesOn));
        const ran = answer.periods.filter((period) => period.outcome === 'ran').length;
        const failed = answer.periods.filter((period) => period.outcome === 'failed').length;
        (failed > 0 ? showErrorToast : showSuccessToast)(intl.formatMessage(ranToast, { ran, failed }));
      })
      .catch((error: unknown) => showErrorToast(errorText(intl, error)));
  };
  return (
    <div className={actions}>
      <Button onPress={() => setAsking(true)} isPending={start.isPending} isDisabled={job.running}>
        {intl.formatMessage(messages.start)}
      </Button>
      {asking && (
        <ConfirmDialog
          title={intl.formatMessage(startTitle, { job: name })}
          confirmLabel={intl.formatMessage(messages.confirmStart)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p>{dueText(intl, job.due, startBody, messages.nothingToRun)}</p>
          <p>{intl.formatMessage(messages.onceEach)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function Runs({ search }: { search: PageSearch }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const assets = useAssetSettings();
  const { data } = useSuspenseQuery(jobRunsQueryOptions(search));
  const label = (message: (typeof messages)[keyof typeof messages]) => intl.formatMessage(message);
  const none = label(messages.none);
  return (
    <section className={stack} aria-labelledby="jobs-runs">
      <h2 id="jobs-runs" className={sectionTitle}>
        {label(messages.runs)}
      </h2>
      <DataList
        label={label(messages.runsLabel)}
        count={intl.formatMessage(count, { count: data.total })}
        cardsBelow="wide"
        columns={
          <>
            <Column isRowHeader>{label(messages.job)}</Column>
            <Column>{label(messages.period)}</Column>
            <Column>{label(messages.status)}</Column>
            <Column numeric>{label(messages.items)}</Column>
            <Column numeric>{label(messages.totals)}</Column>
            <Column>{label(messages.started)}</Column>
            <Column>{label(messages.finished)}</Column>
            <Column>{label(messages.error)}</Column>
          </>
        }
        items={data.items}
        dependencies={[language, assets]}
        empty={label(messages.noRun)}
        pager={{ of: data, label: label(messages.pages) }}
      >
        {(run: JobRun) => (
          <Row id={run.id}>
            <Cell data-label={label(messages.job)}>{jobName(intl, run.job)}</Cell>
            <Cell data-label={label(messages.period)}>{periodText(intl, run.period)}</Cell>
            <Cell data-label={label(messages.status)}>
              <RunStatus status={run.status} />
              {run.attempts > 1 && <> {intl.formatMessage(attempts, { count: run.attempts })}</>}
            </Cell>
            <Cell data-label={label(messages.items)} numeric>
              {formatNumber(run.items, language, 0)}
            </Cell>
            <Cell data-label={label(messages.totals)} numeric>
              {run.totals.length === 0 ? (
                none
              ) : (
                <ul className={bareList}>
                  {run.totals.map((total) => (
                    <li key={total.asset}>
                      <Amount
                        value={total.amount}
                        asset={total.asset}
                        decimals={displayDecimals(assets(total.asset))}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </Cell>
            <Cell data-label={label(messages.started)}>{dateTime(intl, run.started_at)}</Cell>
            <Cell data-label={label(messages.finished)}>
              {run.finished_at ? dateTime(intl, run.finished_at) : none}
            </Cell>
            <Cell data-label={label(messages.error)}>
              {run.error ?? none}
              {run.next_attempt_at && <> {intl.formatMessage(retryAt, { at: dateTime(intl, run.next_attempt_at) })}</>}
            </Cell>
          </Row>
        )}
      </DataList>
    </section>
  );
}
