"""The gettext catalogues, one per domain of ``belote_club.i18n.DOMAINS``: every message translated in English,
compiled catalogues in step with their sources, each catalogue in step with the code of its folders
(``make translations`` refreshes them)."""

from __future__ import annotations

import gettext
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from belote_club.i18n import DOMAINS
from belote_club.paths import resource_path

ROOT = Path(__file__).resolve().parents[2]
LOCALE = resource_path("locale")
AREAS = ("belote_club/rules/", "belote_club/cli/")


def _po(language: str, domain: str) -> Catalog:
    with open(LOCALE / language / "LC_MESSAGES" / f"{domain}.po", "rb") as f:
        return read_po(f, locale=language)


def _domain_of(path: str) -> str:
    """The domain translating the file ``path`` (relative to the repository): the longest folder that claims it."""
    best, length = "belote_club", 0
    for domain, folders in DOMAINS.items():
        for folder in folders:
            if (path == folder or path.startswith(folder + "/")) and len(folder) > length:
                best, length = domain, len(folder)
    return best


def _code_messages() -> dict[str, set[str]]:
    """Every message the code marks for translation, by domain (Babel's extraction, as ``make translations``
    runs it)."""
    found: dict[str, set[str]] = {domain: set() for domain in DOMAINS}
    for filename, _lineno, message, _comments, _context in extract_from_dir(
            str(ROOT / "belote_club"), method_map=[("**.py", "python")],
            keywords={"_": None, "gettext": None, "ngettext": (1, 2), "N_": None}):
        domain = _domain_of("belote_club/" + filename.replace("\\", "/"))
        found[domain].add(message if isinstance(message, str) else message[0])
    return found


def test_english_catalogue_translates_every_rules_and_cli_message() -> None:
    catalogue = _po("en", "belote_club")
    checked = 0
    for message in catalogue:
        if not message.id or not any(path.startswith(AREAS) for path, _line in message.locations):
            continue
        checked += 1
    assert checked > 100


def test_every_domain_translates_every_message() -> None:
    for domain in DOMAINS:
        for message in _po("en", domain):
            if not message.id:
                continue
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            assert all(strings), f"{domain}: empty msgstr: {message.id!r}"
            assert "fuzzy" not in message.flags, f"{domain}: fuzzy: {message.id!r}"


def test_english_catalogue_keeps_the_placeholders() -> None:
    import string

    def fields(text: str) -> set[str]:
        return {f for _t, f, _s, _c in string.Formatter().parse(text) if f}

    for domain in DOMAINS:
        for message in _po("en", domain):
            if isinstance(message.id, str) and message.id and isinstance(message.string, str):
                assert fields(message.string) == fields(message.id), (domain, message.id)


def test_every_marked_message_is_in_its_domain_catalogue() -> None:
    for domain, marked in _code_messages().items():
        in_catalogue = {m.id if isinstance(m.id, str) else m.id[0] for m in _po("en", domain) if m.id}
        missing = marked - in_catalogue
        assert not missing, f"{domain}: run `make translations` and translate: {sorted(missing)[:5]}"


def test_compiled_catalogues_match_their_sources() -> None:
    for language, domain in (*(("en", domain) for domain in DOMAINS), ("fr", "argparse")):
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
