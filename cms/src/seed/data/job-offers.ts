// Work-study and internship offers from fictional partner companies.
// `level` is the level required from the candidate (0 = baccalauréat, 2 = Bac+2, … 5 = Bac+5). Level 1
// is not used: the English course dictionary has no level 1 (spec §9).

import type { JobOfferSeed, Localized, RichText } from '../types';
import { DEMO_HOSTS } from './ids';

const md = (...lines: string[]): RichText => lines.join('\n');

interface OfferText {
  title: string;
  intro: string;
  missions: string[];
  profile: string[];
  rhythm: string;
}

const offer = (
  base: Pick<JobOfferSeed, 'slug' | 'company' | 'city' | 'level' | 'contract' | 'publishedDaysAgo'>,
  fr: OfferText,
  en: OfferText,
): JobOfferSeed => ({
  ...base,
  title: { fr: fr.title, en: en.title },
  description: {
    fr: md(
      fr.intro,
      '',
      '## Vos missions',
      '',
      ...fr.missions.map((m) => `- ${m}`),
      '',
      '## Votre profil',
      '',
      ...fr.profile.map((p) => `- ${p}`),
      '',
      '## Rythme et conditions',
      '',
      fr.rhythm,
    ),
    en: md(
      en.intro,
      '',
      '## Your role',
      '',
      ...en.missions.map((m) => `- ${m}`),
      '',
      '## About you',
      '',
      ...en.profile.map((p) => `- ${p}`),
      '',
      '## Schedule and conditions',
      '',
      en.rhythm,
    ),
  } satisfies Localized<RichText>,
  applyUrl: `${DEMO_HOSTS.jobs}/offres/${base.slug}`,
});

// Usual work-study rhythms, by programme family.
const rhythmBts: Localized<string> = {
  fr: "Alternance sur deux ans : deux jours par semaine à l'école, trois jours en entreprise. Rémunération selon la grille légale de l'apprentissage.",
  en: 'Two-year work-study contract: two days a week at school, three days in the company. Pay according to the statutory apprenticeship scale.',
};
const rhythmBachelor: Localized<string> = {
  fr: "Alternance sur un an : une semaine à l'école, deux semaines en entreprise. Rémunération selon la grille légale de l'apprentissage.",
  en: 'One-year work-study contract: one week at school, two weeks in the company. Pay according to the statutory apprenticeship scale.',
};
const rhythmMastere: Localized<string> = {
  fr: "Alternance : une semaine à l'école, trois semaines en entreprise. Rémunération selon la grille légale de l'apprentissage, majorée par l'accord d'entreprise.",
  en: 'Work-study: one week at school, three weeks in the company. Pay according to the statutory apprenticeship scale, topped up under the company agreement.',
};

export const jobOffers: JobOfferSeed[] = [
  offer(
    {
      slug: 'alternance-developpeur-web-lyon-quai-saone-logiciels',
      company: 'Quai Saône Logiciels',
      city: 'Lyon',
      level: 2,
      contract: 'apprenticeship',
      publishedDaysAgo: 3,
    },
    {
      title: 'Développeur web en alternance (Bachelor Développement web)',
      intro:
        '**Quai Saône Logiciels** édite depuis douze ans des logiciels de réservation pour les salles de sport et les centres de loisirs. Notre équipe de quinze développeurs recherche un alternant pour la rentrée.',
      missions: [
        'développer de nouvelles fonctionnalités sur notre application de réservation en ligne ;',
        'corriger les anomalies remontées par le support client ;',
        'écrire des tests automatisés et participer aux revues de code ;',
        "contribuer à l'amélioration de l'accessibilité de nos interfaces.",
      ],
      profile: [
        "titulaire d'un Bac+2 en informatique, vous intégrez le Bachelor Développement web en alternance ;",
        'vous connaissez JavaScript et au moins un langage serveur ;',
        'vous aimez comprendre les besoins des utilisateurs et travailler en équipe.',
      ],
      rhythm: rhythmBachelor.fr + ' Démarrage en septembre, télétravail possible un jour par semaine.',
    },
    {
      title: 'Work-study web developer (Bachelor in Web Development)',
      intro:
        '**Quai Saône Logiciels** has been building booking software for gyms and leisure centres for twelve years. Our team of fifteen developers is looking for a work-study student for the new academic year.',
      missions: [
        'develop new features for our online booking application;',
        'fix bugs reported by customer support;',
        'write automated tests and take part in code reviews;',
        'help improve the accessibility of our interfaces.',
      ],
      profile: [
        'you have completed two years of higher education in computing and are joining the work-study Bachelor in Web Development;',
        'you know JavaScript and at least one server-side language;',
        'you enjoy understanding user needs and working as part of a team.',
      ],
      rhythm: rhythmBachelor.en + ' Starts in September, with one day of remote work per week.',
    },
  ),
  offer(
    {
      slug: 'alternance-analyste-soc-paris-sentinelle-oree',
      company: 'Sentinelle Orée',
      city: 'Paris',
      level: 3,
      contract: 'apprenticeship',
      publishedDaysAgo: 7,
    },
    {
      title: 'Analyste SOC en alternance (Mastère Expert en cybersécurité)',
      intro:
        "**Sentinelle Orée** est un prestataire de services de sécurité managés qui surveille jour et nuit le système d'information d'une soixantaine d'entreprises de taille intermédiaire.",
      missions: [
        'analyser et qualifier les alertes de sécurité remontées par notre plateforme de supervision ;',
        'participer aux investigations lors des incidents confirmés ;',
        "améliorer les règles de détection et les procédures de l'équipe ;",
        'rédiger des comptes rendus clairs à destination de nos clients.',
      ],
      profile: [
        "titulaire d'un Bac+3 en informatique, vous intégrez le Mastère Expert en cybersécurité ;",
        'vous avez de bonnes bases en systèmes, en réseaux et en lecture de journaux ;',
        "vous êtes rigoureux, curieux et à l'aise à l'écrit.",
      ],
      rhythm: rhythmMastere.fr + " Horaires de journée uniquement, pas d'astreinte pendant la première année.",
    },
    {
      title: 'Work-study SOC analyst (Mastère in Cybersecurity)',
      intro:
        '**Sentinelle Orée** is a managed security services provider that monitors the information systems of some sixty mid-sized companies around the clock.',
      missions: [
        'analyse and triage the security alerts raised by our monitoring platform;',
        'take part in investigations when incidents are confirmed;',
        "improve the team's detection rules and procedures;",
        'write clear reports for our clients.',
      ],
      profile: [
        'you have completed three years of higher education in computing and are joining the Mastère in Cybersecurity;',
        'you have sound knowledge of systems, networks and log analysis;',
        'you are rigorous, curious and a good writer.',
      ],
      rhythm: rhythmMastere.en + ' Daytime hours only, no on-call duty during the first year.',
    },
  ),
  offer(
    {
      slug: 'alternance-data-engineer-paris-nuanciel-data',
      company: 'Nuanciel Data',
      city: 'Paris',
      level: 4,
      contract: 'apprenticeship',
      publishedDaysAgo: 12,
    },
    {
      title: 'Data engineer en alternance (Mastère Data engineering, 2e année)',
      intro:
        "**Nuanciel Data** aide les enseignes de distribution à mieux prévoir leurs ventes grâce à une plateforme d'analyse des données de caisse et de stock.",
      missions: [
        "développer et maintenir des pipelines d'ingestion des données de nos clients ;",
        'modéliser les données dans notre entrepôt et optimiser les requêtes ;',
        'mettre en place des contrôles de qualité automatisés ;',
        'documenter les flux et les jeux de données.',
      ],
      profile: [
        "titulaire d'un Bac+4 en informatique ou en data, vous entrez en 2e année du Mastère Data engineering ;",
        'vous maîtrisez SQL et Python ;',
        "une première expérience avec un outil d'orchestration est un plus.",
      ],
      rhythm: rhythmMastere.fr + " Contrat d'un an, démarrage en septembre.",
    },
    {
      title: 'Work-study data engineer (Mastère in Data Engineering, 2nd year)',
      intro:
        '**Nuanciel Data** helps retailers forecast their sales more accurately with a platform that analyses till and inventory data.',
      missions: [
        "develop and maintain pipelines that ingest our clients' data;",
        'model data in our warehouse and optimise queries;',
        'set up automated data quality checks;',
        'document data flows and datasets.',
      ],
      profile: [
        'you have completed four years of higher education in computing or data and are entering the second year of the Mastère in Data Engineering;',
        'you are proficient in SQL and Python;',
        'previous experience with an orchestration tool is a plus.',
      ],
      rhythm: rhythmMastere.en + ' One-year contract starting in September.',
    },
  ),
  offer(
    {
      slug: 'alternance-technicien-support-bordeaux-estuaire-services',
      company: 'Estuaire Services Informatiques',
      city: 'Bordeaux',
      level: 0,
      contract: 'apprenticeship',
      publishedDaysAgo: 21,
    },
    {
      title: 'Technicien support et réseaux en alternance (BTS SIO option SISR)',
      intro:
        "**Estuaire Services Informatiques** assure l'infogérance d'une centaine de PME et de cabinets libéraux de la métropole bordelaise.",
      missions: [
        "répondre aux demandes d'assistance des utilisateurs, par téléphone ou sur site ;",
        'installer et configurer postes de travail, imprimantes et équipements réseau ;',
        'participer à la mise en place de serveurs et de solutions de sauvegarde ;',
        "tenir à jour l'inventaire et la documentation des parcs clients.",
      ],
      profile: [
        'titulaire du baccalauréat ou en terminale, vous intégrez le BTS SIO option SISR ;',
        'vous aimez dépanner, comprendre et expliquer ;',
        'le permis B serait apprécié pour les interventions chez nos clients.',
      ],
      rhythm: rhythmBts.fr + ' Démarrage en septembre, véhicule de service pour les déplacements.',
    },
    {
      title: 'Work-study IT support and network technician (BTS SIO, SISR option)',
      intro:
        '**Estuaire Services Informatiques** provides managed IT services to around a hundred small businesses and professional practices in the Bordeaux area.',
      missions: [
        'answer user support requests, by phone or on site;',
        'install and configure workstations, printers and network devices;',
        'help set up servers and backup solutions;',
        "keep clients' asset inventories and documentation up to date.",
      ],
      profile: [
        'you hold the baccalauréat or are in your final year of secondary school, and are joining the BTS SIO SISR option;',
        'you enjoy fixing things, understanding how they work and explaining them;',
        'a driving licence would be appreciated for client visits.',
      ],
      rhythm: rhythmBts.en + ' Starts in September, with a company vehicle for travel.',
    },
  ),
  offer(
    {
      slug: 'alternance-charge-marketing-digital-nantes-biscuiterie-trois-quais',
      company: 'Biscuiterie des Trois Quais',
      city: 'Nantes',
      level: 2,
      contract: 'apprenticeship',
      publishedDaysAgo: 9,
    },
    {
      title: 'Chargé de marketing digital en alternance (Bachelor Marketing digital)',
      intro:
        "**Biscuiterie des Trois Quais** fabrique des biscuits artisanaux vendus dans ses trois boutiques nantaises et sur sa boutique en ligne, qui représente aujourd'hui un tiers de son chiffre d'affaires.",
      missions: [
        'animer nos comptes sur les réseaux sociaux et préparer le calendrier éditorial ;',
        "concevoir et envoyer nos lettres d'information ;",
        'suivre les performances de la boutique en ligne et proposer des améliorations ;',
        "préparer les temps forts commerciaux (fêtes de fin d'année, Pâques, rentrée).",
      ],
      profile: [
        "titulaire d'un Bac+2 en commerce ou en communication, vous intégrez le Bachelor Marketing digital ;",
        "vous êtes créatif et à l'aise avec les outils de création visuelle ;",
        'vous avez le goût des chiffres autant que celui des mots.',
      ],
      rhythm: rhythmBachelor.fr + ' Démarrage en septembre.',
    },
    {
      title: 'Work-study digital marketing officer (Bachelor in Digital Marketing)',
      intro:
        '**Biscuiterie des Trois Quais** makes handcrafted biscuits sold in its three shops in Nantes and through its online shop, which now accounts for a third of its revenue.',
      missions: [
        'run our social media accounts and plan the editorial calendar;',
        'design and send our newsletters;',
        "track the online shop's performance and suggest improvements;",
        'prepare key sales periods (Christmas, Easter, back to school).',
      ],
      profile: [
        'you have completed two years of higher education in sales or communication and are joining the Bachelor in Digital Marketing;',
        'you are creative and comfortable with visual design tools;',
        'you like figures as much as words.',
      ],
      rhythm: rhythmBachelor.en + ' Starts in September.',
    },
  ),
  offer(
    {
      slug: 'alternance-chef-de-projet-digital-lille-beffroi-studio',
      company: 'Beffroi Studio',
      city: 'Lille',
      level: 3,
      contract: 'apprenticeship',
      publishedDaysAgo: 15,
    },
    {
      title: 'Chef de projet digital en alternance (Mastère Chef de projet digital)',
      intro:
        '**Beffroi Studio** est une agence de vingt-cinq personnes qui conçoit des sites et des applications pour des collectivités, des associations et des entreprises régionales.',
      missions: [
        'participer au recueil des besoins et à la rédaction des cahiers des charges ;',
        'planifier les projets et animer les points de suivi avec les clients ;',
        "coordonner les développeurs et les designers de l'agence ;",
        'organiser les phases de recette et la mise en ligne.',
      ],
      profile: [
        "titulaire d'un Bac+3, vous intégrez le Mastère Chef de projet digital ;",
        'vous avez une première culture du web et de ses métiers ;',
        "vous êtes organisé, diplomate et à l'aise à l'oral.",
      ],
      rhythm: rhythmMastere.fr + ' Contrat de deux ans, démarrage en septembre.',
    },
    {
      title: 'Work-study digital project manager (Mastère in Digital Project Management)',
      intro:
        '**Beffroi Studio** is a 25-person agency that designs websites and apps for local authorities, non-profits and regional businesses.',
      missions: [
        'help gather requirements and write specifications;',
        'plan projects and run progress meetings with clients;',
        "coordinate the agency's developers and designers;",
        'organise acceptance testing and go-live.',
      ],
      profile: [
        'you have completed three years of higher education and are joining the Mastère in Digital Project Management;',
        'you have some background in the web and its professions;',
        'you are organised, diplomatic and comfortable speaking in front of others.',
      ],
      rhythm: rhythmMastere.en + ' Two-year contract starting in September.',
    },
  ),
  offer(
    {
      slug: 'alternance-ingenieur-devops-toulouse-aerocode-systemes',
      company: 'Aérocode Systèmes',
      city: 'Toulouse',
      level: 3,
      contract: 'apprenticeship',
      publishedDaysAgo: 5,
    },
    {
      title: 'Ingénieur DevOps en alternance (Mastère Cloud et DevOps)',
      intro:
        '**Aérocode Systèmes** développe des logiciels de planification de la maintenance pour des compagnies aériennes régionales et des ateliers de maintenance aéronautique.',
      missions: [
        "faire évoluer nos chaînes d'intégration et de déploiement continus ;",
        "décrire notre infrastructure sous forme de code et l'automatiser ;",
        'améliorer la supervision et les alertes de nos environnements ;',
        "accompagner les développeurs dans l'adoption des bonnes pratiques.",
      ],
      profile: [
        "titulaire d'un Bac+3 en informatique, vous intégrez le Mastère Cloud et DevOps ;",
        "vous êtes à l'aise avec Linux, les scripts et les conteneurs ;",
        "vous aimez automatiser tout ce qui peut l'être.",
      ],
      rhythm: rhythmMastere.fr + ' Contrat de deux ans, démarrage en septembre ou en octobre.',
    },
    {
      title: 'Work-study DevOps engineer (Mastère in Cloud and DevOps)',
      intro: '**Aérocode Systèmes** builds maintenance planning software for regional airlines and aircraft maintenance workshops.',
      missions: [
        'improve our continuous integration and delivery pipelines;',
        'describe our infrastructure as code and automate it;',
        'improve monitoring and alerting across our environments;',
        'help developers adopt good practices.',
      ],
      profile: [
        'you have completed three years of higher education in computing and are joining the Mastère in Cloud and DevOps;',
        'you are comfortable with Linux, scripting and containers;',
        'you like to automate everything that can be automated.',
      ],
      rhythm: rhythmMastere.en + ' Two-year contract starting in September or October.',
    },
  ),
  offer(
    {
      slug: 'alternance-commercial-marseille-calanques-distribution-pro',
      company: 'Calanques Distribution Pro',
      city: 'Marseille',
      level: 0,
      contract: 'apprenticeship',
      publishedDaysAgo: 30,
    },
    {
      title: 'Commercial terrain et digital en alternance (BTS NDRC)',
      intro:
        "**Calanques Distribution Pro** fournit les restaurants, hôtels et cafés de la région en équipements de cuisine et en produits d'entretien professionnels.",
      missions: [
        'prospecter de nouveaux établissements sur votre secteur ;',
        'présenter nos gammes et établir des devis ;',
        'suivre et fidéliser un portefeuille de clients ;',
        'animer notre page professionnelle et relayer nos offres en ligne.',
      ],
      profile: [
        'titulaire du baccalauréat ou en terminale, vous intégrez le BTS NDRC ;',
        'vous avez le goût du contact et du challenge ;',
        'le permis B est indispensable.',
      ],
      rhythm: rhythmBts.fr + ' Primes sur objectifs en plus de la rémunération légale.',
    },
    {
      title: 'Work-study field and digital sales representative (BTS NDRC)',
      intro:
        '**Calanques Distribution Pro** supplies restaurants, hotels and cafés across the region with professional kitchen equipment and cleaning products.',
      missions: [
        'prospect new venues in your area;',
        'present our product ranges and draw up quotes;',
        'manage and grow a customer portfolio;',
        'run our business page and share our offers online.',
      ],
      profile: [
        'you hold the baccalauréat or are in your final year of secondary school, and are joining the BTS NDRC;',
        'you enjoy meeting people and rising to a challenge;',
        'a driving licence is essential.',
      ],
      rhythm: rhythmBts.en + ' Performance bonuses on top of the statutory pay.',
    },
  ),
  offer(
    {
      slug: 'alternance-administrateur-systemes-rennes-armor-infogerance',
      company: 'Armor Infogérance',
      city: 'Rennes',
      level: 2,
      contract: 'apprenticeship',
      publishedDaysAgo: 18,
    },
    {
      title: 'Administrateur systèmes et réseaux en alternance (Bachelor Systèmes, réseaux et cloud)',
      intro:
        '**Armor Infogérance** héberge et administre les infrastructures de PME bretonnes dans ses deux centres de données de la région rennaise.',
      missions: [
        'administrer des serveurs Linux et Windows virtualisés ;',
        'participer à la migration de services clients vers notre cloud privé ;',
        'automatiser les tâches récurrentes par des scripts ;',
        "traiter les incidents de niveau 2 avec l'équipe d'exploitation.",
      ],
      profile: [
        "titulaire d'un BTS SIO option SISR ou d'un diplôme équivalent, vous intégrez le Bachelor Systèmes, réseaux et cloud ;",
        "vous maîtrisez les bases des réseaux et de l'administration Linux ;",
        'vous êtes méthodique et soucieux de documenter votre travail.',
      ],
      rhythm: rhythmBachelor.fr + ' Démarrage en septembre.',
    },
    {
      title: 'Work-study systems and network administrator (Bachelor in Systems, Networks and Cloud)',
      intro:
        '**Armor Infogérance** hosts and manages the infrastructure of small businesses in Brittany from its two data centres near Rennes.',
      missions: [
        'administer virtualised Linux and Windows servers;',
        "help migrate clients' services to our private cloud;",
        'automate recurring tasks with scripts;',
        'handle second-level incidents with the operations team.',
      ],
      profile: [
        'you hold a BTS SIO SISR option or an equivalent qualification and are joining the Bachelor in Systems, Networks and Cloud;',
        'you know the basics of networking and Linux administration;',
        'you are methodical and careful to document your work.',
      ],
      rhythm: rhythmBachelor.en + ' Starts in September.',
    },
  ),
  offer(
    {
      slug: 'alternance-data-scientist-grenoble-belledonne-analytics',
      company: 'Belledonne Analytics',
      city: 'Grenoble',
      level: 3,
      contract: 'apprenticeship',
      publishedDaysAgo: 26,
    },
    {
      title: 'Data scientist en alternance (Mastère Expert en intelligence artificielle)',
      intro:
        "**Belledonne Analytics** conçoit des modèles de prévision de consommation d'énergie pour des gestionnaires de bâtiments tertiaires et des collectivités.",
      missions: [
        'explorer et préparer des séries temporelles issues de capteurs ;',
        'entraîner et comparer des modèles de prévision ;',
        'évaluer la robustesse des modèles et expliquer leurs résultats ;',
        "participer à leur mise en production avec l'équipe data engineering.",
      ],
      profile: [
        "titulaire d'un Bac+3 en informatique, data ou mathématiques appliquées, vous intégrez le Mastère Expert en IA ;",
        'vous codez en Python et avez de solides bases en statistiques ;',
        'les questions de transition énergétique vous motivent.',
      ],
      rhythm: rhythmMastere.fr + ' Contrat de deux ans, démarrage en septembre.',
    },
    {
      title: 'Work-study data scientist (Mastère in Artificial Intelligence)',
      intro:
        '**Belledonne Analytics** builds energy consumption forecasting models for commercial building managers and local authorities.',
      missions: [
        'explore and prepare time series from sensors;',
        'train and compare forecasting models;',
        'assess model robustness and explain their results;',
        'help put models into production with the data engineering team.',
      ],
      profile: [
        'you have completed three years of higher education in computing, data or applied mathematics and are joining the Mastère in AI;',
        'you code in Python and have solid statistical foundations;',
        'you care about the energy transition.',
      ],
      rhythm: rhythmMastere.en + ' Two-year contract starting in September.',
    },
  ),
  offer(
    {
      slug: 'alternance-data-analyst-strasbourg-mutuelle-krutenau',
      company: 'Mutuelle Krutenau',
      city: 'Strasbourg',
      level: 2,
      contract: 'apprenticeship',
      publishedDaysAgo: 40,
    },
    {
      title: 'Data analyst en alternance (Bachelor Data et intelligence artificielle)',
      intro: '**Mutuelle Krutenau** est une mutuelle santé régionale qui protège plus de 80 000 adhérents en Alsace et en Moselle.',
      missions: [
        'produire les tableaux de bord mensuels de la direction commerciale ;',
        "analyser les motifs de résiliation et proposer des pistes d'action ;",
        'fiabiliser les données issues de nos outils de gestion ;',
        "répondre aux demandes d'analyse ponctuelles des équipes.",
      ],
      profile: [
        "titulaire d'un Bac+2 en informatique ou en statistique, vous intégrez le Bachelor Data et IA ;",
        'vous maîtrisez le tableur et les bases de SQL ;',
        'vous êtes rigoureux et attentif à la confidentialité des données.',
      ],
      rhythm: rhythmBachelor.fr + " Démarrage en septembre, restaurant d'entreprise sur place.",
    },
    {
      title: 'Work-study data analyst (Bachelor in Data and Artificial Intelligence)',
      intro: '**Mutuelle Krutenau** is a regional health insurance mutual covering more than 80,000 members in Alsace and Moselle.',
      missions: [
        "produce the sales department's monthly dashboards;",
        'analyse reasons for cancellations and suggest actions;',
        'improve the reliability of data from our management tools;',
        'handle ad hoc analysis requests from the teams.',
      ],
      profile: [
        'you have completed two years of higher education in computing or statistics and are joining the Bachelor in Data and AI;',
        'you are proficient with spreadsheets and know the basics of SQL;',
        'you are rigorous and mindful of data confidentiality.',
      ],
      rhythm: rhythmBachelor.en + ' Starts in September, with an on-site staff restaurant.',
    },
  ),
  offer(
    {
      slug: 'alternance-charge-marketing-montpellier-garrigue-cosmetiques',
      company: 'Garrigue & Co Cosmétiques',
      city: 'Montpellier',
      level: 3,
      contract: 'apprenticeship',
      publishedDaysAgo: 11,
    },
    {
      title: 'Chef de projet marketing digital en alternance (Mastère Marketing digital et data)',
      intro:
        '**Garrigue & Co Cosmétiques** conçoit des soins naturels à base de plantes méditerranéennes, vendus en ligne et dans 300 points de vente en France.',
      missions: [
        "piloter les campagnes d'acquisition sur les moteurs de recherche et les réseaux sociaux ;",
        "mettre en place des scénarios d'e-mails automatisés ;",
        'analyser les performances et construire les rapports mensuels ;',
        'coordonner les partenariats avec les créateurs de contenu.',
      ],
      profile: [
        "titulaire d'un Bac+3 en marketing ou en commerce, vous intégrez le Mastère Marketing digital et data ;",
        'vous avez une première expérience en marketing en ligne ;',
        "vous êtes à la fois créatif et à l'aise avec les chiffres.",
      ],
      rhythm: rhythmMastere.fr + ' Contrat de deux ans, démarrage en septembre.',
    },
    {
      title: 'Work-study digital marketing project manager (Mastère in Digital Marketing and Data)',
      intro:
        '**Garrigue & Co Cosmétiques** creates natural skincare products made from Mediterranean plants, sold online and in 300 stores across France.',
      missions: [
        'run acquisition campaigns on search engines and social media;',
        'set up automated e-mail journeys;',
        'analyse performance and build monthly reports;',
        'coordinate partnerships with content creators.',
      ],
      profile: [
        'you have completed three years of higher education in marketing or business and are joining the Mastère in Digital Marketing and Data;',
        'you have some experience in online marketing;',
        'you are both creative and comfortable with figures.',
      ],
      rhythm: rhythmMastere.en + ' Two-year contract starting in September.',
    },
  ),
  offer(
    {
      slug: 'stage-charge-projet-innovation-nice-riviera-mobilites-douces',
      company: 'Riviera Mobilités Douces',
      city: 'Nice',
      level: 4,
      contract: 'internship',
      publishedDaysAgo: 20,
    },
    {
      title: "Stage chargé de projet innovation (MBA Management de l'innovation)",
      intro:
        "**Riviera Mobilités Douces** exploite un réseau de vélos et de trottinettes électriques en libre-service sur la Côte d'Azur et prépare le lancement de nouveaux services.",
      missions: [
        'conduire des entretiens avec les usagers pour identifier de nouveaux besoins ;',
        'organiser des ateliers de design thinking avec les équipes ;',
        "construire le modèle économique d'un service d'abonnement pour les entreprises ;",
        'préparer le pilote et en mesurer les résultats.',
      ],
      profile: [
        "étudiant du MBA Management de l'innovation, vous êtes titulaire d'un Bac+4 ;",
        "vous êtes à l'aise avec l'analyse financière et les entretiens utilisateurs ;",
        "vous aimez passer rapidement de l'idée à l'action.",
      ],
      rhythm:
        "Stage de six mois à temps plein à partir de mars, gratification de 1 200 € par mois et prise en charge à 100 % de l'abonnement aux transports.",
    },
    {
      title: 'Innovation project officer internship (MBA in Innovation Management)',
      intro:
        '**Riviera Mobilités Douces** runs a network of shared electric bikes and scooters on the French Riviera and is preparing to launch new services.',
      missions: [
        'interview users to identify new needs;',
        'organise design thinking workshops with the teams;',
        'build the business model for a corporate subscription service;',
        'prepare the pilot and measure its results.',
      ],
      profile: [
        'you are a student on the MBA in Innovation Management and have completed four years of higher education;',
        'you are comfortable with financial analysis and user interviews;',
        'you like to move quickly from idea to action.',
      ],
      rhythm: 'Six-month full-time internship starting in March, paid €1,200 per month, with public transport passes fully reimbursed.',
    },
  ),
  offer(
    {
      slug: 'contrat-pro-charge-rh-reims-champagne-lheritier-dumas',
      company: 'Champagne Lhéritier-Dumas',
      city: 'Reims',
      level: 5,
      contract: 'professionalisation',
      publishedDaysAgo: 34,
    },
    {
      title: 'Chargé de développement RH en contrat de professionnalisation (MBA Ressources humaines et transformation)',
      intro:
        '**Champagne Lhéritier-Dumas** est une maison familiale de 140 salariés, qui emploie en outre plus de 300 saisonniers pendant les vendanges.',
      missions: [
        "piloter le recrutement et l'intégration des saisonniers ;",
        "déployer notre nouveau système d'information RH ;",
        'préparer le plan de développement des compétences ;',
        'participer à la préparation des réunions avec le comité social et économique.',
      ],
      profile: [
        "titulaire d'un Bac+5 en droit, en psychologie du travail ou en gestion, vous souhaitez vous spécialiser en RH avec le MBA Ressources humaines et transformation ;",
        'vous avez déjà une expérience en entreprise, même courte ;',
        "vous êtes discret, organisé et à l'écoute.",
      ],
      rhythm:
        "Contrat de professionnalisation d'un an : une semaine à l'école, trois semaines en entreprise. Rémunération selon profil, formation prise en charge par l'OPCO.",
    },
    {
      title: 'HR development officer on a professionalisation contract (MBA in Human Resources and Transformation)',
      intro:
        '**Champagne Lhéritier-Dumas** is a family-owned house with 140 employees, which also hires more than 300 seasonal workers for the grape harvest.',
      missions: [
        'manage recruitment and onboarding of seasonal workers;',
        'roll out our new HR information system;',
        'prepare the skills development plan;',
        'help prepare meetings with the works council.',
      ],
      profile: [
        'you hold a five-year degree in law, occupational psychology or management and want to specialise in HR through the MBA in Human Resources and Transformation;',
        'you already have some work experience, even brief;',
        'you are discreet, organised and a good listener.',
      ],
      rhythm:
        'One-year professionalisation contract: one week at school, three weeks in the company. Salary depending on experience; training funded by the OPCO.',
    },
  ),
  offer(
    {
      slug: 'alternance-developpeur-full-stack-clermont-ferrand-brume-basalte',
      company: 'Brume & Basalte',
      city: 'Clermont-Ferrand',
      level: 2,
      contract: 'apprenticeship',
      publishedDaysAgo: 2,
    },
    {
      title: 'Développeur full stack en alternance (Bachelor Développement web, 3e année)',
      intro:
        '**Brume & Basalte** est une jeune entreprise qui développe une application de gestion pour les refuges et les gîtes de montagne.',
      missions: [
        "développer des fonctionnalités complètes, de l'interface à l'API ;",
        'améliorer le fonctionnement hors connexion de notre application mobile ;',
        'écrire des tests et participer au déploiement continu ;',
        'échanger directement avec nos utilisateurs pour comprendre leurs besoins.',
      ],
      profile: [
        "titulaire d'un Bac+2 en informatique, vous intégrez la 3e année du Bachelor Développement web en alternance ;",
        'vous connaissez TypeScript et un framework front-end ;',
        "vous aimez l'autonomie et les petites équipes.",
      ],
      rhythm: rhythmBachelor.fr + ' Démarrage en septembre, locaux au cœur de Clermont-Ferrand.',
    },
    {
      title: 'Work-study full-stack developer (Bachelor in Web Development, 3rd year)',
      intro: '**Brume & Basalte** is a start-up building a management app for mountain huts and guesthouses.',
      missions: [
        'develop complete features, from interface to API;',
        'improve the offline mode of our mobile app;',
        'write tests and take part in continuous deployment;',
        'talk directly with our users to understand their needs.',
      ],
      profile: [
        'you have completed two years of higher education in computing and are joining the third year of the Bachelor in Web Development as a work-study student;',
        'you know TypeScript and a front-end framework;',
        'you enjoy autonomy and small teams.',
      ],
      rhythm: rhythmBachelor.en + ' Starts in September, offices in the heart of Clermont-Ferrand.',
    },
  ),
  offer(
    {
      slug: 'alternance-assistant-gestion-saint-etienne-cycles-du-furan',
      company: 'Cycles du Furan',
      city: 'Saint-Étienne',
      level: 0,
      contract: 'apprenticeship',
      publishedDaysAgo: 45,
    },
    {
      title: 'Assistant de gestion en alternance (BTS GPME)',
      intro:
        "**Cycles du Furan** assemble et vend des vélos de ville et des vélos à assistance électrique, avec une équipe de dix-huit personnes entre l'atelier et la boutique.",
      missions: [
        'gérer les devis, les commandes et la facturation ;',
        'suivre les relations avec les fournisseurs de pièces ;',
        'assurer le suivi administratif du personnel ;',
        "mettre à jour les tableaux de bord de l'activité.",
      ],
      profile: [
        'titulaire du baccalauréat ou en terminale, vous intégrez le BTS GPME ;',
        'vous êtes organisé et polyvalent ;',
        'la passion du vélo est un bonus, pas une obligation.',
      ],
      rhythm: rhythmBts.fr + ' Démarrage en septembre.',
    },
    {
      title: 'Work-study business administration assistant (BTS GPME)',
      intro:
        '**Cycles du Furan** assembles and sells city bikes and e-bikes, with a team of eighteen people between the workshop and the shop.',
      missions: [
        'handle quotes, orders and invoicing;',
        'manage relationships with parts suppliers;',
        'take care of staff administration;',
        'update the business dashboards.',
      ],
      profile: [
        'you hold the baccalauréat or are in your final year of secondary school, and are joining the BTS GPME;',
        'you are organised and versatile;',
        'a passion for cycling is a bonus, not a requirement.',
      ],
      rhythm: rhythmBts.en + ' Starts in September.',
    },
  ),
  offer(
    {
      slug: 'stage-assistant-comptable-dijon-cabinet-morvan-expertise',
      company: 'Cabinet Morvan Expertise',
      city: 'Dijon',
      level: 0,
      contract: 'internship',
      publishedDaysAgo: 52,
    },
    {
      title: 'Stage assistant comptable (BTS Comptabilité et gestion, 2e année)',
      intro:
        "**Cabinet Morvan Expertise** est un cabinet d'expertise comptable de trente collaborateurs, au service des artisans, commerçants et professions libérales de Côte-d'Or.",
      missions: [
        'saisir et réviser les opérations comptables de dossiers clients ;',
        'préparer les déclarations de TVA ;',
        'participer aux travaux de clôture des comptes ;',
        'assister les collaborateurs lors des rendez-vous clients.',
      ],
      profile: [
        'étudiant en 2e année de BTS Comptabilité et gestion ;',
        "vous êtes rigoureux et à l'aise avec le tableur ;",
        'vous avez le sens de la confidentialité.',
      ],
      rhythm: "Stage de six semaines à temps plein, de janvier à mi-février. Possibilité d'embauche ou d'alternance à l'issue du BTS.",
    },
    {
      title: 'Accounting assistant internship (BTS in Accounting and Management, 2nd year)',
      intro:
        "**Cabinet Morvan Expertise** is a 30-person chartered accounting firm serving craftspeople, shopkeepers and self-employed professionals in the Côte-d'Or area.",
      missions: [
        'record and review accounting entries for client files;',
        'prepare VAT returns;',
        'take part in year-end closing work;',
        'assist staff during client meetings.',
      ],
      profile: [
        'you are in the second year of the BTS in Accounting and Management;',
        'you are rigorous and comfortable with spreadsheets;',
        'you understand the importance of confidentiality.',
      ],
      rhythm: 'Six-week full-time internship, from January to mid-February. Possibility of a job or a work-study contract after the BTS.',
    },
  ),
  offer(
    {
      slug: 'alternance-consultant-erp-orleans-loire-progiciels-conseil',
      company: 'Loire Progiciels Conseil',
      city: 'Orléans',
      level: 4,
      contract: 'apprenticeship',
      publishedDaysAgo: 14,
    },
    {
      title: "Consultant ERP junior en alternance (Mastère Management des systèmes d'information, 2e année)",
      intro:
        '**Loire Progiciels Conseil** accompagne les PME industrielles et logistiques du Centre-Val de Loire dans le déploiement de leur progiciel de gestion intégré.',
      missions: [
        'animer des ateliers de recueil des besoins avec les équipes de nos clients ;',
        'paramétrer les modules achats, ventes et stocks ;',
        'préparer et contrôler la reprise des données ;',
        'former les utilisateurs et les accompagner au démarrage.',
      ],
      profile: [
        "titulaire d'un Bac+4 en systèmes d'information ou en gestion, vous entrez en 2e année du Mastère Management des SI ;",
        "vous connaissez les processus de gestion d'une entreprise et les bases de SQL ;",
        'vous aimez le contact client et les déplacements dans la région.',
      ],
      rhythm: rhythmMastere.fr + " Contrat d'un an, frais de déplacement pris en charge.",
    },
    {
      title: 'Work-study junior ERP consultant (Mastère in Information Systems Management, 2nd year)',
      intro:
        '**Loire Progiciels Conseil** helps manufacturing and logistics SMEs in the Centre-Val de Loire region roll out their ERP systems.',
      missions: [
        "run requirements workshops with our clients' teams;",
        'configure the purchasing, sales and inventory modules;',
        'prepare and check data migration;',
        'train users and support them at go-live.',
      ],
      profile: [
        'you have completed four years of higher education in information systems or management and are entering the second year of the Mastère in IS Management;',
        "you understand a company's business processes and know the basics of SQL;",
        'you enjoy working with clients and travelling around the region.',
      ],
      rhythm: rhythmMastere.en + ' One-year contract, travel expenses covered.',
    },
  ),
  offer(
    {
      slug: 'alternance-pentester-metz-citadelle-cyber-defense',
      company: 'Citadelle Cyber Défense',
      city: 'Metz',
      level: 4,
      contract: 'apprenticeship',
      publishedDaysAgo: 6,
    },
    {
      title: "Auditeur en tests d'intrusion en alternance (Mastère Expert en cybersécurité, 2e année)",
      intro:
        "**Citadelle Cyber Défense** est un cabinet d'audit de sécurité qui réalise des tests d'intrusion pour des industriels, des établissements de santé et des collectivités du Grand Est.",
      missions: [
        "participer aux tests d'intrusion d'applications web et de réseaux internes ;",
        'rechercher et exploiter les vulnérabilités dans le cadre défini avec le client ;',
        'rédiger les rapports et les recommandations de correction ;',
        'contribuer à nos outils internes et à notre veille.',
      ],
      profile: [
        "titulaire d'un Bac+4 en informatique, vous entrez en 2e année du Mastère Expert en cybersécurité ;",
        'vous pratiquez les défis de sécurité et connaissez les principales classes de vulnérabilités web ;',
        "vous faites preuve d'un sens éthique irréprochable.",
      ],
      rhythm: rhythmMastere.fr + " Contrat d'un an, démarrage en septembre.",
    },
    {
      title: 'Work-study penetration tester (Mastère in Cybersecurity, 2nd year)',
      intro:
        '**Citadelle Cyber Défense** is a security audit firm that carries out penetration tests for manufacturers, healthcare providers and local authorities in the Grand Est region.',
      missions: [
        'take part in penetration tests of web applications and internal networks;',
        'find and exploit vulnerabilities within the scope agreed with the client;',
        'write reports and remediation recommendations;',
        'contribute to our in-house tools and threat watch.',
      ],
      profile: [
        'you have completed four years of higher education in computing and are entering the second year of the Mastère in Cybersecurity;',
        'you take part in security challenges and know the main classes of web vulnerabilities;',
        'you have impeccable professional ethics.',
      ],
      rhythm: rhythmMastere.en + ' One-year contract starting in September.',
    },
  ),
  offer(
    {
      slug: 'alternance-ux-ui-designer-bordeaux-studio-chartrons',
      company: 'Studio Chartrons',
      city: 'Bordeaux',
      level: 2,
      contract: 'apprenticeship',
      publishedDaysAgo: 24,
    },
    {
      title: 'UX/UI designer en alternance (Bachelor UX/UI design, 3e année)',
      intro:
        '**Studio Chartrons** est un studio de design de services qui travaille pour des mutuelles, des transporteurs et des acteurs publics.',
      missions: [
        'préparer et mener des entretiens et des tests utilisateurs ;',
        'concevoir des parcours, des maquettes et des prototypes ;',
        'faire évoluer le design system de plusieurs clients ;',
        "vérifier l'accessibilité des interfaces livrées.",
      ],
      profile: [
        "titulaire d'un Bac+2, vous intégrez la 3e année du Bachelor UX/UI design en alternance ;",
        "vous disposez d'un portfolio présentant votre démarche, pas seulement vos visuels ;",
        "vous êtes curieux des autres et à l'aise pour présenter votre travail.",
      ],
      rhythm: rhythmBachelor.fr + ' Démarrage en septembre.',
    },
    {
      title: 'Work-study UX/UI designer (Bachelor in UX/UI Design, 3rd year)',
      intro: '**Studio Chartrons** is a service design studio working for health insurers, transport operators and public bodies.',
      missions: [
        'prepare and run user interviews and tests;',
        'design journeys, mock-ups and prototypes;',
        'evolve the design systems of several clients;',
        'check the accessibility of delivered interfaces.',
      ],
      profile: [
        'you have completed two years of higher education and are joining the third year of the Bachelor in UX/UI Design as a work-study student;',
        'you have a portfolio that shows your process, not just your visuals;',
        'you are curious about people and comfortable presenting your work.',
      ],
      rhythm: rhythmBachelor.en + ' Starts in September.',
    },
  ),
  offer(
    {
      slug: 'alternance-community-manager-rouen-cooperative-cidricole-roumois',
      company: 'Coopérative cidricole du Roumois',
      city: 'Rouen',
      level: 2,
      contract: 'apprenticeship',
      publishedDaysAgo: 37,
    },
    {
      title: 'Community manager en alternance (Bachelor Marketing digital)',
      intro:
        "La **Coopérative cidricole du Roumois** réunit quarante producteurs normands de cidre, de poiré et de jus de pomme, et souhaite développer sa notoriété auprès d'un public plus jeune.",
      missions: [
        'définir et animer la ligne éditoriale de nos réseaux sociaux ;',
        'réaliser des photos et des vidéos courtes dans les vergers et les caves ;',
        'organiser des jeux-concours et des partenariats avec des créateurs locaux ;',
        'suivre les statistiques et proposer des améliorations.',
      ],
      profile: [
        "titulaire d'un Bac+2 en communication ou en commerce, vous intégrez le Bachelor Marketing digital ;",
        'vous avez une plume et un œil ;',
        'le permis B est nécessaire pour vous rendre chez nos producteurs.',
      ],
      rhythm: rhythmBachelor.fr + ' Démarrage en septembre.',
    },
    {
      title: 'Work-study community manager (Bachelor in Digital Marketing)',
      intro:
        'The **Coopérative cidricole du Roumois** brings together forty Normandy producers of cider, perry and apple juice, and wants to raise its profile with a younger audience.',
      missions: [
        'define and run the editorial line of our social media;',
        'shoot photos and short videos in the orchards and cellars;',
        'organise competitions and partnerships with local creators;',
        'track statistics and suggest improvements.',
      ],
      profile: [
        'you have completed two years of higher education in communication or sales and are joining the Bachelor in Digital Marketing;',
        'you have a way with words and a good eye;',
        'a driving licence is required to visit our producers.',
      ],
      rhythm: rhythmBachelor.en + ' Starts in September.',
    },
  ),
  offer(
    {
      slug: 'alternance-developpeur-angers-anjou-vegetal-logistique',
      company: 'Anjou Végétal Logistique',
      city: 'Angers',
      level: 0,
      contract: 'apprenticeship',
      publishedDaysAgo: 28,
    },
    {
      title: "Développeur d'applications en alternance (BTS SIO option SLAM)",
      intro:
        "**Anjou Végétal Logistique** organise le transport des plantes et des fleurs de près de 200 horticulteurs et pépiniéristes de l'Ouest vers les jardineries de toute la France.",
      missions: [
        'faire évoluer notre application interne de suivi des expéditions ;',
        'développer des écrans et des requêtes pour les équipes de quai ;',
        'tester et documenter vos développements ;',
        'assister les utilisateurs en cas de difficulté.',
      ],
      profile: [
        'titulaire du baccalauréat ou en terminale, vous intégrez le BTS SIO option SLAM ;',
        'vous avez déjà programmé par curiosité, même un petit projet ;',
        "vous êtes patient et à l'écoute des utilisateurs.",
      ],
      rhythm: rhythmBts.fr + ' Démarrage en septembre.',
    },
    {
      title: 'Work-study application developer (BTS SIO, SLAM option)',
      intro:
        '**Anjou Végétal Logistique** organises the transport of plants and flowers from nearly 200 growers and nurseries in western France to garden centres across the country.',
      missions: [
        'improve our in-house shipment tracking application;',
        'develop screens and queries for the loading dock teams;',
        'test and document your work;',
        'help users when they run into difficulties.',
      ],
      profile: [
        'you hold the baccalauréat or are in your final year of secondary school, and are joining the BTS SIO SLAM option;',
        'you have already coded out of curiosity, even a small project;',
        'you are patient and attentive to users.',
      ],
      rhythm: rhythmBts.en + ' Starts in September.',
    },
  ),
  offer(
    {
      slug: 'alternance-business-developer-tours-touraine-energies-locales',
      company: 'Touraine Énergies Locales',
      city: 'Tours',
      level: 3,
      contract: 'apprenticeship',
      publishedDaysAgo: 16,
    },
    {
      title: 'Business developer en alternance (Programme Grande École, cycle Master)',
      intro:
        "**Touraine Énergies Locales** installe des centrales solaires sur les toitures de bâtiments agricoles, commerciaux et industriels, et accompagne leurs propriétaires dans l'autoconsommation.",
      missions: [
        'identifier et prospecter des entreprises et des exploitations agricoles ;',
        'réaliser les premiers rendez-vous et qualifier les projets ;',
        "préparer les propositions commerciales avec le bureau d'études ;",
        'suivre le portefeuille de prospects dans notre outil CRM.',
      ],
      profile: [
        "titulaire d'un Bac+3 en commerce ou en gestion, vous intégrez le cycle Master du Programme Grande École ;",
        'vous êtes convaincant, tenace et organisé ;',
        'le permis B est indispensable.',
      ],
      rhythm: rhythmMastere.fr + ' Contrat de deux ans, primes sur objectifs.',
    },
    {
      title: 'Work-study business developer (Grande École Programme, Master cycle)',
      intro:
        '**Touraine Énergies Locales** installs solar power plants on the roofs of farm, commercial and industrial buildings, and helps their owners consume their own energy.',
      missions: [
        'identify and prospect companies and farms;',
        'hold first meetings and qualify projects;',
        'prepare commercial proposals with the engineering team;',
        'manage the pipeline of prospects in our CRM tool.',
      ],
      profile: [
        'you have completed three years of higher education in business or management and are joining the Master cycle of the Grande École Programme;',
        'you are persuasive, tenacious and organised;',
        'a driving licence is essential.',
      ],
      rhythm: rhythmMastere.en + ' Two-year contract with performance bonuses.',
    },
  ),
  offer(
    {
      slug: 'alternance-assistant-controleur-gestion-caen-transports-bessin-freres',
      company: 'Transports Bessin Frères',
      city: 'Caen',
      level: 2,
      contract: 'apprenticeship',
      publishedDaysAgo: 58,
    },
    {
      title: "Assistant contrôleur de gestion en alternance (Bachelor Gestion d'entreprise)",
      intro:
        '**Transports Bessin Frères** est une entreprise familiale de transport routier de marchandises, forte de 120 conducteurs et de quatre agences en Normandie.',
      missions: [
        'produire le reporting mensuel de chaque agence ;',
        'analyser la rentabilité des tournées et des clients ;',
        'participer à la construction du budget annuel ;',
        'fiabiliser les données issues de notre outil de gestion.',
      ],
      profile: [
        "titulaire d'un Bac+2 en gestion ou en comptabilité, vous intégrez le Bachelor Gestion d'entreprise ;",
        'vous maîtrisez le tableur et aimez faire parler les chiffres ;',
        "vous êtes rigoureux et à l'aise avec les équipes de terrain.",
      ],
      rhythm: rhythmBachelor.fr + ' Démarrage en septembre.',
    },
    {
      title: 'Work-study assistant management controller (Bachelor in Business Management)',
      intro: '**Transports Bessin Frères** is a family-owned road haulage company with 120 drivers and four branches in Normandy.',
      missions: [
        'produce monthly reporting for each branch;',
        'analyse the profitability of routes and customers;',
        'help build the annual budget;',
        'improve the reliability of data from our management system.',
      ],
      profile: [
        'you have completed two years of higher education in management or accounting and are joining the Bachelor in Business Management;',
        'you are proficient with spreadsheets and enjoy making figures speak;',
        'you are rigorous and at ease with operational teams.',
      ],
      rhythm: rhythmBachelor.en + ' Starts in September.',
    },
  ),
  offer(
    {
      slug: 'alternance-product-owner-lille-flandre-retail-tech',
      company: 'Flandre Retail Tech',
      city: 'Lille',
      level: 4,
      contract: 'apprenticeship',
      publishedDaysAgo: 10,
    },
    {
      title: 'Product owner junior en alternance (MBA Stratégie digitale, 2e année)',
      intro:
        "**Flandre Retail Tech** développe les applications de fidélité et de paiement mobile d'une vingtaine d'enseignes de commerce de proximité.",
      missions: [
        "rédiger et prioriser les récits utilisateurs de l'application de fidélité ;",
        "animer les cérémonies agiles avec l'équipe de développement ;",
        "analyser les données d'usage et conduire des entretiens avec les clients ;",
        'présenter la feuille de route aux enseignes partenaires.',
      ],
      profile: [
        "titulaire d'un Bac+4, vous entrez en 2e année du MBA Stratégie digitale ;",
        'vous avez une première expérience en gestion de projet ou de produit ;',
        'vous savez écouter, trancher et expliquer vos choix.',
      ],
      rhythm: rhythmMastere.fr + " Contrat d'un an, démarrage en septembre.",
    },
    {
      title: 'Work-study junior product owner (MBA in Digital Strategy, 2nd year)',
      intro: '**Flandre Retail Tech** builds the loyalty and mobile payment apps of some twenty local retail chains.',
      missions: [
        'write and prioritise user stories for the loyalty app;',
        'run agile ceremonies with the development team;',
        'analyse usage data and interview customers;',
        'present the roadmap to partner retailers.',
      ],
      profile: [
        'you have completed four years of higher education and are entering the second year of the MBA in Digital Strategy;',
        'you have some experience in project or product management;',
        'you know how to listen, decide and explain your choices.',
      ],
      rhythm: rhythmMastere.en + ' One-year contract starting in September.',
    },
  ),
  offer(
    {
      slug: 'stage-developpeur-web-limoges-emaux-et-code',
      company: 'Émaux & Code',
      city: 'Limoges',
      level: 0,
      contract: 'internship',
      publishedDaysAgo: 64,
    },
    {
      title: 'Stage développeur web (Bachelor Développement web, 2e année)',
      intro:
        "**Émaux & Code** est une agence web de huit personnes qui réalise des sites et des boutiques en ligne pour des artisans d'art, des musées et des commerces du Limousin.",
      missions: [
        "intégrer des maquettes en respectant les règles d'accessibilité ;",
        'développer des modules pour nos sites clients ;',
        'participer aux tests avant mise en ligne ;',
        'améliorer les performances de sites existants.',
      ],
      profile: [
        'étudiant en 2e année du Bachelor Développement web ;',
        'vous maîtrisez HTML, CSS et les bases de JavaScript ;',
        'vous êtes soigneux et attentif aux détails.',
      ],
      rhythm:
        "Stage de dix semaines à temps plein, d'avril à juin. Gratification légale et prise en charge de la moitié de l'abonnement de transport.",
    },
    {
      title: 'Web developer internship (Bachelor in Web Development, 2nd year)',
      intro:
        '**Émaux & Code** is an eight-person web agency that builds websites and online shops for art craftspeople, museums and shops in the Limousin region.',
      missions: [
        'turn mock-ups into pages that meet accessibility guidelines;',
        "develop modules for our clients' websites;",
        'take part in testing before go-live;',
        'improve the performance of existing sites.',
      ],
      profile: [
        'you are in the second year of the Bachelor in Web Development;',
        'you know HTML, CSS and the basics of JavaScript;',
        'you are careful and pay attention to detail.',
      ],
      rhythm:
        'Ten-week full-time internship, from April to June. Statutory internship pay and half of your public transport pass reimbursed.',
    },
  ),
  offer(
    {
      slug: 'alternance-technicien-reseaux-chartres-beauce-agri-services',
      company: 'Beauce Agri Services',
      city: 'Chartres',
      level: 0,
      contract: 'apprenticeship',
      publishedDaysAgo: 47,
    },
    {
      title: 'Technicien systèmes et réseaux en alternance (BTS SIO option SISR)',
      intro:
        '**Beauce Agri Services** est une coopérative de services aux exploitants agricoles, qui compte 250 salariés répartis sur douze sites en Eure-et-Loir.',
      missions: [
        'assurer le support informatique des salariés des différents sites ;',
        'installer et maintenir les postes, les imprimantes et les équipements réseau ;',
        'participer au renouvellement des commutateurs et du Wi-Fi ;',
        'suivre les sauvegardes et les mises à jour de sécurité.',
      ],
      profile: [
        'titulaire du baccalauréat ou en terminale, vous intégrez le BTS SIO option SISR ;',
        'vous êtes débrouillard et aimez le travail de terrain ;',
        'le permis B est souhaité pour les déplacements entre les sites.',
      ],
      rhythm: rhythmBts.fr + ' Démarrage en septembre.',
    },
    {
      title: 'Work-study systems and network technician (BTS SIO, SISR option)',
      intro:
        '**Beauce Agri Services** is a farm services cooperative with 250 employees spread across twelve sites in the Eure-et-Loir area.',
      missions: [
        'provide IT support to staff at the different sites;',
        'install and maintain workstations, printers and network devices;',
        'help replace switches and Wi-Fi equipment;',
        'monitor backups and security updates.',
      ],
      profile: [
        'you hold the baccalauréat or are in your final year of secondary school, and are joining the BTS SIO SISR option;',
        'you are resourceful and enjoy fieldwork;',
        'a driving licence is preferred for travel between sites.',
      ],
      rhythm: rhythmBts.en + ' Starts in September.',
    },
  ),
  offer(
    {
      slug: 'alternance-technicien-cloud-arras-artois-hebergement',
      company: 'Artois Hébergement',
      city: 'Arras',
      level: 2,
      contract: 'apprenticeship',
      publishedDaysAgo: 33,
    },
    {
      title: 'Technicien cloud en alternance (Bachelor Systèmes, réseaux et cloud)',
      intro:
        '**Artois Hébergement** propose des serveurs virtuels, du stockage et des sauvegardes externalisées à des entreprises et des collectivités des Hauts-de-France.',
      missions: [
        'déployer et configurer des environnements pour nos nouveaux clients ;',
        'automatiser la création de machines virtuelles et de réseaux ;',
        'surveiller les plateformes et traiter les alertes ;',
        'rédiger la documentation technique et les procédures.',
      ],
      profile: [
        "titulaire d'un Bac+2 en informatique ou en réseaux, vous intégrez le Bachelor Systèmes, réseaux et cloud ;",
        'vous connaissez Linux et les bases de la virtualisation ;',
        'vous êtes curieux et fiable.',
      ],
      rhythm: rhythmBachelor.fr + ' Démarrage en septembre.',
    },
    {
      title: 'Work-study cloud technician (Bachelor in Systems, Networks and Cloud)',
      intro:
        '**Artois Hébergement** provides virtual servers, storage and off-site backups to companies and local authorities in the Hauts-de-France region.',
      missions: [
        'deploy and configure environments for new clients;',
        'automate the creation of virtual machines and networks;',
        'monitor the platforms and handle alerts;',
        'write technical documentation and procedures.',
      ],
      profile: [
        'you have completed two years of higher education in computing or networking and are joining the Bachelor in Systems, Networks and Cloud;',
        'you know Linux and the basics of virtualisation;',
        'you are curious and reliable.',
      ],
      rhythm: rhythmBachelor.en + ' Starts in September.',
    },
  ),
  offer(
    {
      slug: 'alternance-negociateur-auxerre-maison-serein-vins',
      company: 'Maison Serein Vins & Spiritueux',
      city: 'Auxerre',
      level: 0,
      contract: 'apprenticeship',
      publishedDaysAgo: 72,
    },
    {
      title: 'Conseiller commercial en alternance (BTS NDRC)',
      intro:
        '**Maison Serein Vins & Spiritueux** distribue les vins de vingt domaines bourguignons auprès des cavistes, des restaurants et des particuliers, en boutique et en ligne.',
      missions: [
        'conseiller les clients en boutique et lors des salons ;',
        'prospecter les restaurants et les cavistes de la région ;',
        'gérer les commandes passées sur notre site marchand ;',
        "animer notre fichier clients et nos lettres d'information.",
      ],
      profile: [
        'titulaire du baccalauréat ou en terminale, vous intégrez le BTS NDRC ;',
        'vous avez le sens du service et aimez convaincre ;',
        'vous devez être majeur à la signature du contrat.',
      ],
      rhythm: rhythmBts.fr + ' Travail certains samedis, compensé en semaine.',
    },
    {
      title: 'Work-study sales advisor (BTS NDRC)',
      intro:
        '**Maison Serein Vins & Spiritueux** distributes wines from twenty Burgundy estates to wine shops, restaurants and private customers, in store and online.',
      missions: [
        'advise customers in the shop and at trade fairs;',
        'prospect restaurants and wine shops in the region;',
        'manage orders placed on our online shop;',
        'look after our customer database and newsletters.',
      ],
      profile: [
        'you hold the baccalauréat or are in your final year of secondary school, and are joining the BTS NDRC;',
        'you have a service mindset and enjoy persuading people;',
        'you must be 18 or over when the contract is signed.',
      ],
      rhythm: rhythmBts.en + ' Some Saturday work, with time off in lieu during the week.',
    },
  ),
  offer(
    {
      slug: 'contrat-pro-ingenieur-ia-nantes-brise-marine-energies',
      company: 'Brise Marine Énergies',
      city: 'Nantes',
      level: 5,
      contract: 'professionalisation',
      publishedDaysAgo: 19,
    },
    {
      title: 'Ingénieur IA en contrat de professionnalisation (Mastère Expert en intelligence artificielle, 2e année)',
      intro:
        '**Brise Marine Énergies** conçoit des outils de surveillance et de maintenance prédictive pour les parcs éoliens en mer de la façade atlantique.',
      missions: [
        "développer des modèles de détection d'anomalies sur les données des turbines ;",
        'concevoir un assistant qui aide les techniciens à retrouver les procédures de maintenance ;',
        'industrialiser les modèles et suivre leur qualité en production ;',
        "présenter les résultats aux équipes d'exploitation.",
      ],
      profile: [
        "titulaire d'un Bac+5 scientifique (école d'ingénieurs, master de mathématiques ou de physique), vous vous reconvertissez vers l'IA en intégrant la 2e année du Mastère Expert en IA ;",
        'vous codez en Python et maîtrisez les statistiques ;',
        "l'anglais technique ne vous fait pas peur.",
      ],
      rhythm:
        "Contrat de professionnalisation d'un an : une semaine à l'école, trois semaines en entreprise. Rémunération selon profil, formation prise en charge par l'OPCO.",
    },
    {
      title: 'AI engineer on a professionalisation contract (Mastère in Artificial Intelligence, 2nd year)',
      intro:
        '**Brise Marine Énergies** builds monitoring and predictive maintenance tools for offshore wind farms along the Atlantic coast.',
      missions: [
        'develop anomaly detection models on turbine data;',
        'design an assistant that helps technicians find maintenance procedures;',
        'industrialise models and monitor their quality in production;',
        'present results to the operations teams.',
      ],
      profile: [
        "you hold a five-year science degree (engineering school, master's in mathematics or physics) and are moving into AI by joining the second year of the Mastère in AI;",
        'you code in Python and have a strong grasp of statistics;',
        'technical English does not put you off.',
      ],
      rhythm:
        'One-year professionalisation contract: one week at school, three weeks in the company. Salary depending on experience; training funded by the OPCO.',
    },
  ),
  offer(
    {
      slug: 'contrat-pro-architecte-cloud-lyon-fourviere-hebergement-securise',
      company: 'Fourvière Hébergement Sécurisé',
      city: 'Lyon',
      level: 5,
      contract: 'professionalisation',
      publishedDaysAgo: 85,
    },
    {
      title: 'Architecte cloud junior en contrat de professionnalisation (Mastère Cloud et DevOps, 2e année)',
      intro:
        "**Fourvière Hébergement Sécurisé** héberge les applications sensibles d'établissements de santé et d'organismes sociaux dans un cloud certifié.",
      missions: [
        'concevoir les architectures des nouveaux projets clients ;',
        "rédiger les dossiers d'architecture et les plans de continuité ;",
        "automatiser les déploiements grâce à l'infrastructure as code ;",
        'suivre les coûts et proposer des optimisations.',
      ],
      profile: [
        "titulaire d'un Bac+5 en informatique, vous avez une première expérience en exploitation et souhaitez vous spécialiser en intégrant la 2e année du Mastère Cloud et DevOps ;",
        'vous maîtrisez Linux, les réseaux et les conteneurs ;',
        "vous êtes à l'aise pour présenter vos choix à des clients.",
      ],
      rhythm:
        "Contrat de professionnalisation d'un an : une semaine à l'école, trois semaines en entreprise. Rémunération selon profil, formation prise en charge par l'OPCO.",
    },
    {
      title: 'Junior cloud architect on a professionalisation contract (Mastère in Cloud and DevOps, 2nd year)',
      intro:
        '**Fourvière Hébergement Sécurisé** hosts sensitive applications for healthcare providers and social welfare bodies in a certified cloud.',
      missions: [
        'design the architecture of new client projects;',
        'write architecture documents and business continuity plans;',
        'automate deployments with infrastructure as code;',
        'track costs and suggest optimisations.',
      ],
      profile: [
        'you hold a five-year degree in computing, have some experience in IT operations and want to specialise by joining the second year of the Mastère in Cloud and DevOps;',
        'you are proficient with Linux, networking and containers;',
        'you are comfortable presenting your choices to clients.',
      ],
      rhythm:
        'One-year professionalisation contract: one week at school, three weeks in the company. Salary depending on experience; training funded by the OPCO.',
    },
  ),
  offer(
    {
      slug: 'stage-assistant-chef-de-produit-marseille-comptoir-phoceen-epices',
      company: 'Comptoir phocéen des épices',
      city: 'Marseille',
      level: 3,
      contract: 'internship',
      publishedDaysAgo: 1,
    },
    {
      title: 'Stage assistant chef de produit export (Programme Grande École – parcours international, 3e année)',
      intro:
        'Le **Comptoir phocéen des épices** importe, assemble et conditionne des épices et des thés vendus en France et dans une quinzaine de pays.',
      missions: [
        'analyser les ventes par pays et les tendances de consommation ;',
        'préparer le lancement de deux gammes sur de nouveaux marchés européens ;',
        'adapter les supports commerciaux en anglais et en espagnol ;',
        "participer à l'organisation de notre présence sur un salon international.",
      ],
      profile: [
        'étudiant en 3e année du Programme Grande École, parcours international ;',
        "vous parlez couramment anglais, et l'espagnol est un atout ;",
        "vous êtes curieux, organisé et à l'aise avec les chiffres.",
      ],
      rhythm: 'Stage de quatre mois à temps plein à partir de mai, gratification de 900 € par mois et tickets-restaurant.',
    },
    {
      title: 'Export assistant product manager internship (Grande École Programme – International Track, 3rd year)',
      intro:
        'The **Comptoir phocéen des épices** imports, blends and packs spices and teas sold in France and some fifteen other countries.',
      missions: [
        'analyse sales by country and consumer trends;',
        'prepare the launch of two product ranges in new European markets;',
        'adapt sales materials into English and Spanish;',
        'help organise our presence at an international trade fair.',
      ],
      profile: [
        'you are a third-year student on the Grande École Programme, International Track;',
        'you speak fluent English, and Spanish is an asset;',
        'you are curious, organised and comfortable with figures.',
      ],
      rhythm: 'Four-month full-time internship starting in May, paid €900 per month, plus meal vouchers.',
    },
  ),
];
