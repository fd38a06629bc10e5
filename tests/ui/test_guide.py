"""Aide › Guide de l’organisateur: the dialog, the shipped guide (images, links, typography, up to date with its
source) and the labels it quotes, which must be the program's own."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QKeySequence, QTextDocument
from PySide6.QtWidgets import QDialog, QLineEdit, QMainWindow, QVBoxLayout, QWidget

from belote_club.rules import HouseRules
from belote_club.ui.dialogs.guide import (
    GuideDialog,
    add_guide_action,
    guide_document,
    guide_file,
    image_sources,
    uses_own_key,
)
from belote_club.ui.game_source import MemoryGame
from belote_club.ui.views.score_sheet import ScoreSheet

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "docs" / "guide" / "guide.md"
NBSP = "\u00a0"


def guide_text() -> str:
    return SOURCE.read_text(encoding="utf-8")


def ui_sources() -> str:
    """Every label the program shows: the Qt code, the phones' pages and the services' messages."""
    files = [*sorted((ROOT / "belote_club" / "ui").rglob("*.py")), *sorted((ROOT / "belote_club" / "web").rglob("*.*"))]
    files += sorted((ROOT / "belote_club" / "services").glob("*.py")) + sorted((ROOT / "belote_club" / "storage").glob("*.py"))
    text = "\n".join(path.read_text(encoding="utf-8") for path in files if path.suffix in (".py", ".html", ".js"))
    return text.replace("&", "")  # « &Fichier » is shown « Fichier »


# -- the dialog --------------------------------------------------------------------------------------
def test_dialog_shows_the_guide_and_escape_closes_it(qtbot) -> None:
    dialog = GuideDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.title() == "Guide de l’organisateur"
    assert dialog.windowTitle() == "Guide de l’organisateur"
    shown = dialog.browser.toPlainText()
    assert shown.startswith("Guide de l’organisateur")
    for heading in ("Une soirée pas à pas", "La saisie rapide au clavier", "Les totaux de la feuille papier",
                    "Règles maison", "Plusieurs postes de saisie", "Les téléphones aux tables", "Les sauvegardes"):
        assert heading in shown
    assert [b.text() for b in (dialog.print_button, dialog.save_button, dialog.close_button)] == [
        "Imprimer…", "Enregistrer en PDF…", "Fermer"]
    qtbot.keyClick(dialog.browser, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_every_image_exists_and_shows(qtbot) -> None:
    html = guide_file().read_text(encoding="utf-8")
    sources = image_sources(html)
    assert len(sources) >= 10
    folder = guide_file().parent
    for source in sources:
        assert not source.startswith(("/", "http:", "https:", "data:")), source  # local, relative: self-contained
        assert (folder / source).is_file(), source
    dialog = GuideDialog()
    qtbot.addWidget(dialog)
    document = dialog.browser.document()
    for source in sources:
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(source))
        assert image is not None and not image.isNull(), source
    printed = guide_document()
    for source in sources:
        assert not printed.resource(QTextDocument.ResourceType.ImageResource, QUrl(source)).isNull(), source
    # Nothing shipped that the guide does not use.
    shipped = {p.relative_to(folder).as_posix() for p in (folder / "images").iterdir()}
    assert shipped == set(sources)


def test_internal_links_lead_somewhere() -> None:
    html = guide_file().read_text(encoding="utf-8")
    anchors = set(re.findall(r'<a name="([^"]+)"', html))
    links = re.findall(r'<a href="#([^"]+)"', html)
    assert len(links) >= 9  # the table of contents at least
    assert [link for link in links if link not in anchors] == []


def test_save_as_pdf(qtbot, tmp_path) -> None:
    dialog = GuideDialog()
    qtbot.addWidget(dialog)
    target = tmp_path / "guide.pdf"
    assert dialog.save_pdf(str(target)) == target
    data = target.read_bytes()
    assert data.startswith(b"%PDF")
    assert len(re.findall(rb"/Type\s*/Page\b", data)) >= 10  # A4 pages, images included
    assert str(target) in dialog.status.text()


def test_print_goes_through_the_system_print_dialog(qtbot, tmp_path, monkeypatch) -> None:
    import PySide6.QtPrintSupport as print_support

    asked = []
    target = tmp_path / "imprimante.pdf"

    class FakePrintDialog:
        def __init__(self, printer, parent=None) -> None:
            asked.append(printer)
            self.printer = printer

        def setWindowTitle(self, title) -> None:  # noqa: N802 — Qt naming
            asked.append(title)

        def exec(self):
            # The user picks « Imprimer dans un fichier (PDF) ».
            self.printer.setOutputFormat(print_support.QPrinter.OutputFormat.PdfFormat)
            self.printer.setOutputFileName(str(target))
            return QDialog.DialogCode.Accepted

    monkeypatch.setattr(print_support, "QPrintDialog", FakePrintDialog)
    dialog = GuideDialog()
    qtbot.addWidget(dialog)
    assert dialog.print_guide()
    assert asked[1] == "Imprimer le guide"
    assert target.read_bytes().startswith(b"%PDF")
    assert dialog.status.text() == "Guide envoyé à l’impression."


def test_print_cancelled_prints_nothing(qtbot, monkeypatch) -> None:
    import PySide6.QtPrintSupport as print_support

    class Cancelled:
        def __init__(self, *_args) -> None:
            pass

        def setWindowTitle(self, _title) -> None:  # noqa: N802
            pass

        def exec(self):
            return QDialog.DialogCode.Rejected

    monkeypatch.setattr(print_support, "QPrintDialog", Cancelled)
    dialog = GuideDialog()
    qtbot.addWidget(dialog)
    assert not dialog.print_guide()
    assert dialog.status.text() == ""


# -- F1 -------------------------------------------------------------------------------------------
@pytest.mark.qt_log_ignore(r"This plugin does not support (raise|propagateSizeHints)")  # offscreen
def test_f1_is_given_up_where_a_widget_uses_it(qtbot) -> None:
    """The action follows the keyboard: no F1 while it is in the score sheet (whose own F1 shows the memo), F1
    anywhere else; the Help key always."""
    window = QMainWindow()
    qtbot.addWidget(window)
    central = QWidget()
    column = QVBoxLayout(central)
    other = QLineEdit()
    sheet = ScoreSheet(MemoryGame(HouseRules(), ("Équipe A", "Équipe B"), "Table 1"))
    column.addWidget(other)
    column.addWidget(sheet)
    window.setCentralWidget(central)
    launcher = add_guide_action(window, window.menuBar().addMenu("&Aide"))
    assert launcher.action.text() == "&Guide de l’organisateur"
    f1, help_key = QKeySequence(Qt.Key.Key_F1), QKeySequence(Qt.Key.Key_Help)
    assert launcher.action.shortcuts() == [f1, help_key]  # HelpContents on Linux and Windows
    assert uses_own_key(sheet.entry, f1) and uses_own_key(sheet, f1)
    assert not uses_own_key(other, f1) and not uses_own_key(sheet.entry, QKeySequence(Qt.Key.Key_F2))
    launcher.follow_focus(other, sheet.entry)
    assert launcher.action.shortcuts() == [help_key]
    launcher.follow_focus(sheet.entry, other)
    assert launcher.action.shortcuts() == [f1, help_key]
    launcher.follow_focus(other, None)
    assert launcher.action.shortcuts() == [f1, help_key]
    assert launcher.show_guide() is launcher.show_guide()  # one dialog, brought forward
    launcher.dialog.close()


def test_f1_in_the_main_window(qtbot, window, service) -> None:
    """In the real window: F1 opens the guide from the Équipes tab; in Saisie it keeps the memo's toggle."""
    from belote_club.ui.dialogs.guide import GuideLauncher
    from tests.helpers.club import concours

    aide = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Aide")
    launcher = window.findChild(GuideLauncher) or add_guide_action(window, aide)
    assert launcher.action in aide.actions()
    page = window.open_tournament(concours(service, 8))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    page.open_table(1, 1)
    sheet = page.scores.sheet
    qtbot.waitUntil(lambda: sheet.entry.hasFocus())
    visible = sheet.help.isVisible()
    qtbot.keyClick(sheet.entry, Qt.Key.Key_F1)
    assert sheet.help.isVisible() is not visible
    assert launcher.dialog is None or not launcher.dialog.isVisible()
    page.tabs.setCurrentWidget(page.entrants)
    page.entrants.view.setFocus()
    qtbot.waitUntil(lambda: page.entrants.view.hasFocus())
    qtbot.keyClick(page.entrants.view, Qt.Key.Key_F1)
    assert launcher.dialog is not None and launcher.dialog.isVisible()
    qtbot.keyClick(launcher.dialog.browser, Qt.Key.Key_Escape)
    assert not launcher.dialog.isVisible()


# -- the text -----------------------------------------------------------------------------------
MENU_ENTRIES = (
    ("Fichier", "Nouveau concours…"), ("Fichier", "Nouveau…"), ("Fichier", "Ouvrir un fichier…"),
    ("Fichier", "Fichiers récents"), ("Fichier", "Enregistrer une copie…"), ("Fichier", "Restaurer une sauvegarde…"),
    ("Fichier", "Importer des joueurs (CSV)…"), ("Fichier", "Club…"), ("Fichier", "Joueurs du club"),
    ("Fichier", "Quitter"), ("Édition", "Annuler"), ("Affichage", "Actualiser"),
    ("Affichage", "Écran de projection"), ("Aide", "Guide de l’organisateur"),
)

#: Buttons, tabs and fields the guide names, as the program shows them.
LABELS = (
    "Concours de démonstration", "Nouveau concours…", "Dupliquer", "Supprimer…", "Réglages…", "← Accueil",
    "Documents…", "Exporter (JSON)…", "Nouveau joueur…", "Importer un CSV…", "Exporter en CSV…",
    "Nouvelle équipe…", "Inscrire un joueur…", "Modifier…", "Pointer / dépointer", "Pointer tous",
    "Arrivée en retard", "Abandon…", "Annuler l’abandon", "Désinscrire…", "Tirer la manche suivante",
    "Refaire le tirage", "Lancer le chrono", "Totaux de la feuille…", "Clore la partie…", "Rouvrir la partie",
    "Effacer la partie…", "Forfait…", "Annuler le forfait", "Imprimer…", "Enregistrer en PDF…",
    "Saisie aux tables…", "Saisie aux tables (en service)…", "Démarrer le serveur", "Arrêter le serveur",
    "Réseau du club (Wi-Fi)", "Cet ordinateur (essai)", "Reprendre au poste", "Verrouiller", "Revenir au papier",
    "Rendre au téléphone", "Cartons de table…", "Appel traité", "Voir les appels…", "Déverrouiller…",
    "Aperçu : quelques donnes avec ces règles", "Les règles en clair", "Saisie rapide (F1)", "Restaurer",
    "Doublettes (équipes inscrites)", "Mêlée (joueurs seuls, partenaires tirés)", "Selon le classement (1 contre 2…)", "Au hasard",
    "Nombre de donnes", "Belotes", "Capots", "Des scores existent : les règles sont verrouillées.",
    "Règles enregistrées.", "Feuilles de marque", "Feuilles de marque, 2 par page", "Plan de table", "Palmarès",
    "Règles du concours", "Cartons de table",
    # the phones' pages
    "Qui a pris ?", "Donne passée", "Renonce…", "Enregistrer la donne", "Corriger", "Appeler l’arbitre",
    "Nous contestons le score : appeler l’arbitre", "je confirme ce score", "Code de votre table",
    "Ouvrir la feuille de la table", "Résultats en direct",
)

SHORTCUTS = ("Ctrl+N", "Ctrl+O", "Ctrl+J", "Ctrl+I", "Ctrl+E", "Ctrl+P", "Ctrl+R", "Ctrl+B", "Ctrl+T",
             "Ctrl+G", "Ctrl+Z", "Ctrl+Y", "Ctrl+F", "F2", "F5", "F11", "F1")


def test_the_guide_names_each_main_menu_entry_and_they_exist() -> None:
    guide = guide_text()
    code = ui_sources()
    for menu, entry in MENU_ENTRIES:
        assert f"{menu} › {entry}" in guide, (menu, entry)
        assert f'tr("{menu}")' in code, menu
        if entry != "Guide de l’organisateur":  # added to the Aide menu by the window (add_guide_action)
            assert f'tr("{entry}")' in code, entry
    assert "Guide de l’organisateur" in (ROOT / "belote_club" / "ui" / "dialogs" / "guide.py").read_text(
        encoding="utf-8")


def test_labels_quoted_by_the_guide_are_the_programs_own() -> None:
    guide = guide_text()
    code = ui_sources()
    missing_in_guide = [text for text in LABELS if text not in guide]
    missing_in_code = [text for text in LABELS if text not in code]
    assert missing_in_guide == []
    assert missing_in_code == []
    for key in SHORTCUTS:
        assert key in guide, key


def test_the_ranking_choices_are_named_as_the_dialog_names_them() -> None:
    from belote_club.tournament.model import RANKING_PRESETS
    from belote_club.ui.widgets import criteria_names

    guide = guide_text()
    for criteria in RANKING_PRESETS.values():
        words = criteria_names(criteria)
        assert f"« {words[:1].upper() + words[1:]} »" in guide


def test_every_quoted_button_with_an_ellipsis_exists() -> None:
    """Whatever the guide quotes in « » and ends with « … » is a button or menu entry of the program."""
    guide = guide_text().replace(NBSP, " ")
    code = ui_sources()
    quoted = set(re.findall(r"« ([^«»]{3,60}…) »", guide))
    assert len(quoted) > 25
    # « Choisi : … » stands for « Choisi : {name} »: its fixed part is what must exist.
    unknown = sorted(q for q in quoted if not q.startswith("…") and q not in code
                     and not (q.endswith(" …") and q[:-2] in code))
    assert unknown == []


def test_french_typography() -> None:
    html = guide_file().read_text(encoding="utf-8")
    prose = re.sub(r"<code>.*?</code>|<[^>]+>", "", html, flags=re.S)
    assert "(s)" not in prose
    assert "'" not in prose  # the typographic apostrophe « ’ » only
    assert "« " not in prose and " »" not in prose  # no-break spaces inside the guillemets
    assert " :" not in prose and " ;" not in prose and " ?" not in prose


def test_quick_entry_examples_read_as_the_guide_says() -> None:
    from belote_club.ui.entry_syntax import EntryContext, EntryError, parse_entry

    guide = guide_text()
    section = guide.split("## La saisie rapide au clavier", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    examples = [code for line in rows for code in re.findall(r"`([^`]+)`", line.split("|")[1])]
    assert len(examples) >= 14
    everything = EntryContext(camps=2, trump_modes=("suit", "sans_atout", "tout_atout"), annonces=True)
    for example in examples:
        if example == "t7":  # opens a table, read by the score sheet
            continue
        parse_entry(example, EntryContext(camps=3) if "/" in example else everything)
    assert parse_entry("195", everything) == {"taker": 0, "points": [95, 67]}
    assert parse_entry("2 40", everything) == {"taker": 1, "points": [122, 40]}
    assert parse_entry("1c2", everything)["capot"] == 1
    assert parse_entry("195 a1kV", everything)["annonces"] == [{"camp": 0, "kind": "carre", "high": "J"}]
    for complete in ("1 108 co b", "2 14 tr b", "195 a2tRco"):
        assert f"`{complete}`" in guide
        parse_entry(complete, everything)
    for typed, said in (("19z", "je ne comprends pas « z »"), ("1170", "170 points : une donne vaut 162 au plus")):
        with pytest.raises(EntryError) as refused:
            parse_entry(typed, everything)
        assert refused.value.reason == said  # the reason the guide quotes; shown as a sentence
        assert str(refused.value) == said[0].upper() + said[1:] + "."
        assert f"« {str(refused.value)} » (pour `{typed}`)" in guide  # quoted as the window shows it
    with pytest.raises(EntryError, match="les annonces ne sont pas jouées avec ces règles"):
        parse_entry("195 a2tRco", EntryContext())


def test_the_presets_are_those_a_concours_offers() -> None:
    from belote_club.rules.presets import two_camp_presets

    section = guide_text().split("### Les préréglages", 1)[1].split("\n### ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ") and not line.startswith("| Préréglage")]
    assert [row.split("|")[1].strip() for row in rows] == [preset.title for preset in two_camp_presets()]


def _builder():
    spec = importlib.util.spec_from_file_location("build_guide", ROOT / "tools" / "build_guide.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_shipped_guide_is_built_from_its_source() -> None:
    document, images = _builder().build()
    assert document == guide_file().read_text(encoding="utf-8"), "lancez .venv/bin/python tools/build_guide.py"
    assert images == image_sources(document)


def test_builder_refuses_a_missing_image(tmp_path) -> None:
    source = tmp_path / "guide.md"
    source.write_text("# Essai\n\n![Absente](images/absente.png)\n", encoding="utf-8")
    with pytest.raises(SystemExit, match="absente.png"):
        _builder().build(source, tmp_path / "out" / "guide.html")

