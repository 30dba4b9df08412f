"""The phrases of the scenario language (``docs/scenario-language.md``), as a table.

Each phrase is a regular expression over a step's text and the name of the
:class:`~judgekit.scenarios.session.Session` method that carries it out. The
table is the contract's phrase list in one place: the runner, the pytest-bdd
steps and the "did you mean" suggestions all read it.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

P = r"(?P<player>[AB])"
NAME = r'"(?P<name>[^"]+)"'
NAMES = r'(?P<names>"[^"]+"(?: x\d+)?(?:, *"[^"]+"(?: x\d+)?)*)'
N = r"(?P<n>\d+)"
PHASE = r"(?P<phase>start|main|counter|end)"


@dataclass(frozen=True)
class Phrase:
    kind: str  # "given" | "when" | "then"
    pattern: re.Pattern
    method: str
    example: str  # how the contract writes it, for suggestions


def _ph(kind: str, regex: str, method: str, example: str) -> Phrase:
    return Phrase(kind, re.compile(regex + r"$"), method, example)


PHRASES = [
    # Board state (Given)
    _ph("given", r"the cards:", "cards", "the cards:"),
    _ph("given", rf"player {P} is the turn player", "turn_player", "player B is the turn player"),
    _ph("given", rf"it is turn {N}", "turn", "it is turn 3"),
    _ph("given", rf"it is the {PHASE} phase", "phase", "it is the main phase"),
    _ph("given", rf"player {P}'s invading monster is {NAMES} in zone {N}", "invading",
        'player A\'s invading monster is "Godzilla" in zone 3'),
    _ph("given", rf"player {P}'s rage is {N}", "rage", "player A's rage is 2"),
    _ph("given", rf"player {P} has {NAME} in zone {N}(?: with {NAMES} under it)?", "in_zone",
        'player A has "Tank" in zone 4'),
    _ph("given", rf"player {P} has {NAME} in strategy zone {N}(?P<before>, placed before this turn)?",
        "in_strategy_zone", 'player A has "Base Camp" in strategy zone 1'),
    _ph("given", rf"player {P} has {NAME} in the resolution area", "in_resolution",
        'player A has "Tank" in the resolution area'),
    _ph("given", rf"player {P}'s (?P<area>hand|deck|discard pile|monster deck) is {NAMES}", "area",
        'player A\'s hand is "Tank", "Tank", "Jet"'),
    _ph("given", rf"player {P}'s (?P<area>hand|deck|discard pile|monster deck) is empty", "area_empty",
        "player A's hand is empty"),
    # Choices (Given)
    _ph("given", rf"player {P} will choose {NAME} in zone {N}", "choose_card_in_zone",
        'player A will choose "Tank" in zone 4'),
    _ph("given", rf"player {P} will choose {NAME}", "choose", 'player A will choose "Tank"'),
    _ph("given", rf"player {P} will choose zone {N}", "choose_zone", "player A will choose zone 6"),
    _ph("given", rf"player {P} will choose (?P<answer>yes|no)", "choose_answer",
        "player A will choose yes"),
    _ph("given", rf"player {P} will choose {N}", "choose_number", "player B will choose 2"),
    _ph("given", rf"player {P} will choose no more", "choose_no_more", "player A will choose no more"),
    # Actions (When)
    _ph("when", rf"player {P} plays {NAME} to zone {N}(?P<on_top> on top of the card there)?", "play_battle",
        'player A plays "Tank" to zone 6'),
    _ph("when", rf"player {P} activates {NAME}(?: in strategy zone (?P<n>\d+))?", "activate",
        'player A activates "Base Camp"'),
    _ph("when", rf"player {P} discards {NAME} to gain rage", "gain_rage",
        'player A discards "Godzilla II" to gain rage'),
    _ph("when", rf"player {P} plays the monster {NAME}(?: as rank (?P<rank>IV|I{{1,3}}|\d))?",
        "play_monster", 'player A plays the monster "Godzilla II"'),
    _ph("when", rf"player {P} invades discarding {NAME}", "invade", 'player A invades discarding "Jet"'),
    # beyond the contract: a card that lets the deck's top card pay for the invasion (BP03-004)
    _ph("when", rf"player {P} invades discarding the top card of the deck", "invade_from_deck",
        "player A invades discarding the top card of the deck"),
    _ph("when", rf"player {P} ends the main phase", "end_main", "player A ends the main phase"),
    _ph("when", rf"the game runs until the {PHASE} phase", "run_until", "the game runs until the end phase"),
    _ph("when", rf"the game starts with player {P} first", "start_game", "the game starts with player A first"),
    _ph("when", rf"player {P} concedes", "concede", "player A concedes"),
    _ph("when", r"all orderings are explored", "explore", "all orderings are explored"),
    # Outcomes (Then)
    _ph("then", rf"player {P}'s invading monster is {NAME} in zone {N}", "expect_invading",
        'player A\'s invading monster is "Godzilla II" in zone 4'),
    _ph("then", rf"player {P}'s invading monster has threat level {N}", "expect_threat",
        "player A's invading monster has threat level 15000"),
    _ph("then", rf"player {P}'s rage is {N}", "expect_rage", "player A's rage is 1"),
    _ph("then", rf"player {P} has {NAME} in zone {N}", "expect_in_zone", 'player A has "Tank" in zone 6'),
    # beyond the contract: cards stacked under a card (3.2), top first
    _ph("then", rf"player {P} has {NAME} in zone {N} with (?:{NAMES}|(?P<nothing>nothing)) under it",
        "expect_stack", 'player A has "Land" in zone 4 with "Jet" under it'),
    _ph("then", rf"player {P}'s zone {N} is empty", "expect_zone_empty", "player A's zone 6 is empty"),
    _ph("then", rf"player {P} has {NAME} in strategy zone {N}", "expect_in_strategy_zone",
        'player A has "Base Camp" in strategy zone 1'),
    _ph("then", rf"player {P}'s strategy zones are empty", "expect_strategy_empty",
        "player A's strategy zones are empty"),
    _ph("then", rf"player {P}'s (?P<area>hand|deck|discard pile) has {N} cards?", "expect_count",
        "player A's hand has 5 cards"),
    _ph("then", rf"player {P}'s (?P<area>hand|deck|discard pile) contains {NAME}", "expect_contains",
        'player A\'s hand contains "Tank"'),
    _ph("then", rf"player {P}'s (?P<area>hand|deck|discard pile) does not contain {NAME}",
        "expect_not_contains", 'player A\'s hand does not contain "Tank"'),
    _ph("then", rf"player {P}'s total counter power is {N}", "expect_counter_total",
        "player A's total counter power is 5000"),
    _ph("then", rf"it is player {P}'s turn", "expect_turn", "it is player B's turn"),
    _ph("then", rf"it is the {PHASE} phase", "expect_phase", "it is the end phase"),
    _ph("then", rf"player {P} wins the game(?: by (?P<how>invasion|counter|concession))?", "expect_win",
        "player A wins the game by invasion"),
    _ph("then", r"the game is a draw", "expect_draw", "the game is a draw"),
    _ph("then", r"the game is not over", "expect_not_over", "the game is not over"),
    _ph("then", r"the action is refused by rule (?P<rule>[\d.]+)", "expect_refused",
        "the action is refused by rule 8.6.2"),
    _ph("then", rf"player {P}'s cards are a legal deck", "expect_legal_deck",
        "player A's cards are a legal deck"),
    _ph("then", rf"player {P}'s cards break rule (?P<rule>[\d.]+)", "expect_deck_breaks",
        "player A's cards break rule 12.8.2"),
    _ph("then", r"the trace shows, in order:", "expect_trace", "the trace shows, in order:"),
    _ph("then", r"the trace does not show rule (?P<rule>[\d.]+)", "expect_no_rule",
        "the trace does not show rule 11.5"),
    _ph("then", r"there (?:are|is) (?P<n>\d+) distinct outcomes?", "expect_outcomes",
        "there are 2 distinct outcomes"),
]

KEYWORDS = {"given": "Given", "when": "When", "then": "Then"}

# "player A tries to invade …" is the action phrase whose refusal a Then step expects
TRIES = re.compile(r"player (?P<player>[AB]) tries to (?P<verb>play|activate|discard|invade)\b(?P<rest>.*)$")
VERB_FORMS = {"play": "plays", "activate": "activates", "discard": "discards", "invade": "invades"}


def attempted(text: str) -> str | None:
    """The plain action phrase behind "player A tries to …", or None."""
    m = TRIES.match(text.strip())
    return f"player {m['player']} {VERB_FORMS[m['verb']]}{m['rest']}" if m else None


def match(kind: str, text: str) -> tuple[Phrase, re.Match] | None:
    for phrase in PHRASES:
        if phrase.kind == kind:
            m = phrase.pattern.match(text.strip())
            if m:
                return phrase, m
    return None


def nearest(kind: str, text: str, n: int = 3) -> list[str]:
    """The known phrases closest to an unknown one, as the contract writes them."""
    examples = {f"{KEYWORDS[p.kind]} {p.example}": p for p in PHRASES}
    wanted = f"{KEYWORDS.get(kind, '')} {text}"
    found = difflib.get_close_matches(wanted, list(examples), n=n, cutoff=0.3)
    return found or [e for e, p in examples.items() if p.kind == kind][:n]
