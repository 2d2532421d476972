// News items: 62 fictional stories spread over two years, across every campus and category.
// Topics come from a small shared pool (news-1 … news-12), each with its emblem; each item gets its
// own picture of its topic, with its campus's city on the horizon (content/news.ts).
import type { ImageSpec, NewsSeed } from '../types';

/** Joins markdown blocks (paragraphs, headings, lists) with blank lines. */
const md = (...blocks: string[]): string => blocks.join('\n\n');
/** A "- " list, one item per line. */
const list = (...items: string[]): string => items.map((item) => `- ${item}`).join('\n');

const IMG_HACKATHON: ImageSpec = {
  key: 'news-1',
  caption: 'Hackathon',
  alt: { fr: `Étudiants réunis autour d'ordinateurs pendant un hackathon`, en: 'Students gathered around laptops during a hackathon' },
  palette: 'news',
  emblem: 'trophy',
};
const IMG_ALTERNANCE: ImageSpec = {
  key: 'news-2',
  caption: 'Alternance',
  alt: {
    fr: `Une apprentie et son tuteur signent un contrat d'alternance`,
    en: 'An apprentice and her mentor signing an apprenticeship contract',
  },
  palette: 'news',
  emblem: 'contract',
};
const IMG_INTERNATIONAL: ImageSpec = {
  key: 'news-3',
  caption: 'International',
  alt: { fr: `Étudiants avec leurs valises devant un aéroport`, en: 'Students with their suitcases outside an airport' },
  palette: 'news',
  emblem: 'plane',
};
const IMG_CYBER: ImageSpec = {
  key: 'news-4',
  caption: 'Cybersécurité',
  alt: {
    fr: `Écrans affichant des lignes de code dans une salle de cybersécurité`,
    en: 'Screens showing lines of code in a cybersecurity room',
  },
  palette: 'news',
  emblem: 'shield',
};
const IMG_DIPLOMES: ImageSpec = {
  key: 'news-5',
  caption: 'Diplômes',
  alt: { fr: `Jeunes diplômés lançant leur toque en l'air`, en: 'Graduates throwing their caps in the air' },
  palette: 'news',
  emblem: 'mortarboard',
};
const IMG_ASSOCIATIONS: ImageSpec = {
  key: 'news-6',
  caption: 'Associations',
  alt: { fr: `Membres d'une association étudiante autour d'un stand`, en: 'Members of a student association around a stand' },
  palette: 'news',
  emblem: 'people',
};
const IMG_ENTREPRISES: ImageSpec = {
  key: 'news-7',
  caption: 'Entreprises',
  alt: {
    fr: `Poignée de main entre une responsable d'entreprise et une directrice de campus`,
    en: 'Handshake between a company manager and a campus director',
  },
  palette: 'news',
  emblem: 'handshake',
};
const IMG_ESPORT: ImageSpec = {
  key: 'news-8',
  caption: 'E-sport',
  alt: { fr: `Joueurs équipés de casques pendant un tournoi d'e-sport`, en: 'Players wearing headsets during an e-sport tournament' },
  palette: 'news',
  emblem: 'controller',
};
const IMG_SOLIDARITE: ImageSpec = {
  key: 'news-9',
  caption: 'Solidarité',
  alt: { fr: `Étudiants bénévoles préparant des colis solidaires`, en: 'Student volunteers packing charity parcels' },
  palette: 'news',
  emblem: 'parcel',
};
const IMG_CAMPUS: ImageSpec = {
  key: 'news-10',
  caption: 'Campus',
  alt: { fr: `Hall lumineux d'un campus rénové`, en: 'Bright entrance hall of a renovated campus' },
  palette: 'news',
  emblem: 'building',
};
const IMG_RECHERCHE: ImageSpec = {
  key: 'news-11',
  caption: 'Recherche',
  alt: {
    fr: `Chercheuse analysant des graphiques de données sur un grand écran`,
    en: 'A researcher analysing data charts on a large screen',
  },
  palette: 'news',
  emblem: 'magnifier',
};
const IMG_ADMISSIONS: ImageSpec = {
  key: 'news-12',
  caption: 'Admissions',
  alt: { fr: `Futurs étudiants échangeant avec une chargée d'admission`, en: 'Prospective students talking with an admissions officer' },
  palette: 'news',
  emblem: 'exam',
};

export const news: NewsSeed[] = [
  {
    slug: 'hackathon-ia-responsable-lille',
    title: {
      fr: `48 heures pour une IA responsable : le hackathon du campus de Lille`,
      en: `48 hours for responsible AI: the Lille campus hackathon`,
    },
    summary: {
      fr: `Cent vingt étudiants de Lille ont imaginé des outils d'intelligence artificielle plus transparents et plus sobres en énergie.`,
      en: `One hundred and twenty students in Lille designed artificial intelligence tools that are more transparent and use less energy.`,
    },
    body: {
      fr: md(
        `Le week-end dernier, le campus de Lille a vibré au rythme de son hackathon annuel. Cette année, le thème choisi par les étudiants du Bachelor Data & IA était l'intelligence artificielle responsable : comment concevoir des modèles utiles, compréhensibles et économes en ressources ?`,
        `Réparties en vingt équipes mêlant profils techniques et profils business, les participantes et participants ont travaillé deux jours et une nuit, accompagnés par des mentors venus d'entreprises partenaires de la région.`,
        `## Les projets récompensés`,
        list(
          `**Premier prix** : un assistant qui explique en langage clair pourquoi un dossier de prêt a été refusé.`,
          `**Prix de la sobriété** : un outil qui mesure la consommation électrique d'un entraînement de modèle.`,
          `**Prix du public** : une application qui repère les biais dans les offres d'emploi.`,
        ),
        `Les trois équipes lauréates seront accompagnées par l'incubateur de l'école pour transformer leur prototype en véritable projet.`,
      ),
      en: md(
        `Last weekend, the Lille campus buzzed with its annual hackathon. This year, the theme chosen by the students of the Bachelor in Data & AI was responsible artificial intelligence: how can we design models that are useful, understandable and sparing with resources?`,
        `Split into twenty teams mixing technical and business profiles, participants worked for two days and a night, supported by mentors from partner companies in the region.`,
        `## The winning projects`,
        list(
          `**First prize**: an assistant that explains in plain language why a loan application was turned down.`,
          `**Sustainability prize**: a tool that measures the electricity used to train a model.`,
          `**Audience prize**: an app that spots bias in job advertisements.`,
        ),
        `The three winning teams will be supported by the school's incubator to turn their prototype into a real project.`,
      ),
    },
    publishedDaysAgo: 0,
    category: 'innovation',
    campuses: ['lille'],
    image: IMG_HACKATHON,
  },
  {
    slug: 'alternance-record-signatures-lyon',
    title: {
      fr: `Alternance : un nombre record de contrats signés à Lyon`,
      en: `Apprenticeships: a record number of contracts signed in Lyon`,
    },
    summary: {
      fr: `À quelques semaines de la rentrée, 92 % des étudiants lyonnais en alternance ont déjà trouvé leur entreprise d'accueil.`,
      en: `A few weeks before the start of term, 92% of Lyon's work-study students have already found their host company.`,
    },
    body: {
      fr: md(
        `Le campus de Lyon enregistre cette année son meilleur taux de signature de contrats d'alternance depuis son ouverture. Sur les 310 étudiants concernés, 285 ont déjà rejoint une entreprise, une agence ou une collectivité de la métropole.`,
        `Pour Caroline Nguyen, responsable des relations entreprises du campus, ce résultat est le fruit d'un accompagnement de longue haleine : « Nous avons multiplié les ateliers CV, les simulations d'entretien et les rencontres avec les recruteurs dès le mois de mars. Les étudiants arrivent mieux préparés, et les entreprises le remarquent. »`,
        `Les secteurs qui recrutent le plus sont le développement web, l'administration systèmes et réseaux et le marketing digital. Les étudiants encore en recherche bénéficient d'un suivi individuel chaque semaine et d'une sélection d'offres mise à jour quotidiennement.`,
      ),
      en: md(
        `This year the Lyon campus recorded its best apprenticeship signing rate since it opened. Of the 310 students concerned, 285 have already joined a company, an agency or a local authority in the metropolitan area.`,
        `For Caroline Nguyen, head of corporate relations at the campus, this result comes from long-term support: "We stepped up CV workshops, mock interviews and meetings with recruiters as early as March. Students are better prepared, and companies notice it."`,
        `The sectors hiring the most are web development, systems and network administration and digital marketing. Students who are still searching receive individual follow-up every week and a selection of job offers updated daily.`,
      ),
    },
    publishedDaysAgo: 12,
    category: 'entreprises',
    campuses: ['lyon'],
    image: IMG_ALTERNANCE,
  },
  {
    slug: 'nouveau-bachelor-ux-ui-design-nantes',
    title: {
      fr: `Le Bachelor UX/UI Design ouvre ses portes à Nantes`,
      en: `The Bachelor in UX/UI Design opens in Nantes`,
    },
    summary: {
      fr: `Dès la prochaine rentrée, le campus de Nantes accueillera une première promotion de 30 étudiants en design d'expérience utilisateur.`,
      en: `From next September, the Nantes campus will welcome a first class of 30 students in user experience design.`,
    },
    body: {
      fr: md(
        `Très demandé par les entreprises de la région, le Bachelor UX/UI Design arrive au campus de Nantes. Cette formation en trois ans prépare aux métiers de designer d'interface, de designer UX et de product designer.`,
        `Le programme alterne cours de méthodologie, ateliers de prototypage et projets réels menés pour des associations et des PME locales. La troisième année peut être suivie en alternance.`,
        `## Ce qui vous attend`,
        list(
          `des études utilisateurs menées sur le terrain dès la première année ;`,
          `un studio de design équipé de tablettes graphiques et d'une salle de tests ;`,
          `un portfolio professionnel construit tout au long du cursus.`,
        ),
        `Les candidatures sont ouvertes : un entretien de motivation et la présentation de quelques travaux personnels complètent le dossier.`,
      ),
      en: md(
        `In strong demand among companies in the region, the Bachelor in UX/UI Design is coming to the Nantes campus. This three-year programme prepares students for careers as interface designers, UX designers and product designers.`,
        `The curriculum combines methodology classes, prototyping workshops and real projects carried out for local charities and small businesses. The third year can be completed as a work-study programme.`,
        `## What to expect`,
        list(
          `user research carried out in the field from the first year;`,
          `a design studio equipped with graphics tablets and a testing room;`,
          `a professional portfolio built throughout the programme.`,
        ),
        `Applications are open: a motivation interview and a few examples of personal work complete the application file.`,
      ),
    },
    publishedDaysAgo: 24,
    category: 'admissions',
    campuses: ['nantes'],
    image: IMG_ADMISSIONS,
  },
  {
    slug: 'challenge-cybersecurite-victoire-rennes',
    title: {
      fr: `Cybersécurité : les étudiants de Rennes remportent le Challenge Armor`,
      en: `Cybersecurity: Rennes students win the Armor Challenge`,
    },
    summary: {
      fr: `L'équipe du Mastère Expert en cybersécurité s'est imposée face à 40 écoles lors d'une compétition de 24 heures.`,
      en: `The Master's in Cybersecurity team came out on top against 40 schools in a 24-hour competition.`,
    },
    body: {
      fr: md(
        `Ils étaient cinq, ils n'ont presque pas dormi, et ils ont gagné. L'équipe « Les Pare-Feux Follets », composée d'étudiants du Mastère Expert en cybersécurité de Rennes, a remporté le Challenge Armor Sécurité, une compétition de type capture the flag organisée dans l'Ouest.`,
        `Pendant 24 heures, les équipes devaient résoudre des épreuves de cryptographie, d'analyse de logiciels malveillants, de sécurité web et d'investigation numérique. Les Rennais ont fait la différence dans la dernière heure en résolvant une épreuve de rétro-ingénierie que seules deux équipes ont terminée.`,
        `« Nous nous entraînons tous les jeudis soir au club cyber du campus, raconte Maël Le Goff, capitaine de l'équipe. Ce titre récompense aussi tous ceux qui nous ont aidés à préparer les épreuves. » L'équipe représentera l'école lors de la finale nationale au printemps.`,
      ),
      en: md(
        `There were five of them, they barely slept, and they won. The "Firewall Wisps" team, made up of students from the Master's in Cybersecurity in Rennes, won the Armor Security Challenge, a capture-the-flag competition held in western France.`,
        `For 24 hours, teams had to solve challenges in cryptography, malware analysis, web security and digital forensics. The Rennes students made the difference in the final hour by cracking a reverse-engineering challenge that only two teams completed.`,
        `"We train every Thursday evening at the campus cyber club," says Maël Le Goff, the team captain. "This title also rewards everyone who helped us prepare." The team will represent the school at the national final in the spring.`,
      ),
    },
    publishedDaysAgo: 35,
    category: 'innovation',
    campuses: ['rennes'],
    image: IMG_CYBER,
  },
  {
    slug: 'tournoi-esport-inter-campus-finale',
    title: {
      fr: `Tournoi e-sport inter-campus : Paris et Lyon en finale`,
      en: `Inter-campus e-sport tournament: Paris and Lyon reach the final`,
    },
    summary: {
      fr: `Après six semaines de qualifications en ligne, la grande finale du tournoi e-sport de l'école s'est jouée devant 300 spectateurs.`,
      en: `After six weeks of online qualifiers, the grand final of the school's e-sport tournament was played in front of 300 spectators.`,
    },
    body: {
      fr: md(
        `Organisé par l'association ESNUM Gaming, le tournoi inter-campus a réuni cette année 64 équipes venues de toute la France. Au terme de six semaines de qualifications en ligne, ce sont les équipes de Paris et de Lyon qui se sont retrouvées pour la finale, disputée en présentiel dans l'amphithéâtre du campus parisien.`,
        `Au programme : un jeu de stratégie en équipe en cinq contre cinq, commenté en direct par des étudiants du Bachelor Marketing Digital, qui ont aussi assuré la diffusion en ligne de l'événement.`,
        `Au terme d'un match très serré, l'équipe lyonnaise s'est imposée trois manches à deux. Au-delà de la compétition, le tournoi est devenu un vrai projet pédagogique : régie vidéo, communication, gestion des partenariats et billetterie ont été entièrement pris en charge par les étudiants.`,
      ),
      en: md(
        `Organised by the ESNUM Gaming association, this year's inter-campus tournament brought together 64 teams from all over France. After six weeks of online qualifiers, the Paris and Lyon teams met in the final, played in person in the lecture hall of the Paris campus.`,
        `On the menu: a five-versus-five team strategy game, with live commentary by students from the Bachelor in Digital Marketing, who also handled the online broadcast of the event.`,
        `After a very close match, the Lyon team won three rounds to two. Beyond the competition, the tournament has become a real learning project: video production, communication, partnership management and ticketing were all handled by students.`,
      ),
    },
    publishedDaysAgo: 47,
    category: 'vie-etudiante',
    campuses: ['paris', 'lyon'],
    image: IMG_ESPORT,
  },
  {
    slug: 'semestre-echange-valence-dublin-toulouse',
    title: {
      fr: `Valence, Dublin : les étudiants toulousains partent en semestre d'échange`,
      en: `Valencia, Dublin: Toulouse students set off on exchange semesters`,
    },
    summary: {
      fr: `Dix-huit étudiants du campus de Toulouse passent ce semestre dans l'une de nos universités partenaires en Espagne et en Irlande.`,
      en: `Eighteen students from the Toulouse campus are spending this semester at one of our partner universities in Spain and Ireland.`,
    },
    body: {
      fr: md(
        `C'est le grand départ pour dix-huit étudiants de troisième année du campus de Toulouse. Douze d'entre eux rejoignent l'Universidad Politécnica del Mediterráneo à Valence, six autres le Harbourview Institute of Technology à Dublin.`,
        `Ces échanges s'inscrivent dans le parcours international proposé en Bachelor : les crédits obtenus à l'étranger sont intégralement reconnus, et les étudiants suivent des cours en anglais ou en espagnol dans leur spécialité.`,
        `Avant le départ, une préparation de plusieurs semaines a été organisée : cours de langue intensifs, aide aux démarches de logement et rencontre avec les étudiants partis l'an dernier. « Je vais enfin pratiquer l'espagnol au quotidien, et découvrir comment on travaille la data ailleurs qu'en France », se réjouit Lina, en Bachelor Data & IA. Les étudiants partageront leur expérience sur les réseaux sociaux du campus tout au long du semestre.`,
      ),
      en: md(
        `It's departure time for eighteen third-year students from the Toulouse campus. Twelve of them are joining the Universidad Politécnica del Mediterráneo in Valencia, and six others the Harbourview Institute of Technology in Dublin.`,
        `These exchanges are part of the international track offered in the Bachelor programmes: credits earned abroad are fully recognised, and students take courses in English or Spanish in their field.`,
        `Several weeks of preparation took place before departure: intensive language classes, help with finding accommodation and a meeting with the students who went last year. "I'll finally be speaking Spanish every day, and I'll see how people work with data outside France," says Lina, a Bachelor in Data & AI student. The students will share their experience on the campus social media throughout the semester.`,
      ),
    },
    publishedDaysAgo: 59,
    category: 'international',
    campuses: ['toulouse'],
    image: IMG_INTERNATIONAL,
  },
  {
    slug: 'ceremonie-diplomes-bordeaux',
    title: {
      fr: `Cérémonie de remise des diplômes : 240 nouveaux diplômés à Bordeaux`,
      en: `Graduation ceremony: 240 new graduates in Bordeaux`,
    },
    summary: {
      fr: `Familles, enseignants et entreprises partenaires ont célébré la réussite des diplômés du campus de Bordeaux.`,
      en: `Families, teachers and partner companies celebrated the success of the Bordeaux campus graduates.`,
    },
    body: {
      fr: md(
        `Robes, toques et beaucoup d'émotion : le campus de Bordeaux a célébré ses 240 diplômés de BTS, de Bachelor et de Mastère lors d'une cérémonie organisée dans une salle de spectacle du centre-ville.`,
        `Le parrain de la promotion, Antoine Delmas, directeur technique d'une entreprise bordelaise de logiciels pour le secteur viticole, a rappelé l'importance de « rester curieux toute sa vie » dans des métiers qui changent chaque année.`,
        `## Quelques chiffres de la promotion`,
        list(
          `87 % des diplômés ont suivi leur formation en alternance ;`,
          `plus de huit sur dix ont déjà un emploi ou poursuivent leurs études ;`,
          `quinze nationalités représentées sur scène.`,
        ),
        `La soirée s'est terminée par un cocktail dans les jardins, l'occasion pour les nouveaux diplômés de rejoindre officiellement le réseau des anciens de l'école.`,
      ),
      en: md(
        `Gowns, caps and plenty of emotion: the Bordeaux campus celebrated its 240 BTS, Bachelor and Master's graduates at a ceremony held in a city-centre concert venue.`,
        `The sponsor of the graduating class, Antoine Delmas, technical director of a Bordeaux software company serving the wine industry, stressed the importance of "staying curious all your life" in careers that change every year.`,
        `## The class in a few figures`,
        list(
          `87% of graduates completed their programme as work-study students;`,
          `more than eight out of ten already have a job or are continuing their studies;`,
          `fifteen nationalities represented on stage.`,
        ),
        `The evening ended with drinks in the gardens, an opportunity for the new graduates to officially join the school's alumni network.`,
      ),
    },
    publishedDaysAgo: 71,
    category: 'vie-du-campus',
    campuses: ['bordeaux'],
    image: IMG_DIPLOMES,
  },
  {
    slug: 'maraude-solidaire-bde-marseille',
    title: {
      fr: `Le BDE de Marseille lance des maraudes solidaires chaque mois`,
      en: `The Marseille student union launches monthly solidarity rounds`,
    },
    summary: {
      fr: `Une quarantaine d'étudiants bénévoles distribuent repas et kits d'hygiène aux personnes sans abri avec l'association La Soupe du Vieux-Port.`,
      en: `Around forty student volunteers hand out meals and hygiene kits to homeless people with the association La Soupe du Vieux-Port.`,
    },
    body: {
      fr: md(
        `Chaque premier mardi du mois, le hall du campus de Marseille se transforme en atelier de préparation. Les étudiants du bureau des élèves y assemblent sandwichs, boissons chaudes et kits d'hygiène avant de partir en maraude dans les rues du centre-ville.`,
        `L'initiative est née d'une idée de Yasmine Haddad, étudiante en BTS NDRC, qui était déjà bénévole au sein de l'association La Soupe du Vieux-Port. « Je voulais que l'école s'implique dans la vie du quartier. Nous avons lancé un appel au BDE, et plus de quarante personnes ont répondu dès la première semaine. »`,
        `Les dons sont collectés toute l'année grâce à des boîtes installées sur le campus. Les étudiants engagés peuvent faire valoir ces heures de bénévolat dans le cadre de leur parcours d'engagement, reconnu dans leur diplôme.`,
      ),
      en: md(
        `On the first Tuesday of every month, the hall of the Marseille campus turns into a preparation workshop. Student union members put together sandwiches, hot drinks and hygiene kits before heading out on rounds in the streets of the city centre.`,
        `The initiative came from Yasmine Haddad, a BTS NDRC student who was already volunteering with the association La Soupe du Vieux-Port. "I wanted the school to get involved in the life of the neighbourhood. We reached out to the student union, and more than forty people answered in the first week."`,
        `Donations are collected all year round in boxes placed around the campus. Students who take part can have these volunteering hours recognised as part of their civic engagement track, which counts towards their degree.`,
      ),
    },
    publishedDaysAgo: 83,
    category: 'vie-etudiante',
    campuses: ['marseille'],
    image: IMG_SOLIDARITE,
  },
  {
    slug: 'renovation-campus-strasbourg-fablab',
    title: {
      fr: `Strasbourg : un campus rénové et un fablab flambant neuf`,
      en: `Strasbourg: a renovated campus and a brand-new fab lab`,
    },
    summary: {
      fr: `Après huit mois de travaux, le campus de Strasbourg dévoile ses nouveaux espaces de travail collaboratif et son fablab.`,
      en: `After eight months of work, the Strasbourg campus unveils its new collaborative workspaces and its fab lab.`,
    },
    body: {
      fr: md(
        `Les étudiants strasbourgeois ont découvert à la rentrée un campus profondément transformé. Le rez-de-chaussée accueille désormais un fablab de 200 m² équipé d'imprimantes 3D, d'une découpeuse laser et d'un espace d'électronique.`,
        `Les salles de cours ont été repensées pour le travail en petits groupes : tables mobiles, écrans partagés et murs inscriptibles. Une nouvelle cafétéria, ouverte sur une cour végétalisée, complète l'ensemble.`,
        `## Un chantier plus sobre`,
        `La rénovation a aussi été l'occasion d'améliorer la performance énergétique du bâtiment : isolation renforcée, éclairage basse consommation et pilotage intelligent du chauffage, conçu en partie par des étudiants du Bachelor Systèmes, Réseaux & Cloud dans le cadre d'un projet tutoré.`,
        `Le fablab est ouvert en libre accès aux étudiants du lundi au samedi, avec des créneaux de formation à la sécurité chaque semaine.`,
      ),
      en: md(
        `At the start of term, students in Strasbourg discovered a completely transformed campus. The ground floor now houses a 200 m² fab lab equipped with 3D printers, a laser cutter and an electronics area.`,
        `Classrooms have been redesigned for small-group work: mobile tables, shared screens and writable walls. A new cafeteria opening onto a green courtyard completes the picture.`,
        `## A more sustainable project`,
        `The renovation was also an opportunity to improve the building's energy performance: better insulation, low-energy lighting and smart heating control, partly designed by students from the Bachelor in Systems, Networks & Cloud as part of a supervised project.`,
        `The fab lab is open to students from Monday to Saturday, with safety training sessions every week.`,
      ),
    },
    publishedDaysAgo: 94,
    category: 'vie-du-campus',
    campuses: ['strasbourg'],
    image: IMG_CAMPUS,
  },
  {
    slug: 'projet-recherche-ia-detection-fraude-grenoble',
    scene: 'lab',
    title: {
      fr: `Recherche : une IA pour détecter la fraude à l'assurance, conçue à Grenoble`,
      en: `Research: an AI to detect insurance fraud, designed in Grenoble`,
    },
    summary: {
      fr: `Des étudiants du Mastère Expert IA travaillent avec Véranis Assurances sur un modèle capable d'expliquer ses alertes.`,
      en: `Students from the Master's in AI work with Véranis Assurances on a model able to explain its alerts.`,
    },
    body: {
      fr: md(
        `Depuis un an, six étudiants du Mastère Expert en Intelligence Artificielle de Grenoble mènent un projet de recherche appliquée avec Véranis Assurances, un assureur régional. Les données sur lesquelles ils travaillent sont anonymisées et synthétiques.`,
        `L'objectif : repérer les déclarations de sinistre suspectes tout en fournissant aux gestionnaires une explication compréhensible de chaque alerte. « Un modèle qui dit seulement "fraude probable" n'est pas utilisable. Les équipes ont besoin de savoir pourquoi », explique Hélène Brossard, enseignante-chercheuse qui encadre le projet.`,
        `Les premiers résultats sont encourageants : le prototype réduit de moitié le nombre de fausses alertes par rapport à l'outil existant. Le projet a aussi amené les étudiants à travailler sur les questions éthiques et réglementaires liées à l'usage de l'IA dans l'assurance. Ils présenteront leurs travaux lors d'un colloque universitaire à l'automne, une première pour le campus.`,
      ),
      en: md(
        `For a year now, six students from the Master's in Artificial Intelligence in Grenoble have been running an applied research project with Véranis Assurances, a regional insurer. The data they work with is anonymised and synthetic.`,
        `The goal: flag suspicious claims while giving case handlers an understandable explanation for each alert. "A model that only says 'likely fraud' is useless. Teams need to know why," explains Hélène Brossard, the lecturer and researcher supervising the project.`,
        `The first results are encouraging: the prototype halves the number of false alerts compared with the existing tool. The project also led the students to work on the ethical and regulatory issues raised by using AI in insurance. They will present their work at an academic symposium in the autumn, a first for the campus.`,
      ),
    },
    publishedDaysAgo: 106,
    category: 'innovation',
    campuses: ['grenoble'],
    image: IMG_RECHERCHE,
  },
  {
    slug: 'partenariat-caisse-mosellane-metz',
    title: {
      fr: `Metz : un partenariat avec la Caisse Mosellane de Crédit pour l'alternance`,
      en: `Metz: a partnership with Caisse Mosellane de Crédit for apprenticeships`,
    },
    summary: {
      fr: `La banque régionale s'engage à accueillir 25 alternants par an et à intervenir dans les cours de finance et de cybersécurité.`,
      en: `The regional bank commits to hosting 25 apprentices a year and to teaching in finance and cybersecurity classes.`,
    },
    body: {
      fr: md(
        `Le campus de Metz et la Caisse Mosellane de Crédit ont signé une convention de partenariat de trois ans. La banque accueillera chaque année 25 alternants issus du BTS Comptabilité et Gestion, du Bachelor Cybersécurité et du Mastère Management des Systèmes d'Information.`,
        `Au-delà de l'alternance, le partenariat prévoit plusieurs engagements concrets :`,
        list(
          `des interventions de professionnels de la banque dans les cours, notamment sur la lutte contre la fraude ;`,
          `un cas d'étude réel proposé chaque année aux étudiants de Mastère ;`,
          `la participation de collaborateurs aux jurys de soutenance.`,
        ),
        `« Nous cherchons des profils capables de comprendre à la fois les enjeux métiers et les enjeux techniques. Les étudiants de l'école ont exactement ce double regard », souligne Marc Schneider, directeur des ressources humaines de la banque.`,
      ),
      en: md(
        `The Metz campus and Caisse Mosellane de Crédit have signed a three-year partnership agreement. Every year, the bank will host 25 apprentices from the BTS in Accounting and Management, the Bachelor in Cybersecurity and the Master's in Information Systems Management.`,
        `Beyond apprenticeships, the partnership includes several concrete commitments:`,
        list(
          `guest lectures by bank professionals, especially on fraud prevention;`,
          `a real case study offered to Master's students every year;`,
          `staff members sitting on thesis defence panels.`,
        ),
        `"We are looking for people who understand both the business and the technical side. The school's students have exactly that dual perspective," says Marc Schneider, the bank's human resources director.`,
      ),
    },
    publishedDaysAgo: 118,
    category: 'entreprises',
    campuses: ['metz'],
    image: IMG_ENTREPRISES,
  },
  {
    slug: 'parcoursup-bts-bachelor-calendrier',
    title: {
      fr: `BTS et Bachelor sur Parcoursup : le calendrier à retenir`,
      en: `BTS and Bachelor on Parcoursup: the key dates`,
    },
    summary: {
      fr: `Vous êtes en terminale ? Voici les étapes pour candidater à nos formations post-bac via Parcoursup, et les aides proposées par l'école.`,
      en: `In your final year of secondary school? Here are the steps to apply to our post-baccalaureate programmes through Parcoursup, and the help the school offers.`,
    },
    body: {
      fr: md(
        `Nos BTS et plusieurs de nos Bachelors sont accessibles après le bac via la plateforme nationale Parcoursup. Pour ne rien manquer, voici les grandes étapes de la procédure.`,
        `## Les étapes clés`,
        list(
          `**Janvier** : ouverture de la plateforme, découverte des formations et inscription.`,
          `**Jusqu'à mi-mars** : formulation des vœux.`,
          `**Début avril** : finalisation du dossier et confirmation des vœux.`,
          `**À partir de juin** : réception des propositions d'admission.`,
        ),
        `Les dates exactes sont publiées chaque année par le ministère : pensez à les vérifier sur la plateforme.`,
        `Pour vous aider, nos chargés d'admission proposent des rendez-vous individuels dans tous les campus et en visio. Ils peuvent relire votre projet de formation motivé et vous conseiller sur le choix entre BTS et Bachelor. Les formations en alternance sont aussi accessibles hors Parcoursup, directement sur notre site.`,
      ),
      en: md(
        `Our BTS programmes and several of our Bachelors are open to students after the baccalaureate through the national Parcoursup platform. Here are the main steps of the process so you don't miss anything.`,
        `## Key steps`,
        list(
          `**January**: the platform opens; explore programmes and register.`,
          `**Until mid-March**: submit your choices.`,
          `**Early April**: complete your file and confirm your choices.`,
          `**From June**: receive admission offers.`,
        ),
        `Exact dates are published by the ministry every year: remember to check them on the platform.`,
        `To help you, our admissions officers offer individual appointments on every campus and by video call. They can review your personal statement and advise you on choosing between a BTS and a Bachelor. Work-study programmes are also open outside Parcoursup, directly on our website.`,
      ),
    },
    publishedDaysAgo: 130,
    category: 'admissions',
    campuses: [],
    image: IMG_ADMISSIONS,
  },
  {
    slug: 'bde-angers-nouvelle-equipe',
    title: {
      fr: `Angers : la nouvelle équipe du BDE dévoile son programme`,
      en: `Angers: the new student union team unveils its programme`,
    },
    summary: {
      fr: `Élue avec 68 % des voix, la liste « Angers'Veille » promet plus d'événements sportifs, culturels et solidaires.`,
      en: `Elected with 68% of the vote, the "Angers'Veille" list promises more sports, cultural and charity events.`,
    },
    body: {
      fr: md(
        `Les étudiants du campus d'Angers ont élu leur nouveau bureau des élèves. La liste « Angers'Veille », menée par Clémence Poirier, étudiante en Bachelor Marketing Digital, l'a emporté avec 68 % des voix et une participation record.`,
        `Son programme pour l'année :`,
        list(
          `un tournoi sportif inter-promotions chaque trimestre ;`,
          `des soirées jeux de société et des sorties culturelles à petit prix ;`,
          `un partenariat avec une épicerie solidaire du quartier ;`,
          `un système de parrainage entre première et deuxième année.`,
        ),
        `« Beaucoup d'étudiants arrivent d'autres villes et ne connaissent personne. Le BDE doit être le premier endroit où l'on se sent chez soi », explique Clémence. Le premier rendez-vous est déjà fixé : un rallye découverte d'Angers pour les nouveaux arrivants.`,
      ),
      en: md(
        `Students at the Angers campus have elected their new student union board. The "Angers'Veille" list, led by Clémence Poirier, a Bachelor in Digital Marketing student, won with 68% of the vote and a record turnout.`,
        `Its programme for the year:`,
        list(
          `an inter-year sports tournament every term;`,
          `board game nights and low-cost cultural outings;`,
          `a partnership with a community grocery shop in the neighbourhood;`,
          `a buddy system between first- and second-year students.`,
        ),
        `"Many students come from other cities and don't know anyone. The student union should be the first place where you feel at home," Clémence explains. The first event is already scheduled: a discovery rally around Angers for newcomers.`,
      ),
    },
    publishedDaysAgo: 142,
    category: 'vie-etudiante',
    campuses: ['angers'],
    image: IMG_ASSOCIATIONS,
  },
  {
    slug: 'mobilite-montreal-mastere-montpellier',
    title: {
      fr: `Un double diplôme à Montréal pour les étudiants de Mastère de Montpellier`,
      en: `A double degree in Montreal for Master's students from Montpellier`,
    },
    summary: {
      fr: `Grâce à un nouvel accord avec l'Institut Bellechasse, les étudiants de Mastère peuvent passer leur deuxième année au Québec.`,
      en: `Thanks to a new agreement with the Institut Bellechasse, Master's students can spend their second year in Quebec.`,
    },
    body: {
      fr: md(
        `Le campus de Montpellier élargit son offre internationale. À partir de la rentrée prochaine, les étudiants des Mastères Data engineering et Cloud et DevOps pourront effectuer leur deuxième année à l'Institut Bellechasse de Montréal et obtenir un double diplôme.`,
        `Le programme comprend une session de cours à Montréal, suivie d'un stage de quatre à six mois dans une entreprise québécoise. Les étudiants sont accompagnés pour les démarches de permis d'études et la recherche de logement.`,
        `« Le Québec recrute énormément dans le numérique, et les profils français y sont très appréciés. Plusieurs de nos anciens y travaillent déjà », rappelle Julien Mercadier, responsable des relations internationales du campus.`,
        `Une réunion d'information en ligne sera proposée aux étudiants intéressés. Dix places sont ouvertes pour cette première année.`,
      ),
      en: md(
        `The Montpellier campus is expanding its international offer. From next September, students on the Master's programmes in Data Engineering and Cloud and DevOps will be able to spend their second year at the Institut Bellechasse in Montreal and earn a double degree.`,
        `The programme includes a term of classes in Montreal, followed by a four- to six-month internship with a Quebec company. Students receive help with study permit applications and finding accommodation.`,
        `"Quebec is hiring massively in tech, and French graduates are highly valued there. Several of our alumni already work there," says Julien Mercadier, head of international relations at the campus.`,
        `An online information session will be held for interested students. Ten places are available in this first year.`,
      ),
    },
    publishedDaysAgo: 154,
    category: 'international',
    campuses: ['montpellier'],
    image: IMG_INTERNATIONAL,
  },
  {
    slug: 'centre-operations-securite-pedagogique-caen',
    scene: 'watch',
    title: {
      fr: `Caen inaugure un centre d'opérations de sécurité pédagogique`,
      en: `Caen opens a training security operations centre`,
    },
    summary: {
      fr: `Les étudiants en cybersécurité s'entraînent désormais dans des conditions proches de celles d'un vrai SOC.`,
      en: `Cybersecurity students now train in conditions close to those of a real SOC.`,
    },
    body: {
      fr: md(
        `Murs d'écrans, tableaux de bord de supervision et scénarios d'attaque simulés : le campus de Caen dispose désormais d'un centre d'opérations de sécurité (SOC) entièrement dédié à la pédagogie.`,
        `Les étudiants du Bachelor Cybersécurité et du BTS SIO option SISR y apprennent à détecter, analyser et traiter des incidents en temps réel, en se répartissant les rôles comme dans une équipe professionnelle : analyste de premier niveau, analyste confirmé, responsable de la communication de crise.`,
        `## Des exercices au plus près du terrain`,
        `Chaque mois, un exercice de crise de quatre heures est organisé avec l'aide d'entreprises normandes partenaires. Les scénarios vont de la simple campagne d'hameçonnage à l'attaque par rançongiciel d'un hôpital fictif.`,
        `« Les recruteurs nous demandent des jeunes diplômés opérationnels dès leur arrivée. Ce SOC nous permet de les former exactement à cela », explique Nicolas Lebrun, responsable pédagogique.`,
      ),
      en: md(
        `Video walls, monitoring dashboards and simulated attack scenarios: the Caen campus now has a security operations centre (SOC) entirely dedicated to teaching.`,
        `Students from the Bachelor in Cybersecurity and the BTS SIO (SISR option) learn to detect, analyse and handle incidents in real time, sharing out roles as in a professional team: tier-one analyst, senior analyst, crisis communications lead.`,
        `## Exercises that mirror the real world`,
        `Every month, a four-hour crisis exercise is held with the help of partner companies from Normandy. Scenarios range from a simple phishing campaign to a ransomware attack on a fictional hospital.`,
        `"Recruiters ask us for graduates who are operational from day one. This SOC lets us train them for exactly that," explains Nicolas Lebrun, head of studies.`,
      ),
    },
    publishedDaysAgo: 165,
    category: 'innovation',
    campuses: ['caen'],
    image: IMG_CYBER,
  },
  {
    slug: 'rentree-solennelle-clermont-ferrand',
    scene: 'conference',
    title: {
      fr: `Rentrée solennelle à Clermont-Ferrand : bienvenue aux 350 nouveaux étudiants`,
      en: `Welcome ceremony in Clermont-Ferrand: 350 new students join the campus`,
    },
    summary: {
      fr: `Discours, rallye dans la ville et pique-nique géant : le campus de Clermont-Ferrand a accueilli sa nouvelle promotion.`,
      en: `Speeches, a city rally and a giant picnic: the Clermont-Ferrand campus welcomed its new intake.`,
    },
    body: {
      fr: md(
        `Le campus de Clermont-Ferrand a fait sa rentrée en beauté. Les 350 nouveaux étudiants, de la première année de BTS au Mastère, ont été accueillis par l'équipe de direction et les enseignants lors d'une cérémonie d'ouverture dans l'amphithéâtre principal.`,
        `Après les discours, place à la découverte : répartis en équipes, les nouveaux venus ont participé à un rallye photo dans le centre historique, avec des énigmes préparées par le BDE. La journée s'est terminée par un pique-nique géant dans un parc voisin, avec vue sur la chaîne des Puys.`,
        `Cette semaine d'intégration comprend aussi des ateliers pratiques : prise en main des outils numériques de l'école, présentation des associations, rencontre avec le service relations entreprises et point d'information sur le logement et les aides financières. Objectif : que chacun trouve ses repères dès les premiers jours.`,
      ),
      en: md(
        `The Clermont-Ferrand campus got the new year off to a great start. The 350 new students, from first-year BTS to Master's level, were welcomed by the management team and the teaching staff at an opening ceremony in the main lecture hall.`,
        `After the speeches, it was time to explore: in teams, the newcomers took part in a photo rally through the historic centre, with riddles prepared by the student union. The day ended with a giant picnic in a nearby park, overlooking the Chaîne des Puys volcanoes.`,
        `This induction week also includes practical sessions: getting started with the school's digital tools, an introduction to student associations, a meeting with the corporate relations team and an information point on housing and financial aid. The goal: help everyone find their feet from day one.`,
      ),
    },
    publishedDaysAgo: 177,
    category: 'vie-du-campus',
    campuses: ['clermont-ferrand'],
    image: IMG_CAMPUS,
  },
  {
    slug: 'hackathon-sante-connectee-dijon',
    title: {
      fr: `Hackathon santé connectée : Dijon imagine le suivi des patients de demain`,
      en: `Connected health hackathon: Dijon imagines tomorrow's patient follow-up`,
    },
    summary: {
      fr: `Avec des soignants de la région, les étudiants ont conçu en 36 heures des solutions pour faciliter le retour à domicile des patients.`,
      en: `Working with healthcare professionals from the region, students designed solutions in 36 hours to help patients return home.`,
    },
    body: {
      fr: md(
        `Infirmières, kinésithérapeutes et médecins généralistes ont rejoint les étudiants du campus de Dijon le temps d'un hackathon consacré à la santé connectée. Le défi : faciliter le retour à domicile des patients après une hospitalisation.`,
        `Pendant 36 heures, huit équipes ont interrogé les soignants, identifié leurs difficultés et conçu des prototypes. Parmi les idées présentées au jury :`,
        list(
          `un pilulier connecté qui alerte un proche en cas d'oubli ;`,
          `une application de rééducation guidée par vidéo ;`,
          `un tableau de bord partagé entre l'hôpital et l'infirmier libéral.`,
        ),
        `C'est ce dernier projet, porté par une équipe mêlant BTS SIO et Bachelor Développement Web, qui a remporté le premier prix. Les soignants présents ont salué des propositions « pragmatiques et respectueuses des données de santé ». Le campus prévoit de renouveler l'expérience chaque année.`,
      ),
      en: md(
        `Nurses, physiotherapists and GPs joined students at the Dijon campus for a hackathon devoted to connected health. The challenge: make it easier for patients to return home after a hospital stay.`,
        `For 36 hours, eight teams interviewed healthcare workers, identified their pain points and built prototypes. Among the ideas presented to the jury:`,
        list(
          `a connected pill box that alerts a relative if a dose is missed;`,
          `a video-guided rehabilitation app;`,
          `a dashboard shared between the hospital and the home-care nurse.`,
        ),
        `This last project, led by a team of BTS SIO and Bachelor in Web Development students, won first prize. The healthcare professionals praised proposals that were "pragmatic and respectful of health data". The campus plans to repeat the experience every year.`,
      ),
    },
    publishedDaysAgo: 189,
    category: 'innovation',
    campuses: ['dijon'],
    image: IMG_HACKATHON,
  },
  {
    slug: 'rencontres-alternance-arras',
    title: {
      fr: `Rencontres alternance à Arras : 45 entreprises et 200 entretiens en une matinée`,
      en: `Apprenticeship meet-up in Arras: 45 companies and 200 interviews in one morning`,
    },
    summary: {
      fr: `Le campus d'Arras a réuni recruteurs et candidats pour accélérer la signature des contrats d'alternance.`,
      en: `The Arras campus brought recruiters and candidates together to speed up the signing of apprenticeship contracts.`,
    },
    body: {
      fr: md(
        `Quarante-cinq entreprises de l'Artois et de la métropole lilloise ont répondu présent aux rencontres alternance organisées par le campus d'Arras. En une matinée, plus de 200 entretiens de quinze minutes se sont enchaînés entre recruteurs et étudiants.`,
        `Les offres couvraient des métiers variés : technicien support, développeur, assistant commercial, chargé de communication ou encore assistant comptable. Des PME industrielles, des cabinets d'expertise comptable et des collectivités étaient représentés.`,
        `Pour préparer l'événement, les étudiants avaient participé la semaine précédente à des ateliers de préparation : présentation en deux minutes, mise à jour du CV et conseils de posture. Résultat : une trentaine de promesses d'embauche ont été signées dans les jours qui ont suivi. Le service relations entreprises continue d'accompagner ceux qui n'ont pas encore trouvé.`,
      ),
      en: md(
        `Forty-five companies from the Artois area and the Lille metropolitan area took part in the apprenticeship meet-up organised by the Arras campus. In a single morning, more than 200 fifteen-minute interviews took place between recruiters and students.`,
        `The vacancies covered a wide range of jobs: IT support technician, developer, sales assistant, communications officer and accounting assistant. Industrial SMEs, accounting firms and local authorities were all represented.`,
        `To prepare, students had attended workshops the week before: two-minute pitches, CV updates and tips on body language. The result: around thirty job offers were signed in the following days. The corporate relations team continues to support those who are still searching.`,
      ),
    },
    publishedDaysAgo: 201,
    category: 'entreprises',
    campuses: ['arras'],
    image: IMG_ALTERNANCE,
  },
  {
    slug: 'club-robotique-auxerre-trophee',
    title: {
      fr: `Le club robotique d'Auxerre décroche un trophée régional`,
      en: `The Auxerre robotics club wins a regional trophy`,
    },
    summary: {
      fr: `Leur robot trieur de déchets a séduit le jury d'une compétition réservée aux étudiants de Bourgogne-Franche-Comté.`,
      en: `Their waste-sorting robot won over the jury of a competition for students in Bourgogne-Franche-Comté.`,
    },
    body: {
      fr: md(
        `Créé il y a deux ans par une poignée de passionnés, le club robotique du campus d'Auxerre vient de remporter le prix de l'innovation lors d'une compétition régionale étudiante. Leur projet : un petit robot capable de trier automatiquement les déchets recyclables grâce à une caméra et à un modèle de reconnaissance d'images.`,
        `Les sept membres de l'équipe, étudiants en BTS SIO et en Bachelor Systèmes, Réseaux & Cloud, ont conçu la mécanique dans le fablab du campus et entraîné le modèle sur plusieurs milliers de photos prises à la cafétéria.`,
        `« Nous avons tout appris en faisant : soudure, impression 3D, programmation embarquée. C'est le genre de projet qui donne du sens aux cours », raconte Théo Marchand, président du club. Le prix, doté de 1 500 euros, servira à acheter du matériel pour la saison prochaine. Le club accueille volontiers de nouveaux membres, quel que soit leur niveau.`,
      ),
      en: md(
        `Founded two years ago by a handful of enthusiasts, the robotics club at the Auxerre campus has just won the innovation prize at a regional student competition. Their project: a small robot that automatically sorts recyclable waste using a camera and an image-recognition model.`,
        `The seven team members, students in the BTS SIO and the Bachelor in Systems, Networks & Cloud, built the mechanics in the campus fab lab and trained the model on several thousand photos taken in the cafeteria.`,
        `"We learned everything by doing: soldering, 3D printing, embedded programming. It's the kind of project that gives meaning to our classes," says Théo Marchand, the club's president. The €1,500 prize will be used to buy equipment for next season. The club welcomes new members of all levels.`,
      ),
    },
    publishedDaysAgo: 213,
    category: 'vie-etudiante',
    campuses: ['auxerre'],
    image: IMG_ASSOCIATIONS,
  },
  {
    slug: 'semaine-internationale-intervenants-etrangers',
    title: {
      fr: `Semaine internationale : 20 enseignants étrangers dans nos campus`,
      en: `International week: 20 foreign lecturers visit our campuses`,
    },
    summary: {
      fr: `Pendant une semaine, des enseignants venus de onze pays ont donné des cours en anglais dans l'ensemble du réseau ESNUM.`,
      en: `For one week, lecturers from eleven countries taught classes in English across the whole ESNUM network.`,
    },
    body: {
      fr: md(
        `Chaque année, la semaine internationale bouscule les emplois du temps de tous les campus. Cette édition a accueilli vingt enseignants venus de nos universités partenaires en Europe, en Amérique du Nord et en Asie.`,
        `Au programme, des cours intensifs en anglais sur des sujets variés : marketing digital en Corée du Sud, protection des données personnelles en Europe, entrepreneuriat au Portugal ou encore gestion de projet agile dans les entreprises finlandaises. Les sessions étaient aussi retransmises en direct pour les campus qui n'accueillaient pas d'intervenant.`,
        `## Pourquoi cette semaine ?`,
        list(
          `pratiquer l'anglais professionnel dans un contexte réel ;`,
          `découvrir d'autres façons de travailler ;`,
          `préparer un futur semestre ou stage à l'étranger.`,
        ),
        `Les étudiants ont également pu rencontrer les intervenants lors de déjeuners informels pour poser leurs questions sur les programmes d'échange.`,
      ),
      en: md(
        `Every year, international week shakes up timetables on every campus. This edition welcomed twenty lecturers from our partner universities in Europe, North America and Asia.`,
        `The programme featured intensive classes in English on a wide range of topics: digital marketing in South Korea, personal data protection in Europe, entrepreneurship in Portugal and agile project management in Finnish companies. Sessions were also streamed live for campuses that were not hosting a speaker.`,
        `## Why this week?`,
        list(
          `to practise professional English in a real setting;`,
          `to discover other ways of working;`,
          `to prepare for a future semester or internship abroad.`,
        ),
        `Students were also able to meet the lecturers over informal lunches and ask questions about exchange programmes.`,
      ),
    },
    publishedDaysAgo: 224,
    category: 'international',
    campuses: [],
    image: IMG_INTERNATIONAL,
  },
  {
    slug: 'partenariat-laboratoires-sorbiane-chartres',
    scene: 'meeting',
    title: {
      fr: `Chartres : les Laboratoires Sorbiane misent sur la data avec l'école`,
      en: `Chartres: Laboratoires Sorbiane bet on data with the school`,
    },
    summary: {
      fr: `Le fabricant de cosmétiques confie aux étudiants un projet d'analyse de données sur sa chaîne de production.`,
      en: `The cosmetics manufacturer entrusts students with a data analysis project on its production line.`,
    },
    body: {
      fr: md(
        `Installés près de Chartres depuis plus de trente ans, les Laboratoires Sorbiane produisent des soins pour la peau vendus dans toute l'Europe. L'entreprise vient de signer un partenariat avec le campus pour accompagner sa transformation numérique.`,
        `Premier chantier : une équipe de six étudiants en Bachelor Data & IA va analyser les données issues des lignes de conditionnement afin de réduire les arrêts de production. Ils travailleront sur site une journée par semaine, encadrés par un ingénieur de l'entreprise et un enseignant de l'école.`,
        `« Nous avons énormément de données que nous n'exploitons pas. Un regard neuf va nous aider à prioriser », explique Aurélie Vasseur, directrice industrielle. Le partenariat prévoit aussi l'accueil d'alternants en marketing digital et en contrôle de gestion dès la rentrée prochaine.`,
      ),
      en: md(
        `Based near Chartres for more than thirty years, Laboratoires Sorbiane makes skincare products sold across Europe. The company has just signed a partnership with the campus to support its digital transformation.`,
        `First project: a team of six Bachelor in Data & AI students will analyse data from the packaging lines in order to reduce production stoppages. They will work on site one day a week, supervised by a company engineer and a school lecturer.`,
        `"We have a huge amount of data we don't use. A fresh pair of eyes will help us set priorities," says Aurélie Vasseur, industrial director. The partnership also includes hosting apprentices in digital marketing and management control from next September.`,
      ),
    },
    publishedDaysAgo: 236,
    category: 'entreprises',
    campuses: ['chartres'],
    image: IMG_ENTREPRISES,
  },
  {
    slug: 'benevolat-numerique-seniors-limoges',
    title: {
      fr: `À Limoges, les étudiants initient les seniors au numérique`,
      en: `In Limoges, students help older people get to grips with digital tools`,
    },
    summary: {
      fr: `Chaque mercredi, des étudiants bénévoles animent des permanences numériques dans deux résidences pour personnes âgées.`,
      en: `Every Wednesday, student volunteers run digital help sessions in two residences for older people.`,
    },
    body: {
      fr: md(
        `Envoyer une photo à ses petits-enfants, prendre un rendez-vous médical en ligne, repérer un message frauduleux : autant de gestes du quotidien qui peuvent devenir un casse-tête. Depuis la rentrée, une vingtaine d'étudiants du campus de Limoges animent des permanences numériques dans deux résidences autonomie de la ville.`,
        `Les séances se déroulent en petits groupes ou en tête-à-tête, au rythme de chacun. Les étudiants ont préparé des fiches pratiques illustrées, imprimées en grands caractères, que les résidents peuvent garder.`,
        `« J'ai appris à faire des appels vidéo avec ma fille qui vit à Montréal. Ces jeunes ont une patience incroyable », confie Germaine, 84 ans. Pour les étudiants, l'expérience est tout aussi enrichissante : « Expliquer simplement, c'est la meilleure façon de vérifier qu'on a compris soi-même », résume Enzo, en BTS SIO. Le dispositif sera étendu à une troisième résidence au printemps.`,
      ),
      en: md(
        `Sending a photo to your grandchildren, booking a medical appointment online, spotting a scam message: everyday tasks that can turn into a headache. Since the start of term, about twenty students from the Limoges campus have been running digital help sessions in two independent-living residences in the city.`,
        `Sessions take place in small groups or one-to-one, at each person's pace. The students have prepared illustrated how-to sheets, printed in large type, which residents can keep.`,
        `"I learned how to make video calls with my daughter, who lives in Montreal. These young people are incredibly patient," says Germaine, 84. For the students, the experience is just as rewarding: "Explaining things simply is the best way to check you've understood them yourself," says Enzo, a BTS SIO student. The scheme will be extended to a third residence in the spring.`,
      ),
    },
    publishedDaysAgo: 248,
    category: 'vie-etudiante',
    campuses: ['limoges'],
    image: IMG_SOLIDARITE,
  },
  {
    slug: 'mba-strategie-digitale-nouvelle-promotion-paris',
    title: {
      fr: `MBA Stratégie Digitale : une nouvelle promotion en format week-end à Paris`,
      en: `MBA in Digital Strategy: a new weekend-format class in Paris`,
    },
    summary: {
      fr: `Pensé pour les cadres en poste, le MBA accueille sa première promotion en rythme week-end au campus de Paris.`,
      en: `Designed for working managers, the MBA welcomes its first weekend-format class at the Paris campus.`,
    },
    body: {
      fr: md(
        `Le MBA Stratégie Digitale se décline désormais en format week-end au campus de Paris. Les cours ont lieu un vendredi et un samedi sur deux, ce qui permet aux participants de conserver leur activité professionnelle à plein temps.`,
        `La première promotion réunit 28 professionnels aux parcours très variés : responsables marketing, chefs de projet informatique, entrepreneurs, cadres du secteur public. Leur point commun : piloter la transformation numérique de leur organisation.`,
        `## Un programme tourné vers l'action`,
        list(
          `des modules de stratégie, de finance et de conduite du changement ;`,
          `un projet de transformation mené dans sa propre entreprise ;`,
          `un séminaire international d'une semaine en fin de parcours.`,
        ),
        `Les candidatures pour la prochaine promotion sont ouvertes. L'admission repose sur l'étude du dossier professionnel et un entretien avec la direction du programme.`,
      ),
      en: md(
        `The MBA in Digital Strategy is now offered in a weekend format at the Paris campus. Classes take place every other Friday and Saturday, allowing participants to keep working full time.`,
        `The first class brings together 28 professionals with very diverse backgrounds: marketing managers, IT project managers, entrepreneurs and public-sector executives. What they have in common: leading the digital transformation of their organisation.`,
        `## An action-oriented programme`,
        list(
          `modules in strategy, finance and change management;`,
          `a transformation project carried out within their own company;`,
          `a one-week international seminar at the end of the programme.`,
        ),
        `Applications for the next intake are open. Admission is based on a review of the professional file and an interview with the programme director.`,
      ),
    },
    publishedDaysAgo: 260,
    category: 'admissions',
    campuses: ['paris'],
    image: IMG_ADMISSIONS,
  },
  {
    slug: 'tournoi-esport-caritatif-nice',
    title: {
      fr: `Nice : un tournoi e-sport caritatif au profit d'un service de pédiatrie`,
      en: `Nice: a charity e-sport tournament for a children's hospital ward`,
    },
    summary: {
      fr: `Les joueurs du campus de Nice ont récolté 4 200 euros pour équiper en consoles les chambres d'un service pédiatrique.`,
      en: `Gamers at the Nice campus raised €4,200 to equip the rooms of a paediatric ward with game consoles.`,
    },
    body: {
      fr: md(
        `Un week-end, 32 équipes et une seule motivation : faire sourire les enfants hospitalisés. L'association e-sport du campus de Nice a organisé un tournoi caritatif dont l'intégralité des bénéfices a été reversée à un service de pédiatrie de la région.`,
        `Les inscriptions des équipes, la buvette et une tombola ont permis de collecter 4 200 euros. La somme servira à installer des consoles de jeu et des tablettes dans les chambres des jeunes patients, qui restent parfois hospitalisés plusieurs semaines.`,
        `Le tournoi était diffusé en direct, commenté par des étudiants et ponctué d'appels aux dons. « Le jeu vidéo, c'est aussi un moyen de s'évader quand on est à l'hôpital. On voulait leur offrir un peu de ça », explique Lucas Ferrero, président de l'association. L'équipe soignante a invité les organisateurs à venir installer eux-mêmes le matériel.`,
      ),
      en: md(
        `One weekend, 32 teams and a single goal: making hospitalised children smile. The e-sport association at the Nice campus organised a charity tournament and donated all the proceeds to a paediatric ward in the region.`,
        `Team entry fees, the snack bar and a raffle raised €4,200. The money will be used to install game consoles and tablets in the rooms of young patients, who sometimes stay in hospital for several weeks.`,
        `The tournament was streamed live with student commentary and regular calls for donations. "Video games are also a way to escape when you're in hospital. We wanted to give them a bit of that," explains Lucas Ferrero, president of the association. The care team invited the organisers to come and install the equipment themselves.`,
      ),
    },
    publishedDaysAgo: 272,
    category: 'vie-etudiante',
    campuses: ['nice'],
    image: IMG_ESPORT,
  },
  {
    slug: 'nouveaux-locaux-orleans',
    title: {
      fr: `Le campus d'Orléans s'installe dans de nouveaux locaux en centre-ville`,
      en: `The Orléans campus moves into new premises in the city centre`,
    },
    summary: {
      fr: `À deux pas de la gare, le nouveau bâtiment offre 2 800 m² de salles, de studios et d'espaces de vie étudiante.`,
      en: `A short walk from the station, the new building offers 2,800 m² of classrooms, studios and student spaces.`,
    },
    body: {
      fr: md(
        `Après dix ans dans la zone d'activités nord, le campus d'Orléans a déménagé dans un ancien bâtiment de bureaux entièrement réhabilité, à cinq minutes à pied de la gare et du tramway.`,
        `Sur trois niveaux, les étudiants disposent désormais de :`,
        list(
          `18 salles de cours modulables ;`,
          `un studio vidéo et podcast ;`,
          `une salle serveurs pédagogique pour les formations réseaux ;`,
          `une grande cafétéria et une terrasse.`,
        ),
        `Ce déménagement répond à la croissance du campus, dont les effectifs ont doublé en cinq ans. « Être en centre-ville change tout pour nos alternants, qui peuvent rejoindre leur entreprise facilement en transports en commun », souligne Xavier Bertin, directeur du campus. Une journée d'inauguration ouverte aux familles et aux entreprises partenaires est prévue dans les prochaines semaines.`,
      ),
      en: md(
        `After ten years in the northern business park, the Orléans campus has moved into a fully refurbished former office building, a five-minute walk from the railway station and the tram.`,
        `Spread over three floors, students now have:`,
        list(
          `18 flexible classrooms;`,
          `a video and podcast studio;`,
          `a teaching server room for networking programmes;`,
          `a large cafeteria and a terrace.`,
        ),
        `The move responds to the campus's growth: student numbers have doubled in five years. "Being in the city centre makes all the difference for our apprentices, who can easily reach their company by public transport," says Xavier Bertin, campus director. An opening day for families and partner companies is planned in the coming weeks.`,
      ),
    },
    publishedDaysAgo: 283,
    category: 'vie-du-campus',
    campuses: ['orleans'],
    image: IMG_CAMPUS,
  },
  {
    slug: 'charte-ia-generative-pedagogie',
    title: {
      fr: `IA générative : l'école adopte une charte pour les étudiants et les enseignants`,
      en: `Generative AI: the school adopts a charter for students and teachers`,
    },
    summary: {
      fr: `Rédigée avec des étudiants, la charte fixe des règles claires pour utiliser les assistants d'IA dans les cours et les évaluations.`,
      en: `Written with students, the charter sets clear rules for using AI assistants in classes and assessments.`,
    },
    body: {
      fr: md(
        `Faut-il interdire les assistants d'intelligence artificielle générative ou apprendre à s'en servir ? L'école a fait le choix de la seconde option, en adoptant une charte commune à tous les campus.`,
        `Ce texte a été élaboré pendant six mois par un groupe de travail réunissant enseignants, responsables pédagogiques et délégués étudiants. Il repose sur trois principes :`,
        list(
          `**Transparence** : tout usage d'une IA dans un travail rendu doit être signalé.`,
          `**Responsabilité** : l'étudiant reste l'auteur de son travail et doit pouvoir l'expliquer à l'oral.`,
          `**Apprentissage** : chaque formation comprend désormais un module sur les usages, les limites et les biais de ces outils.`,
        ),
        `Les modalités d'évaluation évoluent aussi, avec davantage de soutenances orales et de travaux réalisés en classe. « Nos étudiants utiliseront ces outils toute leur carrière. Notre rôle est de leur apprendre à le faire avec esprit critique », résume la direction pédagogique.`,
      ),
      en: md(
        `Should generative AI assistants be banned, or should students learn to use them? The school chose the second option by adopting a charter shared by every campus.`,
        `The text was drawn up over six months by a working group of teachers, programme managers and student representatives. It rests on three principles:`,
        list(
          `**Transparency**: any use of AI in submitted work must be declared.`,
          `**Accountability**: students remain the authors of their work and must be able to explain it orally.`,
          `**Learning**: every programme now includes a module on the uses, limits and biases of these tools.`,
        ),
        `Assessment methods are changing too, with more oral presentations and work done in class. "Our students will use these tools throughout their careers. Our job is to teach them to do so with a critical mind," sums up the academic leadership.`,
      ),
    },
    publishedDaysAgo: 295,
    category: 'innovation',
    campuses: [],
    image: IMG_RECHERCHE,
  },
  {
    slug: 'diplomes-promotion-reims',
    title: {
      fr: `Reims célèbre sa promotion de diplômés dans un ancien cellier`,
      en: `Reims celebrates its graduating class in a former wine cellar`,
    },
    summary: {
      fr: `Cent soixante étudiants de BTS, Bachelor et Mastère ont reçu leur diplôme lors d'une cérémonie chaleureuse.`,
      en: `One hundred and sixty BTS, Bachelor and Master's students received their degrees at a warm ceremony.`,
    },
    body: {
      fr: md(
        `Pour sa cérémonie de remise des diplômes, le campus de Reims avait choisi un cadre original : un ancien cellier reconverti en salle de réception. Cent soixante diplômés y ont été appelés un à un sur scène, sous les applaudissements de leurs proches.`,
        `La marraine de la promotion, Valérie Jacquemin, fondatrice d'une agence de communication rémoise, a partagé son parcours : un BTS obtenu en alternance, puis quinze ans de carrière avant de créer sa propre entreprise. « Votre diplôme est un point de départ. Ce qui fera la différence, c'est votre capacité à apprendre encore », a-t-elle lancé.`,
        `Plusieurs prix ont récompensé les meilleurs projets de fin d'études, dont une application de gestion des vendanges développée par deux étudiants du Bachelor Développement Web. La soirée s'est prolongée autour d'un buffet préparé par un traiteur local.`,
      ),
      en: md(
        `For its graduation ceremony, the Reims campus chose an unusual setting: a former wine cellar converted into a reception hall. One hundred and sixty graduates were called on stage one by one, to the applause of their families.`,
        `The sponsor of the class, Valérie Jacquemin, founder of a Reims communications agency, shared her story: a BTS earned through an apprenticeship, then fifteen years of work before starting her own business. "Your degree is a starting point. What will make the difference is your ability to keep learning," she told the graduates.`,
        `Several prizes rewarded the best final-year projects, including a grape-harvest management app developed by two Bachelor in Web Development students. The evening continued over a buffet prepared by a local caterer.`,
      ),
    },
    publishedDaysAgo: 307,
    category: 'vie-du-campus',
    campuses: ['reims'],
    image: IMG_DIPLOMES,
  },
  {
    slug: 'startup-etudiante-boucle-materiaux-rouen',
    title: {
      fr: `Rouen : la start-up étudiante Boucle Matériaux lève ses premiers fonds`,
      en: `Rouen: student start-up Boucle Matériaux raises its first funds`,
    },
    summary: {
      fr: `Née au sein du Programme Grande École, la plateforme de réemploi de matériaux de construction obtient 150 000 euros.`,
      en: `Born within the Programme Grande École, the platform for reusing building materials secures €150,000.`,
    },
    body: {
      fr: md(
        `Tout a commencé par un projet de cours. Trois étudiants du Programme Grande École du campus de Rouen ont constaté que les chantiers de rénovation jettent chaque jour des matériaux encore utilisables : portes, carrelage, radiateurs, bois de charpente.`,
        `Leur réponse : Boucle Matériaux, une plateforme qui met en relation les entreprises du bâtiment avec des artisans et des particuliers intéressés par ces matériaux de seconde main. Accompagnés par l'incubateur de l'école, ils viennent de lever 150 000 euros auprès d'un réseau de business angels normands.`,
        `## Et maintenant ?`,
        list(
          `recruter deux développeurs, dont un alternant de l'école ;`,
          `étendre le service à toute la Normandie ;`,
          `lancer un outil de diagnostic des matériaux avant démolition.`,
        ),
        `« L'école nous a permis d'aménager notre emploi du temps pour développer le projet. Sans ça, nous n'en serions pas là », témoigne Inès Boucher, cofondatrice.`,
      ),
      en: md(
        `It all started as a class project. Three students from the Programme Grande École at the Rouen campus noticed that renovation sites throw away usable materials every day: doors, tiles, radiators, structural timber.`,
        `Their answer: Boucle Matériaux, a platform that connects construction companies with craftspeople and individuals interested in these second-hand materials. Supported by the school's incubator, they have just raised €150,000 from a network of business angels in Normandy.`,
        `## What's next?`,
        list(
          `hire two developers, including an apprentice from the school;`,
          `extend the service to the whole of Normandy;`,
          `launch a tool to assess materials before demolition.`,
        ),
        `"The school let us adapt our timetable to develop the project. Without that, we wouldn't be where we are," says Inès Boucher, co-founder.`,
      ),
    },
    publishedDaysAgo: 319,
    category: 'entreprises',
    campuses: ['rouen'],
    image: IMG_ENTREPRISES,
  },
  {
    slug: 'echange-seoul-bachelor-data-saint-etienne',
    title: {
      fr: `De Saint-Étienne à Séoul : un semestre data en Corée du Sud`,
      en: `From Saint-Étienne to Seoul: a data semester in South Korea`,
    },
    summary: {
      fr: `Quatre étudiants du Bachelor Data & IA racontent leur semestre d'échange à la Namsan University of Digital Sciences.`,
      en: `Four Bachelor in Data & AI students describe their exchange semester at Namsan University of Digital Sciences.`,
    },
    body: {
      fr: md(
        `Ils sont partis en février avec une valise et quelques mots de coréen. Quatre étudiants du campus de Saint-Étienne ont passé un semestre à la Namsan University of Digital Sciences, à Séoul, l'une de nos universités partenaires en Asie.`,
        `Cours de machine learning en anglais, projets en équipe avec des étudiants coréens, visites d'entreprises technologiques : le rythme était intense. « Là-bas, on travaille beaucoup en groupe et les projets sont très concrets. J'ai appris à présenter mes résultats de façon beaucoup plus synthétique », raconte Manon Grivel.`,
        `Au-delà des cours, l'expérience a été humaine avant tout. Les étudiants ont été accueillis par un système de parrainage local et ont découvert la ville avec leurs binômes. À leur retour, ils animeront une rencontre pour les étudiants qui envisagent de partir l'an prochain. Les candidatures pour ce programme d'échange ouvrent à l'automne.`,
      ),
      en: md(
        `They left in February with a suitcase and a few words of Korean. Four students from the Saint-Étienne campus spent a semester at Namsan University of Digital Sciences in Seoul, one of our partner universities in Asia.`,
        `Machine learning classes in English, team projects with Korean students, visits to tech companies: the pace was intense. "Over there, people work a lot in groups and projects are very hands-on. I learned to present my results much more concisely," says Manon Grivel.`,
        `Beyond the classes, it was above all a human experience. The students were welcomed through a local buddy system and discovered the city with their partners. On their return, they will host a meeting for students considering going next year. Applications for this exchange programme open in the autumn.`,
      ),
    },
    publishedDaysAgo: 331,
    category: 'international',
    campuses: ['saint-etienne'],
    image: IMG_INTERNATIONAL,
  },
  {
    slug: 'admissions-entretien-en-ligne-nouveau-format',
    title: {
      fr: `Admissions : un nouveau format d'entretien, en ligne ou sur le campus`,
      en: `Admissions: a new interview format, online or on campus`,
    },
    summary: {
      fr: `Les candidats peuvent désormais choisir de passer leur entretien d'admission en visio ou dans le campus de leur choix.`,
      en: `Applicants can now choose to take their admission interview by video call or at the campus of their choice.`,
    },
    body: {
      fr: md(
        `Pour faciliter l'accès à ses formations, l'école fait évoluer sa procédure d'admission. Les candidats peuvent désormais réserver leur entretien en ligne, à la date qui leur convient, et choisir de le passer en visioconférence ou en présentiel.`,
        `## Comment se déroule l'admission ?`,
        list(
          `dépôt du dossier en ligne (bulletins, CV, lettre de motivation) ;`,
          `tests en ligne adaptés à la formation visée ;`,
          `entretien de motivation de 30 minutes avec un membre de l'équipe pédagogique ;`,
          `réponse sous dix jours ouvrés.`,
        ),
        `L'entretien n'est pas un examen : il permet de mieux connaître le projet du candidat, ses centres d'intérêt et ses contraintes. Pour les formations en alternance, il est aussi l'occasion d'échanger sur la recherche d'entreprise et l'accompagnement proposé par l'école.`,
        `Les candidats en situation de handicap peuvent demander des aménagements auprès du référent handicap de leur campus.`,
      ),
      en: md(
        `To make its programmes easier to access, the school is updating its admission process. Applicants can now book their interview online, on the date that suits them, and choose to take it by video call or in person.`,
        `## How does admission work?`,
        list(
          `submit your application online (school reports, CV, cover letter);`,
          `take online tests tailored to the programme you are applying for;`,
          `attend a 30-minute motivation interview with a member of the teaching team;`,
          `receive an answer within ten working days.`,
        ),
        `The interview is not an exam: it is a way to get to know the applicant's plans, interests and constraints. For work-study programmes, it is also an opportunity to talk about finding a company and the support the school provides.`,
        `Applicants with disabilities can request adjustments from the disability officer at their campus.`,
      ),
    },
    publishedDaysAgo: 342,
    category: 'admissions',
    campuses: [],
    image: IMG_ADMISSIONS,
  },
  {
    slug: 'exercice-cyberdefense-hopital-fictif-tours',
    title: {
      fr: `Tours : un exercice de cyberdéfense grandeur nature`,
      en: `Tours: a full-scale cyber defence exercise`,
    },
    summary: {
      fr: `Pendant une journée, les étudiants ont dû protéger le système d'information d'un hôpital fictif face à une attaque simulée.`,
      en: `For a whole day, students had to protect the information system of a fictional hospital against a simulated attack.`,
    },
    body: {
      fr: md(
        `8 h 30 : les premiers postes du « Centre hospitalier du Val de Cher », un établissement fictif reconstitué dans les salles du campus de Tours, affichent une demande de rançon. Pour les 60 étudiants en cybersécurité, l'exercice commence.`,
        `Répartis en cellules — technique, communication, direction —, ils ont dû isoler les machines infectées, restaurer les sauvegardes, informer les « patients » et répondre aux questions de faux journalistes joués par des étudiants en marketing. Des professionnels de la sécurité d'entreprises de la région observaient et notaient chaque décision.`,
        `« Dans la réalité, la technique ne suffit pas : il faut savoir communiquer sous pression et prendre des décisions avec des informations incomplètes », rappelle Karim Benaïssa, formateur et ancien responsable sécurité. Le débriefing, en fin de journée, a permis à chaque équipe d'identifier ses points forts et ses axes de progrès.`,
      ),
      en: md(
        `8:30 am: the first workstations at the "Val de Cher Hospital", a fictional facility recreated in the classrooms of the Tours campus, display a ransom demand. For the 60 cybersecurity students, the exercise begins.`,
        `Split into cells — technical, communications, management — they had to isolate infected machines, restore backups, inform "patients" and answer questions from fake journalists played by marketing students. Security professionals from local companies observed and scored every decision.`,
        `"In real life, technical skills aren't enough: you have to communicate under pressure and make decisions with incomplete information," says Karim Benaïssa, trainer and former security manager. The debriefing at the end of the day helped each team identify its strengths and areas for improvement.`,
      ),
    },
    publishedDaysAgo: 354,
    category: 'innovation',
    campuses: ['tours'],
    image: IMG_CYBER,
  },
  {
    slug: 'course-solidaire-toulouse',
    title: {
      fr: `Course solidaire : 300 coureurs pour l'association Pas à Pas`,
      en: `Charity run: 300 runners for the Pas à Pas association`,
    },
    summary: {
      fr: `Étudiants, enseignants et alternants de Toulouse ont couru le long de la Garonne pour soutenir l'inclusion des jeunes en situation de handicap.`,
      en: `Students, teachers and apprentices from Toulouse ran along the Garonne to support the inclusion of young people with disabilities.`,
    },
    body: {
      fr: md(
        `Le soleil était au rendez-vous pour la troisième édition de la course solidaire du campus de Toulouse. Trois cents participants se sont élancés sur un parcours de 5 ou 10 kilomètres le long des berges de la Garonne.`,
        `Les frais d'inscription et les dons des entreprises partenaires ont été intégralement reversés à l'association Pas à Pas, qui accompagne des jeunes en situation de handicap dans leur accès aux études et à l'emploi. Au total, 6 800 euros ont été récoltés.`,
        `L'organisation a été entièrement assurée par les étudiants du BTS GPME et du Bachelor Gestion d'Entreprise, dans le cadre d'un projet évalué : budget, sécurité, communication et recherche de sponsors. Plusieurs équipes d'entreprises accueillant des alternants de l'école ont aussi pris le départ, en tenues aux couleurs de leur société.`,
      ),
      en: md(
        `The sun was shining for the third edition of the Toulouse campus charity run. Three hundred participants set off on a 5 or 10-kilometre course along the banks of the Garonne.`,
        `Entry fees and donations from partner companies went entirely to the Pas à Pas association, which helps young people with disabilities access higher education and employment. A total of €6,800 was raised.`,
        `The event was organised entirely by students from the BTS GPME and the Bachelor in Business Management as part of an assessed project: budget, safety, communication and sponsorship. Several teams from companies that host the school's apprentices also took part, wearing their company colours.`,
      ),
    },
    publishedDaysAgo: 366,
    category: 'vie-etudiante',
    campuses: ['toulouse'],
    image: IMG_SOLIDARITE,
  },
  {
    slug: 'alternance-cent-entreprises-partenaires-bordeaux',
    title: {
      fr: `Bordeaux franchit le cap des 100 entreprises partenaires`,
      en: `Bordeaux passes the milestone of 100 partner companies`,
    },
    summary: {
      fr: `Agences web, PME viticoles, cabinets comptables : le réseau d'entreprises du campus de Bordeaux ne cesse de s'élargir.`,
      en: `Web agencies, wine SMEs, accounting firms: the Bordeaux campus's corporate network keeps growing.`,
    },
    body: {
      fr: md(
        `Le campus de Bordeaux compte désormais plus de cent entreprises partenaires qui accueillent régulièrement ses alternants et ses stagiaires. Un cap symbolique, fêté lors d'une matinée de rencontre réunissant tuteurs, étudiants et équipe pédagogique.`,
        `Ces entreprises sont de toutes tailles : start-up du numérique, agences de communication, PME viticoles, cabinets d'expertise comptable, mais aussi collectivités et établissements de santé. Une diversité qui permet à chaque étudiant de trouver un environnement adapté à son projet.`,
        `## Ce que les tuteurs apprécient`,
        list(
          `un rythme d'alternance lisible, avec un calendrier fourni un an à l'avance ;`,
          `un interlocuteur unique à l'école pour chaque alternant ;`,
          `des visites en entreprise et des bilans réguliers.`,
        ),
        `Les entreprises intéressées par l'accueil d'un alternant peuvent contacter le service relations entreprises du campus.`,
      ),
      en: md(
        `The Bordeaux campus now has more than a hundred partner companies that regularly host its apprentices and interns. A symbolic milestone, celebrated at a morning event that brought together mentors, students and teaching staff.`,
        `These companies come in all sizes: tech start-ups, communications agencies, wine SMEs and accounting firms, as well as local authorities and healthcare facilities. This diversity allows every student to find an environment suited to their goals.`,
        `## What mentors appreciate`,
        list(
          `a clear work-study rhythm, with a calendar provided a year in advance;`,
          `a single point of contact at the school for each apprentice;`,
          `company visits and regular reviews.`,
        ),
        `Companies interested in hosting an apprentice can contact the campus corporate relations team.`,
      ),
    },
    publishedDaysAgo: 378,
    category: 'entreprises',
    campuses: ['bordeaux'],
    image: IMG_ALTERNANCE,
  },
  {
    slug: 'gala-annuel-bde-marseille',
    title: {
      fr: `Gala annuel : le BDE de Marseille fait salle comble`,
      en: `Annual gala: the Marseille student union plays to a full house`,
    },
    summary: {
      fr: `Six cents étudiants réunis pour une soirée préparée pendant six mois par une équipe de bénévoles.`,
      en: `Six hundred students gathered for an evening prepared over six months by a team of volunteers.`,
    },
    body: {
      fr: md(
        `C'est l'événement le plus attendu de l'année au campus de Marseille. Le gala du bureau des élèves a réuni six cents étudiants et anciens élèves dans un lieu de réception face à la mer.`,
        `Derrière cette soirée, un travail de six mois mené par une quinzaine de bénévoles : recherche de partenaires, négociation avec les prestataires, gestion de la billetterie en ligne, plan de sécurité et campagne de communication sur les réseaux sociaux. « On a appris plus sur la gestion de projet qu'en un semestre de cours », sourit Rayan Amrani, trésorier du BDE.`,
        `Au programme : cocktail, remise des trophées des associations, concert d'un groupe formé par des étudiants et piste de danse jusqu'au bout de la nuit. Des navettes avaient été organisées pour que chacun rentre en toute sécurité. Le BDE prépare déjà la prochaine édition.`,
      ),
      en: md(
        `It's the most eagerly awaited event of the year at the Marseille campus. The student union gala brought together six hundred students and alumni at a seafront venue.`,
        `Behind the evening lay six months of work by around fifteen volunteers: finding sponsors, negotiating with suppliers, managing online ticketing, drawing up a safety plan and running a social media campaign. "We learned more about project management than in a whole semester of classes," smiles Rayan Amrani, the union's treasurer.`,
        `On the programme: drinks, the student association awards, a concert by a band formed by students and a dance floor until the early hours. Shuttle buses were laid on so that everyone got home safely. The student union is already preparing next year's edition.`,
      ),
    },
    publishedDaysAgo: 390,
    category: 'vie-etudiante',
    campuses: ['marseille'],
    image: IMG_ASSOCIATIONS,
  },
  {
    slug: 'hackathon-mobilite-durable-grenoble-lyon',
    title: {
      fr: `Grenoble et Lyon unissent leurs forces pour un hackathon sur la mobilité durable`,
      en: `Grenoble and Lyon join forces for a sustainable mobility hackathon`,
    },
    summary: {
      fr: `Covoiturage, vélo, transports en commun : 90 étudiants des deux campus ont planché sur les trajets domicile-travail de demain.`,
      en: `Car-sharing, cycling, public transport: 90 students from both campuses worked on the commutes of tomorrow.`,
    },
    body: {
      fr: md(
        `Pour la première fois, les campus de Grenoble et de Lyon ont organisé un hackathon commun, en présentiel dans chaque ville et relié en visio. Le thème : rendre les trajets domicile-travail plus durables dans la région.`,
        `Les équipes disposaient de jeux de données ouverts sur la fréquentation des transports, les pistes cyclables et la qualité de l'air. En 48 heures, elles ont conçu des prototypes d'applications, des tableaux de bord et même un modèle économique pour une offre de covoiturage entre entreprises d'une même zone d'activités.`,
        `Le jury, composé d'élus locaux, d'urbanistes et de représentants d'entreprises, a récompensé une équipe mixte grenobloise et lyonnaise pour un outil qui aide les employeurs à proposer des horaires décalés afin de désengorger les transports aux heures de pointe. « Travailler à distance avec l'autre campus, c'était exactement comme en entreprise », note une participante.`,
      ),
      en: md(
        `For the first time, the Grenoble and Lyon campuses held a joint hackathon, in person in each city and connected by video. The theme: making commutes in the region more sustainable.`,
        `Teams had access to open datasets on public transport use, cycle lanes and air quality. In 48 hours, they built app prototypes, dashboards and even a business model for a car-sharing service between companies in the same business park.`,
        `The jury of local councillors, urban planners and company representatives rewarded a mixed Grenoble–Lyon team for a tool that helps employers offer staggered working hours to ease congestion at peak times. "Working remotely with the other campus was just like working in a company," noted one participant.`,
      ),
    },
    publishedDaysAgo: 401,
    category: 'innovation',
    campuses: ['grenoble', 'lyon'],
    image: IMG_HACKATHON,
  },
  {
    slug: 'accessibilite-campus-rennes-travaux',
    scene: 'open-hall',
    title: {
      fr: `Rennes : des travaux pour un campus accessible à tous`,
      en: `Rennes: works to make the campus accessible to everyone`,
    },
    summary: {
      fr: `Ascenseur, signalétique adaptée et salles équipées : le campus de Rennes améliore l'accueil des personnes en situation de handicap.`,
      en: `A lift, adapted signage and equipped classrooms: the Rennes campus improves access for people with disabilities.`,
    },
    body: {
      fr: md(
        `Le campus de Rennes a profité de l'été pour réaliser d'importants travaux d'accessibilité. Objectif : permettre à chaque étudiant, enseignant ou visiteur de circuler et de suivre les cours dans les meilleures conditions.`,
        `Parmi les aménagements réalisés :`,
        list(
          `un nouvel ascenseur desservant tous les étages ;`,
          `des bandes de guidage au sol et une signalétique en braille ;`,
          `des boucles magnétiques dans les amphithéâtres pour les personnes malentendantes ;`,
          `des postes de travail réglables en hauteur dans chaque salle informatique.`,
        ),
        `Ces travaux ont été définis avec le référent handicap du campus et des étudiants concernés. « On nous a demandé notre avis avant de décider, et ça change tout », témoigne Anaïs, étudiante en Bachelor Développement Web. Le campus rappelle que des aménagements d'études (tiers-temps, supports adaptés) sont aussi possibles sur simple demande.`,
      ),
      en: md(
        `The Rennes campus used the summer to carry out major accessibility works. The goal: to let every student, teacher or visitor move around and attend classes in the best possible conditions.`,
        `The improvements include:`,
        list(
          `a new lift serving every floor;`,
          `tactile guidance strips on the floor and braille signage;`,
          `hearing loops in the lecture halls for people with hearing loss;`,
          `height-adjustable workstations in every computer room.`,
        ),
        `The works were planned with the campus disability officer and the students concerned. "They asked for our opinion before deciding, and that makes all the difference," says Anaïs, a Bachelor in Web Development student. The campus points out that study adjustments (extra exam time, adapted materials) are also available on request.`,
      ),
    },
    publishedDaysAgo: 413,
    category: 'vie-du-campus',
    campuses: ['rennes'],
    image: IMG_CAMPUS,
  },
  {
    slug: 'voyage-etudes-berlin-mastere-strasbourg',
    title: {
      fr: `Voyage d'études à Berlin pour les étudiants de Mastère de Strasbourg`,
      en: `Study trip to Berlin for Master's students from Strasbourg`,
    },
    summary: {
      fr: `Cinq jours de visites d'entreprises, de rencontres avec des start-up et de découverte de l'écosystème numérique berlinois.`,
      en: `Five days of company visits, meetings with start-ups and discovery of Berlin's tech ecosystem.`,
    },
    body: {
      fr: md(
        `Trente étudiants du Mastère Chef de Projet Digital du campus de Strasbourg ont passé une semaine à Berlin, l'une des capitales européennes des start-up.`,
        `Au programme, des visites d'entreprises de tailles très différentes : une jeune pousse spécialisée dans l'analyse de données logistiques, Spreewerk Analytics, un grand espace de coworking, et le service numérique d'une administration régionale. Les étudiants ont aussi rencontré des anciens de l'école installés en Allemagne.`,
        `## Ce qu'ils en retiennent`,
        list(
          `une culture du prototype rapide et du test auprès des utilisateurs ;`,
          `l'anglais comme langue de travail dans la plupart des équipes ;`,
          `une attention particulière portée à la protection des données.`,
        ),
        `Chaque groupe doit maintenant rédiger un rapport comparant les pratiques de gestion de projet observées à Berlin avec celles de leur entreprise d'alternance en France.`,
      ),
      en: md(
        `Thirty students from the Master's in Digital Project Management at the Strasbourg campus spent a week in Berlin, one of Europe's start-up capitals.`,
        `The programme included visits to organisations of very different sizes: Spreewerk Analytics, a young company specialising in logistics data analysis, a large coworking space, and the digital department of a regional administration. The students also met alumni of the school who now live in Germany.`,
        `## Their key takeaways`,
        list(
          `a culture of rapid prototyping and user testing;`,
          `English as the working language in most teams;`,
          `particular attention paid to data protection.`,
        ),
        `Each group now has to write a report comparing the project management practices observed in Berlin with those of their apprenticeship company in France.`,
      ),
    },
    publishedDaysAgo: 425,
    category: 'international',
    campuses: ['strasbourg'],
    image: IMG_INTERNATIONAL,
  },
  {
    slug: 'ouverture-pge-parcours-entrepreneuriat',
    title: {
      fr: `Le Programme Grande École ouvre un parcours Entrepreneuriat`,
      en: `The Programme Grande École launches an Entrepreneurship track`,
    },
    summary: {
      fr: `Un nouveau parcours pour les étudiants qui veulent créer leur entreprise pendant leurs études, avec incubation et mentorat.`,
      en: `A new track for students who want to start their own business during their studies, with incubation and mentoring.`,
    },
    body: {
      fr: md(
        `Le Programme Grande École s'enrichit d'un parcours Entrepreneuriat, accessible dès la quatrième année. Il s'adresse aux étudiants qui ont un projet de création d'entreprise ou qui souhaitent rejoindre une start-up en phase de lancement.`,
        `Le parcours combine des cours de stratégie, de financement et de droit des sociétés avec un accompagnement très concret :`,
        list(
          `une place dans l'incubateur de l'école ;`,
          `un mentor issu du réseau des anciens ;`,
          `un statut d'étudiant-entrepreneur permettant d'aménager son emploi du temps ;`,
          `des sessions de présentation devant des investisseurs.`,
        ),
        `Le mémoire de fin d'études peut être remplacé par un plan d'affaires complet, soutenu devant un jury de professionnels.`,
        `« Nous voyons chaque année des étudiants avec des idées prometteuses. Ce parcours leur donne le temps et les outils pour les concrétiser », explique la direction du programme. Les candidatures sont ouvertes aux étudiants de troisième année.`,
      ),
      en: md(
        `The Programme Grande École is adding an Entrepreneurship track, available from the fourth year. It is designed for students who plan to start a business or who want to join an early-stage start-up.`,
        `The track combines classes in strategy, financing and company law with very practical support:`,
        list(
          `a place in the school's incubator;`,
          `a mentor from the alumni network;`,
          `student-entrepreneur status so they can adapt their timetable;`,
          `pitch sessions in front of investors.`,
        ),
        `The final-year dissertation can be replaced by a full business plan, defended before a panel of professionals.`,
        `"Every year we see students with promising ideas. This track gives them the time and tools to make them happen," explains the programme's leadership. Applications are open to third-year students.`,
      ),
    },
    publishedDaysAgo: 437,
    category: 'admissions',
    campuses: [],
    image: IMG_ADMISSIONS,
  },
  {
    slug: 'marraines-femmes-numerique-lille',
    title: {
      fr: `Femmes du numérique : un programme de marrainage lancé à Lille`,
      en: `Women in tech: a mentoring programme launched in Lille`,
    },
    summary: {
      fr: `Quarante professionnelles accompagnent des étudiantes en informatique et en cybersécurité tout au long de l'année.`,
      en: `Forty women professionals mentor female students in computer science and cybersecurity throughout the year.`,
    },
    body: {
      fr: md(
        `Les femmes restent minoritaires dans les formations informatiques. Pour encourager les étudiantes à s'y engager et à y réussir, le campus de Lille lance un programme de marrainage avec l'association étudiante Octets au Féminin.`,
        `Quarante professionnelles — développeuses, analystes en cybersécurité, cheffes de projet, directrices techniques — accompagnent chacune une étudiante pendant un an. Rendez-vous mensuels, conseils pour la recherche d'alternance, relecture de CV, visite de leur entreprise : chaque binôme construit son propre programme.`,
        `« J'aurais adoré avoir quelqu'un pour me dire qu'il était normal de douter au début », confie Nathalie Roussel, architecte cloud et marraine. Du côté des étudiantes, les retours sont enthousiastes. L'association organise aussi des interventions dans les lycées de la métropole pour présenter les métiers du numérique aux collégiennes et lycéennes.`,
      ),
      en: md(
        `Women are still a minority in computer science programmes. To encourage female students to enrol and succeed, the Lille campus is launching a mentoring programme with the student association Octets au Féminin.`,
        `Forty women professionals — developers, cybersecurity analysts, project managers, technical directors — each mentor a student for a year. Monthly meetings, advice on finding an apprenticeship, CV reviews, a visit to their company: each pair builds its own programme.`,
        `"I would have loved to have someone tell me it was normal to have doubts at the beginning," says Nathalie Roussel, a cloud architect and mentor. The students' feedback has been enthusiastic. The association also visits schools in the metropolitan area to present tech careers to girls in middle and high school.`,
      ),
    },
    publishedDaysAgo: 449,
    category: 'vie-etudiante',
    campuses: ['lille'],
    image: IMG_ASSOCIATIONS,
  },
  {
    slug: 'projet-ia-viticulture-dijon',
    scene: 'lab',
    title: {
      fr: `Une IA pour surveiller la vigne : un projet étudiant avec un domaine bourguignon`,
      en: `AI to monitor vineyards: a student project with a Burgundy estate`,
    },
    summary: {
      fr: `Des étudiants de Dijon développent un modèle de vision par ordinateur pour détecter tôt les maladies de la vigne.`,
      en: `Students in Dijon are developing a computer vision model to detect vine diseases early.`,
    },
    body: {
      fr: md(
        `Et si un smartphone pouvait repérer les premiers signes d'une maladie de la vigne avant l'œil humain ? C'est le pari d'un projet mené par cinq étudiants du Bachelor Data & IA du campus de Dijon avec le Domaine des Trois Combes, une exploitation familiale de la côte.`,
        `Pendant toute une saison, les étudiants ont photographié des milliers de feuilles dans les parcelles, en lien avec le chef de culture. Ces images, annotées avec l'aide d'un spécialiste, ont servi à entraîner un modèle de vision par ordinateur qui fonctionne directement sur un téléphone, même sans réseau.`,
        `Les premiers tests sont prometteurs : le modèle identifie correctement la plupart des symptômes observés, et permettrait de mieux cibler les traitements. « Moins traiter, mais au bon endroit et au bon moment : c'est un enjeu économique et environnemental majeur pour nous », souligne la vigneronne Agathe Morel. Le projet se poursuivra l'an prochain avec une nouvelle équipe.`,
      ),
      en: md(
        `What if a smartphone could spot the first signs of a vine disease before the human eye? That's the goal of a project run by five Bachelor in Data & AI students from the Dijon campus with the Domaine des Trois Combes, a family-owned wine estate.`,
        `Throughout a whole season, the students photographed thousands of leaves in the vineyard plots, working with the vineyard manager. These images, labelled with the help of a specialist, were used to train a computer vision model that runs directly on a phone, even without network coverage.`,
        `Early tests are promising: the model correctly identifies most of the symptoms observed and could help target treatments more precisely. "Treating less, but in the right place at the right time: that's a major economic and environmental issue for us," says winegrower Agathe Morel. The project will continue next year with a new team.`,
      ),
    },
    publishedDaysAgo: 460,
    category: 'innovation',
    campuses: ['dijon'],
    image: IMG_RECHERCHE,
  },
  {
    slug: 'equipe-esport-championnat-ecoles-clermont-ferrand',
    scene: 'lounge',
    title: {
      fr: `L'équipe e-sport de Clermont-Ferrand en demi-finale du championnat des écoles`,
      en: `The Clermont-Ferrand e-sport team reaches the semi-finals of the schools championship`,
    },
    summary: {
      fr: `Après une saison remarquable, les Volcans Numériques se sont hissés parmi les quatre meilleures équipes étudiantes du pays.`,
      en: `After a remarkable season, the Digital Volcanoes made it into the country's top four student teams.`,
    },
    body: {
      fr: md(
        `Pour leur deuxième saison seulement, les Volcans Numériques, l'équipe e-sport du campus de Clermont-Ferrand, ont atteint les demi-finales d'un championnat national qui réunit plus de 150 écoles et universités.`,
        `L'équipe s'entraîne trois soirs par semaine dans la salle gaming du campus, avec un coach bénévole et un analyste qui décortique les matchs. « On travaille la communication et la stratégie autant que les réflexes. Ce sont des compétences très utiles en entreprise, notamment pour le travail d'équipe à distance », explique Bastien Roche, capitaine et étudiant en BTS SIO.`,
        `L'aventure s'est arrêtée face à une école d'ingénieurs, au terme d'une rencontre disputée. Les joueurs visent désormais la finale l'an prochain et recrutent de nouveaux talents : des sélections sont organisées dès la rentrée, ouvertes à tous les étudiants du campus.`,
      ),
      en: md(
        `In only their second season, the Digital Volcanoes, the e-sport team of the Clermont-Ferrand campus, reached the semi-finals of a national championship featuring more than 150 schools and universities.`,
        `The team trains three evenings a week in the campus gaming room, with a volunteer coach and an analyst who breaks down every match. "We work on communication and strategy as much as reflexes. These skills are really useful at work, especially for remote teamwork," explains Bastien Roche, captain and BTS SIO student.`,
        `The adventure ended against an engineering school after a hard-fought match. The players are now aiming for the final next year and are looking for new talent: try-outs will be held at the start of term, open to all students on campus.`,
      ),
    },
    publishedDaysAgo: 472,
    category: 'vie-etudiante',
    campuses: ['clermont-ferrand'],
    image: IMG_ESPORT,
  },
  {
    slug: 'partenariat-cabinet-orvelle-conseil-nantes',
    title: {
      fr: `Nantes : Orvelle Conseil s'associe au campus pour former ses futurs consultants`,
      en: `Nantes: Orvelle Conseil teams up with the campus to train its future consultants`,
    },
    summary: {
      fr: `Le cabinet de conseil en systèmes d'information parraine une promotion du Mastère Management des SI.`,
      en: `The information systems consultancy sponsors a class of the Master's in Information Systems Management.`,
    },
    body: {
      fr: md(
        `Orvelle Conseil, cabinet nantais spécialisé dans l'accompagnement des entreprises sur leurs projets de systèmes d'information, devient le parrain de la nouvelle promotion du Mastère Management des Systèmes d'Information du campus de Nantes.`,
        `Concrètement, le cabinet s'engage à :`,
        list(
          `accueillir une dizaine d'alternants chaque année ;`,
          `proposer un cas pratique réel en début de cursus ;`,
          `organiser des journées d'immersion dans ses équipes ;`,
          `participer au jury des projets de fin d'études.`,
        ),
        `« Le métier de consultant s'apprend sur le terrain. L'alternance permet aux étudiants de monter en compétence très vite, et à nous de repérer les talents de demain », explique Pierre-Yves Gautier, associé du cabinet. Pour les étudiants, c'est l'assurance de travailler sur des projets variés, de la refonte d'un outil de gestion à l'accompagnement d'une migration vers le cloud.`,
      ),
      en: md(
        `Orvelle Conseil, a Nantes firm that helps companies with their information systems projects, is sponsoring the new class of the Master's in Information Systems Management at the Nantes campus.`,
        `In practice, the firm commits to:`,
        list(
          `hosting around ten apprentices every year;`,
          `providing a real case study at the start of the programme;`,
          `organising immersion days within its teams;`,
          `sitting on the final-project jury.`,
        ),
        `"Consulting is learned in the field. Apprenticeships allow students to build their skills very quickly, and allow us to spot tomorrow's talent," explains Pierre-Yves Gautier, a partner at the firm. For students, it guarantees work on a wide variety of projects, from overhauling a management tool to supporting a cloud migration.`,
      ),
    },
    publishedDaysAgo: 484,
    category: 'entreprises',
    campuses: ['nantes'],
    image: IMG_ENTREPRISES,
  },
  {
    slug: 'ordinateurs-reconditionnes-aide-aux-devoirs-metz',
    scene: 'workshop',
    title: {
      fr: `Metz : 60 ordinateurs reconditionnés offerts à une association d'aide aux devoirs`,
      en: `Metz: 60 refurbished computers donated to a homework help association`,
    },
    summary: {
      fr: `Les étudiants de BTS SIO ont remis en état d'anciens postes du campus pour équiper des familles du quartier.`,
      en: `BTS SIO students refurbished old campus computers to equip local families.`,
    },
    body: {
      fr: md(
        `Plutôt que de les recycler, le campus de Metz a choisi de donner une seconde vie à ses anciens ordinateurs. Pendant plusieurs semaines, les étudiants du BTS SIO ont diagnostiqué, réparé et réinstallé soixante postes, dans le cadre de leurs travaux pratiques.`,
        `Les machines ont été effacées de manière sécurisée, équipées d'un système d'exploitation libre et de logiciels de bureautique, puis remises à l'association Les Cartables du Sablon, qui accompagne des collégiens dans leurs devoirs.`,
        `« Beaucoup de familles n'ont qu'un téléphone pour toute la maison. Un ordinateur, c'est la possibilité de faire ses exposés et de suivre l'espace numérique du collège dans de bonnes conditions », explique Fatima Zerrouki, coordinatrice de l'association. Les étudiants assureront aussi une permanence mensuelle pour aider les familles à prendre en main leur matériel.`,
      ),
      en: md(
        `Rather than recycling them, the Metz campus chose to give its old computers a second life. Over several weeks, BTS SIO students diagnosed, repaired and reinstalled sixty machines as part of their practical work.`,
        `The computers were securely wiped, fitted with a free operating system and office software, then handed over to the association Les Cartables du Sablon, which helps secondary school pupils with their homework.`,
        `"Many families only have one phone for the whole household. A computer means being able to do school projects and follow the school's online platform in good conditions," explains Fatima Zerrouki, the association's coordinator. The students will also run a monthly drop-in session to help families get started with their equipment.`,
      ),
    },
    publishedDaysAgo: 496,
    category: 'vie-du-campus',
    campuses: ['metz'],
    image: IMG_SOLIDARITE,
  },
  {
    slug: 'ceremonie-diplomes-paris',
    title: {
      fr: `Paris : plus de 500 diplômés célébrés lors de la cérémonie annuelle`,
      en: `Paris: more than 500 graduates celebrated at the annual ceremony`,
    },
    summary: {
      fr: `BTS, Bachelor, Mastère, MBA et Programme Grande École : toutes les promotions du campus parisien réunies pour une soirée mémorable.`,
      en: `BTS, Bachelor, Master's, MBA and Programme Grande École: every graduating class of the Paris campus gathered for a memorable evening.`,
    },
    body: {
      fr: md(
        `Le campus de Paris a célébré ses diplômés lors d'une grande cérémonie réunissant plus de 2 000 personnes. Pour la première fois, toutes les formations, du BTS au MBA, étaient rassemblées sur la même scène.`,
        `Le parrain de la soirée, Olivier Desjardins, fondateur d'une entreprise de logiciels de gestion et ancien élève de l'école, a raconté ses débuts en alternance dans une petite agence web. « J'ai fait toutes les erreurs possibles, et c'est comme ça que j'ai appris. N'ayez pas peur de vous tromper. »`,
        `## Les temps forts`,
        list(
          `la remise du prix de l'engagement associatif ;`,
          `le témoignage vidéo de diplômés partis travailler à l'étranger ;`,
          `le traditionnel lancer de toques sur le parvis.`,
        ),
        `Les diplômés rejoignent désormais un réseau de plusieurs milliers d'anciens élèves, actifs dans toute la France et à l'international.`,
      ),
      en: md(
        `The Paris campus celebrated its graduates at a large ceremony attended by more than 2,000 people. For the first time, every programme, from BTS to MBA, shared the same stage.`,
        `The evening's sponsor, Olivier Desjardins, founder of a management software company and an alumnus of the school, talked about his beginnings as an apprentice in a small web agency. "I made every mistake possible, and that's how I learned. Don't be afraid to get things wrong."`,
        `## Highlights`,
        list(
          `the award for student association commitment;`,
          `a video message from graduates working abroad;`,
          `the traditional cap toss outside the venue.`,
        ),
        `The graduates now join a network of several thousand alumni working across France and abroad.`,
      ),
    },
    publishedDaysAgo: 508,
    category: 'vie-du-campus',
    campuses: ['paris'],
    image: IMG_DIPLOMES,
  },
  {
    slug: 'bourses-merite-etudiants-boursiers',
    title: {
      fr: `Bourses au mérite : l'école soutient 150 étudiants chaque année`,
      en: `Merit scholarships: the school supports 150 students every year`,
    },
    summary: {
      fr: `Réduction des frais de scolarité, aide au logement, prêt d'ordinateur : le point sur les aides proposées par l'école.`,
      en: `Reduced tuition fees, housing support, laptop loans: an overview of the financial help offered by the school.`,
    },
    body: {
      fr: md(
        `Le coût des études ne doit pas être un frein. C'est le principe du programme de bourses au mérite de l'école, qui accompagne chaque année 150 étudiants dans l'ensemble des campus.`,
        `## Quelles aides ?`,
        list(
          `une réduction des frais de scolarité de 25 à 50 % selon la situation ;`,
          `un prêt d'ordinateur portable pour toute la durée de la formation ;`,
          `un accompagnement dans les démarches d'aide au logement et de bourse sur critères sociaux.`,
        ),
        `Les bourses sont attribuées par une commission qui tient compte des résultats scolaires, de la motivation et de la situation financière de la famille. Elles concernent les formations suivies à temps plein : en alternance, les frais de formation sont pris en charge et l'étudiant perçoit un salaire.`,
        `Les dossiers peuvent être déposés dès l'admission confirmée. Les chargés d'admission de chaque campus répondent à toutes les questions des familles.`,
      ),
      en: md(
        `The cost of studying should never be a barrier. That's the principle behind the school's merit scholarship programme, which supports 150 students across all campuses every year.`,
        `## What kind of support?`,
        list(
          `a 25% to 50% reduction in tuition fees depending on circumstances;`,
          `a laptop on loan for the whole programme;`,
          `help applying for housing benefits and means-tested grants.`,
        ),
        `Scholarships are awarded by a committee that considers academic results, motivation and the family's financial situation. They apply to full-time programmes: in work-study programmes, tuition is covered and students earn a salary.`,
        `Applications can be submitted once admission is confirmed. Admissions officers on every campus can answer families' questions.`,
      ),
    },
    publishedDaysAgo: 519,
    category: 'admissions',
    campuses: [],
    image: IMG_ADMISSIONS,
  },
  {
    slug: 'podium-capture-the-flag-nice',
    scene: 'watch',
    title: {
      fr: `Riviera Cyber Cup : les étudiants de Nice sur le podium`,
      en: `Riviera Cyber Cup: Nice students on the podium`,
    },
    summary: {
      fr: `Deux équipes du campus de Nice terminent deuxième et cinquième d'une compétition de cybersécurité réunissant 70 équipes.`,
      en: `Two teams from the Nice campus finished second and fifth in a cybersecurity competition featuring 70 teams.`,
    },
    body: {
      fr: md(
        `Belle performance pour le campus de Nice lors de la Riviera Cyber Cup, une compétition de cybersécurité ouverte aux étudiants et aux jeunes professionnels. Sur 70 équipes engagées, les « Root Azur » ont pris la deuxième place, et une équipe de première année a terminé cinquième.`,
        `Les épreuves couvraient un large éventail de domaines : sécurité des applications web, analyse de trafic réseau, cryptographie, recherche en sources ouvertes et même sécurité des objets connectés, avec un thermostat volontairement vulnérable à pirater.`,
        `« Finir cinquièmes pour notre première compétition, on ne s'y attendait pas du tout », reconnaît Sarah Benali, étudiante en Bachelor Cybersécurité. Les deux équipes s'entraînent ensemble chaque semaine sur des plateformes d'exercices et partagent leurs solutions sous forme d'articles, publiés sur le blog du club cyber du campus.`,
      ),
      en: md(
        `A strong performance for the Nice campus at the Riviera Cyber Cup, a cybersecurity competition open to students and young professionals. Out of 70 teams, "Root Azur" took second place, and a first-year team finished fifth.`,
        `The challenges covered a wide range of fields: web application security, network traffic analysis, cryptography, open-source intelligence and even IoT security, with a deliberately vulnerable thermostat to hack.`,
        `"We didn't expect to finish fifth in our very first competition," admits Sarah Benali, a Bachelor in Cybersecurity student. Both teams train together every week on practice platforms and share their solutions as write-ups published on the campus cyber club's blog.`,
      ),
    },
    publishedDaysAgo: 531,
    category: 'innovation',
    campuses: ['nice'],
    image: IMG_CYBER,
  },
  {
    slug: 'accueil-etudiants-internationaux-lyon',
    title: {
      fr: `Lyon accueille 45 étudiants internationaux pour le semestre`,
      en: `Lyon welcomes 45 international students for the semester`,
    },
    summary: {
      fr: `Venus de quinze pays, ils ont été accueillis par des étudiants lyonnais bénévoles dans le cadre du programme « Buddy ».`,
      en: `Coming from fifteen countries, they were welcomed by volunteer students from Lyon through the "Buddy" programme.`,
    },
    body: {
      fr: md(
        `Brésil, Inde, Maroc, Allemagne, Vietnam, Canada… Quarante-cinq étudiants internationaux ont rejoint le campus de Lyon pour un semestre ou une année complète.`,
        `Pour faciliter leur arrivée, chacun a été mis en relation avec un étudiant lyonnais bénévole, son « buddy ». Ensemble, ils ont fait les premières démarches administratives, ouvert un compte bancaire, trouvé les bonnes adresses du quartier et découvert la ville lors d'une visite guidée des traboules du Vieux-Lyon.`,
        `## Une semaine d'intégration dédiée`,
        list(
          `des cours de français langue étrangère en petits groupes ;`,
          `un dîner international où chacun apporte un plat de son pays ;`,
          `une présentation du système d'études français et des attentes des enseignants.`,
        ),
        `« En une semaine, je me suis fait plus d'amis qu'en un an dans mon ancienne université », s'amuse Priya, étudiante en Mastère Data Engineering.`,
      ),
      en: md(
        `Brazil, India, Morocco, Germany, Vietnam, Canada… Forty-five international students have joined the Lyon campus for a semester or a full year.`,
        `To help them settle in, each was paired with a volunteer student from Lyon, their "buddy". Together they handled the first administrative formalities, opened a bank account, found the best spots in the neighbourhood and explored the city on a guided tour of the traboules, the hidden passageways of Old Lyon.`,
        `## A dedicated induction week`,
        list(
          `French as a foreign language classes in small groups;`,
          `an international dinner where everyone brings a dish from home;`,
          `an introduction to the French higher education system and what teachers expect.`,
        ),
        `"In one week, I made more friends than in a year at my previous university," laughs Priya, a student on the Master's in Data Engineering.`,
      ),
    },
    publishedDaysAgo: 543,
    category: 'international',
    campuses: ['lyon'],
    image: IMG_INTERNATIONAL,
  },
  {
    slug: 'alternance-secteur-public-limoges',
    scene: 'interview',
    title: {
      fr: `Limoges : l'alternance s'ouvre au secteur public`,
      en: `Limoges: apprenticeships open up to the public sector`,
    },
    summary: {
      fr: `Mairies, hôpitaux et services de l'État recrutent de plus en plus d'alternants dans le numérique et la gestion.`,
      en: `Town halls, hospitals and government services are hiring more and more apprentices in tech and management.`,
    },
    body: {
      fr: md(
        `On pense souvent à l'alternance dans les entreprises privées. Pourtant, au campus de Limoges, près d'un alternant sur cinq travaille désormais dans le secteur public : collectivités territoriales, établissements hospitaliers, services déconcentrés de l'État.`,
        `Les missions sont variées : gestion du parc informatique d'une commune, développement d'outils internes, sécurisation des systèmes d'un hôpital, communication digitale d'un office de tourisme ou suivi budgétaire d'un service.`,
        `« On a souvent une image figée de l'administration, mais les projets de modernisation y sont nombreux et passionnants », témoigne Hugo Vallet, en Bachelor Systèmes, Réseaux & Cloud, alternant au service informatique d'une communauté de communes.`,
        `Le campus organise désormais chaque année une matinée de rencontre dédiée aux employeurs publics, et accompagne les étudiants dans les spécificités de leurs procédures de recrutement.`,
      ),
      en: md(
        `People often associate apprenticeships with private companies. Yet at the Limoges campus, nearly one apprentice in five now works in the public sector: local authorities, hospitals and regional government services.`,
        `The assignments are varied: managing a town's IT equipment, developing internal tools, securing a hospital's systems, running digital communications for a tourist office or monitoring a department's budget.`,
        `"People often have a fixed image of public administration, but there are lots of exciting modernisation projects," says Hugo Vallet, a Bachelor in Systems, Networks & Cloud student and apprentice in the IT department of a group of rural municipalities.`,
        `The campus now holds an annual morning event dedicated to public employers and helps students navigate their specific recruitment procedures.`,
      ),
    },
    publishedDaysAgo: 555,
    category: 'entreprises',
    campuses: ['limoges'],
    image: IMG_ALTERNANCE,
  },
  {
    slug: 'hackathon-oenotourisme-auxerre',
    scene: 'workshop',
    title: {
      fr: `Hackathon œnotourisme : Auxerre réinvente la visite des vignobles`,
      en: `Wine tourism hackathon: Auxerre reinvents vineyard visits`,
    },
    summary: {
      fr: `Applications, parcours sonores et billetterie partagée : les étudiants ont imaginé des services pour les visiteurs de l'Yonne.`,
      en: `Apps, audio trails and shared ticketing: students came up with services for visitors to the Yonne.`,
    },
    body: {
      fr: md(
        `Comment donner envie aux visiteurs de découvrir les villages viticoles de l'Yonne, au-delà des sites les plus connus ? C'était la question posée aux étudiants du campus d'Auxerre lors d'un hackathon de deux jours, organisé avec l'office de tourisme local.`,
        `Les six équipes, mêlant étudiants en marketing digital, en développement et en gestion, ont rencontré des vignerons, des hébergeurs et des guides avant de se lancer. Parmi les projets :`,
        list(
          `un parcours sonore à vélo entre plusieurs domaines ;`,
          `un pass numérique commun aux caves du territoire ;`,
          `un jeu de piste pour les familles, avec énigmes à résoudre dans chaque village.`,
        ),
        `Le projet de pass numérique a convaincu le jury. L'office de tourisme envisage de le tester dès la saison prochaine, avec l'aide de deux étudiants qui poursuivront le travail en stage.`,
      ),
      en: md(
        `How can visitors be encouraged to explore the wine villages of the Yonne beyond the best-known sites? That was the question put to students at the Auxerre campus during a two-day hackathon organised with the local tourist office.`,
        `The six teams, mixing students in digital marketing, development and management, met winegrowers, accommodation providers and guides before getting started. Among the projects:`,
        list(
          `an audio cycling trail linking several estates;`,
          `a shared digital pass for the area's wine cellars;`,
          `a treasure hunt for families, with riddles to solve in each village.`,
        ),
        `The digital pass project won over the jury. The tourist office is considering testing it next season, with the help of two students who will continue the work as interns.`,
      ),
    },
    publishedDaysAgo: 567,
    category: 'innovation',
    campuses: ['auxerre'],
    image: IMG_HACKATHON,
  },
  {
    slug: 'terrasse-vegetalisee-montpellier',
    scene: 'lounge',
    title: {
      fr: `Montpellier : une terrasse végétalisée imaginée par les étudiants`,
      en: `Montpellier: a green rooftop terrace designed by students`,
    },
    summary: {
      fr: `Le toit du campus de Montpellier accueille désormais un jardin, des bancs à l'ombre et des potagers partagés.`,
      en: `The roof of the Montpellier campus now hosts a garden, shaded benches and shared vegetable beds.`,
    },
    body: {
      fr: md(
        `Ils en rêvaient, ils l'ont fait. Le toit du campus de Montpellier, longtemps inaccessible, a été transformé en terrasse végétalisée de 400 m², à partir d'un projet proposé par l'association étudiante Campus Vert.`,
        `Plantes méditerranéennes peu gourmandes en eau, pergolas pour l'ombre, bancs en bois recyclé et bacs potagers partagés : chaque élément a été choisi avec un paysagiste, en tenant compte du climat et de l'entretien.`,
        `Au-delà du confort, la terrasse contribue à rafraîchir le bâtiment l'été. Des capteurs de température et d'humidité, installés par des étudiants du BTS SIO, mesurent son effet sur les salles situées en dessous. Les données sont affichées en temps réel sur un écran du hall d'accueil.`,
        `La terrasse est ouverte à tous les étudiants pendant les pauses, et accueillera des cours en plein air aux beaux jours.`,
      ),
      en: md(
        `They dreamed of it, and they did it. The roof of the Montpellier campus, long inaccessible, has been turned into a 400 m² green terrace, based on a proposal by the student association Campus Vert.`,
        `Drought-tolerant Mediterranean plants, pergolas for shade, benches made from recycled wood and shared vegetable beds: every element was chosen with a landscape designer, taking the climate and upkeep into account.`,
        `Beyond comfort, the terrace helps keep the building cool in summer. Temperature and humidity sensors installed by BTS SIO students measure its effect on the rooms below. The data is displayed in real time on a screen in the entrance hall.`,
        `The terrace is open to all students during breaks and will host outdoor classes when the weather is fine.`,
      ),
    },
    publishedDaysAgo: 578,
    category: 'vie-du-campus',
    campuses: ['montpellier'],
    image: IMG_CAMPUS,
  },
  {
    slug: 'exposition-photo-association-orleans',
    title: {
      fr: `« Regards d'alternants » : l'association photo d'Orléans expose en ville`,
      en: `"Through apprentices' eyes": the Orléans photo club exhibits in town`,
    },
    summary: {
      fr: `Trente portraits d'étudiants sur leur lieu de travail, exposés à la médiathèque pendant un mois.`,
      en: `Thirty portraits of students at their workplace, on display at the media library for a month.`,
    },
    body: {
      fr: md(
        `Une développeuse dans un open space, un technicien réseau dans une salle serveurs, une assistante comptable au milieu de ses dossiers : l'association photo du campus d'Orléans a suivi pendant six mois trente étudiants sur leur lieu d'alternance.`,
        `Le résultat, une série de portraits intitulée « Regards d'alternants », est exposé pendant un mois dans une médiathèque du centre-ville. Chaque photo est accompagnée d'une courte citation de l'étudiant sur ce que l'alternance lui a appris.`,
        `« On voulait montrer la réalité de notre quotidien, loin des clichés. On passe plus de temps en entreprise qu'à l'école, et c'est là qu'on devient professionnel », explique Margaux Besson, présidente de l'association. L'exposition a aussi été l'occasion pour les membres de progresser en prise de vue, en retouche et en scénographie, avec les conseils d'un photographe professionnel.`,
      ),
      en: md(
        `A developer in an open-plan office, a network technician in a server room, an accounting assistant surrounded by her files: over six months, the photo club of the Orléans campus followed thirty students at their apprenticeship workplace.`,
        `The result, a series of portraits entitled "Through apprentices' eyes", is on display for a month in a city-centre media library. Each photo comes with a short quote from the student about what the apprenticeship has taught them.`,
        `"We wanted to show the reality of our daily lives, far from the clichés. We spend more time at work than at school, and that's where we become professionals," explains Margaux Besson, president of the club. The exhibition was also a chance for members to improve their shooting, editing and exhibition design skills, with advice from a professional photographer.`,
      ),
    },
    publishedDaysAgo: 590,
    category: 'vie-etudiante',
    campuses: ['orleans'],
    image: IMG_ASSOCIATIONS,
  },
  {
    slug: 'ouverture-mastere-cloud-devops-toulouse',
    scene: 'servers',
    title: {
      fr: `Ouverture du Mastère Cloud et DevOps à Toulouse`,
      en: `The Master's in Cloud and DevOps opens in Toulouse`,
    },
    summary: {
      fr: `Très attendu par les entreprises aéronautiques et numériques de la région, le Mastère accueillera ses premiers étudiants à la rentrée.`,
      en: `Eagerly awaited by the region's aerospace and tech companies, the Master's programme will welcome its first students in September.`,
    },
    body: {
      fr: md(
        `Le campus de Toulouse ouvre le Mastère Cloud et DevOps, une formation en deux ans accessible après un Bachelor ou une licence en informatique. Elle prépare aux métiers d'ingénieur DevOps, d'architecte cloud et d'ingénieur en fiabilité des systèmes.`,
        `La formation se déroule en alternance, au rythme de trois semaines en entreprise et une semaine à l'école. Les cours sont assurés en grande partie par des professionnels en activité.`,
        `## Au programme`,
        list(
          `conteneurisation, orchestration et infrastructure as code ;`,
          `intégration et déploiement continus ;`,
          `sécurité des environnements cloud ;`,
          `supervision, observabilité et maîtrise des coûts.`,
        ),
        `Plusieurs entreprises de la région, du secteur aéronautique aux éditeurs de logiciels, se sont déjà engagées à accueillir des alternants. Les candidatures sont ouvertes jusqu'à la fin de l'été, dans la limite des places disponibles.`,
      ),
      en: md(
        `The Toulouse campus is launching the Master's in Cloud and DevOps, a two-year programme open to holders of a Bachelor's degree in computer science. It prepares students for careers as DevOps engineers, cloud architects and site reliability engineers.`,
        `The programme is taught on a work-study basis, alternating three weeks in a company with one week at school. Most classes are taught by working professionals.`,
        `## Curriculum`,
        list(
          `containers, orchestration and infrastructure as code;`,
          `continuous integration and deployment;`,
          `cloud security;`,
          `monitoring, observability and cost control.`,
        ),
        `Several companies in the region, from aerospace to software publishers, have already committed to hosting apprentices. Applications are open until the end of the summer, subject to availability.`,
      ),
    },
    publishedDaysAgo: 602,
    category: 'admissions',
    campuses: ['toulouse'],
    image: IMG_ADMISSIONS,
  },
  {
    slug: 'semestre-barcelone-pge-arras',
    title: {
      fr: `Arras–Barcelone : premier semestre à l'étranger pour le Programme Grande École`,
      en: `Arras to Barcelona: first semester abroad for the Programme Grande École`,
    },
    summary: {
      fr: `Douze étudiants d'Arras inaugurent le partenariat avec une école de commerce digital de Barcelone.`,
      en: `Twelve students from Arras are the first to benefit from a partnership with a digital business school in Barcelona.`,
    },
    body: {
      fr: md(
        `Pour la première fois, des étudiants du Programme Grande École du campus d'Arras effectuent leur semestre international à Barcelone, à l'Escola Superior de Negocis Digitals. Douze étudiants de troisième année ont fait le voyage.`,
        `Les cours, dispensés en anglais, portent sur le commerce en ligne, la stratégie de marque et l'analyse de données marketing. Les étudiants travaillent aussi sur un projet de conseil pour une entreprise catalane, en équipes internationales.`,
        `« Au début, le plus difficile, c'était de trouver un logement. L'école partenaire nous a beaucoup aidés, et maintenant je n'ai plus envie de rentrer ! », plaisante Louis Deprez. Le service des relations internationales du campus assure un suivi à distance tout au long du semestre, avec un point mensuel en visio.`,
        `Fort de ce premier succès, le campus prévoit d'ouvrir vingt places l'an prochain.`,
      ),
      en: md(
        `For the first time, students from the Programme Grande École at the Arras campus are spending their international semester in Barcelona, at the Escola Superior de Negocis Digitals. Twelve third-year students made the trip.`,
        `The classes, taught in English, cover e-commerce, brand strategy and marketing data analysis. The students are also working in international teams on a consulting project for a Catalan company.`,
        `"At first, the hardest part was finding somewhere to live. The partner school helped us a lot, and now I don't want to come home!" jokes Louis Deprez. The campus international relations office follows up remotely throughout the semester, with a monthly video check-in.`,
        `Building on this first success, the campus plans to open twenty places next year.`,
      ),
    },
    publishedDaysAgo: 614,
    category: 'international',
    campuses: ['arras'],
    image: IMG_INTERNATIONAL,
  },
  {
    slug: 'ceremonie-diplomes-saint-etienne',
    title: {
      fr: `Saint-Étienne : une cérémonie des diplômés placée sous le signe du design`,
      en: `Saint-Étienne: a graduation ceremony with a design theme`,
    },
    summary: {
      fr: `Les 180 diplômés du campus stéphanois ont été célébrés dans un ancien site industriel reconverti.`,
      en: `The 180 graduates of the Saint-Étienne campus were celebrated in a converted former industrial site.`,
    },
    body: {
      fr: md(
        `Ville de design, Saint-Étienne offrait un décor idéal pour la cérémonie de remise des diplômes du campus. Les 180 diplômés de BTS, de Bachelor et de Mastère ont été accueillis dans une ancienne halle industrielle reconvertie en lieu culturel.`,
        `La scénographie avait été imaginée par des étudiants du Bachelor UX/UI Design, avec des projections retraçant les projets marquants de chaque promotion. Le parrain de l'année, Rémi Chapuis, directeur d'une agence de design numérique stéphanoise, a encouragé les diplômés à « garder l'utilisateur au centre de tout ».`,
        `## Les prix de la soirée`,
        list(
          `prix du meilleur projet de fin d'études ;`,
          `prix de l'alternant de l'année, remis par une entreprise partenaire ;`,
          `prix de l'engagement solidaire.`,
        ),
        `La soirée s'est achevée par un concert d'étudiants et un buffet aux couleurs de la région.`,
      ),
      en: md(
        `As a city of design, Saint-Étienne was the perfect backdrop for the campus graduation ceremony. The 180 BTS, Bachelor and Master's graduates gathered in a former industrial hall converted into a cultural venue.`,
        `The stage design was created by students from the Bachelor in UX/UI Design, with projections showcasing each class's standout projects. This year's sponsor, Rémi Chapuis, director of a Saint-Étienne digital design agency, urged graduates to "keep the user at the centre of everything".`,
        `## The evening's awards`,
        list(`best final-year project;`, `apprentice of the year, presented by a partner company;`, `community engagement award.`),
        `The evening ended with a student concert and a buffet featuring local specialities.`,
      ),
    },
    publishedDaysAgo: 626,
    category: 'vie-du-campus',
    campuses: ['saint-etienne'],
    image: IMG_DIPLOMES,
  },
  {
    slug: 'lan-party-esport-rouen',
    title: {
      fr: `LAN party géante à Rouen : 48 heures de jeu et de bonne humeur`,
      en: `Giant LAN party in Rouen: 48 hours of gaming and good vibes`,
    },
    summary: {
      fr: `L'association gaming du campus de Rouen a réuni 150 joueurs pour sa première LAN, entièrement montée par les étudiants.`,
      en: `The Rouen campus gaming association brought together 150 players for its first LAN party, set up entirely by students.`,
    },
    body: {
      fr: md(
        `Câbles, switchs, tables alignées et écrans à perte de vue : pendant un week-end, le gymnase partenaire du campus de Rouen s'est transformé en salle de jeu géante pour accueillir 150 joueurs.`,
        `Toute l'infrastructure réseau a été conçue et installée par des étudiants du BTS SIO option SISR, qui ont dû gérer l'alimentation électrique, le réseau local, la supervision et même un petit serveur de jeu. « C'était un vrai projet d'infrastructure, avec des contraintes réelles et des utilisateurs exigeants ! », résume Quentin Lefèvre, responsable technique de l'événement.`,
        `Au programme : tournois sur plusieurs jeux, défis rétro sur des consoles anciennes, et un espace détente. Les bénéfices serviront à équiper la future salle gaming du campus.`,
      ),
      en: md(
        `Cables, switches, rows of tables and screens as far as the eye could see: for one weekend, the sports hall partnering with the Rouen campus turned into a giant gaming room for 150 players.`,
        `The entire network infrastructure was designed and installed by BTS SIO students on the SISR option, who had to handle the power supply, local network, monitoring and even a small game server. "It was a real infrastructure project, with real constraints and demanding users!" sums up Quentin Lefèvre, the event's technical lead.`,
        `On the programme: tournaments on several games, retro challenges on vintage consoles and a chill-out area. The proceeds will be used to equip the campus's future gaming room.`,
      ),
    },
    publishedDaysAgo: 637,
    category: 'vie-etudiante',
    campuses: ['rouen'],
    image: IMG_ESPORT,
  },
  {
    slug: 'don-du-sang-campus-chartres',
    title: {
      fr: `Don du sang : mobilisation record au campus de Chartres`,
      en: `Blood donation: record turnout at the Chartres campus`,
    },
    summary: {
      fr: `Quatre-vingt-quinze donneurs se sont présentés lors de la collecte organisée par les étudiants de BTS.`,
      en: `Ninety-five donors came forward at the blood drive organised by BTS students.`,
    },
    body: {
      fr: md(
        `Pour la deuxième année consécutive, le campus de Chartres a accueilli une collecte de sang, en lien avec les équipes médicales de la région. Résultat : 95 donneurs, dont 60 % donnaient leur sang pour la première fois.`,
        `L'organisation a été confiée aux étudiants du BTS NDRC, qui en ont fait un projet de communication : affiches, vidéos courtes sur les réseaux sociaux, messages dans les salles de cours et même un défi entre promotions pour savoir laquelle compterait le plus de donneurs.`,
        `## Pourquoi donner ?`,
        list(
          `les besoins sont quotidiens et les produits sanguins ont une durée de vie limitée ;`,
          `un don prend moins d'une heure, collation comprise ;`,
          `les jeunes donneurs sont essentiels pour renouveler les réserves.`,
        ),
        `Une nouvelle collecte aura lieu au printemps. Les étudiants qui n'ont pas pu donner cette fois-ci sont invités à réserver leur créneau dès maintenant.`,
      ),
      en: md(
        `For the second year running, the Chartres campus hosted a blood drive in partnership with the region's medical teams. The result: 95 donors, 60% of whom were giving blood for the first time.`,
        `The organisation was handed to BTS NDRC students, who turned it into a communications project: posters, short videos on social media, messages in classrooms and even a challenge between classes to see which would have the most donors.`,
        `## Why give?`,
        list(
          `the need is constant and blood products have a limited shelf life;`,
          `a donation takes less than an hour, snack included;`,
          `young donors are essential to replenish supplies.`,
        ),
        `Another blood drive will take place in the spring. Students who couldn't donate this time are invited to book their slot now.`,
      ),
    },
    publishedDaysAgo: 649,
    category: 'vie-etudiante',
    campuses: ['chartres'],
    image: IMG_SOLIDARITE,
  },
  {
    slug: 'chaire-entreprise-data-ia-vaudrey',
    title: {
      fr: `Création d'une chaire « Data et IA pour l'industrie » avec le Groupe Vaudrey`,
      en: `Launch of a "Data and AI for Industry" chair with Groupe Vaudrey`,
    },
    summary: {
      fr: `Pendant quatre ans, l'industriel financera des projets de recherche appliquée, des bourses et des cours dans plusieurs campus.`,
      en: `For four years, the manufacturer will fund applied research projects, scholarships and classes on several campuses.`,
    },
    body: {
      fr: md(
        `L'école et le Groupe Vaudrey, industriel spécialisé dans les équipements de mesure, lancent une chaire d'enseignement et de recherche consacrée à la data et à l'intelligence artificielle appliquées à l'industrie.`,
        `Dotée d'un budget sur quatre ans, la chaire poursuit trois objectifs :`,
        list(
          `financer des projets de recherche appliquée menés par des étudiants de Mastère, par exemple sur la maintenance prédictive ;`,
          `créer de nouveaux cours sur l'IA industrielle, ouverts à tous les campus ;`,
          `attribuer chaque année dix bourses à des étudiants issus de filières techniques.`,
        ),
        `« Nos usines produisent des volumes de données considérables. Nous avons besoin de jeunes professionnels capables de les transformer en décisions », explique Isabelle Perrin, directrice de l'innovation du groupe.`,
        `Les premiers projets démarreront à la rentrée, avec des sujets proposés par les sites de production du groupe en France.`,
      ),
      en: md(
        `The school and Groupe Vaudrey, a manufacturer of measuring equipment, are launching a teaching and research chair devoted to data and artificial intelligence applied to industry.`,
        `With a four-year budget, the chair has three goals:`,
        list(
          `funding applied research projects led by Master's students, for example on predictive maintenance;`,
          `creating new courses on industrial AI, open to every campus;`,
          `awarding ten scholarships every year to students from technical backgrounds.`,
        ),
        `"Our factories generate huge volumes of data. We need young professionals who can turn it into decisions," explains Isabelle Perrin, the group's innovation director.`,
        `The first projects will start in September, with topics proposed by the group's production sites in France.`,
      ),
    },
    publishedDaysAgo: 661,
    category: 'entreprises',
    campuses: [],
    image: IMG_ENTREPRISES,
  },
  {
    slug: 'recherche-ia-langage-clair-administratif',
    title: {
      fr: `Recherche : une IA pour traduire les courriers administratifs en langage clair`,
      en: `Research: an AI that turns official letters into plain language`,
    },
    summary: {
      fr: `Des étudiants de Tours et d'Orléans testent un outil qui reformule les documents administratifs complexes.`,
      en: `Students from Tours and Orléans are testing a tool that rewrites complex administrative documents.`,
    },
    body: {
      fr: md(
        `Avis d'imposition, courrier de la caisse d'allocations, contrat de location : de nombreux documents restent difficiles à comprendre pour une partie de la population. Un groupe d'étudiants des campus de Tours et d'Orléans travaille sur un outil d'intelligence artificielle capable de les reformuler en langage clair.`,
        `Le projet est mené en lien avec deux associations d'accès aux droits, qui ont fourni des exemples de documents anonymisés et testé les premières versions avec leurs bénévoles. Une règle a été fixée dès le départ : l'outil ne remplace pas un conseiller, il aide à préparer le rendez-vous.`,
        `## Les défis du projet`,
        list(
          `ne jamais modifier le sens juridique d'un texte ;`,
          `signaler clairement les passages incertains ;`,
          `protéger les données personnelles des usagers.`,
        ),
        `Les étudiants présenteront un prototype à la fin de l'année universitaire, évalué par un panel d'usagers et de professionnels du droit.`,
      ),
      en: md(
        `Tax notices, letters from the family benefits office, rental agreements: many documents remain hard to understand for part of the population. A group of students from the Tours and Orléans campuses is working on an artificial intelligence tool that can rewrite them in plain language.`,
        `The project is run with two associations that help people access their rights; they provided anonymised sample documents and tested early versions with their volunteers. One rule was set from the start: the tool does not replace an adviser, it helps people prepare for their appointment.`,
        `## The project's challenges`,
        list(`never changing the legal meaning of a text;`, `clearly flagging uncertain passages;`, `protecting users' personal data.`),
        `The students will present a prototype at the end of the academic year, evaluated by a panel of users and legal professionals.`,
      ),
    },
    publishedDaysAgo: 673,
    category: 'innovation',
    campuses: ['tours', 'orleans'],
    image: IMG_RECHERCHE,
  },
  {
    slug: 'mission-solidaire-numerique-senegal-grenoble',
    title: {
      fr: `Mission solidaire au Sénégal : des étudiants de Grenoble équipent un lycée technique`,
      en: `Volunteer mission in Senegal: Grenoble students equip a technical high school`,
    },
    summary: {
      fr: `Pendant trois semaines, huit étudiants ont installé une salle informatique et formé des enseignants à Thiès.`,
      en: `For three weeks, eight students set up a computer room and trained teachers in Thiès.`,
    },
    body: {
      fr: md(
        `Il a fallu un an de préparation à l'association Octets Solidaires du campus de Grenoble pour mener à bien ce projet. Huit étudiants sont partis trois semaines à Thiès, au Sénégal, pour équiper un lycée technique d'une salle informatique.`,
        `Sur place, ils ont installé vingt ordinateurs reconditionnés, mis en place un réseau local et un serveur de ressources pédagogiques accessible hors ligne. Ils ont aussi animé des formations pour les enseignants, afin que la salle soit utilisée durablement après leur départ.`,
        `« Nous sommes venus pour apprendre autant que pour aider. Les enseignants sur place avaient une vraie expertise pour faire beaucoup avec peu de moyens », raconte Amadou Sow, étudiant en Bachelor Systèmes, Réseaux & Cloud. Le projet a été financé par des ventes de gâteaux, un financement participatif et le soutien de plusieurs entreprises partenaires. Un suivi à distance est prévu toute l'année.`,
      ),
      en: md(
        `It took the Octets Solidaires association at the Grenoble campus a year of preparation to complete this project. Eight students spent three weeks in Thiès, Senegal, setting up a computer room in a technical high school.`,
        `On site, they installed twenty refurbished computers, set up a local network and an offline server of teaching resources. They also ran training sessions for teachers so that the room would be used long after they left.`,
        `"We came to learn as much as to help. The teachers there had real expertise in doing a lot with very little," says Amadou Sow, a Bachelor in Systems, Networks & Cloud student. The project was funded by bake sales, crowdfunding and the support of several partner companies. Remote follow-up is planned throughout the year.`,
      ),
    },
    publishedDaysAgo: 684,
    category: 'international',
    campuses: ['grenoble'],
    image: IMG_SOLIDARITE,
  },
  {
    slug: 'alternance-industrie-strasbourg-kessler-haag',
    title: {
      fr: `Strasbourg : 20 alternants recrutés par les Usines Kessler-Haag`,
      en: `Strasbourg: 20 apprentices hired by Usines Kessler-Haag`,
    },
    summary: {
      fr: `L'industriel alsacien renforce ses équipes informatiques et de gestion avec des étudiants du campus de Strasbourg.`,
      en: `The Alsatian manufacturer strengthens its IT and management teams with students from the Strasbourg campus.`,
    },
    body: {
      fr: md(
        `Fabricant de pièces mécaniques de précision, les Usines Kessler-Haag accueillent cette année vingt alternants du campus de Strasbourg, un record pour l'entreprise.`,
        `Les étudiants rejoignent des équipes variées : service informatique, cybersécurité industrielle, contrôle de gestion, ressources humaines et marketing. Chacun est accompagné par un tuteur formé par l'entreprise et suivi par un référent de l'école.`,
        `« L'industrie se numérise à grande vitesse, et nos machines sont désormais connectées. Nous avons besoin de profils qui comprennent ces enjeux, et l'alternance est le meilleur moyen de les former à notre culture », explique Stéphanie Keller, responsable du recrutement.`,
        `Une journée d'accueil a été organisée sur le site de production, avec une visite des ateliers et une présentation des projets confiés aux alternants pour l'année.`,
      ),
      en: md(
        `A maker of precision mechanical parts, Usines Kessler-Haag is hosting twenty apprentices from the Strasbourg campus this year, a record for the company.`,
        `The students are joining a variety of teams: IT, industrial cybersecurity, management control, human resources and marketing. Each one is supported by a mentor trained by the company and followed by a school adviser.`,
        `"Industry is going digital at high speed, and our machines are now connected. We need people who understand these issues, and apprenticeships are the best way to train them in our culture," explains Stéphanie Keller, head of recruitment.`,
        `A welcome day was held at the production site, with a tour of the workshops and a presentation of the projects the apprentices will work on this year.`,
      ),
    },
    publishedDaysAgo: 696,
    category: 'entreprises',
    campuses: ['strasbourg'],
    image: IMG_ALTERNANCE,
  },
  {
    slug: 'sensibilisation-cyber-lyceens-caen',
    title: {
      fr: `Caen : les étudiants en cybersécurité sensibilisent 800 lycéens`,
      en: `Caen: cybersecurity students raise awareness among 800 high school pupils`,
    },
    summary: {
      fr: `Mots de passe, arnaques en ligne, réseaux sociaux : des ateliers ludiques animés dans six lycées du Calvados.`,
      en: `Passwords, online scams, social media: fun sessions run in six high schools in the Calvados area.`,
    },
    body: {
      fr: md(
        `Savoir repérer un faux message, choisir un mot de passe solide, protéger ses comptes sur les réseaux sociaux : autant de réflexes que les étudiants du Bachelor Cybersécurité du campus de Caen ont transmis à 800 lycéens.`,
        `Pendant deux mois, des binômes d'étudiants sont intervenus dans six lycées du département avec des ateliers interactifs d'une heure :`,
        list(
          `un quiz pour démêler le vrai du faux parmi des messages suspects ;`,
          `une démonstration de la rapidité avec laquelle un mot de passe faible peut être deviné ;`,
          `un jeu de rôle sur le cyberharcèlement et les bons réflexes pour réagir.`,
        ),
        `Pour les étudiants, l'exercice est aussi formateur : « Expliquer la sécurité à des adolescents, c'est la même compétence que sensibiliser les salariés d'une entreprise », note leur enseignant. Les lycées partenaires ont déjà demandé à renouveler l'opération.`,
      ),
      en: md(
        `Spotting a fake message, choosing a strong password, protecting your social media accounts: these are the habits that Bachelor in Cybersecurity students from the Caen campus passed on to 800 high school pupils.`,
        `Over two months, pairs of students visited six high schools in the area with interactive one-hour sessions:`,
        list(
          `a quiz to tell real from fake among suspicious messages;`,
          `a demonstration of how quickly a weak password can be guessed;`,
          `a role-play on cyberbullying and how to respond.`,
        ),
        `For the students, it's also great training: "Explaining security to teenagers uses the same skills as raising awareness among a company's staff," notes their teacher. The partner schools have already asked to repeat the initiative.`,
      ),
    },
    publishedDaysAgo: 708,
    category: 'innovation',
    campuses: ['caen'],
    image: IMG_CYBER,
  },
  {
    slug: 'inauguration-nouveau-campus-angers',
    scene: 'open-door',
    title: {
      fr: `Inauguration du nouveau campus d'Angers`,
      en: `The new Angers campus is officially opened`,
    },
    summary: {
      fr: `Élus, entreprises et étudiants ont découvert un bâtiment de 3 000 m² pensé pour le travail en mode projet.`,
      en: `Local officials, companies and students discovered a 3,000 m² building designed for project-based work.`,
    },
    body: {
      fr: md(
        `Le nouveau campus d'Angers a été officiellement inauguré en présence d'élus locaux, d'entreprises partenaires, d'enseignants et de nombreux étudiants. Situé près du quartier de la gare, le bâtiment de 3 000 m² accueille désormais plus de 600 étudiants.`,
        `Tout a été pensé pour la pédagogie par projet : salles modulables, espaces de travail en équipe ouverts jusqu'à 21 heures, studio de création numérique et salle de réseaux équipée de matériel professionnel.`,
        `## En chiffres`,
        list(
          `3 000 m² sur quatre niveaux ;`,
          `24 salles de cours et 3 laboratoires informatiques ;`,
          `une cafétéria de 150 places ;`,
          `un parking à vélos couvert de 120 places.`,
        ),
        `« Ce campus est le fruit de dix ans de croissance et de la confiance des entreprises angevines », a rappelé Claire Dubreuil, directrice du campus, lors de son discours. Les visiteurs ont ensuite pu découvrir des démonstrations de projets étudiants dans chaque salle.`,
      ),
      en: md(
        `The new Angers campus was officially opened in the presence of local officials, partner companies, teachers and many students. Located near the station district, the 3,000 m² building now hosts more than 600 students.`,
        `Everything has been designed for project-based learning: flexible classrooms, team workspaces open until 9 pm, a digital creation studio and a networking lab with professional equipment.`,
        `## In figures`,
        list(`3,000 m² over four floors;`, `24 classrooms and 3 computer labs;`, `a 150-seat cafeteria;`, `covered parking for 120 bikes.`),
        `"This campus is the result of ten years of growth and the trust of Angers companies," campus director Claire Dubreuil said in her speech. Visitors then saw demonstrations of student projects in every room.`,
      ),
    },
    publishedDaysAgo: 720,
    category: 'vie-du-campus',
    campuses: ['angers'],
    image: IMG_CAMPUS,
  },
];
