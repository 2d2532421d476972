// Events of the agenda: open days, admission tests, talks, student fairs, "Live My Life" days and job datings.
// startInDays is relative to the day of seeding, so the agenda always has past and upcoming events;
// the seed moves a day that falls on a Sunday or a public holiday away from the seeding day (dates.ts).
import type { EventSeed } from '../types';
import { DEMO_HOSTS } from './ids';

/** Joins markdown blocks (paragraphs, headings, lists) with blank lines. */
const md = (...blocks: string[]): string => blocks.join('\n\n');

type EventDraft = Omit<EventSeed, 'url'>;

const drafts: EventDraft[] = [
  // ─── Journées portes ouvertes ───────────────────────────────────────────────
  {
    slug: 'journee-portes-ouvertes-lyon',
    type: 'open-door',
    title: { fr: `Journée portes ouvertes — campus de Lyon`, en: `Open day — Lyon campus` },
    description: {
      fr: `Visitez le campus de Lyon, rencontrez les équipes pédagogiques et découvrez nos formations du BTS au Mastère.`,
      en: `Visit the Lyon campus, meet the teaching teams and discover our programmes from BTS to Master's level.`,
    },
    body: {
      fr: md(
        `Tout au long de la journée, visites guidées du campus par des étudiants, présentations des formations toutes les heures dans l'amphithéâtre et stands d'information sur l'alternance, les admissions et le logement. Un point « parents » est animé à 11 h et à 15 h.`,
        `L'entrée est libre, mais l'inscription en ligne nous permet de mieux vous accueillir et de vous envoyer le programme détaillé. Pensez à apporter vos derniers bulletins si vous souhaitez faire le point sur votre candidature.`,
      ),
      en: md(
        `Throughout the day: guided tours of the campus led by students, programme presentations every hour in the lecture hall, and information stands on apprenticeships, admissions and housing. A session for parents is held at 11 am and 3 pm.`,
        `Admission is free, but registering online helps us welcome you and lets us send you the detailed programme. Bring your latest school reports if you would like to discuss your application.`,
      ),
    },
    startInDays: 6,
    startTime: '10:00',
    durationHours: 6,
    campus: 'lyon',
  },
  {
    slug: 'journee-portes-ouvertes-paris',
    type: 'open-door',
    title: { fr: `Journée portes ouvertes — campus de Paris`, en: `Open day — Paris campus` },
    description: {
      fr: `Le campus de Paris vous ouvre ses portes : rencontres avec les étudiants, mini-cours et conseils personnalisés pour votre orientation.`,
      en: `The Paris campus opens its doors: meet students, try mini-classes and get personal advice on your study choices.`,
    },
    body: {
      fr: md(
        `Au programme : des mini-cours de 30 minutes en développement web, cybersécurité et marketing digital, des visites des salles spécialisées, des témoignages d'alternants et de leurs tuteurs, ainsi que des entretiens individuels avec nos chargés d'admission.`,
        `Inscrivez-vous en ligne pour choisir vos mini-cours à l'avance, le nombre de places étant limité. Vous pouvez venir accompagné : parents et amis sont les bienvenus.`,
      ),
      en: md(
        `On the programme: 30-minute mini-classes in web development, cybersecurity and digital marketing, tours of the specialist rooms, testimonials from apprentices and their mentors, and one-to-one meetings with our admissions officers.`,
        `Register online to book your mini-classes in advance, as places are limited. Feel free to bring someone along: parents and friends are welcome.`,
      ),
    },
    startInDays: 13,
    startTime: '10:00',
    durationHours: 7,
    campus: 'paris',
  },
  {
    slug: 'journee-portes-ouvertes-bordeaux',
    type: 'open-door',
    title: { fr: `Journée portes ouvertes — campus de Bordeaux`, en: `Open day — Bordeaux campus` },
    description: {
      fr: `Découvrez le campus de Bordeaux, ses formations en alternance et son réseau de plus de cent entreprises partenaires.`,
      en: `Discover the Bordeaux campus, its work-study programmes and its network of more than a hundred partner companies.`,
    },
    body: {
      fr: md(
        `La journée commence par un accueil café et une présentation générale de l'école, suivie de visites du campus en petits groupes. L'après-midi, des tuteurs d'entreprises partenaires expliquent concrètement comment se déroule une année en alternance.`,
        `L'inscription est gratuite et se fait en ligne. Vous recevrez un rappel la veille avec le plan d'accès et les horaires des présentations.`,
      ),
      en: md(
        `The day begins with coffee and a general presentation of the school, followed by small-group campus tours. In the afternoon, mentors from partner companies explain in practical terms what a year as an apprentice looks like.`,
        `Registration is free and done online. You will receive a reminder the day before with directions and the presentation times.`,
      ),
    },
    startInDays: -20,
    startTime: '10:00',
    durationHours: 6,
    campus: 'bordeaux',
  },
  {
    slug: 'journee-portes-ouvertes-lille',
    type: 'open-door',
    title: { fr: `Journée portes ouvertes — campus de Lille`, en: `Open day — Lille campus` },
    description: {
      fr: `Une journée pour explorer nos formations en informatique, data et management, et échanger avec les étudiants du campus de Lille.`,
      en: `A day to explore our programmes in computer science, data and management, and to talk with students from the Lille campus.`,
    },
    body: {
      fr: md(
        `Présentations des BTS, Bachelors et Mastères, démonstrations de projets étudiants primés lors du dernier hackathon, visite du fablab et stand des associations : tout est prévu pour vous faire découvrir la vie du campus. Nos conseillers répondent aussi à vos questions sur le financement des études.`,
        `Réservez votre venue en ligne en indiquant les formations qui vous intéressent : nous vous proposerons un parcours de visite adapté.`,
      ),
      en: md(
        `Presentations of our BTS, Bachelor and Master's programmes, demos of student projects that won awards at the last hackathon, a tour of the fab lab and the student association stands: everything is planned to show you campus life. Our advisers will also answer your questions about funding your studies.`,
        `Book your visit online and tell us which programmes interest you: we will suggest a tailored tour.`,
      ),
    },
    startInDays: 27,
    startTime: '09:30',
    durationHours: 7,
    campus: 'lille',
  },
  {
    slug: 'journee-portes-ouvertes-nantes',
    type: 'open-door',
    title: { fr: `Journée portes ouvertes — campus de Nantes`, en: `Open day — Nantes campus` },
    description: {
      fr: `Venez découvrir le campus de Nantes et son nouveau Bachelor UX/UI Design, en présence des étudiants et des enseignants.`,
      en: `Come and discover the Nantes campus and its new Bachelor in UX/UI Design, with students and teachers on hand.`,
    },
    body: {
      fr: md(
        `Le matin, présentations des formations et visite du studio de design ; l'après-midi, ateliers de découverte du prototypage d'interface et rencontres avec les entreprises qui accueillent nos alternants. Une session de questions-réponses sur les admissions clôture la journée.`,
        `L'inscription en ligne est conseillée pour participer aux ateliers, limités à quinze personnes. Les visites libres restent possibles sans réservation.`,
      ),
      en: md(
        `In the morning, programme presentations and a tour of the design studio; in the afternoon, taster workshops on interface prototyping and meetings with the companies that host our apprentices. A Q&A session on admissions closes the day.`,
        `Online registration is recommended for the workshops, which are limited to fifteen people. You can still drop in for a tour without booking.`,
      ),
    },
    startInDays: 41,
    startTime: '10:00',
    durationHours: 6,
    campus: 'nantes',
  },
  {
    slug: 'journee-portes-ouvertes-toulouse',
    type: 'open-door',
    title: { fr: `Journée portes ouvertes — campus de Toulouse`, en: `Open day — Toulouse campus` },
    description: {
      fr: `Rencontrez l'équipe du campus de Toulouse et découvrez nos parcours en cloud, cybersécurité, data et gestion.`,
      en: `Meet the Toulouse campus team and discover our tracks in cloud, cybersecurity, data and management.`,
    },
    body: {
      fr: md(
        `Visites commentées toutes les 30 minutes, présentation du Mastère Cloud et DevOps, témoignages d'étudiants partis en semestre d'échange à Valence et à Dublin, et stands consacrés à l'alternance et au logement étudiant.`,
        `Inscrivez-vous en ligne pour recevoir votre badge d'accueil et le programme détaillé. Sur place, un espace est réservé aux entretiens individuels avec les chargés d'admission.`,
      ),
      en: md(
        `Guided tours every 30 minutes, a presentation of the Master's in Cloud and DevOps, testimonials from students who spent an exchange semester in Valencia and Dublin, and stands on apprenticeships and student housing.`,
        `Register online to receive your welcome badge and the detailed programme. On site, an area is set aside for one-to-one meetings with admissions officers.`,
      ),
    },
    startInDays: -55,
    startTime: '10:00',
    durationHours: 6,
    campus: 'toulouse',
  },
  {
    slug: 'journee-portes-ouvertes-marseille',
    type: 'open-door',
    title: { fr: `Journée portes ouvertes — campus de Marseille`, en: `Open day — Marseille campus` },
    description: {
      fr: `Le campus de Marseille vous accueille pour une journée de découverte de ses formations et de sa vie associative.`,
      en: `The Marseille campus welcomes you for a day to discover its programmes and student life.`,
    },
    body: {
      fr: md(
        `Présentations des formations, visites guidées par les membres du BDE, ateliers CV pour les futurs alternants et rencontre avec les associations solidaires et sportives du campus. Un buffet est offert à midi.`,
        `L'inscription se fait en quelques clics sur notre site. Indiquez si vous venez en famille : nous organisons un échange dédié aux parents en début d'après-midi.`,
      ),
      en: md(
        `Programme presentations, guided tours by student union members, CV workshops for future apprentices and a chance to meet the campus charity and sports associations. A buffet lunch is provided.`,
        `Registering takes just a few clicks on our website. Let us know if you are coming with your family: we hold a session for parents in the early afternoon.`,
      ),
    },
    startInDays: 76,
    startTime: '10:00',
    durationHours: 5,
    campus: 'marseille',
  },
  {
    slug: 'journee-portes-ouvertes-rennes',
    type: 'open-door',
    title: { fr: `Journée portes ouvertes — campus de Rennes`, en: `Open day — Rennes campus` },
    description: {
      fr: `Découvrez le campus de Rennes, entièrement accessible, et ses formations en cybersécurité, développement et management.`,
      en: `Discover the fully accessible Rennes campus and its programmes in cybersecurity, development and management.`,
    },
    body: {
      fr: md(
        `Au programme : démonstration d'un challenge de cybersécurité par l'équipe victorieuse du Challenge Armor, présentations des formations, visite des salles informatiques et stands sur l'alternance et les aides financières. Le référent handicap du campus est présent toute la journée.`,
        `Inscription gratuite en ligne. Si vous avez besoin d'un aménagement particulier pour votre visite, précisez-le dans le formulaire.`,
      ),
      en: md(
        `On the programme: a live cybersecurity challenge demo by the team that won the Armor Challenge, programme presentations, a tour of the computer rooms and stands on apprenticeships and financial aid. The campus disability officer is available all day.`,
        `Free online registration. If you need any particular arrangements for your visit, let us know in the form.`,
      ),
    },
    startInDays: 145,
    startTime: '10:00',
    durationHours: 6,
    campus: 'rennes',
  },

  // ─── Sessions de tests d'admission ──────────────────────────────────────────
  {
    slug: 'tests-admission-strasbourg',
    type: 'admission-test',
    title: { fr: `Session de tests d'admission — Strasbourg`, en: `Admission test session — Strasbourg` },
    description: {
      fr: `Passez vos tests d'admission et votre entretien de motivation en une seule matinée au campus de Strasbourg.`,
      en: `Take your admission tests and motivation interview in a single morning at the Strasbourg campus.`,
    },
    body: {
      fr: md(
        `La matinée se déroule en deux temps : tests écrits adaptés à la formation visée (logique, anglais, culture numérique) pendant environ 1 h 30, puis entretien individuel de 30 minutes avec un membre de l'équipe pédagogique. La réponse vous est communiquée sous dix jours ouvrés.`,
        `L'inscription en ligne est obligatoire, après dépôt de votre dossier de candidature. Munissez-vous d'une pièce d'identité et de votre convocation.`,
      ),
      en: md(
        `The morning has two parts: written tests tailored to your chosen programme (logic, English, digital literacy) lasting about 1.5 hours, followed by a 30-minute individual interview with a member of the teaching team. You will receive an answer within ten working days.`,
        `Online registration is required once you have submitted your application. Bring an ID document and your invitation.`,
      ),
    },
    startInDays: 9,
    startTime: '09:00',
    durationHours: 4,
    campus: 'strasbourg',
  },
  {
    slug: 'tests-admission-grenoble',
    type: 'admission-test',
    title: { fr: `Session de tests d'admission — Grenoble`, en: `Admission test session — Grenoble` },
    description: {
      fr: `Une après-midi de tests et d'entretiens pour intégrer nos Bachelors et Mastères au campus de Grenoble.`,
      en: `An afternoon of tests and interviews to join our Bachelor and Master's programmes at the Grenoble campus.`,
    },
    body: {
      fr: md(
        `Après un accueil à 14 h, les candidats passent une épreuve écrite adaptée à leur niveau d'entrée, puis un entretien de motivation. Pour les Mastères, une courte étude de cas est présentée à l'oral devant le jury.`,
        `Inscrivez-vous en ligne après avoir déposé votre dossier. En cas d'empêchement, vous pouvez reporter votre session depuis votre espace candidat.`,
      ),
      en: md(
        `After a welcome at 2 pm, applicants sit a written test suited to their entry level, followed by a motivation interview. For Master's programmes, a short case study is presented orally to the panel.`,
        `Register online once you have submitted your application. If you can no longer attend, you can reschedule from your applicant account.`,
      ),
    },
    startInDays: -34,
    startTime: '14:00',
    durationHours: 3,
    campus: 'grenoble',
  },
  {
    slug: 'tests-admission-montpellier',
    type: 'admission-test',
    title: { fr: `Session de tests d'admission — Montpellier`, en: `Admission test session — Montpellier` },
    description: {
      fr: `Tests écrits et entretiens individuels pour toutes les formations du campus de Montpellier, du BTS au Mastère.`,
      en: `Written tests and individual interviews for every programme at the Montpellier campus, from BTS to Master's.`,
    },
    body: {
      fr: md(
        `Les candidats sont accueillis à 9 h 30 pour une présentation du déroulement de la session. Suivent les tests écrits, puis les entretiens individuels, organisés par ordre de passage. Les candidats au double diplôme avec Montréal passent en plus un court entretien en anglais.`,
        `L'inscription se fait en ligne, dans la limite des places disponibles. Votre convocation précisant votre horaire d'entretien vous sera envoyée par courriel.`,
      ),
      en: md(
        `Applicants are welcomed at 9:30 am with an overview of the session. Written tests come next, followed by individual interviews in order of arrival. Applicants for the double degree with Montreal also have a short interview in English.`,
        `Register online, subject to availability. Your invitation with your interview time will be sent by email.`,
      ),
    },
    startInDays: 62,
    startTime: '09:30',
    durationHours: 4,
    campus: 'montpellier',
  },

  // ─── Conférences ────────────────────────────────────────────────────────────
  {
    slug: 'conference-ia-generative-emploi-paris',
    type: 'conference',
    title: {
      fr: `Conférence : l'IA générative va-t-elle changer nos métiers ?`,
      en: `Talk: will generative AI change our jobs?`,
    },
    description: {
      fr: `Émilie Fournier-Daguet, data scientist et autrice, décrypte l'impact de l'IA générative sur les métiers du numérique et du management.`,
      en: `Émilie Fournier-Daguet, data scientist and author, explains the impact of generative AI on tech and management careers.`,
    },
    body: {
      fr: md(
        `Pendant une heure, Émilie Fournier-Daguet partage des exemples concrets observés en entreprise : tâches automatisées, nouveaux métiers, compétences qui prennent de la valeur. La conférence est suivie de 45 minutes d'échanges avec le public, puis d'un verre de l'amitié.`,
        `Conférence gratuite, ouverte aux étudiants, aux familles et aux professionnels. L'inscription en ligne est obligatoire, l'amphithéâtre étant limité à 250 places.`,
      ),
      en: md(
        `For an hour, Émilie Fournier-Daguet shares real-world examples from companies: automated tasks, new jobs and skills that are gaining value. The talk is followed by 45 minutes of discussion with the audience and a drinks reception.`,
        `Free talk, open to students, families and professionals. Online registration is required, as the lecture hall seats 250.`,
      ),
    },
    startInDays: -90,
    startTime: '18:30',
    durationHours: 2,
    campus: 'paris',
  },
  {
    slug: 'conference-cybersecurite-pme-lille',
    type: 'conference',
    title: {
      fr: `Conférence : protéger une PME des cyberattaques, mode d'emploi`,
      en: `Talk: protecting a small business from cyberattacks`,
    },
    description: {
      fr: `Romain Vidalenc, responsable de la sécurité des systèmes d'information, partage les gestes essentiels pour protéger une petite entreprise.`,
      en: `Romain Vidalenc, an information security manager, shares the essential steps to protect a small business.`,
    },
    body: {
      fr: md(
        `À partir de cas réels anonymisés, Romain Vidalenc montre comment une attaque se prépare, comment la détecter et quelles mesures simples permettent d'en limiter les effets : sauvegardes, authentification forte, sensibilisation des équipes. Des étudiants du Bachelor Cybersécurité présentent ensuite une démonstration en direct.`,
        `Entrée gratuite sur inscription en ligne. La conférence s'adresse aussi bien aux étudiants qu'aux dirigeants de PME et à leurs équipes.`,
      ),
      en: md(
        `Drawing on real, anonymised cases, Romain Vidalenc shows how an attack is prepared, how to detect it and which simple measures limit its impact: backups, strong authentication and staff awareness. Bachelor in Cybersecurity students then give a live demonstration.`,
        `Free admission with online registration. The talk is aimed at students as well as small business owners and their teams.`,
      ),
    },
    startInDays: 18,
    startTime: '18:30',
    durationHours: 2,
    campus: 'lille',
  },
  {
    slug: 'conference-data-sport-performance-nice',
    type: 'conference',
    title: {
      fr: `Conférence : la data au service de la performance sportive`,
      en: `Talk: data for sports performance`,
    },
    description: {
      fr: `Chloé Santini, analyste de données pour un club de rugby professionnel, raconte comment les chiffres aident à préparer les matchs.`,
      en: `Chloé Santini, a data analyst for a professional rugby club, explains how numbers help prepare for matches.`,
    },
    body: {
      fr: md(
        `Capteurs GPS, vidéo, suivi de la charge d'entraînement : Chloé Santini présente les outils qu'elle utilise au quotidien et le parcours qui l'a menée à ce métier encore méconnu. Une séance de questions-réponses permettra d'échanger sur les débouchés de la data dans le sport.`,
        `Entrée libre sur inscription en ligne. Idéal pour les lycéens et étudiants qui s'intéressent aux métiers de la data.`,
      ),
      en: md(
        `GPS trackers, video, training load monitoring: Chloé Santini presents the tools she uses every day and the path that led her to this little-known job. A Q&A session will cover career opportunities in sports data.`,
        `Free admission with online registration. Ideal for high school and university students interested in data careers.`,
      ),
    },
    startInDays: 48,
    startTime: '18:00',
    durationHours: 2,
    campus: 'nice',
  },
  {
    slug: 'conference-entreprendre-pendant-ses-etudes-rouen',
    type: 'conference',
    title: {
      fr: `Conférence : entreprendre pendant ses études, c'est possible`,
      en: `Talk: starting a business while studying is possible`,
    },
    description: {
      fr: `Inès Boucher, cofondatrice de la start-up Boucle Matériaux, raconte comment elle a lancé son entreprise pendant le Programme Grande École.`,
      en: `Inès Boucher, co-founder of the start-up Boucle Matériaux, tells how she launched her company during the Programme Grande École.`,
    },
    body: {
      fr: md(
        `De l'idée née en cours à la première levée de fonds, Inès Boucher revient sur chaque étape : trouver ses associés, tester son marché, concilier examens et premiers clients. La conférence se poursuit par une table ronde avec l'équipe de l'incubateur de l'école.`,
        `Gratuit, sur inscription en ligne. Ouvert à tous les étudiants, quelle que soit leur formation, ainsi qu'aux porteurs de projet de la région.`,
      ),
      en: md(
        `From an idea born in class to the first funding round, Inès Boucher goes through every step: finding co-founders, testing the market, juggling exams and first customers. The talk continues with a panel discussion with the school's incubator team.`,
        `Free, with online registration. Open to all students, whatever their programme, and to entrepreneurs from the region.`,
      ),
    },
    startInDays: -6,
    startTime: '18:30',
    durationHours: 2,
    campus: 'rouen',
  },

  // ─── Salons ─────────────────────────────────────────────────────────────────
  {
    slug: 'salon-avenir-etudes-metz',
    type: 'convention',
    title: { fr: `Salon Avenir Études de Metz`, en: `Avenir Études student fair in Metz` },
    description: {
      fr: `Retrouvez l'équipe du campus de Metz sur notre stand pour découvrir nos formations et poser toutes vos questions.`,
      en: `Meet the Metz campus team at our stand to discover our programmes and ask all your questions.`,
    },
    body: {
      fr: md(
        `Sur notre stand, chargés d'admission et étudiants vous présentent les BTS, Bachelors et Mastères du campus, l'alternance et les aides financières. Des mini-entretiens d'orientation de dix minutes sont proposés tout au long de la journée.`,
        `L'accès au salon est gratuit. En vous inscrivant en ligne, vous pouvez réserver un créneau d'échange sur notre stand et éviter l'attente.`,
      ),
      en: md(
        `At our stand, admissions officers and students present the campus's BTS, Bachelor and Master's programmes, apprenticeships and financial aid. Ten-minute guidance chats are available throughout the day.`,
        `Entry to the fair is free. By registering online, you can book a time slot at our stand and skip the queue.`,
      ),
    },
    startInDays: -75,
    startTime: '09:00',
    durationHours: 8,
    campus: 'metz',
  },
  {
    slug: 'salon-formations-superieures-touraine',
    type: 'convention',
    title: { fr: `Salon des formations supérieures de Touraine`, en: `Touraine higher education fair` },
    description: {
      fr: `Le campus de Tours sera présent au salon régional des formations supérieures : venez nous rencontrer sur notre stand.`,
      en: `The Tours campus will attend the regional higher education fair: come and meet us at our stand.`,
    },
    body: {
      fr: md(
        `Nos équipes vous présentent les formations du campus de Tours et répondent à vos questions sur Parcoursup, les admissions hors Parcoursup et l'alternance. Des étudiants en cybersécurité animent un quiz sur les bons réflexes en ligne, avec des petits lots à gagner.`,
        `Entrée libre. L'inscription en ligne vous permet de recevoir une invitation gratuite et de réserver un entretien sur notre stand.`,
      ),
      en: md(
        `Our team presents the Tours campus programmes and answers your questions about Parcoursup, admission outside Parcoursup and apprenticeships. Cybersecurity students run a quiz on staying safe online, with small prizes to win.`,
        `Free entry. Registering online gets you a free invitation and lets you book a meeting at our stand.`,
      ),
    },
    startInDays: 34,
    startTime: '09:30',
    durationHours: 7,
    campus: 'tours',
  },
  {
    slug: 'salon-orientation-auvergne-clermont-ferrand',
    type: 'convention',
    title: { fr: `Salon Orientation Auvergne à Clermont-Ferrand`, en: `Auvergne Study Fair in Clermont-Ferrand` },
    description: {
      fr: `Deux jours pour préparer son orientation : le campus de Clermont-Ferrand vous attend sur son stand.`,
      en: `Two days to plan your studies: the Clermont-Ferrand campus is waiting for you at its stand.`,
    },
    body: {
      fr: md(
        `Présentation de toutes nos formations, démonstrations de l'équipe e-sport du campus, échanges avec des alternants et leurs tuteurs : notre stand est pensé pour vous aider à construire votre projet. Une conférence de vingt minutes sur l'alternance est donnée par notre équipe à 11 h.`,
        `L'entrée au salon est gratuite. Inscrivez-vous en ligne pour obtenir votre badge et recevoir le plan du salon.`,
      ),
      en: md(
        `Presentations of all our programmes, demos by the campus e-sport team, and conversations with apprentices and their mentors: our stand is designed to help you build your plans. Our team gives a twenty-minute talk on apprenticeships at 11 am.`,
        `Entry to the fair is free. Register online to get your badge and receive the fair map.`,
      ),
    },
    startInDays: 120,
    startTime: '09:00',
    durationHours: 8,
    campus: 'clermont-ferrand',
  },

  // ─── Live My Life ───────────────────────────────────────────────────────────
  {
    slug: 'live-my-life-dijon',
    type: 'live-my-life',
    title: {
      fr: `Live My Life : une journée dans la peau d'un étudiant à Dijon`,
      en: `Live My Life: a day in the life of a student in Dijon`,
    },
    description: {
      fr: `Suivez un étudiant du campus de Dijon pendant une journée complète : cours, pause déjeuner, projets en équipe.`,
      en: `Follow a student at the Dijon campus for a whole day: classes, lunch break and team projects.`,
    },
    body: {
      fr: md(
        `Accueillis à 9 h, vous êtes associés à un étudiant de la formation qui vous intéresse. Vous assistez à ses cours du matin, déjeunez avec sa promotion, puis participez à un atelier pratique l'après-midi. La journée se termine par un échange avec un responsable pédagogique.`,
        `Places limitées à quatre visiteurs par formation : l'inscription en ligne est obligatoire. Cette journée est ouverte aux lycéens, aux étudiants en réorientation et aux personnes en reconversion.`,
      ),
      en: md(
        `Welcomed at 9 am, you are paired with a student on the programme you are interested in. You attend their morning classes, have lunch with their class, then take part in a hands-on workshop in the afternoon. The day ends with a conversation with a programme manager.`,
        `Places are limited to four visitors per programme: online registration is required. This day is open to high school students, students changing courses and people considering a career change.`,
      ),
    },
    startInDays: 22,
    startTime: '09:00',
    durationHours: 7,
    campus: 'dijon',
  },
  {
    slug: 'live-my-life-lyon',
    type: 'live-my-life',
    title: {
      fr: `Live My Life : une journée d'étudiant sur le campus de Lyon`,
      en: `Live My Life: a student's day at the Lyon campus`,
    },
    description: {
      fr: `Passez une journée avec un étudiant de Bachelor ou de Mastère du campus de Lyon, des cours du matin au projet d'équipe de l'après-midi.`,
      en: `Spend a day with a Bachelor or Mastère student at the Lyon campus, from the morning's classes to the afternoon's team project.`,
    },
    body: {
      fr: md(
        `Rendez-vous à 9 h au 52 quai des Soyeux. Un étudiant de la formation qui vous intéresse vous accueille, vous emmène en cours, puis au déjeuner avec sa promotion. L'après-midi, vous rejoignez son équipe sur un projet mené pour une entreprise lyonnaise.`,
        `Avant de repartir, un responsable pédagogique répond à vos questions sur l'admission, le rythme de l'alternance et la recherche d'entreprise. Quatre places par formation : inscrivez-vous en ligne.`,
      ),
      en: md(
        `Meet us at 9 am at 52 quai des Soyeux. A student on the programme you are interested in welcomes you, takes you to class, then to lunch with their class. In the afternoon you join their team on a project run for a Lyon company.`,
        `Before you leave, a programme manager answers your questions about admission, the work-study schedule and finding a company. Four places per programme: register online.`,
      ),
    },
    startInDays: 36,
    startTime: '09:00',
    durationHours: 7,
    campus: 'lyon',
  },
  {
    slug: 'live-my-life-angers',
    type: 'live-my-life',
    title: {
      fr: `Live My Life : une journée dans la peau d'un étudiant à Angers`,
      en: `Live My Life: a day in the life of a student in Angers`,
    },
    description: {
      fr: `Vivez une vraie journée de cours au campus d'Angers, aux côtés d'un étudiant de la formation de votre choix.`,
      en: `Experience a real day of classes at the Angers campus, alongside a student on the programme of your choice.`,
    },
    body: {
      fr: md(
        `Votre binôme étudiant vous guide toute la journée : cours du matin, déjeuner à la cafétéria du nouveau campus, travail en équipe sur un projet l'après-midi. Vous découvrez aussi les associations étudiantes lors d'une pause organisée par le BDE.`,
        `Inscription obligatoire en ligne, en précisant la formation qui vous intéresse. Nous vous confirmons votre binôme quelques jours avant la date.`,
      ),
      en: md(
        `Your student buddy guides you all day: morning classes, lunch in the new campus cafeteria and team project work in the afternoon. You will also meet the student associations during a break organised by the student union.`,
        `Online registration is required; tell us which programme interests you. We will confirm your buddy a few days before the date.`,
      ),
    },
    startInDays: 55,
    startTime: '09:00',
    durationHours: 7,
    campus: 'angers',
  },
  {
    slug: 'live-my-life-caen',
    type: 'live-my-life',
    title: {
      fr: `Live My Life : une journée dans la peau d'un étudiant à Caen`,
      en: `Live My Life: a day in the life of a student in Caen`,
    },
    description: {
      fr: `Passez une journée avec les étudiants du campus de Caen et découvrez le centre d'opérations de sécurité pédagogique.`,
      en: `Spend a day with students at the Caen campus and discover the training security operations centre.`,
    },
    body: {
      fr: md(
        `Après un accueil autour d'un petit-déjeuner, vous suivez les cours d'un étudiant de BTS ou de Bachelor. Les visiteurs intéressés par la cybersécurité assistent l'après-midi à un exercice de gestion d'incident dans le SOC pédagogique du campus.`,
        `Inscription en ligne obligatoire, nombre de places limité. Pensez à apporter une pièce d'identité pour l'accès au bâtiment.`,
      ),
      en: md(
        `After a welcome breakfast, you follow the classes of a BTS or Bachelor student. In the afternoon, visitors interested in cybersecurity watch an incident response exercise in the campus training SOC.`,
        `Online registration required; places are limited. Remember to bring an ID document to enter the building.`,
      ),
    },
    startInDays: -12,
    startTime: '09:00',
    durationHours: 7,
    campus: 'caen',
  },

  // ─── Job datings alternance ─────────────────────────────────────────────────
  {
    slug: 'job-dating-alternance-reims',
    type: 'job-dating',
    title: { fr: `Job dating alternance — Reims`, en: `Apprenticeship job dating — Reims` },
    description: {
      fr: `Rencontrez en un après-midi une trentaine d'entreprises qui recrutent des alternants dans le numérique et la gestion.`,
      en: `Meet around thirty companies hiring apprentices in tech and management in a single afternoon.`,
    },
    body: {
      fr: md(
        `Le principe : des entretiens de dix minutes avec les recruteurs, à la chaîne. Un atelier de préparation est proposé à 14 h pour peaufiner votre présentation, puis les rencontres se déroulent de 14 h 30 à 18 h. Venez avec plusieurs exemplaires de votre CV.`,
        `L'événement est ouvert aux candidats admis ou en cours d'admission dans l'une de nos formations en alternance. Inscrivez-vous en ligne pour recevoir la liste des entreprises présentes.`,
      ),
      en: md(
        `The format: back-to-back ten-minute interviews with recruiters. A preparation workshop at 2 pm helps you polish your pitch, then the meetings run from 2:30 pm to 6 pm. Bring several copies of your CV.`,
        `The event is open to applicants who have been admitted, or are going through admission, to one of our work-study programmes. Register online to receive the list of participating companies.`,
      ),
    },
    startInDays: 15,
    startTime: '14:00',
    durationHours: 4,
    campus: 'reims',
  },
  {
    slug: 'job-dating-alternance-orleans',
    type: 'job-dating',
    title: { fr: `Job dating alternance — Orléans`, en: `Apprenticeship job dating — Orléans` },
    description: {
      fr: `Une matinée de rencontres express entre candidats à l'alternance et entreprises du Loiret.`,
      en: `A morning of speed meetings between apprenticeship candidates and companies from the Loiret area.`,
    },
    body: {
      fr: md(
        `Vingt-cinq entreprises, des offres en développement, réseaux, comptabilité, commerce et marketing : chaque candidat peut enchaîner jusqu'à huit entretiens dans la matinée. Les conseillers du service relations entreprises sont présents pour vous orienter vers les offres les plus adaptées.`,
        `Inscription en ligne obligatoire, avec dépôt de votre CV à jour. Vous recevrez votre planning d'entretiens la veille de l'événement.`,
      ),
      en: md(
        `Twenty-five companies with vacancies in development, networks, accounting, sales and marketing: each candidate can attend up to eight interviews during the morning. Corporate relations advisers are on hand to point you towards the best-matched offers.`,
        `Online registration required, with an up-to-date CV. You will receive your interview schedule the day before the event.`,
      ),
    },
    startInDays: -110,
    startTime: '09:30',
    durationHours: 4,
    campus: 'orleans',
  },
  {
    slug: 'job-dating-alternance-saint-etienne',
    type: 'job-dating',
    title: { fr: `Job dating alternance — Saint-Étienne`, en: `Apprenticeship job dating — Saint-Étienne` },
    description: {
      fr: `Trouvez votre entreprise d'alternance en rencontrant directement les recruteurs de la région stéphanoise.`,
      en: `Find your apprenticeship company by meeting recruiters from the Saint-Étienne area in person.`,
    },
    body: {
      fr: md(
        `Agences de design, éditeurs de logiciels, industriels et cabinets comptables se succèdent pour des entretiens de dix minutes. Un espace photo permet de refaire gratuitement la photo de votre profil professionnel entre deux rencontres.`,
        `Inscrivez-vous en ligne et choisissez les entreprises que vous souhaitez rencontrer en priorité. Les places sont attribuées par ordre d'inscription.`,
      ),
      en: md(
        `Design agencies, software publishers, manufacturers and accounting firms take turns for ten-minute interviews. A photo corner lets you update your professional profile picture for free between meetings.`,
        `Register online and choose the companies you most want to meet. Places are allocated on a first-come, first-served basis.`,
      ),
    },
    startInDays: 90,
    startTime: '14:00',
    durationHours: 3,
    campus: 'saint-etienne',
  },
];

export const events: EventSeed[] = drafts.map((event) => ({
  ...event,
  url: `${DEMO_HOSTS.events}/inscription/${event.slug}`,
}));
