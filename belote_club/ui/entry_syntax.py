"""Quick-entry syntax for one deal, typed on one line of the score sheet (no widget: its messages go through
the window's translation, ``ui.translation.tr``).

Camps are numbered from 1 for people (camp 1 is the engine's camp 0).  A common deal is the taker's
camp, the taker's trick points, Enter::

    195        camp 1 took and made 95; the defence gets the rest (67)
    2 40       camp 2 took and made 40 (dedans); spaces are allowed anywhere
    195b       … with belote-rebelote for the taker        195b2   … belote for camp 2
    195r2      camp 2 claims a belote at the count (rebelote forgotten)
    1c         camp 1 took and made capot                  1c2     camp 2 made capot against the taker
    p          all passed
    x2 / f2    renonce / fausse donne by camp 2 (penalty; taker and points optional)
    195sa      sans-atout (also ta tout-atout; co pi ca tr: cœur, pique, carreau, trèfle)
    195/40     3-camp game: taker 95, the next camp 40, the last one the rest
    195 a2tRco annonce of camp 2: tierce to the king of hearts
               kinds t (tierce), q (cinquante), c (cent, c6 c7 c8 for longer), k (carré);
               ranks 7 8 9 X(10) V(valet) D(dame) R(roi) A (J Q K accepted)

:func:`parse_entry` returns the deal object of SCORING.md §2, or raises :class:`EntryError` with a
reason in the window's language.  :func:`format_deal` writes a deal back in this syntax (to edit it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from belote_club.rules.deal_data import AnnonceData, DealData
from belote_club.ui.translation import QT_TR_NOOP, tr

SUIT_CODES = {"co": "hearts", "pi": "spades", "ca": "diamonds", "tr": "clubs"}
SUIT_LETTERS = {value: key for key, value in SUIT_CODES.items()}
RANK_CODES = {
    "7": "7", "8": "8", "9": "9", "x": "10", "10": "10",
    "v": "J", "j": "J", "d": "Q", "q": "Q", "r": "K", "k": "K", "a": "A",
}
RANK_LETTERS = {"7": "7", "8": "8", "9": "9", "10": "X", "J": "V", "Q": "D", "K": "R", "A": "A"}
KIND_CODES = {"t": ("tierce", 3), "q": ("cinquante", 4), "k": ("carre", 4)}

_TOKEN = re.compile(
    r"""
    (?P<annonce>a(?P<acamp>\d)(?P<akind>t|q|k|c[5-8]?)(?P<ahigh>10|[789xvjdqrka])(?P<asuit>co|pi|ca|tr)?)
    | (?P<trump>sa|ta|co|pi|ca|tr)
    | (?P<flag>[bcrxf])(?P<fcamp>\d)?
    | (?P<num>\d+)
    | (?P<sep>[/\s,;+]+)
    """,
    re.VERBOSE,
)


class EntryError(ValueError):
    """The line cannot be read.  ``reason`` says why (lower case, in the window's language), ``part`` is the part of the line at
    fault when it is not the whole line; the message (``str``) is a sentence: « « xx » : une seule pénalité
    par donne. », « Ligne vide. »"""

    def __init__(self, reason: str, part: str | None = None) -> None:
        self.reason = reason
        self.part = part
        text = tr("« {part} » : {reason}").format(part=part, reason=reason) if part else reason[:1].upper() + reason[1:]
        super().__init__(text if text.endswith((".", "?", "!")) else text + ".")


@dataclass(frozen=True, slots=True)
class EntryContext:
    """What the line is read against: the number of camps and the trump modes the rules allow; in contrée
    (``contract``) the line also takes the contract, up to ``max_bid`` (:mod:`.entry_contract`)."""

    camps: int = 2
    trump_modes: tuple[str, ...] = ("suit",)
    annonces: bool = False
    contract: bool = False
    max_bid: int = 160


def _camp(digit: str | None, default: int | None, context: EntryContext, what: str, part: str | None = None) -> int:
    if digit is None:
        if default is None:
            raise EntryError(tr("précisez le camp pour {what} (1 à {camps})").format(what=tr(what), camps=context.camps), part)
        return default
    value = int(digit)
    if not 1 <= value <= context.camps:
        raise EntryError(tr("camp {value} inexistant pour {what} (1 à {camps})").format(
            value=value, what=tr(what), camps=context.camps), part)
    return value - 1


def parse_entry(text: str, context: EntryContext = EntryContext()) -> DealData:
    """Read one line of the quick-entry syntax into a deal (SCORING.md §2, camps from 0)."""
    source = text.strip()
    line = source.lower()
    if len(line) != len(source):  # a character whose lower case is longer: quote the line as read
        source = line
    if not line:
        raise EntryError(tr("ligne vide"))
    if line in ("p", "passe", "passée", "passee"):
        return {"passed": True}

    taker: int | None = None
    numbers: list[int] = []
    trump: str | None = None
    flags: list[tuple[str, str | None]] = []
    spans: list[tuple[int, int]] = []  #: where each flag is in the line
    annonces: list[AnnonceData] = []
    annonce_part = trump_part = ""
    position = 0
    while position < len(line):
        match = _TOKEN.match(line, position)
        if match is None:
            raise EntryError(tr("je ne comprends pas « {text} »").format(text=source[position:]))
        position = match.end()
        if match["sep"]:
            continue
        if match["num"]:
            digits = match["num"]
            if taker is None and not flags and not annonces and trump is None and not numbers:
                taker = _camp(digits[0], None, context, QT_TR_NOOP("le preneur"), source[match.start():match.end()])
                if len(digits) > 1:
                    numbers.append(int(digits[1:]))
            else:
                numbers.append(int(digits))
            continue
        if match["trump"]:
            code = match["trump"]
            if trump is not None:
                raise EntryError(tr("un seul atout par donne"), source[match.start():match.end()])
            trump = SUIT_CODES.get(code) or {"sa": "sans_atout", "ta": "tout_atout"}[code]
            trump_part = source[match.start():match.end()]
            continue
        if match["flag"]:
            flags.append((match["flag"], match["fcamp"]))
            spans.append(match.span())
            continue
        annonces.append(_annonce(match, context, source[match.start():match.end()]))
        annonce_part = annonce_part or source[match.start():match.end()]

    def part(kinds: str) -> str:
        """The flags of these kinds as typed, from the first to the last: « xx », « x2 f1 »."""
        found = [span for (flag, _digit), span in zip(flags, spans, strict=True) if flag in kinds]
        return source[found[0][0]:found[-1][1]] if found else ""

    deal: DealData = {}
    penalties = [(flag, digit) for flag, digit in flags if flag in "xf"]
    if len(penalties) > 1:
        raise EntryError(tr("une seule pénalité par donne"), part("xf"))
    if penalties:
        if context.camps != 2:
            raise EntryError(tr("les pénalités ne se jouent qu’à deux camps"), part("xf"))
        flag, digit = penalties[0]
        camp = _camp(digit, None, context, QT_TR_NOOP("la pénalité"), part("xf"))
        deal["penalty"] = {"kind": "renonce" if flag == "x" else "fausse_donne", "camp": camp}
    elif taker is None and context.contract:
        raise EntryError(tr("commencez par le camp du preneur (1 ou 2), le contrat puis les points : 1 110 95"))
    elif taker is None:
        raise EntryError(tr("commencez par le camp du preneur (1 ou 2), puis ses points : 195"))

    if taker is not None:
        deal["taker"] = taker
    if trump is not None:
        if trump == "sans_atout" and "sans_atout" not in context.trump_modes:
            raise EntryError(tr("le sans-atout n’est pas joué avec ces règles"), trump_part)
        if trump == "tout_atout" and "tout_atout" not in context.trump_modes:
            raise EntryError(tr("le tout-atout n’est pas joué avec ces règles"), trump_part)
        deal["trump"] = trump

    capots = [digit for flag, digit in flags if flag == "c"]
    if len(capots) > 1:
        raise EntryError(tr("un seul capot par donne"), part("c"))
    if capots:
        if taker is None:
            raise EntryError(tr("indiquez le preneur avant le capot : 1c"), part("c"))
        capot = _camp(capots[0], taker, context, QT_TR_NOOP("le capot"), part("c"))
        deal["capot"] = capot
        if numbers and not (numbers == [162] and capot == taker):
            raise EntryError(tr("un capot se note sans points : 1c (ou 1c2 pour un capot de la défense)"))
        deal["points"] = [162 if camp == capot else 0 for camp in range(context.camps)]
    elif taker is not None:
        if not numbers:
            if not penalties:
                raise EntryError(tr("points du preneur manquants : tapez par exemple 195"))
        else:
            deal["points"] = _points(taker, numbers, context)

    belote = [_camp(digit, taker, context, QT_TR_NOOP("la belote"), part("b")) for flag, digit in flags if flag == "b"]
    late = [_camp(digit, taker, context, QT_TR_NOOP("la belote réclamée"), part("r")) for flag, digit in flags if flag == "r"]
    if belote:
        deal["belote"] = belote
    if late:
        deal["late_belote"] = late
    if annonces:
        if not context.annonces:
            raise EntryError(tr("les annonces ne sont pas jouées avec ces règles"), annonce_part)
        deal["annonces"] = annonces
    return deal


def _points(taker: int, numbers: list[int], context: EntryContext) -> list[int]:
    expected = context.camps - 1
    if len(numbers) > expected:
        extra = " ".join(str(n) for n in numbers[expected:])
        raise EntryError(tr("nombre en trop"), extra)
    for value in numbers:
        if value > 162:
            raise EntryError(tr("{value} points : une donne vaut 162 au plus").format(value=value))
    if len(numbers) < expected:
        raise EntryError(tr("à trois camps, tapez les points du preneur puis ceux du camp suivant : 195/40"))
    points = [0] * context.camps
    points[taker] = numbers[0]
    if context.camps == 3:
        following = (taker + 1) % 3
        last = (taker + 2) % 3
        points[following] = numbers[1]
        rest = 162 - numbers[0] - numbers[1]
        if rest < 0:
            raise EntryError(tr("{first} + {second} dépasse 162").format(first=numbers[0], second=numbers[1]))
        points[last] = rest
    else:
        points[1 - taker] = 162 - numbers[0]
    return points


def _annonce(match: re.Match[str], context: EntryContext, typed: str) -> AnnonceData:
    camp = _camp(match["acamp"], None, context, QT_TR_NOOP("l’annonce"), typed)
    code = match["akind"]
    if code.startswith("c"):
        kind, length = "cent", int(code[1:] or 5)
    else:
        kind, length = KIND_CODES[code]
    annonce: AnnonceData = {"camp": camp, "kind": kind, "high": RANK_CODES[match["ahigh"]]}
    if kind == "carre":
        if match["asuit"]:
            raise EntryError(tr("un carré se note sans couleur : a1kV"), typed)
        return annonce
    if not match["asuit"]:
        raise EntryError(tr("précisez la couleur de la suite (co, pi, ca, tr) : a1tRco"), typed)
    annonce["suit"] = SUIT_CODES[match["asuit"]]
    annonce["length"] = length
    return annonce


def format_deal(deal: DealData) -> str:
    """Write a deal back in the quick-entry syntax, so that ``parse_entry(format_deal(d))`` gives ``d`` back."""
    if deal.get("passed"):
        return "p"
    parts: list[str] = []
    taker = deal.get("taker")
    points = deal.get("points")
    capot = deal.get("capot")
    if taker is not None:
        head = str(taker + 1)
        if capot is not None:
            head += "c" if capot == taker else f"c{capot + 1}"
        elif points is not None:
            head += f" {points[taker]}"
            if len(points) == 3:
                head += f"/{points[(taker + 1) % 3]}"
        parts.append(head)
    penalty = deal.get("penalty")
    if penalty:
        parts.append(("x" if penalty["kind"] == "renonce" else "f") + str(penalty["camp"] + 1))
    trump = deal.get("trump")
    if trump:
        parts.append({"sans_atout": "sa", "tout_atout": "ta"}.get(trump) or SUIT_LETTERS[trump])
    for camp in deal.get("belote") or ():
        parts.append("b" if camp == taker else f"b{camp + 1}")
    for camp in deal.get("late_belote") or ():
        parts.append("r" if camp == taker else f"r{camp + 1}")
    for annonce in deal.get("annonces") or ():
        kind = annonce["kind"]
        code = {"tierce": "t", "cinquante": "q", "carre": "k"}.get(kind)
        if code is None:
            length = annonce.get("length", 5)
            code = "c" if length == 5 else f"c{length}"
        text = f"a{annonce['camp'] + 1}{code}{RANK_LETTERS[annonce['high']]}"
        if annonce.get("suit"):
            text += SUIT_LETTERS[annonce["suit"]]
        parts.append(text)
    return " ".join(parts)


HELP_LINES = (
    ("195", QT_TR_NOOP("le camp 1 prend et fait 95 ; la défense reçoit le reste")),
    ("195b / 195b2", QT_TR_NOOP("belote-rebelote du preneur / du camp 2")),
    ("195r2", QT_TR_NOOP("belote réclamée au décompte par le camp 2")),
    ("1c / 1c2", QT_TR_NOOP("capot du preneur / capot de la défense")),
    ("p", QT_TR_NOOP("tout le monde a passé")),
    ("x2 / f2", QT_TR_NOOP("renonce / fausse donne du camp 2")),
    ("195sa / 195ta", QT_TR_NOOP("sans-atout / tout-atout (co pi ca tr : la couleur d’atout)")),
    ("195/40", QT_TR_NOOP("à trois : le preneur 95, le camp suivant 40")),
    ("a2tRco", QT_TR_NOOP("annonce du camp 2 : tierce au roi de cœur (q cinquante, c cent, k carré)")),
)
