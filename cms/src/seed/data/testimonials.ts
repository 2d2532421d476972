// Testimonials of students, graduates and company mentors (all fictional), keyed t01..t16.
// Each one is tied to a programme (see the role) and shown on campuses that teach it (campuses.ts).

import type { TestimonialSeed } from '../types';

export const testimonials: TestimonialSeed[] = [
  {
    key: 't01',
    author: 'Inès Garnier',
    role: {
      fr: 'Diplômée du Mastère Expert en cybersécurité, promotion 2023',
      en: 'Graduate of the Mastère in Cybersecurity, class of 2023',
    },
    quote: {
      fr: 'Mes deux années d’alternance m’ont fait passer de la théorie à la gestion d’incidents réels, dans une équipe qui m’a fait confiance dès les premières semaines. Les exercices de crise organisés à l’école ressemblaient beaucoup à ce que je vis aujourd’hui comme analyste SOC. J’ai signé mon CDI trois mois avant la soutenance.',
      en: 'My two years of work-study took me from theory to handling real incidents, in a team that trusted me from the very first weeks. The crisis exercises run at school were very close to what I now deal with as a SOC analyst. I signed my permanent contract three months before my final defence.',
    },
  },
  {
    key: 't02',
    author: 'Lucas Hamelin',
    role: {
      fr: 'Étudiant en 2e année de BTS SIO option SLAM, en alternance',
      en: 'Second-year BTS SIO student (SLAM option), on a work-study contract',
    },
    quote: {
      fr: 'Je passe trois jours par semaine dans une agence web et deux jours à l’école, alors je vois tout de suite à quoi servent les cours. Presque tous les formateurs viennent du métier : quand je bloque sur un appel d’API, ils savent exactement de quoi je parle. Je prépare déjà mon entrée en Bachelor Développement web.',
      en: 'I spend three days a week at a web agency and two days at school, so I can see straight away what the lessons are for. Almost all the trainers come from the industry: when I get stuck on an API call, they know exactly what I mean. I am already preparing to move on to the Bachelor in web development.',
    },
  },
  {
    key: 't03',
    author: 'Véronique Lambert',
    role: {
      fr: 'Responsable d’équipe développement chez Nordlys Informatique, tutrice d’alternants',
      en: 'Development team lead at Nordlys Informatique, mentor of apprentices',
    },
    quote: {
      fr: 'Nous accueillons chaque année trois ou quatre alternants du Bachelor Développement web. Le rythme est clair et le suivi aussi : la chargée des relations entreprises vient nous voir chaque semestre et les bilans sont concrets. Deux de nos développeurs actuels ont commencé chez nous comme alternants.',
      en: 'Every year we take on three or four work-study students from the Bachelor in web development. The schedule is clear and so is the follow-up: the corporate relations officer visits us every semester and the reviews are practical. Two of our current developers started with us as apprentices.',
    },
  },
  {
    key: 't04',
    author: 'Yanis Benali',
    role: {
      fr: 'Diplômé du Bachelor Marketing digital, promotion 2022',
      en: 'Graduate of the Bachelor in digital marketing, class of 2022',
    },
    quote: {
      fr: 'Mon projet de fin d’études portait sur la stratégie réseaux sociaux d’une enseigne de restauration locale, et c’est lui qui m’a ouvert les portes de mon premier poste. Aujourd’hui community manager en agence, je m’appuie encore sur les méthodes d’analyse vues en cours. J’ai surtout gardé l’habitude de présenter des résultats chiffrés.',
      en: 'My final-year project was about the social media strategy of a local restaurant chain, and it is what opened the door to my first job. Now a community manager at an agency, I still rely on the analysis methods we learned in class. Above all, I kept the habit of backing up my results with figures.',
    },
  },
  {
    key: 't05',
    author: 'Clara Fontaine',
    role: {
      fr: 'Étudiante en Mastère Expert en intelligence artificielle',
      en: 'Student in the Mastère Expert in artificial intelligence',
    },
    quote: {
      fr: 'Je suis en alternance dans l’équipe data d’un assureur, où je développe un modèle qui trie les demandes des clients. À l’école, on passe beaucoup de temps sur la mise en production et l’éthique des modèles, pas seulement sur les algorithmes. C’est exactement ce que l’on attend de moi en entreprise.',
      en: 'I am on a work-study contract in an insurer’s data team, where I am building a model that sorts customer requests. At school we spend a lot of time on putting models into production and on their ethics, not only on algorithms. That is exactly what my company expects from me.',
    },
  },
  {
    key: 't06',
    author: 'Samir Haddad',
    role: {
      fr: 'Diplômé du MBA Management de l’innovation, promotion 2024',
      en: 'Graduate of the MBA in Innovation Management, class of 2024',
    },
    quote: {
      fr: 'Après six ans comme chef de produit, j’ai pris un congé de formation pour suivre le MBA. Les études de cas et les échanges avec les autres participants m’ont donné le recul qui me manquait pour piloter un portefeuille de projets. Un an après le diplôme, j’ai pris la direction de l’innovation de mon entreprise.',
      en: 'After six years as a product manager, I took training leave to follow the MBA. The case studies and the discussions with other participants gave me the perspective I lacked to manage a portfolio of projects. A year after graduating, I became head of innovation at my company.',
    },
  },
  {
    key: 't07',
    author: 'Gilles Picard',
    role: {
      fr: 'DSI de Transports Verdier, tuteur d’alternants en BTS SIO option SISR',
      en: 'CIO of Transports Verdier, mentor of BTS SIO apprentices (SISR option)',
    },
    quote: {
      fr: 'Nos entrepôts tournent sept jours sur sept, et l’alternant que nous formons participe à la supervision du réseau et au support des équipes sur site. Ce qu’il apprend à l’école sur la virtualisation et les sauvegardes nous sert directement. Nous avons embauché notre précédent alternant à la fin de son BTS.',
      en: 'Our warehouses run seven days a week, and the apprentice we are training helps monitor the network and supports our on-site teams. What he learns at school about virtualisation and backups is directly useful to us. We hired our previous apprentice at the end of his BTS.',
    },
  },
  {
    key: 't08',
    author: 'Léa Morin',
    role: {
      fr: 'Étudiante en 3e année du Bachelor UX/UI design',
      en: 'Third-year student in the Bachelor in UX/UI design',
    },
    quote: {
      fr: 'On travaille sur de vrais sujets : cette année, nous avons repensé le parcours de réservation d’un réseau de médiathèques, avec des tests auprès des usagers. On apprend à défendre ses choix devant un client, pas seulement à produire de belles maquettes. Mon portfolio s’est construit presque naturellement.',
      en: 'We work on real briefs: this year we redesigned the booking journey of a network of public libraries, with tests run with actual users. We learn to defend our choices in front of a client, not just to produce good-looking mock-ups. My portfolio came together almost naturally.',
    },
  },
  {
    key: 't09',
    author: 'Maxime Rolland',
    role: {
      fr: 'Diplômé du Bachelor Gestion d’entreprise, promotion 2023',
      en: 'Graduate of the Bachelor in business management, class of 2023',
    },
    quote: {
      fr: 'J’ai fait mon Bachelor en alternance dans un cabinet d’expertise comptable. Mes missions ont évolué au fil de l’année : la saisie, puis la préparation des bilans, puis le conseil aux petites entreprises. Je suis aujourd’hui assistant contrôleur de gestion, et mes études ne m’ont rien coûté.',
      en: 'I took my Bachelor on a work-study contract with an accounting firm. My tasks grew over the year: bookkeeping, then preparing year-end accounts, then advising small businesses. Today I am an assistant management controller, and my studies cost me nothing.',
    },
  },
  {
    key: 't10',
    author: 'Aïcha Diallo',
    role: {
      fr: 'Étudiante du Programme Grande École, parcours international',
      en: 'Programme Grande École student, international track',
    },
    quote: {
      fr: 'J’ai passé un semestre dans une université partenaire à Dublin, avec des cours de stratégie entièrement en anglais. À mon retour, j’ai fait mon stage de fin d’études au service export d’un industriel. Le parcours m’a appris à travailler avec des équipes de cultures très différentes.',
      en: 'I spent a semester at a partner university in Dublin, with strategy classes taught entirely in English. When I came back, I did my final internship in a manufacturer’s export department. The track taught me to work with teams from very different cultures.',
    },
  },
  {
    key: 't11',
    author: 'Julien Perrot',
    role: {
      fr: 'Diplômé du Mastère Cloud et DevOps, promotion 2024',
      en: 'Graduate of the Mastère in Cloud and DevOps, class of 2024',
    },
    quote: {
      fr: 'En alternance chez un éditeur de logiciels, j’ai automatisé le déploiement de ses environnements de test, et c’est devenu le sujet de mon mémoire. Les certifications cloud préparées pendant la formation ont beaucoup compté lors de mes entretiens. Je suis aujourd’hui ingénieur DevOps dans la même entreprise.',
      en: 'On a work-study contract with a software publisher, I automated the deployment of its test environments, which became the subject of my thesis. The cloud certifications I prepared during the programme counted for a lot in my interviews. I am now a DevOps engineer at the same company.',
    },
  },
  {
    key: 't12',
    author: 'Nathalie Besson',
    role: {
      fr: 'Gérante de l’Atelier Clairval, tutrice d’une alternante en BTS GPME',
      en: 'Managing director of Atelier Clairval, mentor of a BTS GPME apprentice',
    },
    quote: {
      fr: 'Dans une entreprise de douze personnes, on a besoin de quelqu’un de polyvalent : devis, relances clients, suivi des fournisseurs, un peu de communication. Notre alternante a pris ces sujets en main en quelques mois et a mis en place un tableau de suivi que nous utilisons tous les jours. L’école nous a aidés pour toutes les démarches du contrat d’apprentissage.',
      en: 'In a twelve-person company you need someone versatile: quotes, customer reminders, supplier follow-up and a bit of communication. Our apprentice took charge of all this within a few months and set up a tracking spreadsheet we use every day. The school helped us with all the paperwork for the apprenticeship contract.',
    },
  },
  {
    key: 't13',
    author: 'Hugo Lemaire',
    role: {
      fr: 'Étudiant en 2e année du Bachelor Data & IA',
      en: 'Second-year student in the Bachelor in data & AI',
    },
    quote: {
      fr: 'Je suis arrivé après un bac général sans savoir coder, et je réalise aujourd’hui des analyses en Python pour le service commercial de mon entreprise d’accueil. Les projets en petits groupes et le hackathon de printemps m’ont fait beaucoup progresser. Je vise maintenant le Mastère Data engineering.',
      en: 'I arrived after a general baccalauréat without knowing how to code, and today I run Python analyses for the sales department of my host company. Small-group projects and the spring hackathon helped me improve a lot. I am now aiming for the Mastère in data engineering.',
    },
  },
  {
    key: 't14',
    author: 'Manon Giraud',
    role: {
      fr: 'Diplômée du Bachelor Cybersécurité, promotion 2023',
      en: 'Graduate of the Bachelor in cybersecurity, class of 2023',
    },
    quote: {
      fr: 'Le challenge « capture the flag » organisé chaque année par l’école m’a donné le goût des tests d’intrusion. Mon alternance dans une collectivité m’a ensuite appris la rigueur de la gestion quotidienne des vulnérabilités. Je poursuis aujourd’hui en Mastère Expert en cybersécurité, toujours en alternance.',
      en: 'The capture-the-flag challenge the school organises every year gave me a taste for penetration testing. My work-study placement with a local authority then taught me the discipline of day-to-day vulnerability management. I am now continuing with the Mastère in Cybersecurity, still on a work-study contract.',
    },
  },
  {
    key: 't15',
    author: 'Enzo Da Silva',
    role: {
      fr: 'Étudiant en 1re année de BTS NDRC, en alternance',
      en: 'First-year BTS NDRC student, on a work-study contract',
    },
    quote: {
      fr: 'Je travaille dans une concession de deux-roues, où je traite les demandes qui arrivent par le site et les réseaux sociaux avant de rappeler les clients. Au début, le téléphone me stressait, mais les jeux de rôle en cours m’ont beaucoup aidé. Je sens que je progresse chaque semaine.',
      en: 'I work at a motorbike dealership, where I handle the requests coming in through the website and social media before calling customers back. At first the phone made me nervous, but the role plays in class helped me a lot. I can feel myself improving every week.',
    },
  },
  {
    key: 't16',
    author: 'Chloé Vasseur',
    role: {
      fr: 'Diplômée du Programme Grande École, parcours entrepreneuriat, promotion 2025',
      en: 'Programme Grande École graduate, entrepreneurship track, class of 2025',
    },
    quote: {
      fr: 'Pendant ma dernière année, j’ai lancé une plateforme qui met en relation des producteurs locaux et des restaurants d’entreprise. L’incubateur de l’école m’a apporté un bureau, un mentor et surtout des points réguliers pour ne pas me disperser. Nous sommes aujourd’hui cinq salariés.',
      en: 'In my final year I launched a platform that connects local producers with company canteens. The school’s incubator gave me a desk, a mentor and, above all, regular check-ins to keep me focused. Today we are a team of five employees.',
    },
  },
];
