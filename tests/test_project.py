"""The project as a newcomer meets it: the wheel carries resources/, the entry point runs."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from belote_club import __version__
from belote_club.paths import resource_path

ROOT = Path(__file__).resolve().parent.parent


def test_resources_are_found() -> None:
    assert resource_path("rules", "classique.json").is_file()


def test_version_has_one_home() -> None:
    """pyproject.toml's version is the one the package, the wheel and ``--version`` give."""
    import belote_club

    assert __version__ == belote_club.project_version(ROOT / "pyproject.toml")
    assert __version__[0].isdigit()


def test_version_option() -> None:
    done = subprocess.run([sys.executable, "-m", "belote_club", "--version"], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0
    assert done.stdout.strip() == f"Belote Club {__version__}"


def _checkout_files(folder: str) -> set[str]:
    root = ROOT / folder
    return {p.relative_to(root).as_posix() for p in root.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
            and not any(part.startswith(".") for part in p.relative_to(root).parts)}


@pytest.mark.slow
def test_wheel_ships_resources_and_migrations(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-v", "-w", str(tmp_path), str(ROOT)],
        capture_output=True, text=True, check=False,
    )
    if done.returncode != 0 and "No module named" in done.stderr:
        pytest.skip("setuptools/wheel absent from this environment")
    assert done.returncode == 0, done.stderr
    assert "would be ignored" not in done.stdout + done.stderr  # every folder is a declared package
    wheel = next(tmp_path.glob("*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "belote_club/_resources/rules/concours.json" in names
    assert any(n.startswith("belote_club/_resources/fonts/DejaVuSans") for n in names)
    assert any(n.startswith("belote_club/storage/migrations/versions/") for n in names)
    # Exactly the checkout: nothing missing, no stale module of an earlier build.
    assert {n.removeprefix("belote_club/_resources/") for n in names
            if n.startswith("belote_club/_resources/")} == _checkout_files("resources")
    assert {n.removeprefix("belote_club/") for n in names
            if n.startswith("belote_club/") and not n.startswith("belote_club/_resources/")} == _checkout_files(
        "belote_club") | {"_version.py"}
    written = zipfile.ZipFile(wheel).read("belote_club/_version.py").decode()
    assert f"VERSION = {__version__!r}" in written
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    assert "belote-club = belote_club.cli:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


def test_help_is_french(capsys: pytest.CaptureFixture[str]) -> None:
    from belote_club.cli import main

    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("utilisation : belote-club")
    assert "affiche cette aide" in out
    assert "show this help" not in out and "positional arguments" not in out


@pytest.mark.parametrize(("argv", "message"), [
    (["demo", "--teams", "100000"], "--teams : nombre de 2 à 500 attendu, reçu 100000"),
    (["demo", "--rounds", "0"], "--rounds : nombre positif attendu, reçu 0"),
    (["frobnicate"], "commande inconnue"),
])
def test_bad_arguments_get_one_french_line(argv: list[str], message: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    from belote_club.cli import main

    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_reading_commands_do_not_create_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from belote_club.cli import main

    missing = tmp_path / "nofile.belote"
    assert main(["export", "--db", str(missing)]) == 2
    assert "n’existe pas" in capsys.readouterr().err
    assert not missing.exists()


def test_write_errors_are_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from belote_club.cli import main

    db = tmp_path / "club.belote"
    assert main(["demo", "--db", str(db), "--teams", "4", "--rounds", "1", "--seed", "1"]) == 0
    capsys.readouterr()
    assert main(["export", "--db", str(db), "-o", str(tmp_path / "absent" / "x.json")]) == 2
    err = capsys.readouterr().err
    assert "écriture impossible" in err and "introuvable" in err and "No such file" not in err


METAINFO = ROOT / "resources" / "linux" / "org.beloteclub.BeloteClub.metainfo.xml"


def test_appstream_metadata_matches_the_release() -> None:
    """AppStream: the latest release is this version, with a home page and screenshots that exist."""
    import xml.etree.ElementTree as ET

    root = ET.parse(METAINFO).getroot()
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == __version__
    assert root.find("url[@type='homepage']") is not None
    images = [image.text or "" for image in root.findall("screenshots/screenshot/image")]
    assert images and all(image.startswith("https://") for image in images)
    for image in images:  # published from docs/screenshots (`make screenshots`)
        assert (ROOT / "docs" / "screenshots" / image.rsplit("/", 1)[-1]).is_file(), image


def test_appstream_metadata_is_valid() -> None:
    import shutil

    appstreamcli = shutil.which("appstreamcli")
    if appstreamcli is None:
        pytest.skip("appstreamcli absent (paquet Debian « appstream »)")
    done = subprocess.run([appstreamcli, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_changelog_names_this_version() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"## [{__version__}]" in changelog


def test_reportlab_uses_its_c_accelerator() -> None:
    """rl-accel is a dependency: ReportLab's hot helpers are the compiled ones, not the Python fallbacks."""
    import types

    from reportlab.lib.rl_accel import escapePDF, fp_str, instanceStringWidthTTF

    for function in (fp_str, escapePDF, instanceStringWidthTTF):
        assert isinstance(function, types.BuiltinFunctionType), function
