"""Guard of the gettext domain ``belote_club_storage`` (belote_club/storage and belote_club/tournament): no French
text a user could read is left outside ``_()``/``N_()``/``ngettext()``, none is built by an f-string inside
``_()``, and the English catalogue speaks English typography (no « », no space before a colon).

A string « looks French » when it holds an accented letter, « », ’, a space before « : ; ? ! » (French
typography), or one word of :data:`FRENCH_WORDS` (« disque plein », « serveur introuvable » have no accent).
Not checked: docstrings, developers' log messages (``log.info(…)``), regular expressions (``re.compile(…)``), and
:data:`ALLOWED`, short and explicit.
"""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from belote_club.paths import resource_path
from tests.helpers import french_text

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("belote_club/storage", "belote_club/tournament")
#: Files of these folders not checked (yet), and why.
PENDING: set[str] = set()
#: Strings that look French but are not read by a user as such: stored data and what is parsed back from it.
ALLOWED = {
    # the journal names a table's changes « Manche 2, table 7… » (stored, then looked up by that text)
    "Manche ",
    # a backup's reason word and round, written in its file name (REASONS gives the words' descriptions)
    "tirage", "-manche-",
    # the file-name stem of a database file without one
    "base",
    # SEASON.md's JSON keys and the seasons' table name (identifiers, never shown as French text)
    "concours", "per_concours", "min_concours", "season_concours",
}
FRENCH_LETTERS = re.compile(r"[àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ«»’]")
FRENCH_SPACING = re.compile(r"[ \u00a0\u202f][:;?!](?:\s|$)")
FRENCH_WORDS = frozenset("""
    le la les des du une est sont pas ne et ou au aux dans pour sur avec il elle ce cette soit rien aucun aucune
    fichier dossier base sauvegarde sauvegardes manche joueur joueurs concours donne partie serveur disque plein
    lecture seule droits texte connexion introuvable illisible inscrit inscription tirage total totaux quatre deux
    puis directe
    """.split())
#: Calls whose strings are patterns parsing text back (a backup's file name), not sentences.
PARSING = {"compile"}


def looks_french(text: str) -> bool:
    if FRENCH_LETTERS.search(text) or FRENCH_SPACING.search(text):
        return True
    return any(word in FRENCH_WORDS for word in re.findall(r"[a-zà-ÿœæ]+", text.lower()))


def unmarked(source: str) -> list[tuple[int, str]]:
    """(line, text) of every French-looking string of ``source`` left unmarked, and of every ``_()`` given an
    f-string or a ``%`` expression (its French text would never match the catalogue)."""
    return [(line, text) for line, text in french_text.unmarked(source, looks_french=looks_french, calls=PARSING,
                                                               logging=True) if text not in ALLOWED]


def _files() -> list[Path]:
    files = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            if "/migrations/" not in relative and relative not in PENDING:
                files.append(path)
    return files


def test_the_guard_finds_unmarked_french() -> None:
    sample = '''
def refuse(where, error):
    """Docstring en français : pas lue par un utilisateur."""
    log.info("base %s : écriture refusée", where)
    ok = _("La base « {where} » est pleine.").format(where=where)
    also = N_("disque plein"), ngettext("une donne", "{n} donnes", 2)
    wrong = _(f"La base « {where} » est pleine.")
    if error:
        return "serveur introuvable"
    raise StorageError(f"La base « {where} » ne répond pas : {error}.")
'''
    found = unmarked(sample)
    assert [line for line, _text in found] == [7, 9, 10, 10], found
    assert found[1][1] == "serveur introuvable" and {found[2][1], found[3][1]} == {"La base « ", " » ne répond pas : "}
    assert found[0][1].startswith("_() of a computed text")
    assert not unmarked('SQL = "SELECT value FROM meta WHERE key = \'application\'"\nlog.info("database %s opened", x)\n')


def test_every_french_text_of_storage_and_tournament_is_marked() -> None:
    files = _files()
    assert len(files) > 25
    left = {path.relative_to(ROOT).as_posix(): unmarked(path.read_text(encoding="utf-8")) for path in files}
    left = {path: found for path, found in left.items() if found}
    assert not left, f"French text not marked for translation (wrap it in _() or N_()): {left}"


def test_pending_files_are_still_ours_to_mark() -> None:
    """The pending list only names files of these folders that exist (remove an entry once it is marked)."""
    for relative in PENDING:
        assert (ROOT / relative).is_file() and relative.startswith(FOLDERS)


def test_english_catalogue_has_english_typography() -> None:
    with open(resource_path("locale") / "en" / "LC_MESSAGES" / "belote_club_storage.po", "rb") as f:
        catalogue = read_po(f, locale="en")
    checked = 0
    for message in catalogue:
        if not message.id:
            continue
        for text in message.string if isinstance(message.string, tuple) else (message.string,):
            checked += 1
            assert text and "«" not in text and "»" not in text, text
            assert not FRENCH_SPACING.search(text), text
            assert not re.search(r"[àâçéèêëîïôùûœ]", text.replace("mêlée", "")), text
    assert checked > 140
