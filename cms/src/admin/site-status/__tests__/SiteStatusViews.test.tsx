// The editor's view of where a publication stands, as the admin panels draw it (in French, the
// editors' language): an update in progress, a success with the page's link, an entry taken off,
// a failure in plain words with what to do and the whole cause on request.
import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { DesignSystemProvider } from '@strapi/design-system';
import { translations } from '../messages';
import { EntryStatusView, SiteBuildsView } from '../SiteStatusViews';
import type { EntrySiteStatus, SiteBuildsStatus } from '../types';

const inFrench = (ui: React.ReactElement) =>
  render(
    <IntlProvider locale="fr" messages={translations.fr} timeZone="Europe/Paris">
      <DesignSystemProvider locale="fr">{ui}</DesignSystemProvider>
    </IntlProvider>,
  );

const NEWS = 'api::news-article.news-article';
const started = '2026-11-29T13:03:12.000Z';
const publication = {
  action: 'publish' as const,
  uid: NEWS,
  typeName: 'News',
  documentId: 'n1',
  locale: 'fr',
  title: 'Deux actualités le même jour',
};
const REDIRECT_FAILURE =
  'gatsby build exited with code 1:\nERROR #11321  PLUGIN\n"site-pages" threw an error while running the createPages lifecycle:\n' +
  'redirects: 1 problem(s):\n  - /ancienne-page → /ancienne-page redirects to itself';

describe("an entry's state on the site, in its edit view", () => {
  it('says an update is in progress, since when, and with which changes', () => {
    const status: EntrySiteStatus = {
      service: 'ok',
      hasPage: true,
      pageUrl: null,
      state: 'building',
      since: started,
      changes: [publication, { ...publication, action: 'unpublish', uid: 'api::job-offer.job-offer', documentId: 'j1', title: null }],
      more: 3,
    };
    inFrench(<EntryStatusView status={status} now={Date.parse(started) + 25_000} />);
    expect(screen.getByText('Mise en ligne en cours')).toBeVisible();
    expect(screen.getByText(/^Commencée à 14:03:12 \(il y a 25\s?s\), avec :$/)).toBeVisible();
    const changes = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(changes.map((item) => item.textContent)).toEqual([
      'Actualité « Deux actualités le même jour » (fr) : publication',
      'Offre d’emploi « sans titre » (fr) : dépublication',
      'et 3 autres modifications',
    ]);
  });

  it('says since when it is live, with a link to its page', () => {
    const status: EntrySiteStatus = {
      service: 'ok',
      hasPage: true,
      pageUrl: 'http://localhost:9000/actualites/deux-actualites',
      state: 'live',
      since: '2026-11-29T13:03:37.000Z',
      through: 'build',
    };
    inFrench(<EntryStatusView status={status} now={Date.now()} />);
    expect(screen.getByText('En ligne')).toBeVisible();
    expect(screen.getByText('En ligne depuis le dimanche 29 novembre à 14:03:37.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Voir la page/ })).toHaveAttribute('href', 'http://localhost:9000/actualites/deux-actualites');
  });

  it('says an unpublished entry is off the site, without a link', () => {
    const status: EntrySiteStatus = {
      service: 'ok',
      hasPage: true,
      pageUrl: null,
      state: 'live',
      since: '2026-11-29T13:03:37.000Z',
      through: 'build',
    };
    inFrench(<EntryStatusView status={status} now={Date.now()} />);
    expect(screen.getByText('Retirée du site')).toBeVisible();
    expect(screen.getByText(/^Retirée du site depuis le dimanche 29 novembre à 14:03:37/)).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("explains a failure caused by content in plain words, says what to do, and shows the build's whole message on request", async () => {
    const status: EntrySiteStatus = {
      service: 'ok',
      hasPage: true,
      pageUrl: 'http://localhost:9000/actualites/deux-actualites',
      state: 'failed',
      at: '2026-11-29T13:03:20.000Z',
      kind: 'content',
      cause: REDIRECT_FAILURE,
    };
    inFrench(<EntryStatusView status={status} now={Date.now()} />);
    expect(screen.getByText('Pas en ligne : la mise à jour a échoué')).toBeVisible();
    expect(screen.getByText(/Le site montre toujours ce qu’il montrait avant cette modification/)).toBeVisible();
    expect(screen.getByText(/Un contenu ne peut pas être publié tel quel/)).toBeVisible();
    // The check's words, without Gatsby's framing.
    const problem = screen.getByText(/redirects: 1 problem\(s\)/);
    expect(problem.textContent).toBe('redirects: 1 problem(s):\n  - /ancienne-page → /ancienne-page redirects to itself');
    expect(screen.getByText('Que faire')).toBeVisible();
    expect(screen.getByText(/Corrigez le contenu qu’elle nomme, puis publiez-le de nouveau/)).toBeVisible();

    const details = screen.getByRole('button', { name: 'Afficher le détail technique' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/threw an error while running the createPages lifecycle/)).toBeNull();
    await userEvent.click(details);
    expect(screen.getByRole('button', { name: 'Masquer le détail technique' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/threw an error while running the createPages lifecycle/)).toBeVisible();
  });

  it('sends a technical failure to the technical team', () => {
    const status: EntrySiteStatus = {
      service: 'ok',
      hasPage: true,
      pageUrl: null,
      state: 'failed',
      at: '2026-11-29T13:03:20.000Z',
      kind: 'technical',
      cause: 'gatsby build exited with code 1:\nERROR #98123  WEBPACK.BUILD-JAVASCRIPT',
    };
    inFrench(<EntryStatusView status={status} now={Date.now()} />);
    expect(screen.getByText('Une panne technique a interrompu la mise à jour ; votre contenu n’est pas en cause.')).toBeVisible();
    expect(screen.getByText(/Prévenez l’équipe technique en lui transmettant le détail ci-dessous/)).toBeVisible();
  });

  it('alerts when the service that updates the site does not answer', () => {
    inFrench(
      <EntryStatusView status={{ service: 'unreachable', reason: 'fetch failed', hasPage: true, pageUrl: null }} now={Date.now()} />,
    );
    // Among the design system's own (empty) live regions.
    const alerts = screen.getAllByRole('alert').filter((alert) => alert.textContent !== '');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Le service qui met le site à jour ne répond pas');
  });
});

describe("the site's updates, on the admin home page", () => {
  const failed: SiteBuildsStatus = {
    service: 'ok',
    state: 'idle',
    waiting: { changes: [], more: 0 },
    building: null,
    recentBuilds: [
      {
        result: 'failure',
        startedAt: '2026-11-29T12:50:00.000Z',
        durationMs: 8_000,
        kind: 'cms-unreachable',
        error: 'The CMS at http://127.0.0.1:1337 cannot be reached',
        changes: [publication],
        more: 0,
      },
      { result: 'success', startedAt: '2026-11-29T12:40:00.000Z', durationMs: 21_000, pagesChanged: 4, changes: [publication], more: 0 },
    ],
  };

  it('shows the update in progress first, then the last ones', () => {
    const status: SiteBuildsStatus = { ...failed, state: 'building', building: { startedAt: started, changes: [publication], more: 0 } };
    inFrench(<SiteBuildsView status={status} now={Date.parse(started) + 5_000} />);
    expect(screen.getByText('Mise en ligne en cours')).toBeVisible();
    expect(screen.getByText(/^Commencée à 14:03:12 \(il y a 5\s?s\)/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Dernières mises à jour' })).toBeVisible();
    expect(screen.getByText('13:50:08 : échec')).toBeVisible();
    expect(screen.getByText(/^13:40:21 : en ligne en 21\s?s$/)).toBeVisible();
    // The failure before the update running is history: no explanation of it.
    expect(screen.queryByText(/Le site n’a pas pu lire le CMS/)).toBeNull();
  });

  it('explains the last update when it failed, once, above the history', () => {
    inFrench(<SiteBuildsView status={failed} now={Date.now()} />);
    expect(screen.getByText('Pas à jour : la dernière mise à jour a échoué')).toBeVisible();
    expect(screen.getAllByText(/Le site n’a pas pu lire le CMS pendant sa mise à jour/)).toHaveLength(1);
    expect(screen.getByText(/Publiez de nouveau dans quelques minutes/)).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'Actualité « Deux actualités le même jour » (fr) : publication',
    );
  });

  it('says the site is up to date after a success', () => {
    const status: SiteBuildsStatus = {
      service: 'ok',
      state: 'idle',
      waiting: { changes: [], more: 0 },
      building: null,
      recentBuilds: [
        { result: 'success', startedAt: '2026-11-29T12:40:00.000Z', durationMs: 21_000, pagesChanged: 4, changes: [publication], more: 0 },
      ],
    };
    inFrench(<SiteBuildsView status={status} now={Date.now()} />);
    expect(screen.getByText('À jour depuis 13:40:21.')).toBeVisible();
  });
});
