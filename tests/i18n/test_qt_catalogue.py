"""The window's Qt catalogue: ``pyside6-lupdate`` (the standard extractor) finds every text of ``ui/`` and
``app.py``, the committed ``.ts`` is in step with the code and fully translated, the ``.qm`` in step with it
(``make translations`` refreshes both)."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "belote_club_en.ts"
SOURCES = sorted((ROOT / "belote_club" / "ui").rglob("*.py")) + [ROOT / "belote_club" / "app.py"]


def _tool(name: str) -> str:
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        pytest.fail(f"{name} is missing: PySide6 installs it")
    return found


def _messages(path: Path) -> dict[tuple[str, str, str], tuple[str, str | None]]:
    """(context, source, disambiguation) → (translation, its type)."""
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            found[(name, message.findtext("source") or "", message.findtext("comment") or "")] = (
                translation.text or "", translation.get("type"))
    return found


def test_lupdate_finds_nothing_new_and_nothing_gone(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.ts"
    shutil.copy(TS, fresh)
    subprocess.run([_tool("pyside6-lupdate"), *map(str, SOURCES), "-no-obsolete", "-locations", "none",
                    "-ts", str(fresh)], check=True, capture_output=True)
    committed, extracted = _messages(TS), _messages(fresh)
    new = sorted(set(extracted) - set(committed))
    gone = sorted(set(committed) - set(extracted))
    assert not new, f"run `make translations` and translate: {new[:5]}"
    assert not gone, f"run `make translations` (texts no longer in the code): {gone[:5]}"


def test_every_window_text_is_translated() -> None:
    messages = _messages(TS)
    assert len(messages) > 500
    for key, (translation, kind) in messages.items():
        assert translation and kind is None, f"unfinished: {key}"


def test_compiled_catalogue_matches_its_source(qapp) -> None:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(TS.with_suffix(".qm")))
    for (context, source, disambiguation), (translation, _kind) in _messages(TS).items():
        got = translator.translate(context, source, disambiguation or None)
        assert got == translation, f".qm out of date (make translations): {source!r}"


def test_window_texts_go_through_the_one_tr() -> None:
    """No module of the window calls ``QCoreApplication.translate`` itself (its context would escape
    ``pyside6-lupdate``) or defines its own ``tr``: ``belote_club.ui.translation`` is the one home."""
    home = ROOT / "belote_club" / "ui" / "translation.py"
    for path in SOURCES:
        if path == home:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                assert node.name not in ("tr", "QT_TR_NOOP"), f"{path.name}: own {node.name}()"
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "translate" and \
                    getattr(node.func, "value", None) is not None and \
                    getattr(node.func.value, "id", "") == "QCoreApplication":
                pytest.fail(f"{path.name}:{node.lineno}: QCoreApplication.translate outside ui/translation.py")
