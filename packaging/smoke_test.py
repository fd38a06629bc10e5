"""Smoke test of the frozen application built by ``make package`` (run by ``make package-test``).

    python packaging/smoke_test.py ["dist/Belote Club"]

Each check is a function registered with ``@check``; it raises ``Failure`` (or ``Skip`` when what it
tests does not exist yet).  The frozen executables run with a throw-away HOME / XDG folders, so the
test never touches the user's own data.  Add a check by writing one more function below.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SMOKE = ROOT / "packaging" / "smoke"
UNHOOKED_SECONDS = 15
sys.path.insert(0, str(ROOT))

from belote_club import __version__  # noqa: E402


class Failure(Exception):
    pass


class Skip(Exception):
    pass


@dataclass
class Bundle:
    root: Path  # the one-folder bundle: "dist/Belote Club" (or "dist/Belote Club.app")
    home: Path  # throw-away home folder for the frozen processes

    @property
    def is_app(self) -> bool:
        return self.root.suffix == ".app"

    def executable(self, name: str) -> Path:
        folder = self.root / "Contents" / "MacOS" if self.is_app else self.root
        return folder / (f"{name}.exe" if sys.platform == "win32" else name)

    @property
    def cli(self) -> Path:
        return self.executable("belote-club")

    @property
    def gui(self) -> Path:
        return self.executable("Belote Club")

    @property
    def internal(self) -> Path:
        """Where the bundled files are (sys._MEIPASS of the frozen application)."""
        return self.root / "Contents" / "Frameworks" if self.is_app else self.root / "_internal"

    def env(self, **extra: str) -> dict[str, str]:
        env = {
            key: value for key, value in os.environ.items() if not key.startswith(("PYTHON", "VIRTUAL_ENV"))
        }
        env.update(
            HOME=str(self.home),
            USERPROFILE=str(self.home),
            APPDATA=str(self.home / "AppData" / "Roaming"),
            LOCALAPPDATA=str(self.home / "AppData" / "Local"),
            XDG_DATA_HOME=str(self.home / ".local" / "share"),
            XDG_CONFIG_HOME=str(self.home / ".config"),
            XDG_STATE_HOME=str(self.home / ".local" / "state"),
            XDG_CACHE_HOME=str(self.home / ".cache"),
            QT_QPA_PLATFORM="offscreen",
        )
        env.update(extra)
        return env

    def run(self, *args: str, timeout: float = 60, **env: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(self.cli), *args],
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=timeout,
            env=self.env(**env),
            cwd=self.home,
        )


CHECKS: list[Callable[[Bundle], str | None]] = []


def check(function: Callable[[Bundle], str | None]) -> Callable[[Bundle], str | None]:
    CHECKS.append(function)
    return function


def expect_success(result: subprocess.CompletedProcess[str], what: str) -> None:
    if result.returncode != 0:
        raise Failure(f"{what} exited with {result.returncode}\n{result.stdout}\n{result.stderr}".rstrip())


# --- Checks -------------------------------------------------------------------------------------------


@check
def bundle_layout(bundle: Bundle) -> str:
    """The files the spec promises are where the application looks for them."""
    internal = bundle.internal
    expected = [
        bundle.cli,
        bundle.gui,
        internal / "resources" / "rules",
        internal / "resources" / "icons" / "belote-club.svg",
        internal / "resources" / "linux" / "org.beloteclub.BeloteClub.desktop",
    ]
    missing = [str(path.relative_to(bundle.root)) for path in expected if not path.exists()]
    if (ROOT / "belote_club" / "storage" / "migrations" / "env.py").exists():
        # Alembic reads env.py and the revisions as source files: they must be shipped as data.
        if not (internal / "belote_club" / "storage" / "migrations" / "env.py").is_file():
            missing.append("belote_club/storage/migrations/env.py")
    qt = internal / "PySide6" / "Qt"
    if not bundle.is_app and sys.platform.startswith("linux"):
        if not list((qt / "plugins" / "platforms").glob("*qoffscreen*")):
            missing.append("PySide6/Qt/plugins/platforms/libqoffscreen.so")
        if not list((qt / "plugins" / "platforms").glob("*qxcb*")):
            missing.append("PySide6/Qt/plugins/platforms/libqxcb.so")
    if missing:
        raise Failure("missing from the bundle: " + ", ".join(missing))
    return f"{len(expected)} paths present"


@check
def version(bundle: Bundle) -> str:
    result = bundle.run("--version")
    expect_success(result, "belote-club --version")
    wanted = f"Belote Club {__version__}"
    if result.stdout.strip() != wanted:
        raise Failure(f"--version printed {result.stdout.strip()!r}, expected {wanted!r}")
    return wanted


@check
def score(bundle: Bundle) -> str:
    """SCORING.md §9, examples 1 to 3, through the frozen command line."""
    result = bundle.run("score", str(SMOKE / "game.json"))
    expect_success(result, "belote-club score")
    game = json.loads(result.stdout)
    outcomes = [deal["outcome"] for deal in game["deals"]]
    points = [deal["points"] for deal in game["deals"]]
    if outcomes != ["made", "litige", "dedans"] or points != [[95, 87], [0, 81], [0, 243]]:
        raise Failure(f"unexpected deals: {outcomes} {points}")
    if game["totals"] != [95, 411] or game["finished"] is not False:
        raise Failure(f"unexpected totals: {game['totals']}, finished={game['finished']}")
    if not any("réserve" in line for line in game["deals"][2]["explanation"]):
        raise Failure(f"French explanation missing: {game['deals'][2]['explanation']}")
    return "made 95–87, litige, dedans 243: totals 95–411"


@check
def demo_and_export(bundle: Bundle) -> str:
    """A played demonstration concours in a new .belote file (storage, Alembic migrations, draws,
    engine), then its JSON export, through the frozen command line."""
    if " demo " not in bundle.run("--help").stdout:
        raise Skip("the command line has no « demo » command yet")
    database = bundle.home / "demo.belote"
    result = bundle.run("--db", str(database), "demo", "--teams", "8", "--rounds", "3", "--seed", "7")
    expect_success(result, "belote-club demo")
    result = bundle.run("--db", str(database), "export")
    expect_success(result, "belote-club export")
    export = json.loads(result.stdout)
    if export.get("format") != "belote-club-export" or not export.get("tournament"):
        raise Failure(f"unexpected export: {result.stdout[:300]}")
    return f"{database.stat().st_size // 1024} KB database; {export['tournament']['name']}"


@check
def standings_pdf(bundle: Bundle) -> str:
    """The standings of the demonstration concours printed to PDF by the frozen command line
    (ReportLab, the DejaVu fonts from resources/); a copy is kept in dist/ to be looked at."""
    database = bundle.home / "demo.belote"
    if not database.exists():
        raise Skip("no demonstration database (demo_and_export did not run)")
    if " print " not in bundle.run("--help").stdout:
        raise Skip("the command line has no « print » command yet")
    pdf = bundle.home / "classement.pdf"
    result = bundle.run("--db", str(database), "print", "standings", "-o", str(pdf))
    expect_success(result, "belote-club print standings")
    data = pdf.read_bytes() if pdf.is_file() else b""
    if not data.startswith(b"%PDF-") or len(data) < 2000:
        raise Failure(f"no PDF written ({len(data)} bytes)\n{result.stdout}{result.stderr}")
    fonts = {name.decode() for name in re.findall(rb"/BaseFont\s*/([A-Za-z0-9+_-]+)", data)}
    if not any("DejaVu" in font for font in fonts):
        raise Failure(f"the PDF does not use the bundled DejaVu fonts: {sorted(fonts)}")
    kept = ROOT / "dist" / "smoke-standings.pdf"
    kept.write_bytes(data)
    return f"{len(data) // 1024} KB, fonts {', '.join(sorted(fonts))}: {kept.relative_to(ROOT)}"


SCREENSHOT_HOOK = "BELOTE_CLUB_SMOKE_SCREENSHOT"
LOG_ERROR = re.compile(r"^\S+ \S+ (ERROR|CRITICAL) |^Traceback ", re.MULTILINE)


def logged_errors(bundle: Bundle) -> str:
    """Errors the frozen application wrote to its log files (in the throw-away home)."""
    found = []
    for log_file in bundle.home.rglob("*.log"):
        text = log_file.read_text(encoding="utf-8", errors="replace")
        match = LOG_ERROR.search(text)
        if match:
            found.append(f"{log_file.name}:\n{text[match.start() : match.start() + 2000]}")
    return "\n".join(found)


@check
def first_window(bundle: Bundle) -> str:
    """Starts the windowed executable offscreen and checks that its first window comes up cleanly.

    Contract with belote_club.app: when the environment variable BELOTE_CLUB_SMOKE_SCREENSHOT names a
    PNG file, main() saves ``window.grab()`` of its first window there once it is shown and painted,
    then quits with status 0.  Until app.py implements it, the check runs the window for
    ``UNHOOKED_SECONDS`` and fails on a crash or on any error in the application's log.
    """
    if not (ROOT / "belote_club" / "app.py").exists():
        raise Skip("belote_club/app.py does not exist yet")
    hooked = SCREENSHOT_HOOK in (ROOT / "belote_club" / "app.py").read_text(encoding="utf-8")
    screenshot = bundle.home / "first-window.png"
    started = time.monotonic()
    process = subprocess.Popen(
        [str(bundle.gui)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=bundle.env(**{SCREENSHOT_HOOK: str(screenshot)}),
        cwd=bundle.home,
    )
    killed = False
    try:
        output, _ = process.communicate(timeout=120 if hooked else UNHOOKED_SECONDS)
    except subprocess.TimeoutExpired:
        process.kill()
        output, _ = process.communicate()
        killed = True
        if hooked:
            raise Failure(
                f"the window did not save {screenshot.name} and quit within 120 s\n{output}"
            ) from None
    elapsed = time.monotonic() - started
    errors = logged_errors(bundle)
    if errors:
        raise Failure(f"the application logged errors:\n{errors}")
    if not killed and process.returncode != 0:
        raise Failure(f"the window exited with status {process.returncode}\n{output}")
    if not hooked:
        return f"ran {elapsed:.0f} s offscreen without error (no screenshot: app.py lacks {SCREENSHOT_HOOK})"
    if not screenshot.is_file() or screenshot.stat().st_size < 1000:
        raise Failure(f"no screenshot of the first window\n{output}")
    kept = ROOT / "dist" / "smoke-first-window.png"
    kept.write_bytes(screenshot.read_bytes())
    return f"window shown and saved in {elapsed:.1f} s: {kept.relative_to(ROOT)}"


# --- Runner -------------------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description="Smoke test of the frozen Belote Club.")
    default = ROOT / "dist" / ("Belote Club.app" if sys.platform == "darwin" else "Belote Club")
    parser.add_argument("bundle", nargs="?", type=Path, default=default)
    bundle_root: Path = parser.parse_args().bundle.resolve()
    if not bundle_root.is_dir():
        print(f"no bundle at {bundle_root}: run `make package` first", file=sys.stderr)
        return 2

    failures = 0
    with tempfile.TemporaryDirectory(prefix="belote-club-smoke-") as home:
        bundle = Bundle(bundle_root, Path(home))
        for function in CHECKS:
            started = time.monotonic()
            try:
                detail = function(bundle)
                status = "ok"
            except Skip as reason:
                status, detail = "skip", str(reason)
            except (Failure, subprocess.TimeoutExpired, json.JSONDecodeError, KeyError) as error:
                status, detail = "FAIL", str(error)
                failures += 1
            elapsed = time.monotonic() - started
            print(f"{status:>4}  {function.__name__:<14} {elapsed:5.1f} s  {detail or ''}")
    print(f"{len(CHECKS) - failures}/{len(CHECKS)} checks passed" if failures else "all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
