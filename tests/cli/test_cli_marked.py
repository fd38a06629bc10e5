"""Every French text the command line and the engine show a user is marked for translation (gettext domain
``belote_club``, issue 15): an AST walk over ``belote_club/cli`` and ``belote_club/rules`` finds each string
constant that looks French (an accented letter, « », ’, °, a space before « : ; ! ? ») and is neither inside
``_()``/``gettext()``/``ngettext()``/``N_()``, nor a docstring, nor in the short explicit allow-list below (kept
honest: each entry must still be in the code)."""

from __future__ import annotations

from pathlib import Path

from tests.helpers.french_text import unmarked

ROOT = Path(__file__).resolve().parents[2] / "belote_club"
FOLDERS = ("cli", "rules")

#: (module, text): French constants that are not messages, each with its reason.  Empty today.
ALLOWED: set[tuple[str, str]] = set()


def _modules() -> list[Path]:
    return sorted(path for folder in FOLDERS for path in (ROOT / folder).glob("*.py"))


def test_every_french_text_of_the_command_line_and_the_engine_is_marked() -> None:
    left = []
    for path in _modules():
        for line, text in unmarked(path.read_text(encoding="utf-8")):
            if (path.name, text) not in ALLOWED:
                left.append(f"{path.relative_to(ROOT.parent)}:{line}: {text!r}")
    assert not left, "French text not marked for translation (wrap it in _() or N_()):\n" + "\n".join(left)


def test_the_allow_list_names_texts_still_in_the_code() -> None:
    sources = {path.name: path.read_text(encoding="utf-8") for path in _modules()}
    for module, text in ALLOWED:
        assert text in sources.get(module, ""), (module, text)


def test_the_walk_finds_what_it_should() -> None:
    source = '''
"""Module docstring, é « » ignored."""
from belote_club.i18n import N_, ngettext
from belote_club.i18n import gettext as _

TITLE = N_("Règles")  # marked
LABEL = "Feuille de marque n°"  # unmarked: found


def f(error: object, n: int) -> str:
    """Docstring ’ ignored."""
    if n:
        return ngettext("{n} donne", "{n} donnes", n).format(n=n)
    print(_("Donne passée : personne ne marque."))
    return f"belote-club : erreur : {error}"  # an f-string's French part: found
'''
    assert [text for _line, text in unmarked(source)] == ["Feuille de marque n°", "belote-club : erreur : "]
