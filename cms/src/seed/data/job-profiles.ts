// The jobs ESNUM programmes lead to, one per slug of JOB_PROFILE_SLUGS, in the same order.
// Salary ranges are indicative (from junior to experienced), gross per year, in France.

import type { JobProfileSeed, Localized, RichText } from '../types';

const md = (...lines: string[]): RichText => lines.join('\n');

/** Two paragraphs about the missions, then the key skills. */
const description = (
  fr: { missions: [string, string]; skills: string[] },
  en: { missions: [string, string]; skills: string[] },
): Localized<RichText> => ({
  fr: md(fr.missions[0], '', fr.missions[1], '', '## Compétences clés', '', ...fr.skills.map((s) => `- ${s}`)),
  en: md(en.missions[0], '', en.missions[1], '', '## Key skills', '', ...en.skills.map((s) => `- ${s}`)),
});

const salary = (low: number, high: number): Localized<string> => {
  const fr = (n: number) => `${Math.floor(n / 1000)} ${String(n % 1000).padStart(3, '0')}`;
  const en = (n: number) => `€${Math.floor(n / 1000)},${String(n % 1000).padStart(3, '0')}`;
  return {
    fr: `${fr(low)} € à ${fr(high)} € brut annuel`,
    en: `${en(low)} to ${en(high)} gross per year`,
  };
};

export const jobProfiles: JobProfileSeed[] = [
  {
    slug: 'developpeur-web',
    title: { fr: 'Développeur web', en: 'Web developer' },
    summary: {
      fr: 'Le développeur web conçoit, programme et fait évoluer des sites et des applications web, en veillant à leur qualité, leur performance et leur accessibilité.',
      en: 'Web developers design, code and improve websites and web applications, making sure they are reliable, fast and accessible.',
    },
    description: description(
      {
        missions: [
          "Au sein d'une agence, d'une entreprise de services numériques ou d'une équipe interne, le développeur web transforme des maquettes et des besoins fonctionnels en pages et en fonctionnalités. Il écrit le code, le teste, le documente et participe aux revues de code de ses collègues.",
          "Une fois l'application en ligne, il corrige les anomalies, optimise les temps de chargement et ajoute de nouvelles fonctionnalités au fil des demandes. Il travaille en lien étroit avec les designers, les chefs de projet et parfois directement avec les clients.",
        ],
        skills: [
          'HTML, CSS et JavaScript ou TypeScript',
          'un langage serveur (PHP, Python ou JavaScript) et SQL',
          'gestion de versions et travail en équipe',
          'accessibilité et bonnes pratiques de sécurité',
          'rigueur et curiosité technique',
        ],
      },
      {
        missions: [
          "Working for an agency, a digital services company or an in-house team, web developers turn mock-ups and functional requirements into pages and features. They write, test and document code, and take part in their colleagues' code reviews.",
          'Once the application is live, they fix bugs, improve loading times and add new features as requests come in. They work closely with designers, project managers and sometimes directly with clients.',
        ],
        skills: [
          'HTML, CSS and JavaScript or TypeScript',
          'a server-side language (PHP, Python or JavaScript) and SQL',
          'version control and teamwork',
          'accessibility and security best practices',
          'rigour and technical curiosity',
        ],
      },
    ),
    salaryRange: salary(30000, 45000),
    programmes: ['bts-sio-slam', 'bachelor-developpement-web'],
  },
  {
    slug: 'developpeur-full-stack',
    title: { fr: 'Développeur full stack', en: 'Full-stack developer' },
    summary: {
      fr: "Le développeur full stack intervient sur toutes les couches d'une application, de l'interface utilisateur à la base de données, jusqu'à sa mise en production.",
      en: 'Full-stack developers work on every layer of an application, from the user interface to the database, all the way to production.',
    },
    description: description(
      {
        missions: [
          "Le développeur full stack prend en charge une fonctionnalité de bout en bout : il conçoit l'interface, développe les API côté serveur, modélise les données et écrit les tests automatisés. Sa vision d'ensemble lui permet de choisir les solutions techniques les plus adaptées.",
          "Très recherché dans les jeunes entreprises comme dans les équipes produit, il participe aussi au déploiement, à la surveillance des applications et à l'amélioration continue de l'architecture.",
        ],
        skills: [
          'un framework front-end moderne et TypeScript',
          "conception d'API REST et architecture en couches",
          'bases de données relationnelles et NoSQL',
          'tests automatisés, intégration continue et conteneurs',
          'autonomie et sens du produit',
        ],
      },
      {
        missions: [
          'Full-stack developers take ownership of a feature from end to end: they design the interface, build server-side APIs, model the data and write automated tests. Their overall view lets them choose the most suitable technical solutions.',
          'Highly sought after by start-ups and product teams alike, they also take part in deployment, application monitoring and the continuous improvement of the architecture.',
        ],
        skills: [
          'a modern front-end framework and TypeScript',
          'REST API design and layered architecture',
          'relational and NoSQL databases',
          'automated testing, continuous integration and containers',
          'autonomy and product sense',
        ],
      },
    ),
    salaryRange: salary(35000, 52000),
    programmes: ['bachelor-developpement-web', 'bts-sio-slam', 'mastere-cloud-devops'],
  },
  {
    slug: 'administrateur-systemes-reseaux',
    title: { fr: 'Administrateur systèmes et réseaux', en: 'Systems and network administrator' },
    summary: {
      fr: "L'administrateur systèmes et réseaux installe, maintient et sécurise les serveurs, le réseau et les services informatiques d'une organisation.",
      en: "Systems and network administrators install, maintain and secure an organisation's servers, network and IT services.",
    },
    description: description(
      {
        missions: [
          "L'administrateur systèmes et réseaux garantit le bon fonctionnement de l'infrastructure : il installe et configure les serveurs, gère les comptes et les droits d'accès, met en place les sauvegardes et surveille la disponibilité des services.",
          "Il intervient en cas d'incident, accompagne les utilisateurs et fait évoluer l'infrastructure : virtualisation, migration vers le cloud, renforcement de la sécurité. Il documente ses interventions pour que chacun puisse les reprendre.",
        ],
        skills: [
          'administration Windows Server et Linux',
          'réseaux TCP/IP, routage, VLAN et pare-feu',
          'virtualisation et sauvegarde',
          "scripts d'automatisation (Bash, PowerShell)",
          'sens du service et calme face aux incidents',
        ],
      },
      {
        missions: [
          'Systems and network administrators keep the infrastructure running smoothly: they install and configure servers, manage accounts and access rights, set up backups and monitor service availability.',
          'They step in when incidents occur, support users and evolve the infrastructure: virtualisation, migration to the cloud, stronger security. They document their work so that anyone can pick it up.',
        ],
        skills: [
          'Windows Server and Linux administration',
          'TCP/IP networking, routing, VLANs and firewalls',
          'virtualisation and backup',
          'automation scripts (Bash, PowerShell)',
          'a service mindset and composure during incidents',
        ],
      },
    ),
    salaryRange: salary(30000, 45000),
    programmes: ['bts-sio-sisr', 'bachelor-systemes-reseaux-cloud'],
  },
  {
    slug: 'analyste-cybersecurite',
    title: { fr: 'Analyste en cybersécurité', en: 'Cybersecurity analyst' },
    summary: {
      fr: "L'analyste en cybersécurité surveille le système d'information, détecte les activités suspectes et coordonne la réponse aux incidents de sécurité.",
      en: 'Cybersecurity analysts monitor the information system, detect suspicious activity and coordinate the response to security incidents.',
    },
    description: description(
      {
        missions: [
          "Souvent rattaché à un centre opérationnel de sécurité (SOC), l'analyste examine les alertes remontées par les outils de supervision, distingue les fausses alertes des vraies menaces et qualifie leur gravité. Il améliore en continu les règles de détection.",
          "Lorsqu'un incident est confirmé, il participe à l'investigation, propose des mesures de remédiation et rédige un rapport. Il contribue aussi à la veille sur les menaces et à la sensibilisation des collaborateurs.",
        ],
        skills: [
          "systèmes, réseaux et journaux d'événements",
          'outils de supervision et de détection',
          "connaissance des techniques d'attaque",
          'réponse à incident et investigation',
          "rigueur, discrétion et esprit d'analyse",
        ],
      },
      {
        missions: [
          'Often part of a security operations centre (SOC), analysts review the alerts raised by monitoring tools, separate false positives from real threats and assess their severity. They continuously improve detection rules.',
          'When an incident is confirmed, they take part in the investigation, recommend remediation measures and write a report. They also contribute to threat intelligence and staff awareness.',
        ],
        skills: [
          'systems, networks and event logs',
          'monitoring and detection tools',
          'knowledge of attack techniques',
          'incident response and investigation',
          'rigour, discretion and an analytical mind',
        ],
      },
    ),
    salaryRange: salary(38000, 55000),
    programmes: ['bachelor-cybersecurite', 'mastere-cybersecurite'],
  },
  {
    slug: 'pentester',
    title: { fr: "Pentester (auditeur en tests d'intrusion)", en: 'Penetration tester' },
    summary: {
      fr: "Le pentester simule des attaques, avec l'accord de l'organisation, pour identifier les failles de ses applications et de son infrastructure avant les pirates.",
      en: "Penetration testers simulate attacks, with the organisation's consent, to find weaknesses in its applications and infrastructure before attackers do.",
    },
    description: description(
      {
        missions: [
          "Dans un cadre contractuel strict, le pentester teste la résistance d'un site web, d'une application mobile, d'un réseau interne ou même des collaborateurs face à l'ingénierie sociale. Il recherche les vulnérabilités, les exploite de manière maîtrisée et mesure leur impact réel.",
          "À l'issue de chaque mission, il rédige un rapport clair et hiérarchisé, présente ses résultats aux équipes techniques et à la direction, et recommande des corrections concrètes.",
        ],
        skills: [
          'sécurité des applications web et des réseaux',
          "méthodologies et outils d'audit technique",
          'programmation et scripts',
          'rédaction de rapports et restitution orale',
          'éthique professionnelle et curiosité',
        ],
      },
      {
        missions: [
          'Under a strict contractual framework, penetration testers assess how well a website, a mobile app, an internal network or even staff (through social engineering) stand up to attacks. They look for vulnerabilities, exploit them in a controlled way and measure their real impact.',
          'At the end of each engagement, they write a clear, prioritised report, present their findings to technical teams and management, and recommend concrete fixes.',
        ],
        skills: [
          'web application and network security',
          'technical audit methods and tools',
          'programming and scripting',
          'report writing and presenting findings',
          'professional ethics and curiosity',
        ],
      },
    ),
    salaryRange: salary(40000, 60000),
    programmes: ['mastere-cybersecurite', 'bachelor-cybersecurite'],
  },
  {
    slug: 'data-analyst',
    title: { fr: 'Data analyst', en: 'Data analyst' },
    summary: {
      fr: "Le data analyst exploite les données de l'entreprise pour répondre aux questions des équipes métier et les aider à prendre de meilleures décisions.",
      en: "Data analysts use the company's data to answer business teams' questions and help them make better decisions.",
    },
    description: description(
      {
        missions: [
          'Le data analyst recueille les besoins des équipes (marketing, finance, logistique…), identifie les données utiles, les extrait et les nettoie. Il mène ensuite les analyses et construit des tableaux de bord faciles à lire.',
          "Il présente ses conclusions de manière pédagogique, propose des indicateurs de suivi et contribue à diffuser une culture de la donnée dans l'organisation.",
        ],
        skills: [
          "SQL et un langage d'analyse (Python ou R)",
          'statistiques descriptives et inférentielles',
          'outils de visualisation de données',
          'compréhension des enjeux métier',
          'pédagogie et esprit de synthèse',
        ],
      },
      {
        missions: [
          'Data analysts gather the needs of business teams (marketing, finance, logistics…), identify the relevant data, then extract and clean it. They carry out the analyses and build easy-to-read dashboards.',
          'They present their conclusions clearly, suggest tracking indicators and help spread a data culture across the organisation.',
        ],
        skills: [
          'SQL and an analysis language (Python or R)',
          'descriptive and inferential statistics',
          'data visualisation tools',
          'understanding of business issues',
          'clear communication and the ability to summarise',
        ],
      },
    ),
    salaryRange: salary(35000, 50000),
    programmes: ['bachelor-data-ia', 'mastere-data-engineering'],
  },
  {
    slug: 'data-scientist',
    title: { fr: 'Data scientist', en: 'Data scientist' },
    summary: {
      fr: "Le data scientist conçoit des modèles statistiques et d'apprentissage automatique pour prévoir, recommander ou automatiser à partir des données.",
      en: 'Data scientists build statistical and machine learning models to forecast, recommend or automate based on data.',
    },
    description: description(
      {
        missions: [
          "Le data scientist part d'une question métier — anticiper la demande, détecter la fraude, personnaliser une offre — et la traduit en problème de modélisation. Il explore les données, crée des variables pertinentes, entraîne et compare plusieurs modèles.",
          'Il évalue la fiabilité et les biais des modèles, explique leurs résultats aux décideurs et travaille avec les data engineers pour les mettre en production.',
        ],
        skills: [
          "Python et bibliothèques d'apprentissage automatique",
          'statistiques et mathématiques appliquées',
          'évaluation et explicabilité des modèles',
          'notions de MLOps',
          'capacité à vulgariser des résultats complexes',
        ],
      },
      {
        missions: [
          'Data scientists start from a business question — anticipating demand, detecting fraud, personalising an offer — and turn it into a modelling problem. They explore the data, engineer relevant features, and train and compare several models.',
          'They assess the reliability and biases of models, explain their results to decision-makers and work with data engineers to put them into production.',
        ],
        skills: [
          'Python and machine learning libraries',
          'statistics and applied mathematics',
          'model evaluation and explainability',
          'MLOps basics',
          'the ability to explain complex results simply',
        ],
      },
    ),
    salaryRange: salary(42000, 62000),
    programmes: ['mastere-expert-ia', 'bachelor-data-ia'],
  },
  {
    slug: 'data-engineer',
    title: { fr: 'Data engineer', en: 'Data engineer' },
    summary: {
      fr: 'Le data engineer construit et fait fonctionner les plateformes et les pipelines qui collectent, transforment et mettent les données à disposition.',
      en: 'Data engineers build and run the platforms and pipelines that collect, transform and deliver data.',
    },
    description: description(
      {
        missions: [
          "Le data engineer conçoit l'architecture des données de l'entreprise : il développe les flux d'ingestion depuis les applications, les fichiers ou les capteurs, organise le stockage dans des entrepôts ou des lacs de données et automatise les transformations.",
          'Il veille à la qualité, à la sécurité et à la performance des traitements, tout en maîtrisant les coûts. Il est le partenaire privilégié des data analysts et des data scientists.',
        ],
        skills: [
          'SQL avancé et Python',
          'orchestration de pipelines et traitement distribué',
          'plateformes de données dans le cloud',
          'modélisation des données',
          'qualité, gouvernance et sécurité des données',
        ],
      },
      {
        missions: [
          "Data engineers design the company's data architecture: they build ingestion flows from applications, files or sensors, organise storage in data warehouses or lakes and automate transformations.",
          'They ensure processing is reliable, secure and fast, while keeping costs under control. They are the go-to partners of data analysts and data scientists.',
        ],
        skills: [
          'advanced SQL and Python',
          'pipeline orchestration and distributed processing',
          'cloud data platforms',
          'data modelling',
          'data quality, governance and security',
        ],
      },
    ),
    salaryRange: salary(42000, 60000),
    programmes: ['mastere-data-engineering', 'bachelor-data-ia'],
  },
  {
    slug: 'ingenieur-devops',
    title: { fr: 'Ingénieur DevOps', en: 'DevOps engineer' },
    summary: {
      fr: "L'ingénieur DevOps automatise la construction, les tests et le déploiement des applications pour livrer plus souvent et plus sereinement.",
      en: 'DevOps engineers automate the building, testing and deployment of applications so that teams can deliver more often and with confidence.',
    },
    description: description(
      {
        missions: [
          "À la frontière entre développement et exploitation, l'ingénieur DevOps met en place les chaînes d'intégration et de déploiement continus, décrit l'infrastructure sous forme de code et outille les équipes pour qu'elles livrent en toute autonomie.",
          'Il surveille les applications en production, analyse les incidents et améliore la fiabilité et la sécurité des plateformes. Il diffuse les bonnes pratiques auprès des développeurs.',
        ],
        skills: [
          'Linux, réseaux et scripts',
          'conteneurs et orchestration',
          'chaînes CI/CD et infrastructure as code',
          'observabilité et gestion des incidents',
          "esprit de collaboration et d'amélioration continue",
        ],
      },
      {
        missions: [
          'Working between development and operations, DevOps engineers set up continuous integration and delivery pipelines, describe infrastructure as code and give teams the tools to ship independently.',
          'They monitor applications in production, analyse incidents and improve platform reliability and security. They share good practices with developers.',
        ],
        skills: [
          'Linux, networking and scripting',
          'containers and orchestration',
          'CI/CD pipelines and infrastructure as code',
          'observability and incident management',
          'a collaborative, continuous-improvement mindset',
        ],
      },
    ),
    salaryRange: salary(42000, 60000),
    programmes: ['mastere-cloud-devops', 'bachelor-systemes-reseaux-cloud'],
  },
  {
    slug: 'architecte-cloud',
    title: { fr: 'Architecte cloud', en: 'Cloud architect' },
    summary: {
      fr: "L'architecte cloud conçoit des infrastructures hébergées dans le cloud qui soient sûres, disponibles et maîtrisées en coût.",
      en: 'Cloud architects design cloud-hosted infrastructures that are secure, highly available and cost-efficient.',
    },
    description: description(
      {
        missions: [
          "L'architecte cloud traduit les besoins des projets en architectures techniques : choix des services, organisation des réseaux, gestion des identités, plan de continuité. Il rédige les dossiers d'architecture et valide les choix des équipes.",
          "Il pilote les migrations vers le cloud, définit les standards de sécurité et de gouvernance, et suit les dépenses avec les équipes financières. C'est un poste accessible après quelques années d'expérience en exploitation ou en DevOps.",
        ],
        skills: [
          'services IaaS, PaaS et SaaS',
          'réseaux, sécurité et gestion des identités',
          'infrastructure as code',
          'FinOps et maîtrise des coûts',
          "vision d'ensemble et capacité à convaincre",
        ],
      },
      {
        missions: [
          'Cloud architects translate project needs into technical architectures: choice of services, network design, identity management, business continuity. They write architecture documents and review the choices made by teams.',
          "They lead migrations to the cloud, set security and governance standards, and track spending with finance teams. It is a role usually reached after a few years' experience in operations or DevOps.",
        ],
        skills: [
          'IaaS, PaaS and SaaS services',
          'networking, security and identity management',
          'infrastructure as code',
          'FinOps and cost control',
          'a big-picture view and persuasiveness',
        ],
      },
    ),
    salaryRange: salary(55000, 80000),
    programmes: ['mastere-cloud-devops', 'mastere-management-si'],
  },
  {
    slug: 'chef-de-projet-digital',
    title: { fr: 'Chef de projet digital', en: 'Digital project manager' },
    summary: {
      fr: "Le chef de projet digital coordonne la conception et la réalisation de sites, d'applications ou de services numériques, dans le respect des délais et du budget.",
      en: 'Digital project managers coordinate the design and delivery of websites, apps or digital services, on time and on budget.',
    },
    description: description(
      {
        missions: [
          "Le chef de projet digital recueille les besoins du client ou des équipes internes, rédige le cahier des charges et constitue l'équipe : développeurs, designers, rédacteurs, prestataires. Il planifie les étapes et anime les réunions de suivi.",
          'Pendant la réalisation, il arbitre les priorités, suit le budget, contrôle la qualité des livrables et organise les tests. Après la mise en ligne, il mesure les résultats et prépare les évolutions.',
        ],
        skills: [
          'méthodes de gestion de projet agiles et classiques',
          'culture technique du web',
          "notions d'UX et de référencement",
          'suivi budgétaire et gestion des risques',
          'communication et leadership',
        ],
      },
      {
        missions: [
          'Digital project managers gather the needs of the client or internal teams, write the specifications and put together the team: developers, designers, copywriters, suppliers. They plan the stages and run progress meetings.',
          'During delivery, they set priorities, track the budget, check the quality of deliverables and organise testing. After launch, they measure results and prepare the next improvements.',
        ],
        skills: [
          'agile and traditional project management methods',
          'technical web culture',
          'UX and SEO basics',
          'budget tracking and risk management',
          'communication and leadership',
        ],
      },
    ),
    salaryRange: salary(38000, 55000),
    programmes: ['mastere-chef-de-projet-digital', 'mba-strategie-digitale', 'programme-grande-ecole'],
  },
  {
    slug: 'product-owner',
    title: { fr: 'Product owner', en: 'Product owner' },
    summary: {
      fr: "Le product owner porte la vision d'un produit numérique et décide, avec l'équipe, des fonctionnalités qui apportent le plus de valeur aux utilisateurs.",
      en: 'Product owners carry the vision of a digital product and decide, with the team, which features bring the most value to users.',
    },
    description: description(
      {
        missions: [
          "Au cœur d'une équipe agile, le product owner rédige et priorise les besoins sous forme de récits utilisateurs, précise les critères d'acceptation et répond aux questions des développeurs au quotidien.",
          "Il rencontre régulièrement les utilisateurs, analyse les données d'usage et ajuste la feuille de route en conséquence. Il fait le lien entre l'équipe, les métiers et la direction.",
        ],
        skills: [
          'méthodes agiles et gestion du backlog',
          "recherche utilisateur et analyse de l'usage",
          'priorisation et prise de décision',
          'culture technique suffisante pour dialoguer avec les développeurs',
          'écoute et sens de la négociation',
        ],
      },
      {
        missions: [
          "At the heart of an agile team, product owners write and prioritise needs as user stories, specify acceptance criteria and answer developers' questions every day.",
          'They regularly meet users, analyse usage data and adjust the roadmap accordingly. They are the link between the team, business stakeholders and management.',
        ],
        skills: [
          'agile methods and backlog management',
          'user research and usage analysis',
          'prioritisation and decision-making',
          'enough technical culture to talk with developers',
          'listening and negotiation skills',
        ],
      },
    ),
    salaryRange: salary(42000, 60000),
    programmes: ['mastere-chef-de-projet-digital', 'mba-management-innovation', 'bachelor-ux-ui-design'],
  },
  {
    slug: 'ux-designer',
    title: { fr: 'UX designer', en: 'UX designer' },
    summary: {
      fr: "L'UX designer conçoit des parcours et des interfaces simples et efficaces, en partant des besoins réels des utilisateurs.",
      en: "UX designers create simple, effective journeys and interfaces based on users' real needs.",
    },
    description: description(
      {
        missions: [
          "L'UX designer commence par comprendre : il mène des entretiens, observe les usages et analyse les données pour identifier les difficultés rencontrées par les utilisateurs. Il formalise ensuite des parcours et des architectures de l'information.",
          "Il réalise des maquettes puis des prototypes interactifs, les fait tester et itère jusqu'à obtenir une solution convaincante. Il accompagne les développeurs jusqu'à la mise en ligne et veille à l'accessibilité.",
        ],
        skills: [
          'méthodes de recherche utilisateur',
          'maquettage et prototypage',
          "design d'interface et design system",
          'accessibilité numérique',
          'empathie et capacité à défendre ses choix',
        ],
      },
      {
        missions: [
          'UX designers start by understanding: they run interviews, observe behaviour and analyse data to identify the difficulties users face. They then map out user journeys and information architecture.',
          'They create mock-ups and interactive prototypes, have them tested and iterate until they reach a convincing solution. They support developers through to launch and keep an eye on accessibility.',
        ],
        skills: [
          'user research methods',
          'wireframing and prototyping',
          'interface design and design systems',
          'digital accessibility',
          'empathy and the ability to defend design choices',
        ],
      },
    ),
    salaryRange: salary(34000, 50000),
    programmes: ['bachelor-ux-ui-design', 'mastere-chef-de-projet-digital'],
  },
  {
    slug: 'consultant-erp',
    title: { fr: 'Consultant ERP', en: 'ERP consultant' },
    summary: {
      fr: 'Le consultant ERP accompagne les entreprises dans le choix, le paramétrage et le déploiement de leur progiciel de gestion intégré.',
      en: 'ERP consultants help companies choose, configure and roll out their enterprise resource planning system.',
    },
    description: description(
      {
        missions: [
          "Le consultant ERP analyse les processus de l'entreprise — achats, ventes, stocks, comptabilité, paie — et les traduit en paramétrages du progiciel. Il anime des ateliers avec les équipes métier et rédige les spécifications.",
          "Il organise la reprise des données, conduit les tests, forme les utilisateurs et les accompagne au démarrage. Il peut exercer dans un cabinet de conseil, chez un éditeur ou au sein de la direction des systèmes d'information d'une entreprise.",
        ],
        skills: [
          'connaissance des processus de gestion et de la comptabilité',
          "paramétrage d'un progiciel de gestion intégré",
          'SQL et reprise de données',
          "animation d'ateliers et formation des utilisateurs",
          'sens du client et pédagogie',
        ],
      },
      {
        missions: [
          "ERP consultants analyse the company's processes — purchasing, sales, inventory, accounting, payroll — and turn them into system settings. They run workshops with business teams and write specifications.",
          "They organise data migration, run tests, train users and support them at go-live. They may work for a consulting firm, a software vendor or within a company's IT department.",
        ],
        skills: [
          'knowledge of business processes and accounting',
          'ERP configuration',
          'SQL and data migration',
          'running workshops and training users',
          'client focus and teaching skills',
        ],
      },
    ),
    salaryRange: salary(38000, 55000),
    programmes: ['mastere-management-si', 'bachelor-gestion-entreprise', 'bts-comptabilite-gestion'],
  },
  {
    slug: 'responsable-marketing-digital',
    title: { fr: 'Responsable marketing digital', en: 'Digital marketing manager' },
    summary: {
      fr: "Le responsable marketing digital définit et pilote la stratégie en ligne d'une marque pour attirer, convertir et fidéliser ses clients.",
      en: "Digital marketing managers define and lead a brand's online strategy to attract, convert and retain customers.",
    },
    description: description(
      {
        missions: [
          "Le responsable marketing digital construit le plan d'action en ligne : référencement, publicité, réseaux sociaux, e-mailing, partenariats. Il répartit le budget entre les canaux et coordonne les équipes internes et les agences.",
          'Il suit en permanence les indicateurs de performance, mène des tests pour améliorer les conversions et rend compte des résultats à la direction. Il assure une veille constante sur les nouveaux usages et outils.',
        ],
        skills: [
          "stratégie d'acquisition et de fidélisation",
          'SEO, SEA et publicité sur les réseaux sociaux',
          'marketing automation et CRM',
          'analyse de données et pilotage budgétaire',
          "management d'équipe et de prestataires",
        ],
      },
      {
        missions: [
          'Digital marketing managers build the online action plan: search, advertising, social media, e-mailing, partnerships. They allocate the budget across channels and coordinate in-house teams and agencies.',
          'They constantly track performance indicators, run tests to improve conversions and report results to management. They keep a close watch on new uses and tools.',
        ],
        skills: [
          'acquisition and retention strategy',
          'SEO, paid search and social media advertising',
          'marketing automation and CRM',
          'data analysis and budget management',
          'managing teams and agencies',
        ],
      },
    ),
    salaryRange: salary(40000, 60000),
    programmes: ['mastere-marketing-digital', 'bachelor-marketing-digital', 'mba-strategie-digitale'],
  },
  {
    slug: 'community-manager',
    title: { fr: 'Community manager', en: 'Community manager' },
    summary: {
      fr: "Le community manager anime la présence d'une marque sur les réseaux sociaux et entretient une relation de proximité avec sa communauté.",
      en: "Community managers run a brand's presence on social media and keep a close relationship with its community.",
    },
    description: description(
      {
        missions: [
          'Le community manager définit une ligne éditoriale, prépare un calendrier de publications et crée les contenus : textes, visuels, vidéos courtes. Il adapte le ton et les formats à chaque réseau social.',
          "Il répond aux messages et aux commentaires, modère les échanges et repère les signaux de crise. Il analyse les statistiques d'audience et propose des actions pour faire grandir la communauté.",
        ],
        skills: [
          'aisance rédactionnelle et orthographe irréprochable',
          'création de visuels et de vidéos courtes',
          'connaissance fine des réseaux sociaux',
          "analyse des statistiques d'audience",
          'réactivité et sens de la relation',
        ],
      },
      {
        missions: [
          'Community managers set editorial guidelines, plan a publishing calendar and create content: copy, visuals, short videos. They adapt tone and formats to each social network.',
          'They reply to messages and comments, moderate discussions and spot early signs of a crisis. They analyse audience statistics and suggest actions to grow the community.',
        ],
        skills: [
          'strong writing skills and flawless spelling',
          'creating visuals and short videos',
          'in-depth knowledge of social networks',
          'audience analytics',
          'responsiveness and people skills',
        ],
      },
    ),
    salaryRange: salary(26000, 36000),
    programmes: ['bachelor-marketing-digital', 'bts-ndrc'],
  },
  {
    slug: 'business-developer',
    title: { fr: 'Business developer', en: 'Business developer' },
    summary: {
      fr: 'Le business developer identifie de nouveaux clients et de nouveaux marchés, et transforme les opportunités en contrats durables.',
      en: 'Business developers find new customers and markets, and turn opportunities into lasting contracts.',
    },
    description: description(
      {
        missions: [
          "Le business developer cible les entreprises à prospecter, les contacte par téléphone, par e-mail ou sur les réseaux professionnels, et présente l'offre de manière convaincante. Il qualifie les besoins et construit des propositions commerciales sur mesure.",
          "Il négocie, conclut les contrats et suit ses comptes dans la durée. Il partage avec les équipes marketing et produit les retours du terrain pour faire évoluer l'offre.",
        ],
        skills: [
          'prospection multicanale et outils CRM',
          'négociation et conclusion de contrats',
          'compréhension des besoins des clients',
          "suivi d'indicateurs commerciaux",
          'ténacité, aisance relationnelle et autonomie',
        ],
      },
      {
        missions: [
          'Business developers target the companies to approach, contact them by phone, e-mail or professional networks, and present the offer convincingly. They qualify needs and build tailored commercial proposals.',
          'They negotiate, close deals and manage their accounts over time. They share feedback from the field with marketing and product teams to help the offer evolve.',
        ],
        skills: [
          'multichannel prospecting and CRM tools',
          'negotiation and closing',
          'understanding customer needs',
          'tracking sales indicators',
          'tenacity, people skills and autonomy',
        ],
      },
    ),
    salaryRange: {
      fr: '32 000 € à 50 000 € brut annuel, part variable comprise',
      en: '€32,000 to €50,000 gross per year, including variable pay',
    },
    programmes: ['bts-ndrc', 'bachelor-gestion-entreprise', 'pge-parcours-entrepreneuriat', 'pge-parcours-international'],
  },
  {
    slug: 'controleur-de-gestion',
    title: { fr: 'Contrôleur de gestion', en: 'Management controller' },
    summary: {
      fr: "Le contrôleur de gestion construit les budgets, suit les résultats et aide la direction à piloter la performance de l'entreprise.",
      en: "Management controllers build budgets, track results and help management steer the company's performance.",
    },
    description: description(
      {
        missions: [
          'Le contrôleur de gestion prépare les budgets avec les responsables de service, produit les tableaux de bord mensuels et analyse les écarts entre le prévu et le réalisé. Il calcule les coûts et la rentabilité des activités.',
          "Il alerte la direction sur les dérives, propose des plans d'action et participe aux décisions d'investissement. Il améliore aussi les outils de reporting et automatise la production des indicateurs.",
        ],
        skills: [
          'comptabilité générale et analytique',
          'construction budgétaire et analyse des écarts',
          'tableur avancé et outils de reporting',
          "connaissance d'un progiciel de gestion intégré",
          'rigueur et capacité à dialoguer avec les opérationnels',
        ],
      },
      {
        missions: [
          'Management controllers prepare budgets with department heads, produce monthly dashboards and analyse variances between forecast and actual figures. They calculate the costs and profitability of activities.',
          'They warn management about overruns, suggest action plans and take part in investment decisions. They also improve reporting tools and automate the production of indicators.',
        ],
        skills: [
          'financial and cost accounting',
          'budgeting and variance analysis',
          'advanced spreadsheets and reporting tools',
          'knowledge of an ERP system',
          'rigour and the ability to work with operational teams',
        ],
      },
    ),
    salaryRange: salary(36000, 52000),
    programmes: ['bts-comptabilite-gestion', 'bachelor-gestion-entreprise', 'programme-grande-ecole'],
  },
  {
    slug: 'responsable-rh',
    title: { fr: 'Responsable ressources humaines', en: 'Human resources manager' },
    summary: {
      fr: 'Le responsable RH pilote le recrutement, le développement des compétences, la gestion administrative du personnel et le dialogue social.',
      en: 'HR managers oversee recruitment, skills development, staff administration and employee relations.',
    },
    description: description(
      {
        missions: [
          "Le responsable RH définit et met en œuvre la politique ressources humaines : recrutement, intégration, formation, rémunération, gestion des carrières. Il veille au respect du droit du travail et supervise la paie et l'administration du personnel.",
          "Interlocuteur des représentants du personnel, il conduit le dialogue social et agit pour la qualité de vie au travail. Il accompagne les managers et joue un rôle clé dans les projets de transformation de l'entreprise.",
        ],
        skills: [
          'droit du travail et relations sociales',
          'recrutement et gestion des compétences',
          "systèmes d'information RH et indicateurs sociaux",
          'conduite du changement',
          "écoute, discrétion et sens de l'équité",
        ],
      },
      {
        missions: [
          'HR managers define and implement the human resources policy: recruitment, onboarding, training, pay and career management. They ensure compliance with employment law and oversee payroll and staff administration.',
          "As the main contact for employee representatives, they lead employee relations and work to improve well-being at work. They support managers and play a key role in the company's transformation projects.",
        ],
        skills: [
          'employment law and industrial relations',
          'recruitment and skills management',
          'HR information systems and workforce indicators',
          'change management',
          'listening skills, discretion and a sense of fairness',
        ],
      },
    ),
    salaryRange: salary(40000, 60000),
    programmes: ['mba-rh-transformation', 'bts-gpme', 'programme-grande-ecole'],
  },
  {
    slug: 'ingenieur-ia',
    title: { fr: 'Ingénieur en intelligence artificielle', en: 'AI engineer' },
    summary: {
      fr: "L'ingénieur IA conçoit, intègre et met en production des solutions d'intelligence artificielle au service des produits et des processus de l'entreprise.",
      en: "AI engineers design, integrate and deploy artificial intelligence solutions that serve the company's products and processes.",
    },
    description: description(
      {
        missions: [
          "L'ingénieur IA transforme des prototypes prometteurs en services fiables : il sélectionne ou entraîne les modèles, les intègre dans les applications via des API et conçoit des assistants s'appuyant sur des modèles de langage et sur les documents de l'entreprise.",
          'Il met en place le suivi des modèles en production, mesure leur qualité, maîtrise leurs coûts et veille au respect de la réglementation et de la confidentialité des données.',
        ],
        skills: [
          'Python, apprentissage automatique et deep learning',
          'modèles de langage et IA générative',
          'MLOps, API et déploiement dans le cloud',
          "évaluation, sécurité et conformité des systèmes d'IA",
          "esprit d'ingénierie et sens du produit",
        ],
      },
      {
        missions: [
          "AI engineers turn promising prototypes into reliable services: they select or train models, integrate them into applications through APIs and build assistants based on language models and the company's own documents.",
          'They set up monitoring of models in production, measure their quality, control their costs and ensure compliance with regulations and data confidentiality.',
        ],
        skills: [
          'Python, machine learning and deep learning',
          'language models and generative AI',
          'MLOps, APIs and cloud deployment',
          'evaluation, security and compliance of AI systems',
          'an engineering mindset and product sense',
        ],
      },
    ),
    salaryRange: salary(45000, 65000),
    programmes: ['mastere-expert-ia', 'bachelor-data-ia'],
  },
];
