"""``i18n.using``: one context (a web request) in another language, the process's language untouched."""

from __future__ import annotations

import threading

import pytest

from belote_club import i18n


def test_using_overrides_only_inside_the_block() -> None:
    before = i18n.set_language("fr")
    assert before == "fr"
    with i18n.using("en") as chosen:
        assert chosen == "en"
        assert i18n.language() == "en"
        assert i18n.gettext("Donne passée : tout le monde a passé, personne ne marque.") != "Donne passée : tout le monde a passé, personne ne marque."
    assert i18n.language() == "fr"
    assert i18n.gettext("Donne passée : tout le monde a passé, personne ne marque.") == "Donne passée : tout le monde a passé, personne ne marque."


def test_unknown_or_missing_language_keeps_the_process_language() -> None:
    i18n.set_language("en")
    try:
        with i18n.using("de") as chosen:
            assert chosen == "en"
        with i18n.using(None) as chosen:
            assert chosen == "en"
    finally:
        i18n.set_language("fr")


def test_override_is_local_to_its_thread() -> None:
    i18n.set_language("fr")
    seen: list[str] = []
    inside = threading.Event()
    release = threading.Event()

    def other() -> None:
        inside.wait(5)
        seen.append(i18n.language())
        release.set()

    thread = threading.Thread(target=other)
    thread.start()
    with i18n.using("en"):
        inside.set()
        release.wait(5)
    thread.join(5)
    assert seen == ["fr"]


def test_blocks_nest_and_an_error_restores_the_language() -> None:
    i18n.set_language("fr")
    block = i18n.using("en")  # the code is read when the block is entered, not before
    assert i18n.language() == "fr"
    with pytest.raises(KeyError), block as outer:
        assert outer == "en"
        with i18n.using("fr") as inner:
            assert inner == i18n.language() == "fr"
        assert i18n.language() == "en"
        raise KeyError("x")
    assert i18n.language() == "fr"
