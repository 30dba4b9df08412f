"""Card abilities as plain values: what the card-text compiler produces and the engine runs.

Kept apart from the engine's procedures so both the game (which asks a card's
keywords) and the ability layer (which runs triggers and effects) can read them.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import operator
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, TypeVar

from judgekit.engine.cards import CardDef

# a trait icon the card list lost ("これをあなたのを持つ交戦カード…", BP03-051): no card has it
LOST_ICON = "?"

VERBS = ("to-strategy-zone", "draw-to", "draw-changed", "vanish", "shuffle", "to-deck-bottom", "to-deck", "reveal", "to-discard", "select", "place-strategy", "strategy-zones", "lose", "win", "stack-self-under", "next-monster", "by-count", "name-number", "name-zone", "move-beside", "destroy-extremes",
         "until-end-of-turn", "counter", "move-monster", "draw", "rage", "destroy-self", "advance",
         "retreat", "discard", "play-from-discard", "token", "evolve", "return-self", "destroy",
         "discard-to", "mill", "advance-to", "search", "choose", "to-hand", "rage-set",
         "move-self", "evolve-target", "evolve-into", "move", "swap", "stack-under", "play", "self-from-discard", "self-from-hand",
         "self-from-monster-deck", "look", "reveal-take", "deck-bottom-self", "retreat-to", "to-deck-top",
         "instead", "reshuffle", "delayed", "to-monster-deck", "top-to")
KEYWORDS = ("burst", "base", "evolution", "resonance", "deck-copies", "deck-color", "deck-uncounted")
# a protection's amount says whose effects it keeps off (1.3.3): the opponent's (1), the card's own
# master's (100), or anyone's (both); protections add up, so each side is read apart (``protects``)
PROTECT_FROM = {"opponent": 1, "you": 100, "any": 101}


def protects(total: int, own_effect: bool) -> bool:
    """Whether protections adding up to ``total`` keep off an effect whose master is the card's own
    (``own_effect``) or its opponent."""
    return total >= PROTECT_FROM["you"] if own_effect else total % PROTECT_FROM["you"] > 0


def protection_of(stat: str, source_type: str = "") -> str:
    """A protection's stat, kept off only the effects whose source (10.11.2) is of that card type
    (「相手の戦略カードの効果で破壊されない」: "protected:strategy"), or any source's ("protected")."""
    return f"{stat}:{source_type}" if source_type else stat


def whose_effects(own_effect: bool) -> str:
    return "effects of its own master" if own_effect else "opponent's effects"
# the verbs whose cards a player the text names chooses (「相手は自分の…を選び」, 「各プレイヤーは…」: Effect.who),
# else the master (3.1.2.3.1)
CHOSEN_BY = frozenset({"destroy", "select", "to-hand", "to-deck-top", "to-deck-bottom", "to-deck", "to-discard"})
# verbs the player a text names does themselves, with their own cards, as the cards' master (「相手は自分の捨て札から
# …を出現させる」: 3.1.2.3.1, the card in that player's zones, 3.1.2); 「各プレイヤーは」: each in turn (1.3.4)
ACTED_BY = frozenset({"play"})
# verbs whose "who" is the player who does them (「相手は手札を1枚捨ててよい」, 「相手はカードを1枚引いてよい」): that
# player does it and, for 〜てよい, chooses whether to (3.1.2.3.1)
ACTOR_VERBS = frozenset({"draw", "discard", "discard-to"})


class Event(enum.StrEnum):
    """What an automatic ability waits for (10.6.2): each a trigger term of cardtext/registry.py."""

    ENTER = "enter"  # 【出現時】: this card appears (12.2)
    INVADING = "invading"  # 【進攻時】: this monster moves forward by invading (12.3)
    COUNTERATTACK = "counterattack"  # 【逆襲】: this card leaves the field for the discard pile (12.7)
    STRATEGY = "strategy"  # this strategy card's text, when it is placed (10.1.1.1.2)
    STATE = "state"  # 〜時: a state holds, Ability.condition (10.6.6)
    DISCARDED = "discarded"  # これを手札から捨てた時: this card, from the hand (10.3.4.1)
    PHASE = "phase"  # 〜フェイズ開始時: a phase begins (10.6.1)
    TURN_END = "turn-end"  # ターンの終わりに (7.5.7)
    RAGE_UP = "rage-up"  # 怒りが増えるたび
    ADVANCED = "advanced"  # 前進するたび, 同じ縦列に前進した時 (5.13.1)
    # エリアNに到達した時: the monster comes into zone N from another of its zones, by a forward move (5.13.1) or
    # moved there by an effect (5.2.1: BP03-068's 縦方向に移動, 4.4.5.1); the rules do not define 到達 (ruling GZ-047)
    REACHED_ZONE = "reached-zone"
    INVADED = "invaded"  # 進攻した時
    MONSTER_PLAYED = "monster-played"  # 怪獣カードが出現した時
    BATTLE_PLAYED = "battle-played"  # 交戦カードが出現するたび
    # カードが出現した時, the kind unsaid: a battle card appearing in a zone or a monster card as the invading monster (5.11.1,
    # 5.11.2) — no other card appears (a strategy card is placed, 5.9); raised with either of the two above
    CARD_PLAYED = "card-played"
    # カードが破壊された時, the kind unsaid: a battle card or a strategy card destroyed (5.12; a monster is not destroyed)
    CARD_DESTROYED = "card-destroyed"
    COUNTERED = "countered"  # 怪獣カードを撃退した時
    CRUSHED_INVADING = "crushed-invading"  # 進攻時これがあなたの交戦カードを破壊した時 (11.3)
    # 「これが前進して(後退して)あなたの交戦カードを破壊した時」: the monster's own battle card crushed after it moved forward
    # (back), by whatever moved it — invasion, the end phase's advance, an effect (11.3.3, 5.13); each card one event
    CRUSHED_ADVANCING = "crushed-advancing"
    CRUSHED_RETREATING = "crushed-retreating"
    DISCARDED_BATTLE = "discarded-battle"  # 手札から交戦カードを捨てるたび
    STRATEGY_DISCARDED = "strategy-discarded"  # カードが戦略カード置き場から捨て札になった時
    BATTLE_DESTROYED = "battle-destroyed"  # 交戦カードが破壊されるたび (5.12)
    STRATEGY_DESTROYED = "strategy-destroyed"  # 戦略カードが破壊されるたび (5.12)
    EVOLVED = "evolved"  # 交戦カードが進化するたび (5.17.1.1)
    STRATEGY_PLACED = "placed-strategy"  # 戦略カードが発動されるたび / 置かれるたび (5.9)
    DREW = "drew"  # カードを引くたび: each card drawn (5.4)
    RAGE_DOWN = "rage-down"  # 怒りが減るたび (3.4)
    RETREATED = "retreated"  # 後退するたび (5.13.2)
    NOT_COUNTERED = "not-countered"  # 撃退されなかった時: the comparison of 7.4.3 fell short
    CRUSHED = "crushed"  # 交戦カードが踏み潰されるたび: destroyed by the crush interrupt (11.3)
    TO_DISCARD = "to-discard"  # カードが捨て札に置かれるたび: from anywhere, however (4.1.7)
    STACKED = "stacked"  # …の下にカードが重ねられるたび (3.2.1)
    LEFT_FIELD = "left-field"  # フィールドを離れるたび: another card leaving the field, however (10.6.4.1.2)
    RETURNED = "returned"  # 手札に戻されるたび: a card from the field to its owner's hand (5.2.1)
    HAND_DISCARD = "hand-discard"  # 手札から(怪獣)カードを捨てるたび: any card, or a kind (5.7.1)
    RAGE_ACTION = "rage-action"  # 手札の怪獣カードを捨てて怒りを増やすたび: the main-phase action (8.4.1)
    DESTROYED_SELF = "destroyed-self"  # これが破壊された時: this card, seen as it was on the field (10.6.4.1.2)
    GAME_START = "game-start"  # ゲーム開始時: the game begins, 6.3 done (6.3.1.6.1's moment), once
    RESHUFFLED = "reshuffled"  # リシャッフル処理を行った時: a player performs the reshuffle rule process (11.2)
    TO_DECK = "to-deck"  # 山札に戻された時: a card from the field into its owner's deck (5.2.1, 10.6.4.1.2)
    MOVED = "moved"  # 移動した時: a card moved from a zone to another zone (5.2.1, 4.4.7; both of a swap, 5.6.1)
    # a player's acts on a deck or cards no one else sees (issue 18's slot matrix): 山札をシャッフルした時 (5.3.1, and
    # 11.2's reshuffle, 5.8's search), 山札からカードを探した時 (5.8), カードを公開した時 (5.10.1), 山札を見た時 (5.5.1)
    SHUFFLED = "shuffled"
    SEARCHED = "searched"
    REVEALED = "revealed"
    LOOKED = "looked"


# a card phrase's superlative (Target.most), in words
MOST_WORDS = {f"{stat}-{way}": f"of the {'highest' if way == 'high' else 'lowest'} {words}"
              for stat, words in (("rank", "rank"), ("counter", "counter power"), ("threat", "threat level"))
              for way in ("high", "low")}
# the events of the card with the ability itself: no player's, so a Trigger of them has no whose
OWN_EVENTS = frozenset({Event.ENTER, Event.INVADING, Event.COUNTERATTACK, Event.STRATEGY, Event.STATE,
                        Event.DISCARDED, Event.DESTROYED_SELF, Event.GAME_START})


class Whose(enum.StrEnum):
    """Whose event triggers it, relative to the ability's master."""

    YOU = "you"
    OPPONENT = "opponent"
    ANY = "any"


class Phase(enum.StrEnum):
    START = "start"
    MAIN = "main"
    COUNTER = "counter"
    END = "end"


class Cause(enum.StrEnum):
    """Why this card was discarded from the hand (Event.DISCARDED), why a card was put into the
    discard pile (Event.TO_DISCARD), or why this card was destroyed (Event.DESTROYED_SELF)."""

    INVASION = "invasion"  # あなたの怪獣カードの進攻で (8.6)
    OPPONENT_EFFECT = "opponent-effect"  # 相手の効果で
    BURST = "burst"  # 強襲により: the monster card played with 強襲, at its end phase (12.5.2, 12.5.3)
    CRUSH = "crush"  # 踏み潰し処理で: sharing a zone with an invading monster (11.3.3)
    DUPLICATE = "duplicate"  # 重複カード処理で: a later card of its type placed in its zone or strategy zone (11.5.1)
    ILLEGAL = "illegal"  # 不正カード処理で: a card where its type cannot be, put into the discard pile — not destroyed (11.4)
    OWN_EFFECT = "own-effect"  # あなたの効果で: an effect whose master is the trigger's master (3.1.2)
    EFFECT = "effect"  # 効果で: an effect of either player's, not a rule (the crush, 11.3)
    # 手札から出現した: appeared from the hand (5.11.3) — played from there by the main-phase action (8.2, 8.5, 12.5.2)
    # or put from there directly into a zone by a rule or an effect (「あなたの手札の…を出現させる」)
    HAND = "hand"
    DECK = "from-deck"  # 山札から出現した (5.11.3): searched and played, or evolved into (12.6.2)
    DISCARD = "from-discard"  # 捨て札から出現した (5.11.3)
    MONSTER_DECK = "from-monster-deck"  # 怪獣デッキから出現した (5.11.3): the next monster (5.15.1.2), by an effect


# the area a card appeared from (Card.played_from, 5.11.3) as the cause a trigger says (「手札から出現した時」)
AREA_WORDS = {"hand": "hand", "deck": "deck", "discard": "discard pile", "monster_deck": "monster deck"}
APPEARED_FROM = {"hand": Cause.HAND, "deck": Cause.DECK, "discard": Cause.DISCARD, "monster_deck": Cause.MONSTER_DECK}


@dataclass(frozen=True)
class Trigger:
    """What starts an automatic ability (10.6.2): an event, whose it is, and the qualifiers
    printed with it ("いずれかの怪獣カードがエリア6~8に進攻した時" is INVADED, ANY, zones 6–8)."""

    event: Event
    whose: Whose | None = None  # None for OWN_EVENTS; PHASE: YOU (あなたの…) or ANY
    phase: Phase | None = None  # PHASE: which phase begins
    cause: Cause | None = None  # DISCARDED / TO_DISCARD / DESTROYED_SELF: only when so (None: however)
    zones: tuple[int, ...] = ()  # INVADED / REACHED_ZONE: only when the monster is now in one of these
    column: bool = False  # ADVANCED: only into the column of the opponent's monster (4.4.5.4)
    kind: str = ""  # TO_DISCARD / STACKED / RETURNED / HAND_DISCARD: only when the card the event is of is
    #                 of this type ("" any)
    own: bool = False  # STACKED: only when it is of the card with the ability ("これの下に")
    # only when the card the event is of is one this card phrase finds ("あなたの赤の交戦カードが破壊された時",
    # "相手が《兵器》を持つ交戦カードを出現させた時"): its filters, the card seen as 10.6.4.1 says
    card: "Target | None" = None

    def __eq__(self, other: object) -> bool:
        """As a dataclass compares (its fields in order), the same trigger first (what the game's sets
        of triggers hold, compared at every event heard) and the fields read in one call, not a tuple
        built field by field in Python. The hash stays the dataclass's."""
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self is other or _TRIGGER_FIELDS(self) == _TRIGGER_FIELDS(other)

    def __str__(self) -> str:
        """"phase (you, main)", "invaded (any, zones 6–8)": for people (docs, tests), never read back."""
        qualifiers = [str(x) for x in (self.whose, self.phase) if x is not None]
        qualifiers += [f"by {self.cause}"] if self.cause else []
        if self.zones:
            qualifiers.append(f"zones {self.zones[0]}–{self.zones[-1]}" if len(self.zones) > 1
                              else f"zone {self.zones[0]}")
        qualifiers += ["column"] if self.column else []
        qualifiers += [f"{self.kind} card"] if self.kind else []
        qualifiers += ["this card"] if self.own else []
        qualifiers += [", ".join(self.card.filter_words())] if self.card is not None else []
        return str(self.event) + (f" ({', '.join(qualifiers)})" if qualifiers else "")

    def fires(self, events: frozenset[Event], whose: tuple[Whose, ...], zone: int, column: bool,
              kind: str = "", own: bool = False, causes: frozenset[str] = frozenset()) -> bool:
        """Whether a player's event (one of ``events``, the monster now in ``zone``, in the
        opponent's column or not; of a card of type ``kind``, the card with the ability or not
        (``own``); happening for each of ``causes``, as the master sees them: ``causes_of``) is this
        trigger's, for a master to whom the player is ``whose``."""
        return (self.event in events and self.whose in whose and (not self.zones or zone in self.zones)
                and (column or not self.column) and (not self.kind or self.kind == kind) and (own or not self.own)
                and (self.cause is None or self.cause in causes))


@functools.lru_cache(maxsize=1024)
def causes_of(cause: str, master: str, played_by: str = "", played_from: str = "") -> frozenset[str]:
    """Why an event happened, in the words a trigger of ``master``'s says it: an effect's (「相手の効果で」,
    「あなたの効果で」, or any 「効果で」, by the master of the effect, 3.1.2), a rule's (強襲 12.5.2, the crush
    11.3.3), or the area a card appeared from (5.11.3: 「手札から」 — played from the hand by the main-phase action,
    8.2, 8.5, or put from it directly by an effect). Worked out once for each (cause, master, how played, from
    where): asked for every player at every event some card watches."""
    found = {cause} if cause and not cause.startswith("effect:") else set()
    if cause.startswith("effect:"):
        found |= {Cause.EFFECT, Cause.OWN_EFFECT if cause == f"effect:{master}" else Cause.OPPONENT_EFFECT}
    # 5.11.3: from the area it was in (12.5.2: 【強襲】 plays it from the hand)
    by_hand = {Cause.HAND} if played_by in ("hand", "burst") else set()
    by_hand |= {APPEARED_FROM[played_from]} if played_from in APPEARED_FROM else set()
    # 5.11: played by an effect (「効果で出現した時」), whoever's — whose, when the event says (cause "effect:A")
    by_effect = {Cause.EFFECT} if played_by == "effect" else set()
    return frozenset(found | by_hand | by_effect | ({Cause.BURST} if played_by == "burst" else set()))


_TRIGGER_FIELDS = operator.attrgetter(*(f.name for f in dataclasses.fields(Trigger)))  # every field, as a tuple


@dataclass(frozen=True)
class Until:
    """How long a one-shot effect's change lasts (10.2.1.2), when longer or shorter than the turn
    (7.5.6): to the end of a player's next turn ("次の相手のターン終了時まで"), or of a phase —
    this turn's ("このメインフェイズ終了時まで") or a player's next one."""

    whose: str = ""  # "" this turn; "you" | "opponent": that player's next turn (the master's side);
    #                  "any" (a window only): whoever's turn comes next
    phase: Phase | None = None  # None: until the turn ends (7.5.6); else until that phase ends
    # a window that starts later: only during that next turn or phase, from its beginning to its end
    # ("次の相手のターン中", "次の撃退フェイズ中"); the change made now waits until then (10.2.1.2)
    window: bool = False
    game: bool = False  # 「このゲーム中」: for the rest of the game (10.2.1.2 names it, the default of a continuous effect)
    # 「このフェイズ中」: until the phase under way when the effect resolves ends (10.2.1.2) — which phase
    # the card cannot say, the engine reads it then (``phase`` stays None)
    this_phase: bool = False
    # 「このターンと次の相手のターン中」: this turn as well as the window (the two joined by と, 10.2.1.2) — from now
    # to the window's end, but not in a turn between them
    this_turn_too: bool = False
    # 「次のフェイズ中」: a window of the next phase to begin, whichever it is (7.1), read when the effect resolves
    next_phase: bool = False
    # 「次のあなたのターンのスタートフェイズ開始時まで」: until that phase BEGINS (10.2.1.2) — to the end of the phase before
    # it (7.1: phases follow each other), the end phase of the turn before for a start phase
    begins: bool = False

    def __str__(self) -> str:
        if self.begins:
            turn = {"": "the next turn", "you": "your next turn", "opponent": "the opponent's next turn"}[self.whose]
            return f"the beginning of {turn}" if self.phase is None else f"the beginning of the {self.phase} phase of {turn}"
        if self.game:
            return "the end of the game"
        if self.this_phase:
            return "the end of this phase"
        if self.window and self.next_phase:
            return "during the next phase"
        if self.window:
            turn = {"any": "the next turn", "you": "your next turn", "opponent": "the opponent's next turn"}[self.whose]
            if self.phase is None:
                return f"during this turn and {turn}" if self.this_turn_too else f"during {turn}"
            whose = {"any": "the", "you": "your", "opponent": "the opponent's"}[self.whose]
            return f"during {whose} next {self.phase} phase"
        turn = {"": "this turn", "you": "your next turn", "opponent": "the opponent's next turn"}[self.whose]
        return f"the end of {turn}" if self.phase is None else f"the end of the {self.phase} phase of {turn}"


class Turn(enum.StrEnum):
    """Whose turn an ability works in (あなたのターン中 / 相手のターン中)."""

    YOURS = "your-turn"
    OPPONENTS = "opponent-turn"


class Tally(enum.StrEnum):
    """What "〜につき" counts (10.8), when it is not a card phrase (a Target)."""

    OPPONENT_RAGE = "opponent-rage"  # 相手の怒り1
    YOUR_RAGE = "your-rage"  # あなたの怪獣カードの怒り1
    OPPONENT_EMPTY_ZONES = "opponent-empty-zones"  # 相手の空いているエリア1つ
    OPPONENT_RANK = "opponent-rank"  # 相手の怪獣カードの等級I
    YOUR_RANK = "your-rank"  # あなたの怪獣カードの等級1
    THIS_RANK = "this-rank"  # これの等級1
    THIS_COUNTER = "this-counter"  # これの撃退力1000: a battle card's own counter power (2.7)
    OPPONENT_THREAT = "opponent-threat"  # 相手の怪獣カードの脅威度1000
    YOUR_THREAT = "your-threat"  # あなたの怪獣カードの脅威度1000
    OPPONENT_STRATEGY_CARDS = "opponent-strategy-cards"  # 相手が置いている戦略カード1枚
    YOUR_STRATEGY_CARDS = "your-strategy-cards"
    YOUR_BATTLE_CARDS = "your-battle-cards"  # あなたのエリアにいる交戦カード1枚
    OPPONENT_BATTLE_CARDS = "opponent-battle-cards"
    INVADED_ZONES = "invaded-zones"  # このターンあなたの怪獣カードが進攻したエリア1つ
    OTHER_BATTLE_COLORS = "other-battle-colors"  # あなたのエリアにいる他の交戦カードの色の数
    RAGE_CHANGED = "rage-changed"  # この効果で減らした怒り1: how much the effect before actually changed a rage (3.4.4)


@dataclass(frozen=True)
class Count:
    """A "〜につき" count of your cards in your zones: those of a name, or those in some zones."""

    name: str = ""  # あなたのエリアにいる「X」1枚
    zones: tuple[int, ...] = ()  # あなたのエリア1、5、8にいる怪獣カードか交戦カード1枚 (the monster too)
    # 「このターンに破壊された交戦カード1枚につき」, 「このターンにあなたが引いたカード1枚につき」: the turn's records of
    # an event or act (GameState.done, 3.1.2, 10.6.2), each a card it happened to — a "happened-this-turn" /
    # "done-this-turn" Condition saying which
    happened: "Condition | None" = None
    # 「これの下にあるカードの等級の合計1につき」: a number ("rank", "counter", "threat") of the cards a phrase finds, added
    # up (10.8.1; cards under a card are read when the text names them, 3.2.3.1)
    sum_of: str = ""
    cards: "Target | None" = None


# 【進化N】 is played at the beginning of your main phase (12.6.2)
EVOLUTION = Trigger(Event.PHASE, Whose.YOU, Phase.MAIN)


WHOSE_ZONES = {"you": "your", "opponent": "the opponent's", "each": "each player's"}


COMPARE_WORDS = {"at-least": "{} or more", "at-most": "{} or less", "more": "more than {}",
                 "fewer": "fewer than {}", "exactly": "exactly {}"}


BOUND_WORDS = {"before": "at most", "after": "at least", "above": "greater than", "below": "less than"}
# an event's cause, kept with it for the turn ("event:kind@cause", 3.1.2), in words
CAUSE_SAID = {"opponent-effect": " by the opponent's effect", "own-effect": " by your own effect",
              "effect": " by an effect"}
# what an event of 10.6.2 is said as, in a condition over this turn ("happened-this-turn")
HAPPENED_WORDS = {"advanced": "moved forward", "retreated": "moved back", "invaded": "invaded", "rage-up": "went up",
                  "rage-down": "went down", "monster-played": "appeared", "battle-played": "appeared", "card-played": "appeared", "card-destroyed": "was destroyed",
                  "battle-destroyed": "was destroyed", "strategy-destroyed": "was destroyed", "countered": "was countered",
                  "evolved": "evolved", "placed-strategy": "was placed", "crushed": "was crushed",
                  "to-discard": "was put into the discard pile", "left-field": "left the field",
                  "returned": "was returned to the hand", "not-countered": "was not countered",
                  "moved": "moved to another zone", "to-deck": "was put into the deck"}


def failed(condition: "Condition | None") -> str:
    """What the trace says of a condition that does not hold (10.5): "not (…)", and of a negated one
    the part that holds ("これがエリア5~6にいないなら" fails: "this card is in zones 5–6", not "not not (…)")."""
    if condition is not None and condition.kind == "not" and condition.parts:
        return str(condition.parts[0])
    return f"not {condition}"


@dataclass(frozen=True)
class Condition:
    """"〜なら": what must hold when an effect resolves or while a modifier applies."""

    kind: str  # "rage-at-least" | "opponent-rage-at-least" | "discard-at-least" | "named-in-zones"
    #            | "battle-cards-at-least" | "in-zone" | "threat-at-most" | "column-with-opponent"
    value: int = 0  # the number: rage, cards, zone
    name: str = ""  # named-in-zones: the card name
    type: str = ""  # discard-at-least: only cards of this type ("" any)
    upto: int = 0  # opponent-in-zones: the last zone of the range
    target: "Target | None" = None  # count-at-least / count-at-most: which cards are counted
    parts: tuple["Condition", ...] = ()  # all: each must hold ("〜いて、〜なら"); any: one ("〜か、");
    #                                      not: its one part does not hold ("〜いない", "〜していない")
    stat: str = ""  # sum-at-least / sum-at-most: the number summed, "rank" | "threat" | "counter"
    #            compare: the number read, "rage" | "rank" | "hand" | "count" (the target's cards)
    compare: str = ""  # compare: "at-least" | "at-most" | "more" | "fewer" | "exactly" (10.5)

    def _number(self) -> str:
        whose = "the opponent's" if self.name == "opponent" else "your"
        if self.stat == "count":
            return f"the number of {self.aim}" + (f" in {WHOSE_ZONES[self.aim.owner]} zones"
                                                  if self.aim.area == "field" and not self.aim.zones else "")
        if self.stat.startswith("sum:"):  # 10.8.1: the numbers of the cards found, added up
            number = {"threat": "threat levels", "counter": "counter power", "rank": "ranks"}[self.stat[4:]]
            return f"the total {number} of {self.aim}" + (f" in {WHOSE_ZONES[self.aim.owner]} zones"
                                                         if self.aim.area == "field" and not self.aim.zones else "")
        if self.name in ("this", "it"):
            card = "this card's" if self.name == "this" else "that card's"
            return f"{card} " + {"threat": "threat level", "counter": "counter power", "rank": "rank"}[self.stat]
        if self.name == "invading":  # the invading monster: the turn player's (3.3)
            whose = "the invading"
        return {"rage": f"{whose} monster's rage", "rank": f"{whose} monster's rank",
                "threat": f"{whose} monster's threat level", "zone": f"the number of the zone {whose} monster is in",
                "hand": f"the number of cards in {whose} hand", "empty-zones": f"the number of {whose} empty zones"}[self.stat]

    @property
    def aim(self) -> Target:
        """The cards counted: the compiler gives every count one."""
        if self.target is None:
            raise ValueError(f"the condition {self.kind!r} has no target")
        return self.target

    def __str__(self) -> str:
        """In a player's words; made once per condition (a value, shared by every game): the trace says
        it each time an effect's condition does not hold (10.5), mostly the same few conditions."""
        known = self.__dict__.get("_words")
        if known is None:
            known = self._words()
            object.__setattr__(self, "_words", known)
        return known

    def _words(self) -> str:
        if self.kind == "all":
            return " and ".join(str(p) for p in self.parts)
        if self.kind == "any":
            return " or ".join(str(p) for p in self.parts)
        if self.kind == "not":
            part = self.parts[0]
            if part.kind == "strategy-placed" and part.value <= 1:  # "置いていない": none placed
                return (("you have" if part.name in ("you", "") else "the opponent has") + " no "
                        + ("base" if part.type == "base" else "strategy card") + " placed")
            return f"not ({part})"
        if self.kind in ("sum-at-least", "sum-at-most"):
            stat = {"rank": "ranks", "threat": "threat levels", "counter": "counter powers"}[self.stat]
            where = f" in {WHOSE_ZONES[self.aim.owner]} zones" if self.aim.area == "field" and not self.aim.zones else ""
            more = "or more" if self.kind == "sum-at-least" else "or less"
            return f"the {stat} of {self.aim}{where} add up to {self.value} {more}"
        if self.kind == "done-this-turn":
            done = {"strategy": "activated a strategy card", "invade": "invaded",
                    # 5.11.3: played from the hand, or put from it directly by an effect
                    "battle": "made a battle card appear from the hand (played, or put from there by an effect)",
                    "monster": "made a monster card appear from the hand (played, or put from there by an effect)",
                    "rage": "gained rage by discarding a monster card", "battle-played:": "made a battle card appear",
                    "monster-played:": "made a monster card appear", "drew:": "drawn a card",
                    "shuffled:": "shuffled the deck", "searched:": "searched the deck",
                    "revealed:": "revealed cards"}
            kind = self.type.partition(":")[2]
            did = done.get(self.type) or f"discarded a{'n' if kind == '' else ''} {kind + ' ' if kind else ''}card from the hand"
            return (f"{'you have' if self.name == 'you' else 'the opponent has'} {did} this turn"
                    + (f" ({COMPARE_WORDS[self.compare].format(self.value)} times)" if self.compare else ""))
        if self.kind == "happened-this-turn":
            event, _, kind = self.type.partition(":")
            kind, _, by = kind.partition("@")
            whose = {"you": "of yours", "opponent": "of the opponent's", "any": "of either player's"}[self.name]
            kind = kind or next((t for t in ("monster", "battle", "strategy") if event.startswith(t)), "")
            card = f"{kind} card" if kind else "card"
            if event in ("advanced", "retreated", "invaded", "countered", "not-countered"):
                card = "monster"
            said = (f"{'your' if self.name == 'you' else 'the opponent' + chr(39) + 's' if self.name == 'opponent' else 'a player' + chr(39) + 's'}"
                    f" monster's rage {HAPPENED_WORDS[event]}" if event.startswith("rage")
                    else f"a {card} {whose} {HAPPENED_WORDS.get(event, event)}")
            said += CAUSE_SAID.get(by, "")  # 「相手の効果で…ていたら」 (3.1.2)
            if self.target is not None:  # 「このターンあなたの赤の交戦カードが…ていたら」: only the cards the phrase finds
                said += f" (counting only cards: {', '.join(self.target.filter_words())})"
            return said + " this turn" + (f" ({COMPARE_WORDS[self.compare].format(self.value)} times)" if self.compare else "")
        if self.kind == "was-here":  # 「これが…にいたなら」 (10.6.4.1.2)
            return (f"{self.parts[0]} (where this card stood: the zone it was last in, if it has left the field)")
        if self.kind == "with-monster":
            return "this card is in the zone of your monster"
        if self.kind == "in-area":
            return "this card is in " + {"hand": "your hand", "discard": "your discard pile", "deck": "your deck",
                                         "strategy": "a strategy zone"}[self.type]
        if self.kind == "every-zone":
            whose = "your" if self.name == "you" else "the opponent's"
            monster = self.type != "strategy" and self.aim.type in ("", "monster")  # in its own zone (4.4.3)
            return (f"every one of {whose} {'strategy zones' if self.type == 'strategy' else 'zones 1-8'} has one of "
                    f"{self.aim} in it" + (" (the monster counts in its own zone)" if monster else ""))
        if self.kind == "changed-by" and self.stat == "position":  # 5.13: zones a monster actually moved
            whose = {"you": "your monster", "opponent": "the opponent's monster", "any": "the monster"}[self.name]
            way = "forward" if self.type == "up" else "back"
            return (f"this ability's effects moved {whose} {way} {COMPARE_WORDS[self.compare].format(self.value)} "
                    "zone(s) (as far as it actually moved)")
        if self.kind == "changed-by":  # 3.4.4: by what the effects actually did
            whose = {"you": "your", "opponent": "the opponent's"}[self.name]
            number = f"{whose} monster's rage" if self.stat == "rage" else f"the number of cards in {whose} hand"
            way = "went down" if self.type == "down" else "went up"
            return (f"{number} {way} by {COMPARE_WORDS[self.compare].format(self.value)} through this ability's "
                    "effects (as far as it actually changed)")
        if self.kind == "reached":
            whose = {"you": "your", "opponent": "the opponent's"}[self.name]
            number = f"{whose} monster's rage" if self.stat == "rage" else f"the number of cards in {whose} hand"
            return f"this ability's effects made {number} {COMPARE_WORDS[self.compare].format(self.value)}"
        if self.kind == "compare":  # with a number, or with another read now (parts[0], 10.5)
            return f"{self._number()} is {COMPARE_WORDS[self.compare].format(self.parts[0]._number() if self.parts else self.value)}"
        if self.kind == "zone-empty":  # 4.4.7: no card in it; 4.4.5.1, 4.4.5.2: there may be no such zone
            t = self.aim
            zone = (f"the zone {'in front of' if t.facing == 'front' else 'behind'} this card" if t.facing
                    else f"the zone next to this card on its {t.side} (as you see it)")
            return (f"{zone} is empty (there is such a zone, and no card in it, nor your monster)" if self.value == 1
                    else f"a card (or your monster) is in {zone} (there is such a zone)")
        if self.kind == "only":  # "…に赤の交戦カードだけがいる": some there, and none of the kind that is not
            return f"there are {self.aim} and only those among {self.parts[0].aim}"
        if self.kind in ("count-at-least", "count-at-most"):
            more = "or more" if self.kind == "count-at-least" else "or fewer"
            where = ""
            # the zones, or placed strategy cards (unless the target names its zones itself)
            if self.target is not None and self.target.area == "field" and not self.target.zones:
                whose = {"you": "your", "opponent": "the opponent's", "each": "each player's"}[self.target.owner]
                where = " placed" if self.target.type == "strategy" else f" in {whose} zones"
            if self.kind == "count-at-most" and self.value == 0:  # "〜がない": none
                return f"there are none of {self.target}{where}"
            return f"there are {self.value} {more} of {self.target}{where}"
        return {"rage-at-least": f"your monster's rage is {self.value} or more",
                "opponent-rage-at-least": f"the opponent's rage is {self.value} or more",
                "opponent-rage-at-most": f"the opponent's rage is {self.value} or less",
                "it-is": f"it is a {self.type} card",
                "turn-is": f"it is {'your' if self.name == 'you' else 'the opponent' + chr(39) + 's'} turn",
                "phase-is": f"it is {({'you': 'your ', 'opponent': 'the opponent' + chr(39) + 's '}).get(self.name, 'the ')}"
                            f"{self.type} phase",
                "it-traits-differ": "each of those cards has a trait the other lacks",
                # 5.11.3: from an area — played from there, or put from there directly by a rule or an effect
                "played-by": {"hand": "it appeared from the hand (played, or put from there by an effect)",
                              "burst": "it was played by 【強襲】 (from the hand)",
                              "effect": "it was played by an effect"}.get(
                    self.type, f"it appeared from the {AREA_WORDS.get(self.type, self.type)}"
                    if self.type in APPEARED_FROM else f"it was played by {self.type}"),
                "monster-under-at-least": f"{self.value} or more cards are under your monster",
                "opponent-trait-in-zones": f"a card with 《{self.name}》 is in the opponent's zones",
                "under-has": (f"a card with 《{self.name}》" if self.type == "trait" else f"a card 「{self.name}」")
                             + " is under this card",
                "opponent-in-zones": f"the opponent's monster is in "
                                     + (f"zones {self.value}–{self.upto}" if self.upto != self.value else f"zone {self.value}"),
                "monster-in-zones": "your monster is in "
                                    + (f"zones {self.value}–{self.upto}" if self.upto != self.value else f"zone {self.value}"),
                "opponent-rank-at-least": f"the opponent's monster is of rank {self.value} or more",
                "opponent-battle-cards-at-least": f"{self.value} or more battle cards are in the opponent's zones",
                "opponent-battle-cards-at-most": f"{self.value} or fewer battle cards are in the opponent's zones",
                "opponent-empty-zones-at-least": f"the opponent has {self.value} or more empty zones",
                "battle-cards-at-least": f"you have {self.value} or more battle cards in your zones",
                "column-with-opponent": "this card is in the column of "
                                        + ("your monster" if self.name == "you" else "the opponent's monster"),
                "discard-at-least": f"{self.value} or more {self.type + ' cards' if self.type else 'cards'} are in your discard pile",
                "named-in-zones": f"{self.value} or more 「{self.name}」 are in your zones",
                "in-zone": f"this card is in zone {self.value}",
                "in-zones": f"this card is in zones {self.value}–{self.upto}",
                "adjacent-all-have": f"a battle card with 《{self.name}》 is in every zone of yours next to this card",
                "zone-as-opponent": "this card is in the zone numbered as the opponent's monster's",
                "zone-at-least-opponent": "this card's zone number is at least the opponent's monster's",
                "rank-at-most": f"your monster is of rank {self.value} or less",
                "invaded-this-turn": ("this card has" if self.name == "this" else "your monster has") + " invaded this turn",
                "destroyed-this-turn": "a battle card of the opponent's was destroyed this turn",
                "adjacent-to-monster": "this card is in a zone adjacent to your monster",
                "under-at-least": f"{self.value} or more cards are under this card",
                "under-none": f"no {self.type or 'card'}{' card' if self.type else ''} is under this card",
                "monster-in-zone": f"{'your' if self.name == 'you' else 'the opponent' + chr(39) + 's'} monster is in zone {self.value}",
                "colors-at-least": f"your battle cards are of {self.value} or more colors",
                "monster-in-it-zones": f"{'your' if self.name == 'you' else 'the opponent' + chr(39) + 's'} monster is in a zone numbered as one of those cards' ranks",
                "rank-at-least": f"{'your' if self.name == 'you' else 'the opponent' + chr(39) + 's'} monster is of rank {self.value} or more",
                "monster-zone-at-least": f"your monster is in zone {self.value} or beyond",
                "strategy-placed": ("you have" if self.name in ("you", "") else "the opponent has") + " placed "
                                   + (f"{self.value} or more " if self.value > 1 else "a ")
                                   + ("base" if self.type == "base" else "strategy card")
                                   + ("s" if self.value > 1 else ""),
                "threat-at-most": f"{'your' if self.name == 'you' else 'the opponent' + chr(39) + 's'} monster's "
                                  f"threat level is {self.value} or less"}[self.kind]


SAME_STAT_WORDS = {"rank": "of the same rank as", "threat": "of the same threat level as",
                   "counter": "of the same counter power as", "color": "sharing a color with",
                   "name": "with the same name as", "trait": "sharing a trait with"}
# 「これより等級の高い」, 「…の等級以下の」: a number against another card's (Target.same_way)
THAN_WORDS = {"above": "higher than", "below": "lower than", "at-least": "at least", "at-most": "at most"}
STAT_WORDS = {"rank": "rank", "threat": "threat level", "counter": "counter power", "rage": "rage"}
REF_WORDS = {"this": "this card", "it": "that card", "you": "your monster", "opponent": "the opponent's monster",
             "invading": "the invading monster", "rage-you": "your", "rage-opponent": "the opponent's",
             "named": "the number named"}


def same_as_words(target: "Target") -> str:
    """"of the same rank as that card", "of rank higher than this card's": a Target's reference to another card."""
    if target.same_way:
        own = STAT_WORDS[target.own_stat or target.same_stat]
        theirs = f" {STAT_WORDS[target.same_stat]}" if target.own_stat else ""
        whose = REF_WORDS[target.same_as] + ("" if target.same_as.startswith("rage-") else "'s")
        return f"of {own} {THAN_WORDS[target.same_way]} {whose}{theirs}"
    return f"{SAME_STAT_WORDS.get(target.same_stat, '')} {REF_WORDS.get(target.same_as, '')}"


def _bound_words(stat: str, value: int | None, way: str) -> str:
    """"counter power 3000 or less"; a bound said without itself (「3000未満」: 2999 or less) in its own words."""
    if value is None:
        return ""
    if way == "max":
        return f"{stat} less than {value + 1}" if value % 1000 == 999 else f"{stat} {value} or less"
    return f"{stat} more than {value - 1}" if value % 1000 == 1 else f"{stat} {value} or more"


# the card a Target's near_of names, in words
NEAR_OF_WORDS = {"it": "the card named before", "you": "your monster", "opponent": "the opponent's monster",
                 "invading": "the invading monster"}


@dataclass(frozen=True)
class Target:
    """Which cards an effect may choose (10.5.3): filters that all must hold."""

    owner: str = "opponent"  # "you" | "opponent" | "each", relative to the ability's master
    type: str = "battle"  # "battle" | "strategy" | "monster" | "" (any)
    rank_max: int | None = None  # 等級N以下
    rank_min: int | None = None  # 等級N以上
    trait: str = ""
    same_column: bool = False  # これと同じ縦列にいる (4.4.5.4)
    monster_column: str = ""  # (あなた|相手)の怪獣カード/進攻怪獣と同じ縦列にいる: "you" | "opponent" | "invading"
    adjacent: bool = False  # これの隣接エリアにいる (4.4.5.2)
    # これがいたエリアと同じ縦列にいる / …の隣接エリアにいる: the column or the zones next to the zone this card was
    # last in on the field (last-known information, 10.6.4.1.2) — where it still stands, its zone now
    was_here: bool = False
    zones: tuple[int, ...] = ()  # エリア1~5にいる: only in these zones
    area: str = "field"  # "field" (zones / strategy zones) | "deck" | "hand" | "discard" | "anywhere"
    #                      | "under" (stacked under the source, 3.2) | "under-monster" (under owner's monster)
    #                      | "it" (the cards the effect before moved: 捨てた / 破壊した / 手札に加えた)
    #                      | "shown" (every card the effect before revealed or looked at, wherever it went
    #                        since: 公開した / 見た, 5.9, 5.10)
    name: str = ""  # 「名前」: only cards of this name
    traits_any: tuple[str, ...] = ()  # 《A》か《B》を持つ: one of these traits
    keyword: str = ""  # 強襲を持つ / 進化を持つ: cards with this keyword ability
    rank: int | None = None  # 等級IIIの: exactly this rank
    invasion: int | None = None  # 進攻2の: this invasion icon
    other: bool = False  # 他の: not the source itself
    colors: tuple[str, ...] = ()  # 青の / 赤か青の: one of these colors
    traits_all: tuple[str, ...] = ()  # 《A》と《B》を両方持つ: every one of these traits
    pick_zone: bool = False  # 相手のエリア1つを指定し、そのエリアおよび隣接エリア: a zone chosen first
    same_number: bool = False  # これがいるエリアと同じ数字の: the zone numbered as this card's
    name_contains: str = ""  # カード名に「メーサー」を含む: names with this in them
    # what the effect before did ("それ", "その捨てたカード", "公開したカード", area "it"):
    it_column: bool = False  # それと同じ縦列にいる: in the column of the card the event names
    except_it: bool = False  # それ以外の: not one of the cards the effect before chose or moved (10.5.3)
    it_rank_max: bool = False  # その捨てたカードの等級以下の: rank at most that card's
    it_zones: bool = False  # 公開したカードの等級と同じ数字の: in the zones numbered as their ranks
    most: str = ""  # 最も等級の低い ("rank-low"), 最も撃退力の高い ("counter-high"): only those with the lowest
    # (highest) of that number among the cards found, as changed (10.8.1); ties: all of them
    facing: str = ""  # これの前の/後のエリアにいる ("front"/"behind"): the zone in front of or behind
    #                   this card, on its side (4.4.5.1)
    # 「それの隣接エリアにいる」, 「選んだカードの前のエリアにいる」, 「相手の怪獣カードの隣接エリアにいる」: adjacent / facing
    # measured from another card's zone on its own side (4.4.5.1, 4.4.5.2) — "it" (the card named before), "you" /
    # "opponent" (that player's monster, in its position's zone, 3.3.3.2), "invading" (the turn player's, 3.3)
    near_of: str = ""
    side: str = ""  # これより左側にいる ("left"/"right"): further that way than this card, as the master
    #                 sees it (4.4.5.5.1-3); "lateral" (これの左右の隣接エリア): either way, not front or behind
    extreme: str = ""  # 最も左側/右側にいる ("left"/"right"): none of them further that way, as the
    #                    master sees them (4.4.5.5.2, 4.4.5.5.4)
    named_zone: bool = False  # 指定した数字の: in the zone numbered as the number named before
    zone_named: bool = False  # そのエリアにいる (after 相手のエリア1つを指定し): … the zone named, on its side (10.5.3)
    # (相手の怪獣カード|これ)がいるエリア以前/以降の: zones numbered at most / at least (4.4.5.3) the zone of
    bound_from: str = ""  # … "this" card, or "you" / "opponent" (that player's monster, 4.4.3)
    bound: str = ""  # "before" (以前) | "after" (以降) | "above" (より大きい) | "below" (より小さい)
    rank_not: int | None = None  # 等級23でない: any rank but this
    colors_not: tuple[str, ...] = ()  # 赤でない: of none of these colors
    same_card: bool = False  # これと同じカード: the same card as the source (its definition)
    names: tuple[str, ...] = ()  # 「A」と「B」をそれぞれ: one card of each of these names
    counter_max: int | None = None  # 撃退力N以下の: counter power as it is now (2.7, 10.8.1)
    counter_min: int | None = None  # 撃退力N以上の
    threat_max: int | None = None  # 脅威度N以下の: a monster card's threat level (2.6), the invading one's as now (3.4.5)
    threat_min: int | None = None  # 脅威度N以上の
    traits_not: tuple[str, ...] = ()  # 《A》を持たない: none of these traits (2.5)
    colors_min: int = 0  # 2色以上の / 複数の色を持つ: of at least this many colors (2.4.4)
    traits_min: int = 0  # 特徴を2つ以上持つ: of at least this many traits (2.5.1.1)
    name_not: str = ""  # 「A」以外の: any name but this (2.1.3)
    no_text: bool = False  # テキストを持たない: no card text (2.9.1)
    # (これ|それ|選んだカード|あなたの怪獣カード|相手の怪獣カード)と同じ等級の: a number or a name equal to another
    # card's, as it is now (10.8.1): that card "this" | "it" (the card referred back to) | "you" | "opponent"
    # (that player's monster); of the stat "rank" | "threat" | "counter" | "color" (one shared) | "name"
    # … or "invading" (the invading monster, the turn player's, 3.3); of the stat … | "trait" (one in common, 2.5)
    same_as: str = ""
    same_stat: str = ""
    # a number compared with that card's instead: "above" | "below" (より高い/低い) | "at-least" | "at-most" (以上/以下)
    same_way: str = ""
    # … that number of this card's own, when not the same as the other's (「…の脅威度以下の撃退力を持つ」); with
    # same_as "rage-you" / "rage-opponent" (same_stat "rage"), a player's rage is the other number (3.4)
    own_stat: str = ""
    invasion_min: int | None = None  # 進攻1以上の: an invasion icon of at least this (2.8)
    invasion_max: int | None = None  # 進攻2未満の: … of at most this
    owned_by: str = ""  # 持ち主が相手の: the card's owner (4.1.7), "you" | "opponent", not its master (3.1.2)
    # 「この効果で破壊されたあなたの交戦カード」: among the cards an effect took (area "it"), only those whose master
    # was this player when it took them (3.1.2: "your cards" on the field are those in your areas), "you" | "opponent"
    was_whose: str = ""

    @classmethod
    def saved(cls, fields: dict) -> "Target":
        """A target kept in a saved game (a prohibition for a time naming cards): its fields, lists as tuples."""
        kept: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()}
        return cls(**kept)

    def filter_words(self) -> list[str]:
        """Which cards of its kind it finds, in words ("rank 4 or less", "with 《兵器》", "red"): its filters."""
        # 「相手のエリアにいる」: the zones of the player whose cards they are (4.4.2, 4.4.4.1), said so
        theirs = self.owner == "opponent" and self.area == "field"
        zone = "the opponent's zone" if theirs else "the zone"
        return [text for text, on in (
            (f"rank {self.rank_max} or less", self.rank_max is not None),
            (f"rank {self.rank_min} or more", self.rank_min is not None),
            (f"rank {self.rank}", self.rank is not None),
            (f"with 《{self.trait}》", bool(self.trait)),
            ("with " + " or ".join(f"《{x}》" for x in self.traits_any), bool(self.traits_any)),
            ("with " + " and ".join(f"《{x}》" for x in self.traits_all), bool(self.traits_all)),
            (" or ".join(self.colors), bool(self.colors)),
            (f"named 「{self.name}」", bool(self.name)),
            ("one named " + " and one named ".join(f"「{n}」" for n in self.names), bool(self.names)),
            (f"with 「{self.name_contains}」 in the name", bool(self.name_contains)),
            (f"not rank {self.rank_not}", self.rank_not is not None),
            ("not " + " or ".join(self.colors_not), bool(self.colors_not)),
            (f"with {self.keyword}", bool(self.keyword)),
            (f"invasion icon {self.invasion}", self.invasion is not None),
            (f"invasion icon {self.invasion_min} or more", self.invasion_min is not None),
            (f"invasion icon {self.invasion_max} or less", self.invasion_max is not None),
            ({"you": "owned by you", "opponent": "owned by the opponent"}.get(self.owned_by, ""), bool(self.owned_by)),
            ({"you": "yours when it was taken", "opponent": "the opponent's when it was taken"}.get(self.was_whose, ""),
             bool(self.was_whose)),
            (f"in {zone if theirs else 'zone'}{'s' if len(self.zones) > 1 else ''} {', '.join(map(str, self.zones))}",
             bool(self.zones)),
            ("in the column of the zone this card was in", self.same_column and self.was_here and not self.pick_zone),
            ("in this card's column", self.same_column and not self.was_here and not self.pick_zone),  # … else where the zone is chosen
            ({"you": "in your monster's column", "opponent": "in the opponent's monster's column"}.get(
                self.monster_column, "in the invading monster's column"),
             bool(self.monster_column)),
            ("next to the zone this card was in", self.adjacent and self.was_here),
            (f"next to {NEAR_OF_WORDS.get(self.near_of, 'this card')}", self.adjacent and not self.was_here),
            (f"in the zone {'in front of' if self.facing == 'front' else 'behind'} {NEAR_OF_WORDS.get(self.near_of, 'this card')}",
             bool(self.facing)),
            # 「これと同じ縦列の相手のエリア1つを指定し、そのエリアおよび隣接エリア」: the column bounds the zone
            # chosen, not the cards found (the zones next to it may lie outside the column)
            ("in a chosen zone" + (" of this card's column" if self.same_column else "")
             + " and the zones next to it", self.pick_zone),
            (f"in {zone} numbered as the one this card was in", self.same_number and self.was_here),
            (f"in {zone} numbered as this card's", self.same_number and not self.was_here),
            ("other than this one", self.other),
            ("in the column of that card", self.it_column),
            ("other than those chosen or moved before", self.except_it),
            ("of rank at most that card's", self.it_rank_max),
            (f"in {zone}s numbered as those cards' ranks", self.it_zones),
            (MOST_WORDS.get(self.most, ""), bool(self.most)),
            (f"the {self.extreme}most of them as you see them", bool(self.extreme)),
            ("left or right of this card, not in front or behind" if self.side == "lateral"
             else f"further {self.side} than this card as you see it", bool(self.side)),
            ("in the zone named", self.zone_named),
            ("in the zone of the number named", self.named_zone and not self.zone_named),
            (f"in a zone numbered {BOUND_WORDS.get(self.bound, '')} that of "
             + {"this": "this card", "you": "your monster", "opponent": "the opponent's monster",
                "it": "that card"}.get(self.bound_from, ""),
             bool(self.bound_from)),
            ("the same card as this one", self.same_card),
            (_bound_words("counter power", self.counter_max, "max"), self.counter_max is not None),
            (_bound_words("counter power", self.counter_min, "min"), self.counter_min is not None),
            (_bound_words("threat level", self.threat_max, "max"), self.threat_max is not None),
            (_bound_words("threat level", self.threat_min, "min"), self.threat_min is not None),
            ("without " + " or ".join(f"《{x}》" for x in self.traits_not), bool(self.traits_not)),
            (f"of {self.colors_min} or more colors", bool(self.colors_min)),
            (f"with {self.traits_min} or more traits", bool(self.traits_min)),
            (f"not named 「{self.name_not}」", bool(self.name_not)),
            (same_as_words(self), bool(self.same_as)),
            ("without text", self.no_text)) if on]

    def __str__(self) -> str:
        """"the opponent's battle cards (rank 4 or less)": whose, which kind, where, which."""
        kind = {"battle": "battle cards", "strategy": "strategy cards", "monster": "monster cards"}.get(
            self.type, "cards")
        filters = self.filter_words()
        if self.area == "it":  # whose they are does not matter: those the effect before moved
            return f"those {kind}" + (f" ({', '.join(filters)})" if filters else "")
        if self.area == "shown":  # "公開した…": every one revealed or looked at, wherever it went since
            return f"the {kind} revealed or looked at" + (f" ({', '.join(filters)})" if filters else "")
        if self.area == "rest":  # "残り": those revealed or looked at and not moved since
            return f"the rest of the {kind} revealed or looked at" + (f" ({', '.join(filters)})" if filters else "")
        if self.area == "under":  # … or those stacked under this card
            return f"{kind} under this card" + (f" ({', '.join(filters)})" if filters else "")
        if self.area == "under-monster":  # … or under a player's monster
            whose = {"you": "your", "opponent": "the opponent's"}[self.owner]
            return f"{kind} under {whose} monster" + (f" ({', '.join(filters)})" if filters else "")
        whose = {"you": "your", "opponent": "the opponent's", "each": "each player's"}[self.owner]
        places = {"field": "", "anywhere": "", "deck": " in the deck", "hand": " in the hand",
                  "monster_deck": " in the monster deck",
                  "discard": " in the discard pile", "invasion-cost": " discarded for this turn's invasion"}
        # 「あなたの手札と捨て札の…」: two of a player's piles at once ("hand+discard", 5.8.1.1)
        place = " and".join(places[a] for a in self.area.split("+"))
        return f"{whose} {kind}{place}" + (f" ({', '.join(filters)})" if filters else "")


# what "〜につき" multiplies by: a tally, a count, or the cards a card phrase finds
Per = Tally | Count | Target


@dataclass(frozen=True)
class Effect:
    verb: str  # one of VERBS
    amount: int = 1  # cards, rage (negative reduces), times
    who: str = "you"  # "you" | "opponent": whose rage / monster / hand
    name: str = ""  # the card named (play-from-discard), the token (token), the trait (evolve)
    target: Target | None = None  # destroy: which cards; amount 0 means all of them
    upto: bool = False  # "N枚まで": any number from 0 to N (10.5.3.1.1)
    may: bool = False  # "〜てよい": the master chooses whether it happens at all
    condition: Condition | None = None  # "〜なら、": only if it holds on resolution
    cost: "Effect | None" = None  # "Xすることで、": X is paid first, if the player chooses (10.5.4)
    paid_first: bool = False  # "Xすることで、Yなら、": Y is checked after X is paid (10.5.4)
    # a bound on the monster the verb acts on (「相手の脅威度40000以下の怪獣カードを…後退させる」, 7.4.2; 「同じ数字の
    # エリアにいる相手の怪獣カードを…」): not the effect's condition but which monster it names, so checked as the
    # verb acts — after any cost is paid (10.5.4) — and when the monster is not so the verb does nothing (1.3.2)
    bound: Condition | None = None
    card_type: str = ""  # discard: only cards of this type
    # "Aし、B": B is part of A's sentence — skipped when A was not carried out (its condition false, its cost
    # not paid, its "may" declined, or A itself skipped), but done when A was carried out and could do
    # nothing: what cannot be done is simply not done, the rest as far as possible (1.3.2)
    with_previous: bool = False
    # "そうしたら、B" / "そうしたなら" / "その場合" / an optional replacement's "そうしたら": B only if A was
    # actually done (10.2.1.3.2, 10.9.3)
    if_done: bool = False
    unless_previous: bool = False  # "〜しなかったなら、": only if the effect before did not happen (10.5)
    to: str = ""  # to-hand: "reveal" (公開し、手札に加える: shown first, 5.10.1);
    #               search: where the found cards go, "hand", "reveal-hand" (公開し、手札に加え),
    #               "play", "under" (this card),
    #               "on-this" / "on-it" (played on top of this card / of the card before, 3.2.5);
    #               play / token / move / move-self / self-from-discard: the zones of the master's it
    #               goes to — "adjacent" (next to this card, 4.4.5.2), "adjacent-each", "empty"
    #               (4.4.7), "empty-each", "zones" (those of ``into``), "" any; look: "top" / "bottom";
    #               swap: "this" (this card and the one chosen); to-deck…: "shuffle" (then the deck
    #               is shuffled), "any-order" (好きな順で: in the order the player chooses them)
    into: tuple[int, ...] = ()  # to "zones": エリア3~5に
    near: str = ""  # a destination named from this card: "column" (これと同じ縦列の…エリアに, 4.4.5.4), "left" /
    #                 "right" (これより左側の…エリアに, 4.4.5.5), "front" / "behind" (これの前の…, 4.4.5.1):
    #                 only zones of the master's there
    zones_of: str = ""  # move: whose zones the card goes to when the text names a player ("you" / "opponent",
    #                     as the effect's master sees it); "" its own master's. Into the other player's
    #                     zones it changes master, its owner staying (3.1.2, 4.1.7)
    # choose: "以下をNつ行う" — the options, each its printed text and its effects (10.5.2.2.1)
    options: tuple[tuple[str, tuple["Effect", ...]], ...] = ()
    take: int = 0  # reveal-take: how many of the revealed cards to take (0: every one that fits)
    per: Per | None = None  # "〜につき": the amount is multiplied by this count (AbilityLayer.count)
    per_every: int = 1  # "〜2枚につき", "脅威度1000につき": by the count's whole groups of this many (AbilityLayer.times)
    instead_if: Condition | None = None  # instead: when it holds, options[0] happens instead of [1]
    # until-end-of-turn: the change it makes ("そのターン中、…撃退力+1000"), added or multiplied ("×"),
    # a prohibition ("相手は戦略カードを発動できない") or a once-a-turn action allowed again
    modifier: "Modifier | None" = None
    until: Until | None = None  # until-end-of-turn: when it ends, if not with this turn (10.2.1.2)
    later: "Trigger | None" = None  # delayed: the moment its effects (options[0]) trigger at, once (10.6.5)
    other: Target | None = None  # swap "piles": the second card, the first being ``target``'s; "field": the
    #                              field card, ``target`` the pile's (5.6.1)
    look_upto: bool = False  # look with a take: "N枚まで見て" looks one card more at a time (5.5.2); upto is the take's
    # 「相手は自分の怒りを1減らしてよい」: the player the text names as doing it, who chooses whether to (3.1.2.3.1) — a
    # cost the opponent may pay; "" the verb's own rule (ACTOR_VERBS: its "who") or else the master
    chooser: str = ""

    @property
    def aim(self) -> Target:
        """The target of a verb that needs one: the compiler gives every such verb one."""
        if self.target is None:
            raise ValueError(f"the effect {self.verb!r} has no target")
        return self.target

    @property
    def counted(self) -> Per:
        """by-count's count: the compiler always gives it one."""
        if self.per is None:
            raise ValueError(f"the effect {self.verb!r} counts nothing")
        return self.per

    @property
    def when_later(self) -> Trigger:
        """delayed's moment: the compiler always gives it one."""
        if self.later is None:
            raise ValueError(f"the effect {self.verb!r} has no moment")
        return self.later

    @property
    def change(self) -> Modifier:
        """until-end-of-turn's change: the compiler always gives it one."""
        if self.modifier is None:
            raise ValueError(f"the effect {self.verb!r} has no change")
        return self.modifier


@dataclass(frozen=True)
class Modifier:
    """A continuous change of a number (10.8.1.5)."""

    stat: str  # "threat" | "counter" | "rank"
    amount: int
    scope: str = "self"  # "self" | "your-monster" | "your-battle-cards" | "opponent-battle-cards"
    #                       | "cards" (those ``target`` finds)
    trait: str = ""  # only cards with this trait
    rank_max: int | None = None  # only cards of this rank or lower
    per: Per | None = None  # "〜につき": the amount is multiplied by this count (AbilityLayer.count)
    per_every: int = 1  # "〜2枚につき": by the count's whole groups of this many (AbilityLayer.times)
    condition: Condition | None = None  # "〜なら、": only while it holds
    zones: tuple[int, ...] = ()  # あなたのエリア8にいる: only cards in these zones
    other: bool = False  # 他の: not the source itself
    forbids: str = ""  # stat "forbid": the action it forbids (1.3.3) — "activate-strategy",
    #                    "advance-self", "retreat", "invade", "play-battle" (zones: only into these),
    #                    "rage-up", "rage-down", "discard" (from the hand), "mill"; scope is who is bound;
    #                    stat "once-more": the once-a-turn action allowed once more (8.5.2, 8.6.2);
    #                    stat "times-a-turn": … allowed up to ``amount`` times a turn
    column: bool = False  # forbid: only in the zones of this card's column (4.4.5.4)
    onto: str = ""  # stack-play-rank: the trait of the battle card it may be played on top of
    target: Target | None = None  # scope "cards": the cards a card phrase finds (10.8.1)
    by: str = ""  # forbid: "opponent" — only what the opponent's effects would do (相手の効果で)
    grants: tuple["Ability", ...] = ()  # stat "grant": the abilities the cards it reaches have (10.8.1.2)
    abilities: str = ""  # stat "invalid": only abilities of this kind (ABILITY_KINDS), "" every one (10.3.2)

    @property
    def aim(self) -> Target:
        """Scope "cards"' card phrase: the compiler always gives it one."""
        if self.target is None:
            raise ValueError(f"the change {self.stat!r} of {self.scope!r} has no cards")
        return self.target


# the rules' own steps a replacement may take the place of (10.9.1): the start phase's draw (7.2.2)
# and rage set to 0 (7.2.4), the end phase's advance (7.5.2) and draw up to 5 (7.5.4)
RULE_STEPS = ("start-draw", "start-rage", "end-advance", "end-draw")
# the replaced events of a player's, not of a card's own (10.9.2.2): the rules' steps and a draw (5.4), replaced by
# either player's cards
# a player's acts on the deck or on cards (5.3.1, 5.8, 5.10.1, 5.5.1): replaced or forbidden, whoever's effect makes them
DECK_ACTS = ("shuffle", "search", "reveal", "look")
PLAYERS_REPLACED = frozenset(RULE_STEPS) | {"draw"} | frozenset(DECK_ACTS)

@dataclass(frozen=True)
class Ability:
    text: str  # the printed sentence it comes from, for the trace
    kind: str  # "auto" | "continuous" | "replacement" | "keyword"
    trigger: Trigger | None = None  # auto: what starts it
    effects: tuple[Effect, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    awakening: int = 0  # 12.4.2: only while your monster is in zone N or beyond
    per_turn: int = 0  # auto: played at most this many times a turn ("1ターンに1回"; 0: no limit)
    per_game: bool = False  # per_turn counts the whole game, not a turn ("1ゲームに1回")
    valid_if: "Condition | None" = None  # "この能力は…場合にのみ有効である": invalid unless it holds (10.3.3)
    during: Turn | None = None  # あなたのターン中 / 相手のターン中: only then
    keyword: str = ""  # one of KEYWORDS (keyword abilities with no trigger here)
    value: int = 0  # the keyword's number: burst rank, evolution rank
    colors: tuple[str, ...] = ()  # 【共鳴】: the colors it admits (12.8.2)
    monster_traits: tuple[str, ...] = ()  # 【共鳴】's condition list: monster cards only with these
    battle_traits: tuple[str, ...] = ()  # … battle cards only with these
    battle_rank_min: int = 0  # … battle cards only of this rank or more
    strategy_at_least: int = 0  # … at least this many strategy cards
    replaces: str = ""  # replacement: the event it replaces — "destroy" (this card's), or
    #                     "strategy-discard" (a card of yours leaving a strategy zone for the discard pile)
    optional: bool = False  # replacement: "instead, you may" (10.2.1.3.2)
    replaced: Target | None = None  # replacement: the cards whose event it replaces (None: this card's)
    replaced_by: str = ""  # replacement: what causes the event — "opponent-effect": only the opponent's
    #                        effect (相手の効果で); "crush": only 11.3's destruction (進攻怪獣と同じエリアにいることで)
    phase_of: str = ""  # replacement of a rule's step (RULE_STEPS) or a draw ("draw"): whose phase or draw —
    #                     "opponent" (相手が…); "": this card's master's
    condition: Condition | None = None  # replacement: only while it holds ("これがエリア8にいるなら、");
    #                                     trigger "state": the state that triggers it (10.6.6)

    def is_of(self, kind: str) -> bool:
        """Whether it is an ability of ``kind`` an invalidation names (Modifier.abilities; "" any): 【覚醒】
        (12.4), automatic or continuous (10.1.1.1, 10.1.1.2.1: any ability not automatic), or played by
        a trigger keyword (出現時 12.2, 進攻時 12.3, 逆襲 12.7)."""
        event = self.trigger.event.value if self.trigger is not None else ""
        return {"": True, "awakening": self.awakening > 0, "auto": self.kind == "auto",
                "continuous": self.kind != "auto", "enter": event == "enter", "invading": event == "invading",
                "counterattack": event == "counterattack"}[kind]


Compiler = Callable[[CardDef], tuple[Ability, ...]]


class CardAbilities:
    """One printed card's abilities, indexed once for the questions the engine asks at every event
    and every number it reads: most cards have nothing for most of them, and say so at a glance."""

    __slots__ = ("all", "triggers", "events", "stats", "replaces", "from_discard", "from_hand", "replaces_others", "summed",
                 "asks_this_turn", "asks_hand", "grants")

    def __init__(self, abilities: tuple[Ability, ...]):
        self.all = abilities
        self.triggers = frozenset(a.trigger for a in abilities if a.kind == "auto" and a.trigger is not None)
        self.events = frozenset(t.event for t in self.triggers)
        stats: dict[str, list[tuple[Ability, Modifier]]] = {}
        for ability in abilities:
            if ability.kind == "continuous":
                for m in ability.modifiers:
                    stats.setdefault(m.stat, []).append((ability, m))
        self.stats = {stat: tuple(found) for stat, found in stats.items()}  # in printed order
        self.replaces = frozenset(a.replaces for a in abilities if a.kind == "replacement")
        # "あなたの捨て札からこれを出現させる": the events that work from the discard pile (10.3.4.1)
        self.from_discard = frozenset(a.trigger.event for a in abilities if a.kind == "auto" and a.trigger
                                      and works_from_the_discard(a))
        # 「これを手札から山札の下に置く」: … and from the hand
        self.from_hand = frozenset(a.trigger.event for a in abilities if a.kind == "auto" and a.trigger
                                   and works_from_the_hand(a))
        # what Census gathers from every card of a game, worked out here once per card (not per game)
        self.replaces_others = any(a.kind == "replacement" and a.replaced is not None for a in abilities)
        # the numbers its conditions add up ("〜の撃退力の合計が…"): a change of them may depend on itself;
        # and ranks, when a count or a condition finds cards by their rank (10.8.1.6)
        summed = {c.stat for a in abilities for c in _conditions(a) if c.kind in ("sum-at-least", "sum-at-most")}
        if any(_by_rank(t) for a in abilities for t in _phrases(a)):
            summed.add("rank")
        # … and a continuous change whose cards are found by rank (「等級4以下の…すべての撃退力+1000」)
        if any(m.rank_max is not None or (m.target is not None and _by_rank(m.target))
               for a in abilities if a.kind == "continuous" for m in a.modifiers):
            summed.add("rank")
        # … and the number a card phrase anywhere takes the highest or lowest of (「最も撃退力の高い」, 10.8.1.6)
        parts = _parts_of(abilities)  # every value within its abilities, walked once
        phrases = [t for t in parts if isinstance(t, Target)]
        summed |= {t.most.split("-")[0] for t in phrases if t.most}
        # … and the number a card phrase bounds (「撃退力3000以下の…すべての撃退力+1000」): a change whose
        # cards are found by the number it changes reads it without the changes (10.8.1.6), never itself
        summed |= {stat for t in phrases for stat in _bounded_stats(t)}
        # … and the number a 「…の撃退力の合計5000につき」 adds up: a change per it may read itself (10.8.1.6)
        summed |= {c.sum_of for a in abilities for c in _all_of(a, Count) if c.sum_of}
        self.summed = frozenset(summed)
        # 「このターン…ていたら」 anywhere in it (a delayed ability's or a granted one's too): only then
        # need a game keep each player's events of the turn (GameState.done)
        self.asks_this_turn = any(_asks_events(c) for c in parts if isinstance(c, Condition))
        # 「このターンにあなたが手札に加えたカード」: the cards put into a hand are recorded (GameState.records_hand)
        self.asks_hand = any(c.type.startswith("to-hand:") for c in parts
                             if isinstance(c, Condition) and c.kind == "done-this-turn")
        # the abilities it grants (10.8.1.2): continuously, or for a time by a one-shot effect
        # ("このターン、これは「…」を得る")
        self.grants = tuple(a for _ability, m in self.stats.get("grant", ()) for a in m.grants) + tuple(
            a for ability in abilities for e in effects_in(ability.effects)
            if e.modifier is not None for a in e.modifier.grants)


@functools.lru_cache(maxsize=4096)
def index_card(compile: Compiler, definition: CardDef) -> CardAbilities:
    """A card's abilities as ``compile`` reads them, indexed once per definition and shared by
    every game that has the card (a benchmark plays hundreds, a server's requests one each)."""
    return CardAbilities(compile(definition))


_INDEXED: dict[int, tuple[CardDef, Compiler, CardAbilities]] = {}  # id of a definition → it, the compiler, its index


def index_of_object(compile: Compiler, definition: CardDef) -> CardAbilities:
    """index_card, found first by the definition object's identity: each game asks it of each of its ~85
    definitions, whose hash (a call in Python) the lru cache would take. The object is kept with its
    entry, so its id is no other object's while the entry lives."""
    known = _INDEXED.get(id(definition))
    if known is None or known[0] is not definition or known[1] is not compile:
        if len(_INDEXED) >= 4096:
            _INDEXED.clear()
        known = _INDEXED[id(definition)] = (definition, compile, index_card(compile, definition))
    return known[2]


class Census:
    """What the abilities of every card defined in a game can do at all: an event no card
    watches, or a number no card changes, is passed over without looking at the board."""

    __slots__ = ("triggers", "events", "watched", "changers", "given", "discard_watchers", "hand_watchers", "other_replacers",
                 "summed",
                 "replaced", "granted", "granted_stats", "asks_this_turn", "records_hand", "granted_replacers", "heard",
                 "depending",
                 "changed", "deaf", "phases")

    def __init__(self, indexed: dict[str, CardAbilities]):
        # what each card's index holds (CardAbilities), gathered in one pass over the game's ~90 definitions
        # (taken once a game, before its first event)
        grants: list[Ability] = []
        triggers: set[Trigger] = set()
        changers: dict[str, set[str]] = {}  # stat → the names of the cards that change it
        replaced: set[str] = set()
        summed: set[str] = set()
        discard_watchers, hand_watchers, other_replacers = set(), set(), set()
        records_hand = asks_this_turn = False
        for name, i in indexed.items():
            if i.grants:
                grants += i.grants
            triggers |= i.triggers
            for stat in i.stats:
                changers.setdefault(stat, set()).add(name)
            replaced |= i.replaces
            summed |= i.summed
            if i.from_discard:
                discard_watchers.add(name)
            if i.from_hand:
                hand_watchers.add(name)
            if i.replaces_others:
                other_replacers.add(name)
            records_hand = records_hand or i.asks_hand
            asks_this_turn = asks_this_turn or i.asks_this_turn
        # the abilities some card's continuous ability grants (10.8.1.2): their triggers are watched too
        # … continuous, or for a time by a one-shot effect ("このターン、これは「…」を得る")
        self.granted = frozenset(grants)
        # … and the numbers a granted continuous ability changes ("「これの撃退力+2000。」を得る")
        self.granted_stats = frozenset(m.stat for a in self.granted if a.kind == "continuous" for m in a.modifiers)
        self.triggers: frozenset[Trigger] = frozenset(triggers) | {a.trigger for a in self.granted if a.trigger is not None}
        self.events = frozenset(t.event for t in self.triggers)  # the events watched, whoever's
        self.watched = frozenset((t.event, t.whose) for t in self.triggers)  # … and whose
        self.changers = {stat: frozenset(names) for stat, names in changers.items()}
        # every number some continuous ability of a card changes, its own or one granted (10.8.1.2): a number
        # outside it is changed only by an effect for a time (GameState.lasting), and in most games by nothing
        self.changed = frozenset(self.changers) | self.granted_stats
        # a trait or a name a continuous ability gives (「…すべては《兵器》も持つ」, 10.8.1.3; 2.1.2)
        self.given = tuple(stat for stat in self.changers if stat.partition(":")[0] in ("trait", "trait-lost", "name", "color"))
        self.discard_watchers = frozenset(discard_watchers)
        self.hand_watchers = frozenset(hand_watchers)  # (10.3.4.1, most games none)
        # the cards whose replacements name other cards' events ("あなたの他の交戦カードが…破壊される際")
        self.other_replacers = frozenset(other_replacers)
        # the events some replacement takes the place of: a monster's every move asks, the others pass
        self.replaced = frozenset(replaced) | frozenset(
            a.replaces for a in self.granted if a.kind == "replacement")  # … made by an effect for a time
        # a granted replacement of other cards' events or a player's (「…すべては「あなたの他の交戦カードが…際、かわりに
        # …」を得る」, 10.8.1.2): every card that has it is asked, not only the card the event is of
        self.granted_replacers = any(a.kind == "replacement" and (a.replaced is not None or a.replaces in PLAYERS_REPLACED)
                                     for a in self.granted)
        # the numbers some condition adds up ("〜の撃退力の合計が…"), and ranks when a card phrase finds
        # cards by rank ("等級4以下の交戦カード1枚につき、…等級-1"): a change of them may depend on itself
        self.summed = frozenset(summed)
        # stat → the changers of it that also read it (10.8.1.6: they depend on the others, applied first)
        self.depending = {stat: frozenset(n for n in names if stat in indexed[n].summed)
                          for stat, names in self.changers.items() if stat in self.summed}
        # some card asks what happened this turn (「このターン…ていたら」), or a granted ability does
        self.records_hand = records_hand
        self.asks_this_turn = asks_this_turn or any(
            _asks_events(c) for a in self.granted for c in _all_of(a, Condition))
        # the game's events (by kind: "drew", "advanced", …) some ability of this game may hear, filled
        # as each kind is first raised (AbilityLayer.on_event): an event no card's trigger can be met by
        # is passed over at once, without looking at the board (most events of most games)
        self.heard: dict[str, bool] = {}
        # … and of those not heard, the kinds the ability layer has nothing else to do at either (no card asks
        # what happened this turn, none ends the game by a continuous ability): raised to no listener while
        # no timed trigger waits (Game._emit)
        self.deaf: set[str] = set()
        # (a phase, of the player whose phase it is): whether some trigger waits for its beginning (AbilityLayer.on_event)
        self.phases: dict[tuple[str, bool], bool] = {}


def names_the_hand(condition: Condition | None) -> bool:
    """Whether a condition is, or has as a part, "これがあなたの手札にある": its ability works from the
    hand (10.3.4.1)."""
    return condition is not None and ((condition.kind == "in-area" and condition.type == "hand")
                                      or any(names_the_hand(p) for p in condition.parts))


# the hidden piles an ability clearly meant to work there takes this card from (10.3.4.1), by its verb
SELF_FROM_PILE = {"self-from-hand": "hand", "self-from-monster-deck": "monster_deck"}
HIDDEN_PILES = tuple(SELF_FROM_PILE.values())


def works_from_the_hand(ability: Ability, pile: str = "") -> bool:
    """Whether an ability is clearly meant to work from the hand — or the monster deck (10.3.4.1; ``pile``: that one
    only, else either): an effect — or the cost of one (「これを手札から山札の下に置くことで、」, 「これを怪獣デッキから…」) —
    takes this card from there."""
    return any(SELF_FROM_PILE.get(verb, "-") == pile or (not pile and verb in SELF_FROM_PILE)
               for e in ability.effects for verb in (e.verb, e.cost.verb if e.cost is not None else ""))


def works_from_the_discard(ability: Ability) -> bool:
    """Whether an ability is clearly meant to work from the discard pile (10.3.4.1): an effect — or the cost of one
    (「あなたの捨て札からこれを山札の下に置くことで、」) — takes this card from there."""
    return any(e.verb == "self-from-discard" or (e.cost is not None and e.cost.verb == "self-from-discard")
               for e in ability.effects)


def effects_in(effects: tuple[Effect, ...]) -> Iterator[Effect]:
    """Every effect of ``effects``, and those within their options and costs."""
    todo = list(effects)
    while todo:
        e = todo.pop()
        yield e
        todo += [x for _text, options in e.options for x in options] + ([e.cost] if e.cost else [])


def _by_rank(target: Target) -> bool:
    """Whether a card phrase finds its cards by their rank (a rank read after its changes)."""
    return (target.rank_max is not None or target.rank_min is not None or target.rank is not None
            or target.rank_not is not None or target.most.startswith("rank") or target.it_rank_max)


def _bounded_stats(target: Target) -> Iterator[str]:
    """The changeable numbers a card phrase finds its cards by, other than rank (_by_rank): counter
    power and threat level, bounded or compared with another card's (10.8.1)."""
    if target.counter_max is not None or target.counter_min is not None:
        yield "counter"
    if target.threat_max is not None or target.threat_min is not None:
        yield "threat"
    for stat in (target.same_stat, target.own_stat):
        if stat in ("counter", "threat"):
            yield stat


def _asks_events(condition: Condition) -> bool:
    """Whether a condition counts the turn's events (GameState.done's "event:kind" records)."""
    return condition.kind in ("done-this-turn", "happened-this-turn") and ":" in condition.type


_Part = TypeVar("_Part")


def _all_of(value: object, kind: type[_Part]) -> list[_Part]:
    """Every part of ``kind`` anywhere in a value (a card phrase, a condition): its effects',
    changes', conditions' and counts', and theirs within."""
    return [part for part in _parts_of(value) if isinstance(part, kind)]


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}  # a class → the names of its dataclass fields (none: not a dataclass)


def _parts_of(value: object) -> list[object]:
    """The value and every value anywhere within it (in its tuples and its dataclasses' fields), each
    before what it holds: a card's abilities are walked when the card is first indexed (in a game or a
    benchmark, hundreds of cards of a dozen fields each), without a generator or dataclasses.fields()
    for each part."""
    found: list[object] = []
    todo = [value]
    while todo:
        part = todo.pop()
        found.append(part)
        if isinstance(part, tuple):
            todo += reversed(part)
            continue
        names = _FIELD_NAMES.get(part.__class__)
        if names is None:
            names = _FIELD_NAMES[part.__class__] = (tuple(f.name for f in dataclasses.fields(part)) if
                                                    dataclasses.is_dataclass(part) and not isinstance(part, type) else ())
        if names:
            todo += reversed([getattr(part, name) for name in names])
    return found


def _phrases(ability: Ability) -> Iterator[Target]:
    """The card phrases an ability counts or tests: its conditions' and its counts' (〜につき)."""
    yield from (c.target for c in _conditions(ability) if c.target is not None)
    yield from (m.per for m in ability.modifiers if isinstance(m.per, Target))
    yield from (e.per for e in ability.effects if isinstance(e.per, Target))


def _conditions(ability: Ability) -> Iterator[Condition]:
    """Every condition of an ability, and every part of each."""
    found = [ability.condition, ability.valid_if, *(m.condition for m in ability.modifiers)]
    effects = list(ability.effects)
    while effects:
        e = effects.pop()
        found += [e.condition, e.instead_if]
        effects += [x for _text, options in e.options for x in options] + ([e.cost] if e.cost else [])
    while found:
        c = found.pop()
        if c is not None:
            yield c
            found.extend(c.parts)
