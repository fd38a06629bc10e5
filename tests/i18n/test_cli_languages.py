"""English beyond the Qt widgets (issue 15): ``belote-club --lang en``, argparse through its own gettext
domain, the engine's explanations and errors translated, French output unchanged.

Command lines run in a child process with a clean environment (``LANG=C.UTF-8``, no ``LANGUAGE`` nor
``BELOTE_CLUB_LANG``), as a user's shell would start them.
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from belote_club import i18n
from belote_club.rules import score_game
from tests.helpers.explanations import ENGLISH, FRENCH, GAME

#: argparse's own English texts (Python 3.11 to 3.13) that must never show in French.
ARGPARSE_ENGLISH = ("usage:", "positional arguments", "optional arguments", "show this help message",
                    "show program's version", "error:", "the following arguments are required", "invalid choice",
                    "unrecognized arguments", "expected one argument")


def run_cli(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items()
             if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", i18n.LANG_ENV)}
    clean.update({"LANG": "C.UTF-8", "PYTHONIOENCODING": "utf-8", **env})
    return subprocess.run([sys.executable, "-m", "belote_club", *args], capture_output=True, text=True,
                          env=clean, timeout=120, check=False)


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(GAME), encoding="utf-8")
    return path


@pytest.fixture
def restore_language() -> Iterator[None]:
    before = i18n.language()
    yield
    i18n.set_language(before)


def explanations(stdout: str) -> list[list[str]]:
    return [deal["explanation"] for deal in json.loads(stdout)["deals"]]


# --- the command line -------------------------------------------------------------------------------------

def test_score_in_french_by_default_is_unchanged(game_file: Path) -> None:
    done = run_cli("score", str(game_file))
    assert done.returncode == 0, done.stderr
    assert explanations(done.stdout) == FRENCH


@pytest.mark.parametrize("how", [("--lang", "en"), ("--lang=en",)])
def test_lang_en_scores_in_english(game_file: Path, how: tuple[str, ...]) -> None:
    done = run_cli(*how, "score", str(game_file))
    assert done.returncode == 0, done.stderr
    assert explanations(done.stdout) == ENGLISH
    assert json.loads(done.stdout)["totals"] == json.loads(run_cli("score", str(game_file)).stdout)["totals"]


def test_environment_chooses_the_language(game_file: Path) -> None:
    assert explanations(run_cli("score", str(game_file), BELOTE_CLUB_LANG="en").stdout) == ENGLISH
    assert explanations(run_cli("score", str(game_file), LANG="en_GB.UTF-8").stdout) == ENGLISH
    assert explanations(run_cli("score", str(game_file), LANG="de_DE.UTF-8").stdout) == FRENCH  # no German: French
    # --lang wins over the environment, BELOTE_CLUB_LANG over the system locale
    assert explanations(run_cli("--lang", "fr", "score", str(game_file), BELOTE_CLUB_LANG="en").stdout) == FRENCH
    assert explanations(run_cli("score", str(game_file), BELOTE_CLUB_LANG="fr", LANG="en_US.UTF-8").stdout) == FRENCH


def test_lang_en_help_is_english() -> None:
    done = run_cli("--lang", "en", "--help")
    assert done.returncode == 0
    assert done.stdout.startswith("usage: belote-club")
    assert "show this help message and exit" in done.stdout and "positional arguments" in done.stdout
    assert "language of the messages" in done.stdout and "scores a game described in JSON" in done.stdout
    assert "utilisation" not in done.stdout and "affiche" not in done.stdout
    score = run_cli("--lang", "en", "score", "--help")
    assert score.stdout.startswith("usage: belote-club score") and "house rules replacing" in score.stdout


@pytest.mark.parametrize(("args", "message"), [
    (("--lang", "en", "frobnicate"), "belote-club: error: unknown command 'frobnicate' (choose from 'score'"),
    (("--lang", "en", "score"), "belote-club score: error: the following arguments are required: GAME.json"),
    (("--lang", "en", "demo", "--teams", "x"), "belote-club demo: error: argument --teams: whole number expected"),
    (("--lang", "en", "score", "/nowhere/game.json"), "error: game: file not found “/nowhere/game.json”"),
])
def test_lang_en_errors_are_english(args: tuple[str, ...], message: str) -> None:
    done = run_cli(*args)
    assert done.returncode == 2
    assert message in done.stderr and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_lang_en_deal_errors_are_english(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"deals": [{"taker": 0, "points": [100, 60]}]}), encoding="utf-8")
    assert run_cli("--lang", "en", "score", str(path)).stderr == (
        "error: deal 1: points: the points must add up to 162 (here 160)\n")
    assert run_cli("score", str(path)).stderr == "error: deal 1: points: la somme des points doit faire 162 (ici 160)\n"


def test_unknown_language_is_refused_in_french() -> None:
    done = run_cli("--lang", "de", "score", "x.json")
    assert done.returncode == 2
    assert done.stderr.startswith("belote-club : erreur : argument --lang : choix invalide 'de'")


@pytest.mark.parametrize("command", ["", "score", "demo", "export", "print", "serve"])
def test_french_help_has_no_english_line(command: str) -> None:
    done = run_cli(*([command] if command else []), "--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("utilisation : belote-club")
    for english in ARGPARSE_ENGLISH:
        assert english not in done.stdout, english
    if not command:
        assert "--version       affiche la version et s’arrête" in done.stdout


@pytest.mark.parametrize(("args", "message"), [
    (("score",), "belote-club score : erreur : arguments obligatoires manquants : GAME.json"),
    (("score", "a.json", "b.json"), "belote-club : erreur : arguments non reconnus : b.json"),
    (("--db",), "belote-club : erreur : argument --db : une valeur est attendue"),
    (("frobnicate",), "belote-club : erreur : commande inconnue 'frobnicate' (possibles : 'score'"),
])
def test_argparse_errors_in_french(args: tuple[str, ...], message: str) -> None:
    done = run_cli(*args)
    assert done.returncode == 2 and message in done.stderr and done.stderr.count("\n") == 1


def test_french_argparse_comes_from_its_gettext_domain() -> None:
    """No more patching of argparse's private ``_``: the French catalogue of the ``argparse`` domain."""
    import argparse
    import gettext

    from belote_club.cli import parsing

    assert argparse._ is gettext.gettext  # type: ignore[attr-defined]
    assert "argparse._" not in Path(parsing.__file__).read_text(encoding="utf-8").replace("``argparse._``", "")
    catalogue = gettext.translation("argparse", i18n.localedir(), languages=["fr"])
    assert catalogue.gettext("usage: ") == "utilisation : "
    assert catalogue.gettext("%(prog)s: error: %(message)s\n") == "%(prog)s : erreur : %(message)s\n"


# --- the engine in-process ----------------------------------------------------------------------------------

def test_switching_language_in_process(restore_language: None) -> None:
    deals = [dict(d) for d in GAME["deals"]]
    from belote_club.rules import HouseRules

    rules = HouseRules.from_dict(GAME["rules"])
    i18n.set_language("fr")
    assert [list(d.explanation) for d in score_game(rules, deals).deals] == FRENCH
    i18n.set_language("en")
    assert i18n.language() == "en"
    assert [list(d.explanation) for d in score_game(rules, deals).deals] == ENGLISH  # memos emptied
    i18n.set_language("fr")
    assert [list(d.explanation) for d in score_game(rules, deals).deals] == FRENCH


def test_system_language(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", i18n.LANG_ENV):
        monkeypatch.delenv(name, raising=False)
    assert i18n.system_language() == "fr"
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert i18n.system_language() == "fr"
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert i18n.system_language() == "en"
    monkeypatch.setenv("LC_ALL", "fr_BE.UTF-8")
    assert i18n.system_language() == "fr"
    monkeypatch.setenv(i18n.LANG_ENV, "en")
    assert i18n.system_language() == "en"


def test_french_costs_no_gettext_import() -> None:
    """French is the source language: scoring in French reads no catalogue (start-up of ``score``)."""
    code = ("import sys; from belote_club import i18n; i18n.set_language('fr'); "
            "from belote_club.rules import score_game, HouseRules; "
            "score_game(HouseRules(), [{'taker': 0, 'points': [100, 62]}]); "
            "print('gettext' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


# --- the command line's own messages in English (common.py, the command's metavar) ----------------------

#: French in an English text: an accented letter, « », a space before « : ; ! ? » (« mêlée » is English
#: vocabulary here: mêlée (draw for partners)).
FRENCH_MARKS = re.compile(r"[àâçéèêëîïôûùüÿœ«»]| [:;!?](?: |$)|\b(?:COMMANDE|FICHIER|SORTIE|utilisation)\b",
                          re.MULTILINE)


def french_left(text: str) -> list[str]:
    return FRENCH_MARKS.findall(text.replace("mêlée", "melee"))


@pytest.mark.parametrize("how", [{"args": ("--lang", "en")}, {"env": {"LANG": "en_US.UTF-8"}}])
def test_the_usage_line_names_the_command_in_english(how: dict[str, Any]) -> None:
    done = run_cli(*how.get("args", ()), "--help", **how.get("env", {}))
    assert done.returncode == 0, done.stderr
    usage = done.stdout.split("\n\n")[0]
    assert usage.startswith("usage: belote-club") and usage.rstrip().endswith("COMMAND ...")
    assert "COMMANDE" not in done.stdout and "\n  COMMAND\n" in done.stdout


def test_the_french_usage_line_keeps_commande() -> None:
    assert run_cli("--help").stdout.split("\n\n")[0].rstrip().endswith("COMMANDE ...")


@pytest.mark.parametrize("command", ["score", "demo", "export", "print", "serve"])
def test_every_command_help_reads_english(command: str) -> None:
    done = run_cli("--lang", "en", command, "--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"usage: belote-club {command}")
    assert not french_left(done.stdout), french_left(done.stdout)


@pytest.mark.parametrize(("args", "english", "french"), [
    (("export", "--db", "/nowhere/club.belote"), "belote-club: error: The file “/nowhere/club.belote” does not exist.",
     "belote-club : erreur : Le fichier « /nowhere/club.belote » n’existe pas."),
    (("print", "rules", "--db", "/nowhere/club.belote", "-o", "x.pdf"),
     "belote-club: error: The file “/nowhere/club.belote” does not exist.",
     "belote-club : erreur : Le fichier « /nowhere/club.belote » n’existe pas."),
    (("serve", "--db", "/nowhere/club.belote"), "belote-club: error: The file “/nowhere/club.belote” does not exist.",
     "belote-club : erreur : Le fichier « /nowhere/club.belote » n’existe pas."),
    (("demo", "--db", "/nowhere/dir/club.belote"), "belote-club: error: The folder “/nowhere/dir” does not exist.",
     "belote-club : erreur : Le dossier « /nowhere/dir » n’existe pas."),
])
def test_command_errors_in_either_language(args: tuple[str, ...], english: str, french: str) -> None:
    done = run_cli("--lang", "en", *args)
    assert done.returncode == 2 and done.stderr == english + "\n"
    done = run_cli(*args)
    assert done.returncode == 2 and done.stderr == french + "\n"


def _guarded(error: BaseException, **kwargs: Any) -> str:
    from belote_club.cli.common import run_guarded

    def fail() -> int:
        raise error

    err = io.StringIO()
    assert run_guarded(fail, err, **kwargs) == 2
    return err.getvalue()


def test_run_guarded_says_each_failure_in_the_language_in_force(restore_language: None) -> None:
    from belote_club.cli.common import CommandError

    cases = [
        ((CommandError("Rien à faire."),), {}, "belote-club : erreur : Rien à faire.\n",
         "belote-club: error: Rien à faire.\n"),
        ((FileNotFoundError(2, "No such file or directory", "/nowhere/x.pdf"),), {},
         "belote-club : erreur : écriture impossible « /nowhere/x.pdf » : fichier ou dossier introuvable.\n",
         "belote-club: error: cannot write “/nowhere/x.pdf”: file or folder not found.\n"),
        ((PermissionError(13, "Permission denied"),), {"target": Path("out.pdf")},
         "belote-club : erreur : écriture impossible « out.pdf » : ",
         "belote-club: error: cannot write “out.pdf”: "),
        ((KeyboardInterrupt(),), {}, "belote-club : interrompu.\n", "belote-club: interrupted.\n"),
        ((ZeroDivisionError("division by zero"),), {}, "belote-club : erreur interne : ZeroDivisionError : division by zero\n",
         "belote-club: internal error: ZeroDivisionError: division by zero\n"),
    ]
    i18n.set_language("fr")
    for (error,), kwargs, french, english in cases:
        assert _guarded(error, **kwargs).startswith(french)
        with i18n.using("en"):
            assert _guarded(error, **kwargs).startswith(english)
    with i18n.using("en"):
        no_name = _guarded(OSError(28, "No space left on device"))
    assert no_name.startswith("belote-club: error: cannot write: ") and "«" not in no_name
    assert _guarded(OSError(28, "No space left on device")).startswith("belote-club : erreur : écriture impossible : ")


def test_choosing_a_concours_in_either_language(restore_language: None) -> None:
    from belote_club.cli.common import pick_tournament
    from belote_club.services import ServiceError

    def summary(number: int, name: str) -> SimpleNamespace:
        return SimpleNamespace(tournament=SimpleNamespace(id=number, name=name))

    class Service:
        location = "/club/soirée.belote"

        def __init__(self, summaries: list[SimpleNamespace]) -> None:
            self.summaries = summaries

        def tournaments(self) -> list[SimpleNamespace]:
            return self.summaries

    def message(service: Service) -> str:
        with pytest.raises(ServiceError) as caught:
            pick_tournament(service, None)  # type: ignore[arg-type]
        return str(caught.value)

    two = Service([summary(2, "Concours d’été"), summary(1, "Coupe")])
    i18n.set_language("fr")
    assert message(Service([])) == "La base « /club/soirée.belote » ne contient aucun concours."
    assert message(two) == ("Plusieurs concours dans la base : précisez --tournament (2 « Concours d’été », "
                            "1 « Coupe »).")
    assert pick_tournament(Service([summary(7, "Seul")]), None) == 7  # type: ignore[arg-type]
    with i18n.using("en"):
        assert message(Service([])) == "The database “/club/soirée.belote” holds no tournament."
        assert message(two) == "Several tournaments in the database: give --tournament (2 “Concours d’été”, 1 “Coupe”)."


def test_engine_values_are_quoted_in_english(restore_language: None) -> None:
    from belote_club.rules import DealError, HouseRules, RulesError
    from belote_club.rules.deal import parse_deal

    with i18n.using("en"):
        with pytest.raises(DealError) as deal:
            parse_deal({"taker": "x", "points": [100, 62]}, HouseRules())
        with pytest.raises(RulesError) as rules:
            HouseRules.from_dict({"rounding": "nope"})
    assert "“x”" in str(deal.value) and "«" not in str(deal.value)
    assert "“nope”" in str(rules.value) and "«" not in str(rules.value)
    with pytest.raises(DealError) as deal:
        parse_deal({"taker": "x", "points": [100, 62]}, HouseRules())
    assert "« x »" in str(deal.value)
