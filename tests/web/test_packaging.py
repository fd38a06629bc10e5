"""The table server's pages ship with the application: in the wheel (setup.py's package_data) and in the
PyInstaller bundle (the spec's datas), where ``belote_club/web/app.py`` looks for them."""

from __future__ import annotations

import sys
import types
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "belote_club" / "web" / "static"


def _spec_datas(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The ``datas`` the spec gives PyInstaller's Analysis, the spec run with PyInstaller's names stubbed."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_data_files = lambda *a, **k: []  # type: ignore[attr-defined]
    hooks.collect_submodules = lambda *a, **k: []  # type: ignore[attr-defined]
    bindepend = types.ModuleType("PyInstaller.depend.bindepend")
    bindepend.get_imports = lambda *a, **k: []  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils", "PyInstaller.depend"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setitem(sys.modules, "PyInstaller.depend.bindepend", bindepend)
    captured: dict[str, Any] = {}

    def analysis(*args: Any, **kwargs: Any) -> Any:
        captured.update(kwargs)
        return types.SimpleNamespace(binaries=[], datas=[], scripts=[("entry", "x", "PYSOURCE")],
                                     pure=[])

    def anything(*args: Any, **kwargs: Any) -> Any:
        return types.SimpleNamespace()

    spec = ROOT / "packaging" / "belote-club.spec"
    names = {"__file__": str(spec), "__name__": "belote_club_spec", "SPECPATH": str(spec.parent),
             "Analysis": analysis, "PYZ": anything, "EXE": anything, "COLLECT": anything, "BUNDLE": anything}
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), names)  # our own spec
    return list(captured["datas"])


def test_the_bundle_ships_the_pages_where_the_app_finds_them(monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    datas = _spec_datas(monkeypatch)
    capsys.readouterr()
    bundled = {(Path(source).resolve(), dest) for source, dest in datas}
    files = sorted(p for p in STATIC.iterdir() if p.is_file())
    assert {p.name for p in files} >= {"table.html", "table.js", "common.js", "live.html", "live.js", "index.html",
                                      "style.css"}
    for path in files:
        assert (path.resolve(), "belote_club/web/static") in bundled, path.name
    assert sum(1 for _, dest in datas if dest == "belote_club/storage") == 1  # alembic.ini once, not twice


def test_setup_declares_the_pages_as_package_data() -> None:
    """setup.py ships every data file of a package folder: the static folder is one (the wheel test of
    tests/test_project.py checks the built wheel holds exactly the checkout)."""
    source = (ROOT / "setup.py").read_text(encoding="utf-8")
    namespace: dict[str, Any] = {"__name__": "setup_probe", "__file__": str(ROOT / "setup.py")}
    code = source.split("\nsetup(\n")[0]  # everything but the call to setup()
    exec(compile(code, "setup.py", "exec"), namespace)  # our own build script
    packages, data = namespace["_tree"]("belote_club", ROOT / "belote_club")
    assert "belote_club.web.static" in packages
    assert set(data["belote_club.web.static"]) == {p.name for p in STATIC.iterdir() if p.is_file()}
