/**
 * The help page's prose (spec: the INFOS page explains search syntax,
 * gestures, the plan, the game, the word cloud and copyright). It lives
 * beside the page and is loaded with it, so a visitor's first load does not
 * carry it; every other text of the site is in src/messages.ts.
 */
import { PSEUDO_MESSAGES, SEARCH_MESSAGES } from '@parole/bible';

export const helpTexts = {
  title: 'Infos',
  tocLabel: 'Sommaire',
  reading: {
    title: 'Lecture',
    paragraphs: [
      'Choisissez un livre dans LIVRES, puis un chapitre dans la barre des chapitres de la page de lecture. La barre montre les 20 premiers chapitres (8 sur mobile) ; le bouton « ... » affiche les autres, et le chapitre en cours, s’il vient après, reste visible à sa suite.',
      "Le bouton Réglages ouvre le panneau d'affichage : taille du texte, interligne, texte justifié, numéros des versets et noms divins en évidence. Le bouton des colonnes affiche le texte sur une ou deux colonnes (sur grand écran). Vos réglages sont gardés sur cet appareil.",
      'Le bouton Écouter ouvre le lecteur audio du chapitre : le texte est lu par une voix de synthèse (un logiciel, pas un lecteur), après l’annonce du livre et du chapitre. À la fin du chapitre, le suivant commence et la page le suit. Le lecteur a sa vitesse, la progression du chapitre, la pause et les chapitres précédent et suivant ; ouvrir les réglages n’arrête rien : la lecture continue, le lecteur réduit à une barre en bas de l’écran (sur un téléphone, il y reste pendant toute l’écoute). Touchez un verset pendant l’écoute pour l’entendre depuis son début ; si vous faites défiler la page, elle reste où vous êtes, et « Revenir au verset lu » vous ramène au verset entendu.',
      'Double-cliquez sur un verset pour le sélectionner ou le désélectionner ; sur un écran tactile, touchez-le (au clavier : Entrée ou Espace sur le verset). La sélection est effacée quand vous changez de chapitre.',
      'Le bouton Copier copie les versets sélectionnés : le texte suivi de la référence entre parenthèses, par exemple « Car Dieu a tant aimé le monde… (Jean 3:16) ». Copier le chapitre copie tout le chapitre : une première ligne avec le livre, le chapitre et le nom de la traduction, puis un verset numéroté par ligne.',
      'Une adresse comme /lire/43/3/16 ouvre Jean 3 avec le verset 16 sélectionné ; on peut aussi indiquer une plage (16-18) ou une liste (1,3-5). /lire seul rouvre le dernier chapitre lu sur cet appareil.',
      "Le lien « Imprimer le chapitre » ouvre une mise en page à deux colonnes puis la fenêtre d'impression.",
      'Le menu Traduction, à côté du titre du chapitre, propose les Bibles de ce site (leur nom court sur mobile). Changer de traduction garde votre place : le même passage s’ouvre dans l’autre Bible, avec sa propre numérotation (un verset peut y porter un autre numéro, comme Genèse 31:55 de Segond, qui est Genèse 32:1 chez Darby), et les versets sélectionnés le restent. Si un verset manque dans l’autre traduction, la page le dit et sélectionne le plus proche.',
      'La traduction choisie est gardée sur cet appareil et l’adresse de la page la dit (?traduction=darby par exemple) : une adresse partagée s’ouvre dans la même traduction. La recherche, les références « .. », le plan, les thèmes, le nuage de mots et l’impression suivent la traduction choisie ; le jeu utilise toujours la traduction par défaut du site.',
      'Certaines traductions ont leurs propres signes, gardés comme dans leur édition imprimée : un astérisque près du numéro d’un verset numéroté autrement dans d’autres éditions, une étoile avant certains mots, des mots ajoutés entre crochets. Une légende sous le chapitre les explique, et chaque signe le dit au survol.',
    ],
  },
  gestures: {
    title: 'Gestes et clavier',
    paragraphs: [
      "Sur écran tactile, glissez le doigt vers la gauche pour passer au chapitre suivant, vers la droite pour revenir au chapitre précédent. Un glissement de moins de 40 pixels n'est pas pris en compte, pas plus qu'un mouvement surtout vertical (il fait défiler la page).",
      'Au clavier, les flèches gauche et droite mènent au chapitre précédent et au chapitre suivant.',
    ],
  },
  search: {
    title: 'Recherche',
    paragraphs: [
      'Tapez un ou plusieurs mots dans la barre de recherche puis Entrée : les versets qui contiennent tous ces mots, dans n’importe quel ordre, sont trouvés. Par exemple « eternel berger ».',
      'La barre garde le dernier mot cherché. Touchez-la (ou cliquez dedans) : ce mot est sélectionné en entier, et ce que vous tapez le remplace. Pour le modifier plutôt, placez le curseur d’un second clic, avec les flèches du clavier ou, sur un écran tactile, avec les poignées de la sélection. Le bouton Effacer (×) la vide.',
      'Pour chercher une expression, mettez-la entre guillemets : « "Dieu est amour" » trouve ces mots qui se suivent, dans cet ordre. Le bouton guillemets ajoute ou retire les guillemets autour du texte tapé.',
      'Sans le bouton « mot exact », un mot est aussi trouvé à l’intérieur d’un mot plus long : « lumi » trouve « lumière » et « lumières ». Avec le bouton, seuls les mots entiers comptent. Changer de mode relance la recherche.',
      'Les majuscules et les accents ne comptent pas (« eternel » trouve « Éternel », « facade » trouve « façade ») ; les apostrophes droites et courbes se valent, et « oe » trouve « œ » (« coeur » trouve « cœur »).',
      `Il faut au moins 3 caractères (sinon : « ${SEARCH_MESSAGES.minLength} »). Les 100 premiers versets trouvés sont affichés, dans l’ordre de la Bible ; le nombre total est indiqué (« Trouvé N », avec « (Max : 100) » au-delà).`,
      'Le panneau des filtres donne le nombre de versets trouvés dans toute la Bible (BIBLE), dans l’Ancien Testament (AT), dans le Nouveau Testament (NT) et dans chaque livre ; cliquez sur l’un d’eux pour n’afficher que ses versets. Sur mobile, le panneau se replie.',
      'Pour aller directement à un passage, tapez deux points puis la référence : « ..jean 3.16 », « ..1 cor 13.4 », « ..ps 23 » (tout le chapitre), « ..gen » (chapitre 1). Le nom du livre peut être abrégé (jn, 1 cor, ps) ; le chapitre suit après une espace, le verset après un point.',
      'L’historique des recherches (le bouton Historique, avec le nombre de recherches) et les marque-pages restent sur cet appareil : ils ne sont jamais envoyés au serveur. L’historique a un mode d’édition pour retirer une recherche ou tout effacer (après confirmation).',
      'Pour ajouter un marque-page, sélectionnez un ou plusieurs versets sur la page de lecture (double clic, ou toucher sur un écran tactile) puis appuyez sur le bouton Marque-page ; sans sélection, le marque-page garde le chapitre entier. Le bouton Marque-pages de la barre de recherche les liste : ouvrez-en un, retirez-le, ou effacez-les tous.',
    ],
  },
  plan: {
    title: 'Bible en 1 an',
    paragraphs: [
      'BIBLE 1 AN propose de lire toute la Bible en une année : chaque jour 2 ou 3 chapitres de l’Ancien Testament (colonne violette) et 1 chapitre du Nouveau Testament (colonne cyan). Le menu ouvre directement les lectures du jour.',
      'Sur l’année, chaque chapitre de l’Ancien Testament est lu une fois, dans l’ordre de la Bible ; les chapitres du jour sont choisis pour que la longueur des lectures reste à peu près la même d’un jour à l’autre.',
      'Les évangiles (Matthieu, Marc, Luc et Jean) sont lus deux fois dans l’année, en alternance avec les autres livres du Nouveau Testament, qui sont tous lus au moins une fois (les chapitres 1 à 17 des Actes, deux fois).',
      'Le plan suit le calendrier d’une année bissextile. Les années sans 29 février, les lectures du 29 février s’ajoutent à celles du 28 février : rien n’est sauté.',
      'Le bouton Aujourd’hui revient à la date du jour ; les boutons des mois et des jours mènent à une autre date. Chaque chapitre s’ouvre dans la lecture, ou s’affiche sur place avec « Afficher le texte ».',
      'Le bouton Écouter d’un chapitre le fait lire par la voix de synthèse (Pause l’arrête) ; à la fin, le chapitre suivant de la journée commence, jusqu’au dernier.',
      'Les chapitres que vous avez ouverts sont marqués « Lu » pour cette date : cette information reste sur cet appareil, elle n’est jamais envoyée au serveur.',
    ],
  },
  themes: {
    title: 'Thèmes',
    /** The first paragraph, around its link to /theme (also in the menu and on the home page: THÈMES). */
    intro: {
      before: 'La page ',
      link: 'Thèmes',
      after:
        ' (aussi dans le menu et sur l’accueil) regroupe des versets choisis par thème : amour, foi, espérance, paix, pardon, prière, consolation, courage, sagesse… Chaque thème a son image, dessinée pour Parole.',
    },
    paragraphs: [
      'Un thème ouvert montre ses versets, un passage par carte (un passage de plusieurs versets reste sur une seule carte). La référence de chaque carte ouvre le chapitre dans la lecture, avec ces versets sélectionnés ; « Retour aux thèmes » ramène à la liste.',
    ],
  },
  game: {
    title: 'Jeu biblique',
    paragraphs: [
      'JEU BIBLIQUE propose des parties de 10 versets tirés au hasard : pour chacun, trouvez de quel livre de la Bible il vient, en choisissant parmi les 66 livres (l’Ancien Testament en violet, le Nouveau Testament en cyan). Au clavier, Tab mène aux livres et Entrée ou Espace choisit.',
      `Pour jouer, tapez un pseudo de 4 à 12 caractères (le compteur, par exemple 5/12, dit où vous en êtes ; sinon « ${PSEUDO_MESSAGES.required} » ou « ${PSEUDO_MESSAGES.length} ») puis appuyez sur « (Re) Jouer ».`,
      'Les dix cases des essais suivent la partie : la case en cours est grise, une bonne réponse verte (✓), une mauvaise rouge (✗), les suivantes gris clair. À partir du deuxième verset, votre réponse précédente est rappelée, avec le bon livre si vous vous êtes trompé.',
      'Le chrono (minutes:secondes) part au premier verset affiché et s’arrête à la dixième réponse. Le score compte les bonnes réponses sur 10 ; à score égal, la partie la plus rapide passe devant dans les meilleurs scores.',
      'À la fin, le résumé de la partie reprend chaque verset, juste ou faux, avec le bon livre, la réponse donnée et un lien vers le verset dans la lecture ; « Rejouer » commence une nouvelle partie avec le même pseudo.',
      'Une partie commencée peut être reprise sur le même appareil, là où vous en étiez, même après avoir fermé la page : le verset en cours et le temps écoulé sont gardés par le serveur (le chrono continue de tourner). Elle ne peut pas être continuée depuis un autre appareil.',
      'Les parties et les pseudos sont publics : les tableaux « Dernières parties » et « Meilleures parties » montrent à tous le pseudo, le score, le temps et la date de chaque partie terminée, et chaque résumé peut être consulté. Choisissez un pseudo qui ne dit pas qui vous êtes si vous le préférez.',
    ],
  },
  wordCloud: {
    title: 'Nuage de mots',
    paragraphs: [
      'TAG CLOUD montre les 100 mots les plus employés du Nouveau Testament (par défaut), de l’Ancien Testament (AT), de toute la Bible (Bible) ou d’un livre, choisi dans l’une des deux listes. Plus un mot est employé, plus il est grand ; sa couleur dit aussi combien de fois (moins de 10, puis 10, 20, 50, 100, 200, 500, 1 000 et 2 000 fois ou plus).',
      'Attendre qq secs ... : le nuage se calcule dans votre navigateur (« Calcul du nuage… »), ce qui peut prendre quelques secondes.',
      'Les mots de moins de 3 lettres et les mots outils (le, et, que, pour, point…) ne sont pas comptés ; dans un livre, les mots employés une seule fois non plus. Un mot compte sous toutes ses formes écrites (« Éternel » et « éternel ») ; les accents le distinguent (« pêche » n’est pas « péché »).',
      'Cliquez sur un mot pour le rechercher, en mot exact, dans la même partie de la Bible que le nuage. Cette recherche-là seulement : votre propre choix du bouton « mot exact » ne change pas, et vos recherches suivantes le gardent.',
    ],
  },
  embed: {
    title: 'Intégrer Parole sur votre site',
    intro:
      'Les widgets de Parole (le plan de lecture du jour, la recherche, le jeu biblique, la lecture d’un chapitre, les thèmes, le nuage de mots) s’ajoutent à n’importe quelle page de votre site, celui d’une paroisse par exemple, en deux lignes de HTML, sans inscription ni compte. Chaque widget garde son apparence quel que soit le style de votre site, et ne change rien au reste de la page. Il prend la largeur de son élément et s’y dispose, jusqu’à 280 pixels : dans une colonne latérale, il prend sa forme compacte.',
    builderLink: 'Créer le code de votre widget, avec son aperçu',
    snippetTitle: 'Les deux lignes à copier',
    snippet:
      'Collez le script une seule fois dans la page, puis un élément par widget, là où il doit apparaître. data-site fait mener les liens (un chapitre, un résultat, une partie) vers ce site ; sans lui, tout s’ouvre dans le widget.',
    snippetLabel: 'Code HTML à copier dans votre page',
    attributesTitle: 'Les attributs',
    attributesIntro: 'Tous sont facultatifs, sauf data-bible-widget.',
    attributesLabel: 'Attributs des widgets',
    attributeHeader: 'Attribut',
    meaningHeader: 'Effet',
    attributes: [
      ['data-bible-widget', 'Le widget : plan (le plan du jour), quiz (le jeu), reader (un chapitre), search (la recherche), themes (les thèmes) ou wordcloud (le nuage de mots).'],
      ['data-site', 'L’adresse de ce site, vers laquelle mènent les liens.'],
      ['data-new-tab', 'Avec data-site : les pages de ce site s’ouvrent dans un nouvel onglet, vos visiteurs restent sur votre page.'],
      ['data-date, ou data-mois et data-jour', 'plan : le jour du plan (AAAA-MM-JJ, ou un mois de 1 à 12 et un jour de 1 à 31) ; aujourd’hui par défaut.'],
      ['data-livre, data-chapitre, data-selection', 'reader : le livre (1 à 66), le chapitre, et des versets sélectionnés (16, 16-18 ou 1,3-5).'],
      ['data-word, data-filter, data-exact', 'search : le mot cherché à l’ouverture, le filtre (atnt, at, nt ou un livre de 1 à 66), exa pour les mots entiers.'],
      ['data-max-results', 'search : le nombre de versets affichés à la fois (de 1 à 100 ; 10 par défaut, 5 dans une place étroite), suivis de « Voir les N résultats » avec data-site, ou de pages de versets sans lui.'],
      ['data-theme', 'themes : le numéro d’un thème, ouvert directement.'],
      ['data-livre ou data-testament', 'wordcloud : atnt, at, nt ou un livre de 1 à 66 (nt par défaut).'],
      ['data-scheme', 'light (clair), dark (sombre) ou auto (le réglage de l’appareil du visiteur).'],
      ['data-color-accent, data-color-background, data-color-text…', 'Vos couleurs, en clair comme en sombre : l’accent (liens, bouton principal), le fond, le texte, et chaque autre couleur (data-color-old-testament, data-color-new-testament, data-color-surface…).'],
      ['data-dark-color-…', 'La même couleur, pour le mode sombre seulement.'],
      ['data-font-text, data-font-ui', 'La police du texte biblique, celle des boutons et des titres.'],
      ['data-radius, data-spacing', 'L’arrondi des coins (8px par exemple), l’espacement (1rem par exemple).'],
      ['data-debug', 'Affiche sous le widget les attributs mal écrits, comme sur localhost (voir plus bas).'],
      ['data-traduction', 'La traduction que lit le widget (voir « Une autre traduction » plus bas) ; la traduction par défaut du site sans lui.'],
    ],
    translationTitle: 'Une autre traduction',
    translation:
      'Ajoutez data-traduction avec l’identifiant d’une traduction de ce site : le widget lit son texte, les références (data-livre, data-chapitre) suivent sa numérotation, et ses liens mènent à cette traduction sur ce site. Mis sur la balise <script>, l’attribut vaut pour tous les widgets de la page (celui d’un widget l’emporte), et sur la balise du script des références, pour les liens et leurs aperçus. Le jeu utilise toujours la traduction par défaut. Un identifiant inconnu est signalé en français dans le widget. Les traductions de ce site :',
    translationsLabel: 'Traductions de ce site et leurs identifiants',
    translationItem: (id: string, name: string) => `${id} : ${name}`,
    translationExampleLabel: (name: string) => `Exemple : la lecture d’un chapitre en ${name}`,
    themingTitle: 'À vos couleurs',
    theming:
      'Donnez vos couleurs et vos polices : le widget les applique, et reste lisible. Les couleurs que vous ne donnez pas s’accordent à votre fond (un fond clair garde un texte sombre, même en mode sombre), et une couleur trop pâle sur votre fond (ou trop foncée sur un fond sombre) est ajustée juste assez pour se lire. Pour un mode sombre à vous, ajoutez les couleurs data-dark-color-….',
    themingLabel: 'Exemple : le plan aux couleurs d’une paroisse',
    previewLabel: 'Aperçu : le plan du 31 août avec ces attributs',
    taggerTitle: 'Les références bibliques de vos pages, en liens',
    tagger:
      'Une seule ligne, dans le modèle de votre site, transforme chaque référence biblique de vos pages (« Jean 3.16 », « 1 Co 13,4-7 », « Ps 23 », « Rm 8.28-39 ; 12.1-2 ») en lien vers le chapitre sur ce site ; au survol, au clavier ou d’un toucher, un aperçu montre le passage. Le texte de vos pages reste tel que vous l’avez écrit ; un élément marqué data-parole-ignore est laissé tel quel.',
    taggerLabel: 'Code HTML des liens de références, à copier dans le modèle de votre site',
    mistakesTitle: 'En cas d’erreur',
    mistakes:
      'Un nom de widget ou une valeur inconnue affiche une courte explication en français à la place du widget, et dans la console du navigateur. Une couleur ou une police refusée est ignorée (le widget fonctionne avec le reste) ; tant que votre page est servie depuis votre ordinateur (localhost) ou avec data-debug, la liste des attributs à corriger s’affiche sous le widget. Vos visiteurs ne la voient pas.',
    publicTitle: 'Ce qui est public',
    public:
      'Les parties du jeu et les pseudos sont publics, que l’on joue ici ou sur votre site : les tableaux « Dernières parties » et « Meilleures parties » montrent à tous le pseudo, le score, le temps et la date de chaque partie terminée. Prévenez vos visiteurs qu’un pseudo n’a pas à dire qui ils sont. Le reste (historique de recherche, réglages, chapitres lus) reste sur l’appareil du visiteur.',
  },
  copyright: {
    title: 'Droits',
    translation: (name: string, copyright: string) => `Texte biblique : ${name}. ${copyright}`,
    translationUnknown: "Les informations sur la traduction n'ont pas pu être chargées.",
    licence: 'Le logiciel Parole est libre, publié sous licence MIT.',
    /** Before the cross references' credit, in the API's words and link (issue 43). */
    references:
      'Les références croisées (« Références » d’un verset sélectionné, « Voir aussi » des aperçus) sont celles d’OpenBible.info, sous licence Creative Commons Attribution (CC BY) : ',
  },
} as const;
