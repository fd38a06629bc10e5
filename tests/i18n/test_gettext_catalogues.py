"""The gettext catalogues: every message of rules/ and cli/ translated in English, compiled catalogues in step
with their sources, the template in step with the code (``make translations`` refreshes them)."""

from __future__ import annotations

import gettext
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from belote_club.paths import resource_path

ROOT = Path(__file__).resolve().parents[2]
LOCALE = resource_path("locale")
AREAS = ("belote_club/rules/", "belote_club/cli/")


def _po(language: str, domain: str) -> Catalog:
    with open(LOCALE / language / "LC_MESSAGES" / f"{domain}.po", "rb") as f:
        return read_po(f, locale=language)


def _code_messages() -> set[str]:
    """Every message the code marks for translation (Babel's extraction, as ``make translations`` runs it)."""
    found = set()
    for _filename, _lineno, message, _comments, _context in extract_from_dir(
            str(ROOT / "belote_club"), method_map=[("**.py", "python")],
            keywords={"_": None, "gettext": None, "ngettext": (1, 2), "N_": None}):
        found.add(message if isinstance(message, str) else message[0])
    return found


def test_english_catalogue_translates_every_rules_and_cli_message() -> None:
    catalogue = _po("en", "belote_club")
    checked = 0
    for message in catalogue:
        if not message.id or not any(path.startswith(AREAS) for path, _line in message.locations):
            continue
        checked += 1
        assert message.string, f"empty msgstr: {message.id!r}"
        assert "fuzzy" not in message.flags, f"fuzzy: {message.id!r}"
    assert checked > 100


def test_english_catalogue_keeps_the_placeholders() -> None:
    import string

    def fields(text: str) -> set[str]:
        return {f for _t, f, _s, _c in string.Formatter().parse(text) if f}

    for message in _po("en", "belote_club"):
        if isinstance(message.id, str) and message.id and isinstance(message.string, str):
            assert fields(message.string) == fields(message.id), message.id


def test_every_marked_message_is_in_the_catalogue() -> None:
    in_catalogue = {m.id for m in _po("en", "belote_club") if m.id}
    missing = _code_messages() - in_catalogue
    assert not missing, f"run `make translations` and translate: {sorted(missing)[:5]}"


def test_compiled_catalogues_match_their_sources() -> None:
    for language, domain in (("en", "belote_club"), ("fr", "argparse")):
        compiled = gettext.translation(domain, str(LOCALE), languages=[language])
        for message in _po(language, domain):
            if message.id and message.string:
                msgid = message.id if isinstance(message.id, str) else message.id[0]
                expected = message.string if isinstance(message.string, str) else message.string[0]
                assert compiled.gettext(msgid) == expected, f"{domain}.mo out of date: {msgid!r}"


def test_french_argparse_catalogue_is_complete() -> None:
    catalogue = _po("fr", "argparse")
    for msgid in ("usage: ", "options", "positional arguments", "show this help message and exit",
                  "show program's version number and exit", "the following arguments are required: %s",
                  "invalid choice: %(value)r (choose from %(choices)s)", "unrecognized arguments: %s",
                  "expected one argument", "%(prog)s: error: %(message)s\n", "invalid %(type)s value: %(value)r",
                  "argument %(argument_name)s: %(message)s", "ambiguous option: %(option)s could match %(matches)s"):
        message = catalogue.get(msgid)
        assert message is not None and message.string, msgid
