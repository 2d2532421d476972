// Generic section pages (/{rubrique} or /{rubrique}/{slug}), in French and English.
// All content is original and fictional: ESNUM is a demo school, nothing here describes a real organisation.
// Rich text uses the small markdown subset described in ../types.ts (kept unindented on purpose).

import type { ArticleSeed } from '../types';

export const articles: ArticleSeed[] = [
  // ---------------------------------------------------------------------------
  // L'école
  // ---------------------------------------------------------------------------
  {
    key: 'ecole',
    fr: {
      rubrique: 'ecole',
      title: "L'école ESNUM",
      summary: 'ESNUM forme aux métiers du numérique et du management, du bac+2 au bac+5, sur 26 campus en France.',
      metaDescription:
        "Découvrez ESNUM, école supérieure du numérique et du management : du BTS au MBA, 26 campus en France et une pédagogie pensée pour l'alternance.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Une école pour apprendre en faisant',
          subtitle:
            "Informatique, data, cybersécurité, marketing, gestion : ESNUM prépare aux métiers qui font tourner les entreprises d'aujourd'hui et de demain.",
        },
        {
          component: 'sections.rich-text',
          title: 'Notre projet',
          body: `ESNUM est née d'une conviction simple : on apprend un métier du numérique ou du management en le pratiquant, aux côtés de professionnels qui l'exercent chaque jour. Nos formations alternent cours, projets concrets et périodes en entreprise, pour que chaque compétence acquise en salle soit mise en œuvre sur le terrain.

Du BTS au MBA, en passant par le Bachelor, le Mastère et le Programme Grande École, nous accompagnons des étudiants aux parcours très variés : bacheliers, étudiants en réorientation, salariés en reconversion ou alternants qui souhaitent poursuivre jusqu'au bac+5.

## Ce qui nous distingue

- **La proximité** : 26 campus à taille humaine, au plus près des bassins d'emploi.
- **L'alternance** au cœur du modèle, avec un accompagnement dans la recherche d'entreprise.
- **Des intervenants issus du terrain** : développeurs, consultants, managers, entrepreneurs.
- **Un double regard technique et managérial**, indispensable pour piloter des projets numériques.`,
        },
        { component: 'sections.key-figures', title: 'ESNUM en chiffres' },
        {
          component: 'sections.cards-grid',
          title: 'Mieux nous connaître',
          cards: [
            { title: 'Notre histoire', text: "D'une petite école de développeurs à un réseau de 26 campus.", url: '/ecole/histoire' },
            {
              title: 'Nos engagements',
              text: 'Réussite, inclusion, numérique responsable : ce qui guide nos choix.',
              url: '/ecole/nos-engagements',
            },
            { title: 'Notre pédagogie', text: 'Projets, alternance et évaluation par les compétences.', url: '/ecole/pedagogie' },
            {
              title: "L'international",
              text: "Semestres à l'étranger, cours en anglais et étudiants du monde entier.",
              url: '/ecole/international',
            },
            {
              title: 'La vie étudiante',
              text: 'Associations, événements et services pour bien vivre ses études.',
              url: '/ecole/vie-etudiante',
            },
            {
              title: 'Handicap et inclusion',
              text: 'Un référent sur chaque campus et des aménagements sur mesure.',
              url: '/ecole/handicap-et-inclusion',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: "Envie d'en savoir plus ?",
          text: "Recevez notre brochure : formations, rythmes d'alternance, campus et modalités d'admission.",
          action: 'brochure',
          label: 'Recevoir la brochure',
        },
      ],
    },
    en: {
      rubrique: 'ecole',
      title: 'About ESNUM',
      summary:
        'ESNUM trains students for careers in digital technology and management, from two-year to five-year degrees, on 26 campuses across France.',
      metaDescription:
        'Discover ESNUM, a school of digital technology and management: from BTS to MBA, 26 campuses in France and a teaching model built around work-study.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'A school where you learn by doing',
          subtitle:
            "Software, data, cybersecurity, marketing, business management: ESNUM prepares students for the jobs that keep today's and tomorrow's companies running.",
        },
        {
          component: 'sections.rich-text',
          title: 'Our vision',
          body: `ESNUM was founded on a simple belief: the best way to learn a digital or management job is to practise it, alongside professionals who do it every day. Our programmes combine classes, real-world projects and time spent in a company, so that every skill learnt in the classroom is put to work in the field.

From BTS to MBA, through the Bachelor, the Mastère and the Grande École Programme, we support students from very different backgrounds: recent school-leavers, students changing direction, employees retraining for a new career, and apprentices who want to go all the way to a master's level.

## What makes us different

- **Proximity**: 26 campuses on a human scale, close to local job markets.
- **Work-study** at the heart of our model, with support to find a host company.
- **Lecturers from the field**: developers, consultants, managers and entrepreneurs.
- **Both technical and managerial perspectives**, essential to lead digital projects.`,
        },
        { component: 'sections.key-figures', title: 'ESNUM in figures' },
        {
          component: 'sections.cards-grid',
          title: 'Get to know us',
          cards: [
            { title: 'Our history', text: 'From a small school for developers to a network of 26 campuses.', url: '/en/ecole/histoire' },
            {
              title: 'Our commitments',
              text: 'Student success, inclusion, responsible digital practices: what guides our choices.',
              url: '/en/ecole/nos-engagements',
            },
            { title: 'Our teaching approach', text: 'Projects, work-study and skills-based assessment.', url: '/en/ecole/pedagogie' },
            {
              title: 'International',
              text: 'Semesters abroad, courses taught in English and students from all over the world.',
              url: '/en/ecole/international',
            },
            { title: 'Student life', text: 'Clubs, events and services to make the most of your studies.', url: '/en/ecole/vie-etudiante' },
            {
              title: 'Disability and inclusion',
              text: 'A dedicated adviser on every campus and tailored arrangements.',
              url: '/en/ecole/handicap-et-inclusion',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Want to find out more?',
          text: 'Get our brochure: programmes, work-study schedules, campuses and admission requirements.',
          action: 'brochure',
          label: 'Get the brochure',
        },
      ],
    },
  },
  {
    key: 'ecole/nos-engagements',
    fr: {
      rubrique: 'ecole',
      slug: 'nos-engagements',
      title: 'Nos engagements',
      summary:
        'Réussite de chaque étudiant, égalité des chances et numérique responsable : les engagements qui guident ESNUM au quotidien.',
      metaDescription:
        "Réussite des étudiants, égalité des chances, inclusion et numérique responsable : découvrez les engagements concrets d'ESNUM sur ses 26 campus.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Nos engagements',
          subtitle: "Former des professionnels compétents, mais aussi des citoyens attentifs à l'impact de leurs choix.",
        },
        {
          component: 'sections.rich-text',
          title: 'La réussite de chaque étudiant',
          body: `Chaque étudiant est suivi par un référent pédagogique qu'il rencontre régulièrement tout au long de l'année. En cas de difficulté, scolaire, personnelle ou en entreprise, un plan d'accompagnement est construit avec lui : tutorat entre pairs, séances de remise à niveau, aménagement du rythme.

Nous nous engageons également sur l'insertion professionnelle : ateliers CV, simulations d'entretien, rencontres avec les entreprises et accès à notre [réseau emploi](/entreprise/reseau-emploi) accompagnent les étudiants jusqu'à leur premier poste.

## L'égalité des chances

- Des formations en alternance sans frais de scolarité pour l'étudiant, la formation étant financée par l'entreprise et son opérateur de compétences.
- Des bourses ESNUM attribuées sur critères sociaux pour les formations à temps plein.
- Un accueil adapté des étudiants en situation de handicap, détaillé sur notre page [handicap et inclusion](/ecole/handicap-et-inclusion).`,
        },
        {
          component: 'sections.rich-text',
          title: 'Un numérique plus responsable',
          body: `Former aux métiers du numérique, c'est aussi former à ses effets sur l'environnement et la société. Chaque programme intègre un module consacré à la sobriété numérique, à l'écoconception des services et à l'éthique des données.

Sur nos campus, nous privilégions le reconditionnement du matériel informatique, la mutualisation des équipements et l'hébergement raisonné des projets étudiants. Les étudiants sont invités à mesurer l'empreinte de leurs propres réalisations et à proposer des pistes d'amélioration.

Enfin, l'accessibilité numérique fait partie des compétences évaluées : un site ou une application n'est pas terminé tant qu'il n'est pas utilisable par tous.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Pour aller plus loin',
          cards: [
            { title: 'Notre pédagogie', text: 'Comment nous accompagnons chaque étudiant.', url: '/ecole/pedagogie' },
            { title: 'Financer ses études', text: 'Alternance, bourses et solutions de paiement.', url: '/admission/financement' },
            { title: 'Handicap et inclusion', text: 'Aménagements et accompagnement personnalisé.', url: '/ecole/handicap-et-inclusion' },
          ],
        },
      ],
    },
    en: {
      rubrique: 'ecole',
      slug: 'nos-engagements',
      title: 'Our commitments',
      summary:
        "Every student's success, equal opportunities and responsible digital practices: the commitments that guide ESNUM every day.",
      metaDescription:
        "Student success, equal opportunities, inclusion and responsible digital practices: discover ESNUM's concrete commitments across its 26 campuses.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Our commitments',
          subtitle: 'Training skilled professionals, and citizens who are mindful of the impact of their choices.',
        },
        {
          component: 'sections.rich-text',
          title: "Every student's success",
          body: `Each student is followed by an academic adviser whom they meet regularly throughout the year. When difficulties arise, whether academic, personal or at work, a support plan is built together with the student: peer tutoring, catch-up sessions, an adjusted schedule.

We are also committed to employability: CV workshops, mock interviews, meetings with companies and access to our [employment network](/en/entreprise/reseau-emploi) support students all the way to their first job.

## Equal opportunities

- Work-study programmes with no tuition fees for the student, as training is funded by the employer and its skills operator.
- ESNUM scholarships awarded on financial need for full-time programmes.
- Tailored support for students with disabilities, described on our [disability and inclusion](/en/ecole/handicap-et-inclusion) page.`,
        },
        {
          component: 'sections.rich-text',
          title: 'More responsible digital practices',
          body: `Training people for digital careers also means teaching them about the effects of technology on the environment and on society. Every programme includes a module on digital sobriety, eco-design of services and data ethics.

On our campuses, we favour refurbished IT equipment, shared devices and a measured approach to hosting student projects. Students are encouraged to measure the footprint of their own work and to suggest improvements.

Finally, digital accessibility is one of the skills we assess: a website or an app is not finished until everyone can use it.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Find out more',
          cards: [
            { title: 'Our teaching approach', text: 'How we support each student.', url: '/en/ecole/pedagogie' },
            { title: 'Funding your studies', text: 'Work-study, scholarships and payment options.', url: '/en/admission/financement' },
            { title: 'Disability and inclusion', text: 'Arrangements and personalised support.', url: '/en/ecole/handicap-et-inclusion' },
          ],
        },
      ],
    },
  },
  {
    key: 'ecole/histoire',
    fr: {
      rubrique: 'ecole',
      slug: 'histoire',
      title: 'Notre histoire',
      summary: "De la première promotion de développeurs à un réseau de 26 campus, retour sur vingt ans d'histoire.",
      metaDescription:
        "Fondée à Paris en 2005 par des ingénieurs et des gestionnaires, ESNUM compte aujourd'hui 26 campus. Découvrez les grandes étapes de son histoire.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Notre histoire',
          subtitle: 'Une école construite pas à pas, avec les entreprises et pour elles.',
        },
        {
          component: 'sections.rich-text',
          body: `ESNUM voit le jour en 2005 à Paris, dans le 13e arrondissement, à l'initiative d'une poignée d'ingénieurs et de responsables de gestion. Leur constat : les entreprises franciliennes peinent à recruter des développeurs opérationnels, tandis que de nombreux jeunes cherchent une formation concrète, proche du monde professionnel.

La première promotion compte une vingtaine d'étudiants, installés dans deux salles prêtées par une pépinière d'entreprises. Le principe, déjà, est celui qui guide l'école aujourd'hui : apprendre sur des projets réels, encadrés par des professionnels en activité.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Les grandes étapes',
          body: `- **2005** : création de l'école à Paris, avec les premiers BTS du numérique.
- **2007** : ouverture du campus de Lyon, le premier en région.
- **2008** : création des formations en management et ouverture des campus de Lille et de Toulouse.
- **2009** : arrivée à Bordeaux et à Nantes.
- **2012** : l'alternance devient le rythme de référence de la majorité des formations.
- **2015** : lancement des Bachelors en développement web, cybersécurité et marketing digital.
- **2018** : premiers Mastères et adhésion au Réseau C&D (Compétences & Développement).
- **2019** : lancement du Programme Grande École, en cinq ans après le bac.
- **2020** : ouverture du campus de Chartres, le plus récent de l'école.
- **2021** : inauguration de l'Innovation Lab, espace de prototypage ouvert aux étudiants et aux entreprises.
- **2023** : lancement des MBA.

Aujourd'hui, ESNUM réunit 26 campus, de Lille à Nice et de Rennes à Strasbourg.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Et demain ?',
          body: `L'intelligence artificielle, la cybersécurité et la transition écologique transforment en profondeur les métiers auxquels nous préparons. Nous faisons évoluer nos programmes chaque année avec nos conseils de perfectionnement, qui réunissent enseignants, anciens étudiants et entreprises partenaires.

Notre ambition reste la même qu'au premier jour : rendre accessibles des formations exigeantes, utiles et ouvertes sur le monde. Découvrez comment elle se traduit au quotidien dans notre [pédagogie](/ecole/pedagogie) et à l'[Innovation Lab](/innovation-lab).`,
        },
        { component: 'sections.campus-list', title: "Nos 26 campus aujourd'hui" },
      ],
    },
    en: {
      rubrique: 'ecole',
      slug: 'histoire',
      title: 'Our history',
      summary: 'From the first class of developers to a network of 26 campuses: a look back at twenty years of history.',
      metaDescription:
        "Founded in Paris in 2005 by engineers and business managers, ESNUM now has 26 campuses. Discover the key milestones in the school's history.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Our history',
          subtitle: 'A school built step by step, with companies and for them.',
        },
        {
          component: 'sections.rich-text',
          body: `ESNUM was founded in 2005 in Paris, in the 13th arrondissement, by a handful of engineers and business managers. They had noticed that companies in the Paris region were struggling to recruit developers who were ready to work, while many young people were looking for practical training, close to the professional world.

The first class had about twenty students, housed in two rooms lent by a business incubator. Even then, the principle was the one that guides the school today: learning through real projects, supervised by working professionals.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Key milestones',
          body: `- **2005**: the school is founded in Paris, with its first BTS programmes in digital technology.
- **2007**: the Lyon campus opens, the first outside Paris.
- **2008**: management programmes are created and the Lille and Toulouse campuses open.
- **2009**: ESNUM arrives in Bordeaux and Nantes.
- **2012**: work-study becomes the standard schedule for most programmes.
- **2015**: launch of the Bachelor programmes in web development, cybersecurity and digital marketing.
- **2018**: the first Mastère programmes, and ESNUM joins the C&D Network (Skills & Development).
- **2019**: launch of the five-year Grande École Programme.
- **2020**: the Chartres campus opens, the school's newest campus.
- **2021**: opening of the Innovation Lab, a prototyping space open to students and companies.
- **2023**: launch of the MBAs.

Today, ESNUM brings together 26 campuses, from Lille to Nice and from Rennes to Strasbourg.`,
        },
        {
          component: 'sections.rich-text',
          title: "What's next?",
          body: `Artificial intelligence, cybersecurity and the ecological transition are profoundly changing the jobs we prepare students for. We update our programmes every year with our advisory boards, which bring together lecturers, alumni and partner companies.

Our ambition is the same as on day one: to make demanding, useful and outward-looking education accessible. See how this translates into everyday practice in our [teaching approach](/en/ecole/pedagogie) and at the [Innovation Lab](/en/innovation-lab).`,
        },
        { component: 'sections.campus-list', title: 'Our 26 campuses today' },
      ],
    },
  },
  {
    key: 'ecole/pedagogie',
    fr: {
      rubrique: 'ecole',
      slug: 'pedagogie',
      title: 'Notre pédagogie',
      summary:
        'Projets concrets, alternance et évaluation par les compétences : une pédagogie pensée pour rendre chaque étudiant opérationnel.',
      metaDescription:
        "Apprendre par projets, en alternance et avec des professionnels : découvrez la pédagogie ESNUM, fondée sur la pratique et l'évaluation par compétences.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Apprendre par la pratique',
          subtitle: "À l'ESNUM, chaque notion est mise en œuvre sur un projet, en équipe, avant d'être appliquée en entreprise.",
        },
        {
          component: 'sections.rich-text',
          title: 'Les principes de notre pédagogie',
          body: `## Des projets, du premier au dernier jour
Les enseignements s'organisent autour de projets inspirés de cas réels, souvent proposés par nos entreprises partenaires : développer une application, sécuriser un réseau, lancer une campagne marketing, construire un budget prévisionnel. Les étudiants travaillent en équipe, avec des jalons, des revues et une soutenance finale.

## Des intervenants en activité
La majorité des cours sont assurés par des professionnels qui exercent le métier qu'ils enseignent. Ils apportent leurs outils, leurs méthodes et leurs retours d'expérience, et font évoluer les contenus au rythme du marché.

## Une évaluation par les compétences
Plutôt qu'une simple moyenne de notes, chaque étudiant dispose d'un référentiel de compétences qu'il valide progressivement : en cours, en projet et en entreprise. Il sait à tout moment ce qu'il maîtrise et ce qu'il lui reste à travailler.

## Des groupes à taille humaine
Nos promotions restent volontairement réduites, pour que chacun puisse participer, poser ses questions et être suivi individuellement.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Une semaine type en alternance',
          body: `Le rythme varie selon les formations, mais une semaine de cours ressemble souvent à ceci :

- **Lundi** : cours fondamentaux et ateliers techniques.
- **Mardi** : travail en équipe sur le projet du module, avec un point d'étape encadré.
- **Mercredi** : cours de management, de communication ou d'anglais professionnel.
- **Jeudi** : atelier pratique avec un intervenant professionnel.
- **Vendredi** : évaluation de compétences, soutenance ou conférence métier.

Les semaines suivantes se passent en entreprise, où l'alternant met en pratique ce qu'il a appris, avec l'appui de son tuteur.`,
        },
        {
          component: 'sections.faq',
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Les cours ont-ils lieu sur le campus ?',
              answer:
                "Oui, l'essentiel des enseignements se déroule en présentiel. Certains modules sont complétés par des ressources en ligne pour travailler à son rythme.",
            },
            {
              question: 'Faut-il un ordinateur personnel ?',
              answer:
                "Un ordinateur portable est recommandé. Les campus disposent de salles équipées et d'un service de prêt pour les étudiants qui en ont besoin.",
            },
            {
              question: 'Comment suis-je évalué ?',
              answer:
                'Par un contrôle continu des compétences : projets, études de cas, mises en situation et appréciations du tuteur en entreprise, complétés par des épreuves finales.',
            },
            {
              question: "Peut-on changer de parcours en cours d'année ?",
              answer:
                "C'est possible dans certains cas, après un échange avec l'équipe pédagogique du campus, qui étudie la faisabilité et les éventuelles passerelles.",
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Découvrez nos formations en détail',
          text: "Programmes, rythmes d'alternance et débouchés : tout est dans notre brochure.",
          action: 'brochure',
          label: 'Recevoir la brochure',
        },
      ],
    },
    en: {
      rubrique: 'ecole',
      slug: 'pedagogie',
      title: 'Our teaching approach',
      summary: 'Real-world projects, work-study and skills-based assessment: a teaching approach designed to make every student job-ready.',
      metaDescription:
        "Learning through projects, work-study and working professionals: discover ESNUM's hands-on teaching approach and skills-based assessment.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Learning through practice',
          subtitle: 'At ESNUM, every concept is put into practice on a team project before being applied in a company.',
        },
        {
          component: 'sections.rich-text',
          title: 'The principles of our teaching',
          body: `## Projects, from the first day to the last
Courses are organised around projects based on real cases, often suggested by our partner companies: building an app, securing a network, launching a marketing campaign, drawing up a forecast budget. Students work in teams, with milestones, reviews and a final presentation.

## Lecturers who are working professionals
Most classes are taught by professionals who do the job they teach. They bring their tools, methods and experience, and keep course content in step with the market.

## Skills-based assessment
Rather than a simple grade average, each student has a skills framework that they complete step by step: in class, on projects and at work. At any time, they know what they have mastered and what they still need to work on.

## Small groups
Our classes are deliberately kept small, so that everyone can take part, ask questions and receive individual follow-up.`,
        },
        {
          component: 'sections.rich-text',
          title: 'A typical work-study week',
          body: `The schedule varies from one programme to another, but a week of classes often looks like this:

- **Monday**: core lessons and technical workshops.
- **Tuesday**: team work on the module project, with a supervised progress review.
- **Wednesday**: management, communication or business English classes.
- **Thursday**: hands-on workshop with a guest professional.
- **Friday**: skills assessment, project presentation or industry talk.

The following weeks are spent in the company, where the apprentice applies what they have learnt with the support of their workplace mentor.`,
        },
        {
          component: 'sections.faq',
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Do classes take place on campus?',
              answer:
                'Yes, most teaching is delivered in person. Some modules are complemented by online resources so that students can work at their own pace.',
            },
            {
              question: 'Do I need my own computer?',
              answer: 'A laptop is recommended. Campuses have equipped computer rooms and a loan service for students who need one.',
            },
            {
              question: 'How am I assessed?',
              answer:
                'Through continuous skills assessment: projects, case studies, role plays and feedback from the workplace mentor, complemented by final exams.',
            },
            {
              question: 'Can I switch programmes during the year?',
              answer:
                'It is possible in some cases, after a discussion with the campus teaching team, who will look at the feasibility and any possible bridges between programmes.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Explore our programmes in detail',
          text: "Curricula, work-study schedules and career prospects: it's all in our brochure.",
          action: 'brochure',
          label: 'Get the brochure',
        },
      ],
    },
  },
  {
    key: 'ecole/international',
    fr: {
      rubrique: 'ecole',
      slug: 'international',
      title: "L'international",
      summary: "Semestres d'études à l'étranger, cours en anglais et accueil d'étudiants internationaux : ESNUM s'ouvre sur le monde.",
      metaDescription:
        "Semestre à l'étranger, parcours international, cours en anglais et accueil d'étudiants du monde entier : découvrez l'ouverture internationale d'ESNUM.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Une école ouverte sur le monde',
          subtitle: "Les métiers du numérique et du management n'ont pas de frontières : nos formations non plus.",
        },
        {
          component: 'sections.rich-text',
          body: `Les entreprises recherchent des profils capables de travailler avec des équipes réparties dans plusieurs pays, de lire une documentation technique en anglais ou de conduire un projet auprès de clients étrangers. C'est pourquoi l'ouverture internationale fait partie de tous nos cursus.

## Partir étudier à l'étranger
Les étudiants de Bachelor, de Mastère et du Programme Grande École peuvent effectuer un semestre d'études dans l'une de nos universités partenaires en Europe, en Amérique du Nord ou en Asie. Le [parcours international du Programme Grande École](/programmes/pge-parcours-international) va plus loin, avec une année complète hors de France.

## Progresser en langues
L'anglais professionnel est enseigné à tous les niveaux, avec une préparation aux certifications reconnues par les employeurs. Certains modules de Mastère sont entièrement dispensés en anglais.

## Apprendre avec des étudiants du monde entier
Nos campus accueillent chaque année des étudiants internationaux, en programme d'échange ou en cursus complet. Les projets sont menés en équipes mixtes, pour apprendre à travailler ensemble malgré les différences de culture et de langue.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Pour aller plus loin',
          cards: [
            {
              title: 'Étudiants internationaux',
              text: "Conditions d'admission, niveau de français et démarches de visa.",
              url: '/admission/etudiants-internationaux',
            },
            {
              title: 'Parcours international',
              text: "Le Programme Grande École avec une année à l'étranger.",
              url: '/programmes/pge-parcours-international',
            },
            {
              title: 'Entreprises et international',
              text: "Recruter des talents formés à l'international.",
              url: '/entreprise/international',
            },
          ],
        },
        { component: 'sections.testimonials', title: "Paroles d'étudiants" },
      ],
    },
    en: {
      rubrique: 'ecole',
      slug: 'international',
      title: 'International',
      summary: 'Semesters abroad, courses taught in English and a welcome for international students: ESNUM is open to the world.',
      metaDescription:
        "Semesters abroad, an international track, courses in English and students from all over the world: discover ESNUM's international outlook.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'A school open to the world',
          subtitle: 'Digital and management careers know no borders, and neither do our programmes.',
        },
        {
          component: 'sections.rich-text',
          body: `Companies are looking for people who can work with teams spread across several countries, read technical documentation in English or run a project for international clients. That is why an international outlook is part of every programme we offer.

## Studying abroad
Bachelor, Mastère and Grande École Programme students can spend a semester at one of our partner universities in Europe, North America or Asia. The [international track of the Grande École Programme](/en/programmes/pge-parcours-international) goes further, with a full year outside France.

## Improving your language skills
Business English is taught at every level, with preparation for certifications that employers recognise. Some Mastère modules are taught entirely in English.

## Learning alongside students from around the world
Every year, our campuses welcome international students, either on exchange or enrolled in a full programme. Projects are carried out in mixed teams, so that students learn to work together across cultures and languages.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Find out more',
          cards: [
            {
              title: 'International students',
              text: 'Admission requirements, French language level and visa procedures.',
              url: '/en/admission/etudiants-internationaux',
            },
            {
              title: 'International track',
              text: 'The Grande École Programme with a year abroad.',
              url: '/en/programmes/pge-parcours-international',
            },
            {
              title: 'Companies and international',
              text: 'Recruit talent trained in an international setting.',
              url: '/en/entreprise/international',
            },
          ],
        },
        { component: 'sections.testimonials', title: 'Student voices' },
      ],
    },
  },
  {
    key: 'ecole/vie-etudiante',
    fr: {
      rubrique: 'ecole',
      slug: 'vie-etudiante',
      title: 'La vie étudiante',
      summary: "Associations, événements, sport et services d'accompagnement : la vie étudiante sur les campus ESNUM.",
      metaDescription:
        'BDE, associations, sport, événements et services aux étudiants : découvrez la vie étudiante sur les campus ESNUM, de la rentrée à la remise des diplômes.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'La vie étudiante',
          subtitle: 'Des études exigeantes, oui, mais aussi des rencontres, des projets et des souvenirs.',
        },
        {
          component: 'sections.rich-text',
          title: 'Une vie de campus animée',
          body: `Chaque campus dispose de son bureau des étudiants (BDE), élu chaque année, qui organise la journée d'intégration, les soirées, les sorties et les grands rendez-vous de l'année. Autour de lui gravitent des associations créées et animées par les étudiants :

- **Sport** : tournois inter-campus, course solidaire, sessions d'escalade ou de futsal.
- **Tech** : club de programmation, préparation aux compétitions de cybersécurité, ateliers d'impression 3D à l'[Innovation Lab](/innovation-lab).
- **Engagement** : collectes solidaires, tutorat de collégiens, sensibilisation à la sobriété numérique.
- **Culture** : photo, musique, jeux de société et programmation [art et culture](/art-culture).

Participer à la vie associative, c'est aussi développer des compétences recherchées par les recruteurs : gestion de projet, prise de parole, travail en équipe.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Des services pour vous accompagner',
          body: `- **Un référent pédagogique** pour chaque étudiant, disponible tout au long de l'année.
- **Une aide à la recherche de logement** : annonces partagées, conseils pour constituer son dossier, informations sur les aides au logement.
- **Une écoute et une orientation** en cas de difficulté personnelle, avec des relais vers des professionnels de santé.
- **Un accompagnement vers l'emploi** : ateliers CV, simulations d'entretien et [offres en alternance](/offres-alternance).`,
        },
        { component: 'sections.events-list', title: 'Prochains rendez-vous', limit: 3 },
      ],
    },
    en: {
      rubrique: 'ecole',
      slug: 'vie-etudiante',
      title: 'Student life',
      summary: 'Clubs, events, sport and support services: student life on ESNUM campuses.',
      metaDescription:
        'Student union, clubs, sport, events and student services: discover student life on ESNUM campuses, from the start of the year to graduation day.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Student life',
          subtitle: 'Demanding studies, yes, but also new friends, projects and memories.',
        },
        {
          component: 'sections.rich-text',
          title: 'A lively campus life',
          body: `Each campus has its own student union (BDE), elected every year, which organises the welcome day, parties, outings and the year's big events. Around it, students create and run their own clubs:

- **Sport**: inter-campus tournaments, a charity run, climbing or futsal sessions.
- **Tech**: coding club, training for cybersecurity competitions, 3D printing workshops at the [Innovation Lab](/en/innovation-lab).
- **Community**: charity drives, tutoring for secondary school pupils, awareness campaigns on digital sobriety.
- **Culture**: photography, music, board games and the [art and culture](/en/art-culture) programme.

Getting involved in clubs also builds skills that recruiters look for: project management, public speaking and teamwork.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Services to support you',
          body: `- **An academic adviser** for every student, available throughout the year.
- **Help finding accommodation**: shared listings, tips for putting together your application, information on housing benefits.
- **A listening ear and guidance** in case of personal difficulties, with referrals to health professionals.
- **Career support**: CV workshops, mock interviews and [work-study job offers](/en/offres-alternance).`,
        },
        { component: 'sections.events-list', title: 'Upcoming events', limit: 3 },
      ],
    },
  },
  {
    key: 'ecole/handicap-et-inclusion',
    fr: {
      rubrique: 'ecole',
      slug: 'handicap-et-inclusion',
      title: 'Handicap et inclusion',
      summary:
        'Un référent handicap sur chaque campus et des aménagements adaptés pour étudier et se former dans les meilleures conditions.',
      metaDescription:
        'Référent handicap sur chaque campus, aménagements des cours et des examens, alternance accessible : ESNUM accompagne les étudiants en situation de handicap.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Handicap et inclusion',
          subtitle: 'Parce que chaque talent compte, nous adaptons nos formations aux besoins de chacun.',
        },
        {
          component: 'sections.rich-text',
          body: `ESNUM accueille les étudiants en situation de handicap, visible ou invisible, permanent ou temporaire, et s'engage à leur offrir les mêmes chances de réussite qu'aux autres.

## Un référent handicap sur chaque campus
Dès la candidature, vous pouvez contacter le référent handicap de votre campus. En toute confidentialité, il fait le point avec vous sur vos besoins et construit un plan d'accompagnement personnalisé, en lien avec l'équipe pédagogique.

## Des aménagements concrets
- Adaptation des supports de cours (formats numériques, agrandissement, transcription).
- Temps majoré et conditions particulières pour les évaluations et les examens.
- Aménagement du rythme de formation ou de l'emploi du temps.
- Accessibilité des locaux et des outils numériques utilisés en cours.

## L'alternance accessible à tous
Le contrat d'apprentissage est ouvert sans limite d'âge aux personnes bénéficiant d'une reconnaissance de la qualité de travailleur handicapé. Notre équipe relations entreprises vous aide à trouver un employeur attentif à l'inclusion et à préparer, avec lui, les aménagements de votre poste.`,
        },
        {
          component: 'sections.faq',
          title: 'Vos questions',
          items: [
            {
              question: 'Dois-je signaler ma situation lors de ma candidature ?',
              answer:
                "Ce n'est pas obligatoire. Le signaler permet toutefois d'anticiper les aménagements des tests d'admission et de la rentrée. L'information reste confidentielle.",
            },
            {
              question: 'Quels justificatifs faut-il fournir ?',
              answer:
                "Pour les aménagements d'examens, un avis médical récent est généralement demandé. Le référent handicap vous indique les démarches adaptées à votre situation.",
            },
            {
              question: "Mon entreprise d'accueil sera-t-elle informée ?",
              answer: 'Uniquement si vous le souhaitez. Vous restez maître des informations partagées avec votre employeur.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Parlons de votre projet',
          text: 'Notre équipe vous met en relation avec le référent handicap du campus de votre choix.',
          action: 'contact',
          label: 'Nous contacter',
        },
      ],
    },
    en: {
      rubrique: 'ecole',
      slug: 'handicap-et-inclusion',
      title: 'Disability and inclusion',
      summary: 'A disability adviser on every campus and tailored arrangements so that everyone can study in the best possible conditions.',
      metaDescription:
        'A disability adviser on every campus, adapted classes and exams, accessible work-study: ESNUM supports students with disabilities throughout their studies.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Disability and inclusion',
          subtitle: "Because every talent matters, we adapt our programmes to each person's needs.",
        },
        {
          component: 'sections.rich-text',
          body: `ESNUM welcomes students with disabilities, whether visible or invisible, permanent or temporary, and is committed to giving them the same chances of success as everyone else.

## A disability adviser on every campus
From the moment you apply, you can contact the disability adviser on your campus. In complete confidence, they will discuss your needs with you and build a personalised support plan together with the teaching team.

## Practical arrangements
- Adapted course materials (digital formats, enlarged print, transcripts).
- Extra time and specific conditions for assessments and exams.
- An adjusted training schedule or timetable.
- Accessible premises and accessible digital tools in class.

## Work-study open to all
In France, apprenticeship contracts have no upper age limit for people with officially recognised disabled worker status. Our corporate relations team will help you find an employer committed to inclusion and prepare any workplace adjustments with them.`,
        },
        {
          component: 'sections.faq',
          title: 'Your questions',
          items: [
            {
              question: 'Do I have to disclose my situation when I apply?',
              answer:
                'It is not compulsory. Disclosing it does, however, allow us to plan arrangements for the admission tests and the start of the year. The information remains confidential.',
            },
            {
              question: 'What supporting documents are required?',
              answer:
                'For exam arrangements, a recent medical opinion is usually requested. The disability adviser will explain the steps that apply to your situation.',
            },
            {
              question: 'Will my host company be informed?',
              answer: 'Only if you wish. You remain in control of the information shared with your employer.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: "Let's talk about your plans",
          text: 'Our team will put you in touch with the disability adviser on the campus of your choice.',
          action: 'contact',
          label: 'Contact us',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Admission
  // ---------------------------------------------------------------------------
  {
    key: 'admission',
    fr: {
      rubrique: 'admission',
      title: 'Admission',
      summary: "Candidature en ligne, tests, entretien de motivation : tout ce qu'il faut savoir pour intégrer l'ESNUM.",
      metaDescription:
        "Intégrez ESNUM du bac au bac+5 : candidature en ligne toute l'année, tests et entretien, alternance et financement. Toutes les étapes de l'admission.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: "Rejoindre l'ESNUM",
          subtitle: "Une admission sur dossier, tests et entretien, ouverte toute l'année et à tous les niveaux.",
          ctaLabel: 'Voir la procédure',
          ctaUrl: '/admission/procedure',
          popinAction: 'registration',
        },
        {
          component: 'sections.rich-text',
          title: 'Qui peut candidater ?',
          body: `Nos formations sont ouvertes à différents niveaux d'entrée :

- **Après le bac** : BTS, première année de Bachelor ou de Programme Grande École.
- **Après un bac+2** : troisième année de Bachelor ou admission parallèle au Programme Grande École.
- **Après un bac+3** : Mastère, MBA ou cycle master du Programme Grande École.
- **Avec une expérience professionnelle** : une validation des acquis peut permettre d'intégrer une formation sans le diplôme habituellement requis.

## Quatre étapes, une réponse rapide

1. **Candidature en ligne** : dix minutes pour choisir votre formation et votre campus, puis un conseiller vous appelle pour fixer vos tests.
2. **Tests de positionnement** : culture générale, logique, anglais et bases du domaine, sur le campus ou à distance.
3. **Entretien de motivation** : une demi-heure avec l'équipe pédagogique pour parler de votre parcours et de votre projet.
4. **Résultat et inscription** : la réponse arrive quelques jours après l'entretien ; il ne vous reste qu'à confirmer votre place.

Après le bac, les BTS et la première année de Bachelor se demandent sur Parcoursup, au calendrier de la plateforme. Pour toutes les autres entrées, vous candidatez directement auprès de l'école, tout au long de l'année : plus vous candidatez tôt, plus vous avez de temps pour trouver votre entreprise d'alternance.`,
        },
        {
          component: 'sections.cards-grid',
          title: "Tout savoir sur l'admission",
          cards: [
            { title: 'La procédure', text: "Les étapes, de la candidature à l'inscription.", url: '/admission/procedure' },
            { title: 'Le calendrier', text: "Sessions d'admission et dates de rentrée.", url: '/admission/calendrier' },
            { title: "L'alternance", text: "Rythmes, contrats et recherche d'entreprise.", url: '/admission/alternance' },
            { title: 'Le financement', text: 'Frais de scolarité, bourses et prise en charge.', url: '/admission/financement' },
            {
              title: 'Étudiants internationaux',
              text: "Conditions et démarches depuis l'étranger.",
              url: '/admission/etudiants-internationaux',
            },
          ],
        },
        { component: 'sections.testimonials', title: 'Ils ont passé le cap' },
        {
          component: 'sections.cta',
          title: 'Prêt à vous lancer ?',
          text: 'Déposez votre candidature en quelques minutes : notre équipe admissions vous recontacte rapidement.',
          action: 'registration',
          label: 'Candidater',
        },
      ],
    },
    en: {
      rubrique: 'admission',
      title: 'Admissions',
      summary: 'Online application, tests, motivation interview: everything you need to know to join ESNUM.',
      metaDescription:
        "Join ESNUM from school-leaving level up to master's level: apply online all year round, tests and interview, work-study and funding. All admission steps.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Join ESNUM',
          subtitle: 'Admission based on your application, tests and an interview, open all year round and at every level.',
          ctaLabel: 'See the procedure',
          ctaUrl: '/en/admission/procedure',
          popinAction: 'registration',
        },
        {
          component: 'sections.rich-text',
          title: 'Who can apply?',
          body: `Our programmes are open at several entry levels:

- **After the baccalauréat** (or equivalent secondary school diploma): BTS, first year of a Bachelor or of the Grande École Programme.
- **After two years of higher education**: third year of a Bachelor or direct entry into the Grande École Programme.
- **After three years of higher education**: Mastère, MBA or the master's cycle of the Grande École Programme.
- **With professional experience**: recognition of prior learning may allow you to join a programme without the usual qualification.

## Four steps, a quick answer

1. **Online application**: ten minutes to choose your programme and campus, then an adviser calls you to schedule your tests.
2. **Placement tests**: general knowledge, logic, English and the basics of the field, on campus or remotely.
3. **Motivation interview**: half an hour with the teaching team to talk about your background and your plans.
4. **Result and enrolment**: the answer comes a few days after the interview; all that is left is to confirm your place.

After the baccalauréat, BTS programmes and the first year of a Bachelor are applied for on Parcoursup, on the platform's calendar. For every other entry, you apply directly to the school, all year round: the earlier you apply, the more time you have to find a work-study host company.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'All about admissions',
          cards: [
            { title: 'The procedure', text: 'The steps, from application to enrolment.', url: '/en/admission/procedure' },
            { title: 'The calendar', text: 'Admission sessions and start dates.', url: '/en/admission/calendrier' },
            { title: 'Work-study', text: 'Schedules, contracts and finding a company.', url: '/en/admission/alternance' },
            { title: 'Funding', text: 'Tuition fees, scholarships and employer funding.', url: '/en/admission/financement' },
            {
              title: 'International students',
              text: 'Requirements and procedures from abroad.',
              url: '/en/admission/etudiants-internationaux',
            },
          ],
        },
        { component: 'sections.testimonials', title: 'They took the step' },
        {
          component: 'sections.cta',
          title: 'Ready to get started?',
          text: 'Submit your application in just a few minutes: our admissions team will get back to you quickly.',
          action: 'registration',
          label: 'Apply',
        },
      ],
    },
  },
  {
    key: 'admission/procedure',
    fr: {
      rubrique: 'admission',
      slug: 'procedure',
      title: "La procédure d'admission",
      summary: 'Candidature, tests, entretien et inscription : les quatre étapes pour intégrer une formation ESNUM.',
      metaDescription:
        "Candidature en ligne, tests de positionnement, entretien de motivation puis inscription : découvrez pas à pas la procédure d'admission à l'ESNUM.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: "La procédure d'admission",
          subtitle: 'Quatre étapes simples, et une réponse rapide après votre entretien.',
        },
        {
          component: 'sections.rich-text',
          title: 'Les étapes',
          body: `1. **Candidature en ligne** : vous remplissez le formulaire de candidature en précisant la formation et le campus souhaités. Un conseiller admissions vous contacte pour fixer la date de vos tests.
2. **Tests de positionnement** : selon la formation, ils portent sur la culture générale, la logique, l'anglais et les bases du domaine visé. Ils servent à mieux vous connaître, pas à vous piéger.
3. **Entretien de motivation** : un échange d'une trentaine de minutes avec un membre de l'équipe pédagogique, sur votre parcours, votre projet professionnel et vos attentes.
4. **Résultat et inscription** : la décision vous est communiquée dans les jours qui suivent l'entretien. Une fois admis, vous confirmez votre inscription et, si vous choisissez l'alternance, vous êtes accompagné dans la recherche de votre entreprise.

Les tests et l'entretien peuvent se dérouler sur le campus ou à distance.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Les pièces à fournir',
          body: `- Une pièce d'identité en cours de validité.
- Un curriculum vitae à jour.
- Les relevés de notes des deux dernières années et, le cas échéant, les diplômes obtenus.
- Pour les candidats internationaux, une attestation de niveau de français ou d'anglais selon la formation (voir la page [étudiants internationaux](/admission/etudiants-internationaux)).

Aucun frais de dossier n'est demandé pour candidater.`,
        },
        {
          component: 'sections.faq',
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Dois-je passer par Parcoursup ?',
              answer:
                "Non, la candidature se fait directement auprès d'ESNUM, via notre formulaire en ligne. Vous pouvez candidater en parallèle d'autres démarches d'orientation.",
            },
            {
              question: "Puis-je candidater avant d'avoir obtenu mon diplôme ?",
              answer: "Oui. L'admission est alors prononcée sous réserve de l'obtention du diplôme requis pour entrer dans la formation.",
            },
            {
              question: 'Comment me préparer aux tests ?',
              answer:
                "Aucune préparation spécifique n'est nécessaire. Votre conseiller admissions vous présente le déroulement des tests et peut vous transmettre des exemples d'exercices.",
            },
            {
              question: 'Puis-je candidater à plusieurs formations ?',
              answer: "Oui, vous pouvez indiquer plusieurs vœux. L'entretien permet d'affiner votre choix avec l'équipe pédagogique.",
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Commencez votre candidature',
          text: 'Le formulaire ne prend que quelques minutes.',
          action: 'registration',
          label: 'Candidater',
        },
      ],
    },
    en: {
      rubrique: 'admission',
      slug: 'procedure',
      title: 'The admission procedure',
      summary: 'Application, tests, interview and enrolment: the four steps to join an ESNUM programme.',
      metaDescription:
        "Online application, placement tests, motivation interview, then enrolment: discover ESNUM's admission procedure step by step.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'The admission procedure',
          subtitle: 'Four simple steps, and a quick answer after your interview.',
        },
        {
          component: 'sections.rich-text',
          title: 'The steps',
          body: `1. **Online application**: fill in the application form, stating the programme and campus you are interested in. An admissions adviser will contact you to schedule your tests.
2. **Placement tests**: depending on the programme, they cover general knowledge, logic, English and the basics of the chosen field. They are there to get to know you better, not to catch you out.
3. **Motivation interview**: a conversation of about thirty minutes with a member of the teaching team about your background, your career plans and your expectations.
4. **Result and enrolment**: you receive the decision within a few days of the interview. Once admitted, you confirm your enrolment and, if you choose work-study, you receive support to find your host company.

Tests and interviews can take place on campus or remotely.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Documents required',
          body: `- A valid identity document.
- An up-to-date CV.
- Transcripts for the last two years and, where applicable, the diplomas you have obtained.
- For international applicants, proof of French or English proficiency depending on the programme (see the [international students](/en/admission/etudiants-internationaux) page).

There is no application fee.`,
        },
        {
          component: 'sections.faq',
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Do I need to go through Parcoursup?',
              answer:
                'No, you apply directly to ESNUM using our online form. You can apply alongside any other applications you are making.',
            },
            {
              question: 'Can I apply before I have obtained my diploma?',
              answer: 'Yes. In that case, admission is conditional on obtaining the qualification required to join the programme.',
            },
            {
              question: 'How should I prepare for the tests?',
              answer:
                'No specific preparation is needed. Your admissions adviser will explain how the tests work and can send you sample exercises.',
            },
            {
              question: 'Can I apply for several programmes?',
              answer: 'Yes, you can list several choices. The interview helps you refine your choice with the teaching team.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Start your application',
          text: 'The form only takes a few minutes.',
          action: 'registration',
          label: 'Apply',
        },
      ],
    },
  },
  {
    key: 'admission/financement',
    fr: {
      rubrique: 'admission',
      slug: 'financement',
      title: 'Financer ses études',
      summary:
        'Alternance, bourses, paiement échelonné ou financement de la formation continue : les solutions pour financer votre formation.',
      metaDescription:
        "Alternance prise en charge par l'entreprise, bourses ESNUM, paiement échelonné, financement pour les adultes : toutes les solutions pour financer vos études.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Financer ses études',
          subtitle: "Le coût d'une formation ne doit pas être un frein : plusieurs solutions existent selon votre situation.",
        },
        {
          component: 'sections.rich-text',
          body: `## En alternance : une formation sans frais de scolarité
Lorsque vous suivez votre formation en contrat d'apprentissage ou de professionnalisation, les frais de formation sont pris en charge par l'entreprise et son opérateur de compétences (OPCO). Vous ne payez pas de frais de scolarité et vous percevez un salaire, calculé selon votre âge et votre année de formation. Découvrez le fonctionnement de l'[alternance](/admission/alternance).

## À temps plein : un paiement adapté
Pour les formations suivies à temps plein, les frais de scolarité peuvent être réglés en une fois ou en plusieurs mensualités, sans frais supplémentaires. Le montant exact figure dans la fiche de chaque formation, rubrique tarifs.

## Les bourses ESNUM
Chaque année, ESNUM attribue des bourses sur critères sociaux et sur mérite aux étudiants inscrits à temps plein. Elles réduisent une partie des frais de scolarité. La demande se fait après l'admission, auprès du service admissions de votre campus.

## Salariés et demandeurs d'emploi
Si vous êtes en activité ou en recherche d'emploi, votre formation peut être financée, en tout ou partie, par votre compte personnel de formation, un projet de transition professionnelle, votre employeur ou France Travail. Nos conseillers vous aident à identifier le dispositif adapté.`,
        },
        {
          component: 'sections.faq',
          title: 'Questions fréquentes',
          items: [
            {
              question: "L'alternance est-elle vraiment gratuite pour l'étudiant ?",
              answer:
                "Oui : les frais de formation sont pris en charge par l'entreprise et son OPCO. L'alternant est salarié et perçoit une rémunération pendant toute la durée du contrat.",
            },
            {
              question: "Que se passe-t-il si je ne trouve pas d'entreprise ?",
              answer:
                "Vous pouvez commencer votre formation et poursuivre votre recherche pendant les premiers mois, avec l'appui de notre équipe relations entreprises. Un statut adapté vous est proposé en attendant la signature du contrat.",
            },
            {
              question: "Les bourses d'État sont-elles accessibles ?",
              answer:
                'Cela dépend de la formation et de sa reconnaissance. Le service admissions vous indique, formation par formation, les aides auxquelles vous pouvez prétendre.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Une question sur le financement ?',
          text: 'Un conseiller étudie votre situation et vous présente les solutions adaptées.',
          action: 'contact',
          label: 'Être rappelé',
        },
      ],
    },
    en: {
      rubrique: 'admission',
      slug: 'financement',
      title: 'Funding your studies',
      summary: 'Work-study, scholarships, instalments or funding for adult learners: the options for financing your studies.',
      metaDescription:
        'Work-study funded by the employer, ESNUM scholarships, payment in instalments, funding for adult learners: all the ways to finance your studies.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Funding your studies',
          subtitle: 'Cost should not hold you back: there are several options depending on your situation.',
        },
        {
          component: 'sections.rich-text',
          body: `## Work-study: no tuition fees
When you follow your programme under an apprenticeship or professionalisation contract, training costs are covered by the company and its skills operator (OPCO). You pay no tuition fees and you earn a salary, calculated according to your age and year of study. Find out how [work-study](/en/admission/alternance) works.

## Full-time: flexible payment
For full-time programmes, tuition fees can be paid in one go or in several monthly instalments, at no extra cost. The exact amount is given on each programme page, in the fees section.

## ESNUM scholarships
Every year, ESNUM awards needs-based and merit-based scholarships to full-time students. They cover part of the tuition fees. You apply after being admitted, through the admissions office on your campus.

## Employees and jobseekers
If you are working or looking for a job, your training may be fully or partly funded through your personal training account, a career transition scheme, your employer or France Travail, the French public employment service. Our advisers will help you identify the right option.`,
        },
        {
          component: 'sections.faq',
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Is work-study really free for the student?',
              answer:
                'Yes: training costs are covered by the company and its OPCO. Apprentices are employees and receive a salary for the full length of their contract.',
            },
            {
              question: "What happens if I don't find a company?",
              answer:
                'You can start your programme and keep searching during the first months, with the help of our corporate relations team. A suitable status is offered to you until the contract is signed.',
            },
            {
              question: 'Can I get a government grant?',
              answer:
                'It depends on the programme and its accreditation. The admissions office will tell you, programme by programme, which grants you may be eligible for.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'A question about funding?',
          text: 'An adviser will look at your situation and present the options that suit you.',
          action: 'contact',
          label: 'Request a call back',
        },
      ],
    },
  },
  {
    key: 'admission/alternance',
    fr: {
      rubrique: 'admission',
      slug: 'alternance',
      title: 'Étudier en alternance',
      summary:
        "Contrat d'apprentissage ou de professionnalisation : se former en étant salarié, avec un diplôme et une expérience à la clé.",
      metaDescription:
        "Contrat d'apprentissage ou de professionnalisation, rythmes, salaire et recherche d'entreprise : tout savoir sur l'alternance à l'ESNUM, du BTS au bac+5.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Étudier en alternance',
          subtitle: "Un diplôme, une expérience professionnelle et un salaire : l'alternance, c'est l'accès le plus direct à l'emploi.",
        },
        {
          component: 'sections.rich-text',
          title: 'Comment ça marche ?',
          body: `L'alternance permet de partager son temps entre l'école et une entreprise, sous contrat de travail. L'alternant est un salarié à part entière : il perçoit une rémunération, bénéficie des congés payés et est accompagné par un tuteur dans l'entreprise.

## Deux types de contrats
- **Le contrat d'apprentissage**, ouvert en règle générale aux jeunes de 16 à 29 ans révolus, et sans limite d'âge dans certaines situations, notamment pour les personnes en situation de handicap.
- **Le contrat de professionnalisation**, destiné notamment aux demandeurs d'emploi de 26 ans et plus et aux adultes en reconversion.

## Des rythmes adaptés aux métiers
Selon les formations, le rythme alterne par exemple une semaine à l'école et deux ou trois semaines en entreprise, ou deux jours de cours et trois jours en entreprise chaque semaine. Le calendrier précis est remis à l'entreprise dès la signature du contrat.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Trouver son entreprise',
          body: `Vous n'êtes pas seul dans votre recherche. Dès votre admission, l'équipe relations entreprises de votre campus vous accompagne :

- ateliers pour rédiger un CV et une lettre adaptés à l'alternance ;
- simulations d'entretien avec des recruteurs ;
- sessions de job dating organisées avec nos entreprises partenaires, annoncées dans notre [agenda](/agenda) ;
- accès aux [offres en alternance](/offres-alternance) publiées par les entreprises qui recrutent nos étudiants.`,
        },
        {
          component: 'sections.faq',
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Combien gagne un alternant ?',
              answer:
                "La rémunération minimale dépend de l'âge, du type de contrat et de l'année de formation ; elle est exprimée en pourcentage du SMIC. Certaines entreprises proposent davantage.",
            },
            {
              question: 'Puis-je commencer la formation sans entreprise ?',
              answer:
                "Oui, vous pouvez démarrer les cours et poursuivre votre recherche pendant les premiers mois, avec l'appui de notre équipe.",
            },
            {
              question: "L'alternance est-elle possible dans toutes les formations ?",
              answer: 'La plupart de nos formations sont proposées en alternance. Chaque fiche formation précise les rythmes disponibles.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Des entreprises recrutent maintenant',
          text: 'Consultez les offres en alternance proposées par nos entreprises partenaires.',
          action: 'link',
          label: 'Voir les offres',
          url: '/offres-alternance',
        },
      ],
    },
    en: {
      rubrique: 'admission',
      slug: 'alternance',
      title: 'Work-study programmes',
      summary:
        'Apprenticeship or professionalisation contract: train while being employed, and graduate with a degree and real work experience.',
      metaDescription:
        "Apprenticeship or professionalisation contracts, schedules, pay and finding a company: all about work-study at ESNUM, from BTS to master's level.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Work-study programmes',
          subtitle: 'A degree, professional experience and a salary: work-study is the most direct route into employment.',
        },
        {
          component: 'sections.rich-text',
          title: 'How does it work?',
          body: `Work-study means splitting your time between school and a company, under an employment contract. Apprentices are fully-fledged employees: they are paid, have paid holidays and are supported by a mentor in the company.

## Two types of contract
- **The apprenticeship contract**, generally open to young people aged 16 to 29, with no age limit in certain situations, in particular for people with disabilities.
- **The professionalisation contract**, intended in particular for jobseekers aged 26 and over and for adults changing careers.

## Schedules suited to each profession
Depending on the programme, the schedule may alternate, for example, one week at school and two or three weeks in the company, or two days of classes and three days at work each week. The detailed calendar is given to the company as soon as the contract is signed.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Finding a company',
          body: `You are not alone in your search. As soon as you are admitted, the corporate relations team on your campus supports you with:

- workshops to write a CV and cover letter suited to work-study;
- mock interviews with recruiters;
- job dating sessions with our partner companies, listed in our [events calendar](/en/agenda);
- access to the [work-study job offers](/en/offres-alternance) published by companies that recruit our students.`,
        },
        {
          component: 'sections.faq',
          title: 'Frequently asked questions',
          items: [
            {
              question: 'How much does an apprentice earn?',
              answer:
                'The minimum pay depends on age, type of contract and year of study; it is expressed as a percentage of the French minimum wage (SMIC). Some companies pay more.',
            },
            {
              question: 'Can I start the programme without a company?',
              answer: 'Yes, you can start classes and continue your search during the first months, with the support of our team.',
            },
            {
              question: 'Is work-study available for all programmes?',
              answer: 'Most of our programmes are available as work-study. Each programme page specifies the schedules on offer.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Companies are hiring now',
          text: 'Browse the work-study offers from our partner companies.',
          action: 'link',
          label: 'See the offers',
          url: '/en/offres-alternance',
        },
      ],
    },
  },
  {
    key: 'admission/etudiants-internationaux',
    fr: {
      rubrique: 'admission',
      slug: 'etudiants-internationaux',
      title: 'Étudiants internationaux',
      summary: "Conditions d'admission, niveau de langue et démarches de visa pour les candidats résidant hors de France.",
      metaDescription:
        "Vous résidez hors de France ? Conditions d'admission, niveau de français requis, visa étudiant et accueil sur nos campus : le guide des étudiants internationaux.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Étudiants internationaux',
          subtitle: "Vous vivez à l'étranger et souhaitez étudier en France ? Voici comment rejoindre l'ESNUM.",
        },
        {
          component: 'sections.rich-text',
          body: `## Conditions d'admission
Les candidats internationaux suivent la même [procédure d'admission](/admission/procedure) que les autres candidats : dossier, tests et entretien, qui peuvent se dérouler entièrement à distance. Vos diplômes étrangers sont étudiés au regard du niveau d'entrée de la formation visée.

## Niveau de langue
La plupart de nos formations sont enseignées en français : un niveau B2 est recommandé, attesté par un diplôme ou un test de langue reconnu. Pour les modules enseignés en anglais, un niveau B2 en anglais est attendu.

## Visa et démarches
Si vous êtes ressortissant d'un pays hors de l'Union européenne, vous devrez obtenir un visa long séjour pour études. Selon votre pays de résidence, la demande passe par la procédure en ligne « Études en France » ou directement par le consulat. Anticipez : comptez plusieurs mois entre la candidature et l'arrivée.

## Alternance et étudiants étrangers
L'alternance est possible sous conditions, qui dépendent de votre nationalité et de votre titre de séjour. Nos conseillers vous indiquent les règles applicables à votre situation avant votre inscription.

## Votre arrivée
Une fois admis, vous recevez un guide d'accueil : logement, ouverture d'un compte bancaire, assurance santé et premiers pas sur le campus. Un étudiant parrain peut vous accompagner pendant vos premières semaines.`,
        },
        {
          component: 'sections.faq',
          title: 'Questions fréquentes',
          items: [
            {
              question: "Puis-je passer l'entretien à distance ?",
              answer:
                "Oui, les tests et l'entretien peuvent se faire en visioconférence, à un horaire compatible avec votre fuseau horaire.",
            },
            {
              question: 'Existe-t-il des formations entièrement en anglais ?',
              answer:
                "Certains modules de Mastère et le parcours international du Programme Grande École comportent une part importante d'enseignements en anglais. Renseignez-vous auprès du service admissions.",
            },
            {
              question: "L'école délivre-t-elle une attestation pour le visa ?",
              answer: "Oui, une attestation d'admission puis d'inscription vous est remise pour constituer votre dossier de visa.",
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Une question sur votre projet ?',
          text: 'Notre équipe admissions répond aux candidats du monde entier.',
          action: 'contact',
          label: 'Contacter les admissions',
        },
      ],
    },
    en: {
      rubrique: 'admission',
      slug: 'etudiants-internationaux',
      title: 'International students',
      summary: 'Admission requirements, language level and visa procedures for applicants living outside France.',
      metaDescription:
        "Living outside France? Admission requirements, French language level, student visa and support on arrival: the guide for ESNUM's international students.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'International students',
          subtitle: 'You live abroad and would like to study in France? Here is how to join ESNUM.',
        },
        {
          component: 'sections.rich-text',
          body: `## Admission requirements
International applicants follow the same [admission procedure](/en/admission/procedure) as other applicants: application, tests and an interview, all of which can take place entirely online. Your foreign qualifications are assessed against the entry level of the programme you are applying for.

## Language level
Most of our programmes are taught in French: a B2 level is recommended, certified by a recognised diploma or language test. For modules taught in English, a B2 level in English is expected.

## Visas and formalities
If you are a national of a country outside the European Union, you will need a long-stay student visa. Depending on your country of residence, you apply through the online "Études en France" procedure or directly at the consulate. Plan ahead: allow several months between your application and your arrival.

## Work-study for international students
Work-study is possible under certain conditions, which depend on your nationality and your residence permit. Our advisers will explain the rules that apply to you before you enrol.

## Your arrival
Once admitted, you will receive a welcome guide covering accommodation, opening a bank account, health insurance and your first steps on campus. A student buddy can help you settle in during your first weeks.`,
        },
        {
          component: 'sections.faq',
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Can I do the interview remotely?',
              answer: 'Yes, tests and interviews can take place by video call, at a time that suits your time zone.',
            },
            {
              question: 'Are there programmes taught entirely in English?',
              answer:
                'Some Mastère modules and the international track of the Grande École Programme include a large share of teaching in English. Ask the admissions office for details.',
            },
            {
              question: 'Does the school provide a certificate for the visa?',
              answer: 'Yes, you will receive a certificate of admission and then of enrolment to include in your visa application.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'A question about your plans?',
          text: 'Our admissions team answers applicants from all over the world.',
          action: 'contact',
          label: 'Contact admissions',
        },
      ],
    },
  },
  {
    key: 'admission/calendrier',
    fr: {
      rubrique: 'admission',
      slug: 'calendrier',
      title: 'Le calendrier des admissions',
      summary:
        "Sessions d'admission d'octobre à septembre, rentrées en septembre et en février : les dates clés pour bien préparer votre candidature.",
      metaDescription:
        "Sessions d'admission toute l'année, rentrées de septembre et de février, journées portes ouvertes : les dates clés pour candidater à l'ESNUM.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Le calendrier des admissions',
          subtitle: "Candidater tôt, c'est se donner le temps de trouver la bonne entreprise.",
        },
        {
          component: 'sections.rich-text',
          title: "Les grandes étapes de l'année",
          body: `- **D'octobre à décembre** : ouverture des candidatures pour la rentrée suivante, premières journées portes ouvertes.
- **De janvier à avril** : sessions d'admission régulières sur tous les campus, premiers job datings pour les candidats admis.
- **De mai à août** : dernières sessions d'admission et accompagnement intensif dans la recherche d'entreprise.
- **Septembre et octobre** : rentrée principale, selon les formations et les campus.
- **Février** : rentrée décalée, proposée pour certaines formations.

Les sessions d'admission ont lieu chaque semaine sur la plupart des campus. Tant que des places sont disponibles, il est possible de candidater jusqu'à la rentrée.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Venir nous rencontrer',
          body: `Journées portes ouvertes, ateliers de découverte, sessions d'information en ligne : retrouvez tous nos rendez-vous dans l'[agenda](/agenda). C'est l'occasion de visiter un campus, d'échanger avec des étudiants et de poser vos questions à l'équipe pédagogique.`,
        },
        { component: 'sections.events-list', title: 'Prochains événements', limit: 4 },
        {
          component: 'sections.cta',
          title: 'Votre rentrée se prépare maintenant',
          text: 'Le dossier de candidature ne prend que quelques minutes, et un conseiller vous rappelle sous deux jours ouvrés.',
          action: 'registration',
          label: 'Candidater',
        },
      ],
    },
    en: {
      rubrique: 'admission',
      slug: 'calendrier',
      title: 'Admissions calendar',
      summary: 'Admission sessions from October to September, intakes in September and February: the key dates to plan your application.',
      metaDescription: 'Admission sessions all year round, September and February intakes, open days: the key dates for applying to ESNUM.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Admissions calendar',
          subtitle: 'Applying early gives you time to find the right company.',
        },
        {
          component: 'sections.rich-text',
          title: 'The key stages of the year',
          body: `- **October to December**: applications open for the following academic year, first open days.
- **January to April**: regular admission sessions on all campuses, first job dating events for admitted applicants.
- **May to August**: final admission sessions and intensive support to find a host company.
- **September and October**: main intake, depending on the programme and campus.
- **February**: second intake, available for some programmes.

Admission sessions take place every week on most campuses. As long as places are available, you can apply right up to the start of the year.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Come and meet us',
          body: `Open days, taster workshops, online information sessions: all our events are listed in the [events calendar](/en/agenda). It's a chance to visit a campus, talk to students and put your questions to the teaching team.`,
        },
        { component: 'sections.events-list', title: 'Upcoming events', limit: 4 },
        {
          component: 'sections.cta',
          title: 'Your next intake starts now',
          text: 'The application takes only a few minutes, and an adviser calls you back within two working days.',
          action: 'registration',
          label: 'Apply',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Entreprises
  // ---------------------------------------------------------------------------
  {
    key: 'entreprise',
    fr: {
      rubrique: 'entreprise',
      title: 'Espace entreprises',
      summary:
        "Recruter un alternant, verser votre taxe d'apprentissage, nouer un partenariat : ESNUM accompagne les entreprises de toutes tailles.",
      metaDescription:
        "Recrutez un alternant du BTS au bac+5, versez votre taxe d'apprentissage et devenez partenaire d'ESNUM : toutes les solutions pour les entreprises.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Entreprises, formons ensemble vos futurs talents',
          subtitle:
            'Développeurs, experts cybersécurité, data analysts, commerciaux, gestionnaires : recrutez en alternance sur 26 campus en France.',
          ctaLabel: 'Recruter un alternant',
          ctaUrl: '/entreprise/recruter-un-alternant',
        },
        {
          component: 'sections.rich-text',
          title: 'Un partenaire pour vos recrutements',
          body: `Depuis sa création, ESNUM construit ses formations avec les entreprises qui recrutent ses étudiants. Start-up, PME, entreprises de services numériques, grands groupes ou collectivités : chaque partenaire bénéficie d'un interlocuteur dédié sur le campus le plus proche.

Nous vous aidons à définir le profil recherché, nous vous présentons des candidats motivés et préparés, et nous suivons l'alternant tout au long de sa formation, en lien étroit avec son tuteur.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Nos solutions',
          cards: [
            {
              title: 'Recruter un alternant',
              text: 'Les étapes, les contrats et notre accompagnement.',
              url: '/entreprise/recruter-un-alternant',
            },
            {
              title: 'Déposer ou consulter des offres',
              text: 'Les offres en alternance publiées par nos partenaires.',
              url: '/offres-alternance',
            },
            { title: "La taxe d'apprentissage", text: 'Soutenir nos projets pédagogiques.', url: '/entreprise/taxe-apprentissage' },
            {
              title: 'Notre modèle pédagogique',
              text: 'Rythmes, tutorat et évaluation des compétences.',
              url: '/entreprise/modele-pedagogique',
            },
            { title: "L'international", text: "Des profils formés pour travailler à l'international.", url: '/entreprise/international' },
            { title: 'Le réseau emploi', text: 'Job datings, forums et réseau des anciens.', url: '/entreprise/reseau-emploi' },
          ],
        },
        { component: 'sections.partners', title: 'Ils nous font confiance' },
        {
          component: 'sections.cta',
          title: 'Un projet de recrutement ?',
          text: 'Notre équipe relations entreprises vous rappelle sous 48 heures ouvrées.',
          action: 'contact',
          label: 'Être contacté',
        },
      ],
    },
    en: {
      rubrique: 'entreprise',
      title: 'For companies',
      summary: 'Hire an apprentice, pay your apprenticeship tax, build a partnership: ESNUM works with companies of all sizes.',
      metaDescription:
        "Hire an apprentice from BTS to master's level, allocate your apprenticeship tax and become an ESNUM partner: all our solutions for companies.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: "Companies: let's train your future talent together",
          subtitle:
            'Developers, cybersecurity experts, data analysts, sales staff, business managers: hire work-study students on 26 campuses across France.',
          ctaLabel: 'Hire an apprentice',
          ctaUrl: '/en/entreprise/recruter-un-alternant',
        },
        {
          component: 'sections.rich-text',
          title: 'A partner for your recruitment',
          body: `Since it was founded, ESNUM has designed its programmes with the companies that recruit its students. Start-ups, SMEs, IT services companies, large groups and local authorities: every partner has a dedicated contact on the nearest campus.

We help you define the profile you are looking for, introduce you to motivated and well-prepared candidates, and follow the apprentice throughout their programme, in close contact with their mentor.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Our solutions',
          cards: [
            { title: 'Hire an apprentice', text: 'The steps, the contracts and our support.', url: '/en/entreprise/recruter-un-alternant' },
            { title: 'Post or browse job offers', text: 'Work-study offers published by our partners.', url: '/en/offres-alternance' },
            { title: 'Apprenticeship tax', text: 'Support our teaching projects.', url: '/en/entreprise/taxe-apprentissage' },
            { title: 'Our teaching model', text: 'Schedules, mentoring and skills assessment.', url: '/en/entreprise/modele-pedagogique' },
            { title: 'International', text: 'Graduates trained to work internationally.', url: '/en/entreprise/international' },
            { title: 'Employment network', text: 'Job dating, recruitment fairs and alumni network.', url: '/en/entreprise/reseau-emploi' },
          ],
        },
        { component: 'sections.partners', title: 'They trust us' },
        {
          component: 'sections.cta',
          title: 'Planning to recruit?',
          text: 'Our corporate relations team will call you back within two working days.',
          action: 'contact',
          label: 'Get in touch',
        },
      ],
    },
  },
  {
    key: 'entreprise/recruter-un-alternant',
    fr: {
      rubrique: 'entreprise',
      slug: 'recruter-un-alternant',
      title: 'Recruter un alternant',
      summary: 'Un collaborateur formé à vos méthodes, une formation financée : les étapes pour recruter un alternant ESNUM.',
      metaDescription:
        'Recrutez un alternant ESNUM en BTS, Bachelor, Mastère ou MBA : définition du besoin, présélection des candidats, contrat et suivi. Les étapes clés.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Recruter un alternant',
          subtitle: "Formez un futur collaborateur à vos outils et à votre culture, pendant qu'il prépare son diplôme.",
        },
        {
          component: 'sections.rich-text',
          title: 'Pourquoi recruter en alternance ?',
          body: `- **Former aux méthodes de votre entreprise** un collaborateur qui connaît déjà vos outils à la fin de son cursus.
- **Renforcer vos équipes** sur des compétences recherchées : développement, infrastructure, data, cybersécurité, marketing digital, gestion.
- **Maîtriser le coût du recrutement** : la formation est financée par votre opérateur de compétences, et des aides publiques à l'embauche d'alternants peuvent s'appliquer selon la réglementation en vigueur.
- **Transmettre un savoir-faire** et préparer la relève au sein de vos équipes.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Les étapes',
          body: `1. **Définir votre besoin** avec notre chargé de relations entreprises : missions, niveau de formation, rythme, date de démarrage.
2. **Recevoir des candidatures présélectionnées** : nous diffusons votre offre auprès de nos étudiants admis et vous transmettons les profils correspondants. Vous pouvez aussi publier votre annonce parmi nos [offres en alternance](/offres-alternance).
3. **Rencontrer les candidats** : dans vos locaux, à distance ou lors d'un job dating sur le campus.
4. **Signer le contrat** : nous vous accompagnons dans les formalités et la transmission du dossier à votre opérateur de compétences.
5. **Suivre l'alternant** : un référent école fait le point régulièrement avec vous et avec votre alternant.`,
        },
        {
          component: 'sections.faq',
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Quel contrat choisir ?',
              answer:
                "Le contrat d'apprentissage est le plus courant pour nos formations. Le contrat de professionnalisation peut être adapté pour des profils plus expérimentés. Nous vous conseillons selon la situation du candidat.",
            },
            {
              question: 'Qui peut être tuteur ?',
              answer:
                "Un salarié expérimenté de l'entreprise, ou le dirigeant lui-même, justifiant d'une expérience en lien avec le diplôme préparé. Nous proposons un guide et des temps d'échange pour les tuteurs.",
            },
            {
              question: 'Quand recruter ?',
              answer:
                "Les recrutements se font principalement entre février et septembre pour une rentrée à l'automne, mais des démarrages en cours d'année sont possibles.",
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Parlons de votre besoin',
          text: 'Un chargé de relations entreprises vous présente des profils adaptés.',
          action: 'contact',
          label: 'Déposer un besoin',
        },
      ],
    },
    en: {
      rubrique: 'entreprise',
      slug: 'recruter-un-alternant',
      title: 'Hire an apprentice',
      summary: 'A team member trained in your methods, with training costs covered: the steps to hire an ESNUM apprentice.',
      metaDescription:
        'Hire an ESNUM apprentice in a BTS, Bachelor, Mastère or MBA programme: defining your needs, candidate shortlisting, contract and follow-up. The key steps.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Hire an apprentice',
          subtitle: 'Train a future team member in your tools and culture while they work towards their degree.',
        },
        {
          component: 'sections.rich-text',
          title: 'Why hire through work-study?',
          body: `- **Train someone in your company's methods** who will already know your tools by the end of their programme.
- **Strengthen your teams** with in-demand skills: software development, infrastructure, data, cybersecurity, digital marketing, business management.
- **Keep recruitment costs under control**: training is funded by your skills operator, and public hiring incentives for apprentices may apply under the regulations in force.
- **Pass on your know-how** and build the next generation of your teams.`,
        },
        {
          component: 'sections.rich-text',
          title: 'The steps',
          body: `1. **Define your needs** with our corporate relations officer: tasks, level of study, schedule, start date.
2. **Receive shortlisted applications**: we share your offer with our admitted students and send you matching profiles. You can also publish your ad among our [work-study job offers](/en/offres-alternance).
3. **Meet the candidates**: at your premises, remotely or at a job dating event on campus.
4. **Sign the contract**: we help you with the paperwork and with submitting the file to your skills operator.
5. **Follow the apprentice**: a school adviser checks in regularly with you and your apprentice.`,
        },
        {
          component: 'sections.faq',
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Which contract should I choose?',
              answer:
                "The apprenticeship contract is the most common for our programmes. The professionalisation contract may suit more experienced profiles. We will advise you based on the candidate's situation.",
            },
            {
              question: 'Who can be a mentor?',
              answer:
                'An experienced employee of the company, or the manager themselves, with experience related to the degree being prepared. We provide a guide and regular meetings for mentors.',
            },
            {
              question: 'When should I recruit?',
              answer:
                'Most recruitment takes place between February and September for an autumn start, but apprentices can also start during the year.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Tell us what you need',
          text: 'A corporate relations officer will introduce you to suitable candidates.',
          action: 'contact',
          label: 'Submit a request',
        },
      ],
    },
  },
  {
    key: 'entreprise/taxe-apprentissage',
    fr: {
      rubrique: 'entreprise',
      slug: 'taxe-apprentissage',
      title: "La taxe d'apprentissage",
      summary:
        "En affectant le solde de votre taxe d'apprentissage à ESNUM, vous soutenez directement la formation de vos futurs collaborateurs.",
      metaDescription:
        "Affectez le solde de votre taxe d'apprentissage à ESNUM et soutenez des projets concrets : équipements, Innovation Lab, égalité des chances.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: "La taxe d'apprentissage",
          subtitle: 'Un impôt dont vous choisissez le bénéficiaire : faites-le compter pour la formation aux métiers de demain.',
        },
        {
          component: 'sections.rich-text',
          title: 'À quoi sert votre contribution ?',
          body: `La taxe d'apprentissage se compose de deux parts. La première finance l'apprentissage via les opérateurs de compétences. La seconde, appelée solde, peut être affectée par l'entreprise aux établissements et formations de son choix.

En choisissant ESNUM, vous financez des projets concrets :

- l'équipement de nos salles techniques (réseaux, cybersécurité, data) ;
- les projets de l'[Innovation Lab](/innovation-lab), ouverts aux étudiants comme aux entreprises ;
- des bourses et des actions d'égalité des chances ;
- l'accessibilité de nos campus et de nos outils pédagogiques.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Comment nous verser le solde ?',
          body: `L'affectation du solde se fait en ligne, sur la plateforme nationale dédiée, pendant la campagne annuelle. Il suffit de rechercher ESNUM parmi les établissements habilités et d'indiquer le montant que vous souhaitez lui attribuer, éventuellement en précisant un campus.

Notre équipe peut vous accompagner pas à pas et vous transmettre, sur demande, un bilan de l'utilisation des fonds collectés.`,
        },
        {
          component: 'sections.cta',
          title: "Une question sur la taxe d'apprentissage ?",
          text: 'Contactez notre équipe pour être guidé dans vos démarches.',
          action: 'contact',
          label: 'Nous contacter',
        },
      ],
    },
    en: {
      rubrique: 'entreprise',
      slug: 'taxe-apprentissage',
      title: 'Apprenticeship tax',
      summary: 'By allocating the balance of your apprenticeship tax to ESNUM, you directly support the training of your future employees.',
      metaDescription:
        'Allocate the balance of your apprenticeship tax to ESNUM and support tangible projects: equipment, the Innovation Lab, equal opportunities.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Apprenticeship tax',
          subtitle: 'A tax whose beneficiary you choose: make it count for training in the jobs of tomorrow.',
        },
        {
          component: 'sections.rich-text',
          title: 'What does your contribution fund?',
          body: `In France, the apprenticeship tax has two parts. The first funds apprenticeships through the skills operators. The second, known as the balance, can be allocated by the company to the institutions and programmes of its choice.

By choosing ESNUM, you fund tangible projects:

- equipment for our technical labs (networks, cybersecurity, data);
- projects at the [Innovation Lab](/en/innovation-lab), open to students and companies alike;
- scholarships and equal opportunity initiatives;
- the accessibility of our campuses and teaching tools.`,
        },
        {
          component: 'sections.rich-text',
          title: 'How do I allocate the balance to ESNUM?',
          body: `The balance is allocated online, on the dedicated national platform, during the annual campaign. Simply look for ESNUM among the eligible institutions and enter the amount you wish to allocate, specifying a campus if you like.

Our team can guide you step by step and, on request, send you a report on how the funds collected have been used.`,
        },
        {
          component: 'sections.cta',
          title: 'A question about the apprenticeship tax?',
          text: 'Contact our team for guidance.',
          action: 'contact',
          label: 'Contact us',
        },
      ],
    },
  },
  {
    key: 'entreprise/modele-pedagogique',
    fr: {
      rubrique: 'entreprise',
      slug: 'modele-pedagogique',
      title: 'Notre modèle pédagogique',
      summary:
        "Rythmes d'alternance, rôle du tuteur et évaluation des compétences : comment l'école et l'entreprise forment ensemble l'alternant.",
      metaDescription:
        "Rythmes d'alternance, tutorat, livret de suivi et évaluation des compétences en entreprise : le modèle pédagogique ESNUM expliqué aux employeurs.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Notre modèle pédagogique',
          subtitle: "L'école et l'entreprise, deux lieux de formation qui se complètent.",
        },
        {
          component: 'sections.rich-text',
          title: 'Une formation construite avec les entreprises',
          body: `Nos programmes sont revus chaque année avec des professionnels réunis en conseils de perfectionnement. Ils garantissent que les compétences enseignées correspondent aux besoins réels des entreprises : langages et outils utilisés, méthodes de gestion de projet, réglementation, nouvelles pratiques liées à l'intelligence artificielle.

## Des rythmes pensés pour l'entreprise
Les calendriers d'alternance sont communiqués dès la signature du contrat. Ils concentrent les périodes en entreprise sur des semaines complètes ou sur plusieurs jours consécutifs, pour permettre à l'alternant de s'impliquer pleinement dans vos projets.

## Des compétences évaluées sur le terrain
Une partie de l'évaluation repose sur les missions réalisées en entreprise. Le tuteur est associé à ces évaluations, grâce à un livret de suivi numérique qui retrace les missions confiées et les compétences mobilisées.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Le rôle du tuteur',
          body: `Le tuteur accueille l'alternant, lui confie des missions en lien avec sa formation et l'accompagne dans sa montée en compétences. Il n'est pas seul : un référent école reste son interlocuteur privilégié.

- Un guide du tutorat est remis à chaque tuteur en début d'année.
- Des points de suivi tripartites (alternant, tuteur, référent école) ont lieu au moins deux fois par an.
- Des rencontres tuteurs sont organisées sur les campus pour échanger sur les pratiques.`,
        },
        {
          component: 'sections.faq',
          title: 'Questions fréquentes',
          items: [
            {
              question: "Combien de temps l'alternant passe-t-il en entreprise ?",
              answer:
                'En moyenne, environ deux tiers du temps de formation se déroulent en entreprise, selon le rythme propre à chaque programme.',
            },
            {
              question: "Que faire en cas de difficulté avec l'alternant ?",
              answer: "Contactez le référent école : il organise rapidement un point avec l'alternant et vous pour trouver une solution.",
            },
            {
              question: "L'alternant peut-il être présent pendant les vacances scolaires ?",
              answer: "Oui. Hors périodes de cours, l'alternant est en entreprise et pose ses congés payés comme les autres salariés.",
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Vous souhaitez en discuter ?',
          text: 'Nos équipes vous présentent le calendrier et le contenu de la formation qui vous intéresse.',
          action: 'contact',
          label: 'Nous contacter',
        },
      ],
    },
    en: {
      rubrique: 'entreprise',
      slug: 'modele-pedagogique',
      title: 'Our teaching model',
      summary:
        "Work-study schedules, the mentor's role and skills assessment: how the school and the company train the apprentice together.",
      metaDescription:
        "Work-study schedules, mentoring, progress booklet and on-the-job skills assessment: ESNUM's teaching model explained for employers.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Our teaching model',
          subtitle: 'The school and the company: two complementary places of learning.',
        },
        {
          component: 'sections.rich-text',
          title: 'Programmes designed with companies',
          body: `Our programmes are reviewed every year with professionals who sit on our advisory boards. They make sure that the skills we teach meet companies' real needs: the languages and tools in use, project management methods, regulations and new practices related to artificial intelligence.

## Schedules designed for companies
Work-study calendars are shared as soon as the contract is signed. Periods in the company are grouped into full weeks or several consecutive days, so that the apprentice can be fully involved in your projects.

## Skills assessed in the field
Part of the assessment is based on the assignments carried out in the company. The mentor is involved in these assessments through a digital progress booklet that records the tasks entrusted to the apprentice and the skills they have used.`,
        },
        {
          component: 'sections.rich-text',
          title: "The mentor's role",
          body: `The mentor welcomes the apprentice, gives them tasks related to their programme and supports them as their skills grow. They are not alone: a school adviser remains their main point of contact.

- Each mentor receives a mentoring guide at the start of the year.
- Three-way progress reviews (apprentice, mentor, school adviser) take place at least twice a year.
- Mentor meetings are held on campus to share good practice.`,
        },
        {
          component: 'sections.faq',
          title: 'Frequently asked questions',
          items: [
            {
              question: 'How much time does the apprentice spend in the company?',
              answer: "On average, about two thirds of the training time is spent in the company, depending on each programme's schedule.",
            },
            {
              question: 'What should I do if there is a problem with the apprentice?',
              answer: 'Contact the school adviser: they will quickly arrange a meeting with you and the apprentice to find a solution.',
            },
            {
              question: 'Can the apprentice work during school holidays?',
              answer: 'Yes. Outside class periods, the apprentice is at the company and takes paid leave like any other employee.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Would you like to discuss it?',
          text: 'Our teams will present the calendar and content of the programme you are interested in.',
          action: 'contact',
          label: 'Contact us',
        },
      ],
    },
  },
  {
    key: 'entreprise/international',
    fr: {
      rubrique: 'entreprise',
      slug: 'international',
      title: 'Entreprises et international',
      summary:
        "Recruter des profils formés à l'international, accueillir des étudiants étrangers ou confier une mission à l'étranger à votre alternant.",
      metaDescription:
        "Recrutez des étudiants formés à l'international, accueillez des profils étrangers ou proposez une mission à l'étranger : l'offre internationale d'ESNUM.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: "Développer vos équipes à l'international",
          subtitle: 'Des étudiants qui parlent la langue de vos clients et de vos partenaires.',
        },
        {
          component: 'sections.rich-text',
          body: `Vos projets se déploient au-delà des frontières ? Nos étudiants y sont préparés : anglais professionnel à tous les niveaux, modules enseignés en anglais en Mastère, projets en équipes internationales et semestres d'études à l'étranger.

## Ce que nous vous proposons
- **Recruter des étudiants du parcours international** du Programme Grande École, qui ont passé une année complète hors de France.
- **Accueillir des étudiants internationaux** inscrits dans nos formations, en stage ou en alternance lorsque leur situation le permet.
- **Confier une mission à l'étranger** à votre alternant : une période de mobilité peut être organisée dans une filiale ou chez un partenaire, dans le cadre prévu par la réglementation.
- **Proposer un cas d'entreprise international** à une promotion de Mastère ou de MBA.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Pour aller plus loin',
          cards: [
            { title: "L'international à ESNUM", text: "Semestres à l'étranger et cours en anglais.", url: '/ecole/international' },
            {
              title: 'Parcours international',
              text: "Le Programme Grande École avec une année à l'étranger.",
              url: '/programmes/pge-parcours-international',
            },
            {
              title: 'MBA Stratégie digitale',
              text: 'Des managers formés aux marchés internationaux.',
              url: '/programmes/mba-strategie-digitale',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Un projet international ?',
          text: 'Parlons des profils dont vous avez besoin.',
          action: 'contact',
          label: 'Nous contacter',
        },
      ],
    },
    en: {
      rubrique: 'entreprise',
      slug: 'international',
      title: 'Companies and international',
      summary: 'Recruit graduates trained internationally, host international students or send your apprentice on an assignment abroad.',
      metaDescription:
        'Recruit students trained internationally, host international profiles or offer an assignment abroad: what ESNUM offers companies working internationally.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Growing your teams internationally',
          subtitle: 'Students who speak the language of your clients and partners.',
        },
        {
          component: 'sections.rich-text',
          body: `Are your projects expanding beyond borders? Our students are ready: business English at every level, Mastère modules taught in English, projects in international teams and semesters of study abroad.

## What we offer
- **Recruit students from the international track** of the Grande École Programme, who have spent a full year outside France.
- **Host international students** enrolled in our programmes, as interns or apprentices where their situation allows.
- **Send your apprentice on an assignment abroad**: a mobility period can be arranged at a subsidiary or a partner, within the framework set by the regulations.
- **Submit an international business case** to a Mastère or MBA class.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Find out more',
          cards: [
            { title: 'International at ESNUM', text: 'Semesters abroad and courses taught in English.', url: '/en/ecole/international' },
            {
              title: 'International track',
              text: 'The Grande École Programme with a year abroad.',
              url: '/en/programmes/pge-parcours-international',
            },
            {
              title: 'MBA in Digital Strategy',
              text: 'Managers trained for international markets.',
              url: '/en/programmes/mba-strategie-digitale',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'An international project?',
          text: "Let's talk about the profiles you need.",
          action: 'contact',
          label: 'Contact us',
        },
      ],
    },
  },
  {
    key: 'entreprise/reseau-emploi',
    fr: {
      rubrique: 'entreprise',
      slug: 'reseau-emploi',
      title: 'Le réseau emploi',
      summary: 'Job datings, forums de recrutement, offres en alternance et réseau des anciens : ESNUM rapproche étudiants et recruteurs.',
      metaDescription:
        'Job datings, forums, offres en alternance et réseau des anciens élèves : le réseau emploi ESNUM met en relation recruteurs et étudiants sur 26 campus.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Le réseau emploi',
          subtitle: 'Le lieu de rencontre entre nos étudiants, nos diplômés et les entreprises qui recrutent.',
        },
        {
          component: 'sections.rich-text',
          body: `## Des rencontres toute l'année
Chaque campus organise des job datings et des forums de recrutement, en présentiel ou en ligne. En quelques heures, les entreprises rencontrent des candidats préparés et motivés, déjà admis dans nos formations. Retrouvez les prochaines dates dans l'[agenda](/agenda).

## Des offres ciblées
Les entreprises peuvent publier gratuitement leurs offres d'alternance, de stage ou de premier emploi. Elles sont relayées auprès des étudiants et des diplômés concernés. Consultez les [offres en alternance](/offres-alternance) en ligne.

## Le réseau des anciens
Nos diplômés exercent dans toute la France et à l'étranger. Beaucoup reviennent sur les campus pour témoigner, encadrer des projets ou recruter à leur tour. Ce réseau est une ressource précieuse pour les étudiants comme pour les entreprises.`,
        },
        { component: 'sections.events-list', title: 'Prochains job datings et forums', limit: 3 },
        {
          component: 'sections.cta',
          title: 'Vous recrutez ?',
          text: 'Découvrez les offres déjà publiées et rejoignez nos entreprises partenaires.',
          action: 'link',
          label: 'Voir les offres en alternance',
          url: '/offres-alternance',
        },
      ],
    },
    en: {
      rubrique: 'entreprise',
      slug: 'reseau-emploi',
      title: 'Employment network',
      summary: 'Job dating, recruitment fairs, work-study offers and alumni network: ESNUM brings students and recruiters together.',
      metaDescription:
        "Job dating, recruitment fairs, work-study offers and alumni network: ESNUM's employment network connects recruiters and students on 26 campuses.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Employment network',
          subtitle: 'Where our students, our graduates and hiring companies meet.',
        },
        {
          component: 'sections.rich-text',
          body: `## Meetings all year round
Every campus holds job dating sessions and recruitment fairs, in person or online. In just a few hours, companies meet motivated, well-prepared candidates who have already been admitted to our programmes. Find the next dates in the [events calendar](/en/agenda).

## Targeted job offers
Companies can publish their work-study, internship and graduate job offers free of charge. We share them with the relevant students and graduates. Browse the [work-study job offers](/en/offres-alternance) online.

## The alumni network
Our graduates work all over France and abroad. Many come back to campus to share their experience, supervise projects or recruit in turn. This network is a valuable resource for students and companies alike.`,
        },
        { component: 'sections.events-list', title: 'Upcoming job dating events and fairs', limit: 3 },
        {
          component: 'sections.cta',
          title: 'Are you hiring?',
          text: 'See the offers already published and join our partner companies.',
          action: 'link',
          label: 'See work-study offers',
          url: '/en/offres-alternance',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Formations
  // ---------------------------------------------------------------------------
  {
    key: 'formations',
    fr: {
      rubrique: 'formations',
      title: 'Nos formations',
      summary:
        'BTS, Bachelor, Mastère, MBA et Programme Grande École : des formations du bac+2 au bac+5 dans le numérique et le management.',
      metaDescription:
        'BTS, Bachelor, Mastère, MBA, Programme Grande École : découvrez les formations ESNUM en informatique, data, cybersécurité, marketing et management.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Nos formations',
          subtitle: 'Du bac+2 au bac+5, en alternance ou à temps plein, trouvez la formation qui correspond à votre projet.',
          ctaLabel: 'Voir le panorama des études',
          ctaUrl: '/panorama-des-etudes',
        },
        {
          component: 'sections.rich-text',
          title: 'Deux grands domaines, cinq niveaux de formation',
          body: `Nos formations couvrent deux domaines complémentaires : **le numérique** (développement, systèmes et réseaux, cloud, cybersécurité, data et intelligence artificielle, design d'expérience) et **le management** (marketing digital, gestion d'entreprise, relation client, ressources humaines, stratégie).

- **BTS** : deux ans après le bac pour acquérir un premier métier.
- **Bachelor** : un diplôme bac+3 pour se spécialiser et devenir opérationnel.
- **Mastère** : deux années d'expertise pour viser des postes à responsabilité.
- **MBA** : un cursus de haut niveau pour les managers et les profils expérimentés.
- **Programme Grande École** : un parcours intégré jusqu'au bac+5, avec des options international ou entrepreneuriat.

Chaque fiche formation détaille le programme, les modalités d'admission, les rythmes d'alternance et les métiers visés.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Explorer par parcours',
          cards: [
            { title: 'Parcours Bachelor', text: 'Se spécialiser en trois ans après le bac.', url: '/formations/parcours-bachelor' },
            { title: 'Parcours Mastère', text: 'Devenir expert en deux ans après un bac+3.', url: '/formations/parcours-mastere' },
            {
              title: 'Expert en intelligence artificielle',
              text: "Concevoir et déployer des solutions d'IA.",
              url: '/formations/expert-ia',
            },
            { title: 'Les métiers', text: 'Découvrir les métiers auxquels mènent nos formations.', url: '/metiers' },
          ],
        },
        { component: 'sections.programme-list', title: 'Toutes nos formations' },
        {
          component: 'sections.cta',
          title: "Besoin d'aide pour choisir ?",
          text: 'Recevez notre brochure et échangez avec un conseiller admissions.',
          action: 'brochure',
          label: 'Recevoir la brochure',
        },
      ],
    },
    en: {
      rubrique: 'formations',
      title: 'Our programmes',
      summary:
        'BTS, Bachelor, Mastère, MBA and Grande École Programme: programmes from two to five years of higher education in digital technology and management.',
      metaDescription:
        'BTS, Bachelor, Mastère, MBA, Grande École Programme: discover ESNUM programmes in IT, data, cybersecurity, marketing and management.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Our programmes',
          subtitle: 'From two to five years of higher education, as work-study or full-time: find the programme that fits your plans.',
          ctaLabel: 'See the overview of studies',
          ctaUrl: '/en/panorama-des-etudes',
        },
        {
          component: 'sections.rich-text',
          title: 'Two fields, five levels of study',
          body: `Our programmes cover two complementary fields: **digital technology** (software development, systems and networks, cloud, cybersecurity, data and artificial intelligence, experience design) and **management** (digital marketing, business management, customer relations, human resources, strategy).

- **BTS**: a two-year programme after secondary school to learn a first profession.
- **Bachelor**: a three-year degree to specialise and become job-ready.
- **Mastère**: two years of advanced study to move into positions of responsibility.
- **MBA**: a high-level programme for managers and experienced professionals.
- **Grande École Programme**: an integrated pathway up to master's level, with international or entrepreneurship options.

Each programme page details the curriculum, admission requirements, work-study schedules and target careers.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Explore by pathway',
          cards: [
            {
              title: 'Bachelor pathway',
              text: 'Specialise in three years after secondary school.',
              url: '/en/formations/parcours-bachelor',
            },
            {
              title: 'Mastère pathway',
              text: "Become an expert in two years after a bachelor's degree.",
              url: '/en/formations/parcours-mastere',
            },
            { title: 'Artificial intelligence expert', text: 'Design and deploy AI solutions.', url: '/en/formations/expert-ia' },
            { title: 'Careers', text: 'Discover the jobs our programmes lead to.', url: '/en/metiers' },
          ],
        },
        { component: 'sections.programme-list', title: 'All our programmes' },
        {
          component: 'sections.cta',
          title: 'Need help choosing?',
          text: 'Get our brochure and talk to an admissions adviser.',
          action: 'brochure',
          label: 'Get the brochure',
        },
      ],
    },
  },
  {
    key: 'formations/parcours-bachelor',
    fr: {
      rubrique: 'formations',
      slug: 'parcours-bachelor',
      title: 'Le parcours Bachelor',
      summary: 'Trois ans après le bac, ou un an après un bac+2, pour se spécialiser dans un métier du numérique ou du management.',
      metaDescription:
        'Bachelor développement web, cybersécurité, cloud, data, marketing digital, gestion ou UX/UI : des formations bac+3 en alternance sur les campus ESNUM.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Le parcours Bachelor',
          subtitle: 'Un diplôme bac+3 pour devenir opérationnel, avec une forte dimension professionnelle dès la première année.',
        },
        {
          component: 'sections.rich-text',
          title: 'Un parcours progressif',
          body: `## Première et deuxième années : les fondamentaux
Les deux premières années posent les bases du domaine choisi et de la culture d'entreprise : méthodes de travail, gestion de projet, communication, anglais. Les stages, puis l'alternance, permettent de découvrir très tôt le monde professionnel.

## Troisième année : la spécialisation
La troisième année, généralement suivie en alternance, est consacrée à la spécialisation. Elle est aussi accessible directement après un bac+2 (BTS, BUT, deuxième année de licence) ou une expérience professionnelle équivalente.

## Et après ?
Les diplômés de Bachelor peuvent entrer directement dans la vie active ou poursuivre en [Mastère](/formations/parcours-mastere) pour viser des postes d'expert ou de manager.`,
        },
        { component: 'sections.programme-list', title: 'Nos Bachelors', category: 'bachelor' },
        {
          component: 'sections.faq',
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Faut-il un bac spécifique pour entrer en Bachelor ?',
              answer:
                "Non, toutes les séries du bac sont acceptées. Pour les Bachelors techniques, un intérêt marqué pour l'informatique et la logique est évalué lors des tests et de l'entretien.",
            },
            {
              question: 'Peut-on faire toute la formation en alternance ?',
              answer:
                "L'alternance est possible dès la première année dans certaines formations et systématiquement proposée en troisième année.",
            },
            {
              question: 'Peut-on changer de spécialité après la première année ?',
              answer: "Oui, des passerelles existent entre Bachelors proches, après validation par l'équipe pédagogique.",
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Découvrez nos Bachelors en détail',
          text: 'Programmes, rythmes et débouchés dans notre brochure.',
          action: 'brochure',
          label: 'Recevoir la brochure',
        },
      ],
    },
    en: {
      rubrique: 'formations',
      slug: 'parcours-bachelor',
      title: 'The Bachelor pathway',
      summary:
        'Three years after secondary school, or one year after two years of higher education, to specialise in a digital or management career.',
      metaDescription:
        'Bachelor in web development, cybersecurity, cloud, data, digital marketing, business management or UX/UI: three-year work-study degrees at ESNUM.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'The Bachelor pathway',
          subtitle: 'A three-year degree to become job-ready, with a strong professional focus from the first year.',
        },
        {
          component: 'sections.rich-text',
          title: 'A step-by-step pathway',
          body: `## First and second years: the fundamentals
The first two years lay the foundations of the chosen field and of business culture: working methods, project management, communication and English. Internships, then work-study, give students early exposure to the professional world.

## Third year: specialisation
The third year, usually taken as work-study, is devoted to specialisation. It is also open directly after two years of higher education (BTS, BUT, second year of a university degree) or equivalent professional experience.

## What comes next?
Bachelor graduates can go straight into employment or continue with a [Mastère](/en/formations/parcours-mastere) to aim for expert or management positions.`,
        },
        { component: 'sections.programme-list', title: 'Our Bachelor programmes', category: 'bachelor' },
        {
          component: 'sections.faq',
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Do I need a specific baccalauréat to join a Bachelor?',
              answer:
                'No, all baccalauréat streams are accepted. For technical Bachelors, a strong interest in computing and logic is assessed during the tests and interview.',
            },
            {
              question: 'Can I take the whole programme as work-study?',
              answer: 'Work-study is possible from the first year in some programmes and is always offered in the third year.',
            },
            {
              question: 'Can I change specialisation after the first year?',
              answer: 'Yes, bridges exist between related Bachelors, subject to approval by the teaching team.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Explore our Bachelors in detail',
          text: 'Curricula, schedules and career prospects in our brochure.',
          action: 'brochure',
          label: 'Get the brochure',
        },
      ],
    },
  },
  {
    key: 'formations/parcours-mastere',
    fr: {
      rubrique: 'formations',
      slug: 'parcours-mastere',
      title: 'Le parcours Mastère',
      summary: "Deux années d'expertise après un bac+3, en alternance, pour accéder à des fonctions d'expert ou de manager.",
      metaDescription:
        'Mastère IA, cybersécurité, data engineering, cloud et DevOps, management des SI, marketing digital ou chef de projet : des formations bac+5 en alternance.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Le parcours Mastère',
          subtitle: "Deux ans pour devenir l'expert ou le manager que les entreprises recherchent.",
        },
        {
          component: 'sections.rich-text',
          title: "Un cursus d'expertise en alternance",
          body: `Accessible après un bac+3 ou un Bachelor, le Mastère se déroule sur deux ans, le plus souvent en alternance. Il combine une expertise technique ou métier approfondie avec les compétences de pilotage indispensables aux postes à responsabilité : management d'équipe, gestion budgétaire, conduite du changement.

## Des projets d'envergure
Chaque année est rythmée par un projet mené pour une entreprise partenaire ou à l'[Innovation Lab](/innovation-lab), de la définition du besoin jusqu'à la présentation devant un jury de professionnels.

## Un mémoire professionnel
En fin de cursus, le mémoire professionnel permet d'analyser une problématique rencontrée en entreprise et de proposer des solutions argumentées. C'est souvent un atout décisif lors de l'embauche.`,
        },
        { component: 'sections.programme-list', title: 'Nos Mastères', category: 'mastere' },
        {
          component: 'sections.faq',
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Quel niveau faut-il pour entrer en Mastère ?',
              answer:
                'Un bac+3 validé, dans un domaine cohérent avec le Mastère visé, ou une expérience professionnelle significative étudiée au cas par cas.',
            },
            {
              question: 'Peut-on intégrer directement la deuxième année ?',
              answer: "C'est possible avec un bac+4 dans le même domaine, après étude du dossier et entretien.",
            },
            {
              question: 'Les Mastères sont-ils ouverts aux salariés ?',
              answer: "Oui, en contrat de professionnalisation ou dans le cadre d'un projet de formation financé par l'employeur.",
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Découvrez nos Mastères en détail',
          text: 'Programmes, rythmes et débouchés dans notre brochure.',
          action: 'brochure',
          label: 'Recevoir la brochure',
        },
      ],
    },
    en: {
      rubrique: 'formations',
      slug: 'parcours-mastere',
      title: 'The Mastère pathway',
      summary: "Two years of advanced study after a bachelor's degree, as work-study, to move into expert or management roles.",
      metaDescription:
        'Mastère in AI, cybersecurity, data engineering, cloud and DevOps, IS management, digital marketing or project management: five-year work-study degrees.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'The Mastère pathway',
          subtitle: 'Two years to become the expert or manager companies are looking for.',
        },
        {
          component: 'sections.rich-text',
          title: 'An advanced work-study programme',
          body: `Open to holders of a bachelor's degree or equivalent, the Mastère is a two-year programme, usually taken as work-study. It combines in-depth technical or business expertise with the leadership skills needed for positions of responsibility: team management, budgeting and change management.

## Large-scale projects
Each year is built around a project carried out for a partner company or at the [Innovation Lab](/en/innovation-lab), from defining the need to presenting the results to a panel of professionals.

## A professional thesis
At the end of the programme, the professional thesis gives students the opportunity to analyse an issue encountered at work and to propose well-argued solutions. It is often a decisive advantage when applying for jobs.`,
        },
        { component: 'sections.programme-list', title: 'Our Mastère programmes', category: 'mastere' },
        {
          component: 'sections.faq',
          title: 'Frequently asked questions',
          items: [
            {
              question: 'What level do I need to join a Mastère?',
              answer:
                "A completed bachelor's degree (three years of higher education) in a field related to the Mastère, or significant professional experience assessed on a case-by-case basis.",
            },
            {
              question: 'Can I join the second year directly?',
              answer:
                'It is possible with four years of higher education in the same field, after review of your application and an interview.',
            },
            {
              question: 'Are Mastère programmes open to employees?',
              answer: 'Yes, under a professionalisation contract or as part of a training plan funded by the employer.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Explore our Mastère programmes in detail',
          text: 'Curricula, schedules and career prospects in our brochure.',
          action: 'brochure',
          label: 'Get the brochure',
        },
      ],
    },
  },
  {
    key: 'formations/expert-ia',
    fr: {
      rubrique: 'formations',
      slug: 'expert-ia',
      title: 'Devenir expert en intelligence artificielle',
      summary:
        "Concevoir, entraîner et déployer des solutions d'intelligence artificielle utiles et responsables : découvrez notre parcours expert IA.",
      metaDescription:
        'Mastère Expert en intelligence artificielle en alternance : machine learning, IA générative, MLOps et éthique. Métiers, compétences et admission.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Devenir expert en intelligence artificielle',
          subtitle: "Des modèles aux usages : une formation bac+5 pour construire des solutions d'IA qui répondent à de vrais besoins.",
          ctaLabel: 'Voir la fiche formation',
          ctaUrl: '/programmes/mastere-expert-ia',
        },
        {
          component: 'sections.rich-text',
          title: 'Une expertise recherchée',
          body: `L'intelligence artificielle s'invite dans tous les secteurs : relation client, maintenance industrielle, santé, finance, logistique. Les entreprises ont besoin de professionnels capables de comprendre les modèles, mais aussi de les intégrer dans des systèmes fiables, sécurisés et économes en ressources.

Le [Mastère Expert en intelligence artificielle](/programmes/mastere-expert-ia) forme en deux ans, en alternance, à l'ensemble de la chaîne :

- **Données** : collecte, qualité, préparation et gouvernance.
- **Modélisation** : apprentissage automatique, apprentissage profond, traitement du langage et de l'image.
- **IA générative** : usage et adaptation de modèles de langage, conception d'assistants, évaluation des réponses.
- **Mise en production** : MLOps, supervision des modèles, maîtrise des coûts et de l'empreinte environnementale.
- **Éthique et réglementation** : biais, explicabilité, protection des données et cadre juridique européen de l'IA.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Les métiers visés',
          body: `À l'issue de la formation, les diplômés exercent notamment comme [ingénieur en intelligence artificielle](/metiers/ingenieur-ia), [data scientist](/metiers/data-scientist) ou [data engineer](/metiers/data-engineer), dans des entreprises utilisatrices, des cabinets de conseil ou des éditeurs de logiciels.

Le Mastère est accessible après un bac+3 en informatique, en mathématiques appliquées ou en data, par exemple notre [Bachelor Data et intelligence artificielle](/programmes/bachelor-data-ia).`,
        },
        {
          component: 'sections.cta',
          title: 'Prêt à rejoindre la prochaine promotion ?',
          text: "Programme détaillé, rythme d'alternance et modalités d'admission sur la fiche formation.",
          action: 'link',
          label: 'Découvrir le Mastère',
          url: '/programmes/mastere-expert-ia',
        },
      ],
    },
    en: {
      rubrique: 'formations',
      slug: 'expert-ia',
      title: 'Become an artificial intelligence expert',
      summary: 'Design, train and deploy useful and responsible artificial intelligence solutions: discover our AI expert pathway.',
      metaDescription:
        'Work-study Mastère in Artificial Intelligence: machine learning, generative AI, MLOps and ethics. Careers, skills and admission requirements.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Become an artificial intelligence expert',
          subtitle: "From models to real-world use: a master's-level programme to build AI solutions that meet genuine needs.",
          ctaLabel: 'See the programme page',
          ctaUrl: '/en/programmes/mastere-expert-ia',
        },
        {
          component: 'sections.rich-text',
          title: 'Expertise in high demand',
          body: `Artificial intelligence is now found in every sector: customer relations, industrial maintenance, healthcare, finance and logistics. Companies need professionals who understand models and who can also integrate them into reliable, secure and resource-efficient systems.

The [Mastère – Expert in Artificial Intelligence](/en/programmes/mastere-expert-ia) is a two-year work-study programme covering the whole chain:

- **Data**: collection, quality, preparation and governance.
- **Modelling**: machine learning, deep learning, natural language and image processing.
- **Generative AI**: using and adapting language models, designing assistants, evaluating answers.
- **Deployment**: MLOps, model monitoring, control of costs and environmental footprint.
- **Ethics and regulation**: bias, explainability, data protection and the European legal framework for AI.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Target careers',
          body: `After the programme, graduates work in particular as [AI engineers](/en/metiers/ingenieur-ia), [data scientists](/en/metiers/data-scientist) or [data engineers](/en/metiers/data-engineer), in user companies, consulting firms or software publishers.

The Mastère is open to students with a bachelor's degree in computer science, applied mathematics or data, such as our [Bachelor in Data and Artificial Intelligence](/en/programmes/bachelor-data-ia).`,
        },
        {
          component: 'sections.cta',
          title: 'Ready to join the next class?',
          text: 'Detailed curriculum, work-study schedule and admission requirements on the programme page.',
          action: 'link',
          label: 'Discover the Mastère',
          url: '/en/programmes/mastere-expert-ia',
        },
      ],
    },
  },
  {
    key: 'bachelor-sin',
    fr: {
      rubrique: 'bachelor-sin',
      title: "Bachelor Systèmes d'information et numérique",
      summary: 'Une famille de Bachelors pour se spécialiser en développement, infrastructure, cybersécurité, data ou design numérique.',
      metaDescription:
        "Bachelors Systèmes d'information et numérique : développement web, cybersécurité, systèmes réseaux et cloud, data et IA, UX/UI design. Bac+3 en alternance.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: "Bachelor Systèmes d'information et numérique",
          subtitle: 'Cinq spécialités bac+3 pour devenir opérationnel sur les métiers techniques du numérique.',
        },
        {
          component: 'sections.rich-text',
          title: 'Un socle commun, cinq spécialités',
          body: `Les Bachelors de la filière Systèmes d'information et numérique partagent un socle commun : algorithmique, bases de données, réseaux, sécurité, méthodes agiles et anglais technique. Chaque étudiant choisit ensuite sa spécialité :

- [Développement web](/programmes/bachelor-developpement-web) : concevoir et maintenir des applications web et mobiles.
- [Cybersécurité](/programmes/bachelor-cybersecurite) : protéger les systèmes, détecter et traiter les incidents.
- [Systèmes, réseaux et cloud](/programmes/bachelor-systemes-reseaux-cloud) : administrer des infrastructures hybrides.
- [Data et IA](/programmes/bachelor-data-ia) : collecter, analyser et valoriser les données.
- [UX/UI design](/programmes/bachelor-ux-ui-design) : concevoir des interfaces utiles, accessibles et agréables.

La troisième année, en alternance, est accessible après un BTS SIO, un BUT informatique ou toute autre formation bac+2 du domaine.`,
        },
        { component: 'sections.programme-list', title: 'Tous nos Bachelors', category: 'bachelor' },
        {
          component: 'sections.cards-grid',
          title: 'Les métiers visés',
          cards: [
            { title: 'Développeur web', url: '/metiers/developpeur-web' },
            { title: 'Administrateur systèmes et réseaux', url: '/metiers/administrateur-systemes-reseaux' },
            { title: 'Analyste cybersécurité', url: '/metiers/analyste-cybersecurite' },
            { title: 'Data analyst', url: '/metiers/data-analyst' },
            { title: 'UX designer', url: '/metiers/ux-designer' },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Trouvez votre spécialité',
          text: "Recevez la brochure de la filière Systèmes d'information et numérique.",
          action: 'brochure',
          label: 'Recevoir la brochure',
        },
      ],
    },
    en: {
      rubrique: 'bachelor-sin',
      title: 'Bachelor in Information Systems and Digital Technology',
      summary: 'A family of Bachelor programmes to specialise in development, infrastructure, cybersecurity, data or digital design.',
      metaDescription:
        'Bachelors in Information Systems and Digital Technology: web development, cybersecurity, networks and cloud, data and AI, UX/UI design, as work-study.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Bachelor in Information Systems and Digital Technology',
          subtitle: 'Five three-year specialisations to become job-ready in technical digital careers.',
        },
        {
          component: 'sections.rich-text',
          title: 'A common core, five specialisations',
          body: `The Bachelor programmes in Information Systems and Digital Technology share a common core: algorithms, databases, networks, security, agile methods and technical English. Each student then chooses a specialisation:

- [Web development](/en/programmes/bachelor-developpement-web): design and maintain web and mobile applications.
- [Cybersecurity](/en/programmes/bachelor-cybersecurite): protect systems, detect and handle incidents.
- [Systems, networks and cloud](/en/programmes/bachelor-systemes-reseaux-cloud): manage hybrid infrastructures.
- [Data and AI](/en/programmes/bachelor-data-ia): collect, analyse and make the most of data.
- [UX/UI design](/en/programmes/bachelor-ux-ui-design): design useful, accessible and enjoyable interfaces.

The third year, taken as work-study, is open after a BTS SIO, a BUT in computer science or any other two-year higher education qualification in the field.`,
        },
        { component: 'sections.programme-list', title: 'All our Bachelor programmes', category: 'bachelor' },
        {
          component: 'sections.cards-grid',
          title: 'Target careers',
          cards: [
            { title: 'Web developer', url: '/en/metiers/developpeur-web' },
            { title: 'Systems and network administrator', url: '/en/metiers/administrateur-systemes-reseaux' },
            { title: 'Cybersecurity analyst', url: '/en/metiers/analyste-cybersecurite' },
            { title: 'Data analyst', url: '/en/metiers/data-analyst' },
            { title: 'UX designer', url: '/en/metiers/ux-designer' },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Find your specialisation',
          text: 'Get the brochure for our Information Systems and Digital Technology programmes.',
          action: 'brochure',
          label: 'Get the brochure',
        },
      ],
    },
  },
  {
    key: 'mastere-sin',
    fr: {
      rubrique: 'mastere-sin',
      title: "Mastère Systèmes d'information et numérique",
      summary: "Des Mastères bac+5 pour devenir expert en IA, cybersécurité, data, cloud ou management des systèmes d'information.",
      metaDescription:
        "Mastères Systèmes d'information et numérique : IA, cybersécurité, data engineering, cloud et DevOps, management des SI. Bac+5 en alternance à l'ESNUM.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: "Mastère Systèmes d'information et numérique",
          subtitle: "Cinq expertises bac+5 pour concevoir, sécuriser et piloter les systèmes d'information de demain.",
        },
        {
          component: 'sections.rich-text',
          title: 'Cinq expertises techniques',
          body: `La filière Mastère Systèmes d'information et numérique s'adresse aux titulaires d'un bac+3 qui souhaitent approfondir une expertise technique tout en développant des compétences de pilotage :

- [Expert en intelligence artificielle](/programmes/mastere-expert-ia) : concevoir et déployer des solutions d'IA.
- [Cybersécurité](/programmes/mastere-cybersecurite) : piloter la sécurité d'un système d'information.
- [Data engineering](/programmes/mastere-data-engineering) : construire des plateformes de données fiables.
- [Cloud et DevOps](/programmes/mastere-cloud-devops) : automatiser et industrialiser les déploiements.
- [Management des systèmes d'information](/programmes/mastere-management-si) : aligner le SI sur la stratégie de l'entreprise.

Les deux années se déroulent en alternance, avec un projet d'envergure chaque année et un mémoire professionnel en fin de cursus.`,
        },
        { component: 'sections.programme-list', title: 'Tous nos Mastères', category: 'mastere' },
        {
          component: 'sections.cards-grid',
          title: 'Les métiers visés',
          cards: [
            { title: 'Ingénieur IA', url: '/metiers/ingenieur-ia' },
            { title: 'Data engineer', url: '/metiers/data-engineer' },
            { title: 'Ingénieur DevOps', url: '/metiers/ingenieur-devops' },
            { title: 'Architecte cloud', url: '/metiers/architecte-cloud' },
            { title: 'Pentester', url: '/metiers/pentester' },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Choisissez votre expertise',
          text: 'Recevez la brochure de la filière et échangez avec un conseiller.',
          action: 'brochure',
          label: 'Recevoir la brochure',
        },
      ],
    },
    en: {
      rubrique: 'mastere-sin',
      title: 'Mastère in Information Systems and Digital Technology',
      summary: "Master's-level programmes to become an expert in AI, cybersecurity, data, cloud or information systems management.",
      metaDescription:
        'Mastère programmes in Information Systems and Digital Technology: AI, cybersecurity, data engineering, cloud and DevOps, IS management, as work-study.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Mastère in Information Systems and Digital Technology',
          subtitle: "Five master's-level fields of expertise to design, secure and manage tomorrow's information systems.",
        },
        {
          component: 'sections.rich-text',
          title: 'Five technical fields of expertise',
          body: `The Mastère programmes in Information Systems and Digital Technology are aimed at bachelor's degree holders who want to deepen a technical expertise while developing leadership skills:

- [Artificial intelligence expert](/en/programmes/mastere-expert-ia): design and deploy AI solutions.
- [Cybersecurity](/en/programmes/mastere-cybersecurite): manage the security of an information system.
- [Data engineering](/en/programmes/mastere-data-engineering): build reliable data platforms.
- [Cloud and DevOps](/en/programmes/mastere-cloud-devops): automate and industrialise deployments.
- [Information systems management](/en/programmes/mastere-management-si): align information systems with company strategy.

Both years are taken as work-study, with a major project each year and a professional thesis at the end of the programme.`,
        },
        { component: 'sections.programme-list', title: 'All our Mastère programmes', category: 'mastere' },
        {
          component: 'sections.cards-grid',
          title: 'Target careers',
          cards: [
            { title: 'AI engineer', url: '/en/metiers/ingenieur-ia' },
            { title: 'Data engineer', url: '/en/metiers/data-engineer' },
            { title: 'DevOps engineer', url: '/en/metiers/ingenieur-devops' },
            { title: 'Cloud architect', url: '/en/metiers/architecte-cloud' },
            { title: 'Penetration tester', url: '/en/metiers/pentester' },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Choose your field of expertise',
          text: 'Get the brochure for this field and talk to an adviser.',
          action: 'brochure',
          label: 'Get the brochure',
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Pages thématiques
  // ---------------------------------------------------------------------------
  {
    key: 'panorama-des-etudes',
    fr: {
      rubrique: 'panorama-des-etudes',
      title: 'Panorama des études',
      summary: "Du BTS au MBA, une vue d'ensemble des parcours ESNUM et des passerelles entre les niveaux de formation.",
      metaDescription:
        'BTS, Bachelor, Mastère, MBA, Programme Grande École : visualisez les parcours ESNUM du bac au bac+5 et les passerelles pour construire votre projet.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Panorama des études',
          subtitle: 'Du bac au bac+5, construisez votre parcours étape par étape.',
        },
        {
          component: 'sections.rich-text',
          title: 'Des parcours pensés pour évoluer',
          body: `À l'ESNUM, chaque diplôme est une étape et peut ouvrir sur la suivante. Vous pouvez entrer à différents niveaux, vous arrêter pour travailler, puis reprendre vos études plus tard.

## Bac+2 : le BTS
Deux ans pour acquérir un premier métier, en informatique (BTS SIO, options SLAM ou SISR), en relation client (BTS NDRC) ou en gestion (BTS Comptabilité et gestion, BTS Gestion de la PME).

## Bac+3 : le Bachelor
Trois ans après le bac, ou un an après un bac+2, pour se spécialiser : développement web, cybersécurité, systèmes et réseaux, data, marketing digital, gestion d'entreprise ou UX/UI design.

## Bac+5 : le Mastère
Deux ans après un bac+3 pour devenir expert ou manager, en alternance.

## Bac+5 : le MBA
Un cursus orienté stratégie et leadership, adapté aux profils ayant déjà une expérience professionnelle.

## Le Programme Grande École
Un parcours intégré jusqu'au bac+5, avec des admissions à plusieurs niveaux et des options international ou entrepreneuriat.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Explorer les parcours',
          cards: [
            { title: 'BTS', text: 'Par exemple le BTS SIO option SLAM.', url: '/programmes/bts-sio-slam' },
            { title: 'Bachelor', text: 'Toutes les spécialités bac+3.', url: '/formations/parcours-bachelor' },
            { title: 'Mastère', text: 'Les expertises bac+5 en alternance.', url: '/formations/parcours-mastere' },
            { title: 'MBA', text: "Par exemple le MBA Management de l'innovation.", url: '/programmes/mba-management-innovation' },
            { title: 'Programme Grande École', text: "Un parcours intégré jusqu'au bac+5.", url: '/programmes/programme-grande-ecole' },
            { title: 'Toutes les formations', text: 'Le catalogue complet.', url: '/programmes' },
          ],
        },
        {
          component: 'sections.faq',
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Puis-je poursuivre en Bachelor après un BTS ?',
              answer:
                "Oui, les titulaires d'un BTS peuvent intégrer directement la troisième année d'un Bachelor dans un domaine cohérent.",
            },
            {
              question: 'Quelle différence entre Mastère et MBA ?',
              answer:
                "Le Mastère développe une expertise métier après un bac+3. Le MBA s'adresse plutôt à des profils expérimentés qui visent des fonctions de direction.",
            },
            {
              question: "Peut-on reprendre ses études après quelques années d'activité ?",
              answer:
                "Oui. L'expérience professionnelle est prise en compte à l'admission et une validation des acquis peut faciliter l'accès à certains niveaux.",
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Construisez votre parcours',
          text: 'Recevez la brochure et faites le point avec un conseiller admissions.',
          action: 'brochure',
          label: 'Recevoir la brochure',
        },
      ],
    },
    en: {
      rubrique: 'panorama-des-etudes',
      title: 'Overview of studies',
      summary: 'From BTS to MBA, an overview of ESNUM pathways and the bridges between levels of study.',
      metaDescription:
        "BTS, Bachelor, Mastère, MBA, Grande École Programme: see ESNUM's study pathways from secondary school to master's level and the bridges between them.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Overview of studies',
          subtitle: "From secondary school to master's level, build your pathway step by step.",
        },
        {
          component: 'sections.rich-text',
          title: 'Pathways designed to grow with you',
          body: `At ESNUM, every qualification is a step that can lead to the next one. You can join at different levels, stop to work, then return to your studies later.

## Two years: the BTS
Two years to learn a first profession, in IT (BTS SIO, SLAM or SISR option), customer relations (BTS NDRC) or business management (BTS in Accounting and Management, BTS in SME Management).

## Three years: the Bachelor
Three years after secondary school, or one year after two years of higher education, to specialise: web development, cybersecurity, systems and networks, data, digital marketing, business management or UX/UI design.

## Five years: the Mastère
Two years after a bachelor's degree to become an expert or a manager, as work-study.

## Five years: the MBA
A programme focused on strategy and leadership, suited to people who already have professional experience.

## The Grande École Programme
An integrated pathway up to master's level, with entry at several levels and international or entrepreneurship options.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Explore the pathways',
          cards: [
            { title: 'BTS', text: 'For example, the BTS SIO with the SLAM option.', url: '/en/programmes/bts-sio-slam' },
            { title: 'Bachelor', text: 'All our three-year specialisations.', url: '/en/formations/parcours-bachelor' },
            { title: 'Mastère', text: "Master's-level expertise through work-study.", url: '/en/formations/parcours-mastere' },
            { title: 'MBA', text: 'For example, the MBA in Innovation Management.', url: '/en/programmes/mba-management-innovation' },
            {
              title: 'Grande École Programme',
              text: "An integrated pathway up to master's level.",
              url: '/en/programmes/programme-grande-ecole',
            },
            { title: 'All programmes', text: 'The full catalogue.', url: '/en/programmes' },
          ],
        },
        {
          component: 'sections.faq',
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Can I continue to a Bachelor after a BTS?',
              answer: 'Yes, BTS holders can join the third year of a Bachelor in a related field directly.',
            },
            {
              question: 'What is the difference between a Mastère and an MBA?',
              answer:
                "The Mastère builds specialist expertise after a bachelor's degree. The MBA is aimed at experienced professionals who are targeting senior management roles.",
            },
            {
              question: 'Can I go back to studying after a few years of work?',
              answer:
                'Yes. Professional experience is taken into account at admission, and recognition of prior learning can make it easier to enter at certain levels.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Build your pathway',
          text: 'Get the brochure and talk it through with an admissions adviser.',
          action: 'brochure',
          label: 'Get the brochure',
        },
      ],
    },
  },
  {
    key: 'innovation-lab',
    fr: {
      rubrique: 'innovation-lab',
      title: "L'Innovation Lab",
      summary: 'Un espace de prototypage ouvert aux étudiants et aux entreprises pour expérimenter, créer et tester de nouvelles idées.',
      metaDescription:
        "Prototypage, hackathons, projets d'entreprise et veille technologique : découvrez l'Innovation Lab ESNUM, ouvert aux étudiants et aux entreprises.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: "L'Innovation Lab",
          subtitle: "Un lieu pour passer de l'idée au prototype, en équipe et en quelques jours.",
        },
        {
          component: 'sections.rich-text',
          title: 'Expérimenter sans attendre',
          body: `Ouvert en 2021, l'Innovation Lab est l'espace d'expérimentation d'ESNUM. Les étudiants de toutes les formations y accèdent librement pour mener leurs projets personnels, associatifs ou pédagogiques, avec l'appui d'animateurs techniques.

## Ce que l'on y trouve
- Des postes de développement et des machines dédiées à l'entraînement de modèles d'IA.
- Un atelier de fabrication : impression 3D, électronique, objets connectés.
- Un environnement de test isolé pour les exercices de cybersécurité.
- Des espaces de travail modulables pour les sprints et les ateliers de créativité.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Des projets avec les entreprises',
          body: `Les entreprises partenaires peuvent confier un défi à une équipe d'étudiants : imaginer un nouveau service, prototyper une application, tester l'usage de l'intelligence artificielle sur un processus interne. Le format est court, de quelques jours à quelques semaines, et se conclut par une démonstration.

Tout au long de l'année, le Lab organise aussi des hackathons, des conférences et des ateliers de découverte ouverts au public. Retrouvez les prochaines dates dans l'[agenda](/agenda).`,
        },
        { component: 'sections.events-list', title: 'Prochains événements', limit: 3 },
        {
          component: 'sections.cta',
          title: 'Proposer un défi à nos étudiants',
          text: 'Vous avez un projet à explorer ? Parlons-en.',
          action: 'contact',
          label: 'Nous contacter',
        },
      ],
    },
    en: {
      rubrique: 'innovation-lab',
      title: 'The Innovation Lab',
      summary: 'A prototyping space open to students and companies, to experiment, create and test new ideas.',
      metaDescription:
        'Prototyping, hackathons, company projects and technology watch: discover the ESNUM Innovation Lab, open to students and companies.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'The Innovation Lab',
          subtitle: 'A place to go from idea to prototype, as a team, in just a few days.',
        },
        {
          component: 'sections.rich-text',
          title: 'Experiment straight away',
          body: `Opened in 2021, the Innovation Lab is ESNUM's experimentation space. Students from every programme have free access to carry out personal, club or course projects, with support from technical facilitators.

## What you will find there
- Development workstations and machines for training AI models.
- A maker workshop: 3D printing, electronics, connected objects.
- An isolated test environment for cybersecurity exercises.
- Flexible workspaces for sprints and creative workshops.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Projects with companies',
          body: `Partner companies can set a challenge for a team of students: imagining a new service, prototyping an app, testing the use of artificial intelligence on an internal process. The format is short, from a few days to a few weeks, and ends with a demonstration.

Throughout the year, the Lab also hosts hackathons, talks and taster workshops open to the public. Find the next dates in the [events calendar](/en/agenda).`,
        },
        { component: 'sections.events-list', title: 'Upcoming events', limit: 3 },
        {
          component: 'sections.cta',
          title: 'Set a challenge for our students',
          text: "Do you have a project to explore? Let's talk.",
          action: 'contact',
          label: 'Contact us',
        },
      ],
    },
  },
  {
    key: 'contactez-nous',
    fr: {
      rubrique: 'contactez-nous',
      title: 'Contactez-nous',
      summary: "Une question sur nos formations, l'admission ou l'alternance ? Nos équipes vous répondent.",
      metaDescription:
        "Contactez l'ESNUM : admissions, alternance, relations entreprises ou informations générales. Retrouvez aussi les coordonnées de nos 26 campus en France.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Contactez-nous',
          subtitle: 'Candidats, parents, entreprises : nos équipes sont à votre écoute.',
          popinAction: 'contact',
        },
        {
          component: 'sections.rich-text',
          body: `## Pour toute demande
Le plus simple est le bouton « Nous écrire » : choisissez votre campus, et votre demande arrive directement au bon interlocuteur. Vous pouvez aussi nous écrire à [contact@esnum.example](mailto:contact@esnum.example) ou nous appeler au [01 84 00 00 00](tel:+33184000000), du lundi au vendredi, de 9 h à 18 h.

## Vous êtes une entreprise ?
Pour recruter un alternant, proposer un partenariat ou verser votre taxe d'apprentissage, consultez l'[espace entreprises](/entreprise) ou indiquez « entreprise » dans votre demande.

## Venir sur un campus
Chaque campus accueille les visiteurs sur rendez-vous et lors des journées portes ouvertes annoncées dans l'[agenda](/agenda). Choisissez le vôtre ci-dessous : son adresse, son accès, ses horaires et son équipe sont sur sa page.`,
        },
        { component: 'sections.campus-list', title: 'Nos campus' },
        {
          component: 'sections.faq',
          title: 'Avant de nous écrire',
          items: [
            {
              question: 'Sous quel délai recevrai-je une réponse ?',
              answer: 'Nous répondons généralement sous deux jours ouvrés. En période de rentrée, le délai peut être un peu plus long.',
            },
            {
              question: 'Comment suivre ma candidature ?',
              answer:
                "Votre conseiller admissions est votre interlocuteur unique : ses coordonnées figurent dans l'e-mail de confirmation de votre candidature.",
            },
            {
              question: 'Comment recevoir une brochure ?',
              answer: 'Vous pouvez la demander en ligne : elle vous est envoyée immédiatement par e-mail.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Écrivez-nous',
          text: 'Choisissez votre campus : votre message arrive à son équipe, qui vous répond sous deux jours ouvrés.',
          action: 'contact',
          label: 'Nous écrire',
        },
      ],
    },
    en: {
      rubrique: 'contactez-nous',
      title: 'Contact us',
      summary: 'A question about our programmes, admissions or work-study? Our teams are here to help.',
      metaDescription:
        'Contact ESNUM: admissions, work-study, corporate relations or general information. You will also find the contact details of our 26 campuses in France.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Contact us',
          subtitle: 'Applicants, parents, companies: our teams are here to listen.',
          popinAction: 'contact',
        },
        {
          component: 'sections.rich-text',
          body: `## For any enquiry
The easiest way is the "Write to us" button: pick your campus and your request goes straight to the right person. You can also email us at [contact@esnum.example](mailto:contact@esnum.example) or call us on [+33 1 84 00 00 00](tel:+33184000000), Monday to Friday, 9 am to 6 pm (Paris time).

## Are you a company?
To hire an apprentice, propose a partnership or allocate your apprenticeship tax, visit our [companies section](/en/entreprise) or mention "company" in your request.

## Visiting a campus
Each campus welcomes visitors by appointment and during the open days listed in the [events calendar](/en/agenda). Pick yours below: its address, access, opening hours and team are on its page.`,
        },
        { component: 'sections.campus-list', title: 'Our campuses' },
        {
          component: 'sections.faq',
          title: 'Before you write to us',
          items: [
            {
              question: 'How soon will I get an answer?',
              answer: 'We usually reply within two working days. At the start of the academic year, it may take a little longer.',
            },
            {
              question: 'How can I track my application?',
              answer:
                'Your admissions adviser is your single point of contact: their details are in the email confirming your application.',
            },
            {
              question: 'How can I get a brochure?',
              answer: 'You can request it online: it is sent to you by email straight away.',
            },
          ],
        },
        {
          component: 'sections.cta',
          title: 'Write to us',
          text: 'Pick your campus: your message goes to its team, who will reply within two working days.',
          action: 'contact',
          label: 'Write to us',
        },
      ],
    },
  },
  {
    key: 'partenaire',
    fr: {
      rubrique: 'partenaire',
      title: 'Nos partenaires',
      summary:
        "Entreprises, associations et établissements partenaires : ils construisent avec l'ESNUM des formations au plus près du terrain.",
      metaDescription:
        "Entreprises, acteurs du numérique et établissements partenaires : découvrez ceux qui accompagnent ESNUM et comment devenir partenaire de l'école.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Nos partenaires',
          subtitle: 'Des formations construites avec celles et ceux qui font les métiers.',
        },
        {
          component: 'sections.rich-text',
          title: 'Des partenariats utiles à tous',
          body: `Nos partenaires participent à la vie de l'école de bien des manières : ils accueillent des alternants, interviennent en cours, proposent des projets à nos étudiants, siègent dans nos conseils de perfectionnement ou soutiennent l'[Innovation Lab](/innovation-lab).

## Devenir partenaire
Plusieurs formules sont possibles, de la participation ponctuelle à un job dating jusqu'au partenariat pluriannuel :

- recrutement d'alternants et de stagiaires ;
- interventions, conférences et études de cas ;
- défis d'innovation confiés à une équipe d'étudiants ;
- soutien via la [taxe d'apprentissage](/entreprise/taxe-apprentissage).`,
        },
        { component: 'sections.partners', title: 'Ils travaillent avec nous' },
        {
          component: 'sections.cta',
          title: 'Rejoignez nos partenaires',
          text: 'Construisons ensemble un partenariat adapté à vos enjeux.',
          action: 'contact',
          label: 'Devenir partenaire',
        },
      ],
    },
    en: {
      rubrique: 'partenaire',
      title: 'Our partners',
      summary:
        'Partner companies, organisations and institutions: they work with ESNUM to build programmes grounded in real-world practice.',
      metaDescription:
        'Companies, digital players and partner institutions: discover the organisations that support ESNUM and how to become a partner of the school.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Our partners',
          subtitle: 'Programmes built with the people who do the jobs.',
        },
        {
          component: 'sections.rich-text',
          title: 'Partnerships that benefit everyone',
          body: `Our partners contribute to school life in many ways: they host apprentices, teach classes, propose projects to our students, sit on our advisory boards or support the [Innovation Lab](/en/innovation-lab).

## Becoming a partner
Several formats are possible, from a one-off job dating event to a multi-year partnership:

- hiring apprentices and interns;
- guest lectures, talks and case studies;
- innovation challenges set for a team of students;
- support through the [apprenticeship tax](/en/entreprise/taxe-apprentissage).`,
        },
        { component: 'sections.partners', title: 'They work with us' },
        {
          component: 'sections.cta',
          title: 'Join our partners',
          text: "Let's build a partnership that meets your needs.",
          action: 'contact',
          label: 'Become a partner',
        },
      ],
    },
  },
  {
    key: 'edito-reseau-competences-et-developpement',
    fr: {
      rubrique: 'edito-reseau-competences-et-developpement',
      title: "L'édito du Réseau C&D",
      summary: 'Le mot de la présidence du Réseau C&D (Compétences & Développement), dont ESNUM est membre.',
      metaDescription:
        "Édito du Réseau C&D (Compétences & Développement) : un réseau d'écoles et de centres de formation engagés pour l'emploi, dont ESNUM est membre.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: "Réseau C&D : former pour l'emploi, ensemble",
          subtitle: "L'édito de la présidence du réseau Compétences & Développement.",
        },
        {
          component: 'sections.rich-text',
          body: `Les métiers changent plus vite que jamais. L'intelligence artificielle transforme le développement logiciel, la relation client et la gestion ; la cybersécurité devient l'affaire de toutes les entreprises ; la transition écologique redessine les chaînes de valeur. Face à ces mutations, aucun établissement ne peut avancer seul.

C'est le sens du Réseau C&D. Nos écoles et centres de formation partagent leurs référentiels, leurs méthodes et leurs retours de terrain pour faire évoluer plus vite leurs programmes. Nous mutualisons nos observatoires des métiers, nos outils pédagogiques et nos relations avec les entreprises, pour que chaque apprenant, où qu'il se forme, bénéficie de la force d'un collectif.

Notre conviction reste la même : l'alternance et la formation tout au long de la vie sont les meilleurs leviers pour relier les talents et les besoins des territoires. Nous continuerons à les défendre, à les améliorer et à les rendre accessibles au plus grand nombre.

*Anne-Sophie Legrand, présidente du Réseau C&D (personnage fictif)*`,
        },
        {
          component: 'sections.rich-text',
          title: 'Le réseau en bref',
          body: `- **Des écoles et centres de formation** présents dans toute la France, du numérique au management en passant par les métiers du service.
- **Plus de 80 formations**, du CAP au bac+5, en alternance, en formation initiale et en formation continue.
- **Une charte qualité commune** : accompagnement individualisé, évaluation par les compétences, lien étroit avec les entreprises.
- **Des projets partagés** : observatoire des métiers, formations de formateurs, outils numériques mutualisés.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Pour aller plus loin',
          cards: [
            { title: '+ de 80 formations', text: 'Les formations proposées dans le réseau.', url: '/formations-reseau' },
            { title: "L'histoire d'ESNUM", text: 'Membre du Réseau C&D depuis 2018.', url: '/ecole/histoire' },
            { title: 'Entreprises', text: 'Recruter et former avec le réseau.', url: '/entreprise' },
          ],
        },
      ],
    },
    en: {
      rubrique: 'edito-reseau-competences-et-developpement',
      title: 'Editorial from the C&D Network',
      summary: 'A message from the chair of the C&D Network (Skills & Development), of which ESNUM is a member.',
      metaDescription:
        'Editorial from the C&D Network (Skills & Development): a network of schools and training centres committed to employment, of which ESNUM is a member.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'C&D Network: training for employment, together',
          subtitle: 'An editorial from the chair of the Skills & Development network.',
        },
        {
          component: 'sections.rich-text',
          body: `Jobs are changing faster than ever. Artificial intelligence is transforming software development, customer relations and management; cybersecurity has become a concern for every company; the ecological transition is reshaping value chains. In the face of these changes, no institution can move forward alone.

That is what the C&D Network is about. Our schools and training centres share their skills frameworks, methods and field experience in order to update their programmes more quickly. We pool our job market observatories, our teaching tools and our relationships with companies, so that every learner, wherever they study, benefits from the strength of a collective.

Our conviction remains the same: work-study and lifelong learning are the best ways to connect talent with the needs of local economies. We will keep championing them, improving them and making them accessible to as many people as possible.

*Anne-Sophie Legrand, Chair of the C&D Network (fictional character)*`,
        },
        {
          component: 'sections.rich-text',
          title: 'The network at a glance',
          body: `- **Schools and training centres** all over France, from digital technology and management to service professions.
- **Over 80 programmes**, from vocational certificates to master's level, through work-study, initial education and continuing education.
- **A shared quality charter**: individual support, skills-based assessment, close ties with companies.
- **Joint projects**: job market observatory, trainer training, shared digital tools.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Find out more',
          cards: [
            { title: 'Over 80 programmes', text: 'The programmes offered across the network.', url: '/en/formations-reseau' },
            { title: "ESNUM's history", text: 'A member of the C&D Network since 2018.', url: '/en/ecole/histoire' },
            { title: 'Companies', text: 'Recruit and train with the network.', url: '/en/entreprise' },
          ],
        },
      ],
    },
  },
  {
    key: 'art-culture',
    fr: {
      rubrique: 'art-culture',
      title: 'Art et culture',
      summary: 'Expositions, ateliers de création numérique et rencontres : la culture a toute sa place sur les campus ESNUM.',
      metaDescription:
        'Expositions, création numérique, ateliers, rencontres avec des artistes : découvrez la programmation art et culture proposée sur les campus ESNUM.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Art et culture',
          subtitle: 'Parce que la créativité nourrit aussi les métiers du numérique et du management.',
        },
        {
          component: 'sections.rich-text',
          title: 'La culture au cœur du campus',
          body: `Comprendre son époque, développer son regard critique, oser des idées nouvelles : la culture est une compétence à part entière. C'est pourquoi chaque campus ESNUM propose, tout au long de l'année, une programmation ouverte à tous les étudiants.

- **Des expositions** d'artistes locaux et de travaux d'étudiants dans les espaces communs.
- **Des ateliers de création numérique** : art génératif, vidéo, son, photographie.
- **Des rencontres** avec des auteurs, des designers, des créateurs de jeux vidéo.
- **Des sorties** au théâtre, au cinéma et dans les festivals partenaires, à tarif réduit.`,
        },
        {
          component: 'sections.rich-text',
          title: 'La Semaine des arts numériques',
          body: `Chaque printemps, la Semaine des arts numériques réunit les campus autour d'un thème commun. Les étudiants conçoivent des installations interactives, des œuvres génératives ou des expériences sonores, présentées au public lors d'une soirée de clôture.

Ce projet associe les étudiants de toutes les formations : les développeurs codent, les designers imaginent, les futurs managers organisent et communiquent. Une belle façon d'apprendre à travailler ensemble, et de le faire en s'amusant. Les projets les plus ambitieux sont accompagnés par l'[Innovation Lab](/innovation-lab).`,
        },
        { component: 'sections.events-list', title: "À l'agenda", limit: 3 },
        { component: 'sections.news-list', title: 'Les dernières actualités', limit: 3 },
      ],
    },
    en: {
      rubrique: 'art-culture',
      title: 'Art and culture',
      summary: 'Exhibitions, digital art workshops and talks: culture has its place on ESNUM campuses.',
      metaDescription:
        'Exhibitions, digital creation, workshops and meetings with artists: discover the art and culture programme on ESNUM campuses.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Art and culture',
          subtitle: 'Because creativity also feeds digital and management careers.',
        },
        {
          component: 'sections.rich-text',
          title: 'Culture at the heart of campus life',
          body: `Understanding the times we live in, developing a critical eye, daring to try new ideas: culture is a skill in its own right. That is why every ESNUM campus offers a year-round programme open to all students.

- **Exhibitions** by local artists and of student work in shared spaces.
- **Digital art workshops**: generative art, video, sound, photography.
- **Talks** with writers, designers and video game creators.
- **Outings** to the theatre, cinema and partner festivals, at reduced prices.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Digital Arts Week',
          body: `Every spring, Digital Arts Week brings campuses together around a shared theme. Students design interactive installations, generative works or sound experiences, presented to the public at a closing evening.

The project involves students from every programme: developers write the code, designers come up with the concepts, future managers handle the organisation and communication. It is a great way to learn to work together, and to have fun doing it. The most ambitious projects receive support from the [Innovation Lab](/en/innovation-lab).`,
        },
        { component: 'sections.events-list', title: 'Coming up', limit: 3 },
        { component: 'sections.news-list', title: 'Latest news', limit: 3 },
      ],
    },
  },
  {
    key: 'formations-reseau',
    fr: {
      rubrique: 'formations-reseau',
      title: '+ de 80 formations dans le réseau',
      summary: "Avec le Réseau C&D, ESNUM s'inscrit dans une offre de plus de 80 formations, du CAP au bac+5, partout en France.",
      metaDescription:
        'Plus de 80 formations du CAP au bac+5 dans le Réseau C&D : numérique, management, commerce, gestion. Trouvez la formation qui vous correspond.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: '+ de 80 formations dans le réseau',
          subtitle: 'Numérique, management, commerce, gestion : un large choix de parcours, partout en France.',
        },
        {
          component: 'sections.rich-text',
          title: 'Une offre complète, du CAP au bac+5',
          body: `ESNUM est membre du Réseau C&D (Compétences & Développement), qui rassemble des écoles et centres de formation engagés pour l'emploi. Ensemble, ils proposent plus de 80 formations, en alternance, en formation initiale ou en formation continue.

À l'ESNUM, l'offre couvre le numérique et le management, du BTS au MBA. Les autres établissements du réseau complètent ce panorama avec des formations aux métiers du commerce, de la relation client, de l'assistanat ou des services. Un candidat peut ainsi trouver, près de chez lui, la formation adaptée à son niveau et à son projet.

Lire l'[édito du Réseau C&D](/edito-reseau-competences-et-developpement) pour en savoir plus sur le projet commun.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'Les formations ESNUM par niveau',
          cards: [
            { title: 'Panorama des études', text: 'Tous les niveaux et les passerelles.', url: '/panorama-des-etudes' },
            { title: 'Parcours Bachelor', text: 'Bac+3 en numérique et en management.', url: '/formations/parcours-bachelor' },
            { title: 'Parcours Mastère', text: 'Bac+5 en alternance.', url: '/formations/parcours-mastere' },
            { title: 'Les métiers', text: 'Les débouchés de nos formations.', url: '/metiers' },
          ],
        },
        { component: 'sections.programme-list', title: 'Les formations ESNUM' },
        {
          component: 'sections.cta',
          title: 'Trouvez votre formation',
          text: 'Recevez la brochure ESNUM et échangez avec un conseiller.',
          action: 'brochure',
          label: 'Recevoir la brochure',
        },
      ],
    },
    en: {
      rubrique: 'formations-reseau',
      title: 'Over 80 programmes across the network',
      summary:
        "Through the C&D Network, ESNUM is part of a range of more than 80 programmes, from vocational certificates to master's level, all over France.",
      metaDescription:
        "Over 80 programmes from vocational certificates to master's level in the C&D Network: digital, management, sales, business. Find the right one for you.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Over 80 programmes across the network',
          subtitle: 'Digital technology, management, sales, business: a wide choice of pathways all over France.',
        },
        {
          component: 'sections.rich-text',
          title: "A complete range, from vocational certificates to master's level",
          body: `ESNUM is a member of the C&D Network (Skills & Development), which brings together schools and training centres committed to employment. Together, they offer more than 80 programmes, through work-study, initial education or continuing education.

At ESNUM, the range covers digital technology and management, from BTS to MBA. The network's other institutions complete the picture with programmes in sales, customer relations, office administration and services. Applicants can therefore find, close to home, the programme that suits their level and their plans.

Read the [C&D Network editorial](/en/edito-reseau-competences-et-developpement) to learn more about the shared project.`,
        },
        {
          component: 'sections.cards-grid',
          title: 'ESNUM programmes by level',
          cards: [
            { title: 'Overview of studies', text: 'All levels and the bridges between them.', url: '/en/panorama-des-etudes' },
            {
              title: 'Bachelor pathway',
              text: 'Three-year degrees in digital technology and management.',
              url: '/en/formations/parcours-bachelor',
            },
            { title: 'Mastère pathway', text: "Master's-level work-study programmes.", url: '/en/formations/parcours-mastere' },
            { title: 'Careers', text: 'Where our programmes lead.', url: '/en/metiers' },
          ],
        },
        { component: 'sections.programme-list', title: 'ESNUM programmes' },
        {
          component: 'sections.cta',
          title: 'Find your programme',
          text: 'Get the ESNUM brochure and talk to an adviser.',
          action: 'brochure',
          label: 'Get the brochure',
        },
      ],
    },
  },
  {
    key: 'decouvrez-nos-podcasts',
    fr: {
      rubrique: 'decouvrez-nos-podcasts',
      title: 'Découvrez nos podcasts',
      summary: 'Métiers, alternance, tendances du numérique : trois séries audio pour découvrir ESNUM et ses étudiants autrement.',
      metaDescription:
        "Écoutez les podcasts ESNUM : « Octet par octet », « Carnets d'alternance » et « Cap management », pour découvrir les métiers du numérique et du management.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Découvrez nos podcasts',
          subtitle: 'Des épisodes courts, à écouter dans les transports, pour comprendre les métiers de demain.',
        },
        {
          component: 'sections.rich-text',
          title: 'Nos trois séries',
          body: `## Octet par octet
Une notion technique expliquée simplement en moins de quinze minutes : qu'est-ce qu'une API, comment fonctionne un ransomware, à quoi sert un conteneur, comment un modèle de langage produit-il une réponse ? Chaque épisode est préparé par un enseignant et un étudiant.

## Carnets d'alternance
Des alternants racontent leur quotidien : leur première mission, leurs erreurs, ce qu'ils ont appris de leur tuteur. Un format sincère pour savoir à quoi ressemble vraiment l'alternance.

## Cap management
Des dirigeants, des managers et des anciens étudiants partagent leur parcours et leurs conseils : piloter une équipe, conduire un projet numérique, se reconvertir, créer son entreprise.

Les épisodes sont enregistrés dans le studio de l'[Innovation Lab](/innovation-lab) et réalisés avec des étudiants volontaires. Ils sont disponibles sur les principales plateformes d'écoute.`,
        },
        {
          component: 'sections.faq',
          title: 'Questions fréquentes',
          items: [
            {
              question: 'À quelle fréquence sortent les épisodes ?',
              answer:
                "Un nouvel épisode est publié toutes les deux semaines pendant l'année universitaire, en alternance entre les trois séries.",
            },
            {
              question: 'Puis-je participer à un épisode ?',
              answer:
                "Oui, les étudiants et les entreprises partenaires peuvent proposer un sujet ou un témoignage à l'équipe de production.",
            },
            {
              question: 'Les podcasts sont-ils retranscrits ?',
              answer:
                'Oui, une transcription écrite de chaque épisode est disponible sur demande, pour rendre nos contenus accessibles à tous.',
            },
          ],
        },
        {
          component: 'sections.cards-grid',
          title: "D'autres façons de nous découvrir",
          cards: [
            { title: 'Le magazine ESNUM', text: 'Tous nos contenus éditoriaux.', url: '/article' },
            { title: 'Le blog', text: "Conseils, décryptages et récits d'étudiants.", url: '/blog' },
            { title: 'Les actualités', text: "La vie des campus et de l'école.", url: '/actualites' },
          ],
        },
      ],
    },
    en: {
      rubrique: 'decouvrez-nos-podcasts',
      title: 'Discover our podcasts',
      summary: 'Careers, work-study and digital trends: three audio series to discover ESNUM and its students in a different way.',
      metaDescription:
        "Listen to the ESNUM podcasts: Octet par octet, Carnets d'alternance and Cap management, to discover careers in digital technology and management.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Discover our podcasts',
          subtitle: 'Short episodes to listen to on the go, to understand the jobs of tomorrow.',
        },
        {
          component: 'sections.rich-text',
          title: 'Our three series',
          body: `## Octet par octet (Byte by byte)
A technical concept explained simply in under fifteen minutes: what is an API, how does ransomware work, what is a container for, how does a language model come up with an answer? Each episode is prepared by a lecturer and a student.

## Carnets d'alternance (Work-study diaries)
Apprentices talk about their daily lives: their first assignment, their mistakes, what they have learnt from their mentor. An honest format to find out what work-study is really like.

## Cap management (Management ahead)
Executives, managers and alumni share their career paths and advice: leading a team, running a digital project, changing careers, starting a business.

The episodes are recorded in the [Innovation Lab](/en/innovation-lab) studio and produced with student volunteers. They are in French and available on the main podcast platforms.`,
        },
        {
          component: 'sections.faq',
          title: 'Frequently asked questions',
          items: [
            {
              question: 'How often are new episodes released?',
              answer: 'A new episode is released every two weeks during the academic year, rotating between the three series.',
            },
            {
              question: 'Can I take part in an episode?',
              answer: 'Yes, students and partner companies can suggest a topic or a testimony to the production team.',
            },
            {
              question: 'Are the podcasts transcribed?',
              answer: 'Yes, a written transcript of each episode is available on request, to make our content accessible to everyone.',
            },
          ],
        },
        {
          component: 'sections.cards-grid',
          title: 'Other ways to discover us',
          cards: [
            { title: 'The ESNUM magazine', text: 'All our editorial content.', url: '/en/article' },
            { title: 'The blog', text: 'Tips, explainers and student stories.', url: '/en/blog' },
            { title: 'News', text: 'Life at the school and on our campuses.', url: '/en/actualites' },
          ],
        },
      ],
    },
  },
  {
    key: 'article',
    fr: {
      rubrique: 'article',
      title: 'Le magazine ESNUM',
      summary: "Actualités, articles de blog, podcasts et événements : tous les contenus éditoriaux d'ESNUM réunis en un seul endroit.",
      metaDescription:
        "Le magazine ESNUM réunit actualités des campus, articles de blog, podcasts et événements pour suivre la vie de l'école et les métiers du numérique.",
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'Le magazine ESNUM',
          subtitle: "Comprendre les métiers, suivre la vie des campus, s'inspirer des parcours de nos étudiants.",
        },
        {
          component: 'sections.rich-text',
          body: `Le magazine ESNUM rassemble les contenus produits par l'école, ses enseignants et ses étudiants. Vous y trouverez :

- **Les [actualités](/actualites)** : vie des campus, nouveaux partenariats, réussites d'étudiants et de diplômés.
- **Le [blog](/blog)** : conseils d'orientation, décryptages des métiers et des technologies, récits d'alternance.
- **Les [podcasts](/decouvrez-nos-podcasts)** : trois séries audio pour découvrir les métiers autrement.
- **L'[agenda](/agenda)** : journées portes ouvertes, conférences, job datings et événements culturels.

Nos contenus sont rédigés avec le souci d'être utiles : pour choisir une formation, préparer un entretien, ou simplement mieux comprendre le monde numérique qui nous entoure.`,
        },
        { component: 'sections.news-list', title: 'À la une', limit: 3 },
        { component: 'sections.events-list', title: 'Prochains événements', limit: 3 },
        {
          component: 'sections.cards-grid',
          title: 'Continuer la lecture',
          cards: [
            { title: 'Le blog', text: 'Conseils et décryptages.', url: '/blog' },
            { title: 'Les podcasts', text: 'À écouter partout.', url: '/decouvrez-nos-podcasts' },
            { title: 'Art et culture', text: 'La programmation culturelle des campus.', url: '/art-culture' },
          ],
        },
      ],
    },
    en: {
      rubrique: 'article',
      title: 'The ESNUM magazine',
      summary: "News, blog posts, podcasts and events: all of ESNUM's editorial content in one place.",
      metaDescription:
        'The ESNUM magazine brings together campus news, blog posts, podcasts and events to follow school life and the world of digital careers.',
      pageLayout: [
        {
          component: 'sections.hero',
          title: 'The ESNUM magazine',
          subtitle: "Understand careers, follow campus life and draw inspiration from our students' journeys.",
        },
        {
          component: 'sections.rich-text',
          body: `The ESNUM magazine brings together content produced by the school, its lecturers and its students. Here you will find:

- **[News](/en/actualites)**: campus life, new partnerships, student and graduate success stories.
- **The [blog](/en/blog)**: guidance on choosing a programme, explainers on jobs and technologies, work-study stories.
- **The [podcasts](/en/decouvrez-nos-podcasts)**: three audio series to discover careers in a different way.
- **The [events calendar](/en/agenda)**: open days, talks, job dating and cultural events.

Our content is written with one aim in mind: to be useful, whether you are choosing a programme, preparing for an interview or simply trying to better understand the digital world around us.`,
        },
        { component: 'sections.news-list', title: 'Top stories', limit: 3 },
        { component: 'sections.events-list', title: 'Upcoming events', limit: 3 },
        {
          component: 'sections.cards-grid',
          title: 'Keep reading',
          cards: [
            { title: 'The blog', text: 'Tips and explainers.', url: '/en/blog' },
            { title: 'Podcasts', text: 'Listen anywhere.', url: '/en/decouvrez-nos-podcasts' },
            { title: 'Art and culture', text: 'The cultural programme on our campuses.', url: '/en/art-culture' },
          ],
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------
  // Pages légales (texte générique pour une société fictive de démonstration), sans hero : un
  // texte de référence s'ouvre sur son titre, pas sur un appel à demander la brochure
  // ---------------------------------------------------------------------------
  {
    key: 'cgv',
    fr: {
      rubrique: 'cgv',
      title: 'Conditions générales de vente',
      summary: "Les conditions applicables à l'inscription et au règlement des formations proposées par l'ESNUM.",
      metaDescription:
        "Conditions générales de vente d'ESNUM : inscription, frais de scolarité, modalités de paiement, rétractation, abandon en cours de formation et réclamations.",
      pageLayout: [
        {
          component: 'sections.rich-text',
          body: `## Article 1 – Objet et champ d'application
Les présentes conditions générales de vente (CGV) régissent les relations entre ESNUM SAS (société fictive de démonstration), ci-après « l'École », et toute personne qui s'inscrit à l'une de ses formations, ci-après « l'Étudiant ». Toute inscription implique l'acceptation sans réserve des présentes CGV, qui prévalent sur tout autre document.

## Article 2 – Inscription
L'inscription devient définitive à réception du contrat de formation signé et, pour les formations à temps plein, du premier règlement prévu par l'échéancier. L'admission est prononcée à l'issue de la procédure décrite sur la page [procédure d'admission](/admission/procedure). Lorsqu'elle est conditionnée à l'obtention d'un diplôme, l'inscription est annulée de plein droit si ce diplôme n'est pas obtenu, et les sommes versées sont remboursées.

## Article 3 – Prix
Les frais de scolarité sont indiqués en euros, toutes taxes comprises, dans la fiche de chaque formation et dans le contrat de formation. Ils couvrent les enseignements, l'accès aux ressources pédagogiques et les frais d'examen organisés par l'École. Ils n'incluent pas les frais de vie, de déplacement ni l'achat de matériel personnel.

Pour les formations suivies en contrat d'apprentissage ou de professionnalisation, les frais de formation sont pris en charge par l'entreprise et son opérateur de compétences : aucun frais de scolarité n'est facturé à l'Étudiant.

## Article 4 – Modalités de paiement
Les frais de scolarité peuvent être réglés en une fois ou selon un échéancier mensuel, sans frais supplémentaires, par virement ou prélèvement. En cas de retard de paiement, et après une relance restée sans effet pendant quinze jours, l'École peut suspendre l'accès aux services pédagogiques jusqu'à régularisation.

## Article 5 – Droit de rétractation
Lorsque le contrat est conclu à distance ou hors établissement, l'Étudiant dispose d'un délai de quatorze jours à compter de sa signature pour se rétracter, sans avoir à motiver sa décision, par courrier ou par e-mail adressé au service des admissions. Les sommes versées sont alors remboursées dans un délai de quatorze jours.

## Article 6 – Annulation et abandon
Toute annulation après l'expiration du délai de rétractation et avant le début de la formation doit être notifiée par écrit. En cas d'abandon en cours de formation, les sommes correspondant à la période écoulée restent dues ; en cas de force majeure dûment justifiée, seules les prestations effectivement suivies sont facturées au prorata.

## Article 7 – Obligations de l'Étudiant
L'Étudiant s'engage à respecter le règlement intérieur de l'École, à suivre assidûment les enseignements et à utiliser les ressources mises à sa disposition dans le respect des droits des tiers.

## Article 8 – Données personnelles
Les données collectées lors de l'inscription sont traitées conformément à notre [charte de protection des données personnelles](/charte-donnees-personnelles).

## Article 9 – Réclamations et médiation
Toute réclamation peut être adressée par écrit au service des admissions ou par e-mail à contact@esnum.example. À défaut de solution amiable dans un délai de deux mois, l'Étudiant consommateur peut recourir gratuitement à un médiateur de la consommation, dont les coordonnées lui sont communiquées sur simple demande.

## Article 10 – Droit applicable
Les présentes CGV sont soumises au droit français. À défaut d'accord amiable, tout litige relève des tribunaux compétents dans les conditions prévues par la loi.`,
        },
      ],
    },
    en: {
      rubrique: 'terms-of-sale',
      title: 'Terms of sale',
      summary: 'The terms that apply to enrolment in and payment for ESNUM programmes.',
      metaDescription:
        'ESNUM terms of sale: enrolment, tuition fees, payment terms, right of withdrawal, leaving a programme early and complaints.',
      pageLayout: [
        {
          component: 'sections.rich-text',
          body: `## Article 1 – Purpose and scope
These general terms of sale govern the relationship between ESNUM SAS (a fictitious company used for demonstration purposes), hereinafter "the School", and any person who enrols in one of its programmes, hereinafter "the Student". Enrolment implies unreserved acceptance of these terms, which take precedence over any other document. In the event of any discrepancy, the French version prevails.

## Article 2 – Enrolment
Enrolment becomes final on receipt of the signed training contract and, for full-time programmes, of the first payment set out in the payment schedule. Admission is granted following the procedure described on the [admission procedure](/en/admission/procedure) page. Where enrolment is conditional on obtaining a qualification, it is automatically cancelled if that qualification is not obtained, and any sums paid are refunded.

## Article 3 – Prices
Tuition fees are stated in euros, including all taxes, on each programme page and in the training contract. They cover teaching, access to learning resources and the cost of exams organised by the School. They do not include living costs, travel or the purchase of personal equipment.

For programmes taken under an apprenticeship or professionalisation contract, training costs are covered by the company and its skills operator: no tuition fees are charged to the Student.

## Article 4 – Payment terms
Tuition fees can be paid in full or in monthly instalments, at no extra cost, by bank transfer or direct debit. In the event of late payment, and after a reminder that remains unanswered for fifteen days, the School may suspend access to teaching services until payment is made.

## Article 5 – Right of withdrawal
When the contract is concluded remotely or off-premises, the Student has fourteen days from signature to withdraw, without giving any reason, by letter or email to the admissions office. Any sums paid are then refunded within fourteen days.

## Article 6 – Cancellation and leaving a programme
Any cancellation after the withdrawal period and before the programme begins must be notified in writing. If the Student leaves during the programme, the sums corresponding to the period already elapsed remain due; in the event of duly documented force majeure, only the services actually received are charged, on a pro rata basis.

## Article 7 – Student obligations
The Student undertakes to comply with the School's internal rules, to attend classes diligently and to use the resources made available in a way that respects the rights of others.

## Article 8 – Personal data
Data collected at enrolment is processed in accordance with our [data privacy policy](/en/data-privacy-policy).

## Article 9 – Complaints and mediation
Any complaint may be sent in writing to the admissions office or by email to contact@esnum.example. If no amicable solution is found within two months, a Student acting as a consumer may refer the matter, free of charge, to a consumer mediator, whose details are provided on request.

## Article 10 – Governing law
These terms are governed by French law. Failing an amicable settlement, any dispute will be brought before the competent courts under the conditions provided for by law.`,
        },
      ],
    },
  },
  {
    key: 'mentions-legales',
    fr: {
      rubrique: 'mentions-legales',
      title: 'Mentions légales',
      summary: "Informations sur l'éditeur, l'hébergeur et les conditions d'utilisation du site ESNUM.",
      metaDescription:
        'Mentions légales du site ESNUM : éditeur, directeur de la publication, hébergeur, propriété intellectuelle, responsabilité et contact.',
      pageLayout: [
        {
          component: 'sections.rich-text',
          body: `## Éditeur du site
Le présent site est édité par ESNUM SAS (société fictive de démonstration), société par actions simplifiée au capital de 10 000 euros, dont le siège social est situé 1 rue de l'Exemple, 75000 Paris (adresse fictive), immatriculée au registre du commerce et des sociétés sous le numéro 000 000 000 (numéro fictif).

La société est joignable au 01 84 00 00 00 ou à l’adresse contact@esnum.example.

## Directeur de la publication
Le directeur de la publication est le président d'ESNUM SAS.

## Hébergement
Le site est hébergé par Hébergement Exemple SAS (société fictive de démonstration), 2 avenue des Serveurs, 69000 Lyon (adresse fictive), sur des serveurs situés dans l'Union européenne.

## Propriété intellectuelle
L'ensemble des contenus de ce site (textes, images, logos, vidéos, podcasts, éléments graphiques et code) est protégé par le droit de la propriété intellectuelle. Sauf mention contraire, ils sont la propriété d'ESNUM SAS ou font l'objet d'une autorisation d'utilisation. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite.

## Responsabilité
ESNUM s'efforce de fournir des informations exactes et à jour, notamment sur ses formations, ses tarifs et ses calendriers. Ces informations restent toutefois indicatives et peuvent évoluer ; seuls les documents contractuels remis lors de l'inscription font foi. ESNUM ne saurait être tenue responsable d'une interruption temporaire du site ni du contenu des sites tiers vers lesquels des liens pourraient renvoyer.

## Données personnelles et cookies
Les traitements de données personnelles et l'usage des cookies sont décrits dans notre [charte de protection des données personnelles](/charte-donnees-personnelles).

## Contact
Pour toute question relative au site, vous pouvez nous écrire à contact@esnum.example ou utiliser la page [contactez-nous](/contactez-nous).

## Droit applicable
Les présentes mentions légales sont soumises au droit français.`,
        },
      ],
    },
    en: {
      rubrique: 'legal-notices',
      title: 'Legal notices',
      summary: 'Information about the publisher, the host and the terms of use of the ESNUM website.',
      metaDescription:
        'Legal notices for the ESNUM website: publisher, publication director, hosting provider, intellectual property, liability and contact.',
      pageLayout: [
        {
          component: 'sections.rich-text',
          body: `## Publisher
This website is published by ESNUM SAS (a fictitious company used for demonstration purposes), a simplified joint-stock company (SAS) with share capital of 10,000 euros, whose registered office is at 1 rue de l'Exemple, 75000 Paris (fictitious address), registered with the Trade and Companies Register under number 000 000 000 (fictitious number).

It can be reached on +33 1 84 00 00 00 or at contact@esnum.example.

## Publication director
The publication director is the president of ESNUM SAS.

## Hosting
The website is hosted by Hébergement Exemple SAS (a fictitious company used for demonstration purposes), 2 avenue des Serveurs, 69000 Lyon (fictitious address), on servers located in the European Union.

## Intellectual property
All content on this website (text, images, logos, videos, podcasts, graphic elements and code) is protected by intellectual property law. Unless otherwise stated, it is the property of ESNUM SAS or is used with permission. Any full or partial reproduction, representation or adaptation without prior written permission is prohibited.

## Liability
ESNUM strives to provide accurate and up-to-date information, in particular about its programmes, fees and calendars. This information is, however, given for guidance only and may change; only the contractual documents provided at enrolment are binding. ESNUM cannot be held liable for any temporary interruption of the website or for the content of third-party websites to which links may lead.

## Personal data and cookies
The processing of personal data and the use of cookies are described in our [data privacy policy](/en/data-privacy-policy).

## Contact
For any question about the website, you can write to contact@esnum.example or use the [contact us](/en/contactez-nous) page.

## Governing law
These legal notices are governed by French law.`,
        },
      ],
    },
  },
  {
    key: 'charte-donnees-personnelles',
    fr: {
      rubrique: 'charte-donnees-personnelles',
      title: 'Charte de protection des données personnelles',
      summary: 'Comment ESNUM collecte, utilise et protège vos données personnelles, et comment exercer vos droits.',
      metaDescription:
        "Charte de protection des données personnelles d'ESNUM : données collectées, finalités, durées de conservation, cookies, mesure d'audience et droits.",
      pageLayout: [
        {
          component: 'sections.rich-text',
          title: 'Vos données et leur utilisation',
          body: `## Responsable du traitement
Les données personnelles collectées sur ce site sont traitées par ESNUM SAS (société fictive de démonstration), 1 rue de l'Exemple, 75000 Paris (adresse fictive), conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.

## Données collectées
Nous collectons uniquement les données que vous nous transmettez via nos formulaires :

- **demande de brochure** : nom, prénom, e-mail, téléphone, formation et campus souhaités ;
- **demande de contact** : coordonnées et contenu de votre message ;
- **candidature** : informations d'état civil, parcours scolaire et professionnel, pièces justificatives.

## Finalités et bases légales
- Répondre à vos demandes de brochure ou de contact (mesures précontractuelles prises à votre demande).
- Instruire votre candidature et gérer votre inscription (exécution du contrat de formation).
- Vous informer de nos événements et de nos formations, si vous l'avez accepté (consentement).
- Mesurer l'audience du site, si vous l'avez accepté (consentement).
- Mesurer l'efficacité de nos campagnes publicitaires, si vous l'avez accepté (consentement).

## Destinataires
Vos données sont destinées aux équipes d'ESNUM en charge des admissions et des relations avec les candidats, sur le campus concerné. Elles peuvent être confiées à des prestataires techniques (hébergement, envoi d'e-mails) agissant sur nos instructions. Elles ne sont jamais vendues.

## Durées de conservation
- Demandes de brochure et de contact : trois ans à compter du dernier échange.
- Candidatures non suivies d'une inscription : deux ans.
- Dossiers des étudiants inscrits : pendant la durée de la formation, puis selon les durées légales d'archivage.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Cookies et traceurs',
          body: `## Cookies de suivi de l'origine
Lorsque vous arrivez sur le site depuis une campagne, un moteur de recherche ou un autre site, nous déposons des cookies internes, dits « first-party », conservés **2 jours** :

- **origine-tracking** : la campagne, le moteur de recherche ou le site qui vous a amené (ou « direct ») ;
- **utm_source** et **utm_medium** : la source et le support de la campagne (par exemple une lettre d'information envoyée par e-mail) ;
- **utm_campaign** : le nom de la campagne, lorsque le lien suivi l'indique (sa variante, utm_content, devient l'origine).

Ils décrivent une seule arrivée, la première : une autre campagne suivie pendant ces 2 jours ne les remplace pas. Ces cookies servent uniquement à indiquer au logiciel de relation candidats de l'école (CRM) quelle campagne est à l'origine d'une demande de brochure, de contact ou d'inscription. Ils ne sont lus par aucun tiers, ne servent pas à vous suivre sur d'autres sites et ne sont pas utilisés à des fins publicitaires. Ils sont strictement nécessaires au service que vous demandez en remplissant un formulaire ; à ce titre, ils ne nécessitent pas votre consentement.

## Cookie de consentement
Le cookie interne **esnum_consent** mémorise votre choix (les finalités acceptées ou refusées et la date de ce choix) pendant **6 mois**, pour ne pas vous poser la question à chaque visite. Il est strictement nécessaire et ne contient aucune donnée qui vous identifie.

## Gestionnaire de balises et finalités soumises à votre accord
Nous utilisons un gestionnaire de balises, Google Tag Manager. Il n'est chargé **qu'après votre consentement** à au moins l'une des finalités suivantes, recueilli au moyen du bandeau affiché lors de votre première visite :

- **Mesure d'audience** : statistiques de visite (pages consultées, langue, démarches commencées) pour comprendre comment le site est utilisé et l'améliorer ;
- **Publicité** : mesure de l'efficacité de nos campagnes publicitaires et personnalisation des annonces que vous voyez sur d'autres sites.

Tant que vous n'avez pas fait de choix, ou si vous refusez, le gestionnaire de balises n'est pas chargé et aucune donnée ne lui est transmise. Accepter et refuser sont aussi simples l'un que l'autre, et refuser ne change rien à votre navigation.

Votre choix, qu'il s'agisse d'une acceptation ou d'un refus, est conservé **6 mois**, puis vous est de nouveau demandé. Vous pouvez le modifier ou retirer votre consentement à tout moment grâce au lien **« Gestion des cookies »** présent en pied de page ; les cookies de mesure d'audience ou de publicité déjà déposés sont alors supprimés.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Vos droits',
          body: `Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation et de portabilité de vos données, ainsi que d'un droit d'opposition à leur traitement. Lorsque le traitement repose sur votre consentement, vous pouvez le retirer à tout moment. Vous pouvez également définir des directives relatives au sort de vos données après votre décès.

Pour exercer vos droits, écrivez à notre délégué à la protection des données : dpo@esnum.example, en précisant l'objet de votre demande. Une réponse vous est apportée dans un délai d'un mois.

Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL.

## Sécurité
Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données : chiffrement des échanges, contrôle des accès, sauvegardes et sensibilisation de nos équipes.

Pour toute autre question, consultez nos [mentions légales](/mentions-legales) ou [contactez-nous](/contactez-nous).`,
        },
      ],
    },
    en: {
      rubrique: 'data-privacy-policy',
      title: 'Data privacy policy',
      summary: 'How ESNUM collects, uses and protects your personal data, and how to exercise your rights.',
      metaDescription:
        'ESNUM data privacy policy: data collected, purposes, retention periods, cookies, audience measurement and your rights.',
      pageLayout: [
        {
          component: 'sections.rich-text',
          title: 'Your data and how we use it',
          body: `## Data controller
Personal data collected on this website is processed by ESNUM SAS (a fictitious company used for demonstration purposes), 1 rue de l'Exemple, 75000 Paris (fictitious address), in accordance with the General Data Protection Regulation (GDPR) and the French Data Protection Act.

## Data collected
We only collect the data you send us through our forms:

- **brochure request**: surname, first name, email, phone number, programme and campus of interest;
- **contact request**: contact details and the content of your message;
- **application**: identity details, academic and professional background, supporting documents.

## Purposes and legal bases
- Responding to your brochure or contact requests (pre-contractual steps taken at your request).
- Processing your application and managing your enrolment (performance of the training contract).
- Informing you about our events and programmes, if you have agreed (consent).
- Measuring website audience, if you have agreed (consent).
- Measuring the effectiveness of our advertising campaigns, if you have agreed (consent).

## Recipients
Your data is intended for the ESNUM teams in charge of admissions and applicant relations on the relevant campus. It may be entrusted to technical service providers (hosting, email delivery) acting on our instructions. It is never sold.

## Retention periods
- Brochure and contact requests: three years from the last exchange.
- Applications not followed by enrolment: two years.
- Records of enrolled students: for the duration of the programme, then according to the legal archiving periods.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Cookies and trackers',
          body: `## Origin-tracking cookies
When you arrive on the website from a campaign, a search engine or another website, we set first-party cookies, kept for **2 days**:

- **origine-tracking**: the campaign, search engine or website that brought you here (or "direct");
- **utm_source** and **utm_medium**: the source and medium of the campaign (for example, a newsletter sent by email);
- **utm_campaign**: the name of the campaign, when the link you followed includes it (its variant, utm_content, becomes the origin).

They describe a single arrival, the first one: another campaign you follow during those 2 days does not replace them. These cookies are used solely to tell the school's applicant relationship software (CRM) which campaign a brochure, contact or registration request came from. They are not read by any third party, are not used to track you on other websites and are not used for advertising. They are strictly necessary for the service you request when you fill in a form; as such, they do not require your consent.

## Consent cookie
The first-party **esnum_consent** cookie remembers your choice (the purposes accepted or refused and the date of that choice) for **6 months**, so that we do not ask you again on every visit. It is strictly necessary and contains nothing that identifies you.

## Tag manager and purposes that need your agreement
We use a tag manager, Google Tag Manager. It is loaded **only after you have consented** to at least one of the following purposes, through the banner displayed on your first visit:

- **Audience measurement**: visit statistics (pages viewed, language, requests started) to understand how the website is used and improve it;
- **Advertising**: measuring the effectiveness of our advertising campaigns and personalising the ads you see on other websites.

Until you have made a choice, or if you refuse, the tag manager is not loaded and no data is sent to it. Accepting and refusing are equally easy, and refusing makes no difference to your browsing.

Your choice, whether you accept or refuse, is kept for **6 months**, after which you are asked again. You can change it or withdraw your consent at any time using the **"Cookie settings"** link in the footer; any audience measurement or advertising cookies already set are then deleted.`,
        },
        {
          component: 'sections.rich-text',
          title: 'Your rights',
          body: `You have the right to access, rectify and erase your data, to restrict its processing and to data portability, as well as the right to object to its processing. Where processing is based on your consent, you can withdraw it at any time. You can also set out instructions regarding what happens to your data after your death.

To exercise your rights, write to our data protection officer at dpo@esnum.example, stating the purpose of your request. You will receive a reply within one month.

If, after contacting us, you believe that your rights have not been respected, you can lodge a complaint with the CNIL, the French data protection authority.

## Security
We implement appropriate technical and organisational measures to protect your data: encrypted communications, access control, backups and staff awareness training.

For any other question, see our [legal notices](/en/legal-notices) or [contact us](/en/contactez-nous).`,
        },
      ],
    },
  },
];
