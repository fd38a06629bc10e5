"""Refresh the Qt translation sources (``belote_club_<lang>.ts``) from the UI code, then build the ``.qm``.

The interface is written in French (the source language).  Every string a club member reads goes through a
module-level ``tr()`` (``QCoreApplication.translate(<context>, text)``); this script finds those calls with
``ast`` (``pyside6-lupdate`` does not follow a module-level helper), follows ``tr(NAME)`` and ``tr(text)`` in a
loop over a literal table of the module, adds the strings held in tables (rule options, columns, outcomes),
keeps the translations already in the ``.ts`` files, marks new strings « unfinished », and compiles each ``.ts``
with ``pyside6-lrelease`` from the virtual environment.

Run: ``.venv/bin/python resources/translations/update_translations.py``
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SOURCES = sorted((ROOT / "belote_club" / "ui").rglob("*.py")) + [ROOT / "belote_club" / "app.py"]
LANGUAGES = ("en",)


def module_context(tree: ast.Module) -> str | None:
    """The context of the module's ``def tr(text): return QCoreApplication.translate("Ctx", text)``."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "tr":
            for call in ast.walk(node):
                if isinstance(call, ast.Call) and getattr(call.func, "attr", "") == "translate":
                    first = call.args[0]
                    if isinstance(first, ast.Constant) and isinstance(first.value, str):
                        return first.value
    return None


def _literal_assignments(tree: ast.Module) -> dict[str, ast.expr]:
    """Module-level and class-level ``NAME = <literal>`` (what ``tr(NAME)`` or a loop over ``self.NAME`` reads)."""
    found: dict[str, ast.expr] = {}
    bodies = [tree.body] + [node.body for node in tree.body if isinstance(node, ast.ClassDef)]
    for body in bodies:
        for node in body:
            targets = node.targets if isinstance(node, ast.Assign) else (
                [node.target] if isinstance(node, ast.AnnAssign) and node.value is not None else [])
            for target in targets:
                if isinstance(target, ast.Name) and node.value is not None:
                    found[target.id] = node.value
    return found


def _strings_at(items: ast.expr, position: int | None) -> set[str]:
    """The string constants of a literal tuple/list, or of each of its tuples at ``position``."""
    out: set[str] = set()
    if not isinstance(items, ast.Tuple | ast.List):
        return out
    for element in items.elts:
        if position is not None and isinstance(element, ast.Tuple | ast.List) and position < len(element.elts):
            element = element.elts[position]
        if isinstance(element, ast.Constant) and isinstance(element.value, str):
            out.add(element.value)
    return out


def indirect_strings(tree: ast.Module) -> set[str]:
    """Strings that reach ``tr()`` through a name: ``tr(CONSTANT)``, or ``tr(text)`` in a loop over a literal
    table (``for key, text in FIELDS``, ``for _, text in ((…, "Couleur"), …)``, ``self.FIELDS``)."""
    literals = _literal_assignments(tree)

    def tr_names(node: ast.AST) -> set[str]:
        return {call.args[0].id for call in ast.walk(node)
                if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "tr"
                and call.args and isinstance(call.args[0], ast.Name)}

    def resolve(iterable: ast.expr) -> ast.expr | None:
        if isinstance(iterable, ast.Tuple | ast.List):
            return iterable
        if isinstance(iterable, ast.Name):
            return literals.get(iterable.id)
        if isinstance(iterable, ast.Attribute) and isinstance(iterable.value, ast.Name) and \
                iterable.value.id in ("self", "cls"):
            return literals.get(iterable.attr)
        return None

    def from_loop(target: ast.expr, iterable: ast.expr, scope: ast.AST) -> set[str]:
        table = resolve(iterable)
        if table is None:
            return set()
        used = tr_names(scope)
        out: set[str] = set()
        if isinstance(target, ast.Name) and target.id in used:
            out |= _strings_at(table, None)
        elif isinstance(target, ast.Tuple):
            for position, element in enumerate(target.elts):
                if isinstance(element, ast.Name) and element.id in used:
                    out |= _strings_at(table, position)
        return out

    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.For):
            found |= from_loop(node.target, node.iter, node)
        elif isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp):
            for generator in node.generators:
                found |= from_loop(generator.target, generator.iter, node)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr" and \
                node.args and isinstance(node.args[0], ast.Name):
            value = literals.get(node.args[0].id)
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                found.add(value.value)
    return found


def from_code() -> dict[str, set[str]]:
    found: dict[str, set[str]] = defaultdict(set)
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        context = module_context(tree)
        if context:
            found[context] |= indirect_strings(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            if isinstance(func, ast.Name) and func.id == "tr" and context:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found[context].add(arg.value)
            elif getattr(func, "attr", "") == "translate" and len(node.args) >= 2:
                ctx, arg = node.args[0], node.args[1]
                if all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in (ctx, arg)):
                    found[ctx.value].add(arg.value)
    return found


def from_tables() -> dict[str, set[str]]:
    """Strings kept in tables and translated at display time."""
    sys.path.insert(0, str(ROOT))
    from belote_club.ui import outcomes, rules_editor
    from belote_club.ui.entry_syntax import HELP_LINES
    from belote_club.ui.models import entrants, players, standings, table_access, tables, tournaments

    found: dict[str, set[str]] = defaultdict(set)
    found["Outcome"] |= set(outcomes.OUTCOME_LABELS.values())
    found["EntryHelp"] |= {meaning for _example, meaning in HELP_LINES}
    for model in (tournaments.TournamentsModel, players.PlayersModel, entrants.EntrantsModel, tables.TablesModel,
                  standings.StandingsModel):
        found["Models"] |= {column.title for column in model.columns}
    found["Models"] |= set(tournaments.STATUS.values()) | set(tables.GAME_STATE.values())
    # « Saisie aux tables »: the panel's columns and the tables' modes, translated in the TableEntry context.
    found["TableEntry"] |= {column.title for column in table_access.TableAccessModel.columns}
    found["TableEntry"] |= set(table_access.MODE_TEXTS.values())
    for section, options in rules_editor.OPTIONS:
        found["RulesEditor"].add(section)
        for option in options:
            found["RulesEditor"] |= {option.label, option.help, *(label for _value, label in option.choices)}
    for title, _deals in rules_editor.EXAMPLES + rules_editor.THREE_EXAMPLES:
        found["RulesEditor"].add(title)
    return found


def read_ts(path: Path) -> dict[tuple[str, str], str]:
    if not path.exists():
        return {}
    done: dict[tuple[str, str], str] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.text and translation.get("type") != "unfinished":
                done[(name, message.findtext("source") or "")] = translation.text
    return done


def write_ts(path: Path, language: str, strings: dict[str, set[str]], done: dict[tuple[str, str], str]) -> int:
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="fr")
    missing = 0
    for context_name in sorted(strings):
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = context_name
        for source in sorted(strings[context_name]):
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = source
            translation = ET.SubElement(message, "translation")
            known = done.get((context_name, source))
            if known:
                translation.text = known
            else:
                translation.set("type", "unfinished")
                missing += 1
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return missing


def lrelease(ts: Path) -> None:
    tool = Path(sys.executable).with_name("pyside6-lrelease")
    command = str(tool) if tool.exists() else shutil.which("pyside6-lrelease")
    if not command:
        raise SystemExit("pyside6-lrelease introuvable : installez PySide6 dans l’environnement virtuel.")
    subprocess.run([command, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


def main() -> int:
    strings = from_code()
    for context, values in from_tables().items():
        strings[context] |= values
    total = sum(len(v) for v in strings.values())
    for language in LANGUAGES:
        ts = HERE / f"belote_club_{language}.ts"
        missing = write_ts(ts, language, strings, read_ts(ts))
        lrelease(ts)
        print(f"{ts.name}: {total} chaînes, {total - missing} traduites, {missing} à traduire")
    for extra in sorted(HERE.glob("qt_extra_*.ts")):  # Qt's own strings that Qt leaves untranslated
        lrelease(extra)
    return 0


if __name__ == "__main__":
    sys.exit(main())
