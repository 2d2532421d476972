// Word material for the large generated content set (`npm run cms:generate`): short French and
// English fragments combined by a seeded random generator, so that ten thousand items read like
// plausible school news without repeating one text, and the same options always give the same set.
import type { Lang } from './random';

type Pair = { fr: string; en: string };

/** Who the news is about; `plural` chooses the verb form of NEWS_ACTIONS. */
export const NEWS_SUBJECTS: Array<Pair & { plural: boolean }> = [
  { fr: 'Les étudiants de Bachelor', en: 'Bachelor students', plural: true },
  { fr: 'La promotion de Mastère', en: 'The Master’s class', plural: false },
  { fr: 'Les apprentis en BTS', en: 'BTS apprentices', plural: true },
  { fr: 'L’équipe pédagogique', en: 'The teaching team', plural: false },
  { fr: 'Le bureau des élèves', en: 'The student union', plural: false },
  { fr: 'Les alumni', en: 'Alumni', plural: true },
  { fr: 'Les étudiants du MBA', en: 'MBA students', plural: true },
  { fr: 'Le service relations entreprises', en: 'The corporate relations team', plural: false },
  { fr: 'Les élèves du Programme Grande École', en: 'Grande École students', plural: true },
  { fr: 'L’association sportive', en: 'The sports club', plural: false },
];

/** What they did, singular then plural. */
export const NEWS_ACTIONS: Array<{ fr: [string, string]; en: [string, string] }> = [
  { fr: ['remporte un hackathon consacré à', 'remportent un hackathon consacré à'], en: ['wins a hackathon on', 'win a hackathon on'] },
  { fr: ['organise une journée autour de', 'organisent une journée autour de'], en: ['hosts a day about', 'host a day about'] },
  { fr: ['présente ses projets sur', 'présentent leurs projets sur'], en: ['presents its projects on', 'present their projects on'] },
  { fr: ['accueille des experts de', 'accueillent des experts de'], en: ['welcomes experts in', 'welcome experts in'] },
  { fr: ['lance un atelier dédié à', 'lancent un atelier dédié à'], en: ['launches a workshop on', 'launch a workshop on'] },
  { fr: ['publie une étude sur', 'publient une étude sur'], en: ['publishes a study on', 'publish a study on'] },
  { fr: ['signe un partenariat autour de', 'signent un partenariat autour de'], en: ['signs a partnership on', 'sign a partnership on'] },
  {
    fr: ['part en voyage d’étude pour explorer', 'partent en voyage d’étude pour explorer'],
    en: ['goes on a study trip to explore', 'go on a study trip to explore'],
  },
];

export const NEWS_TOPICS: Pair[] = [
  { fr: 'la cybersécurité', en: 'cybersecurity' },
  { fr: 'l’intelligence artificielle', en: 'artificial intelligence' },
  { fr: 'le marketing digital', en: 'digital marketing' },
  { fr: 'la transition écologique', en: 'the green transition' },
  { fr: 'la gestion de projet', en: 'project management' },
  { fr: 'l’entrepreneuriat', en: 'entrepreneurship' },
  { fr: 'la finance durable', en: 'sustainable finance' },
  { fr: 'le design d’interfaces', en: 'interface design' },
  { fr: 'la logistique', en: 'logistics' },
  { fr: 'les ressources humaines', en: 'human resources' },
  { fr: 'la data', en: 'data' },
  { fr: 'le commerce international', en: 'international trade' },
];

export const SENTENCES: Pair[] = [
  {
    fr: 'Pendant trois jours, les équipes ont travaillé sur des cas réels proposés par des entreprises de la région.',
    en: 'For three days, the teams worked on real cases brought by companies from the region.',
  },
  {
    fr: 'Le jury a salué la qualité des présentations et la rigueur des prototypes.',
    en: 'The jury praised the quality of the pitches and the care put into the prototypes.',
  },
  {
    fr: 'Cette initiative s’inscrit dans la pédagogie par projet qui rythme chaque année de formation.',
    en: 'The initiative is part of the project-based teaching that shapes every year of study.',
  },
  {
    fr: 'Plusieurs anciens élèves ont partagé leur parcours et répondu aux questions des étudiants.',
    en: 'Several alumni shared their career paths and answered the students’ questions.',
  },
  {
    fr: 'Les inscriptions pour la prochaine édition ouvriront au début du semestre.',
    en: 'Registration for the next edition opens at the start of the semester.',
  },
  {
    fr: 'Les entreprises partenaires ont proposé des missions en alternance à l’issue de la rencontre.',
    en: 'Partner companies offered apprenticeship positions after the event.',
  },
  {
    fr: 'Les étudiants ont été accompagnés par des intervenants issus du monde professionnel.',
    en: 'The students were coached by speakers from the business world.',
  },
  {
    fr: 'Le campus poursuit ainsi son engagement pour une formation ouverte sur son territoire.',
    en: 'The campus thus keeps its commitment to teaching that is open to its region.',
  },
  {
    fr: 'Une restitution publique est prévue lors de la prochaine journée portes ouvertes.',
    en: 'A public presentation is planned for the next open day.',
  },
  {
    fr: 'Les travaux les plus remarqués seront exposés dans le hall du campus pendant un mois.',
    en: 'The most noticed projects will be on display in the campus hall for a month.',
  },
  {
    fr: 'Chacun a pu mettre en pratique les compétences acquises en cours.',
    en: 'Everyone could put the skills learned in class into practice.',
  },
  { fr: 'L’événement a réuni plus d’une centaine de participants.', en: 'The event brought together over a hundred participants.' },
];

export const EVENT_KINDS: Array<{ type: string; title: Pair }> = [
  { type: 'open-door', title: { fr: 'Journée portes ouvertes', en: 'Open day' } },
  { type: 'admission-test', title: { fr: 'Session de tests d’admission', en: 'Admission test session' } },
  { type: 'conference', title: { fr: 'Conférence', en: 'Talk' } },
  { type: 'convention', title: { fr: 'Salon de l’étudiant', en: 'Student fair' } },
  { type: 'live-my-life', title: { fr: 'Vis ma vie d’étudiant', en: 'A day as a student' } },
  { type: 'job-dating', title: { fr: 'Job dating alternance', en: 'Apprenticeship job dating' } },
];

export const text = (pair: Pair, lang: Lang) => pair[lang];

/** "consacré à" + "le marketing" reads "consacré au marketing" in French; English needs nothing. */
export const joinPhrase = (lead: string, topic: string, lang: Lang) => {
  if (lang === 'fr') {
    const contracted = /(^|\s)(à|de) (les?) /.exec(`${lead.slice(lead.lastIndexOf(' '))} ${topic.split(' ')[0]} `);
    if (contracted) {
      const [, , preposition, article] = contracted;
      const merged = { à: { le: 'au', les: 'aux' }, de: { le: 'du', les: 'des' } }[preposition as 'à' | 'de'][article as 'le' | 'les'];
      return `${lead.slice(0, lead.lastIndexOf(' '))} ${merged} ${topic.slice(article.length + 1)}`;
    }
  }
  return `${lead} ${topic}`;
};
