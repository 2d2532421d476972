// What the editor reads about the site: one entry's state in its edit view (EntryStatusView), the
// site's updates on the admin home page (SiteBuildsView). They only draw what the CMS's status
// routes answered (src/site-status/routes.ts); the panels that ask are EntryStatusPanel and
// SiteStatusWidget.
import * as React from 'react';
import { useIntl } from 'react-intl';
import { Box, Flex, Link, Status, TextButton, Typography } from '@strapi/design-system';
import { message, typeMessage } from './messages';
import type { BuildSummary, DescribedChanges, EntrySiteStatus, FailureKind, SiteBuildsStatus, SiteChange } from './types';

type StatusVariant = 'success' | 'warning' | 'danger' | 'secondary' | 'neutral';

/** The state's name, as a coloured label (its words say it, not only its colour). */
const StateLabel = ({ variant, children }: { variant: StatusVariant; children: React.ReactNode }) => (
  <Status variant={variant} size="S">
    <Typography tag="span" fontWeight="bold">
      {children}
    </Typography>
  </Status>
);

const Line = ({ children, tag = 'p' }: { children: React.ReactNode; tag?: 'p' | 'span' }) => (
  <Typography tag={tag} variant="omega" textColor="neutral800">
    {children}
  </Typography>
);

const useDateTime = () => {
  const intl = useIntl();
  return (iso: string) => ({
    date: intl.formatDate(iso, { weekday: 'long', day: 'numeric', month: 'long' }),
    time: intl.formatTime(iso, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
  });
};

/** "25 s", "3 min": how long ago, or how long something took. */
const useDuration = () => {
  const intl = useIntl();
  return (ms: number) => {
    const seconds = Math.max(0, Math.round(ms / 1000));
    return seconds < 90
      ? intl.formatNumber(seconds, { style: 'unit', unit: 'second', unitDisplay: 'short' })
      : intl.formatNumber(Math.round(seconds / 60), { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  };
};

/** When a build ended, as the status gives its start and duration. */
const endOf = (build: { startedAt: string; durationMs: number }) => new Date(Date.parse(build.startedAt) + build.durationMs).toISOString();

/** An update in progress: since when, and the changes it takes (an entry's and the site's). */
const Building = ({ since, changes, more, now }: DescribedChanges & { since: string; now: number }) => {
  const { formatMessage } = useIntl();
  const dateTime = useDateTime();
  const duration = useDuration();
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <StateLabel variant="secondary">{formatMessage(message('state.building'))}</StateLabel>
      <Line>
        {formatMessage(message('state.building.detail'), { time: dateTime(since).time, elapsed: duration(now - Date.parse(since)) })}
      </Line>
      <ChangeList changes={changes} more={more} />
    </Flex>
  );
};

export const ChangeList = ({ changes, more }: DescribedChanges) => {
  const { formatMessage } = useIntl();
  const describe = (change: SiteChange) => {
    const type = change.uid ? typeMessage(change.uid) : null;
    const typeName = type ? formatMessage(type) : change.typeName;
    const action = formatMessage(message(`change.${change.action}`));
    if (!typeName) return action;
    const title = change.title ?? formatMessage(message('change.untitled'));
    return `${typeName} « ${title} »${change.locale ? ` (${change.locale})` : ''} : ${action}`;
  };
  return (
    <Box tag="ul" paddingLeft={4} style={{ listStyle: 'disc' }}>
      {changes.map((change, index) => (
        <li key={`${change.documentId ?? change.action}-${change.locale ?? ''}-${index}`}>
          <Line tag="span">{describe(change)}</Line>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Line tag="span">{formatMessage(message('change.more'), { count: more })}</Line>
        </li>
      )}
    </Box>
  );
};

/** The build's message without Gatsby's framing: what the site's check said about the content. */
export const contentProblem = (cause: string) =>
  cause
    .split('\n')
    .filter((line) => !/^gatsby build exited|^\s*ERROR\b|threw an error while running the \S+ lifecycle/.test(line))
    .join('\n')
    .trim();

const FailureExplanation = ({ kind, cause }: { kind: FailureKind; cause: string }) => {
  const { formatMessage } = useIntl();
  const [detailsShown, showDetails] = React.useState(false);
  const detailsId = React.useId();
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Line>{formatMessage(message(`failure.${kind}`))}</Line>
      {kind === 'content' && (
        <Box background="danger100" padding={2} hasRadius>
          <Typography tag="p" variant="omega" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {contentProblem(cause)}
          </Typography>
        </Box>
      )}
      <Box>
        <Typography tag="p" variant="sigma" textColor="neutral600">
          {formatMessage(message('state.todo'))}
        </Typography>
        <Line>{formatMessage(message(`failure.${kind}.todo`))}</Line>
      </Box>
      <TextButton aria-expanded={detailsShown} aria-controls={detailsId} onClick={() => showDetails(!detailsShown)}>
        {formatMessage(message(detailsShown ? 'failure.details.hide' : 'failure.details.show'))}
      </TextButton>
      {detailsShown && (
        <Box id={detailsId} background="neutral100" padding={2} hasRadius style={{ maxHeight: '16rem', overflow: 'auto' }}>
          <Typography tag="pre" variant="pi" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
            {cause}
          </Typography>
        </Box>
      )}
    </Flex>
  );
};

const PageLink = ({ url }: { url: string | null }) => {
  const { formatMessage } = useIntl();
  if (!url) return null;
  return (
    <Link href={url} isExternal>
      {formatMessage(message('page.view'))}
    </Link>
  );
};

const ServiceProblemView = ({ service }: { service: 'not-configured' | 'unreachable' }) => {
  const { formatMessage } = useIntl();
  return (
    <Box role="alert">
      <Line>{formatMessage(message(`service.${service}`))}</Line>
    </Box>
  );
};

export interface EntryStatusViewProps {
  status: EntrySiteStatus;
  /** Now, in ms (a prop, so that "started 25 s ago" ticks with the panel's polling). */
  now: number;
}

export const EntryStatusView = ({ status, now }: EntryStatusViewProps) => {
  const { formatMessage } = useIntl();
  const dateTime = useDateTime();
  if (status.service !== 'ok') return <ServiceProblemView service={status.service} />;
  const removed = status.hasPage && status.pageUrl === null;
  switch (status.state) {
    case 'waiting':
      return (
        <Flex direction="column" alignItems="stretch" gap={2}>
          <StateLabel variant="secondary">{formatMessage(message('state.waiting'))}</StateLabel>
          <Line>{formatMessage(message('state.waiting.detail'))}</Line>
          <ChangeList changes={status.changes} more={status.more} />
        </Flex>
      );
    case 'building':
      return <Building since={status.since} changes={status.changes} more={status.more} now={now} />;
    case 'live':
      return (
        <Flex direction="column" alignItems="stretch" gap={2}>
          <StateLabel variant={removed ? 'neutral' : 'success'}>
            {formatMessage(message(removed ? 'state.removed' : 'state.live'))}
          </StateLabel>
          <Line>{formatMessage(message(removed ? 'state.removed.since' : 'state.live.since'), dateTime(status.since))}</Line>
          {status.through === 'fast lane' && <Line>{formatMessage(message('state.live.fastLane'))}</Line>}
          <PageLink url={status.pageUrl} />
        </Flex>
      );
    case 'failed':
      return (
        <Flex direction="column" alignItems="stretch" gap={2}>
          <StateLabel variant="danger">{formatMessage(message('state.failed'))}</StateLabel>
          <Line>{formatMessage(message('state.failed.at'), dateTime(status.at))}</Line>
          <FailureExplanation kind={status.kind} cause={status.cause} />
          <PageLink url={status.pageUrl} />
        </Flex>
      );
    default:
      return (
        <Flex direction="column" alignItems="stretch" gap={2}>
          <StateLabel variant="neutral">{formatMessage(message('state.unknown'))}</StateLabel>
          <Line>{formatMessage(message(removed ? 'state.unknown.unpublished' : 'state.unknown.published'))}</Line>
          <PageLink url={status.pageUrl} />
        </Flex>
      );
  }
};

/** One line of the updates' history: when it ended, how, and what it took. */
const BuildLine = ({ build }: { build: BuildSummary }) => {
  const { formatMessage } = useIntl();
  const dateTime = useDateTime();
  const duration = useDuration();
  const end = endOf(build);
  return (
    <Box tag="li" paddingTop={2} paddingBottom={2} borderColor="neutral150" style={{ borderWidth: '1px 0 0', borderStyle: 'solid' }}>
      <Typography variant="omega" fontWeight="bold" textColor={build.result === 'success' ? 'success700' : 'danger700'}>
        {build.result === 'success'
          ? formatMessage(message('build.success'), { time: dateTime(end).time, duration: duration(build.durationMs) })
          : formatMessage(message('build.failure'), { time: dateTime(end).time })}
      </Typography>
      <ChangeList changes={build.changes} more={build.more} />
    </Box>
  );
};

/** Where the site stands now: an update running or waiting, up to date, or its last update failed (and why). */
const SiteState = ({ status, now }: { status: Extract<SiteBuildsStatus, { service: 'ok' }>; now: number }) => {
  const { formatMessage } = useIntl();
  const dateTime = useDateTime();
  const [last] = status.recentBuilds;
  if (status.building) {
    const { startedAt, changes, more } = status.building;
    return <Building since={startedAt} changes={changes} more={more} now={now} />;
  }
  if (status.waiting.changes.length > 0) {
    return (
      <Flex direction="column" alignItems="stretch" gap={2}>
        <StateLabel variant="secondary">{formatMessage(message('state.waiting'))}</StateLabel>
        <Line>{formatMessage(message('state.waiting.detail'))}</Line>
        <ChangeList changes={status.waiting.changes} more={status.waiting.more} />
      </Flex>
    );
  }
  if (!last) return <Line>{formatMessage(message('widget.none'))}</Line>;
  const end = endOf(last);
  if (last.result === 'success') {
    return <StateLabel variant="success">{formatMessage(message('widget.upToDate'), { time: dateTime(end).time })}</StateLabel>;
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <StateLabel variant="danger">{formatMessage(message('widget.lastFailed'))}</StateLabel>
      <Line>{formatMessage(message('state.failed.at'), dateTime(end))}</Line>
      <FailureExplanation kind={last.kind} cause={last.error} />
    </Flex>
  );
};

export const SiteBuildsView = ({ status, now }: { status: SiteBuildsStatus; now: number }) => {
  const { formatMessage } = useIntl();
  if (status.service !== 'ok') return <ServiceProblemView service={status.service} />;
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <SiteState status={status} now={now} />
      {status.recentBuilds.length > 0 && (
        <Box>
          <Typography tag="h3" variant="sigma" textColor="neutral600">
            {formatMessage(message('widget.recent'))}
          </Typography>
          <Box tag="ul">
            {status.recentBuilds.map((build) => (
              <BuildLine key={build.startedAt} build={build} />
            ))}
          </Box>
        </Box>
      )}
    </Flex>
  );
};
