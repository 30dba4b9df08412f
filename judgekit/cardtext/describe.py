"""Compiled abilities in plain words, each with the rule sections that define it.

What a card page and ``judgekit cards show`` print: a judge reads what the engine
will do with the printed text and checks it against the rules it cites.
"""

from __future__ import annotations

import dataclasses
import re

from judgekit.engine.ability_data import (
    ACTED_BY, ACTOR_VERBS, CHOSEN_BY, LOST_ICON, PROTECT_FROM, Ability, Cause, Condition, Count, Effect, Event, Modifier, Per, Tally, Target, Trigger, Turn, Whose, names_the_hand,
)

WHOSE = {"you": "your", "opponent": "the opponent's", "each": "each player's"}
PHASE = {"start": "start", "main": "main", "counter": "counter", "end": "end"}
# where the rules define each trigger and keyword (JP 1.04)
TRIGGER_RULES = {Event.STATE: ["10.6.6"], Event.ENTER: ["12.2"], Event.INVADING: ["12.3"],
                 Event.COUNTERATTACK: ["12.7"], Event.STRATEGY: ["8.3"], Event.PHASE: ["10.6.1"]}
EVENT_RULES = ["10.6.2"]  # any other event's
CAUSE_RULES: dict[Cause | None, list[str]] = {Cause.BURST: ["12.5.2"], Cause.CRUSH: ["11.3.3"],  # … and its cause's
                                              Cause.DUPLICATE: ["11.5.1"], Cause.ILLEGAL: ["11.4.1"],
                                              Cause.OWN_EFFECT: ["3.1.2"],
                                              Cause.EFFECT: ["10.2"], Cause.HAND: ["5.11.3"],
                                              Cause.DECK: ["5.11.3"], Cause.DISCARD: ["5.11.3"],
                                              Cause.MONSTER_DECK: ["5.11.3"]}
# an event's cause, in words after the event (「相手の効果で破壊された時」, 「手札から出現させた時」)
CAUSE_WORDS = {Cause.OPPONENT_EFFECT: " by the opponent's effect", Cause.OWN_EFFECT: " by your effect",
               Cause.EFFECT: " by an effect", Cause.HAND: " from the hand (played, or put from there by an effect)",
               Cause.DECK: " from the deck", Cause.DISCARD: " from the discard pile",
               Cause.MONSTER_DECK: " from the monster deck",
               Cause.CRUSH: " by the crush (it shares a zone with an invading monster)",
               Cause.DUPLICATE: " by the duplicate-card process (a later card of its type placed where it is)",
               Cause.ILLEGAL: " by the illegal-card process (in a place its type cannot be)"}
# … and, for the events no printed card used before issue 18's events branch, where the event is defined
TRIGGER_RULES |= {event: EVENT_RULES + [rule] for event, rule in (
    (Event.RAGE_DOWN, "3.4"), (Event.RETREATED, "5.13.2"), (Event.NOT_COUNTERED, "7.4.3"),
    (Event.CRUSHED, "11.3.3"), (Event.DESTROYED_SELF, "10.6.4.1.2"), (Event.TO_DISCARD, "4.1.7"), (Event.STACKED, "3.2.1"),
    (Event.RETURNED, "5.2.1"), (Event.HAND_DISCARD, "5.7.1"), (Event.RAGE_ACTION, "8.4.1"),
    (Event.LEFT_FIELD, "10.6.4.1.2"), (Event.RESHUFFLED, "11.2"), (Event.MOVED, "5.2.1"), (Event.TO_DECK, "5.2.1"),
    (Event.SHUFFLED, "5.3.1"), (Event.SEARCHED, "5.8"), (Event.REVEALED, "5.10.1"), (Event.LOOKED, "5.5.1"))}
TRIGGER_RULES[Event.GAME_START] = ["6.3.1.6.1", "10.6.1", "7.2.1"]
KEYWORD_RULES = {"burst": ["12.5"], "base": ["12.9"], "evolution": ["12.6"],
                 "resonance": ["12.8"], "deck-copies": ["6.1.2", "6.1.1.4"], "deck-color": ["6.1.2", "6.1.1.3"],
                 "deck-uncounted": ["6.1.2", "6.1.1.2"]}
# continuous changes that are not plain numbers, and the rule each works by
# the kind of abilities an invalidation names (Modifier.abilities), or every one
ABILITY_KIND_WORDS = {"": "", "awakening": "【覚醒】 (awakening) ", "auto": "automatic ", "continuous": "continuous ",
                      "enter": "【出現時】 ", "invading": "【進攻時】 ", "counterattack": "【逆襲】 "}
STAT_RULES = {"stack-play-rank": ["3.2.5", "8.2.1"], "invade-from-deck": ["8.6.1", "1.3.1"], "start-zone": ["6.3.1.6.1", "1.3.1"], "under-to-hand": ["3.2.4"], "end-advance-extra": ["7.5.2"], "forbid": ["1.3.3"], "once-more": ["8.5.2", "8.6.2", "1.3.1"], "times-a-turn": ["8.5.2", "8.6.2", "1.3.1"], "cannot-play": ["1.3.3"], "total-counter": ["7.4.2"], "counter-times": ["10.8.1.5", "10.8.1.7"], "threat-times": ["10.8.1.5", "10.8.1.7"], "no-battle": ["5.16.1"], "trait": ["10.8.1.3", "2.5.2"], "trait-lost": ["10.8.1.3", "2.5"], "name": ["2.1.2", "10.8.1.3"], "color": ["2.4", "10.8.1.3"], "invalid": ["10.3.2"], "grant": ["10.8.1.2"], "protected": ["1.3.3"], "protected-move": ["1.3.3", "4.4.7"], "protected-return": ["1.3.3", "5.2.1"],
              "counter-immune": ["5.15.1.1"], "play-rank": ["8.2.1", "8.3.1"], "game-end": ["1.2.4", "10.5.1"],
              "ability": ["10.2.1.2"]}
EVENTS = {Event.RAGE_UP: "the rage of {who} monster increases", Event.BATTLE_PLAYED: "{who} battle card appears",
          Event.CRUSHED_INVADING: "{who} monster destroys one of your battle cards by invading (【進攻時】)",
          Event.CRUSHED_ADVANCING: "{who} monster moves forward and destroys one of your battle cards (it crushes it, 11.3.3)",
          Event.CRUSHED_RETREATING: "{who} monster moves back and destroys one of your battle cards (it crushes it, 11.3.3)",
          Event.ADVANCED: "{who} monster moves forward", Event.REACHED_ZONE: "{who} monster comes into a zone",
          Event.INVADED: "{who} monster invades",
          Event.MONSTER_PLAYED: "{who} monster card appears",
          Event.CARD_DESTROYED: "{who} card is destroyed (a battle card or a strategy card: 5.12)",
          Event.CARD_PLAYED: "{who} card appears (a battle card, or a monster card as the invading monster: 5.11)", Event.COUNTERED: "{who} monster is countered by you",
          Event.DISCARDED_BATTLE: "a battle card is discarded from {who} hand",
          Event.STRATEGY_DISCARDED: "{who} card goes from a strategy zone to the discard pile",
          Event.BATTLE_DESTROYED: "{who} battle card is destroyed",
          Event.STRATEGY_DESTROYED: "{who} strategy card is destroyed",
          Event.EVOLVED: "{who} battle card evolves", Event.STRATEGY_PLACED: "{who} strategy card is activated",
          Event.DREW: "{who} draw{s} a card", Event.RAGE_DOWN: "the rage of {who} monster decreases",
          Event.RETREATED: "{who} monster moves back", Event.NOT_COUNTERED: "{who} monster is not countered",
          Event.CRUSHED: "{who} battle card is crushed by an invading monster",
          Event.TO_DISCARD: "{who} {kind}card is put into the discard pile",
          Event.STACKED: "a card is stacked under {who} {kind}card",
          Event.LEFT_FIELD: "{who} {kind}card leaves the field",
          Event.RETURNED: "{who} {kind}card is returned from the field to the hand",
          Event.HAND_DISCARD: "a {kind}card is discarded from {who} hand",
          Event.RAGE_ACTION: "{who} discard{s} a monster card from the hand to gain rage",
          Event.MOVED: "{who} {kind}card moves from a zone to another zone",
          Event.TO_DECK: "{who} {kind}card is put from the field into the deck",
          Event.RESHUFFLED: "{who} perform{s} the reshuffle process (drawing from an empty deck: the discard pile "
                            "shuffled into the deck, or nothing when it is empty)",
          Event.SHUFFLED: "{who} shuffle{s} the deck (by an effect, a search or the reshuffle process)",
          Event.SEARCHED: "{who} search{es} the deck for cards",
          Event.REVEALED: "{who} reveal{s} cards (their deck's or hand's)",
          Event.LOOKED: "{who} look{s} at cards of a deck or a hand"}


SELF_DISCARDED = {None: "When this card is discarded from the hand",
                  Cause.INVASION: "When this card is discarded from the hand for your monster's invasion",
                  Cause.OPPONENT_EFFECT: "When the opponent's effect discards this card from the hand"}


# the section of each rules' step a replacement may replace (ability_data.RULE_STEPS)
DECKS = {0: "your decks", 1: "your main deck", 2: "your monster deck"}  # deck-color's value
# what causes a replaced event (Ability.replaced_by), and the rules that say it
REPLACED_CAUSE_WORDS = {"opponent-effect": " by the opponent's effect", "effect": " by an effect",
                        "own-effect": " by your own effect", "this-effect": " by this card's own effect (its costs too)",
                        "crush": " for being in the zone of an invading monster (11.3)",
                        "burst": " by its 【強襲】 (at your end phase, 12.5.2)"}
REPLACED_CAUSE_RULES = {"crush": ["11.3"], "burst": ["12.5.2"]}
REPLACED_EVENT_RULES = {"to-discard": ["4.1.7"], "left-field": ["10.6.4.1.2"], "to-deck": ["5.2.1"], "move": ["5.2.1"],
                        "evolve": ["5.17.1"], "stacked": ["3.2.1"], "draw": ["5.4.2", "10.9.2.3"], "invade": ["8.6"],
                        "shuffle": ["5.3.1"], "search": ["5.8"], "reveal": ["5.10.1"], "look": ["5.5.1"]}
RULE_STEP_SECTIONS = (("start-draw", "7.2.2"), ("start-rage", "7.2.4"), ("end-advance", "7.5.2"), ("end-draw", "7.5.4"))

def _trigger(trigger: Trigger) -> str:
    event = trigger.event
    if event is Event.ENTER:
        how = (" by 【強襲】 (played as if of a lower rank, 12.5.2)" if trigger.cause is Cause.BURST
               else CAUSE_WORDS.get(trigger.cause, "") + " (not from the hand by the main phase's action)"
               if trigger.cause in (Cause.EFFECT, Cause.OWN_EFFECT, Cause.OPPONENT_EFFECT)
               else CAUSE_WORDS.get(trigger.cause, "") if trigger.cause else "")
        return "When this card appears" + how + " (【出現時】)"
    if event is Event.INVADING:
        return "When this monster moves forward by invasion (【進攻時】)"
    if event is Event.COUNTERATTACK:
        return "When this card goes from the field to the discard pile, not by the duplicate-card process (【逆襲】)"
    if event is Event.STRATEGY:
        return "When this strategy card is activated"
    if event is Event.GAME_START:  # met as the game begins, played at the first turn's 7.2.1 check timing
        return "At the start of the game (played at the first check timing, in the first turn's start phase)"
    if event is Event.PHASE and trigger.phase is not None:
        whose = {Whose.YOU: "your", Whose.OPPONENT: "the opponent's", Whose.ANY: "each", None: "each"}[trigger.whose]
        return f"At the beginning of {whose} {PHASE[trigger.phase]} phase"
    if event is Event.DISCARDED:
        return SELF_DISCARDED[trigger.cause]
    if event is Event.DESTROYED_SELF:  # a battle or strategy card's own, seen as it was on the field
        return "When this card is destroyed" + CAUSE_WORDS.get(trigger.cause, "") if trigger.cause else "When this card is destroyed"
    if event is Event.ADVANCED and trigger.column:  # "同じ縦列に前進した時"
        return "When this monster moves forward into the column of the opponent's monster"
    if event is Event.REACHED_ZONE:  # "エリア8に到達した時": however it came there (GZ-047: the rules do not define 到達)
        return (f"When this monster comes into zone {', '.join(map(str, trigger.zones))} from another zone "
                "(moving forward, or moved there by an effect)")
    who = {Whose.YOU: "your", Whose.OPPONENT: "the opponent's", Whose.ANY: "any", None: ""}[trigger.whose]
    if event is Event.TURN_END:  # met once, at 7.5.7
        return f"At the end of {'each' if trigger.whose is Whose.ANY else who} turn"
    if event in (Event.DREW, Event.RAGE_ACTION, Event.RESHUFFLED, Event.SHUFFLED, Event.SEARCHED, Event.REVEALED,
                 Event.LOOKED):  # a player's, not a card's
        who = {Whose.YOU: "you", Whose.OPPONENT: "the opponent", Whose.ANY: "a player", None: ""}[trigger.whose]
    if trigger.own:  # "これの下にカードが重ねられた時"
        who, kind = "this", ""
    else:
        kind = f"{trigger.kind} " if trigger.kind else ("monster " if event is Event.STACKED else "")
    words = EVENTS[event].format(who=who, kind=kind, s="" if who == "you" else "s", es="" if who == "you" else "es")
    if event is Event.COUNTERED and trigger.whose is not Whose.OPPONENT:  # only you counter the opponent's
        words = words.removesuffix(" by you")
    if trigger.cause is Cause.BURST and event is Event.MONSTER_PLAYED:  # 12.5.2: played as if of a lower rank
        words += " by 【強襲】 (played as if of a lower rank)"
    elif trigger.cause is Cause.BURST:  # 12.5.2: the monster card played with 【強襲】, at the next end phase
        words += " by 【強襲】 (the card it played, at the end phase)"
    words += CAUSE_WORDS.get(trigger.cause, "") if trigger.cause is not None else ""
    if trigger.card is not None:  # 「あなたの赤の交戦カードが…」: only a card the phrase finds, said with the card
        filters = ", ".join(trigger.card.filter_words())
        card = re.search(r"\bcards?\b", words)
        words = (f"{words[:card.end()]} ({filters}){words[card.end():]}" if card and filters
                 else words + f" (only if it is {filters})" if filters else words)
    return f"Each time {words}" + (f" into zones {trigger.zones[0]}–{trigger.zones[-1]}" if trigger.zones else "")


def _target(t: Target | None, amount: int, upto: bool) -> str:
    count = ("any number" if upto else "all") if amount == 0 else (f"up to {amount}" if upto else str(amount))
    the = "the " if t is not None and t.area in ("under", "under-monster") else ""  # "2 of the cards under …"
    if t is not None and t.names:  # "「A」と「B」をそれぞれ1枚まで": the count is each name's own (5.8)
        first, *others = t.names
        return (f"{count} of {the}{dataclasses.replace(t, names=())} named 「{first}」"
                + "".join(f" and {count} named 「{name}」" for name in others))
    return f"{count} of {the}{t}" if t is not None else "a card"


def _them(e: Effect, words: str) -> str:
    """The pronoun for the cards an effect found: "it" for one, "them" when it may find more."""
    several = e.amount != 1 or e.target is not None and len(e.target.names) > 1
    return re.sub(r"\bit\b", "them", words) if several else words


PER = {Tally.INVADED_ZONES: "zone your monster advanced by invading this turn",
       Tally.OTHER_BATTLE_COLORS: "color among your other battle cards",
       Tally.OPPONENT_RAGE: "rage of the opponent's", Tally.YOUR_RAGE: "rage of yours",
       Tally.RAGE_CHANGED: "point of rage the effect before actually changed",
       Tally.OPPONENT_EMPTY_ZONES: "empty zone of the opponent's",
       Tally.OPPONENT_RANK: "rank of the opponent's monster", Tally.YOUR_RANK: "rank of your monster",
       Tally.THIS_RANK: "rank of this card", Tally.THIS_COUNTER: "counter power of this card", Tally.OPPONENT_THREAT: "threat of the opponent's monster",
       Tally.YOUR_THREAT: "threat of your monster",
       Tally.OPPONENT_STRATEGY_CARDS: "strategy card the opponent has placed",
       Tally.YOUR_STRATEGY_CARDS: "strategy card you have placed", Tally.YOUR_BATTLE_CARDS: "battle card of yours",
       Tally.OPPONENT_BATTLE_CARDS: "battle card of the opponent's"}


def per_words(per: Per | None, every: int = 1) -> str:
    """"〜1枚につき": what is counted, in words ("" for no count); "〜2枚につき": each whole group of that many."""
    if per is None:
        return ""
    if isinstance(per, Count) and per.sum_of and per.cards is not None:  # 「…の等級の合計1につき」: the numbers of those cards added up (10.8.1)
        stat = {"rank": "ranks", "counter": "counter powers", "threat": "threat levels"}[per.sum_of]
        cards = (f"{per.cards} in {WHOSE[per.cards.owner]} zones" if per.cards.area == "field" and not per.cards.zones
                 else str(per.cards))
        total = f"the total of the {stat} of {cards} (as they are now)"
        return f"point of {total}" if every == 1 else f"full {every} of {total} (whole groups only)"
    if every > 1:  # 1.3.5: whole groups, a remainder counts for nothing
        counted = per_words(per)
        return (f"full {every} of the {counted} (whole groups only)" if isinstance(per, Tally)
                and counted.startswith(("rage", "rank", "threat", "counter power")) else
                f"full group of {every} (counting every {counted}; a remainder counts for nothing)")
    if isinstance(per, Target) and per.area == "it":  # "破壊した…1枚につき": one of those cards
        return f"one of {per}"
    if isinstance(per, Target) and per.area == "shown":  # "公開した…1枚につき": any of them, taken or not
        return str(per).removeprefix("the ").replace("cards", "card", 1)
    if isinstance(per, Target):  # "あなたのエリアにいる…": in the zones, not the hand or the pile
        if per.area == "field" and not per.zones:
            return f"one of {per} in {WHOSE[per.owner]} zones"
        counted = str(per)
        if counted.startswith(tuple(f"{w} " for w in WHOSE.values())):  # "your cards in the discard pile (…)"
            return f"one of {counted}"
        return counted.removesuffix("s").replace("cards ", "card ", 1)
    if isinstance(per, Count) and per.happened is not None:  # the turn's records (3.1.2, 10.6.2)
        h = per.happened
        whose = {"you": " of yours", "opponent": " of the opponent's", "any": ""}[h.name]
        if h.kind == "done-this-turn":  # 「このターンにあなたが引いたカード」 (5.4), 「…手札から捨てたカード」 (5.7.1)
            player = {"you": "you", "opponent": "the opponent"}[h.name]
            did = ("drew" if h.type.startswith("drew") else "put into the hand (drawn, searched, returned: any way)"
                   if h.type.startswith("to-hand") else "discarded from the hand")
            return f"card {player} {did} this turn"
        kind = "strategy card" if h.type.startswith(Event.STRATEGY_DESTROYED) else "battle card"
        by = {"@opponent-effect": " by the opponent's effect", "@own-effect": " by your effect", "@effect": " by an effect"}
        cause = next((words for key, words in by.items() if h.type.endswith(key)), "")
        filters = f" ({', '.join(str(h.target).split('(', 1)[1].rstrip(')').split(', '))})" if h.target is not None and "(" in str(h.target) else ""
        return f"{kind}{filters}{whose} destroyed this turn{cause}"
    if isinstance(per, Count) and per.zones:
        return f"monster or battle card of yours in zones {', '.join(map(str, per.zones))}"
    if isinstance(per, Count):
        return f"「{per.name}」 in your zones"
    return PER[per]


def _zone_numbers(into: tuple[int, ...]) -> str:
    """"zone 3", "zones 6–8" ("" for none)."""
    return (f"zone {into[0]}" if len(into) == 1 else f"zones {into[0]}–{into[-1]}") if into else ""


def dest_words(e: Effect) -> str:
    """Where an effect's card goes on the field (Effect.to), as " next to this card", " to zone 3"
    ("" for any zone)."""
    zones = _zone_numbers(e.into)
    theirs = _theirs(e)
    if theirs:
        zones = f"the opponent's {zones}"
    words = {"adjacent": " next to this card", "adjacent-each": " into each zone next to this card",
             "empty": " to an empty zone" + (" of the opponent's" if theirs else ""),
             "empty-each": " into each empty zone" + (" of the opponent's" if theirs else ""), "zones": f" to {zones}",
             "on-monster": " on top of your monster, as your new invading monster",
             "its-zone": " into the zone of the card chosen before (the older card there goes to the discard pile, 11.5.1)",
             "named-zone": " to a zone of yours named before (one of them, if several)",
             "same-number": " to the zone of yours with the same number as the zone this card is in",
             "same-number-was": " to the zone of yours with the same number as the zone this card was in (as it was last"
                                " on the field)"}.get(e.to, "")
    return (words or " to a zone of yours") + NEAR[e.near] if e.near else words


# a destination named from this card (Effect.near)
NEAR = {"column": " in this card's column", "left": " further left than this card (as you see it)",
        "right": " further right than this card (as you see it)", "front": " in front of this card",
        "behind": " behind this card", "beside-right": " next to this card on its right",
        "monster-column:opponent": " in the opponent's monster's column", "monster-column:you": " in your monster's column",
        "monster-front": " in front of your monster", "monster-behind": " behind your monster",
        "monster-adjacent": " next to your monster (not this card)", "it-adjacent": " next to the card chosen before (not this card)",
        "beside-left": " next to this card on its left"}

# the one zone named from this card (「これの後ろのエリアに」「右隣のエリアに」, 4.4.5.1, 4.4.5.2 with 4.4.5.5.1)
NEXT = {"front": "in front of this card", "behind": "behind this card", "beside-right": "next to this card on its right",
        "beside-left": "next to this card on its left"}


def _on_field(t: Target | None) -> str:
    """Cards a change reaches, with the zones they are in when the text says 「…のエリアにいる」 (4.4.2)."""
    if t is None:
        return "this card"
    return f"{t} in {WHOSE[t.owner]} zones" if _anywhere_on_field(t) and t.owner in WHOSE else str(t)


def _theirs(e: Effect) -> bool:
    """The effect's cards are the opponent's: they go to the opponent's zones (4.4.2), which a
    reading must say, as a zone no player is named for is the master's (4.1.6)."""
    return (e.target is not None and e.target.owner == "opponent" and e.target.area != "it"
            and e.verb != "play")  # a card played goes to its master's zones (5.11.1, 3.1.2), whoever owns it


def _moved_to(e: Effect) -> str:
    """Where a moved card goes: always an empty zone (4.4.7), perhaps one the text names — of the
    player the text names, else of this card's master (4.1.6: "空いているエリア" alone is yours), whose
    card it then is on the field (3.1.2)."""
    if e.to == "next-zone":  # 5.2.1: no 空いている printed — the zone need not be empty (11.5.1, 11.3.3 after)
        return (f" to the zone {NEXT[e.near]} (if there is one; even if a card is in it: of two battle cards there the "
                "one placed last stays and the other is destroyed (11.5.1), and in its monster's zone it is crushed (11.3.3))")
    if e.to == "named-zone":  # 5.2.1: no 空いている printed — the zone named need not be empty (11.5.1, 11.3.3 after)
        return (" to the zone named before (one of them, if several; the named zone's player's, whose card it then is, "
                "3.1.2) even if a card is in it: of two battle cards there the one placed last stays and the other is "
                "destroyed (11.5.1), and in a monster's zone it is crushed (11.3.3)")
    if e.to == "monster-zone":  # 11.3.3: crushed there by the rule process, not destroyed by the effect
        return (f" into the zone where {WHOSE[e.zones_of]} monster is, where the rules then crush each (11.3.3: "
                "destroyed by a rule process, not by this effect)")
    owner = e.target.owner if e.target is not None and e.target.area != "it" else ""
    into = e.zones_of or "you"
    if owner in ("opponent", "any") and into != owner or e.zones_of and e.zones_of != owner:
        player = "you" if into == "you" else "the opponent"
        where = (f" to an empty zone in {WHOSE[into]} {_zone_numbers(e.into)}" if e.into
                 else f" to an empty zone of {'yours' if into == 'you' else WHOSE[into]}")
        whose = "its" if owner != "any" else "an opponent's card's"
        return where + (NEAR[e.near] if e.near else "") + f" ({whose} master becomes {player}; its owner does not change)"
    named = {"adjacent": " next to this card", "zones": dest_words(e).replace(" to ", " in ", 1),
             "named-zone": " (the zone named before)"}.get(e.to, "")
    named += NEAR[e.near] if e.near else ""
    return " to an empty zone" + (" of the opponent's" if _theirs(e) and not named else "") + named


def _in(e: Effect) -> str:
    """Where a token is made: " in an empty zone", " next to this card", " in zones 1–5"."""
    words = dest_words(e)
    return " in " + words.removeprefix(" to ") if words.startswith(" to ") else words


def _name_zone(e: Effect) -> str:
    """「相手のエリア6~8のうち1つを指定し」「あなたのエリアを2つまで指定し」「相手はエリアを1つ指定する」 (10.5.3): who names how
    many zones of whose, among which."""
    namer = "the opponent names" if e.chooser == "opponent" else "name"
    many = f"{'up to ' if e.upto else ''}{'one' if e.amount == 1 else e.amount}"
    among = f"zones {e.into[0]}–{e.into[-1]}" if e.into else "the eight"
    if not e.who:  # a number named: the zone of it of the player the next phrase names (4.4.4.1)
        return (f"{namer} {many} zone number{'s' if e.amount != 1 else ''} (among {among}): the zone of that number "
                "of the player named next")
    whose = ({"opponent": "their own", "you": "your"} if e.chooser == "opponent"
             else {"opponent": "the opponent's", "you": "your"}).get(e.who, "")  # (every effect's words are made)
    return f"{namer} {many} of {whose} zones ({'any of the eight' if not e.into else 'among ' + among})"


def _does(e: Effect, verb: str) -> str:
    """"draw", "the opponent draws", "each player draws": who does it, when not the master (相手は…)."""
    subject = {"opponent": "the opponent", "each": "each player"}.get(e.who)
    return f"{subject} {verb}s" if subject else verb


def _owners(e: Effect) -> str:
    """Whose deck a card put there goes to: its owner's (4.1.7)."""
    if e.target is None or e.target.area in ("it", "rest"):
        return "its owner's"
    return WHOSE[e.target.owner]


def _top(n: int, upto: bool, whose: str) -> str:
    """"the top 2 cards of your deck", "up to 2 cards from the top of your deck"."""
    return f"up to {n} cards from the top of {whose} deck" if upto else f"the top {_cards(n, False)} of {whose} deck"


def _same_count(e: Effect) -> bool:
    """"同じ枚数": one for each card the effect before moved."""
    return isinstance(e.per, Target) and e.per.area in ("it", "shown") and e.amount == 1 \
        and e.verb in ("draw", "discard", "mill") and e.per_every == 1 and not e.per.was_whose \
        and _no_filter(e.per)


def _no_filter(per: Target) -> bool:
    """Whether a count of the cards an effect took names them only as cards or battle cards: any filter
    more (「この効果で破壊した赤の交戦カード1枚につき」) is said, not folded into "as many as those"."""
    plain = dataclasses.replace(per, owner=Target().owner, type="battle" if per.type in ("", "battle") else per.type)
    return plain == Target(area=per.area)


def _those(e: Effect) -> str:
    """"同じ枚数": "those" (the cards moved), or every card revealed or looked at (公開した枚数, 5.9, 5.10)."""
    return "those revealed or looked at" if isinstance(e.per, Target) and e.per.area == "shown" else "those"


def _off_the_top(words: str) -> str:
    """Cards revealed or looked at from the top of the deck, no longer said to be "in the deck"."""
    return words.replace(" in the deck", "", 1)


def _cards(n: int, upto: bool) -> str:
    return f"{'up to ' if upto else ''}{n} card{'s' if n != 1 else ''}"


def _its(bound: Condition, who: str) -> str:
    """A bound on the monster a verb acts on (Effect.bound), said of that monster: "its threat level is 40000 or
    less" — each player's own, for each player's."""
    words = str(dataclasses.replace(bound, name=who if who in ("you", "opponent") else "opponent"))
    for whose in ("your monster's ", "the opponent's monster's ", "your monster ", "the opponent's monster "):
        it = "its " if whose.endswith("'s ") else "it "
        words = (it + words.removeprefix(whose) if words.startswith(whose) else words).replace(f" and {whose}", f" and {it}")
    zone = r"the number of the zone (?:your|the opponent's) monster is in is"  # 「エリア6(~8)にいる…怪獣カードを」 (4.4.3)
    words = re.sub(rf"{zone} (\d+) or more and {zone} (\d+) or less", r"it is in zones \1–\2", words)
    return re.sub(rf"{zone} exactly (\d+)", r"it is in zone \1", words)


def effect_words(e: Effect) -> str:
    """One effect as a sentence fragment."""
    who = WHOSE.get(e.who, e.who)
    n = e.amount
    words: str | None = {
        "draw-changed": f"that player draws {abs(n)} card{'s' * (abs(n) > 1)} {'fewer' if n < 0 else 'more'} than the rule's number",
        "draw-to": f"{_does(e, 'draw')} until {'your' if e.who == 'you' else 'their'} hand has {n} cards",
        "draw": f"{_does(e, 'draw')} {_cards(n, e.upto)}" if not _same_count(e) else
                f"{_does(e, 'draw')} as many cards as {_those(e)}",
        "rage": f"{'increase' if n > 0 else 'decrease'} {who} rage by {abs(n)}",
        "rage-set": f"set {who} rage to {n}",
        "destroy-self": "destroy this card",
        "return-self": "return this card to the hand",
        "move-self": f"{'you may ' if e.upto else ''}move this card" + _moved_to(e),
        "advance": f"move {who} monster forward {n} zone{'s' if n != 1 else ''}",
        "retreat": f"move {who} monster back {n} zone{'s' if n != 1 else ''}",
        "advance-to": f"move {who} monster forward up to zone {n}",
        "discard": (f"{_does(e, 'discard')} {'any number' if e.upto and not n else ('up to ' if e.upto else '') + str(n)} of "
                    f"{e.target}" if e.target is not None else
                    f"discard {n} {e.card_type + ' ' if e.card_type else ''}card{'s' if n != 1 else ''}"),
        "discard-to": f"{ {'you': 'you', 'each': 'each player'}.get(e.who, 'the opponent')}"
                      f" {'may discard' if e.upto else 'discard' + ('' if e.who == 'you' else 's')}"
                      f" down to {n} cards in hand",
        # "公開して捨て札にする": shown to both players on the way (5.10), as the printed text says
        "mill": (f"reveal {_top(n, e.upto, who)} and put {'it' if n == 1 else 'them'} into the discard pile"
                 if e.to == "revealed" else f"put {_top(n, e.upto, who)} into the discard pile"),
        # 5.2.1, not 5.4: a move into the hand is no draw (「カードを引いた時」 does not see it, no reshuffle)
        "top-to": f"put {_top(n, e.upto, who)} " + {
            "hand": "into your hand (not a draw)", "under": "under this card",
            "bottom": f"on the bottom of {who} deck"}.get(e.to, ""),
        "token": f"create {n} 「{e.name}」 token{'s' if n != 1 else ''}",
        # 12.6.2: the search and the reveal are "してよい"; the deck is shuffled if searched
        "evolve": f"you may search your deck for a battle card of rank {n} or less with 《{e.name}》 and "
                  "reveal it; if you do, evolve this card into it; if you searched, shuffle your deck",
        # 出現させる by an effect is an appearance, not a play (5.11.3)
        "play-from-discard": f"make 「{e.name}」 appear from the discard pile",
        "destroy": f"destroy {_target(e.target, n, e.upto)}",
        "to-hand": f"{'reveal and ' if e.to == 'reveal' else ''}put {_target(e.target, n, e.upto)} into "
                   + ("its owner's hand" if e.target is not None and e.target.area == "field" else "the hand"),
        # 5.8.1 then 5.3.1: every search of the rules' wording ends in 「山札をシャッフルする」; 出現させ is an
        # appearance by an effect, not a play (5.11.3)
        "search": f"search your deck for {_target(e.target, n, e.upto)}, then " + _them(e, {
            "hand": "put it into your hand", "reveal-hand": "reveal it and put it into your hand",
            "under": "stack it under this card", "on-this": "make it appear on top of this card",
            "on-it": "make it appear on top of that stack",
            "discard": "put it into your discard pile"}.get(e.to, "make it appear" + dest_words(e)))
            + "; then shuffle your deck",
        "reveal": (f"{_does(e, 'reveal')} " + (
                   f"the top {n} card{'s' if n != 1 else ''} of {'your' if e.who == 'you' else 'their'} deck"
                   if e.target is None else f"{_target(e.target, n, e.upto)}")),
        "to-discard": f"put {_target(e.target, n, e.upto)} into the discard pile",
        "to-strategy-zone": f"put {_target(e.target, n, e.upto)} into an empty strategy zone of yours, not activated",
        "select": f"choose {_target(e.target, n, e.upto)}",
        "place-strategy": f"activate {_target(e.target, n, e.upto)}, placing it in a"
                          + (" strategy zone" if e.to != "empty" else "n empty strategy zone (none empty: not activated)"),
        "strategy-zones": f"from now on you have {n} strategy zones",
        "vanish": f"make {_target(e.target, n, e.upto)} vanish (out of the game)",
        "lose": ("every player loses the game at once: a draw (1.2.2)" if e.who == "each" else
                 f"{'you lose' if e.who == 'you' else 'the opponent loses'} the game"),
        "win": f"{'you win' if e.who == 'you' else 'the opponent wins'} the game",
        "stack-self-under": f"{'you may ' if e.upto else ''}stack this card under one of {e.target}",
        "choose": (f"the opponent chooses {n} to do (one they can do in full, if any): " if e.chooser == "opponent"
                   else f"do {n} of: ") + "; ".join(f"({chr(97 + i)}) " + _effects_words(effects)
                                             for i, (_text, effects) in enumerate(e.options)),
        "evolve-target": f"evolve {_target(e.target, n, e.upto)}, each by its own 【進化】",
        "evolve-into": f"evolve {_target(e.target, n, e.upto)}, each into one of {e.other}"
                       + {"higher": " of a higher rank than it", "lower": " of a lower rank than it"}.get(e.to, "")
                       + " (stacked on it, it appears)",
        "move": f"{'you may ' if e.upto else ''}move {_target(e.target, n, False)}" + _moved_to(e),
        "swap": f"{'you may ' if e.upto else ''}" + (
                f"swap 1 of {e.target} with 1 of {e.other}, each going where the other was"
                if e.to == "piles" else
                f"swap 1 of {_on_field(e.other)} with 1 of {e.target} (the first goes there; the other appears in its zone)"
                if e.to == "field" else
                f"swap this card with 1 of {e.target} (this card goes there; that card appears in its zone)"
                if e.target is not None and e.target.area in ("hand", "discard") else
                "swap this card with 1 of those cards (one on the field: they exchange zones; one of your hand or "
                "discard pile, a battle card: this card goes there, that card appears in its zone)"
                if e.to == "this" and e.target is not None and e.target.area == "it" else "swap the zones of "
                + (f"this card and 1 of {e.target}" if e.to == "this" else f"2 of {e.target}")),
        "stack-under": f"stack {_target(e.target, n, e.upto)} under "
                       + ("your monster" if e.to == "monster" else "this card"),
        # "…をこれの隣接エリアすべてに出現させる": one card in each of those zones, not all the cards found
        "play": f"make {f'one of {e.target}' if e.to.endswith('-each') and e.target is not None else _target(e.target, n, e.upto)} appear" + (_in(e).replace(" into ", " in ", 1) or (
            " in your zones" if e.target is not None and e.target.owner == "opponent" else "")) + (
            " (the opponent stays its owner: it goes back to their pile, 4.1.7)"
            if e.target is not None and e.target.owner == "opponent" else ""),
        "self-from-discard": f"{'you may ' if e.upto else ''}"
                             + ("return this card from the discard pile to the hand" if e.to == "hand"
                                else f"put this card from the discard pile on the {'top' if e.to == 'deck-top' else 'bottom'}"
                                     " of your deck (if it is still there)" if e.to in ("deck-top", "deck-bottom")
                                else "put this card from the discard pile into your deck and shuffle it (if it is still "
                                     "there)" if e.to == "deck-shuffled"
                                else f"make this card appear from the {'hand' if names_the_hand(e.condition) else 'discard pile'}"
                                + dest_words(e)),
        "self-from-hand": f"{'you may ' if e.upto else ''}put this card from your hand "
                          + ("into your deck and shuffle it" if e.to == "deck-shuffled"
                             else f"on the {'top' if e.to == 'deck-top' else 'bottom'} of your deck")
                          + " (this ability works from the hand, 10.3.4.1; if the card is no longer there, nothing)",
        "self-from-monster-deck": f"{'you may ' if e.upto else ''}put this card from your monster deck "
                                  + ("into your deck and shuffle it" if e.to == "deck-shuffled"
                                     else f"on the {'top' if e.to == 'deck-top' else 'bottom'} of your deck")
                                  + " (this ability works from the monster deck, 10.3.4.1; if the card is no longer there,"
                                    " nothing)",
        "look": (f"look at {WHOSE[e.target.owner]} whole {'hand' if e.target.area == 'hand' else 'monster deck'}"
                 if e.target is not None else f"look at {_top(n, e.upto, who)}")
                if e.to == "stay" else
                (f"look at {_top(n, e.upto, who)}; " + (
                 "put any back on top in any order and the rest on the bottom in any order" if e.to == "split" else
                 f"put them all on the {e.to} of {who} deck in any order" if e.to else
                 "put it back on top or into the discard pile" if n == 1 and not e.upto else
                 "put any back on top in any order and the rest into the discard pile")) if e.target is None else
                (f"look at {_top(n, e.look_upto, who)}; put {_off_the_top(_target(e.target, e.take, e.upto))} among them "
                 "into the hand and the rest " + ("into the discard pile" if e.to == "discard" else
                                                  f"on the {e.to} of your deck in any order")),
        "reveal-take": f"reveal the top {n} cards of your deck; put "
                       + _off_the_top(f"one {' and one '.join(e.aim.colors)} of {dataclasses.replace(e.aim, colors=())}"
                          if e.to == "each-color" else f"{'all' if not e.take else ('up to ' if e.upto else '') + str(e.take)} of {e.target}")
                       + " among them into the hand and the rest into the discard pile",
        "deck-bottom-self": "put this card at the bottom of your deck",
        "retreat-to": f"move {who} monster back to zone {n}",
        "to-deck-top": f"put {_target(e.target, n, e.upto)} on top of {_owners(e)} deck",
        "to-deck-bottom": f"put {_target(e.target, n, e.upto)} at the bottom of {_owners(e)} deck",
        "to-monster-deck": f"put {_target(e.target, n, e.upto)} into {_owners(e)} monster deck",
        "to-deck": f"put {_target(e.target, n, e.upto)} into {_owners(e)} deck",
        "shuffle": f"shuffle {who} deck",
        "reshuffle": f"shuffle {who} discard pile into {who} deck",
        "name-number": (f"name a number from {e.into[0]} to {e.into[-1]}" if e.into else
                        f"name a number {'from' if e.to == 'at-least' else 'up to'} "
                        f"{'the opponent’s' if e.who == 'opponent' else 'your'} monster's zone".replace("’", "'")),
        "name-zone": _name_zone(e),
        "next-monster": "play from your monster deck a monster of the next rank sharing a trait",
        "move-beside": "move this card to an empty zone beside it (right or left)",
        "destroy-extremes": f"destroy one of the rightmost and one of the leftmost of {e.target} (as you see them)",
        "by-count": f"count every {per_words(e.per)}; then by the count: " + "; ".join(
            f"{k}: " + ", ".join(effect_words(x) for x in effects) for k, effects in e.options),
        "delayed": (_later_words(e) + _effects_words(e.options[0][1])) if e.later else "",
        "until-end-of-turn": (f"{'' if e.until and e.until.window else 'until '}{e.until or 'the end of the turn'}, {'multiply ' if e.to == '×' else 'set ' if e.to == '=' else ''}"
                              + (modifier_words(e.modifier) if e.to not in ("×", "=") else
                                 f"the {STAT_WORDS.get(e.modifier.stat, e.modifier.stat)} of "
                                 f"{_on_field(e.target)} {'by' if e.to == '×' else 'to'} {e.modifier.amount}")
                              if e.modifier else ""),
        "counter": f"{'move ' + who + ' monster as if countered' if e.to == 'move-only' else 'counter ' + who + ' monster'}",
        "move-monster": f"move {who} monster to zone {n} (straight ahead)",
        "instead": (f"if {e.instead_if}, " + "; ".join(effect_words(x) for x in e.options[0][1])
                    + ("; otherwise " + "; ".join(effect_words(x) for x in e.options[1][1]) if e.options[1][1] else "")
                    ) if e.to == "otherwise" else
                   (f"{effect_words(e.options[1][1][0])}; if {e.instead_if}, instead "
                    + "; ".join(effect_words(x) for x in e.options[0][1])) if e.verb == "instead" else "",
    }.get(e.verb)
    if words is None:  # every verb of the registry has its words here (tests/cardtext/test_registry.py)
        raise KeyError(f"no plain words for the verb {e.verb!r}")
    if e.target is not None and e.target.extreme and n > 0:  # 4.4.5.5.4: a card and the one in front of it tie
        words += (f"; if two tie (one in front of the other), "
                  f"{'the opponent chooses' if e.verb in CHOSEN_BY and e.who == 'opponent' else 'you choose'} which")
    if e.bound is not None:  # which monster: checked as the verb acts, after a cost (10.5.4); else nothing (1.3.2)
        words += f", if at that moment {_its(e.bound, e.who)}"
    if e.verb.startswith("to-deck") and e.to == "shuffle":  # "山札に戻してシャッフルする"
        words += "; then shuffle that deck"
    if e.to == "any-order":  # "好きな順で山札の下に置く": the player orders them
        words += " in the order you choose"
    if e.verb == "place-strategy" and e.target is not None and e.target.area == "it":
        words = "activate the chosen card, placing it in a" + (
            " strategy zone" if e.to != "empty" else "n empty strategy zone (none empty: not activated)")
    if e.verb == "stack-under" and e.target == Target(area="it", type="") and n == 0:  # "それを…重ねてよい": the one named
        words = "stack that card under " + ("your monster" if e.to == "monster" else "this card")
    if e.verb in ("discard", "mill") and _same_count(e):  # "同じ枚数": as many as the cards before
        words = (f"{_does(e, 'discard')} as many cards as {_those(e)}" + (f" (of {e.target})" if e.target else "")
                 if e.verb == "discard" else f"put as many cards as {_those(e)} from the top of {who} deck into the discard pile")
    elif e.verb == "discard" and n == 0 and e.upto and e.target is not None:  # "望む枚数": none to all (10.5.3.1.1)
        words = f"{_does(e, 'discard')} any number of {e.target}"
    elif e.verb == "discard" and n == 0:  # "それを捨てる": those cards, if still in that hand (5.7.1); else whose whole hand
        words = (f"{_does(e, 'discard')} those cards from {'their' if e.who != 'you' else 'your'} hand"
                 if e.target is not None and e.target.area == "it" else
                 f"{_does(e, 'discard')} all of {e.target}" if e.target is not None else
                 f"{_does(e, 'discard')} {'their' if e.who in ('opponent', 'each') else 'your'} whole hand")
    elif e.verb == "discard" and e.target is None and (e.upto or e.who != "you"):
        words = f"{_does(e, 'discard')} {_cards(n, e.upto)}"
    if e.verb == "discard" and e.to == "random":  # "ランダムに": chosen by no player (5.3.1's randomness)
        words += f", taken at random from {'their' if e.who != 'you' else 'your'} hand"
    if e.verb == "token" and (e.to or e.near):  # (a zone named from a card, 「…と同じ縦列のあなたのエリアに」, said too)
        words = (f"create a 「{e.name}」 token in each of your empty zones" + (NEAR[e.near] if e.near else "")
                 if e.to == "empty-each"
                 else f"create a 「{e.name}」 token in each zone next to this card" if e.to == "adjacent-each"
                 else f"create {n} 「{e.name}」 token{'s' if n != 1 else ''}" + _in(e))
    if e.verb == "reveal-take" and e.per is Tally.OPPONENT_RANK:  # as many as the opponent's monster's rank
        words = words.replace(f"the top {n} cards of your deck",
                              "as many cards from the top of your deck as the rank of the opponent's monster", 1)
    elif e.per and e.verb != "by-count" and not _same_count(e):
        words = f"for each {per_words(e.per, e.per_every)}: {words}"
    if e.verb in CHOSEN_BY and e.who in ("opponent", "each"):  # 3.1.2.3.1: another player chooses the cards
        if e.who == "each" and (e.amount or e.upto or e.to == "any-order"):  # each among their own: "1 of their own
            # battle cards" is each player's 1, chosen the turn player first (1.3.4)
            words = "each player, the turn player first, chooses which: " + words.replace("each player's", "their own")
        elif e.who == "each":  # all of them (すべて): no choice, so both at the same time (1.3.4.1)
            words = "each player at the same time: " + words.replace("each player's", "their own")
        else:
            words = f"the opponent chooses which: {words}"
    if e.verb in ACTED_BY and e.who in ("opponent", "each"):  # 3.1.2.3.1: that player does it, as the master
        subject = "each player, the turn player first," if e.who == "each" else "the opponent"
        words = (f"{subject} {words.replace('make ', 'makes ', 1).replace('your ', 'their own ')}"
                 " (in their own zones, as its master)")
    if e.may and e.chooser == "opponent":  # 「相手は自分の怒りを1減らしてよい」: theirs to choose (3.1.2.3.1)
        words = "the opponent may " + words.replace("the opponent's rage", "their own rage", 1)
    elif e.may and e.verb in ACTOR_VERBS and e.who == "opponent":  # 「相手は…てよい」: the opponent's choice (3.1.2.3.1)
        words = "the opponent may " + words.removeprefix("the opponent ").replace("draws", "draw", 1).replace(
            "discards", "discard", 1)
    elif e.may:  # "〜てよい"
        words = f"you may {words}"
    if e.unless_previous:  # "〜しなかったなら、"
        words = f"if that did not happen, {words}"
    if e.condition is not None and e.paid_first:  # checked after the cost is paid (10.5.4)
        words = f"if {e.condition}, {words}"
    if e.cost is not None and e.cost.verb == "stack-self-under" and e.target is not None and e.target.area == "it" \
            and e.amount == 1:  # 「これを…の下に置くことで、その…を」: the one card this card went under (3.2.1)
        filters = e.target.filter_words()
        words = words.replace(f"1 of {e.target}", "that card" + (f" ({', '.join(filters)})" if filters else ""), 1) \
            .replace(", each by its own", " by its own", 1)
    if e.cost is not None and e.cost.verb == "choose":  # 10.5.4: every part of it, or one of the costs said
        paid = [" and ".join(effect_words(part) for part in parts) for _text, parts in e.cost.options]
        words = (f"you may {' and '.join(paid)} (all of it, or none: 1.3.2); if you do, {words}" if len(paid) == 1 else
                 f"you may {' or '.join(paid)} (one you can do in full: 1.3.2); if you do, {words}")
    elif e.cost is not None:
        words = f"you may {effect_words(e.cost)}; if you do, {words}"
    if e.condition is not None and not e.paid_first:
        words = f"if {e.condition}, {words}"
    return words


def _effects_words(effects: tuple[Effect, ...]) -> str:
    """The effects in turn, each joined to the one before (``_joined``); two objects of one verb
    (「相手の交戦カードを1枚と、相手の戦略カードを1枚破壊する」: the second not hanging on the first) said as
    one verb with both: "destroy 1 of … and 1 of …"."""
    pieces: list[str] = []
    for i, e in enumerate(effects):
        words = _after(effects[i - 1] if i else None, e)
        before = effects[i - 1] if i else None
        if before is not None and _both_objects(before, e):
            first, second = _target(before.target, before.amount, before.upto), _target(e.target, e.amount, e.upto)
            if first in pieces[-1] and pieces[-1].replace(first, "{}", 1) == words.replace(second, "{}", 1):
                pieces[-1] = pieces[-1].replace(first, f"{first} and {second}", 1)
                continue
        pieces.append(("" if i == 0 else _joined(effects, i)) + words)
    return "".join(pieces)


def _both_objects(before: Effect, e: Effect) -> bool:
    """Whether ``e`` is the second object of ``before``'s verb: the same verb on field cards, done whether or not
    the first was (not with_previous), with nothing of its own (no condition, cost or choice)."""
    return (e.verb == before.verb and not e.with_previous and not e.if_done and e.who == before.who and e.condition is None
            and e.cost is None and not e.may and before.target is not None and e.target is not None
            and before.target.area == e.target.area == "field")


def _joined(effects: tuple[Effect, ...], i: int) -> str:
    """How effect ``i`` follows the one before: only if that one was done (「そうしたら、」, Effect.if_done:
    10.2.1.3.2's words, "if you do"); joined by 「〜し、」 (Effect.with_previous) to one the player may decline, so
    skipped with it; under the same condition or paid cost as the one before when it is joined to a gated one
    (「…なら、Aし、B」, 「…ことで、Aし、B」: the engine skips it with that one), so it is said inside that clause
    ("if …, A and then B"), never as a step of its own a judge would play regardless — else in turn, done even
    when the one before could do nothing (1.3.2)."""
    before, e = effects[i - 1], effects[i]
    if_you_do = "; if they do, " if (before.verb in ACTOR_VERBS and before.who == "opponent"
                                     or before.chooser == "opponent") else "; if you do, "
    if e.if_done:
        return if_you_do
    if not e.with_previous:
        return "; then "
    # after an effect the player may decline, under a condition or not (TN-016: 「…なら、これを…移動させてよい」):
    # skipped with it when it is declined
    if before.may or before.cost is None and _may_words(before):
        return if_you_do
    return " and then " if _gated(effects, i) else "; then "


def _may_words(e: Effect) -> bool:
    """An effect the player may decline whose own words say so ("you may stack this card …"), its
    condition aside."""
    return e.upto and effect_words(dataclasses.replace(e, condition=None)).startswith("you may ")


def _gated(effects: tuple[Effect, ...], i: int) -> bool:
    """Effect ``i`` is joined (Effect.with_previous) to a chain that opens with a condition or a cost, or that
    follows the step before only if it was done or not done (「そうしたら、Aし、B」, 「しなかったなら、Aし、B」):
    skipped with that opening step (1.3.2 does not reach a step not carried out)."""
    while i > 0 and effects[i].with_previous:
        i -= 1
        if (effects[i].condition is not None or effects[i].cost is not None or effects[i].if_done
                or effects[i].unless_previous):
            return True
    return False


GIVEN = ("trait", "name", "color", "trait-lost")  # a trait or a name given as well: the stat's words after ":" are it, no card type


def _stat_rules(stat: str) -> list[str]:
    """The sections a continuous change works by; one kept from a card type's effects names 10.11.2."""
    name, _, source_type = stat.partition(":")
    return STAT_RULES.get(name, []) + (["10.11.2"] if source_type and name not in GIVEN else [])


def _protected_by(m: Modifier) -> str:
    """Whose effects a protection keeps off (PROTECT_FROM): the opponent's, its master's own, anyone's;
    of sources of one card type only ("protected:strategy", 10.11.2)."""
    source_type = m.stat.partition(":")[2]
    if source_type:
        return {PROTECT_FROM["you"]: f"the effects of your own {source_type} cards",
                PROTECT_FROM["any"]: f"the effects of any {source_type} card"}.get(
            m.amount, f"the effects of the opponent's {source_type} cards")
    return {PROTECT_FROM["you"]: "your own effects", PROTECT_FROM["any"]: "any effect"}.get(
        m.amount, "the opponent's effects")


STAT_WORDS = {"threat": "threat level", "counter": "counter power", "rank": "rank", "invasion": "invasion icon",
              "play-rank": "rank when played from the hand"}


def _later_words(e: Effect) -> str:
    """When a delayed trigger (10.6.5) is met: a phase's beginning, a turn's end, or an event's next time."""
    later = e.when_later
    if e.until is not None and later.event not in (Event.TURN_END, Event.PHASE):  # 「このターン、次に…時」
        return _trigger(later).replace("Each time", "the next time", 1) + " this turn (once): "
    if e.until is not None:  # "このターンの…" (10.6.5): later this turn, never after it
        return ("at the end of this turn (once): " if later.event is Event.TURN_END
                else f"at the beginning of this turn's {later.phase} phase (once, if it is still to come): "
                if later.whose in (None, Whose.ANY)
                else f"at the beginning of {_later_whose(e)} {later.phase} phase this turn (once, if it is still to come): ")
    if later.event is Event.TURN_END:
        return f"at the end of {_later_whose(e)} next turn (once): "
    if later.event is Event.PHASE:
        return f"at the beginning of {_later_whose(e)} next {later.phase} phase (once): "
    return _trigger(later).replace("Each time", "the next time", 1) + " (once): "


def _later_whose(e: Effect) -> str:
    whose = e.when_later.whose
    return "your" if whose is Whose.YOU else "the opponent's" if whose is Whose.OPPONENT else "the"


def _times_whose(m: Modifier, scope: str) -> str:
    """Whose number a multiplication changes: this card's, or the cards its phrase finds."""
    return str(m.aim).replace(" monster cards", " monster", 1) + ":" if m.scope == "cards" else scope


def _anywhere_on_field(t: Target) -> bool:
    """Cards on the field with no place narrower than their player's zones (a zone, a column, a
    neighbour): the reading must still say they are in the zones, not in a hand or a pile."""
    return t.area == "field" and not (t.zones or t.same_column or t.monster_column or t.adjacent
                                      or t.facing or t.pick_zone or t.same_number or t.it_column
                                      or t.it_zones or t.named_zone or t.extreme or t.same_card)


def _anywhere(m: Modifier) -> str:
    """A card's own trait or name given by its own text is asked wherever it is (10.3.4.1)."""
    return ", wherever it is" if m.scope == "self" else ""


def _placed(m: Modifier, whose: str) -> str:
    """The cards a change reaches, said to be in the zones when their phrase names no narrower place."""
    if m.scope == "cards" and m.aim.type != "monster" and _anywhere_on_field(m.aim) and m.aim.owner in WHOSE:
        return f"{whose} in {WHOSE[m.aim.owner]} zones"
    return whose


def modifier_words(m: Modifier) -> str:
    stat = STAT_WORDS.get(m.stat, m.stat)
    whose = {"self": "this card", "your-monster": "your monster", "your-battle-cards": "your battle cards",
             "opponent-battle-cards": "the opponent's battle cards", "your-hand": "your battle cards in hand",
             "adjacent-battle-cards": "the battle cards next to it"}.get(m.scope, m.scope)
    if m.scope == "cards":
        whose = str(m.aim)
    scope = {"self": "this card's", "your-monster": "your monster's",
             "your-battle-cards": "your battle cards'", "opponent-battle-cards": "the opponent's battle cards'",
             "your-hand": "your hand's battle cards'",
             "adjacent-battle-cards": "the battle cards next to it:"}.get(m.scope, m.scope)
    bound = {"opponent": "the opponent", "you": "you", "self": "this monster"}.get(m.scope, m.scope)
    if m.forbids in ("advance-self", "retreat", "end-advance"):  # a monster's own moves (5.13)
        bound = {"opponent": "the opponent's monster", "you": "your monster"}.get(m.scope, bound)
    forbidden = {"activate-strategy": "place strategy cards", "advance-self": "move forward",
                 "retreat": "move back", "invade": "invade", "play-battle": "play battle cards",
                 "rage-action": "gain rage by discarding a monster card from the hand (8.4.1's action)",
                 "start-rage": "have {their} monster's rage made 0 in {their} start phase (7.2.4's step only)",
                 "draw": "draw cards", "shuffle": "shuffle {their} deck", "search": "search {their} deck",
                 "reveal": "reveal cards", "look": "look at cards of a deck or a hand", "discard": "discard",
                 "play-monster": "play a monster card from the hand (8.5's action)",
                 "end-advance": "move forward in its end phase (7.5.2's advance only; other advances are made)",
                 "start-draw": "draw in {their} start phase (7.2.2's draw only; other draws are made)",
                 "end-draw": "draw in {their} end phase (7.5.4's draw only; other draws are made)"}.get(m.forbids, m.forbids)
    forbidden = forbidden.replace("{their}", "your" if m.scope == "you" else "their")
    if m.target is not None and m.forbids in ("activate-strategy", "play-battle"):  # the cards it names
        where = {"anywhere": "", "discard": " from the discard pile"}.get(m.target.area, f" from the {m.target.area}")
        cards = str(dataclasses.replace(m.target, area="field"))  # whose: the player bound, said once
        for whose_words in ("the opponent's ", "your "):
            cards = cards.removeprefix(whose_words)
        forbidden = forbidden.split()[0] + " " + cards + where
    forbidden += " in this card's column" if m.column else ""
    if m.by and m.forbids in ("advance-self", "retreat"):
        forbidden += " by the opponent's effects"
    if m.zones and m.stat == "forbid":  # "自分のエリア8に": into those zones of the player bound
        forbidden += f" into {'their' if m.scope == 'opponent' else 'your'} zone{'s' if len(m.zones) > 1 else ''} " \
                     + (f"{m.zones[0]}–{m.zones[-1]}" if len(m.zones) > 1 else str(m.zones[0]))
    if m.stat == "forbid" and m.amount > 1:  # "戦略カードを2枚以上置くことができない": N at once on the field
        where = "strategy zones" if m.forbids == "activate-strategy" else "zones"
        forbidden += (f" while {m.amount - 1} or more of them are in {'their' if m.scope == 'opponent' else 'your'} "
                      f"{where} (never {m.amount} at once)")
    if m.forbids == "play-battle":  # 出現させる: an appearance by an effect is barred too (1.3.3), not only the play
        source = "" if m.target is None else {"anywhere": "", "discard": " from the discard pile"}.get(
            m.target.area, f" from the {m.target.area}")  # … from the place it names only
        forbidden += f", nor make them appear{source}{' there' if m.column or m.zones else ''} by an effect"
    if m.forbids == "evolve":  # 「相手の交戦カードは進化できない」 (1.3.3 over 5.17.1, 12.6.2)
        cards = "battle cards" if m.target is None else str(dataclasses.replace(m.target, area="field"))
        for whose_words in ("the opponent's ", "your "):
            cards = cards.removeprefix(whose_words)
        whose = "the opponent's" if m.scope == "opponent" else "your"
        return f"{whose} {cards} cannot evolve (by an effect or 【進化】)"
    kept = {"rage-up": "rage does not increase", "rage-down": "rage does not decrease",
            "discard": "hand does not go to the discard pile", "mill": "deck does not go to the discard pile"}
    if m.forbids in kept:  # "相手の怒りは増えない", "あなたの手札は相手の効果で捨て札にならない"
        owner = {"self": "this monster's", "opponent": "the opponent's", "you": "your"}[m.scope]
        forbidden = f"{owner} {kept[m.forbids]}" + (" by the opponent's effects" if m.by else "")
    if m.forbids == "burst-discard":  # "強襲で出現していても…捨て札にしない": 12.5.2's discard not done
        kept[m.forbids] = forbidden = ("played by 【強襲】, this monster is not discarded at the start of your next "
                                       "end phase (12.5.2's discard does not apply)")
    words: str | None = {"total-counter": f"your total counter power {m.amount:+}",
             "forbid": forbidden if m.forbids in kept else f"{bound} cannot {forbidden}",
             "threat-times": f"{_times_whose(m, scope)} threat level ×{m.amount}",
             "counter-times": f"{_times_whose(m, scope)} counter power ×{m.amount}",
             "invasion-set": f"{_times_whose(m, scope)} invasion icon is {m.amount}",
             "once-more": f"{bound} may " + {"invade": "invade", "monster": "play a monster card from the hand"}.get(
                 m.forbids, m.forbids) + " a second time in a turn",
             "times-a-turn": f"{bound} may " + {"invade": "invade", "monster": "play a monster card from the hand"}.get(
                 m.forbids, m.forbids) + f" up to {m.amount} times in a turn (not only once)",
             # 「これは出現できない」: no appearance at all, played from the hand or by an effect (1.3.3)
             "cannot-play": "this card cannot appear (neither played from the hand nor made to appear by an effect)",
             "end-advance-extra": f"advancing in your end phase, this monster advances {m.amount} more",
             "counts-as-monster": "in your discard pile this card is also counted as a monster card",
             "stack-play-rank": "may be played from the hand on top of your battle card with "
                                + ("a trait the card list lost (no card has it; a scenario's card table can give "
                                   "the text with the trait)" if m.onto == LOST_ICON else f"《{m.onto}》")
                                + f", at rank {m.amount:+}",
             "invade-from-deck": "to invade with this monster you may discard the top card of your deck instead of a card from your hand",
             "start-zone": f"this monster starts the game in zone {m.amount}",
             "under-to-hand": "when the opponent's effect destroys this card, the cards under it go to the hand",
             "trait": f"{_placed(m, whose)} {'has' if m.scope == 'self' else 'have'} 《{m.stat.partition(':')[2]}》 as well as "
                      f"{'its' if m.scope == 'self' else 'their'} own traits{_anywhere(m)}",
             # 10.8.1.3: a trait it has no longer (「これは《兵器》を失う」), wherever it is asked
             "trait-lost": f"{_placed(m, whose)} {'loses' if m.scope == 'self' else 'lose'} 《{m.stat.partition(':')[2]}》 "
                           f"({'it does' if m.scope == 'self' else 'they do'} not have that trait){_anywhere(m)}",
             "name": f"{_placed(m, whose)} {'is' if m.scope == 'self' else 'are'} also named 「{m.stat.partition(':')[2]}」, as "
                     f"well as by {'its' if m.scope == 'self' else 'their'} own name{_anywhere(m)}",
             "color": f"{_placed(m, whose)} {'is' if m.scope == 'self' else 'are'} {m.stat.partition(':')[2]} as well as "
                      f"{'its' if m.scope == 'self' else 'their'} own colours{_anywhere(m)}",
             "no-battle": f"{whose} cannot battle ({'its' if m.scope == 'self' else 'their'} counter power is not added)",
             "invalid": f"the {ABILITY_KIND_WORDS[m.abilities]}abilities of {whose} are invalid (they exist but produce no effect)",
             # 10.8.1.2: the granted ability restated in these words
             "grant": f"{whose} {'has' if m.scope == 'self' else 'have'} the ability 「"
                      + " ".join(describe(a)[0] for a in m.grants) + "」" if len(m.grants) < 2 or m.grants[0].kind != "keyword"
                      # 「【強襲3】と「…」を得る」: the keyword and the quoted ability, each in its own quotes
                      else f"{whose} {'has' if m.scope == 'self' else 'have'} the abilities 「{describe(m.grants[0])[0]}」 and 「"
                      + " ".join(describe(a)[0] for a in m.grants[1:]) + "」",
             # 10.2.1.2 × 10.9 / 10.6: a replacement or an automatic ability made for a time, its master's
             "ability": "you have the ability 「" + " ".join(describe(a)[0] for a in m.grants) + "」",
             "game-end": ("you " + ("win" if m.amount > 0 else "lose") if m.scope == "you"
                          else "the opponent " + ("wins" if m.amount > 0 else "loses"))
                         + " the game at once (a continuous ability, so the moment it applies)",
             "protected": f"{whose} cannot be destroyed by {_protected_by(m)}",
             "protected-move": f"{whose} cannot be moved to another zone by {_protected_by(m)}",
             "protected-return": f"{whose} cannot be returned to the hand by {_protected_by(m)}",
             # 5.15.1.1: the move as if countered is said after the condition, so the "while" holds both
             "counter-immune": f"{whose} is not countered by a total of {m.amount} or less"}.get(m.stat.partition(":")[0])
    if words is None and m.stat not in STAT_WORDS:  # a change of a number: the plain reading
        raise KeyError(f"no plain words for the continuous change {m.stat!r}")
    if m.scope == "cards":  # whose, which and where, as the card phrase says (10.8.1)
        cards = str(m.aim).replace(" monster cards", " monster", 1) if m.aim.area == "field" else str(m.aim)
        if m.aim.type != "monster" and _anywhere_on_field(m.aim):  # "相手のエリアにいる…": not the hand or piles
            cards = f"{cards} in {WHOSE[m.aim.owner]} zones"
        if m.aim.area == "hand" and m.stat == "rank":  # 2.3.2.2: while there, the rank they are played by (8.2.1)
            cards = cards.replace(" in the hand", f" in {WHOSE[m.aim.owner]} hand, while there (the rank they are "
                                  "played by, 8.2.1)", 1)
        words = words or f"{cards}: {stat} {m.amount:+}"
    words = words or f"{scope} {stat} {m.amount:+}"
    if m.zones and m.stat != "forbid":
        words += f" (in zone{'s' if len(m.zones) > 1 else ''} {', '.join(map(str, m.zones))})"
    if m.other:
        words += " (other than this one)"
    if m.trait:
        words += f" (those with 《{m.trait}》)"
    if m.rank_max is not None:
        words += f" (rank {m.rank_max} or less)"
    if m.per:
        words += f" for each {per_words(m.per, m.per_every)}"
    if m.condition is not None:
        words += f" while {m.condition}"
    if m.stat.partition(":")[0] == "counter-immune":
        words += "; in that case it only moves as if countered"
    return words


def describe(ability: Ability) -> tuple[str, list[str]]:
    """(plain words, the rule sections behind it) for one compiled ability."""
    rules: list[str] = []
    if ability.kind == "keyword":
        rules = KEYWORD_RULES.get(ability.keyword, [])
        words = {"burst": f"【強襲{ability.value}】: may be played as rank {ability.value}; "
                          "discarded at the beginning of your next end phase" if ability.value else
                          "【強襲】 with no rank in the card list: not played by it (a scenario's card "
                          "table can give the text with the rank)",
                 "base": "【拠点】: not discarded in your start phase",
                 "evolution": f"【進化{ability.value}】",
                 "resonance": "【共鳴】: your decks may also hold " + "/".join(ability.colors) + " cards"
                              + (" — monster cards only with " + " or ".join(f"《{t}》" for t in ability.monster_traits)
                                 if ability.monster_traits else "")
                              + ("; battle cards only with " + " or ".join(f"《{t}》" for t in ability.battle_traits)
                                 if ability.battle_traits else "")
                              + (f"; battle cards only of rank {ability.battle_rank_min} or more"
                                 if ability.battle_rank_min else "")
                              + (f"; at least {ability.strategy_at_least} strategy cards"
                                 if ability.strategy_at_least else ""),
                 "deck-copies": (f"up to {ability.value} copies in a deck, not 4" if ability.value
                                 else "any number of copies in a deck"),
                 # 6.1.2: deck-building conditions replaced for this card; no effect once the game has begun
                 "deck-color": f"this card may be in {DECKS.get(ability.value, '')} whatever the colour of your rank I "
                               "monster (deck building only)",
                 "deck-uncounted": ("this card is not counted among the 10 cards of invasion icon 2 your main deck "
                                    "may hold" if ability.value == 2 else "this card is not counted among the 50 "
                                    "cards of your main deck") + " (deck building only)"}.get(ability.keyword, ability.keyword)
    elif ability.kind == "replacement":
        by = REPLACED_CAUSE_WORDS.get(ability.replaced_by, "")
        whose_draw = "the opponent" if ability.phase_of == "opponent" else "you"
        subject = f"one of {ability.replaced}" if ability.replaced else "this card"
        event = {"destroy": f"{subject} would be destroyed{by}",
                 "to-discard": f"{subject} would be put into the discard pile{by}",  # 4.1.7, whatever moves it
                 "to-deck": f"{subject} would be put from the field into the deck{by}",  # 5.2.1
                 "left-field": f"{subject} would leave the field{by}",  # 10.6.4.1.2: to a pile, the hand or the deck
                 "strategy-discard": "a card of yours would go from a strategy zone to the discard pile"}
        for replaced, verb in (("advance", "move forward"), ("retreat", "move back"),  # a monster's moves (5.13)
                               ("counter", "be countered"),
                               ("invade", "invade (its cost paid, it does not move forward and 【進攻時】 does not trigger)")):
            event[replaced] = (str(ability.replaced).replace(" monster cards", " monster", 1) if ability.replaced
                               else "this monster") + f" would {verb}" \
                + by
        event["discard"] = f"{subject} would be discarded from the hand{by}"  # 5.7.1: this card, or a hand's
        event["move"] = f"{subject} would move from its zone to another{by}"  # 5.2.1, 4.4.7
        event["evolve"] = f"{subject} would evolve{by}"  # 5.17.1
        event["play"] = f"{subject} would appear in a zone{by} (it stays where it was)"  # 5.11.1, 10.9.1.1
        event["place-strategy"] = f"{subject} would be activated{by} (it stays where it was)"  # 5.9.1, 8.3
        under = (str(ability.replaced).replace(" monster cards", " monster", 1)
                 if ability.replaced is not None and ability.replaced.type == "monster" else subject)
        event["stacked"] = f"a card would be stacked under {under}{by}"  # 3.2.1
        event["draw"] = f"{whose_draw} would draw a card (each card, by an effect or the rules)"  # 5.4.2
        whose, them = ("the opponent", "their") if ability.phase_of == "opponent" else ("you", "your")
        event.update({  # a player's acts on the deck or on cards, by an effect or as part of another (5.3.1, 5.8, 5.10.1, 5.5.1)
            "shuffle": f"{whose} would shuffle {them} deck", "search": f"{whose} would search {them} deck",
            "reveal": f"{whose} would reveal cards", "look": f"{whose} would look at cards"})
        event.update({  # the rules' own steps (10.9.1)
            "start-draw": f"{whose} would draw cards in {them} start phase (7.2.2)",
            "start-rage": "this monster's rage would become 0 in your start phase (7.2.4)",
            "end-advance": "this monster would move forward in your end phase (7.5.2)",
            "end-draw": f"{whose} would draw up to 5 cards in {them} end phase (7.5.4)"})
        whose_rage = "the opponent's" if ability.replaced is not None and ability.replaced.owner == "opponent" else "your"
        event.update({"rage-down": f"{whose_rage} monster's rage would go down{by}",  # 3.4
                      "rage-up": f"{whose_rage} monster's rage would go up{by}"})
        event["return"] = (f"one of {ability.replaced}" if ability.replaced else "this card") \
            + f" would be returned to the hand{by}"
        words = (f"if {event.get(ability.replaces, ability.replaces)}, instead "
                 f"{'you may ' if ability.optional else ''}" + "".join(
                     ("" if i == 0 else "; if you do, " if e.if_done else "; ")
                     + ("return that card to its owner's hand" if e.verb == "to-hand" and e.aim.area == "it"
                        else "put that card into its owner's monster deck" if e.verb == "to-monster-deck"
                        and e.aim.area == "it"
                        else "move that card to an empty zone of its master's" if e.verb == "move"
                        and e.aim.area == "it" and e.to == "empty" else effect_words(e))
                     for i, e in enumerate(ability.effects)))
        if ability.condition is not None:
            words += f" (while {ability.condition})"
        rules = ["10.9"] + REPLACED_CAUSE_RULES.get(ability.replaced_by, []) + REPLACED_EVENT_RULES.get(ability.replaces, []) \
            + [step for event, step in RULE_STEP_SECTIONS if event == ability.replaces]
    elif ability.kind == "continuous":
        words = "; ".join(modifier_words(m) for m in ability.modifiers) or ability.text
        rules = list(dict.fromkeys(["10.8"] + [r for m in ability.modifiers for r in _stat_rules(m.stat)]))
    else:
        trigger = ability.trigger
        if trigger is None:
            raise ValueError(f"an automatic ability with no trigger: {ability.text}")
        when = (f"Whenever {ability.condition} (a state trigger: once, and again after it resolves)"
                if trigger.event is Event.STATE else _trigger(trigger))
        words = when + ": " + _effects_words(ability.effects)
        rules = TRIGGER_RULES.get(trigger.event, EVENT_RULES) + CAUSE_RULES.get(trigger.cause, [])
        if trigger.own and trigger.event in (Event.TO_DISCARD, Event.RETURNED, Event.TO_DECK):  # this card leaving
            rules = rules + ["10.6.4.1.2"]  # the field: its text sees it as it was there
        if any(e.verb == "evolve" for e in ability.effects):
            rules = KEYWORD_RULES["evolution"] + ["5.17"]
    if ability.awakening:
        words = f"【覚醒{ability.awakening}】 (your monster in zone {ability.awakening} or beyond): {words}"
        rules = ["12.4"] + rules
    if ability.during:
        words = ("during your turn: " if ability.during is Turn.YOURS else "during the opponent's turn: ") + words
    if ability.valid_if is not None:  # "この能力は…場合にのみ有効である" (10.3.3)
        words += f" (valid only while {ability.valid_if})"
        rules = rules + ["10.3.3"]
    if ability.per_turn:  # "1ターンに1回" (1.3.1 over 10.6.2.1)
        words += f" ({per_turn_words(ability.per_turn, ability.per_game)})"
        rules = rules + ["1.3.1"]
    if any(_into_masters_zone(e) for e in ability.effects):  # the rule that decides whose zone, shown with it
        rules = rules + ["4.1.6", "3.1.2"]
    return words, rules


def _after(before: Effect | None, e: Effect) -> str:
    """An effect's words after the one before: the one card a choice of exactly one chose is "that card"
    (「1枚選び、それら(それ)を…」: 10.5.3's chosen card, whatever pronoun refers back to it), not "all of those"."""
    words = effect_words(e)
    if before is None or before.verb != "select" or e.target is None or e.target.area != "it" or e.amount:
        return words
    one = before.amount == 1 and not before.upto and before.who != "each"  # each player chose one: two cards
    if e.verb == "to-hand" and before.aim.area == "field":  # 5.2.1, 4.1.7: a field card goes to its owner's hand
        words = words.replace("into the hand", "into its owner's hand" if one else "into their owners' hands", 1)
    return words.replace(f"all of {e.target}", "that card", 1) if one else words


def _into_masters_zone(e: Effect) -> bool:
    """A move of the opponent's (or either player's) card to a zone no player is named for: this card's
    master's (4.1.6), so the moved card changes master (3.1.2) — a judge is shown the rule that says so."""
    return (e.verb == "move" and not e.zones_of and e.target is not None and e.target.area != "it"
            and e.target.owner in ("opponent", "any"))


def per_turn_words(times: int, game: bool = False) -> str:
    """"1ターンにN回": how often a turn an ability may be played ("1ゲームにN回": a game)."""
    return f"at most {'once' if times == 1 else 'twice' if times == 2 else f'{times} times'} a {'game' if game else 'turn'}"


def reading(abilities: tuple[Ability, ...]) -> list[str]:
    """A card's compiled abilities as ``judgekit cards show`` prints them: each printed sentence,
    then what the engine does with it and the rules it cites."""
    lines = []
    for ability in abilities:
        words, rules = describe(ability)
        lines += [f"- 「{ability.text}」", f"    {words}" + (f"  (rules {', '.join(rules)})" if rules else "")]
    return lines
