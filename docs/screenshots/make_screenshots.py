"""Write the main screens at 1366×768 into docs/screenshots/ (offscreen ``widget.grab()``).

Run with ``make screenshots``.  Uses a fresh database in a fixed temporary folder with the demonstration
concours, dated 21/11/2026, the club « Belote Club de Murat », and documents « printed » at a fixed time:
running it twice gives the same pictures (up to the fonts of the machine).
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
import sys
import tempfile
import types
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

OUT = Path(__file__).resolve().parent
SIZE = (1366, 768)
DEMO_DATE = dt.date(2026, 11, 21)
PRINTED_AT = dt.datetime(2026, 11, 21, 13, 30)


def main() -> int:
    from belote_club.app import create_application
    from belote_club.reports import base
    from belote_club.services.club import ClubService
    from belote_club.ui.main_window import MainWindow
    from belote_club.ui.views.projector import ProjectorWindow

    class FixedClock(dt.datetime):
        @classmethod
        def now(cls, tz=None):  # type: ignore[override]
            return cls.combine(PRINTED_AT.date(), PRINTED_AT.time(), tz)

    # The documents' « Imprimé le … » footer reads reports.base's clock (dt.datetime.now) at each document.
    base.dt = types.SimpleNamespace(**{name: getattr(dt, name) for name in dir(dt) if not name.startswith("_")})
    base.dt.datetime = FixedClock
    tmp = Path(tempfile.gettempdir()) / "belote-club-captures"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp / "settings"))
    app = create_application()
    service = ClubService.open(db_file=tmp / "club.belote")
    service.set_club(name="Belote Club de Murat", city="Murat")
    window = MainWindow(service)
    window.resize(*SIZE)
    window.show()

    def settle(seconds: float) -> None:
        import time

        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.02)

    def shot(widget, name: str) -> None:
        for _ in range(3):
            app.processEvents()
        path = OUT / f"{name}.png"
        widget.grab().save(str(path))
        print(path.relative_to(OUT.parent.parent))

    page = window.demo_tournament(DEMO_DATE)
    window.show_home()
    shot(window, "01-accueil")

    window.stack.setCurrentWidget(page)
    page.tabs.setCurrentWidget(page.entrants)
    shot(window, "02-equipes")

    page.tabs.setCurrentWidget(page.rounds)
    page.rounds.refresh()
    shot(window, "03-manches")

    rnd = page.rounds.current_round()
    table = next(t for t in rnd.tables if not t.game.finished)
    page.open_table(rnd.number, table.number)
    sheet = page.scores.sheet
    QTest.keyClicks(sheet.entry, "1 95b")
    shot(window, "04-saisie")
    QTest.keyClick(sheet.entry, Qt.Key.Key_Return)
    QTest.keyClicks(sheet.entry, "2 200")
    shot(window, "05-saisie-refus")
    sheet.entry.clear()

    page.tabs.setCurrentWidget(page.standings)
    shot(window, "06-classement")

    page.tabs.setCurrentWidget(page.rules)
    shot(window, "07-regles")

    dialog = page.show_documents()
    dialog.resize(*SIZE)
    dialog.kind.setCurrentIndex(dialog.kind.findData("standings"))
    settle(1.5)  # QPdfView renders pages in a worker thread
    shot(dialog, "11-documents")
    dialog.close()

    window.show_roster()
    shot(window, "08-joueurs")

    projector = ProjectorWindow(service, page.tournament_id, window.settings, page.context.round_timer)
    projector.resize(*SIZE)
    page.context.round_timer.start(45)
    projector.show()
    shot(projector, "09-projection-plan")
    while not projector.subtitle.text().startswith("Classement"):
        projector.next_page()
    shot(projector, "10-projection-classement")
    projector.close()

    # The team dialog: « ber » chooses the first match (accents ignored) and names it.
    from belote_club.ui.dialogs.team import TeamDialog

    for first, last in (("Bérenger", "Aubert"), ("Bernard", "Martinez")):
        service.add_player(first, last)
    team = TeamDialog(service, service.tournament(page.tournament_id), window)
    team.show()
    QTest.keyClicks(team.first.search, "ber")
    QTest.keyClick(team.first.search, Qt.Key.Key_Return)
    shot(team, "12-nouvelle-equipe")
    team.reject()

    # The system's dark scheme (QStyleHints.colorScheme): the same screens, the club's colours adapted.
    from belote_club.ui.theme import apply_theme

    apply_theme(app, dark=True)
    window.stack.setCurrentWidget(page)
    page.tabs.setCurrentWidget(page.scores)
    page.open_table(rnd.number, table.number)  # the chart takes the dark theme when it is made
    shot(window, "13-sombre-saisie")
    page.tabs.setCurrentWidget(page.entrants)
    shot(window, "14-sombre-equipes")
    apply_theme(app, dark=False)
    window.close()
    service.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
