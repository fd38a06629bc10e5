"""The journal's lines in the language in force, for display.

The journal is a record kept in the database: its lines are written in French, whatever the language, and
stay so (the storage reads some back: ``TableEntryStore.activity`` matches « Manche n, table … »).  A line is
translated only when it is *shown*: :func:`shown_line` recognises the French line among the templates the
services write (below, each one a gettext message whose French text is the stored form) and gives it in the
language in force, with the same values (names, numbers) in it.  A line it does not recognise (written by
an older version, or a name that defeats the pattern) is shown as stored.  French: the line itself.
"""

from __future__ import annotations

import re
from functools import cache

from belote_club.i18n import N_, language
from belote_club.i18n import gettext as _

#: Where a change came from, written after it (« … — poste 2 »): the desk's default and a phone's.
_ORIGINS = (N_("poste principal"), N_("table {table} (téléphone)"))

#: Every journal line the services write, as stored (French), most specific first.
TEMPLATES = (
    N_("Manche {round}, table {table}, donne {deal} : ajout"),
    N_("Manche {round}, table {table}, donne {deal} : insertion"),
    N_("Manche {round}, table {table}, donne {deal} : correction"),
    N_("Manche {round}, table {table}, donne {deal} : suppression"),
    N_("Manche {round}, table {table} : donnes"),
    N_("Manche {round}, table {table} : totaux de la feuille"),
    N_("Manche {round}, table {table} : effacement"),
    N_("Manche {round}, table {table} : partie close par l’organisateur"),
    N_("Manche {round}, table {table} : partie rouverte"),
    N_("Manche {round}, table {table} : annulation du forfait"),
    N_("Manche {round}, table {table} : forfait de {side}"),
    N_("Manche {round}, table {table} : saisie au téléphone"),
    N_("Manche {round}, table {table} : reprise par l’arbitre"),
    N_("Manche {round}, table {table} : verrouillée"),
    N_("Manche {round}, table {table} : sur feuille papier"),
    N_("Manche {round}, table {table} : appel de l’arbitre traité"),
    N_("Manche {round}, table {table} : appel de l’arbitre"),
    N_("Manche {round}, table {table} : {name} conteste le score, l’arbitre est appelé"),
    N_("Manche {round}, table {table} : {name} confirme le score {totals} ; partie close"),
    N_("Manche {round}, table {table} : {name} confirme le score {totals}"),
    N_("Manche {round} : codes de saisie aux tables"),
    N_("Tirage de la manche {round}"),
    N_("Nouveau tirage de la manche {round}"),
    N_("Annulation du tirage de la manche {round}"),
    N_("Échange dans la manche {round} : tables {first} et {second}"),
    N_("Échange dans la manche {round} : {first} et {second}"),
    N_("Inscription de l’équipe n° {number}"),
    N_("Modification de l’équipe n° {number}"),
    N_("Inscription de {name}"),
    N_("Désinscription de {name}"),
    N_("Pointage : {name}"),
    N_("Annulation du pointage : {name}"),
    N_("Arrivée en retard annulée : {name}"),
    N_("Arrivée en retard : {name}"),
    N_("Annulation de l’abandon : {name}"),
    N_("Abandon : {name}"),
    N_("Ajout de joueurs à la liste"),
    N_("Ajout de {name} à la liste des joueurs"),
    N_("Suppression de {name} de la liste des joueurs"),
    N_("Fiche de {name}"),
    N_("Import CSV de joueurs"),
    N_("Fusion des fiches de {name}"),
    N_("Création de la saison « {name} »"),
    N_("Saison « {name} » : nom"),
    N_("Saison « {name} » : dates"),
    N_("Saison « {name} » : règles"),
    N_("Saison « {name} » : ajout de concours"),
    N_("Saison « {name} » : retrait de concours"),
    N_("Suppression de la saison « {name} »"),
    N_("Coordonnées du club"),
    N_("Création du concours « {name} »"),
    N_("Réglages du concours"),
    N_("Tirage au sort pour départager le classement : graine tirée"),
    N_("Règles maison (déverrouillées)"),
    N_("Règles maison"),
    N_("Clôture du concours"),
    N_("Réouverture du concours"),
    N_("Règles des prix"),
    N_("Annulation du paiement : {name}"),
    N_("Annulation du remboursement : {name}"),
    N_("Annulation du prix remis : {name}"),
    N_("Paiement : {name}"),
    N_("Remboursement : {name}"),
    N_("Prix remis : {name}"),
    N_("Copie du concours « {name} » (n° {number})"),
    N_("Suppression du concours « {name} » du {date} (n° {number})"),
)

_FIELD = re.compile(r"\{(\w+)\}")


@cache
def _pattern(template: str) -> re.Pattern[str]:
    """The stored lines ``template`` matches, its fields as named groups."""
    parts = _FIELD.split(template)
    regex = "".join(re.escape(part) if i % 2 == 0 else f"(?P<{part}>.+?)" for i, part in enumerate(parts))
    return re.compile(regex, re.DOTALL)


def _translated(text: str, templates: tuple[str, ...]) -> str | None:
    for template in templates:
        found = _pattern(template).fullmatch(text)
        if found is not None:
            return _(template).format(**found.groupdict())
    return None


def shown_line(stored: str) -> str:
    """The journal line ``stored`` (French, as written) in the language in force; as stored when it is French
    or not recognised.  The origin written after it (« — poste principal », « — table 3 (téléphone) ») is
    translated too; a station's own name (« poste 2 ») is shown as it was given."""
    if language() == "fr":
        return stored
    head, dash, origin = stored.rpartition(" — ")
    if dash:  # the origin first: a line ending in a value (« … confirme le score 12 – 3 ») would swallow it
        line = _translated(head, TEMPLATES)
        if line is not None:
            return _("{line} — {origin}").format(line=line, origin=_translated(origin, _ORIGINS) or origin)
    return _translated(stored, TEMPLATES) or stored
