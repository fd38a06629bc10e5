"""Issue 24: the phone's end screen said « Partie terminée » twice (the counter above, the end card's heading)."""

from __future__ import annotations

import re
from pathlib import Path

STATIC = Path(__file__).resolve().parents[2] / "belote_club" / "web" / "static"


def test_the_end_card_does_not_repeat_the_counter() -> None:
    page = (STATIC / "table.html").read_text(encoding="utf-8")
    card = page.split('id="end"', 1)[1].split("</div>", 1)[0]
    heading = re.search(r"<h2>([^<]+)</h2>", card)
    assert heading is not None and heading.group(1) == "Score final"
    script = (STATIC / "table.js").read_text(encoding="utf-8")
    assert 'state.finished ? t("Partie terminée")' in script  # the counter says the game is over, once
