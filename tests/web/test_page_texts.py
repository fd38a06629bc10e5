"""Every text of the phone pages has its English, and no French text escapes translation.

The pages' texts are French, in one place each: the HTML's text (and ``title``/``aria-label``/``placeholder``
attributes), and the scripts' ``t("…")`` / ``tn(n, "…", "…")`` calls.  ``static/en.json`` maps each of them to
its English (a pair [singular, plural] for ``tn``).  These tests extract the texts the way the page looks them
up and check the catalogue; two guards fail on a French text left outside ``t()`` in a script, or outside
``_()`` in the server's Python — each shown to catch a planted case.
"""

from __future__ import annotations

import ast
import json
import re
import string
from html.parser import HTMLParser
from pathlib import Path

import belote_club.web

STATIC = Path(belote_club.web.__file__).resolve().parent / "static"
WEB = STATIC.parent
PAGES = ("index.html", "table.html", "live.html")
SCRIPTS = tuple(sorted(path.name for path in STATIC.glob("*.js")))

_STRING = r'"((?:[^"\\\n]|\\.)*)"'
#: ``t("…")`` and ``BC.t("…")`` (not ``split("…")``, ``get("…")``…).
T_CALL = re.compile(r'(?:(?<![\w$.])|(?<=BC\.))t\(\s*' + _STRING)
#: ``tn(n, "singular", "plural"`` and ``BC.tn(…)``; the count is a plain expression without strings or commas.
TN_CALL = re.compile(r'(?:(?<![\w$.])|(?<=BC\.))tn\([^",]*,\s*' + _STRING + r'\s*,\s*' + _STRING)
#: Any string literal of a script.
LITERAL = re.compile(_STRING)
#: What makes a script's literal a text a person reads: two words, a capitalised word, a French letter or sign.
READABLE = re.compile(r"[^\W\d_]{2,} +[^\W\d_]|^[A-ZÀ-Ý][a-zà-ÿ]|[À-ÿŒœ’«»…]")
#: A script's literals that look like words but are not page texts: the strict-mode directive, HTTP header
#: names, an event, the empty points display, the language names (each in itself), and the reason a referee
#: call carries to the desk (stored and shown there, in the club's language).
NOT_PAGE_TEXTS = {"use strict", "Accept", "Content-Type", "DOMContentLoaded", "…", "Fran\\u00e7ais", "English",
                  "Appel depuis la table"}


def _js(literal: str) -> str:
    """A JavaScript string literal's value (our scripts use JSON-compatible escapes)."""
    return str(json.loads('"' + literal + '"'))


def _key(text: str) -> str:
    """As the page looks a text up: white space collapsed and trimmed."""
    return " ".join(text.split())


class _HtmlTexts(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        for name, value in attrs:
            if name in ("title", "aria-label", "placeholder") and value:
                self.texts.append(_key(value))

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        text = _key(data)
        if not self._skip and re.search(r"[^\W\d_]", text):
            self.texts.append(text)


def html_texts(source: str) -> list[str]:
    """The texts of a page with a letter in them (not scripts, not styles)."""
    parser = _HtmlTexts()
    parser.feed(source)
    return parser.texts


def script_texts(source: str) -> tuple[list[str], list[tuple[str, str]]]:
    """The ``t()`` texts and the ``tn()`` (singular, plural) pairs of a script."""
    return ([_js(m.group(1)) for m in T_CALL.finditer(source)],
            [(_js(m.group(1)), _js(m.group(2))) for m in TN_CALL.finditer(source)])


def untranslated_literals(source: str) -> list[str]:
    """The literals of a script a person would read that are neither in ``t()``/``tn()`` nor allowed."""
    code = re.sub(r"/\*.*?\*/", lambda m: " " * len(m.group(0)), source, flags=re.S)
    code = re.sub(r"(?m)^\s*//.*$", "", code)
    translated = set()
    for match in (*T_CALL.finditer(code), *TN_CALL.finditer(code)):
        translated.update(range(match.start(1), match.end(1)))
        if match.lastindex and match.lastindex >= 2:
            translated.update(range(match.start(2), match.end(2)))
    found = []
    for match in LITERAL.finditer(code):
        value = match.group(1)
        if match.start(1) in translated or value in NOT_PAGE_TEXTS:
            continue
        if READABLE.search(_js(value)):
            found.append(value)
    return found


def _catalogue() -> dict[str, object]:
    data = json.loads((STATIC / "en.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _fields(text: str) -> set[str]:
    return {name for _literal, name, _spec, _conversion in string.Formatter().parse(text) if name}


def _page_keys() -> tuple[set[str], dict[str, str]]:
    """The pages' texts, and their ``tn()`` texts (singular → plural)."""
    singles: set[str] = set()
    plurals: dict[str, str] = {}
    for page in PAGES:
        singles.update(html_texts((STATIC / page).read_text(encoding="utf-8")))
    for script in SCRIPTS:
        texts, pairs = script_texts((STATIC / script).read_text(encoding="utf-8"))
        singles.update(texts)
        plurals.update(pairs)
    return singles, plurals


def test_the_extraction_finds_the_pages_texts() -> None:
    singles, plurals = _page_keys()
    assert {"Nouvelle donne", "Code de votre table", "Classement", "Belote Club — table", "Effacer",
            "Donne {n} sur {total}", "Tapez le code imprimé sur le carton de la table.", "Table {n}"} <= singles
    assert "{n} donne" in plurals and "{n} donne en attente d’envoi…" in plurals
    assert len(singles) > 100


def test_english_has_every_text_the_pages_use_and_nothing_else() -> None:
    catalogue = _catalogue()
    singles, plurals = _page_keys()
    for text in sorted(singles):
        english = catalogue.get(text)
        assert isinstance(english, str) and english.strip(), f"en.json: no English for {text!r}"
        assert _fields(english) == _fields(text), f"en.json: placeholders differ: {text!r}"
    for text, plural in sorted(plurals.items()):
        pair = catalogue.get(text)
        assert isinstance(pair, list) and len(pair) == 2 and all(isinstance(p, str) and p for p in pair), \
            f"en.json: {text!r} needs [singular, plural]"
        assert _fields(pair[0]) == _fields(text) and _fields(pair[1]) == _fields(plural), \
            f"en.json: placeholders differ: {text!r}"
    keys = singles | set(plurals)
    assert set(catalogue) == keys, f"en.json: unused: {sorted(set(catalogue) - keys)}"


def test_the_english_is_english() -> None:
    for french, english in _catalogue().items():
        for text in english if isinstance(english, list) else [english]:
            assert isinstance(text, str)
            assert not re.search(r"[«»éèàùçêâôîûœ]", text), f"French left in the English of {french!r}: {text!r}"
            assert not re.search(r" [:;!?]", text), f"French spacing in English: {text!r}"


def test_no_script_text_escapes_translation() -> None:
    for script in SCRIPTS:
        left = untranslated_literals((STATIC / script).read_text(encoding="utf-8"))
        assert left == [], f"{script}: French text outside t(): {left}"


def test_the_script_guard_catches_a_text_left_untranslated() -> None:
    planted = ('var a = t("Nouvelle donne"), b = "Partie terminée", c = tn(n, "{n} donne", "{n} donnes");\n'
               'el.className = "t finished"; message("Réseau perdu"); x.split(" "); y = "deux mots", z = "Patientez";\n'
               'xhr.setRequestHeader("Accept", "application/json");\n')
    assert untranslated_literals(planted) == ["Partie terminée", "Réseau perdu", "deux mots", "Patientez"]


# ---------------------------------------------------------------------------------------------- the server

_MARKERS = {"_", "gettext", "ngettext", "N_"}
_FRENCH = re.compile(r"[À-ÿŒœ’«»]")


def unmarked_french(source: str) -> list[str]:
    """French string constants of a module not inside ``_()``/``ngettext()``/``N_()``, docstrings aside."""
    tree = ast.parse(source)
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _MARKERS:
            inside.update(id(inner) for arg in node.args for inner in ast.walk(arg))
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                inside.add(id(body[0].value))
    for node in ast.walk(tree):  # an f-string's parts are judged as a whole, below
        if isinstance(node, ast.JoinedStr):
            inside.update(id(value) for value in node.values)
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in inside
                and _FRENCH.search(node.value)):
            found.append(node.value)
    for node in ast.walk(tree):  # an f-string is never a message id
        if isinstance(node, ast.JoinedStr) and id(node) not in inside and any(isinstance(v, ast.Constant) and _FRENCH.search(str(v.value))
                                                   for v in node.values):
            found.append(ast.unparse(node))
    return found


def test_every_french_message_of_the_server_is_marked() -> None:
    for path in sorted(WEB.glob("*.py")):
        assert unmarked_french(path.read_text(encoding="utf-8")) == [], path.name


def test_the_python_guard_catches_an_unmarked_message() -> None:
    planted = ('"""Un module."""\n'
               'from belote_club.i18n import gettext as _\n'
               'def f(n):\n'
               '    """Fait quelque chose à n."""\n'
               '    ok = _("Donne passée.")\n'
               '    bad = "Requête refusée."\n'
               '    worse = f"Le port {n} est réservé."\n'
               '    return ok, bad, worse\n')
    assert unmarked_french(planted) == ["Requête refusée.", "f'Le port {n} est réservé.'"]
