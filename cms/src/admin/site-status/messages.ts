// The site status panels' words, in the admin's two languages (English is Strapi's default; the
// editors choose French in their profile, src/admin/app.tsx offers it). Each key once, with both
// languages side by side, so that neither goes missing.

const WORDS = {
  'panel.title': ['On the site', 'Sur le site'],
  'widget.title': ['The site', 'Le site'],
  'page.view': ['View the page', 'Voir la page'],

  'state.waiting': ['Waiting to go live', 'En attente de mise en ligne'],
  'state.waiting.detail': ["The site's update starts in a moment, with:", 'La mise à jour du site commence dans un instant, avec :'],
  'state.building': ['Going live', 'Mise en ligne en cours'],
  'state.building.detail': ['Started at {time} ({elapsed} ago), with:', 'Commencée à {time} (il y a {elapsed}), avec :'],
  'state.live': ['Live', 'En ligne'],
  'state.live.since': ['Live since {date} at {time}.', 'En ligne depuis le {date} à {time}.'],
  'state.live.fastLane': [
    'It went through the quick lane, ahead of the full update.',
    'Elle est passée par la voie rapide, avant la mise à jour complète.',
  ],
  'state.removed': ['Off the site', 'Retirée du site'],
  'state.removed.since': [
    'Off the site since {date} at {time}: its address now answers “page not found”, or its redirect.',
    'Retirée du site depuis le {date} à {time} : son adresse répond désormais « page introuvable », ou sa redirection.',
  ],
  'state.failed': ['Not live: the update failed', 'Pas en ligne : la mise à jour a échoué'],
  'state.failed.at': [
    'On {date} at {time}. The site still shows what it showed before this change.',
    'Le {date} à {time}. Le site montre toujours ce qu’il montrait avant cette modification.',
  ],
  'state.unknown': ['No update since the site service started', 'Aucune mise à jour depuis le démarrage du service du site'],
  'state.unknown.published': ['The site shows the version published before then.', 'Le site montre la version publiée avant ce démarrage.'],
  'state.unknown.unpublished': ['This entry is not on the site.', 'Ce contenu n’est pas sur le site.'],
  'state.todo': ['What to do', 'Que faire'],

  'failure.content': [
    'An entry cannot be published as it is. The site’s check says:',
    'Un contenu ne peut pas être publié tel quel. La vérification du site indique :',
  ],
  'failure.content.todo': [
    'Correct the entry it names, then publish it again: the site updates itself.',
    'Corrigez le contenu qu’elle nomme, puis publiez-le de nouveau : le site se met à jour tout seul.',
  ],
  'failure.cms-unreachable': [
    'The site could not read the CMS during its update (the CMS was busy or restarting).',
    'Le site n’a pas pu lire le CMS pendant sa mise à jour (CMS occupé ou en cours de redémarrage).',
  ],
  'failure.cms-unreachable.todo': [
    'Publish again in a few minutes. If it fails again, tell the technical team.',
    'Publiez de nouveau dans quelques minutes. Si l’échec se répète, prévenez l’équipe technique.',
  ],
  'failure.deadline': ['The update took too long and was stopped.', 'La mise à jour a pris trop de temps et a été arrêtée.'],
  'failure.deadline.todo': [
    'Publish again in a few minutes. If it fails again, tell the technical team.',
    'Publiez de nouveau dans quelques minutes. Si l’échec se répète, prévenez l’équipe technique.',
  ],
  'failure.technical': [
    'A technical fault stopped the update; nothing in your content is in question.',
    'Une panne technique a interrompu la mise à jour ; votre contenu n’est pas en cause.',
  ],
  'failure.technical.todo': [
    'Tell the technical team and give them the details below. Your change is saved and goes live with the next update that succeeds.',
    'Prévenez l’équipe technique en lui transmettant le détail ci-dessous. Votre modification est enregistrée et sera en ligne à la prochaine mise à jour réussie.',
  ],
  'failure.details.show': ['Show the technical details', 'Afficher le détail technique'],
  'failure.details.hide': ['Hide the technical details', 'Masquer le détail technique'],

  'service.not-configured': [
    'This CMS is not connected to the site: publications do not go live on their own (SITE_REBUILD_URL is not set).',
    'Ce CMS n’est pas relié au site : les publications ne sont pas mises en ligne d’elles-mêmes (SITE_REBUILD_URL n’est pas défini).',
  ],
  'service.unreachable': [
    'The service that updates the site does not answer: publications will not reach the site until it is restarted. Tell the technical team.',
    'Le service qui met le site à jour ne répond pas : les publications n’arriveront pas sur le site tant qu’il n’aura pas été relancé. Prévenez l’équipe technique.',
  ],
  'status.loading': ['Asking the site…', 'Interrogation du site…'],

  'change.create': ['created', 'création'],
  'change.update': ['changed', 'modification'],
  'change.publish': ['published', 'publication'],
  'change.unpublish': ['unpublished', 'dépublication'],
  'change.delete': ['deleted', 'suppression'],
  'change.discard': ['draft discarded', 'brouillon abandonné'],
  'change.media': ['a media file changed', 'un fichier média modifié'],
  'change.other': ['the site restarted', 'redémarrage du site'],
  'change.untitled': ['untitled', 'sans titre'],
  'change.more': [
    'and {count, plural, one {# other change} other {# other changes}}',
    'et {count, plural, one {# autre modification} other {# autres modifications}}',
  ],

  'widget.upToDate': ['Up to date since {time}.', 'À jour depuis {time}.'],
  'widget.lastFailed': ['Not up to date: the last update failed', 'Pas à jour : la dernière mise à jour a échoué'],
  'widget.none': ['No update since the site service started.', 'Aucune mise à jour depuis le démarrage du service du site.'],
  'widget.recent': ['Latest updates', 'Dernières mises à jour'],
  'build.success': ['{time}: live in {duration}', '{time} : en ligne en {duration}'],
  'build.failure': ['{time}: failed', '{time} : échec'],

  'type.api::news-article.news-article': ['News', 'Actualité'],
  'type.api::event.event': ['Event', 'Événement'],
  'type.api::blog-post.blog-post': ['Blog post', 'Article de blog'],
  'type.api::programme.programme': ['Programme', 'Formation'],
  'type.api::campus.campus': ['Campus', 'Campus'],
  'type.api::job-offer.job-offer': ['Job offer', 'Offre d’emploi'],
  'type.api::job-profile.job-profile': ['Job profile', 'Fiche métier'],
  'type.api::menu-enrichi.menu-enrichi': ['Menu', 'Menu'],
  'type.api::home-page.home-page': ['Home page', 'Page d’accueil'],
  'type.api::article.article': ['Page', 'Page'],
  'type.api::redirect.redirect': ['Redirect', 'Redirection'],
  'type.api::partner.partner': ['Partner', 'Partenaire'],
  'type.api::key-figure.key-figure': ['Key figure', 'Chiffre clé'],
  'type.api::team-member.team-member': ['Team member', 'Membre de l’équipe'],
  'type.api::testimonial.testimonial': ['Testimonial', 'Témoignage'],
  'type.api::news-category.news-category': ['News category', 'Catégorie d’actualité'],
  'type.api::field-of-study.field-of-study': ['Field of study', 'Domaine de formation'],
  'type.api::website.website': ['Site settings', 'Réglages du site'],
  'type.api::crm-link.crm-link': ['CRM link', 'Lien CRM'],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof WORDS;

const PREFIX = 'esnum.site-status.';

/** The react-intl descriptor of a key (English by default). */
export const message = (key: MessageKey) => ({ id: `${PREFIX}${key}`, defaultMessage: WORDS[key][0] });

/** The descriptor of a content type's name, when the panels know it. */
export const typeMessage = (uid: string) => {
  const key = `type.${uid}`;
  return key in WORDS ? message(key as MessageKey) : null;
};

const inLanguage = (index: 0 | 1) =>
  Object.fromEntries(Object.entries(WORDS).map(([key, words]) => [`${PREFIX}${key}`, words[index]])) as Record<string, string>;

/** For the admin's configuration (src/admin/app.tsx). */
export const translations = { en: inLanguage(0), fr: inLanguage(1) };
