"""With English chosen, the services' own messages come out in English (gettext domain
``belote_club_services``); in French they are byte for byte what they were.  Journal lines stay French:
they are stored in the database and read back."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from belote_club import i18n
from belote_club.services import ClubService, csv_io
from belote_club.services.errors import ServiceError
from belote_club.services.tables import TableAccess
from tests.helpers.club import concours
from tests.helpers.deals import made


@pytest.fixture
def english() -> Iterator[None]:
    """The whole process in English for one test, French (the environment's choice) afterwards."""
    i18n.set_language("en")
    try:
        yield
    finally:
        i18n.set_language("fr")


def _refusal(call: object, *args: object, **kwargs: object) -> str:
    assert callable(call)
    with pytest.raises(ServiceError) as caught:
        call(*args, **kwargs)
    return str(caught.value)


def test_refusals_are_english_in_english_and_unchanged_in_french(service: ClubService) -> None:
    with i18n.using("fr"):
        assert _refusal(service.tournament, 999) == "Le concours n° 999 n’existe pas."
        assert _refusal(service.add_player, "Marie", "") == "Le nom est vide."
    with i18n.using("en"):
        assert _refusal(service.tournament, 999) == "Tournament no. 999 does not exist."
        assert _refusal(service.add_player, "Marie", "") == "The last name is empty."
        assert _refusal(service.add_player, "Marie", "Dupont", email="marie") == 'Invalid email address “marie”.'
        assert _refusal(service.create_tournament, "Concours", "demain") == 'Invalid tournament date: “demain”.'


def test_a_whole_number_refusal_names_its_field_and_bounds_in_english(service: ClubService) -> None:
    import datetime as dt

    with i18n.using("en"):
        message = _refusal(service.create_tournament, "Concours", dt.date(2026, 5, 1), planned_rounds=0)
    assert message == "Invalid value for “number of rounds”: a whole number from 1 to 99 is expected (received: 0)."
    with i18n.using("fr"):
        message = _refusal(service.create_tournament, "Concours", dt.date(2026, 5, 1), planned_rounds=0)
    assert message == "Valeur invalide pour « nombre de manches » : un nombre entier de 1 à 99 est attendu (reçu : 0)."


def test_rounds_deals_and_choices_in_english(service: ClubService) -> None:
    tid = concours(service, 6)
    with i18n.using("en"):
        assert _refusal(service.draw_next_round, tid) == "Round 1 is not finished: 3 tables left to enter (1, 2, 3)."
        bad = made(0, 90)
        bad["taker"] = 7
        assert _refusal(service.add_deal, tid, 1, 1, bad).startswith("Deal 1 — taker: ")
        message = _refusal(service.update_tournament, tid, pairing="somehow")
        assert message == ("Unknown draw method: “somehow” (possible: “random” (at random), "
                           "“ranking” (by the standings)).")
    with i18n.using("fr"):
        assert _refusal(service.draw_next_round, tid) == ("La manche 1 n’est pas terminée : 3 tables à saisir "
                                                           "(1, 2, 3).")
        assert _refusal(service.add_deal, tid, 1, 1, bad).startswith("Donne 1 — preneur : ")


def test_the_phones_read_english_and_the_journal_stays_french(service: ClubService, english: None) -> None:
    tid = concours(service, 4)
    access = service.entry_codes(tid, 1)[0]
    assert access.mode_label == "entered on the phones"
    assert _refusal(service.table_page, "ZZZZZZ") == "Unknown table code: check it on the table’s card."
    service.set_table_mode(tid, 1, access.table_number, "locked")
    page = service.table_page(access.code)
    assert page.notice == "This table is locked by the referee: no more entry on the phones."
    # The journal is a record kept in the database (and read back): written in French whatever the language.
    assert service.audit(tid, limit=1)[0].what == (f"Manche 1, table {access.table_number} : verrouillée — "
                                                   "poste principal")
    i18n.set_language("fr")
    assert TableAccess(1, 1, "X", "locked").mode_label == "verrouillée"
    assert service.table_page(access.code).notice == ("Cette table est verrouillée par l’arbitre : plus aucune "
                                                      "saisie au téléphone.")


def test_csv_import_errors_in_english() -> None:
    with i18n.using("en"):
        assert _refusal(csv_io.preview, "licence;club\n1;2\n", []) == (
            "Required columns missing from the header: “nom”, “prénom” (recognised columns, named in French: nom, "
            "prénom, licence, club, téléphone, email).")
        preview = csv_io.preview("nom;prénom;email\nDupont;Marie;x\nDupont;Marie;\n", [])
        assert preview.errors[0].errors == ("Line 2: invalid email address “x”.",)
    with i18n.using("fr"):
        assert _refusal(csv_io.preview, "nom\nDupont\n", []) == (
            "Colonne obligatoire absente de l’en-tête : « prénom » (colonnes reconnues : nom, prénom, licence, "
            "club, téléphone, email).")
        preview = csv_io.preview("nom;prénom;email\nDupont;Marie;x\n", [])
        assert preview.errors[0].errors == ("Ligne 2 : adresse électronique invalide « x ».",)


def test_the_kept_snapshot_never_mixes_languages(service: ClubService) -> None:
    """The façade keeps the tournament it read (deal explanations included): after the language changed, the
    same service reads the explanations in the new language, also after a deal was saved."""
    tid = concours(service, 4)
    table = service.rounds(tid)[0].tables[0].number

    def explanation() -> str:
        return " ".join(service.rounds(tid)[0].tables[0].game.deals[0].explanation)

    service.add_deal(tid, 1, table, made(0, 100))
    french = explanation()
    try:
        i18n.set_language("en")
        english = explanation()
        service.add_deal(tid, 1, table, made(1, 120))
        assert explanation() == english
    finally:
        i18n.set_language("fr")
    assert explanation() == french
    assert "preneur" in french and "taker" in english
