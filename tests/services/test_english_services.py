"""With English chosen, the services' own messages come out in English (gettext domain
``belote_club_services``); in French they are byte for byte what they were.  Journal lines are stored in
French (the storage reads them back) and shown in the language in force."""

from __future__ import annotations

import pytest

from belote_club import i18n
from belote_club.services import ClubService, csv_io
from belote_club.services.errors import ServiceError
from belote_club.services.tables import TableAccess
from tests.helpers.club import concours
from tests.helpers.deals import made


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
    # The journal is a record kept in the database (and read back): written in French whatever the language,
    # shown in the language in force.
    assert service.audit(tid, limit=1)[0].what == f"Round 1, table {access.table_number}: locked — main station"
    with i18n.using("fr"):
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


def test_every_journal_line_the_services_write_is_shown_in_english(service: ClubService) -> None:
    """A concours going through most of what the journal records: in English, no line is left as stored."""
    import datetime as dt

    from belote_club.tournament.model import Format

    tid = concours(service, 5)
    service.set_club(name="Club de Murat", city="Murat")
    service.update_tournament(tid, venue="Salle des fêtes", ranking=["game_points", "lots"])
    service.update_rules(tid, {"game_end": {"type": "target", "points": 1000}})
    table = service.rounds(tid)[0].tables[0].number
    service.add_deal(tid, 1, table, made(0, 100))
    service.insert_deal(tid, 1, table, 1, made(1, 100))
    service.edit_deal(tid, 1, table, 2, made(0, 110))
    service.delete_deal(tid, 1, table, 1, origin="poste 2")
    service.close_game(tid, 1, table)
    service.close_game(tid, 1, table, closed=False)
    service.clear_game(tid, 1, table)
    service.set_deals(tid, 1, table, [made(0, 100)])
    service.clear_game(tid, 1, table)
    service.enter_paper_totals(tid, 1, table, (1001, 400))
    second = service.rounds(tid)[0].tables[1].number
    service.declare_forfeit(tid, 1, second, 0)
    service.cancel_forfeit(tid, 1, second)
    access = service.entry_codes(tid, 1)[-1]
    service.phone_add_deal(access.code, "phone-0001", made(0, 100))
    service.phone_edit_last(access.code, "phone-0002", made(0, 120))
    service.phone_delete_last(access.code, "phone-0003")
    service.phone_call_referee(access.code, "phone-0004", camp=0, reason="Une question")
    service.resolve_referee_call(tid, service.referee_calls(tid)[0].id)
    service.set_table_mode(tid, 1, access.table_number, "desk")
    service.set_table_mode(tid, 1, access.table_number, "paper")
    service.set_table_mode(tid, 1, access.table_number, "phone")
    entrant = service.entrants(tid)[0].entrant_id
    service.check_in(tid, entrant, False)
    service.check_in(tid, entrant, True)
    late = concours(service, 3, name="Concours du soir", drawn=False)
    late_entrant = service.entrants(late)[0].entrant_id
    service.join_late(late, late_entrant, 2)
    service.cancel_late_arrival(late, late_entrant)
    service.unregister(late, late_entrant)
    service.withdraw(late, service.entrants(late)[0].entrant_id)
    service.reinstate(late, service.entrants(late)[0].entrant_id)
    service.update_team(late, service.entrants(late)[0].entrant_id, name="Les As")
    service.draw_next_round(late, seed=3)
    service.redraw_round(late, 1, seed=4)
    service.swap_sides(late, 1, (1, 0), (1, 1))
    service.delete_round(late, 1)
    copy = service.duplicate_tournament(late)
    assert copy.id is not None
    service.delete_tournament(copy.id)
    service.finish_tournament(late)
    service.finish_tournament(late, False)
    mêlée = service.create_tournament("Mêlée", dt.date(2026, 5, 1), format=Format.MELEE)
    assert mêlée.id is not None
    player = service.add_player("Zoé", "Ours")
    assert player.id is not None
    service.update_player(player.id, club="Vic")
    service.register_player(mêlée.id, player.id)
    service.unregister(mêlée.id, player.id)
    service.delete_player(player.id)
    service.import_players_csv("nom;prénom\nOurs;Léa\n")
    journal = [e for t in (tid, late, mêlée.id, None) for e in service.audit(t)]
    with i18n.using("en"):
        shown = [e for t in (tid, late, mêlée.id, None) for e in service.audit(t)]
    left = [f"{s.what}" for s, e in zip(journal, shown, strict=True) if s.what == e.what]
    assert not left, left
    assert len(journal) > 40


def test_journal_lines_shown_from_their_stored_form() -> None:
    from belote_club.services.journal import shown_line

    stored = ("Manche 2, table 5 : Les As confirme le score 1\u202f001 – 700 ; partie close — table 5 (téléphone)",
              "Manche 2, table 5 : Les As conteste le score, l’arbitre est appelé — table 5 (téléphone)",
              "Échange dans la manche 3 : Les As — Vic et Les Rois",
              "Manche 1, table 2, donne 4 : correction — poste 2",
              "Une ligne d’une autre version")
    with i18n.using("fr"):
        assert [shown_line(line) for line in stored] == list(stored)
    with i18n.using("en"):
        assert [shown_line(line) for line in stored] == [
            "Round 2, table 5: Les As confirms the score 1\u202f001 – 700; game closed — table 5 (phone)",
            "Round 2, table 5: Les As disputes the score, the referee is called — table 5 (phone)",
            "Swap in round 3: Les As — Vic and Les Rois",
            "Round 1, table 2, deal 4: corrected — poste 2",
            "Une ligne d’une autre version"]
