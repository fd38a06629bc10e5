"""One game and its explanation, in French (byte for byte as before the texts went through gettext) and in
English: what the engine's tests and the command line's tests both expect."""

from __future__ import annotations

from typing import Any

GAME: dict[str, Any] = {
    "rules": {"litige": "reserve", "belote_kept_on_chute": True},
    "deals": [
        {"taker": 0, "points": [100, 62], "belote": [0]},
        {"taker": 1, "points": [81, 81]},
        {"taker": 0, "points": [70, 92], "belote": [0]},
        {"passed": True},
        {"taker": 1, "points": [0, 162], "capot": 1},
        {"taker": 0, "points": [40, 122], "penalty": {"kind": "renonce", "camp": 1}},
    ],
}

#: The French explanation of GAME, as it was before the texts went through gettext (byte for byte).
FRENCH = [
    ["Le preneur (camp 0) fait 120 contre 62.",
     "Contrat rempli : le preneur (camp 0) marque 100 + 20 (belote), la défense (camp 1) marque 62."],
    ["Le preneur (camp 1) fait 81 contre 81.",
     "Litige : la défense (camp 0) marque 81, le preneur (camp 1) marque 0 ; 81 du preneur vont en réserve.",
     "Réserve en jeu : 81."],
    ["Le preneur (camp 0) fait 90 contre 92.", "Dedans : la défense marque 162.", "Le preneur garde sa belote : 20.",
     "Le gagnant de la donne (camp 1) remporte la réserve : + 81."],
    ["Donne passée : tout le monde a passé, personne ne marque."],
    ["Capot du preneur (camp 1) : il marque 252."],
    ["Pénalité pour renonce (fautif : camp 1) : l’adversaire (camp 0) marque 162."],
]

ENGLISH = [
    ["The taker (camp 0) makes 120 against 62.",
     "Contract made: the taker (camp 0) scores 100 + 20 (belote), the defence (camp 1) scores 62."],
    ["The taker (camp 1) makes 81 against 81.",
     "Tie (litige): the defence (camp 0) scores 81, the taker (camp 1) scores 0; the taker’s 81 go to the reserve.",
     "Reserve in play: 81."],
    ["The taker (camp 0) makes 90 against 92.", "Set (dedans): the defence scores 162.",
     "The taker keeps its belote: 20.", "The winner of the deal (camp 1) takes the reserve: + 81."],
    ["Passed deal: everyone passed, nobody scores."],
    ["Capot by the taker (camp 1): scores 252."],
    ["Penalty for revoke (renonce) (at fault: camp 1): the opponents (camp 0) score 162."],
]
