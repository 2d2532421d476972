// Team members: the school's leadership, then two people per campus (campus director and
// corporate relations officer), keyed "{campus}-direction" and "{campus}-relations-entreprises".
// Every person is fictional.

import type { TeamMemberSeed } from '../types';

const DIRECTRICE = { fr: 'Directrice du campus', en: 'Campus director' };
const DIRECTEUR = { fr: 'Directeur du campus', en: 'Campus director' };
const CHARGEE_RE = { fr: 'Chargée des relations entreprises', en: 'Corporate relations officer' };
const CHARGE_RE = { fr: 'Chargé des relations entreprises', en: 'Corporate relations officer' };
const RESPONSABLE_RE = { fr: 'Responsable des relations entreprises', en: 'Corporate relations manager' };

export const teamMembers: TeamMemberSeed[] = [
  // Leadership
  {
    key: 'direction-generale',
    name: 'Bertrand Vasselin',
    role: { fr: 'Directeur général', en: 'Managing director' },
    bio: {
      fr: 'Ancien directeur des systèmes d’information dans l’industrie, Bertrand Vasselin dirige ESNUM depuis 2016. Il a piloté l’ouverture de dix campus et le développement de l’alternance dans toutes les formations.',
      en: 'A former chief information officer in the manufacturing sector, Bertrand Vasselin has led ESNUM since 2016. He oversaw the opening of ten campuses and the growth of work-study in every programme.',
    },
  },
  {
    key: 'direction-pedagogique',
    name: 'Catherine Aubriot',
    role: { fr: 'Directrice pédagogique', en: 'Director of studies' },
    bio: {
      fr: 'Docteure en sciences de l’éducation, Catherine Aubriot conçoit les référentiels des formations avec les équipes de chaque campus. Elle veille à ce que chaque cours repose sur des cas réels issus des entreprises partenaires.',
      en: 'Holding a doctorate in education science, Catherine Aubriot designs the programme frameworks with the teams of every campus. She makes sure that each course is built on real cases from partner companies.',
    },
  },
  {
    key: 'direction-admissions',
    name: 'Béatrice Aubert',
    role: { fr: 'Responsable des admissions', en: 'Head of admissions' },
    bio: {
      fr: 'Béatrice Aubert coordonne les admissions des vingt-six campus, des tests d’entrée aux entretiens de motivation. Son équipe accompagne chaque candidat jusqu’à la signature de son contrat d’alternance.',
      en: 'Béatrice Aubert coordinates admissions across the twenty-six campuses, from entrance tests to motivation interviews. Her team supports every applicant until their work-study contract is signed.',
    },
  },
  {
    key: 'direction-relations-entreprises',
    name: 'Laurent Dumesnil',
    role: { fr: 'Directeur des relations entreprises', en: 'Director of corporate relations' },
    bio: {
      fr: 'Après quinze ans dans le recrutement de profils techniques, Laurent Dumesnil anime le réseau de plus de 6 000 entreprises partenaires de l’école. Il organise chaque année les grands forums de l’alternance.',
      en: 'After fifteen years recruiting technical profiles, Laurent Dumesnil leads the school’s network of more than 6,000 partner companies. Every year he organises the major work-study recruitment fairs.',
    },
  },

  // Campuses
  {
    key: 'angers-direction',
    name: 'Claire Dubreuil',
    role: DIRECTRICE,
    bio: {
      fr: 'Claire Dubreuil a enseigné la gestion pendant dix ans avant de prendre la direction du campus d’Angers en 2019. Elle tisse des liens étroits avec les entreprises de l’électronique et du végétal.',
      en: 'Claire Dubreuil taught management for ten years before taking over the Angers campus in 2019. She builds close ties with companies in the electronics and plant sectors.',
    },
  },
  {
    key: 'angers-relations-entreprises',
    name: 'Mehdi Belkacem',
    role: CHARGE_RE,
    bio: {
      fr: 'Mehdi Belkacem accompagne les étudiants dans leur recherche d’alternance et prépare avec eux chaque entretien. Il connaît personnellement la plupart des tuteurs du bassin angevin.',
      en: 'Mehdi Belkacem helps students find their work-study placements and prepares each interview with them. He personally knows most of the company mentors in the Angers area.',
    },
  },
  {
    key: 'arras-direction',
    name: 'Olivier Maréchal',
    role: DIRECTEUR,
    bio: {
      fr: 'Ancien responsable informatique d’une entreprise de logistique, Olivier Maréchal dirige le campus d’Arras depuis son ouverture en 2018.',
      en: 'A former IT manager at a logistics company, Olivier Maréchal has run the Arras campus since it opened in 2018.',
    },
  },
  {
    key: 'arras-relations-entreprises',
    name: 'Aurélie Kervella',
    role: CHARGEE_RE,
    bio: {
      fr: 'Aurélie Kervella rencontre chaque semaine les PME de l’Artois pour identifier leurs besoins en alternants. Elle assure aussi le suivi des tuteurs tout au long de l’année.',
      en: 'Aurélie Kervella meets Artois SMEs every week to identify their need for apprentices. She also follows up with company mentors throughout the year.',
    },
  },
  {
    key: 'auxerre-direction',
    name: 'Sandrine Lacombe',
    role: DIRECTRICE,
    bio: {
      fr: 'Experte-comptable de formation, Sandrine Lacombe a ouvert le campus d’Auxerre en 2019. Elle tient à des promotions à taille humaine et à un suivi individuel de chaque étudiant.',
      en: 'A chartered accountant by training, Sandrine Lacombe opened the Auxerre campus in 2019. She is committed to small class sizes and one-to-one follow-up for every student.',
    },
  },
  {
    key: 'auxerre-relations-entreprises',
    name: 'Guillaume Hervé',
    role: CHARGE_RE,
    bio: {
      fr: 'Guillaume Hervé fait le lien entre le campus et les entreprises de l’Yonne, souvent familiales. Il aide les employeurs dans leurs démarches pour accueillir un premier alternant.',
      en: 'Guillaume Hervé links the campus with businesses in the Yonne, many of them family-owned. He helps employers with the paperwork needed to take on their first apprentice.',
    },
  },
  {
    key: 'bordeaux-direction',
    name: 'Stéphane Raynaud',
    role: DIRECTEUR,
    bio: {
      fr: 'Stéphane Raynaud a fondé puis revendu une agence web avant de rejoindre l’ESNUM. À la tête du campus de Bordeaux depuis 2017, il y a créé un incubateur étudiant.',
      en: 'Stéphane Raynaud founded and later sold a web agency before joining ESNUM. Head of the Bordeaux campus since 2017, he set up a student incubator there.',
    },
  },
  {
    key: 'bordeaux-relations-entreprises',
    name: 'Fatoumata Keita',
    role: RESPONSABLE_RE,
    bio: {
      fr: 'Fatoumata Keita anime un réseau de plus de 400 entreprises girondines, de la start-up au grand groupe aéronautique. Elle organise deux sessions de job dating par an.',
      en: 'Fatoumata Keita runs a network of more than 400 companies in the Gironde, from start-ups to large aerospace groups. She organises two job-dating sessions a year.',
    },
  },
  {
    key: 'caen-direction',
    name: 'Hélène Marchetti',
    role: DIRECTRICE,
    bio: {
      fr: 'Ingénieure réseaux pendant douze ans, Hélène Marchetti dirige le campus de Caen depuis 2020. Elle intervient encore dans les cours d’infrastructure du BTS SIO.',
      en: 'A network engineer for twelve years, Hélène Marchetti has run the Caen campus since 2020. She still teaches some of the infrastructure classes of the BTS SIO.',
    },
  },
  {
    key: 'caen-relations-entreprises',
    name: 'Loïc Le Goff',
    role: CHARGE_RE,
    bio: {
      fr: 'Loïc Le Goff accompagne les étudiants normands dans leur recherche d’entreprise, du CV à la signature du contrat. Il entretient des partenariats avec les acteurs de la santé et de l’agroalimentaire.',
      en: 'Loïc Le Goff supports students in Normandy in finding a company, from the CV to the signed contract. He maintains partnerships with health and food-industry employers.',
    },
  },
  {
    key: 'chartres-direction',
    name: 'Jérôme Besnard',
    role: DIRECTEUR,
    bio: {
      fr: 'Jérôme Besnard a passé quinze ans dans le commerce avant de rejoindre l’enseignement. Il dirige le campus de Chartres avec la volonté de rapprocher les étudiants des entreprises du territoire.',
      en: 'Jérôme Besnard spent fifteen years in sales before moving into education. He runs the Chartres campus with the aim of bringing students closer to local businesses.',
    },
  },
  {
    key: 'chartres-relations-entreprises',
    name: 'Émilie Rigaud',
    role: CHARGEE_RE,
    bio: {
      fr: 'Émilie Rigaud suit les alternants du campus et leurs tuteurs, notamment dans la cosmétique et la logistique. Elle organise chaque printemps un forum de l’alternance.',
      en: 'Émilie Rigaud follows the campus apprentices and their mentors, particularly in cosmetics and logistics. Every spring she organises a work-study fair.',
    },
  },
  {
    key: 'clermont-ferrand-direction',
    name: 'Céline Arnoux',
    role: DIRECTRICE,
    bio: {
      fr: 'Céline Arnoux a dirigé le service formation d’un grand industriel auvergnat avant de prendre la tête du campus de Clermont-Ferrand. Elle y a lancé le MBA RH et transformation.',
      en: 'Céline Arnoux headed the training department of a large manufacturer in the Auvergne before taking charge of the Clermont-Ferrand campus. She launched the MBA in HR and transformation there.',
    },
  },
  {
    key: 'clermont-ferrand-relations-entreprises',
    name: 'Arnaud Perrin',
    role: CHARGE_RE,
    bio: {
      fr: 'Arnaud Perrin accompagne les étudiants dans leur recherche d’alternance et développe les partenariats avec les entreprises industrielles et pharmaceutiques de la région.',
      en: 'Arnaud Perrin helps students find work-study placements and develops partnerships with the region’s manufacturing and pharmaceutical companies.',
    },
  },
  {
    key: 'dijon-direction',
    name: 'Franck Delmas',
    role: DIRECTEUR,
    bio: {
      fr: 'Ancien dirigeant de PME, Franck Delmas connaît de l’intérieur les besoins des petites entreprises. Il dirige le campus de Dijon depuis 2017.',
      en: 'A former SME owner, Franck Delmas knows the needs of small businesses from the inside. He has run the Dijon campus since 2017.',
    },
  },
  {
    key: 'dijon-relations-entreprises',
    name: 'Laure Deschamps',
    role: CHARGEE_RE,
    bio: {
      fr: 'Laure Deschamps met en relation les étudiants avec les entreprises de Côte-d’Or et suit chaque alternant par des visites régulières en entreprise.',
      en: 'Laure Deschamps puts students in touch with businesses across the Côte-d’Or and follows each apprentice through regular company visits.',
    },
  },
  {
    key: 'grenoble-direction',
    name: 'Marion Pelletier',
    role: DIRECTRICE,
    bio: {
      fr: 'Docteure en informatique, Marion Pelletier a travaillé dans un laboratoire de recherche avant de diriger le campus de Grenoble. Elle y développe les formations cloud, data et IA.',
      en: 'With a PhD in computer science, Marion Pelletier worked in a research laboratory before heading the Grenoble campus. She is developing its cloud, data and AI programmes.',
    },
  },
  {
    key: 'grenoble-relations-entreprises',
    name: 'Cédric Gauthier',
    role: CHARGE_RE,
    bio: {
      fr: 'Cédric Gauthier entretient les liens avec les éditeurs de logiciels et les industriels de la région grenobloise. Il prépare les étudiants aux entretiens techniques.',
      en: 'Cédric Gauthier maintains ties with software publishers and manufacturers around Grenoble. He prepares students for technical interviews.',
    },
  },
  {
    key: 'lille-direction',
    name: 'Sébastien Collin',
    role: DIRECTEUR,
    bio: {
      fr: 'Sébastien Collin a été responsable de la sécurité informatique d’un groupe de distribution avant de rejoindre l’ESNUM. Il dirige le campus de Lille depuis 2015.',
      en: 'Sébastien Collin was head of IT security at a retail group before joining ESNUM. He has run the Lille campus since 2015.',
    },
  },
  {
    key: 'lille-relations-entreprises',
    name: 'Yasmina Cherif',
    role: RESPONSABLE_RE,
    bio: {
      fr: 'Yasmina Cherif pilote les relations avec plus de 450 entreprises de la métropole lilloise et de Belgique. Elle coordonne le forum annuel de l’alternance du campus.',
      en: 'Yasmina Cherif manages relations with more than 450 companies in the Lille area and in Belgium. She coordinates the campus’s annual work-study fair.',
    },
  },
  {
    key: 'limoges-direction',
    name: 'Virginie Ollivier',
    role: DIRECTRICE,
    bio: {
      fr: 'Virginie Ollivier a enseigné les réseaux en lycée avant de diriger le campus de Limoges. Elle mise sur un accompagnement personnalisé et des promotions réduites.',
      en: 'Virginie Ollivier taught networking at a secondary school before running the Limoges campus. She focuses on personal support and small classes.',
    },
  },
  {
    key: 'limoges-relations-entreprises',
    name: 'Benoît Fleury',
    role: CHARGE_RE,
    bio: {
      fr: 'Benoît Fleury démarche les entreprises de Haute-Vienne, de l’industrie électrique aux cabinets comptables, pour proposer des alternances adaptées à chaque étudiant.',
      en: 'Benoît Fleury approaches businesses across the Haute-Vienne, from the electrical industry to accounting firms, to find work-study placements suited to each student.',
    },
  },
  {
    key: 'lyon-direction',
    name: 'Romain Lagarde',
    role: DIRECTEUR,
    bio: {
      fr: 'Romain Lagarde a dirigé des projets data dans le secteur de la santé avant de prendre la tête du campus de Lyon. Il y a ouvert le Mastère Expert en intelligence artificielle.',
      en: 'Romain Lagarde led data projects in the healthcare sector before taking charge of the Lyon campus. He launched the Mastère Expert in artificial intelligence there.',
    },
  },
  {
    key: 'lyon-relations-entreprises',
    name: 'Caroline Nguyen',
    role: RESPONSABLE_RE,
    bio: {
      fr: 'Caroline Nguyen coordonne une équipe de trois chargés de relations entreprises et anime un réseau de plus de 500 partenaires lyonnais. Elle organise les afterworks mensuels du campus.',
      en: 'Caroline Nguyen coordinates a team of three corporate relations officers and leads a network of more than 500 partners in Lyon. She organises the campus’s monthly afterwork events.',
    },
  },
  {
    key: 'marseille-direction',
    name: 'Nadia Bensaïd',
    role: DIRECTRICE,
    bio: {
      fr: 'Nadia Bensaïd a travaillé dans l’hébergement de données avant de diriger le campus de Marseille. Elle y a développé les formations cloud et cybersécurité.',
      en: 'Nadia Bensaïd worked in data hosting before running the Marseille campus, where she developed the cloud and cybersecurity programmes.',
    },
  },
  {
    key: 'marseille-relations-entreprises',
    name: 'Damien Rousseau',
    role: CHARGE_RE,
    bio: {
      fr: 'Damien Rousseau accompagne les étudiants vers les entreprises du port, du tourisme et du numérique. Il anime chaque mois un atelier « décrocher son alternance ».',
      en: 'Damien Rousseau guides students towards companies in shipping, tourism and tech. Every month he runs a workshop on landing a work-study contract.',
    },
  },
  {
    key: 'metz-direction',
    name: 'Thierry Jacquet',
    role: DIRECTEUR,
    bio: {
      fr: 'Thierry Jacquet a mené sa carrière dans les infrastructures informatiques de part et d’autre de la frontière luxembourgeoise. Il dirige le campus de Metz depuis 2018.',
      en: 'Thierry Jacquet built his career in IT infrastructure on both sides of the Luxembourg border. He has run the Metz campus since 2018.',
    },
  },
  {
    key: 'metz-relations-entreprises',
    name: 'Pauline Tessier',
    role: CHARGEE_RE,
    bio: {
      fr: 'Pauline Tessier développe les partenariats avec les entreprises lorraines et luxembourgeoises. Elle aide les étudiants à préparer des candidatures en français et en allemand.',
      en: 'Pauline Tessier develops partnerships with companies in Lorraine and Luxembourg. She helps students prepare applications in French and German.',
    },
  },
  {
    key: 'montpellier-direction',
    name: 'Mélanie Hoarau',
    role: DIRECTRICE,
    bio: {
      fr: 'Mélanie Hoarau a été cheffe de projet data dans une start-up de la santé avant de rejoindre l’ESNUM. Elle dirige le campus de Montpellier depuis 2019.',
      en: 'Mélanie Hoarau was a data project manager at a health start-up before joining ESNUM. She has run the Montpellier campus since 2019.',
    },
  },
  {
    key: 'montpellier-relations-entreprises',
    name: 'Hamid Bouzid',
    role: CHARGE_RE,
    bio: {
      fr: 'Hamid Bouzid suit les alternants du campus et organise le hackathon de printemps avec les entreprises partenaires de la métropole.',
      en: 'Hamid Bouzid follows the campus apprentices and organises the spring hackathon with partner companies in the Montpellier area.',
    },
  },
  {
    key: 'nantes-direction',
    name: 'Vincent Lemoine',
    role: DIRECTEUR,
    bio: {
      fr: 'Vincent Lemoine a dirigé le marketing d’une entreprise de l’agroalimentaire avant de prendre la tête du campus de Nantes. Il encourage les projets étudiants menés avec des associations locales.',
      en: 'Vincent Lemoine headed marketing at a food company before taking charge of the Nantes campus. He encourages student projects run with local associations.',
    },
  },
  {
    key: 'nantes-relations-entreprises',
    name: 'Anne-Sophie Guérin',
    role: RESPONSABLE_RE,
    bio: {
      fr: 'Anne-Sophie Guérin anime un réseau de près de 400 entreprises de Loire-Atlantique. Elle accompagne aussi les tuteurs qui accueillent un alternant pour la première fois.',
      en: 'Anne-Sophie Guérin leads a network of nearly 400 companies in the Loire-Atlantique. She also supports mentors who are taking on an apprentice for the first time.',
    },
  },
  {
    key: 'nice-direction',
    name: 'Isabelle Ferrand',
    role: DIRECTRICE,
    bio: {
      fr: 'Isabelle Ferrand a travaillé dix ans dans le marketing international avant de diriger le campus de Nice. Elle y développe les échanges avec des écoles partenaires à l’étranger.',
      en: 'Isabelle Ferrand spent ten years in international marketing before running the Nice campus, where she is developing exchanges with partner schools abroad.',
    },
  },
  {
    key: 'nice-relations-entreprises',
    name: 'Alexandre Moreau-Vidal',
    role: CHARGE_RE,
    bio: {
      fr: 'Alexandre Moreau-Vidal entretient les liens avec les entreprises de la technopole voisine et du tourisme. Il prépare les étudiants aux entretiens en anglais.',
      en: 'Alexandre Moreau-Vidal maintains ties with companies in the nearby technology park and in tourism. He prepares students for interviews in English.',
    },
  },
  {
    key: 'orleans-direction',
    name: 'Xavier Bertin',
    role: DIRECTEUR,
    bio: {
      fr: 'Xavier Bertin a été responsable commercial dans la cosmétique avant de diriger le campus d’Orléans, qu’il a ouvert en 2016.',
      en: 'Xavier Bertin was a sales manager in the cosmetics industry before running the Orléans campus, which he opened in 2016.',
    },
  },
  {
    key: 'orleans-relations-entreprises',
    name: 'Agnès Poulain',
    role: CHARGEE_RE,
    bio: {
      fr: 'Agnès Poulain accompagne les étudiants dans leur recherche d’entreprise et organise des visites de sites partenaires tout au long de l’année.',
      en: 'Agnès Poulain helps students find a company and organises visits to partner sites throughout the year.',
    },
  },
  {
    key: 'paris-direction',
    name: 'Delphine Bazin',
    role: DIRECTRICE,
    bio: {
      fr: 'Delphine Bazin a passé quinze ans dans le conseil en transformation numérique avant de diriger le campus de Paris, le plus grand de l’école.',
      en: 'Delphine Bazin spent fifteen years in digital transformation consulting before running the Paris campus, the school’s largest.',
    },
  },
  {
    key: 'paris-relations-entreprises',
    name: 'Karim Ziani',
    role: RESPONSABLE_RE,
    bio: {
      fr: 'Karim Ziani dirige une équipe de cinq personnes chargée des relations avec plus de 700 entreprises franciliennes. Il organise les job datings de la rentrée.',
      en: 'Karim Ziani leads a five-person team in charge of relations with more than 700 companies in the Paris region. He organises the back-to-school job-dating events.',
    },
  },
  {
    key: 'reims-direction',
    name: 'Frédéric Mallet',
    role: DIRECTEUR,
    bio: {
      fr: 'Frédéric Mallet a dirigé un service marketing dans le secteur des vins et spiritueux avant de rejoindre l’ESNUM. Il dirige le campus de Reims depuis 2017.',
      en: 'Frédéric Mallet ran a marketing department in the wine and spirits sector before joining ESNUM. He has led the Reims campus since 2017.',
    },
  },
  {
    key: 'reims-relations-entreprises',
    name: 'Lucie Carré',
    role: CHARGEE_RE,
    bio: {
      fr: 'Lucie Carré développe les partenariats avec les entreprises de la Marne et accompagne les cadres qui suivent le MBA en parallèle de leur poste.',
      en: 'Lucie Carré develops partnerships with companies in the Marne and supports the managers who take the MBA alongside their jobs.',
    },
  },
  {
    key: 'rennes-direction',
    name: 'Amandine Royer',
    role: DIRECTRICE,
    bio: {
      fr: 'Spécialiste de la sécurité des systèmes d’information, Amandine Royer dirige le campus de Rennes depuis 2016. Elle a créé le challenge de cybersécurité annuel du campus.',
      en: 'An information security specialist, Amandine Royer has run the Rennes campus since 2016. She created the campus’s annual cybersecurity challenge.',
    },
  },
  {
    key: 'rennes-relations-entreprises',
    name: 'Pierre-Yves Cadiou',
    role: CHARGE_RE,
    bio: {
      fr: 'Pierre-Yves Cadiou connaît bien les entreprises bretonnes du numérique et de la défense. Il accompagne chaque étudiant jusqu’à la signature de son contrat.',
      en: 'Pierre-Yves Cadiou knows the Breton tech and defence companies well. He supports each student until their contract is signed.',
    },
  },
  {
    key: 'rouen-direction',
    name: 'Mathieu Roche',
    role: DIRECTEUR,
    bio: {
      fr: 'Mathieu Roche a été administrateur systèmes dans l’industrie portuaire avant de diriger le campus de Rouen. Il a équipé le campus d’une plateforme de travaux pratiques en réseaux industriels.',
      en: 'Mathieu Roche was a systems administrator in the port industry before running the Rouen campus. He equipped the campus with a hands-on platform for industrial networks.',
    },
  },
  {
    key: 'rouen-relations-entreprises',
    name: 'Élodie Mercier',
    role: CHARGEE_RE,
    bio: {
      fr: 'Élodie Mercier entretient les partenariats avec les entreprises de la vallée de la Seine et suit les alternants tout au long de leur formation.',
      en: 'Élodie Mercier maintains partnerships with companies along the Seine valley and follows the apprentices throughout their studies.',
    },
  },
  {
    key: 'saint-etienne-direction',
    name: 'Julie Vautrin',
    role: DIRECTRICE,
    bio: {
      fr: 'Julie Vautrin a dirigé un centre de relation client avant de prendre la tête du campus de Saint-Étienne. Elle y privilégie les mises en situation et les projets avec les entreprises locales.',
      en: 'Julie Vautrin managed a customer contact centre before taking charge of the Saint-Étienne campus. She favours role plays and projects with local businesses.',
    },
  },
  {
    key: 'saint-etienne-relations-entreprises',
    name: 'Rachid Amrani',
    role: CHARGE_RE,
    bio: {
      fr: 'Rachid Amrani démarche les entreprises stéphanoises et accompagne les étudiants dans la préparation de leurs entretiens d’alternance.',
      en: 'Rachid Amrani reaches out to businesses in Saint-Étienne and helps students prepare for their work-study interviews.',
    },
  },
  {
    key: 'strasbourg-direction',
    name: 'Christophe Heitz',
    role: DIRECTEUR,
    bio: {
      fr: 'Christophe Heitz a travaillé dans plusieurs entreprises franco-allemandes avant de diriger le campus de Strasbourg. Il y pilote le parcours international du Programme Grande École.',
      en: 'Christophe Heitz worked for several Franco-German companies before running the Strasbourg campus, where he leads the international track of the Programme Grande École.',
    },
  },
  {
    key: 'strasbourg-relations-entreprises',
    name: 'Sophie Bernhard',
    role: CHARGEE_RE,
    bio: {
      fr: 'Sophie Bernhard développe les partenariats avec les entreprises alsaciennes, allemandes et suisses. Elle aide les étudiants à trouver des alternances transfrontalières.',
      en: 'Sophie Bernhard develops partnerships with companies in Alsace, Germany and Switzerland. She helps students find cross-border work-study placements.',
    },
  },
  {
    key: 'toulouse-direction',
    name: 'Stéphanie Lebon',
    role: DIRECTRICE,
    bio: {
      fr: 'Ingénieure en systèmes embarqués, Stéphanie Lebon a travaillé dans l’aéronautique avant de diriger le campus de Toulouse. Elle y a ouvert les formations data et IA.',
      en: 'An embedded systems engineer, Stéphanie Lebon worked in aerospace before running the Toulouse campus, where she launched the data and AI programmes.',
    },
  },
  {
    key: 'toulouse-relations-entreprises',
    name: 'Antoine Charpentier',
    role: RESPONSABLE_RE,
    bio: {
      fr: 'Antoine Charpentier anime le réseau de plus de 400 entreprises partenaires du campus, des sous-traitants aéronautiques aux agences de design.',
      en: 'Antoine Charpentier leads the campus’s network of more than 400 partner companies, from aerospace suppliers to design agencies.',
    },
  },
  {
    key: 'tours-direction',
    name: 'Nicolas Fabre',
    role: DIRECTEUR,
    bio: {
      fr: 'Nicolas Fabre a été directeur des systèmes d’information d’un groupe de cliniques avant de diriger le campus de Tours. Il y a lancé le Mastère Management des systèmes d’information.',
      en: 'Nicolas Fabre was chief information officer of a group of private clinics before running the Tours campus, where he launched the Mastère in information systems management.',
    },
  },
  {
    key: 'tours-relations-entreprises',
    name: 'Samira Ouali',
    role: CHARGEE_RE,
    bio: {
      fr: 'Samira Ouali accompagne les étudiants tourangeaux dans leur recherche d’alternance et organise des rencontres régulières avec les entreprises du Val de Loire.',
      en: 'Samira Ouali helps students in Tours find work-study placements and organises regular meetings with companies across the Loire Valley.',
    },
  },
];
