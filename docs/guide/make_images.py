"""Pictures of the guide that docs/screenshots does not have: the « Saisie aux tables » panel (server running,
a referee call) and the « Totaux de la feuille » dialog with its warning; written into resources/guide/images/.

Run: ``.venv/bin/python docs/guide/make_images.py`` then ``.venv/bin/python tools/build_guide.py``.  A fresh
database in a temporary folder with the demonstration concours (21/11/2026); the server listens on this
computer only, and the address shown is replaced by a typical club address so that the picture does not
depend on the machine's network.
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
import socket
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QLocale, QSettings  # noqa: E402

OUT = ROOT / "resources" / "guide" / "images"
DEMO_DATE = dt.date(2026, 11, 21)
SHOWN_ADDRESS = "http://192.168.1.20:8080"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def main() -> int:
    from belote_club.app import create_application
    from belote_club.services.club import ClubService
    from belote_club.ui.demo import build_demo
    from belote_club.ui.dialogs.paper_totals import PaperTotalsDialog
    from belote_club.ui.main_window import MainWindow

    tmp = Path(tempfile.gettempdir()) / "belote-club-guide-images"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp / "settings"))
    os.environ["BELOTE_CLUB_DATA_DIR"] = str(tmp / "data")
    application = create_application()
    QLocale.setDefault(QLocale(QLocale.Language.French, QLocale.Country.France))  # « 1 210 », as in a French club
    service = ClubService.open(db_file=tmp / "club.belote")
    service.set_club(name="Belote Club de Murat", city="Murat")
    window = MainWindow(service)
    window.resize(1366, 768)
    window.show()

    def settle(seconds: float = 0.3) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            application.processEvents()
            time.sleep(0.02)

    tid = build_demo(service, date=DEMO_DATE)
    page = window.open_tournament(tid)
    settle()
    last = service.round_summaries(tid)[-1].number

    # -- the panel, server running on this computer, one referee call
    entry = page.table_entry
    codes = {access.table_number: access.code for access in service.entry_codes(tid, last)}
    service.phone_call_referee(codes[4], "guide-appel-1", camp=0, reason="Désaccord sur une belote")
    dialog = entry.show_panel()
    dialog.resize(1180, 700)
    assert entry.start("127.0.0.1", free_port()), entry.problem
    entry.problem = ""
    real = entry.url or ""
    dialog.show_state()
    dialog.address.setText(SHOWN_ADDRESS)
    dialog.view.selectRow(3)
    settle(0.6)
    dialog.grab().save(str(OUT / "saisie-aux-tables.png"))
    print("saisie-aux-tables.png", "(served at", real + ")")
    entry.stop()
    dialog.close()

    # -- paper totals with a warning (a table of the round in progress with no score yet)
    rnd = service.round(tid, last)
    table = next(t for t in rnd.tables if not t.game.has_score)
    names = tuple(side.label for side in table.sides)
    paper = PaperTotalsDialog(service, (tid, last, table.number), names, window)
    paper.totals[0].setValue(1210)
    paper.totals[1].setValue(754)
    paper.deals.setValue(12)
    paper.belotes.setValue(2)
    paper.show()
    paper.buttons.button(paper.buttons.StandardButton.Ok).setFocus()
    settle()
    paper.grab().save(str(OUT / "totaux-feuille.png"))
    print("totaux-feuille.png:", paper.warnings.text())
    paper.reject()
    window.close()
    service.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
