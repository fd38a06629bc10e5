<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message>
        <source>Évolution de la partie</source>
        <extracomment>The lines&apos; colours; none is the theme&apos;s red, which marks a provisional or contested row in the standings. The same hues lightened, to read on the dark scheme&apos;s background.</extracomment>
        <translation>Game progress</translation>
    </message>
    <message>
        <source>Donne</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Joueurs de tête</source>
        <translation>Leading players</translation>
    </message>
    <message>
        <source>Équipes de tête</source>
        <translation>Leading teams</translation>
    </message>
    <message>
        <source>Manche</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Annuler</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Le club</source>
        <translation>The club</translation>
    </message>
    <message>
        <source>Belote Club de Murat</source>
        <translation>Belote Club de Murat</translation>
    </message>
    <message>
        <source>Murat</source>
        <translation>Murat</translation>
    </message>
    <message>
        <source>&amp;Nom du club</source>
        <translation>Club &amp;name</translation>
    </message>
    <message>
        <source>&amp;Ville</source>
        <translation>&amp;Town</translation>
    </message>
    <message>
        <source>Le nom du club figure en tête des feuilles de marque, plans de table, classements et palmarès.</source>
        <translation>The club’s name heads the score sheets, table plans, standings and prize list.</translation>
    </message>
    <message>
        <source>Importer des joueurs</source>
        <extracomment>How the services start a CSV line&apos;s problem (« Ligne 16 : … », in English « Line 16: … »).</extracomment>
        <translation>Import players</translation>
    </message>
    <message>
        <source>{valid}, {duplicates} ; {errors}.</source>
        <translation>{valid}, {duplicates}; {errors}.</translation>
    </message>
    <message>
        <source>{n} ligne valable</source>
        <translation>{n} valid line</translation>
    </message>
    <message>
        <source>{n} lignes valables</source>
        <translation>{n} valid lines</translation>
    </message>
    <message>
        <source>dont {dup} déjà dans la liste</source>
        <translation>of which {dup} already listed</translation>
    </message>
    <message>
        <source>{n} ligne en erreur</source>
        <translation>{n} line with errors</translation>
    </message>
    <message>
        <source>{n} lignes en erreur</source>
        <translation>{n} lines with errors</translation>
    </message>
    <message>
        <source>Ligne</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Joueur</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Remarque</source>
        <translation>Note</translation>
    </message>
    <message>
        <source> ; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>déjà dans la liste : ignoré</source>
        <translation>already in the list: skipped</translation>
    </message>
    <message>
        <source>sera ajouté</source>
        <translation>will be added</translation>
    </message>
    <message>
        <source>Importer {n} joueur</source>
        <translation>Import {n} player</translation>
    </message>
    <message>
        <source>Importer {n} joueurs</source>
        <translation>Import {n} players</translation>
    </message>
    <message>
        <source>Feuilles de marque</source>
        <extracomment>(key, French title, needs a round)</extracomment>
        <translation>Score sheets</translation>
    </message>
    <message>
        <source>Feuilles de marque, 2 par page</source>
        <translation>Score sheets, 2 per page</translation>
    </message>
    <message>
        <source>Plan de table</source>
        <translation>Table plan</translation>
    </message>
    <message>
        <source>Palmarès</source>
        <translation>Prize list</translation>
    </message>
    <message>
        <source>Règles du concours</source>
        <translation>Tournament rules</translation>
    </message>
    <message>
        <source>Cartons de table</source>
        <translation>Table cards</translation>
    </message>
    <message>
        <source>Feuille du trésorier</source>
        <translation>Treasurer’s sheet</translation>
    </message>
    <message>
        <source>Imprimer</source>
        <extracomment>Pages are rasterised at the printer&apos;s resolution, but no finer than this (an A4 page at 300 dpi: 35 MB).</extracomment>
        <translation>Print</translation>
    </message>
    <message>
        <source>Documents à imprimer</source>
        <translation>Documents to print</translation>
    </message>
    <message>
        <source>Manche </source>
        <translation>Round </translation>
    </message>
    <message>
        <source>Imprimer…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <source>Enregistrer en PDF…</source>
        <translation>Save as PDF…</translation>
    </message>
    <message>
        <source>Fermer</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>{n} page</source>
        <translation>{n} page</translation>
    </message>
    <message>
        <source>{n} pages</source>
        <translation>{n} pages</translation>
    </message>
    <message>
        <source>Enregistrer en PDF</source>
        <translation>Save as PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Enregistrement impossible</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>Le fichier « {path} » n’a pas pu être écrit : {reason}</source>
        <translation>The file “{path}” could not be written: {reason}</translation>
    </message>
    <message>
        <source>Impression impossible</source>
        <translation>Cannot print</translation>
    </message>
    <message>
        <source>L’imprimante n’a pas pu être utilisée : vérifiez qu’elle est allumée et reliée, puis recommencez, ou enregistrez le document en PDF.</source>
        <translation>The printer could not be used: check that it is switched on and connected, then try again, or save the document as PDF.</translation>
    </message>
    <message>
        <source>{n} page envoyée à l’impression</source>
        <translation>{n} page sent to the printer</translation>
    </message>
    <message>
        <source>{n} pages envoyées à l’impression</source>
        <translation>{n} pages sent to the printer</translation>
    </message>
    <message>
        <source>Forfait — table {n}</source>
        <translation>Forfeit — table {n}</translation>
    </message>
    <message>
        <source>Saisir les totaux (sinon, comme pour un exempt)</source>
        <translation>Type the totals (otherwise, as for a bye)</translation>
    </message>
    <message>
        <source>Déclare forfait</source>
        <translation>Gives up</translation>
    </message>
    <message>
        <source>Déclarer le forfait</source>
        <translation>Declare the forfeit</translation>
    </message>
    <message>
        <source>Le côté qui déclare forfait perd la partie ; l’autre marque ce que la politique de l’exempt prévoit, ou les totaux saisis ici.</source>
        <translation>The side that gives up loses the game; the other scores what the bye policy says, or the totals typed here.</translation>
    </message>
    <message>
        <source>Guide de l’organisateur</source>
        <translation>Organiser’s guide</translation>
    </message>
    <message>
        <source>Ce guide n’existe qu’en français pour l’instant.</source>
        <translation>This guide is in French only for now.</translation>
    </message>
    <message>
        <source>Le guide n’a pas pu être lu ({reason}) : réinstallez Belote Club.</source>
        <translation>The guide could not be read ({reason}): reinstall Belote Club.</translation>
    </message>
    <message>
        <source>Échap</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Guide de l’organisateur — Belote Club</source>
        <translation>Organiser’s guide — Belote Club</translation>
    </message>
    <message>
        <source>fichier vide ou absent</source>
        <translation>file empty or missing</translation>
    </message>
    <message>
        <source>Enregistrer le guide en PDF</source>
        <translation>Save the guide as PDF</translation>
    </message>
    <message>
        <source>Guide enregistré : {path}</source>
        <translation>Guide saved: {path}</translation>
    </message>
    <message>
        <source>Imprimer le guide</source>
        <translation>Print the guide</translation>
    </message>
    <message>
        <source>Guide envoyé à l’impression.</source>
        <translation>Guide sent to the printer.</translation>
    </message>
    <message>
        <source>&amp;Guide de l’organisateur</source>
        <translation>Organiser’s &amp;guide</translation>
    </message>
    <message>
        <source>Le mode d’emploi d’une soirée, pas à pas ; imprimable</source>
        <translation>How to run an evening, step by step; printable</translation>
    </message>
    <message>
        <source>Totaux de la feuille — table {n}</source>
        <translation>Paper-sheet totals — table {n}</translation>
    </message>
    <message>
        <source>non indiqué</source>
        <extracomment>The fingerprint of the game the caller shows; when another station changed the game meanwhile, the dialog closes (rejected) with the refusal in ``stale``, for the caller to reload and say inline.</extracomment>
        <translation>not given</translation>
    </message>
    <message>
        <source>Nombre de donnes</source>
        <translation>Number of deals</translation>
    </message>
    <message>
        <source>Belotes</source>
        <translation>Belotes</translation>
    </message>
    <message>
        <source>Capots</source>
        <translation>Capots</translation>
    </message>
    <message>
        <source>Totaux à vérifier</source>
        <translation>Totals to check</translation>
    </message>
    <message>
        <source>Ces totaux ne concordent pas avec la feuille :
{warnings}

Les enregistrer quand même ?</source>
        <translation>These totals do not agree with the sheet:
{warnings}

Save them anyway?</translation>
    </message>
    <message>
        <source>Enregistrer quand même</source>
        <translation>Save anyway</translation>
    </message>
    <message>
        <source>&amp;Prénom</source>
        <extracomment>Words that begin a family name, never a first name: « Le Goff », « de La Fontaine », « Van Damme ».</extracomment>
        <translation>&amp;First name</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>L&amp;icence</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Club</translation>
    </message>
    <message>
        <source>&amp;Téléphone</source>
        <translation>&amp;Phone</translation>
    </message>
    <message>
        <source>C&amp;ourriel</source>
        <translation>&amp;Email</translation>
    </message>
    <message>
        <source>Nouveau joueur</source>
        <translation>New player</translation>
    </message>
    <message>
        <source>Fiche du joueur</source>
        <translation>Player record</translation>
    </message>
    <message>
        <source>&amp;Membre du club</source>
        <translation>Club &amp;member</translation>
    </message>
    <message>
        <source>Ce nom existe déjà</source>
        <translation>This name already exists</translation>
    </message>
    <message>
        <source>Prendre la fiche existante</source>
        <translation>Take the existing card</translation>
    </message>
    <message>
        <source>Créer une autre fiche</source>
        <translation>Create another card</translation>
    </message>
    <message>
        <source>Aucune fiche créée : ce nom existe déjà dans la liste des joueurs.</source>
        <translation>No card created: this name is already in the players’ list.</translation>
    </message>
    <message>
        <source>Chercher un joueur (nom, licence, club)…</source>
        <extracomment>A player to keep chosen (the team&apos;s own, when a team is edited) until another is chosen. Players the search finds but who already play in another team (said, rather than « none found »).</extracomment>
        <translation>Search for a player (name, licence, club)…</translation>
    </message>
    <message>
        <source>Chercher un joueur</source>
        <translation>Search a player</translation>
    </message>
    <message>
        <source>Nouveau joueur…</source>
        <translation>New player…</translation>
    </message>
    <message>
        <source>Créer la fiche d’un joueur absent de la liste (Ctrl+Maj+N)</source>
        <translation>Create the card of a player missing from the list (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>Aucun joueur choisi</source>
        <translation>No player chosen</translation>
    </message>
    <message>
        <source>{name} joue déjà dans une autre équipe de ce concours.</source>
        <translation>{name} already plays in another team of this tournament.</translation>
    </message>
    <message>
        <source>Aucun joueur trouvé : « Nouveau joueur… » crée sa fiche.</source>
        <translation>No player found: “New player…” creates their card.</translation>
    </message>
    <message>
        <source>Choisi : {name}</source>
        <translation>Chosen: {name}</translation>
    </message>
    <message>
        <source>Restaurer une sauvegarde</source>
        <translation>Restore a backup</translation>
    </message>
    <message>
        <source>Les sauvegardes automatiques de ce fichier, la plus récente en haut (à chaque tirage, à chaque manche terminée, à la fermeture). Le contenu actuel est lui-même sauvegardé avant la restauration.</source>
        <translation>The automatic backups of this file, the latest first (at every draw, every finished round, on closing). The current content is itself backed up before the restore.</translation>
    </message>
    <message>
        <source>Aucune sauvegarde automatique pour ce fichier pour l’instant.</source>
        <translation>No automatic backup of this file yet.</translation>
    </message>
    <message>
        <source>Restaurer</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Modifier l’équipe</source>
        <translation>Edit the team</translation>
    </message>
    <message>
        <source>Inscrire un joueur</source>
        <translation>Register a player</translation>
    </message>
    <message>
        <source>Nouvelle équipe</source>
        <translation>New team</translation>
    </message>
    <message>
        <source>Joueur 1</source>
        <extracomment>With ``apply`` False (an edit the caller makes, undoably), OK only checks the choice and leaves it here: (the new player ids, or None when they stay; the name).</extracomment>
        <translation>Player 1</translation>
    </message>
    <message>
        <source>Joueur 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <source>facultatif</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Nom de l’équipe</source>
        <translation>Team name</translation>
    </message>
    <message>
        <source>Choisissez un joueur dans la liste.</source>
        <translation>Choose a player from the list.</translation>
    </message>
    <message>
        <source>Choisissez le deuxième joueur.</source>
        <translation>Choose the second player.</translation>
    </message>
    <message>
        <source>Une équipe compte deux joueurs différents.</source>
        <translation>A team is made of two different players.</translation>
    </message>
    <message>
        <source>{rank}. {name} — manche par manche</source>
        <translation>{rank}. {name} — round by round</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Adversaire</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Résultat</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>sans date</source>
        <extracomment>How often a shown season is read again (a concours ending on another station shows at once).</extracomment>
        <translation>no date</translation>
    </message>
    <message>
        <source>du {first} au {last}</source>
        <translation>from {first} to {last}</translation>
    </message>
    <message>
        <source>Saisons</source>
        <extracomment>The club&apos;s undo history (the window&apos;s, kept when the dialog closes): every change made here.</extracomment>
        <translation>Seasons</translation>
    </message>
    <message>
        <source>Saison</source>
        <translation>Season</translation>
    </message>
    <message>
        <source>Aucune saison pour l’instant : créez-en une sur les concours déjà joués, ou essayez la saison de démonstration.</source>
        <translation>No season yet: create one over the tournaments already played, or try the demonstration season.</translation>
    </message>
    <message>
        <source>Nouvelle saison…</source>
        <translation>New season…</translation>
    </message>
    <message>
        <source>Renommer…</source>
        <translation>Rename…</translation>
    </message>
    <message>
        <source>Saison de démonstration</source>
        <translation>Demonstration season</translation>
    </message>
    <message>
        <source>Saisons du club</source>
        <translation>The club’s seasons</translation>
    </message>
    <message>
        <source>Une saison classe les joueurs sur plusieurs concours (un challenge, un championnat du club) ; son classement se recalcule à chaque résultat.</source>
        <translation>A season ranks the players over several tournaments (a challenge, a club championship); its standings are recomputed at every result.</translation>
    </message>
    <message>
        <source>création de la saison « {name} »</source>
        <translation>creation of the season “{name}”</translation>
    </message>
    <message>
        <source>Renommer la saison</source>
        <translation>Rename the season</translation>
    </message>
    <message>
        <source>Nouveau nom :</source>
        <translation>New name:</translation>
    </message>
    <message>
        <source>nouveau nom de la saison « {name} »</source>
        <translation>new name of the season “{name}”</translation>
    </message>
    <message>
        <source>Supprimer la saison</source>
        <translation>Delete the season</translation>
    </message>
    <message>
        <source>Supprimer la saison « {name} » ? Ses concours restent dans le fichier, seule la saison disparaît.</source>
        <translation>Delete the season “{name}”? Its tournaments stay in the file, only the season goes.</translation>
    </message>
    <message>
        <source>suppression de la saison « {name} »</source>
        <translation>deletion of the season “{name}”</translation>
    </message>
    <message>
        <source>La saison de démonstration ajoute au fichier huit concours déjà joués (doublettes et mêlée), leurs joueurs fictifs et la saison qui les classe. Pour essayer sans toucher à vos données, créez d’abord un fichier d’essai (Fichier › Nouveau…).</source>
        <translation>The demonstration season adds to the file eight tournaments already played (fixed pairs and mêlée), their fictitious players and the season ranking them. To try it without touching your data, first create a trial file (File › New…).</translation>
    </message>
    <message>
        <source>Créer la démonstration</source>
        <translation>Create the demonstration</translation>
    </message>
    <message>
        <source>Modifier la saison…</source>
        <translation>Edit the season…</translation>
    </message>
    <message>
        <source>Historique du joueur</source>
        <translation>Player’s history</translation>
    </message>
    <message>
        <source>Exporter…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Imprimer (PDF)…</source>
        <translation>Print (PDF)…</translation>
    </message>
    <message>
        <source>Classement de la saison « {name} »</source>
        <translation>Standings of the season “{name}”</translation>
    </message>
    <message>
        <source>Pour</source>
        <translation>For</translation>
    </message>
    <message>
        <source>C{i}</source>
        <translation>T{i}</translation>
    </message>
    <message>
        <source>Non classés (moins de {n} concours)</source>
        <translation>Not ranked (fewer than {n} tournaments)</translation>
    </message>
    <message>
        <source>ex æquo</source>
        <translation>tied</translation>
    </message>
    <message>
        <source>Entre parenthèses : un concours qui ne compte pas (au-delà des meilleurs concours).</source>
        <translation>In brackets: a tournament that does not count (beyond the best tournaments).</translation>
    </message>
    <message>
        <source>* : concours pas encore terminé, compté provisoirement.</source>
        <translation>*: tournament not finished yet, counted provisionally.</translation>
    </message>
    <message>
        <source>modification de la saison « {name} »</source>
        <translation>changes to the season “{name}”</translation>
    </message>
    <message>
        <source>Exporter la saison</source>
        <translation>Export the season</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Écriture impossible : {reason}</source>
        <translation>Cannot write: {reason}</translation>
    </message>
    <message>
        <source>Imprimer la saison</source>
        <translation>Print the season</translation>
    </message>
    <message>
        <source>Double-clic ou Entrée sur un joueur : son historique.</source>
        <translation>Double-click a player, or press Enter: their history.</translation>
    </message>
    <message>
        <source>Historique de {name}</source>
        <translation>History of {name}</translation>
    </message>
    <message>
        <source>Partenaire</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Points de saison</source>
        <translation>Season points</translation>
    </message>
    <message>
        <source>partenaires tirés</source>
        <translation>partners drawn</translation>
    </message>
    <message>
        <source>{n} concours joués.</source>
        <translation>{n} tournaments played.</translation>
    </message>
    <message>
        <source>{n} concours joué.</source>
        <translation>{n} tournament played.</translation>
    </message>
    <message>
        <source>en cours</source>
        <translation>in progress</translation>
    </message>
    <message>
        <source>nul</source>
        <translation>draw</translation>
    </message>
    <message>
        <source>gagnée</source>
        <translation>won</translation>
    </message>
    <message>
        <source>perdue</source>
        <translation>lost</translation>
    </message>
    <message>
        <source>exempt</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>{n} partie</source>
        <translation>{n} game</translation>
    </message>
    <message>
        <source>{n} parties</source>
        <translation>{n} games</translation>
    </message>
    <message>
        <source>{n} victoire</source>
        <translation>{n} win</translation>
    </message>
    <message>
        <source>{n} victoires</source>
        <translation>{n} wins</translation>
    </message>
    <message>
        <source>{pf} points marqués, {pa} encaissés</source>
        <translation>{pf} points scored, {pa} conceded</translation>
    </message>
    <message>
        <source>Nouveau concours</source>
        <extracomment>after a preset&apos;s criteria: the peers&apos; usual tie-breaks</extracomment>
        <translation>New tournament</translation>
    </message>
    <message>
        <source>Réglages du concours</source>
        <translation>Tournament settings</translation>
    </message>
    <message>
        <source>Concours du samedi</source>
        <translation>Saturday tournament</translation>
    </message>
    <message>
        <source>Doublettes (équipes inscrites)</source>
        <translation>Fixed pairs (doublettes)</translation>
    </message>
    <message>
        <source>Mêlée (joueurs seuls, partenaires tirés)</source>
        <translation>Mêlée (single players, partners drawn)</translation>
    </message>
    <message>
        <source>Selon le classement (1 contre 2…)</source>
        <translation>By standings (1st against 2nd…)</translation>
    </message>
    <message>
        <source>Au hasard</source>
        <translation>At random</translation>
    </message>
    <message>
        <source>Personnalisé : {keys}</source>
        <extracomment>Each preset&apos;s game target (None for a game in so many deals): an exempt&apos;s fixed points follow it.</extracomment>
        <translation>Custom: {keys}</translation>
    </message>
    <message>
        <source>Partie gagnée, avec des points fixes</source>
        <translation>Game won, with fixed points</translation>
    </message>
    <message>
        <source>Partie gagnée, avec la moyenne des points de la manche</source>
        <translation>Game won, with the round’s average points</translation>
    </message>
    <message>
        <source>Moitié des points d’une partie, sans victoire</source>
        <translation>Half a game’s points, no win</translation>
    </message>
    <message>
        <source>Rien</source>
        <translation>Nothing</translation>
    </message>
    <message>
        <source>&amp;Nom</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Date</translation>
    </message>
    <message>
        <source>&amp;Lieu</source>
        <translation>&amp;Venue</translation>
    </message>
    <message>
        <source>&amp;Formule</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>&amp;Manches prévues</source>
        <translation>Planned &amp;rounds</translation>
    </message>
    <message>
        <source>&amp;Tirage</source>
        <translation>&amp;Pairing</translation>
    </message>
    <message>
        <source>&amp;Classement</source>
        <translation>&amp;Standings</translation>
    </message>
    <message>
        <source>E&amp;xempt</source>
        <translation>B&amp;ye</translation>
    </message>
    <message>
        <source>&amp;Points de l’exempt</source>
        <translation>Bye &amp;points</translation>
    </message>
    <message>
        <source>P&amp;oints contre l’exempt</source>
        <translation>P&amp;oints conceded by the bye</translation>
    </message>
    <message>
        <source>&amp;Règles</source>
        <translation>Ru&amp;les</translation>
    </message>
    <message>
        <source>aucun</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Aucun prix en argent</source>
        <translation>No money prizes</translation>
    </message>
    <message>
        <source>Droits d’&amp;inscription</source>
        <translation>&amp;Entry fee</translation>
    </message>
    <message>
        <source>Prix et lot&amp;s</source>
        <translation>Pri&amp;zes and lots</translation>
    </message>
    <message>
        <source>« {part} » : {reason}</source>
        <translation>“{part}”: {reason}</translation>
    </message>
    <message>
        <source>précisez le camp pour {what} (1 à {camps})</source>
        <translation>say which side for {what} (1 to {camps})</translation>
    </message>
    <message>
        <source>camp {value} inexistant pour {what} (1 à {camps})</source>
        <translation>there is no side {value} for {what} (1 to {camps})</translation>
    </message>
    <message>
        <source>ligne vide</source>
        <translation>empty line</translation>
    </message>
    <message>
        <source>je ne comprends pas « {text} »</source>
        <extracomment>where each flag is in the line</extracomment>
        <translation>cannot read “{text}”</translation>
    </message>
    <message>
        <source>le preneur</source>
        <translation>the taker</translation>
    </message>
    <message>
        <source>un seul atout par donne</source>
        <translation>only one trump per deal</translation>
    </message>
    <message>
        <source>une seule pénalité par donne</source>
        <translation>only one penalty per deal</translation>
    </message>
    <message>
        <source>les pénalités ne se jouent qu’à deux camps</source>
        <translation>penalties are played with two sides only</translation>
    </message>
    <message>
        <source>la pénalité</source>
        <translation>the penalty</translation>
    </message>
    <message>
        <source>commencez par le camp du preneur (1 ou 2), le contrat puis les points : 1 110 95</source>
        <translation>start with the taker’s side (1 or 2), the contract, then the points: 1 110 95</translation>
    </message>
    <message>
        <source>commencez par le camp du preneur (1 ou 2), puis ses points : 195</source>
        <translation>start with the taker’s side (1 or 2), then its points: 195</translation>
    </message>
    <message>
        <source>le sans-atout n’est pas joué avec ces règles</source>
        <translation>no trumps is not played under these rules</translation>
    </message>
    <message>
        <source>le tout-atout n’est pas joué avec ces règles</source>
        <translation>all trumps is not played under these rules</translation>
    </message>
    <message>
        <source>un seul capot par donne</source>
        <translation>only one capot per deal</translation>
    </message>
    <message>
        <source>indiquez le preneur avant le capot : 1c</source>
        <translation>give the taker before the capot: 1c</translation>
    </message>
    <message>
        <source>le capot</source>
        <translation>the capot</translation>
    </message>
    <message>
        <source>un capot se note sans points : 1c (ou 1c2 pour un capot de la défense)</source>
        <translation>a capot is entered without points: 1c (or 1c2 for a capot by the defence)</translation>
    </message>
    <message>
        <source>points du preneur manquants : tapez par exemple 195</source>
        <translation>the taker’s points are missing: type for example 195</translation>
    </message>
    <message>
        <source>la belote</source>
        <translation>the belote</translation>
    </message>
    <message>
        <source>la belote réclamée</source>
        <translation>the belote claimed</translation>
    </message>
    <message>
        <source>les annonces ne sont pas jouées avec ces règles</source>
        <translation>declarations are not played under these rules</translation>
    </message>
    <message>
        <source>nombre en trop</source>
        <translation>one number too many</translation>
    </message>
    <message>
        <source>{value} points : une donne vaut 162 au plus</source>
        <translation>{value} points: a deal is worth 162 at most</translation>
    </message>
    <message>
        <source>à trois camps, tapez les points du preneur puis ceux du camp suivant : 195/40</source>
        <translation>with three sides, type the taker’s points then the next side’s: 195/40</translation>
    </message>
    <message>
        <source>{first} + {second} dépasse 162</source>
        <translation>{first} + {second} is more than 162</translation>
    </message>
    <message>
        <source>l’annonce</source>
        <translation>the declaration</translation>
    </message>
    <message>
        <source>un carré se note sans couleur : a1kV</source>
        <translation>a four of a kind is entered without a suit: a1kV</translation>
    </message>
    <message>
        <source>précisez la couleur de la suite (co, pi, ca, tr) : a1tRco</source>
        <translation>give the suit of the sequence (co, pi, ca, tr): a1tRco</translation>
    </message>
    <message>
        <source>le camp 1 prend et fait 95 ; la défense reçoit le reste</source>
        <translation>side 1 takes and makes 95; the defence gets the rest</translation>
    </message>
    <message>
        <source>belote-rebelote du preneur / du camp 2</source>
        <translation>belote-rebelote for the taker / for side 2</translation>
    </message>
    <message>
        <source>belote réclamée au décompte par le camp 2</source>
        <translation>belote claimed at the count by side 2</translation>
    </message>
    <message>
        <source>le camp 1 annonce 110 et fait 95 (aussi 1110 95)</source>
        <translation>side 1 bids 110 and makes 95 (also 1110 95)</translation>
    </message>
    <message>
        <source>… à cœur (co pi ca tr), si le club note la couleur</source>
        <translation>… at hearts (co pi ca tr: hearts, spades, diamonds, clubs), when the club records the suit</translation>
    </message>
    <message>
        <source>contré / surcontré</source>
        <translation>doubled / redoubled</translation>
    </message>
    <message>
        <source>capot annoncé et fait / chuté</source>
        <translation>capot bid and made / failed</translation>
    </message>
    <message>
        <source>capot du preneur / capot de la défense</source>
        <translation>taker’s capot / defence capot</translation>
    </message>
    <message>
        <source>tout le monde a passé</source>
        <translation>everyone passed</translation>
    </message>
    <message>
        <source>renonce du camp 2 (le contrat en jeu en plus)</source>
        <translation>revoke by side 2 (with the contract in play)</translation>
    </message>
    <message>
        <source>1 110 95 puis Entrée — p : passe — 1 cap c : capot</source>
        <translation>1 110 95 then Enter — p: all passed — 1 cap c: capot</translation>
    </message>
    <message>
        <source>contrat manquant : tapez le camp du preneur, le contrat puis ses points : 1 110 95</source>
        <translation>contract missing: type the taker’s side, the contract, then its points: 1 110 95</translation>
    </message>
    <message>
        <source>contre : x (contré) ou xx (surcontré)</source>
        <translation>contre: x (doubled) or xx (redoubled)</translation>
    </message>
    <message>
        <source>points du preneur manquants : tapez le contrat puis les points, par exemple 1 110 95</source>
        <translation>taker’s points missing: type the contract, then the points, for example 1 110 95</translation>
    </message>
    <message>
        <source>pas de belote réclamée au décompte en contrée : notez-la b avec la donne</source>
        <translation>no belote claimed at the count in contrée: note it b with the deal</translation>
    </message>
    <message>
        <source>contrat impossible : de 80 à {high} de 10 en 10, ou cap (capot) ; tapez le camp, le contrat puis les points : 1 110 95</source>
        <translation>impossible contract: 80 to {high} in steps of 10, or cap (capot); type the side, the contract, then the points: 1 110 95</translation>
    </message>
    <message>
        <source>renonce / fausse donne du camp 2</source>
        <translation>revoke / misdeal by side 2</translation>
    </message>
    <message>
        <source>sans-atout / tout-atout (co pi ca tr : la couleur d’atout)</source>
        <translation>no trumps / all trumps (co pi ca tr: trump suit hearts, spades, diamonds, clubs)</translation>
    </message>
    <message>
        <source>à trois : le preneur 95, le camp suivant 40</source>
        <translation>three-handed: the taker 95, the next side 40</translation>
    </message>
    <message>
        <source>annonce du camp 2 : tierce au roi de cœur (q cinquante, c cent, k carré)</source>
        <translation>declaration by side 2: tierce to the king (R) of hearts (q fifty, c hundred, k four of a kind)</translation>
    </message>
    <message>
        <source>Une erreur inattendue s’est produite. L’opération en cours n’a pas abouti, mais les données déjà enregistrées sont intactes : chaque donne et chaque inscription est enregistrée séparément.</source>
        <translation>An unexpected error occurred. The current operation did not complete, but the data already saved is intact: every deal and every registration is saved separately.</translation>
    </message>
    <message>
        <source>Les détails ont été notés dans le journal :</source>
        <translation>The details were written to the log:</translation>
    </message>
    <message>
        <source>Belote Club — erreur</source>
        <translation>Belote Club — error</translation>
    </message>
    <message>
        <source>Quelque chose s’est mal passé.</source>
        <translation>Something went wrong.</translation>
    </message>
    <message>
        <source>Belote Club (*.belote);;SQLite (*.sqlite *.db);;Tous les fichiers (*)</source>
        <translation>Belote Club (*.belote);;SQLite (*.sqlite *.db);;All files (*)</translation>
    </message>
    <message>
        <source>Fichiers &amp;récents</source>
        <translation>&amp;Recent files</translation>
    </message>
    <message>
        <source>No&amp;uveau…</source>
        <translation>Ne&amp;w…</translation>
    </message>
    <message>
        <source>Créer un nouveau fichier de données Belote Club</source>
        <translation>Create a new Belote Club data file</translation>
    </message>
    <message>
        <source>&amp;Ouvrir un fichier…</source>
        <translation>&amp;Open a file…</translation>
    </message>
    <message>
        <source>Enregistrer une &amp;copie…</source>
        <translation>Save a &amp;copy…</translation>
    </message>
    <message>
        <source>&amp;Restaurer une sauvegarde…</source>
        <translation>&amp;Restore a backup…</translation>
    </message>
    <message>
        <source>&amp;Importer des joueurs (CSV)…</source>
        <translation>&amp;Import players (CSV)…</translation>
    </message>
    <message>
        <source>Aucun fichier récent</source>
        <translation>No recent file</translation>
    </message>
    <message>
        <source>Effacer la liste</source>
        <translation>Clear the list</translation>
    </message>
    <message>
        <source>Ouvrir un fichier Belote Club</source>
        <translation>Open a Belote Club file</translation>
    </message>
    <message>
        <source>Ouverture impossible</source>
        <translation>Cannot open</translation>
    </message>
    <message>
        <source>« {path} » est un dossier, pas un fichier Belote Club.</source>
        <translation>“{path}” is a folder, not a Belote Club file.</translation>
    </message>
    <message>
        <source>Nouveau club</source>
        <translation>New club</translation>
    </message>
    <message>
        <source>Nouveau fichier Belote Club</source>
        <translation>New Belote Club file</translation>
    </message>
    <message>
        <source>Belote Club (*.belote)</source>
        <translation>Belote Club (*.belote)</translation>
    </message>
    <message>
        <source>Nouveau fichier</source>
        <translation>New file</translation>
    </message>
    <message>
        <source>« {path} » existe déjà : ouvrez-le avec Fichier › Ouvrir un fichier…, ou choisissez un autre nom.</source>
        <translation>“{path}” already exists: open it with File › Open a file…, or choose another name.</translation>
    </message>
    <message>
        <source> (copie)</source>
        <translation> (copy)</translation>
    </message>
    <message>
        <source>Belote Club (copie)</source>
        <translation>Belote Club (copy)</translation>
    </message>
    <message>
        <source>Enregistrer une copie</source>
        <translation>Save a copy</translation>
    </message>
    <message>
        <source>Copie enregistrée : {path}</source>
        <translation>Copy saved: {path}</translation>
    </message>
    <message>
        <source>Remplacer tout le contenu du fichier par la sauvegarde du {what} ? Le contenu actuel est d’abord sauvegardé lui-même.</source>
        <translation>Replace the whole content of the file with the backup of {what}? The current content is backed up first.</translation>
    </message>
    <message>
        <source>Restauration impossible</source>
        <translation>Restore impossible</translation>
    </message>
    <message>
        <source>Sauvegarde restaurée ({what}) ; l’ancien contenu est gardé : {aside}</source>
        <translation>Backup restored ({what}); the former content is kept: {aside}</translation>
    </message>
    <message>
        <source>Fichier introuvable</source>
        <translation>File not found</translation>
    </message>
    <message>
        <source>Le fichier « {path} » n’existe pas encore.

Créer un nouveau fichier Belote Club à cet endroit ?</source>
        <translation>The file “{path}” does not exist yet.

Create a new Belote Club file there?</translation>
    </message>
    <message>
        <source>Créer le fichier</source>
        <translation>Create the file</translation>
    </message>
    <message>
        <source>Ne pas créer</source>
        <translation>Do not create</translation>
    </message>
    <message>
        <source>lecture seule</source>
        <translation>read-only</translation>
    </message>
    <message>
        <source>Cette base ne garde pas de sauvegardes automatiques.</source>
        <translation>This database keeps no automatic backups.</translation>
    </message>
    <message>
        <source>Dossier</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Regarder dans :</source>
        <translation>Look in:</translation>
    </message>
    <message>
        <source>Nom du fichier :</source>
        <translation>File name:</translation>
    </message>
    <message>
        <source>Type de fichier :</source>
        <translation>Files of type:</translation>
    </message>
    <message>
        <source>Mises redistribuées à 100 %</source>
        <extracomment>The presets of the issue: (name shown, the rules they start from; the fee typed is kept).</extracomment>
        <translation>Fees paid back in full as prizes</translation>
    </message>
    <message>
        <source>Tous primés (lots)</source>
        <translation>A lot for every team</translation>
    </message>
    <message>
        <source>Prix fixes</source>
        <translation>Fixed prizes</translation>
    </message>
    <message>
        <source>« {what} » : un montant en euros est attendu, comme 14,00 (reçu : « {text} »).</source>
        <translation>“{what}”: an amount in euros is expected, such as 14.00 (got: “{text}”).</translation>
    </message>
    <message>
        <source>Droits d’inscription et prix</source>
        <translation>Entry fees and prizes</translation>
    </message>
    <message>
        <source>Choisir un préréglage…</source>
        <translation>Choose a preset…</translation>
    </message>
    <message>
        <source>aucun tarif membre</source>
        <translation>no members’ fee</translation>
    </message>
    <message>
        <source>en pourcentages de la cagnotte</source>
        <translation>as percentages of the pot</translation>
    </message>
    <message>
        <source>en montants fixes (euros)</source>
        <translation>as fixed amounts (euros)</translation>
    </message>
    <message>
        <source>Du 1er au dernier prix, séparés par des points-virgules : 40 ; 25 ; 15</source>
        <translation>From the 1st to the last prize, separated by semicolons: 40; 25; 15</translation>
    </message>
    <message>
        <source>gardé par le club</source>
        <translation>kept by the club</translation>
    </message>
    <message>
        <source>ajouté au 1er prix</source>
        <translation>added to the 1st prize</translation>
    </message>
    <message>
        <source>ex æquo : prix partagés</source>
        <translation>tied: prizes shared</translation>
    </message>
    <message>
        <source>départagés : chacun son rang</source>
        <translation>tie-broken: each its place</translation>
    </message>
    <message>
        <source>Un lot par ligne, le premier pour le 1er</source>
        <translation>One lot per line, the first for the 1st</translation>
    </message>
    <message>
        <source>Droits d’inscription</source>
        <translation>Entry fee</translation>
    </message>
    <message>
        <source>Tarif membre</source>
        <translation>Members’ fee</translation>
    </message>
    <message>
        <source>Part des mises en prix</source>
        <translation>Share of the fees as prizes</translation>
    </message>
    <message>
        <source>Ajout du club</source>
        <translation>Added by the club</translation>
    </message>
    <message>
        <source>Répartition</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Prix par place</source>
        <translation>Prize by place</translation>
    </message>
    <message>
        <source>Arrondi des prix</source>
        <translation>Prizes rounded to</translation>
    </message>
    <message>
        <source>Reste des arrondis</source>
        <translation>Rounding remainder</translation>
    </message>
    <message>
        <source>Rangs partagés</source>
        <translation>Shared ranks</translation>
    </message>
    <message>
        <source>Lots</source>
        <translation>Lots</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Prix</source>
        <translation>Prize</translation>
    </message>
    <message>
        <source>Lot</source>
        <translation>Lot</translation>
    </message>
    <message>
        <source>Prix remis</source>
        <translation>Prize handed over</translation>
    </message>
    <message>
        <source>Noter que l’équipe choisie a reçu son prix</source>
        <translation>Record that the chosen team received its prize</translation>
    </message>
    <message>
        <source>Enregistrer</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Lot n° {n}</source>
        <translation>Lot no. {n}</translation>
    </message>
    <message>
        <source>« Prix par place » : des pourcentages entiers sont attendus, comme 40 ; 25 (reçu : « {text} »).</source>
        <translation>“Prize by place”: whole percentages are expected, such as 40; 25 (got: “{text}”).</translation>
    </message>
    <message>
        <source>Aperçu pas à jour tant que l’erreur signalée en bas n’est pas corrigée : les chiffres grisés sont ceux d’avant.</source>
        <translation>Preview out of date until the error shown below is corrected: the greyed figures are those from before.</translation>
    </message>
    <message>
        <source>Cagnotte {pot} · prix {prizes} · reste au club {rest} · solde {balance}</source>
        <translation>Pot {pot} · prizes {prizes} · kept by the club {rest} · balance {balance}</translation>
    </message>
    <message>
        <source>{prize} (remis)</source>
        <translation>{prize} (handed over)</translation>
    </message>
    <message>
        <source>remis</source>
        <translation>handed over</translation>
    </message>
    <message>
        <source>Cagnotte encaissée à ce jour {pot} · reste au club {rest} — avant le classement, ce que recevrait chaque place</source>
        <translation>Pot taken so far {pot} · kept by the club {rest} — before the standings, what each place would receive</translation>
    </message>
    <message>
        <source>droits et prix du concours</source>
        <translation>entry fee and prizes of the tournament</translation>
    </message>
    <message>
        <source>Droits et prix</source>
        <translation>Fees and prizes</translation>
    </message>
    <message>
        <source>Les changements des droits et des prix ne sont pas enregistrés.</source>
        <translation>The changes to the fees and prizes are not saved.</translation>
    </message>
    <message>
        <source>Fermer sans enregistrer</source>
        <translation>Close without saving</translation>
    </message>
    <message>
        <source>prix remis à {name}</source>
        <translation>prize handed over to {name}</translation>
    </message>
    <message>
        <source>Ouvrir</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>&amp;Fichier</source>
        <extracomment>The change marker is one small query (2 ms): every 1.5 s, a deal entered on another station or on a phone shows here within 2 seconds (issue « phones at the tables »). While the table server runs (« Saisie aux tables »), the phones&apos; deals show within two seconds. Why no data could be opened at start-up (shown on the home page). While a tournament is open: every few seconds, its change marker is read (one small query) and the screens shown are reloaded when another station changed something (see ``poll_changes``).</extracomment>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Nouveau concours…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <source>C&amp;lub…</source>
        <translation>C&amp;lub…</translation>
    </message>
    <message>
        <source>&amp;Accueil</source>
        <translation>&amp;Home</translation>
    </message>
    <message>
        <source>&amp;Joueurs du club</source>
        <translation>Club &amp;players</translation>
    </message>
    <message>
        <source>&amp;Quitter</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>É&amp;dition</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>Annuler</source>
        <comment>undo</comment>
        <extracomment>What a season or a card made again by an undo is numbered now: (kind, number then) → number now.</extracomment>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Annuler : {what}</source>
        <translation>Undo: {what}</translation>
    </message>
    <message>
        <source>Annulé : {what}</source>
        <translation>Undone: {what}</translation>
    </message>
    <message>
        <source>Rétablir</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Rétablir : {what}</source>
        <translation>Redo: {what}</translation>
    </message>
    <message>
        <source>Rétabli : {what}</source>
        <translation>Redone: {what}</translation>
    </message>
    <message>
        <source>A&amp;ffichage</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>A&amp;ctualiser</source>
        <translation>&amp;Refresh</translation>
    </message>
    <message>
        <source>Relire la base : les saisies des autres postes s’affichent</source>
        <translation>Read the database again: entries from other stations appear</translation>
    </message>
    <message>
        <source>Écran de &amp;projection</source>
        <translation>&amp;Projector screen</translation>
    </message>
    <message>
        <source>&amp;Langue</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Celle du système</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>&amp;Aide</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>À &amp;propos de Belote Club</source>
        <translation>&amp;About Belote Club</translation>
    </message>
    <message>
        <source>Fichier ouvert en lecture seule ({reason}) : vous pouvez tout consulter, rien ne peut y être enregistré.</source>
        <translation>File opened read-only ({reason}): you can look at everything, nothing can be saved in it.</translation>
    </message>
    <message>
        <source>aucune base ouverte</source>
        <translation>no database open</translation>
    </message>
    <message>
        <source>Belote Club n’a pas pu ouvrir ce fichier : {reason}</source>
        <translation>Belote Club could not open this file: {reason}</translation>
    </message>
    <message>
        <source>Les données habituelles du club sont ouvertes à la place ({where}).</source>
        <translation>The club’s usual data is open instead ({where}).</translation>
    </message>
    <message>
        <source>erreur inattendue (les détails sont dans le journal)</source>
        <translation>unexpected error (details in the log)</translation>
    </message>
    <message>
        <source>← Accueil</source>
        <translation>← Home</translation>
    </message>
    <message>
        <source>Affichage actualisé.</source>
        <translation>Display refreshed.</translation>
    </message>
    <message>
        <source>Ce concours n’est plus dans la base (supprimé sur un autre poste ?) : retour à l’accueil.</source>
        <translation>This tournament is no longer in the database (deleted on another station?): back to the home page.</translation>
    </message>
    <message>
        <source>Préparation du concours de démonstration…</source>
        <translation>Preparing the demonstration tournament…</translation>
    </message>
    <message>
        <source>Club enregistré : {name}</source>
        <translation>Club saved: {name}</translation>
    </message>
    <message>
        <source>sans nom</source>
        <translation>unnamed</translation>
    </message>
    <message>
        <source>Écran de projection</source>
        <translation>Projector screen</translation>
    </message>
    <message>
        <source>Afficher sur l’écran :</source>
        <translation>Show on screen:</translation>
    </message>
    <message>
        <source>Langue</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>La nouvelle langue sera utilisée au prochain démarrage.</source>
        <translation>The new language will be used at the next start.</translation>
    </message>
    <message>
        <source>À propos de Belote Club</source>
        <translation>About Belote Club</translation>
    </message>
    <message>
        <source>N°</source>
        <extracomment>The other roles as plain numbers (``data()`` is asked several roles of every cell measured or painted). Contrée&apos;s words for the outcomes (« Chuté »); the last column is the reserve&apos;s only when a litige can fill it (``litige: &quot;reserve&quot;``), else it is the room left, untitled. the running totals&apos; font</extracomment>
        <translation>No.</translation>
    </message>
    <message>
        <source>Saisie</source>
        <comment>entry</comment>
        <translation>Entry</translation>
    </message>
    <message>
        <source>Points {camp}</source>
        <translation>Points {camp}</translation>
    </message>
    <message>
        <source>Total {camp}</source>
        <translation>Total {camp}</translation>
    </message>
    <message>
        <source>Réserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Abandon (manche {n})</source>
        <extracomment>The column of the entry fee (the cash desk&apos;s).</extracomment>
        <translation>Withdrawn (round {n})</translation>
    </message>
    <message>
        <source>Arrive manche {n}</source>
        <translation>Joins in round {n}</translation>
    </message>
    <message>
        <source>Présent</source>
        <translation>Present</translation>
    </message>
    <message>
        <source>Attendu</source>
        <translation>Expected</translation>
    </message>
    <message>
        <source>Nom d’équipe</source>
        <translation>Team name</translation>
    </message>
    <message>
        <source>Pointage</source>
        <translation>Check-in</translation>
    </message>
    <message>
        <source>Droits</source>
        <translation>Fee</translation>
    </message>
    <message>
        <source>Nom</source>
        <translation>Last name</translation>
    </message>
    <message>
        <source>Prénom</source>
        <translation>First name</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Téléphone</source>
        <extracomment>Who may write to a table, in a word or two (the services&apos; ``mode``).</extracomment>
        <translation>Phone</translation>
    </message>
    <message>
        <source>Courriel</source>
        <translation>Email</translation>
    </message>
    <message>
        <source>{n} exempts</source>
        <translation>{n} byes</translation>
    </message>
    <message>
        <source> (abandon)</source>
        <translation> (withdrawn)</translation>
    </message>
    <message>
        <source>Jouées</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Pts de partie</source>
        <translation>Game pts</translation>
    </message>
    <message>
        <source>Contre</source>
        <translation>Against</translation>
    </message>
    <message>
        <source>{rank} ex æquo</source>
        <extracomment>Ranks shared by several rows (« 3 ex æquo »).</extracomment>
        <translation>{rank} tied</translation>
    </message>
    <message>
        <source>Adversaires : </source>
        <translation>Opponents: </translation>
    </message>
    <message>
        <source>Saisie au poste</source>
        <translation>Entered at the desk</translation>
    </message>
    <message>
        <source>Verrouillée</source>
        <translation>Locked</translation>
    </message>
    <message>
        <source>Feuille papier</source>
        <translation>Paper sheet</translation>
    </message>
    <message>
        <source>Score confirmé</source>
        <translation>Score confirmed</translation>
    </message>
    <message>
        <source>Confirmée</source>
        <translation>Confirmed</translation>
    </message>
    <message>
        <source>Confirmée par 1 camp</source>
        <translation>Confirmed by 1 side</translation>
    </message>
    <message>
        <source>Terminée</source>
        <translation>Finished</translation>
    </message>
    <message>
        <source>À saisir</source>
        <translation>To enter</translation>
    </message>
    <message>
        <source>En cours</source>
        <translation>In progress</translation>
    </message>
    <message>
        <source>à {time}</source>
        <translation>at {time}</translation>
    </message>
    <message>
        <source>Contesté — arbitre appelé</source>
        <translation>Disputed — referee called</translation>
    </message>
    <message>
        <source>Arbitre appelé</source>
        <translation>Referee called</translation>
    </message>
    <message>
        <source>Arbitre appelé ({n} fois)</source>
        <translation>Referee called ({n} times)</translation>
    </message>
    <message>
        <source>Camps</source>
        <translation>Sides</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Partie</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Donnes</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>Activité</source>
        <translation>Activity</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Closed</translation>
    </message>
    <message>
        <source>Un camp conteste le score final : l’arbitre est appelé. La partie ne compte qu’à titre provisoire tant qu’il n’a pas tranché («&#xa0;Voir les appels…&#xa0;»).</source>
        <translation>A side disputes the final score: the referee is called. The game counts only provisionally until the referee settles it (“See the calls…”).</translation>
    </message>
    <message>
        <source>Forfait</source>
        <extracomment>deals entered (0 for a paper sheet&apos;s totals)</extracomment>
        <translation>Forfeit</translation>
    </message>
    <message>
        <source> (feuille)</source>
        <translation> (paper sheet)</translation>
    </message>
    <message>
        <source>Inscriptions</source>
        <translation>Registration</translation>
    </message>
    <message>
        <source>Clos</source>
        <translation>Closed</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Concours</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Lieu</source>
        <translation>Venue</translation>
    </message>
    <message>
        <source>Inscrits</source>
        <translation>Entrants</translation>
    </message>
    <message>
        <source>État</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>le fichier « {path} » est introuvable.</source>
        <extracomment>What opening the data needs (SQLAlchemy and the whole engine behind them, ≈ 0.5 s of imports).</extracomment>
        <translation>the file “{path}” cannot be found.</translation>
    </message>
    <message>
        <source>Passée</source>
        <translation>All passed</translation>
    </message>
    <message>
        <source>Pénalité</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <source>Capot de la défense</source>
        <translation>Defence capot</translation>
    </message>
    <message>
        <source>Faite</source>
        <translation>Made</translation>
    </message>
    <message>
        <source>Dedans</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Litige</source>
        <translation>Tie (litige)</translation>
    </message>
    <message>
        <source>Chuté</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Réussi</source>
        <extracomment>Contrée&apos;s words where they differ from classic belote&apos;s.</extracomment>
        <translation>Made</translation>
    </message>
    <message>
        <source>Dernière donne !</source>
        <translation>Last deal!</translation>
    </message>
    <message>
        <source>Contrat (contrée)</source>
        <extracomment>The section of contrée&apos;s own options, shown in contrée only.</extracomment>
        <translation>Contract (contrée)</translation>
    </message>
    <message>
        <source>Jeu</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Famille de jeu</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Belote classique</source>
        <translation>Classic belote</translation>
    </message>
    <message>
        <source>Contrée (coinche)</source>
        <translation>Contrée (coinche)</translation>
    </message>
    <message>
        <source>Nombre de joueurs autour de la table.</source>
        <translation>Number of players at the table.</translation>
    </message>
    <message>
        <source>4 joueurs, deux équipes</source>
        <translation>4 players, two teams</translation>
    </message>
    <message>
        <source>2 joueurs, chacun pour soi</source>
        <translation>2 players, each for themselves</translation>
    </message>
    <message>
        <source>Atouts joués</source>
        <translation>Trumps played</translation>
    </message>
    <message>
        <source>Les modes d’atout qu’une donne peut annoncer.</source>
        <translation>The trump modes a deal can be played in.</translation>
    </message>
    <message>
        <source>Contrat réussi</source>
        <translation>Contract made</translation>
    </message>
    <message>
        <source>Belote classique, ou contrée (coinche) : un contrat annoncé, que l’on peut contrer.</source>
        <translation>Classic belote, or contrée (coinche): a contract is bid, and may be doubled.</translation>
    </message>
    <message>
        <source>Le preneur qui réussit marque ses points et le contrat (Fédération), ou le contrat seul.</source>
        <translation>A taker who makes it scores its points and the contract (Fédération), or the contract alone.</translation>
    </message>
    <message>
        <source>Points faits + contrat</source>
        <translation>Points made + contract</translation>
    </message>
    <message>
        <source>Contrat seul (points annoncés)</source>
        <translation>Contract alone (bid points)</translation>
    </message>
    <message>
        <source>Contrat le plus haut</source>
        <translation>Highest contract</translation>
    </message>
    <message>
        <source>Le plus haut contrat chiffré, de 10 en 10 depuis 80.</source>
        <translation>The highest numbered contract, in steps of 10 from 80.</translation>
    </message>
    <message>
        <source>Valeur du capot annoncé</source>
        <translation>Value of a capot bid</translation>
    </message>
    <message>
        <source>Ce que vaut un contrat «&#xa0;capot&#xa0;».</source>
        <translation>What a “capot” contract is worth.</translation>
    </message>
    <message>
        <source>Belote contrée</source>
        <translation>Doubled belote</translation>
    </message>
    <message>
        <source>Un contre ou un surcontre multiplie aussi la belote (Fédération) ; sinon elle s’ajoute après.</source>
        <translation>A double or a redouble multiplies the belote too (Fédération); otherwise it is added afterwards.</translation>
    </message>
    <message>
        <source>Décompte</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Arrondi</source>
        <translation>Rounding</translation>
    </message>
    <message>
        <source>Comment les points des plis sont arrondis.</source>
        <translation>How trick points are rounded.</translation>
    </message>
    <message>
        <source>Au point près</source>
        <translation>Exact points</translation>
    </message>
    <message>
        <source>À la dizaine, 5 vers le bas</source>
        <translation>Nearest ten, 5 rounds down</translation>
    </message>
    <message>
        <source>À la dizaine, 5 vers le haut</source>
        <translation>Nearest ten, 5 rounds up</translation>
    </message>
    <message>
        <source>À la dizaine, total 160</source>
        <translation>Nearest ten, total 160</translation>
    </message>
    <message>
        <source>Défense arrondie, preneur 160 moins la défense</source>
        <translation>Defence rounded, taker 160 minus defence</translation>
    </message>
    <message>
        <source>Aux 5 points, total 160</source>
        <translation>Nearest 5, total 160</translation>
    </message>
    <message>
        <source>Comparaison</source>
        <translation>Comparison</translation>
    </message>
    <message>
        <source>Le contrat se juge sur les points exacts ou arrondis.</source>
        <translation>The contract is judged on exact or rounded points.</translation>
    </message>
    <message>
        <source>Sur les points exacts</source>
        <translation>On exact points</translation>
    </message>
    <message>
        <source>Sur les points arrondis</source>
        <translation>On rounded points</translation>
    </message>
    <message>
        <source>Points de chute</source>
        <translation>Points for going down</translation>
    </message>
    <message>
        <source>Ce que la défense reçoit quand le preneur est dedans.</source>
        <translation>What the defence receives when the taker goes down.</translation>
    </message>
    <message>
        <source>Litige (égalité)</source>
        <translation>Tie (litige)</translation>
    </message>
    <message>
        <source>Ce que devient une égalité entre preneur et défense.</source>
        <translation>What happens when taker and defence are level.</translation>
    </message>
    <message>
        <source>Points du preneur en réserve</source>
        <translation>Taker’s points held in reserve</translation>
    </message>
    <message>
        <source>Le preneur est dedans</source>
        <translation>The taker goes down</translation>
    </message>
    <message>
        <source>Points du capot</source>
        <translation>Capot points</translation>
    </message>
    <message>
        <source>Ce que marque le camp qui fait tous les plis.</source>
        <translation>What the side that takes every trick scores.</translation>
    </message>
    <message>
        <source>Un défenseur qui fait tous les plis marque…</source>
        <translation>A defender who takes every trick scores…</translation>
    </message>
    <message>
        <source>Les points du capot</source>
        <translation>The capot points</translation>
    </message>
    <message>
        <source>Seulement les points de chute</source>
        <translation>Only the going-down points</translation>
    </message>
    <message>
        <source>Le capot prend les annonces</source>
        <translation>Capot takes the declarations</translation>
    </message>
    <message>
        <source>Le camp capot marque aussi les annonces des autres.</source>
        <translation>The side that makes capot also scores the other sides’ declarations.</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <source>Belote imprenable</source>
        <translation>Belote always kept</translation>
    </message>
    <message>
        <source>Le preneur dedans garde sa belote.</source>
        <translation>A taker who goes down keeps the belote.</translation>
    </message>
    <message>
        <source>Belote comptée pour le contrat</source>
        <translation>Belote counts for the contract</translation>
    </message>
    <message>
        <source>La belote s’ajoute avant de comparer preneur et défense.</source>
        <translation>The belote is added before comparing taker and defence.</translation>
    </message>
    <message>
        <source>Belotes réclamées au décompte</source>
        <translation>Belotes claimed at the count</translation>
    </message>
    <message>
        <source>Belotes oubliées qu’un camp peut réclamer par partie.</source>
        <translation>Forgotten belotes a side may claim per game.</translation>
    </message>
    <message>
        <source>Annonces</source>
        <translation>Declarations</translation>
    </message>
    <message>
        <source>Annonces jouées</source>
        <translation>Declarations played</translation>
    </message>
    <message>
        <source>Tierce, cinquante, cent et carrés en plus de la belote.</source>
        <translation>Tierce, fifty, hundred and four of a kind (carré) on top of the belote.</translation>
    </message>
    <message>
        <source>Annonces comptées pour le contrat</source>
        <translation>Declarations count for the contract</translation>
    </message>
    <message>
        <source>Les annonces s’ajoutent avant de comparer preneur et défense.</source>
        <translation>Declarations are added before comparing taker and defence.</translation>
    </message>
    <message>
        <source>Valeur de la tierce</source>
        <translation>Tierce value</translation>
    </message>
    <message>
        <source>Points d’une tierce.</source>
        <translation>Points for a tierce.</translation>
    </message>
    <message>
        <source>20 points</source>
        <translation>20 points</translation>
    </message>
    <message>
        <source>30 points</source>
        <translation>30 points</translation>
    </message>
    <message>
        <source>Valeur des carrés</source>
        <translation>Four-of-a-kind values</translation>
    </message>
    <message>
        <source>Carrés d’as et de neuf.</source>
        <translation>Four aces and four nines.</translation>
    </message>
    <message>
        <source>As 100, neuf 150</source>
        <translation>Aces 100, nines 150</translation>
    </message>
    <message>
        <source>As 110, neuf 140</source>
        <translation>Aces 110, nines 140</translation>
    </message>
    <message>
        <source>Fin de partie</source>
        <translation>End of game</translation>
    </message>
    <message>
        <source>Quand la partie s’arrête.</source>
        <translation>When the game stops.</translation>
    </message>
    <message>
        <source>En points</source>
        <translation>On points</translation>
    </message>
    <message>
        <source>En nombre de donnes</source>
        <translation>After a number of deals</translation>
    </message>
    <message>
        <source>Libre (close à la main)</source>
        <translation>Open (closed by hand)</translation>
    </message>
    <message>
        <source>Points à atteindre</source>
        <translation>Points to reach</translation>
    </message>
    <message>
        <source>Le but d’une partie en points.</source>
        <translation>The target of a game played to points.</translation>
    </message>
    <message>
        <source>But à dépasser</source>
        <translation>Target must be passed</translation>
    </message>
    <message>
        <source>Il faut dépasser le but, pas seulement l’atteindre.</source>
        <translation>The target must be passed, not just reached.</translation>
    </message>
    <message>
        <source>Donnes d’une partie en nombre de donnes.</source>
        <translation>Deals in a game played over a number of deals.</translation>
    </message>
    <message>
        <source>Donnes passées comptées</source>
        <translation>Passed deals count</translation>
    </message>
    <message>
        <source>Une donne où tout le monde passe compte parmi les donnes.</source>
        <translation>A deal where everyone passes counts as a deal.</translation>
    </message>
    <message>
        <source>Égalité finale</source>
        <translation>Level at the end</translation>
    </message>
    <message>
        <source>Ce qui se passe quand la partie finit à égalité.</source>
        <translation>What happens when the game ends level.</translation>
    </message>
    <message>
        <source>Une donne de plus</source>
        <translation>One more deal</translation>
    </message>
    <message>
        <source>Match nul</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Pas de victoire sur une chute</source>
        <translation>No win on a deal gone down</translation>
    </message>
    <message>
        <source>On ne gagne pas la partie sur une donne chutée, un capot subi ou une faute.</source>
        <translation>A side cannot win the game on a deal where it was set, lost by capot or lost by a fault.</translation>
    </message>
    <message>
        <source>Dernière donne au point</source>
        <translation>Last deal counted exactly</translation>
    </message>
    <message>
        <source>La donne qui finit la partie se compte sans arrondi.</source>
        <translation>The deal that ends the game is counted without rounding.</translation>
    </message>
    <message>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <source>Victoire double quand le perdant est loin derrière.</source>
        <translation>Double win when the loser is far behind.</translation>
    </message>
    <message>
        <source>Pas de Rubicon</source>
        <translation>No Rubicon</translation>
    </message>
    <message>
        <source>Moins de la moitié du but</source>
        <translation>Less than half the target</translation>
    </message>
    <message>
        <source>Moins de la moitié du gagnant</source>
        <translation>Less than half the winner’s score</translation>
    </message>
    <message>
        <source>Le preneur fait 75 + belote contre 87</source>
        <extracomment>Example deals for the preview: (French description, deals of a short game).</extracomment>
        <translation>Taker makes 75 + belote against 87</translation>
    </message>
    <message>
        <source>Le preneur fait 71 + belote contre 91</source>
        <translation>Taker makes 71 + belote against 91</translation>
    </message>
    <message>
        <source>81 – 81, puis le preneur chute</source>
        <translation>81 – 81, then the taker goes down</translation>
    </message>
    <message>
        <source>Le preneur fait 64 contre 98</source>
        <translation>Taker makes 64 against 98</translation>
    </message>
    <message>
        <source>Le preneur fait 116 contre 46</source>
        <translation>Taker makes 116 against 46</translation>
    </message>
    <message>
        <source>Capot du preneur avec belote</source>
        <translation>Taker’s capot with belote</translation>
    </message>
    <message>
        <source>110 cœur, le preneur fait 113 contre 49</source>
        <extracomment>Contrée&apos;s examples (SCORING.md §10.5): a contract made, a contré, a failed one, a capot bid, a surcontré.</extracomment>
        <translation>110 hearts, the taker makes 113 against 49</translation>
    </message>
    <message>
        <source>80 contré, le preneur fait 90 + belote contre 72</source>
        <translation>80 doubled, the taker makes 90 + belote against 72</translation>
    </message>
    <message>
        <source>100 pique, le preneur fait 95 contre 67</source>
        <translation>100 spades, the taker makes 95 against 67</translation>
    </message>
    <message>
        <source>90 surcontré, le preneur fait 85 contre 77</source>
        <translation>90 redoubled, the taker makes 85 against 77</translation>
    </message>
    <message>
        <source>Capot annoncé et fait, avec belote</source>
        <translation>Capot bid and made, with belote</translation>
    </message>
    <message>
        <source>Capot annoncé, le preneur fait 150 contre 12</source>
        <translation>Capot bid, the taker makes 150 against 12</translation>
    </message>
    <message>
        <source>Le preneur fait 80, les autres 50 et 32</source>
        <translation>Taker makes 80, the others 50 and 32</translation>
    </message>
    <message>
        <source>Le preneur fait 50 contre 70 et 42</source>
        <translation>Taker makes 50 against 70 and 42</translation>
    </message>
    <message>
        <source>Capot du preneur</source>
        <translation>Taker’s capot</translation>
    </message>
    <message>
        <source>Préréglage</source>
        <extracomment>Each option&apos;s row (label, control, help), hidden when the option means nothing in the family. Each help text, its grid and its option&apos;s row; beside the control, or below it when the editor is narrow (a 1024-pixel screen): see :meth:`place_helps`.</extracomment>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Personnalisé</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>Des scores existent : les règles sont verrouillées.</source>
        <translation>Scores have been entered: the rules are locked.</translation>
    </message>
    <message>
        <source>Déverrouiller…</source>
        <translation>Unlock…</translation>
    </message>
    <message>
        <source>Aperçu : quelques donnes avec ces règles</source>
        <translation>Preview: a few deals under these rules</translation>
    </message>
    <message>
        <source>Les règles en clair</source>
        <translation>The rules in plain words</translation>
    </message>
    <message>
        <source>&amp;Préréglage</source>
        <translation>&amp;Preset</translation>
    </message>
    <message>
        <source>Couleur</source>
        <extracomment>Narrower than this, the help texts go under their controls: beside them, on a 1024-pixel screen, they were cut at the right of the options&apos; scroll area.</extracomment>
        <translation>Suit</translation>
    </message>
    <message>
        <source>Sans-atout</source>
        <translation>No trumps</translation>
    </message>
    <message>
        <source>Tout-atout</source>
        <translation>All trumps</translation>
    </message>
    <message>
        <source>Oui</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>«&#xa0;{option}&#xa0;» ({key}) : {message}</source>
        <translation>“{option}” ({key}): {message}</translation>
    </message>
    <message>
        <source>Règles personnalisées.</source>
        <translation>Custom rules.</translation>
    </message>
    <message>
        <source>camp {n}</source>
        <translation>side {n}</translation>
    </message>
    <message>
        <source>Déverrouiller les règles</source>
        <translation>Unlock the rules</translation>
    </message>
    <message>
        <source>Des scores ont déjà été saisis. Si vous changez les règles, tous les résultats et le classement seront recalculés avec les nouvelles règles.

Déverrouiller quand même ?</source>
        <translation>Scores have already been entered. If you change the rules, all results and the standings will be recalculated with the new rules.

Unlock anyway?</translation>
    </message>
    <message>
        <source>Entrée : ouvrir la table {t} de la manche {r}</source>
        <translation>Enter: open table {t} of round {r}</translation>
    </message>
    <message>
        <source>N° de table puis Entrée</source>
        <translation>Table number, then Enter</translation>
    </message>
    <message>
        <source>Journal des modifications (le plus récent en haut)</source>
        <translation>Change log (most recent first)</translation>
    </message>
    <message>
        <source>donne {n}</source>
        <extracomment>The live sheet of this game, brought into view (its table opened, its tab shown) when asked: the sheet the command was made on may have been closed since.</extracomment>
        <translation>deal {n}</translation>
    </message>
    <message>
        <source>correction de la donne {n}</source>
        <translation>correction of deal {n}</translation>
    </message>
    <message>
        <source>suppression de la donne {n}</source>
        <translation>deletion of deal {n}</translation>
    </message>
    <message>
        <source>Chercher une équipe ou un joueur… (Ctrl+F)</source>
        <extracomment>A withdrawal declared its table&apos;s forfeit (round, table): a score sheet showing it reloads.</extracomment>
        <translation>Search for a team or a player… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Inscrire un joueur…</source>
        <translation>Register a player…</translation>
    </message>
    <message>
        <source>Nouvelle équipe…</source>
        <translation>New team…</translation>
    </message>
    <message>
        <source>Modifier…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <source>Renommer l’équipe ou remplacer un joueur</source>
        <translation>Rename the team or replace a player</translation>
    </message>
    <message>
        <source>Pointer / dépointer</source>
        <translation>Check in / out</translation>
    </message>
    <message>
        <source>Présent à la table de pointage</source>
        <translation>Present at the check-in desk</translation>
    </message>
    <message>
        <source>Pointer tous</source>
        <translation>Check in all</translation>
    </message>
    <message>
        <source>Tous les inscrits sont présents</source>
        <translation>Every entrant is present</translation>
    </message>
    <message>
        <source>Arrivée en retard</source>
        <translation>Late arrival</translation>
    </message>
    <message>
        <source>Abandon…</source>
        <translation>Withdrawal…</translation>
    </message>
    <message>
        <source>Annuler l’abandon</source>
        <translation>Cancel withdrawal</translation>
    </message>
    <message>
        <source>Désinscrire…</source>
        <translation>Unregister…</translation>
    </message>
    <message>
        <source>{n} inscrit</source>
        <translation>{n} registered</translation>
    </message>
    <message>
        <source>{n} inscrits</source>
        <translation>{n} registered</translation>
    </message>
    <message>
        <source>{n} présent</source>
        <translation>{n} present</translation>
    </message>
    <message>
        <source>{n} présents</source>
        <translation>{n} present</translation>
    </message>
    <message>
        <source>pointage de {name}</source>
        <translation>check-in of {name}</translation>
    </message>
    <message>
        <source>dépointage de {name}</source>
        <translation>check-out of {name}</translation>
    </message>
    <message>
        <source>pointage de {n} inscrit</source>
        <translation>check-in of {n} entrant</translation>
    </message>
    <message>
        <source>pointage de {n} inscrits</source>
        <translation>check-in of {n} entrants</translation>
    </message>
    <message>
        <source>arrivée en retard de {name}</source>
        <translation>late arrival of {name}</translation>
    </message>
    <message>
        <source>abandon de {name} et forfait de la table {t}, manche {r}</source>
        <translation>withdrawal of {name} and forfeit of table {t}, round {r}</translation>
    </message>
    <message>
        <source>Abandon</source>
        <extracomment>the withdrawing entrant&apos;s side (0/1) deals already entered (erased by the forfeit; the undo gives them back)</extracomment>
        <translation>Withdraw</translation>
    </message>
    <message>
        <source>Abandon de «&#xa0;{name}&#xa0;» à partir de la manche {n} : elle ne sera plus tirée, ses parties déjà jouées comptent toujours.</source>
        <translation>Withdrawal of “{name}” from round {n}: it will no longer be drawn; the games it has played still count.</translation>
    </message>
    <message>
        <source>Sa partie en cours : table {t} de la manche {r}</source>
        <translation>Its game in play: table {t} of round {r}</translation>
    </message>
    <message>
        <source>Déclarer le forfait de cette partie</source>
        <translation>Declare the forfeit of this game</translation>
    </message>
    <message>
        <source>La donne déjà saisie sera effacée (Ctrl+Z la rend).</source>
        <translation>The deal already entered will be erased (Ctrl+Z gives it back).</translation>
    </message>
    <message>
        <source>Les {n} donnes déjà saisies seront effacées (Ctrl+Z les rend).</source>
        <translation>The {n} deals already entered will be erased (Ctrl+Z gives them back).</translation>
    </message>
    <message>
        <source>Sans forfait, la table reste à jouer et la manche suivante ne peut pas être tirée.</source>
        <translation>Without a forfeit, the table is still to be played and the next round cannot be drawn.</translation>
    </message>
    <message>
        <source>Abandon à partir de la manche {n}</source>
        <translation>Withdraw from round {n}</translation>
    </message>
    <message>
        <source>abandon de {name} (manche {n})</source>
        <translation>withdrawal of {name} (round {n})</translation>
    </message>
    <message>
        <source>retour de {name}</source>
        <translation>return of {name}</translation>
    </message>
    <message>
        <source>inscription de l’équipe {name}</source>
        <translation>registration of team {name}</translation>
    </message>
    <message>
        <source>inscription de {name}</source>
        <translation>registration of {name}</translation>
    </message>
    <message>
        <source>« {name} » a déjà joué (manche {r}, table {t}) : l’équipe ne se modifie plus ; ses résultats restent les siens.</source>
        <translation>“{name}” has already played (round {r}, table {t}): the team can no longer be edited; its results stay its own.</translation>
    </message>
    <message>
        <source>modification de l’équipe {name}</source>
        <translation>edit of the team {name}</translation>
    </message>
    <message>
        <source>Désinscrire</source>
        <translation>Unregister</translation>
    </message>
    <message>
        <source>Désinscrire « {name} » ?</source>
        <translation>Unregister “{name}”?</translation>
    </message>
    <message>
        <source>Aucun concours pour l’instant : créez-en un, ou essayez le concours de démonstration.</source>
        <extracomment>The page has painted once (the start-up waits for it before loading the database&apos;s code). While the window opens its data: what it opens (a file&apos;s path, an address).</extracomment>
        <translation>No tournament yet: create one, or try the demonstration tournament.</translation>
    </message>
    <message>
        <source>Nouveau concours…</source>
        <translation>New tournament…</translation>
    </message>
    <message>
        <source>Entrée</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Dupliquer</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>Supprimer…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <source>Concours de démonstration</source>
        <translation>Demonstration tournament</translation>
    </message>
    <message>
        <source>Joueurs du club</source>
        <translation>Club players</translation>
    </message>
    <message>
        <source>Concours et soirées</source>
        <translation>Tournaments and club nights</translation>
    </message>
    <message>
        <source>La base de données n’a pas pu être ouverte : {reason}
Utilisez Fichier › Ouvrir… pour choisir un autre fichier.</source>
        <translation>The database could not be opened: {reason}
Use File › Open… to choose another file.</translation>
    </message>
    <message>
        <source>Données : {where}</source>
        <translation>Data: {where}</translation>
    </message>
    <message>
        <source>Ouverture de « {name} »…</source>
        <translation>Opening “{name}”…</translation>
    </message>
    <message>
        <source>Ouverture des données…</source>
        <translation>Opening the data…</translation>
    </message>
    <message>
        <source>Les données n’ont pas pu être lues : {reason}
Fichier › Ouvrir un fichier… en choisit d’autres ; Fichier › Restaurer une sauvegarde… remet une sauvegarde automatique.</source>
        <translation>The data could not be read: {reason}
File › Open a file… chooses other data; File › Restore a backup… puts an automatic backup back.</translation>
    </message>
    <message>
        <source>Le concours de démonstration ajoute à « {file} » un concours déjà joué et ses joueurs fictifs, qui rejoignent la liste des joueurs du club. Pour essayer sans toucher à vos données, créez d’abord un fichier d’essai (Fichier › Nouveau…).</source>
        <translation>The demonstration tournament adds to “{file}” a tournament already played and its fictitious players, who join the club’s list of players. To try things out without touching your data, first create a trial file (File › New…).</translation>
    </message>
    <message>
        <source>Ajouter la démonstration</source>
        <translation>Add the demonstration</translation>
    </message>
    <message>
        <source>Supprimer « {name} » du {date} et tout ce qui y a été saisi ? Cette action est définitive.</source>
        <translation>Delete “{name}” of {date} and everything entered for it? This cannot be undone.</translation>
    </message>
    <message>
        <source>Supprimer le concours</source>
        <translation>Delete the tournament</translation>
    </message>
    <message>
        <source>Supprimer</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>(exempt)</source>
        <translation>(bye)</translation>
    </message>
    <message>
        <source>(exempt {n} fois)</source>
        <translation>(bye {n} times)</translation>
    </message>
    <message>
        <source>Classement</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Classement provisoire — manche {n} en cours, {done}/{total} tables</source>
        <translation>Provisional standings — round {n} in progress, {done}/{total} tables</translation>
    </message>
    <message>
        <source>Classement après la manche {n}</source>
        <translation>Standings after round {n}</translation>
    </message>
    <message>
        <source>{score} : contesté — arbitre appelé</source>
        <translation>{score}: disputed — referee called</translation>
    </message>
    <message>
        <source> (forfait)</source>
        <translation> (forfeit)</translation>
    </message>
    <message>
        <source>forfait</source>
        <translation>forfeit</translation>
    </message>
    <message>
        <source>Belote Club — projection</source>
        <translation>Belote Club — projector</translation>
    </message>
    <message>
        <source>Résultats en direct
sur votre téléphone</source>
        <extracomment>While the table server runs: the QR code of the live results page (``show_live_address``).</extracomment>
        <translation>Live results
on your phone</translation>
    </message>
    <message>
        <source>Manche {n} · plan de table · {done}/{total} tables terminées</source>
        <translation>Round {n} · table plan · {done}/{total} tables finished</translation>
    </message>
    <message>
        <source>Camp 1</source>
        <translation>Side 1</translation>
    </message>
    <message>
        <source>Camp 2</source>
        <translation>Side 2</translation>
    </message>
    <message>
        <source> (provisoire)</source>
        <translation> (provisional)</translation>
    </message>
    <message>
        <source>Saison « {name} » · classement</source>
        <translation>Season “{name}” · standings</translation>
    </message>
    <message>
        <source>Rang</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Palmarès · les prix</source>
        <translation>Prize list · the prizes</translation>
    </message>
    <message>
        <source>Équipe</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Victoires</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Écart</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>Chercher (nom, prénom, licence, club)…</source>
        <extracomment>The club&apos;s undo history (the window&apos;s): merging two cards is undone by Édition › Annuler.</extracomment>
        <translation>Search (name, first name, licence, club)…</translation>
    </message>
    <message>
        <source>Créer la fiche d’un joueur — Ctrl+N</source>
        <translation>Create a player’s card — Ctrl+N</translation>
    </message>
    <message>
        <source>Historique…</source>
        <translation>History…</translation>
    </message>
    <message>
        <source>Fusionner…</source>
        <translation>Merge…</translation>
    </message>
    <message>
        <source>Importer un CSV…</source>
        <translation>Import a CSV…</translation>
    </message>
    <message>
        <source>Exporter en CSV…</source>
        <translation>Export as CSV…</translation>
    </message>
    <message>
        <source>{n} joueur</source>
        <translation>{n} player</translation>
    </message>
    <message>
        <source>{n} joueurs</source>
        <translation>{n} players</translation>
    </message>
    <message>
        <source>Supprimer un joueur</source>
        <translation>Delete a player</translation>
    </message>
    <message>
        <source>Supprimer la fiche de {name} ?</source>
        <translation>Delete {name}’s record?</translation>
    </message>
    <message>
        <source>Fusionner deux fiches</source>
        <translation>Merge two cards</translation>
    </message>
    <message>
        <source>Aucune autre fiche au nom de {name} : rien à fusionner.</source>
        <translation>No other card named {name}: nothing to merge.</translation>
    </message>
    <message>
        <source>fiche n° {id} — {name}, licence {licence}, club {club}</source>
        <translation>card no. {id} — {name}, licence {licence}, club {club}</translation>
    </message>
    <message>
        <source>La fiche n° {id} ({name}) est la même personne que :</source>
        <translation>Card no. {id} ({name}) is the same person as:</translation>
    </message>
    <message>
        <source>fusion des fiches de {name}</source>
        <translation>merging the cards of {name}</translation>
    </message>
    <message>
        <source>CSV (*.csv *.txt)</source>
        <translation>CSV (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Impossible de lire le fichier « {path} ».</source>
        <translation>Cannot read the file “{path}”.</translation>
    </message>
    <message>
        <source>Import terminé</source>
        <translation>Import finished</translation>
    </message>
    <message>
        <source>{n} joueur ajouté</source>
        <translation>{n} player added</translation>
    </message>
    <message>
        <source>{n} joueurs ajoutés</source>
        <translation>{n} players added</translation>
    </message>
    <message>
        <source>{n} déjà présent</source>
        <translation>{n} already there</translation>
    </message>
    <message>
        <source>{n} déjà présents</source>
        <translation>{n} already there</translation>
    </message>
    <message>
        <source>Exporter les joueurs</source>
        <translation>Export the players</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>table {n}</source>
        <translation>table {n}</translation>
    </message>
    <message>
        <source>tables {list}</source>
        <translation>tables {list}</translation>
    </message>
    <message>
        <source>Manche {n} — terminées : {done} sur {total}</source>
        <translation>Round {n} — finished: {done} of {total}</translation>
    </message>
    <message>
        <source> · score contesté — arbitre appelé : {n}</source>
        <translation> · score disputed — referee called: {n}</translation>
    </message>
    <message>
        <source> : la manche est complète.</source>
        <translation>: the round is complete.</translation>
    </message>
    <message>
        <source> · en cours : {n}</source>
        <translation> · in progress: {n}</translation>
    </message>
    <message>
        <source> · pas commencées : {n}</source>
        <translation> · not started: {n}</translation>
    </message>
    <message>
        <source>Tirer la manche suivante</source>
        <translation>Draw the next round</translation>
    </message>
    <message>
        <source>Refaire le tirage</source>
        <translation>Redraw</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Lancer le chrono</source>
        <translation>Start the clock</translation>
    </message>
    <message>
        <source>Glissez une paire sur une autre pour les échanger, ou Espace sur l’une puis sur l’autre (tant qu’aucun score n’est saisi).</source>
        <translation>Drag a pair onto another to swap them, or Space on one then on the other (while no score is entered).</translation>
    </message>
    <message>
        <source>Glissez une équipe sur une autre pour les échanger, ou Espace sur l’une puis sur l’autre (tant qu’aucun score n’est saisi).</source>
        <translation>Drag a team onto another to swap them, or Space on one then on the other (while no score is entered).</translation>
    </message>
    <message>
        <source>Table :</source>
        <extracomment>The round&apos;s commands; ``add_action`` puts another one here, after « Refaire le tirage ».</extracomment>
        <translation>Table:</translation>
    </message>
    <message>
        <source>terminée</source>
        <extracomment>Tools of the round beside its progress (« Saisie aux tables »): ``add_tool`` puts them here. The list of rounds as counts (``round_summaries``: light on a 200-team concours); only the round shown is loaded whole (tables, sides, games).</extracomment>
        <translation>finished</translation>
    </message>
    <message>
        <source>{done}/{total} tables</source>
        <translation>{done}/{total} tables</translation>
    </message>
    <message>
        <source>Manche {n}</source>
        <translation>Round {n}</translation>
    </message>
    <message>
        <source>Aucune manche tirée : pointez les équipes présentes puis tirez la manche 1.</source>
        <translation>No round drawn: check in the teams present, then draw round 1.</translation>
    </message>
    <message>
        <source>{n} rencontre déjà jouée dans une manche précédente : inévitable avec ces équipes.</source>
        <translation>{n} pairing already played in an earlier round: unavoidable with these teams.</translation>
    </message>
    <message>
        <source>{n} rencontres déjà jouées dans une manche précédente : inévitable avec ces équipes.</source>
        <translation>{n} pairings already played in earlier rounds: unavoidable with these teams.</translation>
    </message>
    <message>
        <source>Exempt : {names}</source>
        <translation>Bye: {names}</translation>
    </message>
    <message>
        <source>Arrêter le chrono</source>
        <translation>Stop the clock</translation>
    </message>
    <message>
        <source>« {name} » choisie : Espace sur l’autre place pour les échanger, Échap pour renoncer.</source>
        <translation>“{name}” chosen: Space on the other place to swap them, Escape to give up.</translation>
    </message>
    <message>
        <source>tirage de la manche {n}</source>
        <translation>draw of round {n}</translation>
    </message>
    <message>
        <source>Tirer à nouveau la manche {n} ?</source>
        <translation>Draw round {n} again?</translation>
    </message>
    <message>
        <source>Refaire</source>
        <translation>Redraw</translation>
    </message>
    <message>
        <source>échange de places, manche {n} (table {a} et table {b})</source>
        <translation>swap of places, round {n} (table {a} and table {b})</translation>
    </message>
    <message>
        <source>Pas de table {n} dans la manche {r}.</source>
        <translation>No table {n} in round {r}.</translation>
    </message>
    <message>
        <source>Règles déverrouillées : chaque changement recalcule tous les résultats.</source>
        <translation>Rules unlocked: every change recomputes all results.</translation>
    </message>
    <message>
        <source>Règles enregistrées.</source>
        <translation>Rules saved.</translation>
    </message>
    <message>
        <source>195 puis Entrée — p : passe — 1c : capot</source>
        <translation>195 then Enter — p: all passed — 1c: capot</translation>
    </message>
    <message>
        <source>Camp {n}&#xa0;: {name}</source>
        <extracomment>« t7 »: that table of the round in play « m1 t5 »: round, table (another round only when asked) Where this game is played (« table 4, manche 1 »): the undo history names each deal with it. Why no deal can be typed here (a game entered from its paper sheet&apos;s totals); « t7 » still works. The live sheet of this game, in view (see ``DealCommand``); a sheet alone is its own. A deal chosen with Haut/Bas from the entry line: F2, Inser, Suppr typed there act on it.</extracomment>
        <translation>Side {n}: {name}</translation>
    </message>
    <message>
        <source>Saisie de la donne</source>
        <translation>Deal entry</translation>
    </message>
    <message>
        <source>Explication</source>
        <translation>Explanation</translation>
    </message>
    <message>
        <source>Saisie rapide (F1)</source>
        <translation>Quick entry (F1)</translation>
    </message>
    <message>
        <source>{example} : {meaning}</source>
        <translation>{example}: {meaning}</translation>
    </message>
    <message>
        <source>&lt;b&gt;t7&lt;/b&gt; : ouvrir la table 7 de la manche en cours ; &lt;b&gt;m1 t5&lt;/b&gt; : la table 5 de la manche 1</source>
        <translation>&lt;b&gt;t7&lt;/b&gt;: open table 7 of the round in play; &lt;b&gt;m1 t5&lt;/b&gt;: table 5 of round 1</translation>
    </message>
    <message>
        <source>Entrée ou F2 sur une donne : la modifier ; Suppr : la supprimer ; Inser : insérer une donne oubliée avant elle</source>
        <translation>Enter or F2 on a deal: edit it; Del: delete it; Ins: insert a forgotten deal before it</translation>
    </message>
    <message>
        <source>Réserve : {n}</source>
        <translation>Reserve: {n}</translation>
    </message>
    <message>
        <source>{n} donne jouée</source>
        <translation>{n} deal played</translation>
    </message>
    <message>
        <source>{n} donnes jouées</source>
        <translation>{n} deals played</translation>
    </message>
    <message>
        <source>Donne {n} · partie en {target}</source>
        <translation>Deal {n} · game to {target}</translation>
    </message>
    <message>
        <source>Donne {n} sur {count}</source>
        <translation>Deal {n} of {count}</translation>
    </message>
    <message>
        <source>Donne {n} · partie libre</source>
        <translation>Deal {n} · open game</translation>
    </message>
    <message>
        <source>Partie terminée : égalité ({score}).</source>
        <translation>Game over: draw ({score}).</translation>
    </message>
    <message>
        <source>Partie terminée, gagnée par {name} ({score}).</source>
        <translation>Game over: {name} wins ({score}).</translation>
    </message>
    <message>
        <source>Rubicon : {losers} — la victoire compte double.</source>
        <translation>Rubicon: {losers} — the win counts double.</translation>
    </message>
    <message>
        <source>Réserve perdue : {n}.</source>
        <translation>Reserve lost: {n}.</translation>
    </message>
    <message>
        <source>Partie terminée — F2 : corriger une donne</source>
        <translation>Game over — F2: correct a deal</translation>
    </message>
    <message>
        <source>Donne passée (elle ne compte pas)</source>
        <translation>Passed deal (it does not count)</translation>
    </message>
    <message>
        <source>Donne {n}</source>
        <translation>Deal {n}</translation>
    </message>
    <message>
        <source>Entrée : ouvrir la table {n}</source>
        <extracomment>« t7 », « T 12 » typed on the deal line: open that table of the round in play (a bare number there is a deal&apos;s points). « m1 t5 », « M2T3 »: table 5 of round 1, whatever the round in play.</extracomment>
        <translation>Enter: open table {n}</translation>
    </message>
    <message>
        <source>→ {outcome} : {scored}</source>
        <translation>→ {outcome}: {scored}</translation>
    </message>
    <message>
        <source>réserve {n}</source>
        <translation>reserve {n}</translation>
    </message>
    <message>
        <source>Donne oubliée, insérée avant la donne passée — Entrée pour valider, Échap pour annuler</source>
        <translation>Forgotten deal, inserted before the passed deal — Enter to confirm, Esc to cancel</translation>
    </message>
    <message>
        <source>Donne oubliée, insérée avant la donne {n} — Entrée pour valider, Échap pour annuler</source>
        <translation>Forgotten deal, inserted before deal {n} — Enter to confirm, Esc to cancel</translation>
    </message>
    <message>
        <source>Correction de la donne passée — Entrée pour valider, Échap pour annuler</source>
        <translation>Correcting the passed deal — Enter to confirm, Esc to cancel</translation>
    </message>
    <message>
        <source>Correction de la donne {n} — Entrée pour valider, Échap pour annuler</source>
        <translation>Correcting deal {n} — Enter to confirm, Esc to cancel</translation>
    </message>
    <message>
        <source>Impossible de supprimer la donne passée : {reason}</source>
        <translation>Cannot delete the passed deal: {reason}</translation>
    </message>
    <message>
        <source>Impossible de supprimer la donne {n} : {reason}</source>
        <translation>Cannot delete deal {n}: {reason}</translation>
    </message>
    <message>
        <source>Donne passée supprimée (Ctrl+Z pour l’annuler).</source>
        <translation>Passed deal deleted (Ctrl+Z to undo).</translation>
    </message>
    <message>
        <source>Donne {n} supprimée (Ctrl+Z pour l’annuler).</source>
        <translation>Deal {n} deleted (Ctrl+Z to undo).</translation>
    </message>
    <message>
        <source>Donne {n} : {reason}</source>
        <translation>Deal {n}: {reason}</translation>
    </message>
    <message>
        <source>Totaux de la feuille…</source>
        <extracomment>The open table&apos;s game, as the services give it (the sheet&apos;s source). The game could not be reloaded because someone was typing on it: the watch tries again. Whether the last change (``changed``) may have moved the standings: a deal that leaves its game unfinished (and unfinished it was) does not — the standings only count finished games. The chart lags the game shown (see ``_update_chart``); the timer brings it up to date.</extracomment>
        <translation>Paper-sheet totals…</translation>
    </message>
    <message>
        <source>Saisir seulement les totaux</source>
        <translation>Enter the totals only</translation>
    </message>
    <message>
        <source>Effacer la partie…</source>
        <translation>Clear the game…</translation>
    </message>
    <message>
        <source>Clore la partie…</source>
        <translation>Close the game…</translation>
    </message>
    <message>
        <source>Temps écoulé ou partie libre : le plus haut total gagne</source>
        <translation>Time up or open game: the highest total wins</translation>
    </message>
    <message>
        <source>Rouvrir la partie</source>
        <translation>Reopen the game</translation>
    </message>
    <message>
        <source>Forfait…</source>
        <translation>Forfeit…</translation>
    </message>
    <message>
        <source>Un côté de la table abandonne : l’autre gagne comme un exempt</source>
        <translation>One side of the table gives up: the other wins as a bye would</translation>
    </message>
    <message>
        <source>Annuler le forfait</source>
        <translation>Cancel the forfeit</translation>
    </message>
    <message>
        <source>Table </source>
        <translation>Table </translation>
    </message>
    <message>
        <source>Choisissez une table : double-clic dans le plan de table, ou tapez son numéro.</source>
        <translation>Choose a table: double-click in the table plan, or type its number.</translation>
    </message>
    <message>
        <source>Table à saisir</source>
        <translation>Table to enter</translation>
    </message>
    <message>
        <source>La manche {r} n’a pas de table {t} (tables 1 à {n}).</source>
        <extracomment>« Manche 3 » beside the table box: the sheet&apos;s own title (« Manche 3 · table 2 ») is hidden here.</extracomment>
        <translation>Round {r} has no table {t} (tables 1 to {n}).</translation>
    </message>
    <message>
        <source>Manche {r} · table {t}</source>
        <translation>Round {r} · table {t}</translation>
    </message>
    <message>
        <source>table {t}, manche {r}</source>
        <translation>table {t}, round {r}</translation>
    </message>
    <message>
        <source>Manche {n} (la manche en cours est la {current})</source>
        <translation>Round {n} (the round in play is round {current})</translation>
    </message>
    <message>
        <source>Pas de manche {r} : les manches tirées vont de 1 à {n}.</source>
        <translation>No round {r}: the rounds drawn go from 1 to {n}.</translation>
    </message>
    <message>
        <source>Pas de manche {r} : aucune manche n’est tirée.</source>
        <translation>No round {r}: no round has been drawn.</translation>
    </message>
    <message>
        <source>Pas de manche {r} : seule la manche 1 est tirée.</source>
        <translation>No round {r}: only round 1 has been drawn.</translation>
    </message>
    <message>
        <source>Aucune manche tirée : tirez d’abord une manche (onglet Manches).</source>
        <translation>No round drawn: draw a round first (Rounds tab).</translation>
    </message>
    <message>
        <source>Pas de table « {n} » dans la manche {r}.</source>
        <translation>No table “{n}” in round {r}.</translation>
    </message>
    <message>
        <source>Forfait de {name} : {a} – {b}.</source>
        <translation>Forfeit of {name}: {a} – {b}.</translation>
    </message>
    <message>
        <source>Partie saisie en totaux de la feuille : {a} – {b}.</source>
        <translation>Game entered as paper-sheet totals: {a} – {b}.</translation>
    </message>
    <message>
        <source>Table déclarée forfait : « Annuler le forfait » pour y saisir des donnes. « t6 » ouvre une autre table.</source>
        <translation>Table declared forfeit: “Cancel the forfeit” to enter deals there. “t6” opens another table.</translation>
    </message>
    <message>
        <source>Partie saisie en totaux de la feuille : « Effacer la partie… » pour la saisir donne par donne. « t6 » ouvre une autre table.</source>
        <translation>Game entered as its sheet’s totals: “Clear the game…” to enter it deal by deal. “t6” opens another table.</translation>
    </message>
    <message>
        <source>Table déclarée forfait</source>
        <translation>Table declared forfeit</translation>
    </message>
    <message>
        <source>Saisie en totaux de la feuille</source>
        <translation>Entered as paper-sheet totals</translation>
    </message>
    <message>
        <source>côté {n}</source>
        <translation>side {n}</translation>
    </message>
    <message>
        <source>forfait de {name}, table {t}, manche {r}</source>
        <translation>forfeit of {name}, table {t}, round {r}</translation>
    </message>
    <message>
        <source>annulation du forfait, table {t}, manche {r}</source>
        <translation>cancellation of the forfeit, table {t}, round {r}</translation>
    </message>
    <message>
        <source>Clore la partie</source>
        <translation>Close the game</translation>
    </message>
    <message>
        <source>Clore la partie de la table {n} ? Le camp qui a le plus haut total la gagne.</source>
        <translation>Close the game at table {n}? The side with the highest total wins it.</translation>
    </message>
    <message>
        <source>Clore</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Effacer la partie</source>
        <translation>Clear the game</translation>
    </message>
    <message>
        <source>Effacer tout ce qui est saisi pour la table {n} ?</source>
        <translation>Clear everything entered for table {n}?</translation>
    </message>
    <message>
        <source>Effacer</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Le serveur des tables était en service : le redémarrer ?</source>
        <translation>The table server was running: restart it?</translation>
    </message>
    <message>
        <source>Redémarrer le serveur</source>
        <translation>Restart the server</translation>
    </message>
    <message>
        <source>Laisser arrêté</source>
        <translation>Leave it stopped</translation>
    </message>
    <message>
        <source>Classement après la manche</source>
        <extracomment>Below this width (a 1024 px screen) the chart gives its room to the table: every column in sight.</extracomment>
        <translation>Standings after round</translation>
    </message>
    <message>
        <source>Double-clic : le détail manche par manche</source>
        <translation>Double-click: round-by-round details</translation>
    </message>
    <message>
        <source>Après</source>
        <extracomment>the last round the « Après » box lists the standings on screen (the services&apos; object)</extracomment>
        <translation>After</translation>
    </message>
    <message>
        <source>Classement {criteria}</source>
        <translation>Ranked {criteria}</translation>
    </message>
    <message>
        <source>Manche en cours : {list} (seules les parties terminées comptent)</source>
        <translation>Round in progress: {list} (only finished games count)</translation>
    </message>
    <message>
        <source>Manches en cours : {list} (seules les parties terminées comptent)</source>
        <translation>Rounds in progress: {list} (only finished games count)</translation>
    </message>
    <message>
        <source>Score contesté — arbitre appelé ({list}) : classement provisoire pour les lignes marquées * (en rouge).</source>
        <translation>Score disputed — referee called ({list}): the standings are provisional for the rows marked * (in red).</translation>
    </message>
    <message>
        <source>Scores contestés — arbitre appelé ({list}) : classement provisoire pour les lignes marquées * (en rouge).</source>
        <translation>Scores disputed — referee called ({list}): the standings are provisional for the rows marked * (in red).</translation>
    </message>
    <message>
        <source>manche {r}, table {t}</source>
        <translation>round {r}, table {t}</translation>
    </message>
    <message>
        <source>la manche {n}</source>
        <translation>round {n}</translation>
    </message>
    <message>
        <source>la dernière manche ({n})</source>
        <translation>the last round ({n})</translation>
    </message>
    <message>
        <source>n° {n}</source>
        <translation>no. {n}</translation>
    </message>
    <message>
        <source>Appel de l’arbitre</source>
        <extracomment>The reasons of a plain call (the services&apos; default, the table page&apos;s button): the banner says no more.</extracomment>
        <translation>Referee call</translation>
    </message>
    <message>
        <source>Appel depuis la table</source>
        <translation>Call from the table</translation>
    </message>
    <message>
        <source>{name} conteste le score final</source>
        <extracomment>How the services store a side&apos;s dispute of the final score (services/tables.py).</extracomment>
        <translation>{name} disputes the final score</translation>
    </message>
    <message>
        <source>{time} — Table {table} (manche {round}) : {reason}</source>
        <translation>{time} — Table {table} (round {round}): {reason}</translation>
    </message>
    <message>
        <source>Saisie aux tables…</source>
        <translation>Entry at the tables…</translation>
    </message>
    <message>
        <source>Les joueurs saisissent leurs donnes sur leur téléphone (Ctrl+Maj+T)</source>
        <translation>The players enter their deals on their phones (Ctrl+Shift+T)</translation>
    </message>
    <message>
        <source>Le serveur est démarré mais ne répond pas à l’adresse {url} : un pare-feu bloque peut-être le port {port}. Autorisez Belote Club dans le pare-feu de cet ordinateur, ou choisissez un autre port.</source>
        <translation>The server is started but does not answer at {url}: a firewall may be blocking port {port}. Allow Belote Club in this computer’s firewall, or choose another port.</translation>
    </message>
    <message>
        <source>Cet ordinateur n’est relié à aucun réseau : les téléphones ne pourront pas se connecter. Reliez-le au Wi-Fi du club, puis arrêtez et redémarrez le serveur.</source>
        <translation>This computer is not connected to any network: the phones will not be able to connect. Connect it to the club’s Wi-Fi, then stop and restart the server.</translation>
    </message>
    <message>
        <source>Quitter</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>La saisie aux tables est en service et la manche {n} est en cours ({done} tables terminées sur {total}) : quitter arrête les téléphones (rien de ce qui est saisi n’est perdu). Quitter quand même ?</source>
        <translation>Entry at the tables is running and round {n} is in play ({done} of {total} tables finished): quitting stops the phones (nothing entered is lost). Quit anyway?</translation>
    </message>
    <message>
        <source>Quitter et arrêter les téléphones</source>
        <translation>Quit and stop the phones</translation>
    </message>
    <message>
        <source>Saisie aux tables (en service)…</source>
        <translation>Entry at the tables (running)…</translation>
    </message>
    <message>
        <source>· 1 appel</source>
        <translation>· 1 call</translation>
    </message>
    <message>
        <source>· {n} appels</source>
        <translation>· {n} calls</translation>
    </message>
    <message>
        <source>Appels de l’arbitre</source>
        <translation>Referee calls</translation>
    </message>
    <message>
        <source>Voir les appels…</source>
        <translation>See the calls…</translation>
    </message>
    <message>
        <source>La table {table} appelle l’arbitre.</source>
        <translation>Table {table} calls the referee.</translation>
    </message>
    <message>
        <source>La table {table} appelle l’arbitre : {reason}</source>
        <translation>Table {table} calls the referee: {reason}</translation>
    </message>
    <message>
        <source>{n} appels de l’arbitre : tables {tables}</source>
        <translation>{n} referee calls: tables {tables}</translation>
    </message>
    <message>
        <source>Saisie aux tables</source>
        <translation>Entry at the tables</translation>
    </message>
    <message>
        <source>Adresse pour les téléphones</source>
        <extracomment>A netbook&apos;s 1024 × 600 screen: smaller QR codes and table code. On every screen the camps&apos; names are whole (never stretched into what is left: « 4 · René Dupont /… »); a narrow table scrolls sideways. The QR codes&apos; sizes: smaller on a small screen, so that nothing is cut off.</extracomment>
        <translation>Address for the phones</translation>
    </message>
    <message>
        <source>Réseau du club (Wi-Fi)</source>
        <translation>Club network (Wi-Fi)</translation>
    </message>
    <message>
        <source>Cet ordinateur (essai)</source>
        <translation>This computer (trial)</translation>
    </message>
    <message>
        <source>Écoute</source>
        <translation>Listen on</translation>
    </message>
    <message>
        <source>port </source>
        <translation>port </translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>&amp;Démarrer le serveur</source>
        <translation>S&amp;tart the server</translation>
    </message>
    <message>
        <source>&amp;Arrêter le serveur</source>
        <translation>&amp;Stop the server</translation>
    </message>
    <message>
        <source>Tables de la manche</source>
        <translation>Tables of the round</translation>
    </message>
    <message>
        <source>&amp;Reprendre au poste</source>
        <translation>&amp;Take over at the desk</translation>
    </message>
    <message>
        <source>Cette table se saisit ici, au poste ; ses téléphones ne peuvent plus écrire</source>
        <translation>This table is entered here, at the desk; its phones can no longer write</translation>
    </message>
    <message>
        <source>&amp;Verrouiller</source>
        <translation>&amp;Lock</translation>
    </message>
    <message>
        <source>Plus personne ne saisit cette table, ni téléphone ni feuille</source>
        <translation>Nobody enters this table any more, neither phone nor sheet</translation>
    </message>
    <message>
        <source>Revenir au &amp;papier</source>
        <translation>Back to &amp;paper</translation>
    </message>
    <message>
        <source>Cette table rend une feuille de marque papier</source>
        <translation>This table hands in a paper score sheet</translation>
    </message>
    <message>
        <source>Rendre au &amp;téléphone</source>
        <translation>Give back to the &amp;phones</translation>
    </message>
    <message>
        <source>Les téléphones de cette table saisissent à nouveau</source>
        <translation>This table’s phones enter again</translation>
    </message>
    <message>
        <source>App&amp;el traité</source>
        <translation>Call &amp;answered</translation>
    </message>
    <message>
        <source>&amp;Cartons de table…</source>
        <translation>Table &amp;cards…</translation>
    </message>
    <message>
        <source>Un carton par table : numéro, camps, code et QR code (Documents)</source>
        <translation>One card per table: number, sides, code and QR code (Documents)</translation>
    </message>
    <message>
        <source>Écoute :</source>
        <translation>Listen on:</translation>
    </message>
    <message>
        <source>Serveur en service ; adresse pour les téléphones :</source>
        <translation>Server running; address for the phones:</translation>
    </message>
    <message>
        <source>Serveur arrêté.</source>
        <translation>Server stopped.</translation>
    </message>
    <message>
        <source>Démarrez le serveur pour obtenir l’adresse.</source>
        <translation>Start the server to get the address.</translation>
    </message>
    <message>
        <source>Aucune manche tirée : les codes des tables viendront avec le tirage.</source>
        <translation>No round drawn: the table codes come with the draw.</translation>
    </message>
    <message>
        <source>Essai : le serveur n’écoute que sur cet ordinateur, seul un navigateur de cet ordinateur ouvre les pages des tables. Pour les téléphones, arrêtez le serveur et choisissez « Réseau du club (Wi-Fi) ».</source>
        <translation>Trial: the server listens on this computer only, so only a browser on this computer can open the table pages. For the phones, stop the server and choose “Club network (Wi-Fi)”.</translation>
    </message>
    <message>
        <source>Les téléphones doivent être sur le même réseau Wi-Fi que cet ordinateur. Chaque table ouvre sa page avec le QR code de son carton ou tape l’adresse et son code.</source>
        <translation>The phones must be on the same Wi-Fi network as this computer. Each table opens its page with the QR code of its card, or types the address and its code.</translation>
    </message>
    <message>
        <source>Imprimez les cartons de table après avoir choisi le port : leurs QR codes contiennent l’adresse du serveur.</source>
        <translation>Print the table cards after choosing the port: their QR codes hold the server’s address.</translation>
    </message>
    <message>
        <source>Résultats en direct pour toute la salle</source>
        <translation>Live results for the whole room</translation>
    </message>
    <message>
        <source>Démarrez le serveur pour afficher le QR code des résultats en direct.</source>
        <translation>Start the server to show the live results’ QR code.</translation>
    </message>
    <message>
        <source>Aucune manche tirée</source>
        <translation>No round drawn</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Table {n}</translation>
    </message>
    <message>
        <source>Code de la table {n}</source>
        <translation>Code of table {n}</translation>
    </message>
    <message>
        <source>Aucun appel en cours.</source>
        <translation>No call pending.</translation>
    </message>
    <message>
        <source>Réglages…</source>
        <extracomment>The tabs, in order.</extracomment>
        <translation>Settings…</translation>
    </message>
    <message>
        <source>Exporter (JSON)…</source>
        <translation>Export (JSON)…</translation>
    </message>
    <message>
        <source>Documents…</source>
        <translation>Documents…</translation>
    </message>
    <message>
        <source>Feuilles de marque, plan de table, classement, palmarès, règles ; Ctrl+P imprime le document de l’onglet affiché</source>
        <translation>Score sheets, table plan, standings, prize list, rules; Ctrl+P prints the document for the tab shown</translation>
    </message>
    <message>
        <source>Joueurs</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Équipes</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Manches</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Saisie</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Règles</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Partie gagnée</source>
        <extracomment>per_game keys with their labels.</extracomment>
        <translation>Game won</translation>
    </message>
    <message>
        <source>Partie nulle</source>
        <translation>Game drawn</translation>
    </message>
    <message>
        <source>Partie perdue</source>
        <translation>Game lost</translation>
    </message>
    <message>
        <source>Exempt</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>Gagnée par forfait</source>
        <translation>Won by forfeit</translation>
    </message>
    <message>
        <source>Perdue par forfait</source>
        <translation>Lost by forfeit</translation>
    </message>
    <message>
        <source>rien</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>les points marqués</source>
        <translation>the points scored</translation>
    </message>
    <message>
        <source>la différence (pour − contre)</source>
        <translation>the difference (for − against)</translation>
    </message>
    <message>
        <source>plus de concours joués, puis de parties gagnées, puis de points marqués, puis le nom</source>
        <translation>more tournaments played, then more games won, then more points scored, then the name</translation>
    </message>
    <message>
        <source>plus de parties gagnées, puis de points marqués, puis le nom</source>
        <translation>more games won, then more points scored, then the name</translation>
    </message>
    <message>
        <source>plus de points marqués, puis le nom</source>
        <translation>more points scored, then the name</translation>
    </message>
    <message>
        <source>concours, parties gagnées, points marqués ; sinon ex æquo</source>
        <translation>tournaments, games won, points scored; otherwise tied</translation>
    </message>
    <message>
        <source>aucun départage : ex æquo</source>
        <translation>no tie-break: tied</translation>
    </message>
    <message>
        <source>Nouvelle saison</source>
        <translation>New season</translation>
    </message>
    <message>
        <source>Saison « {name} »</source>
        <translation>Season “{name}”</translation>
    </message>
    <message>
        <source>Dates de la saison</source>
        <translation>Season dates</translation>
    </message>
    <message>
        <source>au</source>
        <translation>to</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Dates</translation>
    </message>
    <message>
        <source>Conc.</source>
        <translation>Tourn.</translation>
    </message>
    <message>
        <source>Vict.</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Concours de la saison</source>
        <translation>Tournaments of the season</translation>
    </message>
    <message>
        <source>Aperçu du classement</source>
        <translation>Standings preview</translation>
    </message>
    <message>
        <source>chaque joueur</source>
        <translation>each player</translation>
    </message>
    <message>
        <source>chaque paire de joueurs (doublettes seulement)</source>
        <translation>each pair of players (fixed pairs only)</translation>
    </message>
    <message>
        <source>par exemple : 25, 20, 16, 13, 11</source>
        <translation>for example: 25, 20, 16, 13, 11</translation>
    </message>
    <message>
        <source>Meilleurs concours seulement</source>
        <translation>Best tournaments only</translation>
    </message>
    <message>
        <source>Compter les concours en cours</source>
        <translation>Count the tournaments in progress</translation>
    </message>
    <message>
        <source>Qui est classé</source>
        <translation>Who is ranked</translation>
    </message>
    <message>
        <source>Chaque joueur gagne les points de son équipe, même si ses partenaires changent d’un concours à l’autre ; ou chaque paire de joueurs est classée à part.</source>
        <translation>Each player earns their team’s points, even when partners change from one tournament to the next; or each pair of players is ranked on its own.</translation>
    </message>
    <message>
        <source>Classer</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Points par partie</source>
        <translation>Points per game</translation>
    </message>
    <message>
        <source>À chaque partie de chaque concours, selon son résultat pour l’équipe.</source>
        <translation>For each game of each tournament, by its result for the team.</translation>
    </message>
    <message>
        <source>Participation et places</source>
        <translation>Attendance and places</translation>
    </message>
    <message>
        <source>Des points pour être venu, et selon la place finale dans le concours (le premier nombre au premier, le deuxième au deuxième…).</source>
        <translation>Points for coming, and by the final place in the tournament (the first number to the first, the second to the second…).</translation>
    </message>
    <message>
        <source>Par concours joué</source>
        <translation>Per tournament played</translation>
    </message>
    <message>
        <source>Par place</source>
        <translation>By place</translation>
    </message>
    <message>
        <source>Points du concours</source>
        <translation>Tournament points</translation>
    </message>
    <message>
        <source>Ajouter les points du classement du concours, divisés par un nombre (arrondi à l’entier inférieur).</source>
        <translation>Add the points of the tournament’s standings, divided by a number (rounded down).</translation>
    </message>
    <message>
        <source>Ajouter</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Divisés par</source>
        <translation>Divided by</translation>
    </message>
    <message>
        <source>Concours comptés</source>
        <translation>Tournaments counted</translation>
    </message>
    <message>
        <source>Seuls les meilleurs concours de chacun peuvent compter ; qui a joué moins de concours que le minimum est listé à part, « non classé ».</source>
        <translation>Only each player’s best tournaments may count; whoever played fewer tournaments than the minimum is listed apart, “not ranked”.</translation>
    </message>
    <message>
        <source>Nombre</source>
        <translation>Number</translation>
    </message>
    <message>
        <source>Minimum pour être classé</source>
        <translation>Minimum to be ranked</translation>
    </message>
    <message>
        <source>Départage</source>
        <translation>Tie-break</translation>
    </message>
    <message>
        <source>Entre totaux égaux.</source>
        <translation>Between equal totals.</translation>
    </message>
    <message>
        <source>Ordre</source>
        <translation>Order</translation>
    </message>
    <message>
        <source>doublettes</source>
        <extracomment>« Saisie aux tables » (the phones): the table server&apos;s lifetime, its button in Manches, the referee calls. Tabs to refresh when next shown (their data changed since they were filled). The page&apos;s head: the titles, then its buttons (the window puts « ← Accueil » first: ``add_home_button``). A window below this height (a 600-pixel screen) has a one-line head: the tab below (the deal list) gets the room.</extracomment>
        <translation>fixed pairs</translation>
    </message>
    <message>
        <source>mêlée</source>
        <translation>mêlée</translation>
    </message>
    <message>
        <source>{date} — {name} ({kind})</source>
        <translation>{date} — {name} ({kind})</translation>
    </message>
    <message>
        <source>{date} — {name}</source>
        <translation>{date} — {name}</translation>
    </message>
    <message>
        <source>Sur {n} concours terminés, {rows} lignes ; les {shown} premières.</source>
        <translation>Over {n} finished tournaments, {rows} rows; the first {shown}.</translation>
    </message>
    <message>
        <source>Aucun concours terminé parmi ceux cochés : le classement apparaîtra avec le premier.</source>
        <translation>No finished tournament among those ticked: the standings will appear with the first.</translation>
    </message>
    <message>
        <source>{n} manches prévues</source>
        <translation>{n} rounds planned</translation>
    </message>
    <message>
        <source>Exporter le concours</source>
        <translation>Export the tournament</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Opération impossible</source>
        <translation>Not possible</translation>
    </message>
    <message>
        <source>aux victoires</source>
        <translation>by wins</translation>
    </message>
    <message>
        <source>aux parties gagnées</source>
        <translation>by games won</translation>
    </message>
    <message>
        <source>aux points</source>
        <translation>by points</translation>
    </message>
    <message>
        <source>à la différence</source>
        <translation>by difference</translation>
    </message>
    <message>
        <source>aux points concédés</source>
        <translation>by points conceded</translation>
    </message>
    <message>
        <source>à la confrontation directe</source>
        <translation>by head-to-head result</translation>
    </message>
    <message>
        <source>à la meilleure partie</source>
        <translation>by best single game</translation>
    </message>
    <message>
        <source>au tirage au sort</source>
        <translation>by drawing lots</translation>
    </message>
    <message>
        <source>, puis </source>
        <translation>, then </translation>
    </message>
    <message>
        <source>Espèces</source>
        <extracomment>The means of payment as the window names them.</extracomment>
        <translation>Cash</translation>
    </message>
    <message>
        <source>Chèque</source>
        <translation>Cheque</translation>
    </message>
    <message>
        <source>Carte</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Virement</source>
        <translation>Transfer</translation>
    </message>
    <message>
        <source>Abandon, rien dû</source>
        <extracomment>An undoable change of the tab: (its name in Édition › Annuler, the entrants it concerns, do, undo).</extracomment>
        <translation>Withdrawn, nothing owed</translation>
    </message>
    <message>
        <source>Remboursé ({amount})</source>
        <translation>Refunded ({amount})</translation>
    </message>
    <message>
        <source>Rien à payer</source>
        <translation>Nothing to pay</translation>
    </message>
    <message>
        <source>Payé · {means}</source>
        <translation>Paid · {means}</translation>
    </message>
    <message>
        <source>Doit {amount} ({paid} payés)</source>
        <translation>Owes {amount} ({paid} paid)</translation>
    </message>
    <message>
        <source>Doit {amount}</source>
        <translation>Owes {amount}</translation>
    </message>
    <message>
        <source>{means} {amount}</source>
        <translation>{means} {amount}</translation>
    </message>
    <message>
        <source>Rien encaissé</source>
        <translation>Nothing taken</translation>
    </message>
    <message>
        <source>remboursé {amount}</source>
        <translation>refunded {amount}</translation>
    </message>
    <message>
        <source>reste dû {amount} ({n} inscription)</source>
        <translation>still owed {amount} ({n} entry)</translation>
    </message>
    <message>
        <source>reste dû {amount} ({n} inscriptions)</source>
        <translation>still owed {amount} ({n} entries)</translation>
    </message>
    <message>
        <source>tout est réglé</source>
        <translation>everything is paid</translation>
    </message>
    <message>
        <source>{takings} — {due}</source>
        <translation>{takings} — {due}</translation>
    </message>
    <message>
        <source>Choisissez d’abord une inscription dans la liste : F6 encaisse ses droits.</source>
        <translation>Choose an entry in the list first: F6 takes its entry fee.</translation>
    </message>
    <message>
        <source>« {name} » : remboursement fait après l’abandon, rien à encaisser.</source>
        <translation>“{name}”: refunded after withdrawing, nothing to take.</translation>
    </message>
    <message>
        <source>Droits déjà payés par « {name} » ({amount}, {means}) : rien à encaisser.</source>
        <translation>Entry fee already paid by “{name}” ({amount}, {means}): nothing to take.</translation>
    </message>
    <message>
        <source>« {name} » n’a rien à payer.</source>
        <translation>“{name}” has nothing to pay.</translation>
    </message>
    <message>
        <source>Moyen de paiement de l’encaissement</source>
        <translation>Means of payment of the takings</translation>
    </message>
    <message>
        <source>Encaisser</source>
        <translation>Take payment</translation>
    </message>
    <message>
        <source>L’inscription choisie paie ses droits d’inscription</source>
        <translation>The chosen entry pays its entry fee</translation>
    </message>
    <message>
        <source>Rembourser…</source>
        <translation>Refund…</translation>
    </message>
    <message>
        <source>Rendre ce qu’a payé une inscription qui a abandonné</source>
        <translation>Give back what a withdrawn entry paid</translation>
    </message>
    <message>
        <source>Droits et prix…</source>
        <translation>Fees and prizes…</translation>
    </message>
    <message>
        <source>Droits d’inscription, cagnotte, prix et lots du concours</source>
        <translation>Entry fee, pot, prizes and lots of the tournament</translation>
    </message>
    <message>
        <source>Pas de droits d’inscription fixés pour ce concours.</source>
        <translation>No entry fee set for this tournament.</translation>
    </message>
    <message>
        <source>encaissement de {amount} ({means}) : {name}</source>
        <translation>payment of {amount} ({means}): {name}</translation>
    </message>
    <message>
        <source>Rembourser {amount} à « {name} » ? L’inscription ne devra plus rien.</source>
        <translation>Refund {amount} to “{name}”? The entry will owe nothing more.</translation>
    </message>
    <message>
        <source>« {name} » n’a rien payé : il n’y a rien à rembourser. Noter l’abandon à la caisse ? L’inscription ne devra plus rien.</source>
        <translation>“{name}” paid nothing: there is nothing to refund. Record the withdrawal at the cash desk? The entry will owe nothing more.</translation>
    </message>
    <message>
        <source>Ne plus rien devoir</source>
        <translation>Owe nothing more</translation>
    </message>
    <message>
        <source>Remboursement</source>
        <translation>Refund</translation>
    </message>
    <message>
        <source>Rembourser</source>
        <translation>Refund</translation>
    </message>
    <message>
        <source>remboursement de {name}</source>
        <translation>refund of {name}</translation>
    </message>
</context>
</TS>
