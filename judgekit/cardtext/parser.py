"""Printed card text → the engine's ability values, by the Lark grammar in ``card.lark``.

The only reader of card text (``compiler`` is its way in): the whole text is parsed or refused
(a :class:`CompileError` with the position where reading stopped), and each rule's meaning is
built here from its parts as the engine's values — a card phrase is one ``Target`` whatever verb
it serves, a condition one ``Condition`` whatever it governs, a trigger one ``Trigger``.
"""

from __future__ import annotations

import contextvars
import dataclasses
import functools
import gc
import re
from pathlib import Path
from typing import Any

from lark import Discard, Lark, Token, Transformer, Tree, v_args
from lark.exceptions import UnexpectedInput, VisitError

from judgekit.cardtext import pruning
from judgekit.cardtext.errors import CompileError
from judgekit.cardtext.normal import BRACKETED, EVOLUTION_TRAIT, NAME, normalise

# 12.2-12.9's keywords (and 【出現時】's 10.6): never the trait of 【進化N】 (12.6.2), whatever follows them
KEYWORD_AS_TRAIT = re.compile(r"出現時|進攻時|逆襲|拠点|強襲|覚醒|進化|共鳴|Enter|When invading|Counterattack|Base|Burst"
                              r"|Awakening|Evolution|Resonance")
from judgekit.engine.ability_data import (
    APPEARED_FROM, ACTOR_VERBS, CHOSEN_BY, EVOLUTION, LOST_ICON, OWN_EVENTS, PROTECT_FROM, RULE_STEPS, protection_of, Ability, Cause, Condition, Count, Effect, Event, Modifier, Phase, Tally, Target, Trigger,
    Turn, Until, Whose, effects_in,
)

GRAMMAR = Path(__file__).with_name("card.lark")
# a bare keyword (its 【】 left off) then a space before Japanese words: the space is no word
KEYWORD_SPACE = re.compile(r"(?:覚醒|強襲|進化)(?:\d+|[IVX]+)】? (?=[^\x00-\x7f])|(?:出現時|進攻時|逆襲|拠点)】? (?=[^\x00-\x7f])")
# a stop after the keywords that open an ability ("出現時、", "【出現時】：", "覚醒4・"): the keyword ends
# there anyway, so the stop goes like a space (only at an ability's start: a sentence's 、 stays)
KEYWORD_STOP = re.compile(r"(?:^|(?<=。))(?:【?(?:出現時|進攻時|逆襲|覚醒\d+|(?:強襲|進化)(?:\d+|[IVX]+)?"
                          r"|(?:あなた|相手)のターン中)】? ?)+([、:・])")
ENGLISH_END = re.compile(r"(?<=[A-Za-z0-9\"'])\. ?(?!\d)")  # "Draw 1 card. ": the sentence ends
# 「…した時、」 (not 「…していた時、」): what happens, not what has been done this turn
DONE_EVENT = re.compile(r"(?<!てい)た(?:の)?(?:時|とき)、?$")

# a rank in Roman numerals, I to XII (normal.py has made every form of them these letters)
ROMAN = {numeral: n for n, numeral in enumerate(
    ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"), start=1)}
PHASES = {"スタート": "start", "メイン": "main", "撃退": "counter", "エンド": "end",
          "start": "start", "main": "main", "counter": "counter", "end": "end"}
TYPES = {"怪獣": "monster", "交戦": "battle", "戦略": "strategy"}
COLORS = {"赤": "red", "青": "blue", "白": "white", "緑": "green"}
STATS = {"脅威度": "threat", "撃退力": "counter", "等級": "rank", "threat level": "threat", "counter power": "counter",
         "進攻アイコン": "invasion", "進攻": "invasion"}
# the changes a one-shot effect makes for a time (the engine keeps them in GameState.lasting)
LASTING_STATS = ("threat", "counter", "rank", "invasion", "forbid", "once-more", "times-a-turn", "protected", "protected-move", "no-battle", "grant",
                 "ability", "trait", "trait-lost", "name", "color", "invalid")
KEYWORDS = {"強襲": "burst", "進化": "evolution", "拠点": "base"}
SEARCH_TO = {"公開し、手札に加え": "reveal-hand", "公開して手札に加え": "reveal-hand", "公開して、手札に加え": "reveal-hand",
             "公開し手札に加え": "reveal-hand", "手札に加え": "hand", "出現させ": "play", "これの下に重ね": "under",
             "これの上に重ねて出現させ": "on-this", "それらの上に重ねて出現させ": "on-it", "捨て札にし": "discard"}

# the events of a card a trigger names (10.6.2), by the verb's stem and the kind of card:
# a monster moves forward or invades, a battle or strategy card is destroyed, any card appears
EVENTS_OF = {("前進", "monster"): Event.ADVANCED, ("前進", "this"): Event.ADVANCED,
             ("進攻", "monster"): Event.INVADED, ("進攻", "this"): Event.INVADED,
             ("出現", "monster"): Event.MONSTER_PLAYED, ("出現", "battle"): Event.BATTLE_PLAYED,
             ("出現", "this"): Event.ENTER, ("出現", "card"): Event.CARD_PLAYED,  # a battle or a monster card (5.11)
             ("破壊", "card"): Event.CARD_DESTROYED,  # a battle or a strategy card (5.12)
             # the kind unsaid where only one kind can: a monster moves forward or back, is countered (5.13, 5.15); a battle
             # card evolves (5.17.1) or is crushed (11.3)
             ("前進", "card"): Event.ADVANCED, ("後退", "card"): Event.RETREATED, ("撃退", "card"): Event.COUNTERED,
             ("進化", "card"): Event.EVOLVED, ("踏み", "card"): Event.CRUSHED,
             ("破壊", "battle"): Event.BATTLE_DESTROYED, ("破壊", "strategy"): Event.STRATEGY_DESTROYED,
             ("撃退", "monster"): Event.COUNTERED, ("進化", "battle"): Event.EVOLVED,
             ("発動", "strategy"): Event.STRATEGY_PLACED, ("置か", "strategy"): Event.STRATEGY_PLACED,
             ("後退", "monster"): Event.RETREATED, ("後退", "this"): Event.RETREATED,
             ("踏み", "battle"): Event.CRUSHED,  # 踏み潰され, 踏み潰し処理で破壊され (11.3)
             # this card destroyed, however or by the crush: it triggers as it leaves the field (10.6.4.1.2)
             ("破壊", "this"): Event.DESTROYED_SELF, ("踏み", "this"): Event.DESTROYED_SELF,
             # … and this card's own leaving, seen as it was on the field (10.6.4.1.2, as 【逆襲】 12.7)
             **{("捨て", kind): Event.TO_DISCARD for kind in ("card", "monster", "battle", "strategy", "this")},
             **{("手札", kind): Event.RETURNED for kind in ("card", "battle", "strategy", "this")},
             # a monster card too: the invading monster is on the field (3.3.3.2), left by 【強襲】's discard (12.5.2)
             **{(stem, kind): Event.LEFT_FIELD for stem in ("フィ", "エリ") for kind in ("card", "battle", "strategy",
                                                                                        "monster", "this")},
             # 5.2.1, 5.6.1: a card moved from a zone to another (only battle cards stand in zones, 4.4.4.1)
             **{("移動", kind): Event.MOVED for kind in ("card", "battle", "this")},
             # 5.2.1: a card put from the field into its owner's deck (the top, the bottom, or shuffled in)
             **{("山札", kind): Event.TO_DECK for kind in ("card", "battle", "strategy", "this")}}
# the events the engine records whose effect caused (3.1.2: 「相手の効果で…た時」), and those kept with their card's kind
BY_EFFECT_EVENTS = frozenset({Event.BATTLE_DESTROYED, Event.STRATEGY_DESTROYED, Event.DESTROYED_SELF, Event.RETURNED,
                              Event.TO_DISCARD, Event.LEFT_FIELD, Event.MOVED, Event.ADVANCED, Event.RETREATED,
                              Event.TO_DECK, Event.ENTER, Event.MONSTER_PLAYED, Event.BATTLE_PLAYED,
                              Event.CARD_PLAYED, Event.CARD_DESTROYED})
# the events of a card named from this one (「これと同じ縦列にいる交戦カードが…」): those the engine knows the zone of
NEAR_EVENTS = frozenset({Event.BATTLE_DESTROYED, Event.BATTLE_PLAYED, Event.MOVED, Event.RETURNED, Event.TO_DECK,
                         Event.TO_DISCARD, Event.LEFT_FIELD, Event.CRUSHED})
# a card phrase's words of where a card stands (4.4, 4.4.5): an event's card is seen where it stood or stands
PLACE_FIELDS = ("same_column", "adjacent", "facing", "side", "zones")
# 「この効果で<verb>したなら」 of the verbs whose cards the engine keeps as 「それ」: a card taken is the effect done
TOOK_CARDS = ("破壊し", "手札に戻し", "捨て", "引い", "消滅させ")
# a player's acts on the deck or on cards, as a replacement or a prohibition names them (Ability.replaces, forbids)
DECK_ACTS = {Event.SHUFFLED: "shuffle", Event.SEARCHED: "search", Event.REVEALED: "reveal", Event.LOOKED: "look"}
BY_EFFECT = frozenset({Cause.OPPONENT_EFFECT, Cause.OWN_EFFECT, Cause.EFFECT})
KINDED = frozenset({Event.TO_DISCARD, Event.RETURNED, Event.LEFT_FIELD, Event.MOVED, Event.TO_DECK})
# the events whose not happening the rules raise: a monster not countered (7.4.3)
NOT_EVENTS = {Event.COUNTERED: Event.NOT_COUNTERED}
# Card.played_by; or the area it appeared from, Card.played_from (5.11.3)
PLAYED_WAYS = {"手札": "hand", "進化": "evolution", "強襲": "burst", "効果": "effect",
               "山札": "deck", "捨て": "discard", "怪獣": "monster_deck"}
EVENT_WORDS = {"前進": "moves forward", "進攻": "invades", "出現": "appears so", "破壊": "is destroyed",
               "撃退": "is countered", "進化": "evolves", "発動": "is activated", "置か": "is placed",
               "後退": "moves back", "踏み": "is crushed", "捨て": "is put into the discard pile",
               "手札": "is returned to the hand", "フィ": "leaves the field", "エリ": "leaves the zones",
               "移動": "moves to another zone", "山札": "is put into the deck"}

# the verbs a cost may be (10.5.4): those whose payment in full the engine can tell beforehand
PAYABLE = frozenset({"discard", "rage", "stack-under", "stack-self-under", "destroy-self", "return-self",
                     "deck-bottom-self", "mill", "destroy", "to-hand", "to-deck-top", "to-deck-bottom", "to-deck",
                     "to-discard", "reveal", "vanish", "advance", "retreat", "self-from-discard", "self-from-hand",
                     "self-from-monster-deck", "swap", "top-to"})

# the event a replacement takes the place of (10.9.1), as the verb says it
REPLACED = {f"{stem}{ending}": event for stem, event, endings in (
    ("破壊され", "destroy", "る ず ない"), ("前進", "advance", "する せず しない"), ("後退", "retreat", "する せず しない"),
    ("撃退され", "counter", "る ず ない"), ("手札から捨てられ", "discard", "る ず ない"), ("捨てられ", "discard", "る ず"), ("手札に戻され", "return", "る ず ない"),
    ("捨て札に置かれ", "to-discard", "る ず ない"), ("捨て札にな", "to-discard", "る らず らない"),
    ("山札に戻され", "to-deck", "る ず ない"), ("山札に置かれ", "to-deck", "る ず ない"),
    ("フィールドを離れ", "left-field", "る ず ない"), ("移動", "move", "する せず しない"),
    ("移動させられ", "move", "る ず ない"), ("進化", "evolve", "する せず しない"),
    ("進攻", "invade", "する せず しない"),  # 8.6: the invasion, its advance replaced
    ("出現", "play", "する せず しない"), ("発動され", "place-strategy", "る ず ない"))  # 5.11.1, 5.9.1 / 8.3
    for ending in endings.split()}
# a replaced event said with a player as subject and the card as object (「相手があなたの交戦カードを破壊する際」)
PLAYER_EVENTS = {"破壊する": "destroy", "手札に戻す": "return", "後退させる": "retreat", "前進させる": "advance",
                 "撃退する": "counter"}
# what causes a replaced event (Ability.replaced_by), by the words that say it: the opponent's effects,
# anyone's, its master's own, 11.3's rule, 12.5.2's 【強襲】
REPLACED_CAUSES = {"REPLACED_BY": "opponent-effect", "REPLACED_BY_RULE": "crush", "REPLACED_BY_BURST": "burst",
                   "REPLACED_BY_THIS": "this-effect"}

# what "the cards the effect before 〜た" may count: the verbs that take cards that way (area "it")
DONE_BY = {"引いた": {"draw", "draw-to"}, "捨てた": {"discard", "discard-to", "mill", "to-discard", "search:discard"},
           "公開した": {"reveal", "reveal-take", "mill"},  # mill: "公開して捨て札にする" (BP01-015)
           "見た": {"look"}, "手札に加えた": {"to-hand", "search", "reveal-take", "look"},
           "破壊した": {"destroy"}, "捨て札にした": {"mill", "to-discard", "discard", "search:discard"},
           "手札に戻した": {"to-hand"}, "山札に戻した": {"to-deck", "to-deck-top", "to-deck-bottom"},
           "山札の上に戻した": {"to-deck-top"}, "山札の下に戻した": {"to-deck-bottom"},
           "戻した": {"to-hand", "to-deck", "to-deck-top", "to-deck-bottom"},
           "消滅させた": {"vanish"}, "出現させた": {"play", "token"}}

# the abilities of one kind an invalidation may name (10.3.2): 【覚醒】 ones (12.4), automatic or
# continuous ones (10.1.1), or those of a trigger keyword (12.2, 12.3, 12.7)
ABILITY_KINDS = {"覚醒": "awakening", "自動": "auto", "永続": "continuous", "出現時": "enter", "進攻時": "invading",
                 "逆襲": "counterattack"}

# the moves of a monster a prohibition names (5.13, 5.14): the action the engine asks about
MOVES = {"前進": "advance-self", "後退": "retreat", "進攻": "invade"}

# what a card is kept from by the opponent's effects ("〜されない"), by the verb: the stat that says so
PROTECTED = {"破壊": "protected", "移動": "protected-move", "手札に戻": "protected-return"}

# whose rage "さらに1増やす" changes: the one an effect before changed, found when the ability is whole
AGAIN = "again"
AGAIN_OR_YOU = "again-or-you"  # 「山札を上から1枚捨て札にする」: the deck of a mill before, or with none the master's (3.1.2)
# "それ"/"それら" before the sentence says which: the cards the effect before moved (area "it"),
# unless the sentence's condition names cards or a rage, which it then is
PRONOUN = Target(area="it", type="")
# the continuous changes a card may be granted of itself (「これの撃退力+2000。」を得る, 10.8.1.2)
GRANTED_STATS = frozenset({"counter", "threat", "rank", "counter-times", "threat-times"})
MOST_GRANT_DEPTH = 2  # 「…「…」を得る」を得る: an ability granted within one granted, and no deeper
_GRANT_DEPTH: contextvars.ContextVar[int] = contextvars.ContextVar("grant_depth", default=0)
# the pile a card is played or activated from (5.11.3, 5.9.1): 「捨て札から」 or 「捨て札の」, else the hand
PILE_AREA = {"捨て札から": "discard", "捨て札の": "discard", "怪獣デッキから": "monster_deck"}
MOST_COUNT = 60  # more cards than a deck holds, more zones than there are: no card says so
# whose rage "それ" is, by the condition that names it ("相手の怒りが5以上なら、それを3減らす")
RAGE_OF = {"rage-at-least": "you", "opponent-rage-at-least": "opponent", "opponent-rage-at-most": "opponent"}
# … and whose monster, by the condition that names it ("相手の怪獣カードがエリア8にいるなら、それを撃退する")
MONSTER_OF = {"opponent-in-zones": "opponent", "opponent-rank-at-least": "opponent", "rank-at-most": "you"}
# the events whose card is a player's monster and stays it (8.6, 5.13, 8.5): 「それ」 after them is that monster (a monster
# countered, 5.15, is replaced by another)
MONSTER_EVENTS = frozenset({Event.INVADED, Event.ADVANCED, Event.REACHED_ZONE, Event.RETREATED, Event.MONSTER_PLAYED})


@functools.cache
def _lark() -> Lark:
    """The grammar's parser, made once a process and kept for its whole life, with what the pruned
    parse reads of it. Its ~100,000 objects (rules, callbacks, the grammar's own trees) never become
    garbage, so they are moved out of the cyclic collector's reach (gc.freeze, after a collection so
    that no garbage is kept with them): its full passes, which a process playing games runs every few
    dozen games, walked them all each time — a twentieth of a random game's time (benchmarks/engine.py)."""
    lark = Lark(GRAMMAR.read_text(encoding="utf-8"), start=["card", "strategy_card"], parser="earley",
                propagate_positions=True)
    pruning.prepared(lark)
    gc.collect()
    gc.freeze()
    return lark


@functools.lru_cache(maxsize=4096)
def parse_text(text: str, strategy: bool = False) -> tuple[Ability, ...]:
    """The abilities of a printed text, read whole by the grammar, or a CompileError (cached: the
    values are frozen). Positions in an error are those of the text in one spelling (normal.py)."""
    normal = normalise(text)
    plain, origin = readable(normal)
    if normal and not plain:  # "【】": brackets with no words in them
        raise CompileError(normal, normal, 0, "no words between the brackets")
    try:
        tree = pruning.parse(_lark(), plain, "strategy_card" if strategy else "card")
    except UnexpectedInput as exc:
        at = exc.pos_in_stream if exc.pos_in_stream is not None and exc.pos_in_stream >= 0 else len(plain)
        raise unread(normal, plain, origin, at) from None
    try:
        return tuple(Meaning(plain, normal, origin, strategy).transform(tree).children)
    except VisitError as exc:
        raise exc.orig_exc from None


def readable(normal: str) -> tuple[str, list[int]]:
    """The text the grammar reads — keywords without 【】, English sentences ending in 。, the last
    。 there — and where each of its characters is in ``normal``."""
    # 12.6.2: 【進化N】【特徴】's second brackets are read as the trait's 《》 (normal.EVOLUTION_TRAIT)
    as_trait = {i: mark for m in EVOLUTION_TRAIT.finditer(normal) for i, mark in ((m.start(1), "《"), (m.start(2), "》"))}
    drop = {m.start() for m in BRACKETED.finditer(normal)} | {m.end() - 1 for m in BRACKETED.finditer(normal)}
    drop -= as_trait.keys()
    drop |= {m.end() - 1 for m in KEYWORD_SPACE.finditer(normal)}  # "覚醒4 あなたの…": the space goes
    drop |= {m.start(1) for m in KEYWORD_STOP.finditer(normal)}  # "出現時、あなたの…": the stop goes
    chars = [(as_trait.get(i, ch), i) for i, ch in enumerate(normal) if i not in drop]
    bare_text = "".join(ch for ch, _ in chars)
    out: list[tuple[str, int]] = []
    last = 0
    quoted = [q.span() for q in NAME.finditer(bare_text)]
    for m in ENGLISH_END.finditer(bare_text):
        if any(start < m.start() < end for start, end in quoted):
            continue  # 「M.O.G.E.R.A.」: a name's stops end no sentence
        out += chars[last:m.start()] + [("。", chars[m.start()][1])]
        last = m.end()
    out += chars[last:]
    if out and out[-1][0] != "。":  # the last sentence's 。 is often left off
        out.append(("。", len(normal)))
    return "".join(ch for ch, _ in out), [i for _, i in out] + [len(normal)]


# what opens an ability without a comma after it: the clause that was not read starts after these
OPENERS = re.compile(r"(?:出現時|進攻時|逆襲|拠点|強襲\w+|覚醒\d+|(?:あなた|相手)のターン中|Enter|When invading|Counterattack)+")


def unread(normal: str, plain: str, origin: list[int], at: int) -> CompileError:
    """The clause where reading stopped at ``at`` (of ``plain``), quoted as printed: from the
    comma, 。 or opening keyword before it to the next comma or 。 ("月が綺麗なら、" quotes 「月が綺麗」),
    and the words reading stopped at."""
    at = min(at, len(plain) - 1)
    start = max(plain.rfind("。", 0, at), plain.rfind("、", 0, at)) + 1
    opener = OPENERS.match(plain, start)
    if opener and opener.end() <= at:
        start = opener.end()
    ends = [i for i in (plain.find("。", at), plain.find("、", at)) if i >= 0]
    end = min(ends) if ends else len(plain) - 1
    clause = plain[start:end + 1]
    for marker in ("なら、", "ことで、", "、"):  # the condition or cost itself, without what joins it on
        if clause.endswith(marker) and len(clause) > len(marker):
            clause = clause[:-len(marker)]
            break
    first = origin[start]
    last = origin[start + len(clause) - 1] + 1
    stopped = plain[at:at + 12] or "the end"
    return CompileError(normal, normal[first:last], first,
                        f"reading stopped at character {origin[at] + 1} (「{stopped}」): "
                        "no rule of the grammar goes on there")


@dataclasses.dataclass(frozen=True)
class _AsMany:
    """"…の枚数と同じ枚数": as many as the cards of a card phrase (a count, not the verb's cards)."""
    cards: Target | Tally


@dataclasses.dataclass(frozen=True)
class _More:
    """An option's sentences after its first (10.5.2.2.1, 10.7): kept apart from the option's own effects."""
    effects: tuple[Effect, ...]


@dataclasses.dataclass(frozen=True)
class _Per:
    """"〜につき": what an amount is multiplied by (a Token is a str too, so it is wrapped), in whole groups
    of ``every`` ("2枚につき", "脅威度1000につき")."""
    value: Tally | Count | Target
    every: int = 1


@dataclasses.dataclass(frozen=True)
class _Replaced:
    """The event a replacement replaces (10.9.1): of this card (``cards`` None) or of those a card
    phrase finds, by anyone's effects or only the opponent's (``by``: Ability.replaced_by), or a rule's
    step in whose phase (``phase_of``: Ability.phase_of)."""
    event: str
    cards: Target | None = None
    by: str = ""
    phase_of: str = ""


@dataclasses.dataclass(frozen=True)
class _Cause:
    """What causes a replaced event (Ability.replaced_by)."""
    value: str


def _said_turn(sentence) -> "Turn | None":
    """The turn a continuous sentence names after its condition (modifier_sentence), or None."""
    return next((x for x in sentence.children if isinstance(x, Turn)), None) if isinstance(sentence, Tree) else None


class _PiledIt(tuple):
    """"かわりに(それを)あなたの山札の下に置く": the replaced card into a pile (pile_it's effects), with the pile's
    owner as said ("" unsaid)."""

    owner: str

    def __new__(cls, effects, owner: str):
        made = super().__new__(cls, effects)
        made.owner = owner
        return made


@dataclasses.dataclass(frozen=True)
class _Optional:
    """"かわりに〜してよい": the replacement's choice (10.2.1.3.2)."""
    effects: tuple[Effect, ...]


@dataclasses.dataclass(frozen=True)
class _Chooser:
    """"相手は", "各プレイヤーは(それぞれ)": who chooses a verb's cards (3.1.2.3.1)."""
    who: str


@dataclasses.dataclass(frozen=True)
class _Clause:
    """One option of a choice said in one sentence (「…か、…」): its words and its effects (10.5.2.2.1)."""
    words: str
    effects: tuple[Effect, ...]


@dataclasses.dataclass(frozen=True)
class _Then:
    """"そうしたら、…" after a replacement's choice (or the event replaced, said again), and where its
    words start."""
    effects: "tuple[Effect, ...] | _Replaced"
    start: int


@dataclasses.dataclass(frozen=True)
class _When:
    """A trigger, and where its words end in the text the grammar reads."""
    trigger: "Trigger | _State"
    end: int


@dataclasses.dataclass(frozen=True)
class _Valid:
    """"この能力は、…場合にのみ有効である": the condition the ability works under (10.3.3)."""
    condition: Condition


@dataclasses.dataclass(frozen=True)
class _PerTurn:
    """"1ターンに1回": how many times a turn an ability may be played ("1ゲームに1回": a game)."""
    times: int
    game: bool = False

    def fields(self) -> dict:
        return {"per_turn": self.times, "per_game": self.game}


@dataclasses.dataclass(frozen=True)
class _State:
    """"あなたの手札にカードがない時、": the state a state trigger waits for (10.6.6)."""
    condition: Condition


@dataclasses.dataclass(frozen=True)
class _Top:
    """How many cards are taken from the top: N, or as many as a number on the board."""
    amount: int
    per: Tally | None = None


@dataclasses.dataclass(frozen=True)
class _Again:
    """"(5枚以上あるなら、)さらに+5000": the change before again, perhaps under its condition
    with another number."""
    value: int | None
    amount: int


@dataclasses.dataclass(frozen=True)
class _Dest:
    """Where a card goes on the field: next to this card, an empty zone, some zones (Effect.to, .into)."""
    to: str
    into: tuple[int, ...] = ()
    opponents: bool = False  # "相手の空いているエリアに": the opponent's zones
    yours: bool = False  # "あなたの空いているエリアに": the master's zones, said
    near: str = ""  # "これと同じ縦列の…", "これより右側の…": zones named from this card (Effect.near)


@dataclasses.dataclass(frozen=True)
class _Where:
    """Where a prohibition holds: this card's column, or some zones of the player bound (1.3.3)."""
    column: bool = False
    zones: tuple[int, ...] = ()


# the subjects a sentence's first clause may name for the clauses after it (相手は…捨て、4枚引く), and
# the verbs whose ``who`` is the player who does them (5.4 draw, 5.7 discard)
SUBJECTS = [("相手は", "opponent"), ("各プレイヤーは", "each")]


# a pile a card is put into (5.2.1), as the verb that puts it there
PUT_TO = {"手札に": "to-hand", "山札の上に": "to-deck-top", "山札の下に": "to-deck-bottom", "山札に": "to-deck",
          "捨て札に": "to-discard", "怪獣デッキに": "to-monster-deck", **{f"{said}戦略カード置き場に": "to-strategy-zone"  # 4.5.1, not played
                                         for said in ("", "発動させずに", "発動せずに")}}


@dataclasses.dataclass(frozen=True)
class _Referent:
    """"それ", "それら": resolved by the sentence; "選んだカード", "見たカード": always what was chosen (looked at …) before."""
    pronoun: bool
    done: str = ""  # 「見たカード」: the verb the effect before took them by


def _counted(condition: Condition | None) -> Target | None:
    """The cards a condition is about ("相手のエリアにいる交戦カードが3枚以上", "青の交戦カードを
    捨てた"), which "それ"/"それら" in its sentence then are; None when it names no cards."""
    if condition is None or condition.kind in ("not", "any"):  # no card is sure to be there
        return None
    for part in reversed(condition.parts or (condition,)):
        if part.kind == "count-at-most" and part.value == 0:
            continue  # 「…がいないなら、それを…」: none is there to be それ; it is what was named before
        if part.target is not None:
            return part.target
        if part.kind.startswith("opponent-battle-cards-at-"):
            return Target()
    return None


@dataclasses.dataclass(frozen=True)
class _Action:
    """One of chapter 8's actions, as a prohibition names it (the engine's action key)."""
    name: str


@dataclasses.dataclass(frozen=True)
class _Within:
    """「のうち、…もの」: the fields that narrow the card phrase before it."""
    fields: dict


@dataclasses.dataclass(frozen=True)
class _Branches:
    """「…なら…、違うなら…」 after effects: the branch effect, made whole by the sentence."""
    effect: Effect


@dataclasses.dataclass(frozen=True)
class _Instead:
    """"〜なら、かわりに…": the effect before, or these instead (10.2.1.3)."""
    condition: Condition
    text: str
    effects: tuple[Effect, ...]


def _ints(children) -> list[int]:
    return [int(c) for c in children if isinstance(c, Token) and c.type == "INT"]


# 「…と同じ等級の」: whose number (Target.same_as) and which (Target.same_stat)
SAME_AS = {"これ": "this", "あなたの怪獣カード": "you", "相手の怪獣カード": "opponent", "進攻怪獣": "invading"}
# 「これより等級の高い」, 「…の等級以下の」: the card's number against that card's (Target.same_way)
# whose number a card_number names when it is a card's, not a player's: this card, a card named before
CARD_NUMBER_OF = ("this", "it")


def _compared_monster(condition: Condition) -> str | None:
    """The one player's monster whose number a comparison of two reads (「相手の怪獣カードの脅威度が、…撃退力の合計以下なら、
    それを撃退する」: the opponent's, 3.3) — said first or second, alone or among the sentence's conditions; None when
    it names none, or both players' (「それ」 then names no one monster)."""
    found = set()
    for cond in condition.parts if condition.kind == "all" else (condition,):
        if cond.kind == "compare":
            found |= {p.name for p in (cond, *cond.parts)
                      if p.kind == "compare" and p.stat in ("threat", "rank") and p.name in ("you", "opponent") and p.target is None}
    return found.pop() if len(found) == 1 else None
THAN_WAYS = {"高い": "above", "大きい": "above", "低い": "below", "小さい": "below", "以上": "at-least", "以下": "at-most"}


def _card_ref(text: str) -> str:
    """Whose card a reference names (Target.same_as): this card, a player's monster, the invading one (3.3),
    else a card named before (それ, 選んだカード, 破壊したカード …: area "it")."""
    return SAME_AS.get(text, "it")
SAME_STATS = {"等級": "rank", "脅威度": "threat", "撃退力": "counter", "色": "color", "カード名": "name", "名前": "name"}


# the verbs on 「これ」 that act on this card on the field, and where they take it (Effect.to of self-from-discard)
_ON_THE_FIELD = {"return-self": "hand", "deck-bottom-self": "deck-bottom"}


def _in_its_new_area(e: Effect) -> Effect:
    """「これが破壊された時、これを手札に戻す」: the event moved this card into the discard pile, where it is a new card
    (4.1.4) — and the effect, naming it plainly as the printed cards do (BP01-059, BP03-067 「これを手札から捨てた時、
    …これを出現させ」), refers to it there (4.1.4.1): this card from the discard pile, if it is still there (1.3.2) —
    as its cost too (10.5.4). See rules_text/rulings/godzilla/GZ-045."""
    cost = _in_its_new_area(e.cost) if e.cost is not None else None
    if e.verb in _ON_THE_FIELD:
        return dataclasses.replace(e, verb="self-from-discard", to=_ON_THE_FIELD[e.verb], upto=e.upto or e.may,
                                   may=False, cost=cost)
    return dataclasses.replace(e, cost=cost) if cost is not e.cost else e


def _whose_bound(bound: Condition, who: str) -> Condition:
    """A bound on the monster a verb acts on, of ``who``'s monster — each part of it too."""
    parts = tuple(_whose_bound(p, who) for p in bound.parts) if bound.kind == "all" else bound.parts
    return dataclasses.replace(bound, name=who if bound.kind != "all" else bound.name, parts=parts)


def _token(children, kind: str, default: str = "") -> str:
    return next((str(c) for c in children if isinstance(c, Token) and c.type == kind), default)


# a number a for-each count reads that continuous changes change too (10.8.1.6): not changed per itself
TALLIED_STAT = {Tally.YOUR_THREAT: "threat", Tally.OPPONENT_THREAT: "threat", Tally.THIS_RANK: "rank",
                Tally.THIS_COUNTER: "counter"}


# 「この効果で破壊された」: the passive of a verb of DONE_BY, the same cards as its active
PASSIVE = {"引かれた": "引いた", "捨てられた": "捨てた", "公開された": "公開した", "見られた": "見た",
           "加えられた": "加えた", "破壊された": "破壊した", "捨て札にされた": "捨て札にした", "戻された": "戻した",
           "させられた": "させた"}


def _active(said: str) -> str:
    """A DONE_BEFORE said in the passive, in the active (「破壊された」 → 「破壊した」)."""
    for passive, active in PASSIVE.items():
        if said.endswith(passive):
            return said.removesuffix(passive) + active
    return said


def _parts_of(condition: Condition | None) -> list[Condition]:
    """A condition and every part of it, and theirs (a comparison's other number too)."""
    return [] if condition is None else [condition, *(p for part in condition.parts for p in _parts_of(part))]


def _every(children) -> int:
    """"2枚につき": the whole group a for-each count is taken in (EACH_CARD's number; 1 for "1枚につき"); 「…の撃退力の
    合計5000につき」: the whole 5000s of the sum."""
    said = re.search(r"([0-9]+)(?:枚|つ)?につき", _token(children, "EACH_CARD", "1枚につき、"))
    return int(said.group(1)) if said else 1


def _summed(children) -> str:
    """「…の等級の合計1につき」: the number of the cards counted that is added up (10.8.1), "" when the cards are counted."""
    said = re.match(r"の(等級|撃退力|脅威度)の合計", _token(children, "EACH_CARD", ""))
    return STATS[said.group(1)] if said else ""


def _per_cards(cards: "Target", children) -> "_Per":
    """The cards a 「…につき」 finds, each counted (「1枚につき」) or a number of theirs added up (「…の等級の合計1につき」,
    10.8.1; of cards under a card, 3.2.3.1: the text names them, so they are read)."""
    stat = _summed(children)
    return _Per(Count(sum_of=stat, cards=cards) if stat else cards, _every(children))


def _rank(text: str) -> int:
    return ROMAN.get(text) or int(text)


def _action_of(verb: str, hand: bool, what: str) -> str | None:
    """What a player did (GameState.done's name for it), by its verb, 「手札から」 and its cards (8.1.1, 5.4, 5.7.1, 5.11)."""
    kind = TYPES.get(what[:2], "")
    return {("出現させ", True, "battle"): "battle", ("出現させ", True, "monster"): "monster",
            ("発動し", hand, "strategy"): "strategy", ("獲得し", False, ""): "rage", ("進攻し", False, ""): "invade",
            ("出現させ", False, "battle"): f"{Event.BATTLE_PLAYED}:",
            ("出現させ", False, "monster"): f"{Event.MONSTER_PLAYED}:",
            ("引い", False, ""): f"{Event.DREW}:",
            ("捨て", hand, kind): f"{Event.HAND_DISCARD}:{kind}"}.get((verb, hand, kind))


# the event each action of a player's raises (10.6.2), and its cause: played from the hand by the action (8.2, 8.5)
ACTION_EVENTS = {"rage": (Event.RAGE_ACTION, None), "strategy": (Event.STRATEGY_PLACED, None),
                 "invade": (Event.INVADED, None), "battle": (Event.BATTLE_PLAYED, Cause.HAND),
                 "monster": (Event.MONSTER_PLAYED, Cause.HAND), f"{Event.BATTLE_PLAYED}:": (Event.BATTLE_PLAYED, None),
                 f"{Event.MONSTER_PLAYED}:": (Event.MONSTER_PLAYED, None), f"{Event.DREW}:": (Event.DREW, None)}


# a card type as the words say it (TYPES reversed)
KINDS_SAID = {"monster": "怪獣", "battle": "交戦", "strategy": "戦略"}


def _event_cards(whose: Whose, fields: dict) -> Target | None:
    """The card phrase an event's card must fit (Trigger.card), when it says more than whose card and its kind."""
    if set(fields) <= {"type"}:
        return None
    owner = {Whose.YOU: "you", Whose.OPPONENT: "opponent", Whose.ANY: "each"}[whose]
    return Target(**({"owner": owner} | fields))


def _who(word: str) -> str:
    return "opponent" if word == "相手" else "each" if word == "各プレイヤー" else "you"


def _whose_rage(whose: str) -> str:
    """Whose rage "これの/あなたの/相手の(怪獣カードの)/各プレイヤーの怪獣カードの" is; "" ("それを"):
    "it", the rage the sentence's condition names (resolved by the sentence)."""
    return ("it" if not whose else "each" if whose.startswith("各プレイヤー")
            else "opponent" if whose.startswith("相手") else "you")


# a card's number bounded (NUM_BOUND): the field it sets, and the step from the number said — the numbers
# are whole, so 「3未満」 is "2 or less" and 「3000を超える」 "3001 or more" (itself not included)
NUM_BOUNDS = {"以下の": ("max", 0), "以上の": ("min", 0), "未満の": ("max", -1), "より小さい": ("max", -1),
              "より低い": ("max", -1), "より大きい": ("min", 1), "より高い": ("min", 1), "を超える": ("min", 1), "超の": ("min", 1)}


def _bounded(stat: str, value: int, word: str) -> dict:
    way, step = NUM_BOUNDS[word]
    return {f"{stat}_{way}": value + step}


def _monster_named(condition: Condition | None) -> str | None:
    """The player whose monster a condition is about (「相手の怪獣カードの脅威度が10000以上」「…の等級がIII以上」「相手の怪獣
    カードがエリア5にいる」), or None."""
    if condition is None:
        return None
    if condition.kind == "compare" and condition.name in ("you", "opponent") and condition.stat in ("threat", "rank") \
            and not condition.parts:
        return condition.name
    return "opponent" if condition.kind == "opponent-in-zones" else None


def _near_owner(word: str, fields: dict) -> str:
    """Whose cards a zone named from this card finds (4.4.5), the player said (``word``) or unsaid. Unsaid:
    front and behind are zones of one player's, this card's master (4.4.5.1); next to it reaches the
    opponent's zone 8 from zone 8 (4.4.5.2), left / right the opponent's zones too (4.4.5.5.2), a column
    both players' zones (4.4.5.4) and a zone's number a zone of each player's (4.4.3): either player's — as a card phrase (「これの隣接エリアにいる交戦カード」)
    and as a place (「これの隣接エリアに交戦カードがいる」) alike."""
    if word:
        return _who(word)
    return "you" if fields.get("facing") or not (
        fields.get("adjacent") or fields.get("side") or fields.get("same_column") or fields.get("bound_from")
        or fields.get("same_number") or fields.get("zone_named")) else "each"


def _fields(children) -> dict:
    """The card-phrase parts among ``children`` (each a dict of Target fields), merged."""
    merged: dict = {}
    for c in children:
        if isinstance(c, dict):
            for key, value in c.items():
                merged[key] = merged[key] + value if key in ("traits_any", "colors") and key in merged else value
    return merged


def _zone_range(children) -> tuple[int, ...]:
    """The zones "エリアN", "エリアN~M", "エリアN以前" (1 to N) or "エリアN以降" (N to 8) name (4.4.5.3)."""
    ints, bound = _ints(children), _token(children, "ZONE_BOUND")
    if bound and 1 <= ints[0] <= 8:
        return tuple(range(1, ints[0] + 1)) if bound == "以前" else tuple(range(ints[0], 9))
    return tuple(range(ints[0], ints[-1] + 1))


class _Both(tuple):
    """The two effects of one verb with two objects (two_objects), each done as said."""


def _is_rest(effect: Effect) -> bool:
    """"残りを…": the cards seen and not taken go there whether or not any was taken (1.3.2: a take that
    finds no card is simply not done, the rest still is), so it hangs on the look, not the take."""
    return effect.target is not None and effect.target.area == "rest"


def _did_area(children) -> str:
    """Whose cards "…を(公開|捨て)たら" asks of: every card the effect before revealed ("shown", 5.10), or those
    it moved ("it")."""
    return "shown" if _token(children, "DID") == "公開" else "it"


def _first(children, kind):
    return next((c for c in children if isinstance(c, kind)), None)


NEGATIONS = ("NOT_BE", "NOT_DONE", "NOT_IS")
SAYS_NEGATION = frozenset({"c_count", "c_under", "c_near_empty"})  # condition parts that read their negation themselves


COMPARES = {"以上": "at-least", "以下": "at-most", "より多い": "more", "より少ない": "fewer", "未満": "fewer",
            "": "exactly"}


def _compare(children) -> str:
    """How a condition's number compares: the COMPARE word, none is "exactly N"."""
    return COMPARES[_token(children, "COMPARE")]


def _says_reached(condition: Condition | None) -> bool:
    """Whether a condition asks what this ability's effects did ("reached", 「この効果で…になった」)."""
    return condition is not None and (condition.kind in ("reached", "changed-by")
                                      or any(_says_reached(p) for p in condition.parts))


def _negated(children) -> bool:
    return any(isinstance(x, Token) and x.type in NEGATIONS for x in children)


def _negatable(cls):
    """Every condition part (a ``c_`` rule) in its negated form too: read with a negation
    ("いない", "していない", "でない"), its value is wrapped in Condition "not" — one definition for
    every condition the grammar reads, not one rule per negated sentence. A part that says the
    negation itself (``c_count``: "カードがない" is a count of 0) keeps its own value."""
    def negated(method):
        @functools.wraps(method)
        def read(self, meta, c):
            value = method(self, meta, c)
            return Condition("not", parts=(value,)) if _negated(c) else value
        return read
    for name, method in list(vars(cls).items()):
        if name.startswith("c_") and callable(method) and name not in SAYS_NEGATION:
            setattr(cls, name, negated(method))
    return cls


# 「それ」/「その怪獣カード」 before a place named from a card: after a condition naming a monster, that monster
# (Meaning._placed_from_its_monster) — never 「選んだカード」, which names a card chosen, not one a condition names
FROM_ITS_MONSTER = re.compile(r"(それ|その(?:怪獣カード|進攻怪獣))(?:と同じ縦列|の隣接エリア|の前|の後)")


@v_args(meta=True)
@_negatable
class Meaning(Transformer):
    """Each rule of the grammar to the value it means."""

    def __init__(self, text: str, normal: str | None = None, origin: list[int] | None = None,
                 strategy: bool = False):
        super().__init__()
        self.strategy = strategy  # a strategy card's text: 「これがいる限り」 is while it is in a strategy zone
        self._its_zone_at: list[CompileError] = []  # 「そのエリアに」 of a verb but play: refused unless a zone was named (card)
        self._placed_here = False  # the ability being read opens with 「これがいる限り、」 on a strategy card
        self.text = text  # what the grammar reads
        self.normal = normal if normal is not None else text  # the text in one spelling, as printed
        self.origin = origin if origin is not None else list(range(len(text) + 1))
        # the verb each count of "the cards the effect before took" was said by ("引いた枚数と同じ枚数",
        # "捨てたカード1枚につき"; "" for 同じ枚数 / その中の), in text order, for the ability being read
        self._said: list[str] = []
        # the targets 「見たカード」, 「公開したカード」… stand for, with the verb that said them, for the ability being read
        self._done_refs: list[tuple[Target, str]] = []

    def _source(self, meta) -> str:
        """The part of the printed text (in one spelling) a rule read, its 【】 and all."""
        return "" if meta.empty else self._span(meta.start_pos, meta.end_pos)

    def _keyword(self, meta) -> str:
        """A keyword's words, without the 。 some cards print after them."""
        return self._source(meta).removesuffix("。")

    def _body(self, meta, head: dict, after: int | None = None) -> str:
        """An ability's text as players name it: without its duration, 【覚醒】 and trigger."""
        start = after if after is not None else head.pop("end", None)
        head.pop("end", None)
        return self._span(start if start is not None else meta.start_pos, meta.end_pos).strip()

    def _span(self, start: int, end: int) -> str:
        first, last = self.origin[start], self.origin[end - 1] + 1
        first -= first > 0 and self.normal[first - 1] == "【"
        while self.normal[last:last + 1] == "】":
            last += 1
        return self.normal[first:last]

    def _unread(self, meta, why: str) -> CompileError:
        """This rule's part, read but meaning nothing the rules allow."""
        part = self._source(meta)
        return CompileError(self.normal, part, self.normal.find(part), why)

    def _printed(self, meta) -> str:
        return self.text[meta.start_pos:meta.end_pos] if not meta.empty else ""

    def _call_userfunc(self, tree, new_children=None):
        """Every verb's "〜てよい" is a may, unless the verb's own value says it already (a may read
        as "up to": a move, a swap, a play …)."""
        value = super()._call_userfunc(tree, new_children)
        if (isinstance(value, Effect) and not value.upto and not value.may
                and self._printed(tree.meta).removesuffix("。").endswith("てよい")):
            value = dataclasses.replace(value, may=True)
        return value

    # -- abilities ------------------------------------------------------------------------------
    def card(self, meta, children):  # a continuous text of sentences qualified apart is abilities apart (continuous)
        abilities = [a for child in children for a in (child if isinstance(child, tuple) else (child,))]
        refusals = iter(self._its_zone_at)  # 「そのエリアに」 of a verb other than play, in the order read
        for i, ability in enumerate(abilities):  # 「そのエリアにいる」: the zone an effect before it named (10.5.3), in the same ability
            named, effects = False, list(ability.effects)
            for j, e in enumerate(effects):
                if e.target is not None and e.target.zone_named and not named:
                    raise self._unread(meta, "「そのエリアにいる」 needs a zone named before it in the same ability "
                                             "(「相手のエリア1つを指定し、」, 10.5.3)")
                if e.to == "named-zone" and not named:
                    raise self._unread(meta, "「指定したエリアに」 needs a zone named before it in the same ability (10.5.3)")
                if e.to == "its-zone" and (named or e.verb != "play"):
                    # 「そのエリアに」 after a zone named: that zone, for any verb (play's own 「そのエリアに」 asked no refusal)
                    refused = next(refusals, None) if e.verb != "play" else None
                    if not named:
                        raise refused or self._unread(meta, "「そのエリアに」: only a card made to appear there is read (5.11.1)")
                    effects[j] = dataclasses.replace(e, to="named-zone")
                named = named or e.verb == "name-zone"
            for e in effects_in(tuple(effects)):
                if e.to == "its-zone" and e.verb != "play":
                    raise next(refusals, None) or self._unread(meta, "「そのエリアに」: only a card made to appear there "
                                                                     "is read (5.11.1)")
            if effects != list(ability.effects):
                abilities[i] = dataclasses.replace(ability, effects=tuple(effects))
        left = next(refusals, None)  # one said where no effect of an ability's own took it (a granted ability's): refused
        if left is not None:
            raise left
        return Tree("abilities", abilities)

    strategy_card = card

    def burst(self, meta, c):
        rank = _token(c, "RANK")
        return Ability(self._keyword(meta), "keyword", keyword="burst", value=_rank(rank))

    def burst_unranked(self, meta, c):  # the card list lost the icon's rank (BP01-004): never played by it
        return Ability(self._keyword(meta), "keyword", keyword="burst", value=0)

    def base(self, meta, c):
        return Ability(self._keyword(meta), "keyword", keyword="base")

    def deck_copies(self, meta, c):
        """6.1.2: how many copies a deck may hold, in place of 6.1.1.4's four (0: any number)."""
        return Ability(self._source(meta), "keyword", keyword="deck-copies", value=next(iter(_ints(c)), 0))

    def deck_color(self, meta, c):
        """6.1.2 over 6.1.1.3: this card may be in that deck whatever the rank I monster's colours
        (value: 0 either deck, 1 the main deck, 2 the monster deck)."""
        deck = _token(c, "DECK_NAME")
        return Ability(self._source(meta), "keyword", keyword="deck-color",
                       value={"デッキ": 0, "メインデッキ": 1, "怪獣デッキ": 2}[deck])

    def deck_uncounted(self, meta, c):
        """6.1.2: this card is not counted toward one of 6.1.1's limits (value: the invasion icon of
        6.1.1.2.2's limit, 2; 0 the main deck's 50 cards, 6.1.1.2) — toward the copies of one number
        (6.1.1.4) it is 「デッキに好きな枚数入れてよい」 (deck-copies 0)."""
        limit = _token(c, "DECK_COUNTED")
        if "カードナンバー" in limit:
            return Ability(self._source(meta), "keyword", keyword="deck-copies", value=0)
        icon = re.search(r"[0-9]+", limit)
        if icon is not None and icon.group() != "2":
            raise self._unread(meta, "6.1.1.2.2 limits the cards of invasion icon 2, no other icon")
        return Ability(self._source(meta), "keyword", keyword="deck-uncounted", value=2 if icon else 0)

    def evolution(self, meta, c):
        n = _rank(_token(c, "RANK"))
        trait = _token(c, "TRAIT") or _token(c, "BARE_TRAIT")
        keyword = KEYWORD_AS_TRAIT.match(trait or "")
        if keyword:  # 「【進化5】【逆襲】…」: the bracket after it is 12.7's keyword, not a trait
            raise self._unread(meta, f"12.6.2 gives 【進化(等級)】 meaning only with the trait it searches for "
                                     f"(【進化(等級)】【(特徴)】); 「{keyword.group()}」 is a keyword, not a trait, and "
                                     f"【進化】 with no trait has no meaning in the rules")
        return Ability(self._keyword(meta), "auto", EVOLUTION, (Effect("evolve", n, name=trait),),
                       keyword="evolution", value=n)

    def head(self, meta, c):
        # 「これがいる限り、」 of a strategy card: a strategy card is only in a strategy zone (11.4.1 puts one in a
        # zone into the discard pile), so it is 「これが戦略カード置き場にいる限り」 (10.2.1.2), read as that is
        self._placed_here = self.strategy and bool(_token(c, "WHILE_IN_ZONE"))
        during = next((x for x in c if isinstance(x, Turn)), None)
        return {"during": during, "awakening": _first(c, int) or 0} | ({} if meta.empty else {"end": meta.end_pos})

    def when(self, meta, c):
        return _When(c[0], meta.end_pos)

    def your_turn(self, meta, c):
        return Turn.YOURS

    def opponent_turn(self, meta, c):
        return Turn.OPPONENTS

    def awakening(self, meta, c):
        n = int(_token(c, "AWAKENING_ZONE"))
        if not 1 <= n <= 8:  # 12.4.2 names a zone of the monster's
            raise self._unread(meta, "【覚醒】 names a zone, 1–8 (4.4.3)")
        return n

    def resonance(self, meta, c):
        """12.8.2: more colours, and what the deck may then hold."""
        parts = _fields(c)
        colors = tuple(COLORS[str(t)] for t in c if isinstance(t, Token) and t.type == "COLOR")
        return Ability(self._source(meta), "keyword", keyword="resonance", colors=colors,
                       monster_traits=next(x for x in c if isinstance(x, tuple)),
                       battle_traits=parts.get("battle_traits", ()), battle_rank_min=parts.get("battle_rank_min", 0),
                       strategy_at_least=parts.get("strategy_at_least", 0))

    def resonance_battle(self, meta, c):
        traits = _first(c, tuple)
        return {"battle_traits": traits} if traits else {"battle_rank_min": _ints(c)[0]}

    def resonance_strategy(self, meta, c):
        return {"strategy_at_least": _ints(c)[0]}

    def trait_list(self, meta, c):
        return tuple(str(t) for t in c if isinstance(t, Token) and t.type == "TRAIT")

    def by_count(self, meta, c):
        per = _first(c, _Per)
        if per.every != 1:
            raise self._unread(meta, "「…の数により」 takes the count itself, not its groups")
        options = tuple(x for x in c if isinstance(x, tuple))
        return (Effect("by-count", per=per.value, options=options),)

    def numbered(self, meta, c):
        return (str(_ints(c)[0]), _first(c, tuple))

    def tally_invaded_zones(self, meta, c): return _Per(Tally.INVADED_ZONES)

    def triggered(self, meta, c):
        limits, valid = [x for x in c if isinstance(x, _PerTurn)], [x for x in c if isinstance(x, _Valid)]
        if len(limits) > 1 or len(valid) > 1:
            raise self._unread(meta, "a limit a turn, or when the ability is valid, said twice")
        head, when, *sentences = (x for x in c if not isinstance(x, (_PerTurn, _Valid)))
        if limits:
            head = head | limits[0].fields()
        if valid:
            head = head | {"valid_if": valid[0].condition}
        text, trigger = self._body(meta, head, when.end), when.trigger
        if isinstance(trigger, _State):  # 10.6.6: triggers while the state holds
            head, trigger = head | {"condition": trigger.condition}, Trigger(Event.STATE)
        effects = self._in_turn(meta, sentences)
        if effects and (effects[0].unless_previous or effects[0].with_previous or effects[0].if_done):
            raise self._unread(meta, "「そうしたら」, 「〜しなかったなら」: there is no effect before it")
        effects = list(self._event_monster(meta, self._again(meta, tuple(effects)), trigger))
        if trigger.event in (Event.DESTROYED_SELF, Event.DISCARDED):
            effects = [_in_its_new_area(e) for e in effects]
        self._taken_as_said(meta, tuple(effects))
        self._took_as_said(meta, tuple(effects))
        return Ability(text, "auto", trigger, tuple(effects), **head)

    def _in_turn(self, meta, sentences) -> list[Effect]:
        """The sentences' effects in order; "〜なら、かわりに…" takes the place of the effect before it, the
        condition checked as the two resolve (10.5): that effect, or these instead — never both."""
        effects: list[Effect] = []
        for sentence in sentences:
            if isinstance(sentence, _Instead):  # the last effect, or this one instead
                if not effects:
                    raise self._unread(meta, "「かわりに」: there is no effect before it to take the place of")
                last = effects.pop()
                effects.append(Effect("instead", instead_if=sentence.condition, options=(
                    (sentence.text, sentence.effects), (last.verb, (last,)))))
            else:
                effects.extend(sentence)
        return effects

    def per_turn(self, meta, c):
        """"1ターンに1回、": at most N times a turn (1.3.1 over 10.6.2.1); "1ゲームに1回、": a game."""
        times = _ints(c)[-1]
        if not 1 <= times <= MOST_COUNT:
            raise self._unread(meta, f"a limit of {times} times a turn")
        return _PerTurn(times, game=bool(_token(c, "PER_GAME")))

    per_turn_said = per_turn

    def valid_said(self, meta, c): return _Valid(_first(c, Condition))

    def instead(self, meta, c):
        return _Instead(_first(c, Condition), self._printed(meta).split("かわりに", 1)[1],
                        next(x for x in c if isinstance(x, tuple)))

    def strategy_text(self, meta, c):
        effects = self._event_monster(meta, self._again(meta, tuple(self._in_turn(meta, c))), None)
        self._taken_as_said(meta, effects)
        self._took_as_said(meta, effects)
        return Ability(self._source(meta), "auto", Trigger(Event.STRATEGY), effects)

    def replacement(self, meta, c):
        head, condition = c[0], _first(c, Condition)
        replaced = _first(c, _Replaced) or _Replaced("destroy")
        if _first(c, tuple) and _first(c, tuple)[0].verb == "draw-changed" and not replaced.event.endswith("-draw"):
            raise self._unread(meta, "引く枚数 is the number a rules' draw step draws (7.2.2, 7.5.4)")
        chosen, then = _first(c, _Optional), _first(c, _Then)  # "かわりに…てよい。そうしたら、…" (10.9.3)
        [effects] = [x for x in c if isinstance(x, tuple)] if chosen is None else [chosen.effects]
        before = self.text[meta.start_pos:then.start if then else meta.end_pos]
        optional = chosen is not None or before.endswith("てよい。")
        if isinstance(effects, _PiledIt) and effects.owner in ("あなたの", "相手の"):  # 4.1.7: the owner's pile
            owner = "you" if replaced.cards is None else replaced.cards.owner
            if owner != ("you" if effects.owner == "あなたの" else "opponent"):
                raise self._unread(meta, f"a card goes to its owner's pile (4.1.7): 「{effects.owner}」 may not be the "
                                         "replaced card's owner's")
        if isinstance(effects, _PiledIt) and replaced.cards is None and effects.owner and effects[0].verb == "to-deck-bottom":
            effects = (Effect("deck-bottom-self"),)  # this card's own event: 「あなたの山札の下に置く」 is this card's verb
        effects = tuple(dataclasses.replace(e, may=False) for e in effects)  # the optional replacement is the may
        if then is not None and isinstance(then.effects, _Replaced):  # "そうしたら、それは破壊されない"
            said = then.effects
            if said.event != replaced.event or (said.cards is not None and replaced.cards is not None
                                                and said.cards.type != replaced.cards.type):
                raise self._unread(meta, "「そうしたら、…されない」 restates the event replaced (10.9.1.1), "
                                         "and only that one")
        elif then is not None:  # "そうしたら、…": only when the choice was carried out (10.2.1.3.2, 10.9.3)
            effects += (dataclasses.replace(then.effects[0], if_done=True), *then.effects[1:])
        effects = self._again(meta, effects)
        self._taken_as_said(meta, effects)
        self._took_as_said(meta, effects)
        return Ability(self._body(meta, head), "replacement", effects=effects, optional=optional, condition=condition,
                       replaces=replaced.event, replaced=replaced.cards, replaced_by=replaced.by, phase_of=replaced.phase_of, **head)

    def limited_replacement(self, meta, c):
        """"1ターンに1回、これが破壊される際、かわりに…": the replacement applies at most N times a turn (1.3.1)."""
        during = next((x for x in c if isinstance(x, Turn)), None)  # 「あなたのターン中、1ターンに1回、…」
        ability = _first(c, Ability)
        if during is not None:
            if ability.during is not None:
                raise self._unread(meta, "whose turn it works in, said twice")
            ability = dataclasses.replace(ability, during=during)
        return dataclasses.replace(ability, **_first(c, _PerTurn).fields())

    def replaced_destroy(self, meta, c):
        """"これが相手の効果で破壊される際", "あなたの怪獣カードが後退する時": whose card × by whose
        effects × the event (10.9.1)."""
        event = REPLACED[_token(c, "REPLACED_EVENT") or _token(c, "REPLACED_NOT")]
        by = _first(c, _Cause)
        return self._replaced(meta, event, _first(c, Target), by.value if by is not None else "")

    def replaced_player_discard(self, meta, c):
        """"あなたが効果で手札を捨てる際", "相手が手札の交戦カードを捨てる際": the player as subject — the cards of
        that player's hand (the phrase's, or any) discarded (5.7.1: a hand's master discards it), by the cause said
        (10.9.1); the same event as 「あなたの手札のカードが効果で捨てられる際」."""
        fields = _first(c, dict) or {}
        if _ints(c) and _ints(c) != [1]:
            raise self._unread(meta, "a discard from the hand is replaced one card at a time (5.7.1): 「1枚捨てる際」")
        cards = Target(**({"owner": _who(_token(c, "PLAYER")), "area": "hand", "type": ""} | fields))
        by = _first(c, _Cause)
        return self._replaced(meta, "discard", cards, by.value if by is not None else "")

    def replaced_player_act(self, meta, c):
        """"相手が効果であなたの交戦カードを破壊する際", "相手があなたの怪獣カードを後退させる際": the player as subject,
        the cards on the field its phrase finds as object — the event done by that player's effects (a player
        destroys, returns or moves a card only by an effect, 5.12, 5.2.1, 5.13; 11.3's crush is the rules')."""
        event = PLAYER_EVENTS[_token(c, "PLAYER_EVENT")]
        by = "own-effect" if _who(_token(c, "PLAYER")) == "you" else "opponent-effect"
        # 「あなたがあなたの怪獣カードを後退させる際」 with no 効果 said: the rules' steps too? (「あなたが効果で…」 says it)
        if by == "own-effect" and event in ("advance", "retreat", "counter") and "効果" not in self._printed(meta):
            raise self._unread(meta, "a monster moves or is countered by an effect or by the rules' steps, "
                                     "whose steps a replacement names as they are (10.9, 7.5.2)")
        return self._replaced(meta, event, _first(c, Target), by)

    def _replaced(self, meta, event: str, cards: Target | None, by: str) -> "_Replaced":
        """The event a replacement watches (10.9.1), refused where the rules have no such event."""
        if event == "to-discard" and cards is not None and cards.area == "hand":
            # 「あなたの手札のカードが捨て札に置かれる際」: a card of the hand put into the discard pile, however (a
            # discard, 5.7.1, a cost, 8.4's rage or 8.6's invasion): the engine's one event of a hand card going there
            event = "discard"
        if cards is not None and cards.area == "it":
            raise self._unread(meta, "a replacement watches cards on the field (10.9.1), not those an effect named")
        if event in ("advance", "retreat", "counter", "invade") and cards is not None and cards.type != "monster":
            raise self._unread(meta, "only a monster moves forward or back (5.13) or is countered (5.15)")
        if event == "play" and (cards is None or cards.type != "battle"):
            raise self._unread(meta, "a battle card appearing in a zone (5.11.1) is the one a replacement of appearing "
                                     "watches: this card's own appearing is its 【出現時】, a monster's is 5.11.2's")
        if event == "place-strategy" and (cards is None or cards.type != "strategy"):
            raise self._unread(meta, "only a strategy card is activated (5.9.1, 8.3)")
        if event in ("play", "place-strategy"):  # a card coming onto the field, from wherever it is (5.11.1, 10.5.2)
            assert cards is not None
            cards = dataclasses.replace(cards, area="anywhere")
        if event == "play" and not by:
            raise self._unread(meta, "a battle card played by the main phase's action passes the resolution area "
                                     "(10.5.2.3), and where it would go instead the rules do not say: only its appearing "
                                     "by an effect (「効果で出現する際」, 5.11.1) is replaced")
        if event in ("move", "evolve") and cards is not None and cards.type not in ("battle", ""):
            raise self._unread(meta, "only a battle card stands in a zone and moves to another (4.4.4.1, 5.2.1) "
                                     "or evolves (5.17.1)")
        if event == "to-discard" and cards is not None and cards.area == "hand":
            event = "discard"  # 5.7.1: a card of the hand put into the discard pile is discarded (「手札のカードが捨て札に置かれる際」)
        if (event == "discard") != (cards is None or cards.area == "hand") and cards is not None:
            raise self._unread(meta, "a card discarded from the hand is this card (これ) or a card of a player's hand "
                                     "(「あなたの手札の…」): the zones' cards are in no hand, a hand's cards on no field")
        if event == "discard" and cards is not None and cards.owner == "each":
            raise self._unread(meta, "whose hand: あなたの or 相手の")
        if by == "crush" and (event not in ("destroy", "to-discard", "left-field")
                              or (cards is not None and cards.type != "battle")):
            raise self._unread(meta, "sharing a zone with an invading monster destroys a battle card, "
                                     "nothing else (11.3)")
        if by == "burst" and (event not in ("to-discard", "left-field") or (cards is not None and cards.type != "monster")):
            raise self._unread(meta, "【強襲】 puts only the monster card it played into the discard pile (12.5.2)")
        if by and event == "invade":
            raise self._unread(meta, "an invasion is its master's action (8.6), no effect's")
        # 「効果で」, 「あなたの効果で」, 「相手の効果で」, 「これの効果で」: the engine knows whose effect moves or counters a monster
        # (3.1.2: an effect's master; the rules' steps — an invasion, the end phase's advance, 7.4.3 — are no effect's)
        if by and event in ("advance", "retreat", "counter") and by not in ("opponent-effect", "this-effect", "effect",
                                                                            "own-effect"):
            raise self._unread(meta, "a monster moves or is countered by an effect or by the rules' steps, "
                                     "whose steps a replacement names as they are (10.9, 7.5.2)")
        return _Replaced(event, cards, by)

    def replaced_stacked(self, meta, c):
        """"これの下にカードが重ねられる際", "あなたの怪獣カードの下に相手の効果でカードが重ねられる際": a card
        stacked under this card or the cards a phrase finds (3.2.1), by whose effects (10.9.1)."""
        cards = _first(c, Target)
        if cards is not None and (cards.type not in ("battle", "monster") or cards.area != "field"):
            raise self._unread(meta, "cards are stacked under monster and battle cards on the field (3.2.1)")
        by = _first(c, _Cause)
        if by is not None and by.value not in ("opponent-effect", "effect", "own-effect", "this-effect"):
            raise self._unread(meta, "a card is stacked under another by an effect (3.2.1), by no rule")
        return _Replaced("stacked", cards, by.value if by else "")

    def replaced_draw(self, meta, c):
        """"あなたがカードを引く際", "相手はカードを引かず": each card a player draws (5.4.2), however (10.9.1)."""
        return _Replaced("draw", phase_of=_who(_token(c, "PLAYER")) if _token(c, "PLAYER") == "相手" else "")

    def replaced_deck_act(self, meta, c):
        """"相手が山札をシャッフルする際", "あなたが山札からカードを探す際": a player's act on the deck or on cards
        (5.3.1, 5.8, 5.10.1, 5.5.1), however made — by an effect, or as part of another (5.8's shuffle)."""
        event = self._deck_act(meta, c, _token(c, "ACT_WILL"))
        return _Replaced(DECK_ACTS[event], phase_of="opponent" if _token(c, "PLAYER") == "相手" else "")

    def replaced_cause(self, meta, c):
        """"相手の効果で", "効果で", "あなたの効果で", "踏み潰し処理で", "強襲によって": what causes the event."""
        token = c[0]
        if token.type == "REPLACED_BY_EFFECT":
            return _Cause("own-effect" if token.value.startswith(("あなた", "自分")) else "effect")
        return _Cause(REPLACED_CAUSES[token.type])

    replaced_not = replaced_destroy  # "これは相手の効果で後退せず、その際に…" (10.2.1.3.1)

    def replaced_rage(self, meta, c):
        """"あなたの怪獣カードの怒りが相手の効果で減る際", "これの怒りは増えず、": whose monster's rage (3.4) going
        down or up, by whose effects (10.9.1); the monster card is the card the event happens to."""
        way = _token(c, "RAGE_CHANGE") or _token(c, "RAGE_NOT") or _token(c, "RAGE_SAID")
        whose = _token(c, "MONSTER_OF")
        # the player's monster, the card the event is of ("これの怒り": this card's master's, 3.4)
        cards = Target(owner="opponent" if whose.startswith("相手") else "you", type="monster")
        return _Replaced("rage-down" if way.startswith("減") else "rage-up", cards,
                         "opponent-effect" if _token(c, "REPLACED_BY") else "")

    denied_rage = replaced_rage  # "そうしたら、怒りは減らない": the event replaced, said again (10.9.1.1)

    def replaced_subject(self, meta, c):
        if _token(c, "OWNER"):  # "あなたの手札の交戦カード": the cards of that player's hand the phrase finds
            return Target(**({"owner": _who(_token(c, "OWNER")), "area": "hand"} | _first(c, dict)))
        return _first(c, Target)

    def rule_action(self, meta, c):
        """"あなたのエンドフェイズに手札が5枚未満で引く際", "相手がスタートフェイズにカードを引く際",
        "これはエンドフェイズに前進しない": whose phase × a step the rules take (7.2.2, 7.2.4, 7.5.2, 7.5.4).
        ``phase_of`` "opponent": the opponent's phase; otherwise this card's master's."""
        whose, phase = _first(c, tuple)
        words = self.text[meta.start_pos:meta.end_pos]
        step = "draw" if "引" in words else "rage" if "怒り" in words else "advance"
        event = f"{phase}-{step}"
        if event not in RULE_STEPS:
            raise self._unread(meta, "the start phase draws and sets rage to 0 (7.2.2, 7.2.4), the end phase "
                                     "advances and draws (7.5.2, 7.5.4): no other step of these phases")
        if step == "draw" and phase == "end" and _ints(c) and _ints(c)[0] != 5:
            raise self._unread(meta, "the end phase draws only while the hand has fewer than 5 cards (7.5.4)")
        if step == "draw" and phase == "start" and _ints(c):
            raise self._unread(meta, "the start phase draws whatever the hand holds (7.2.2)")
        if step == "rage" and _ints(c)[0] != 0:
            raise self._unread(meta, "the start phase sets rage to 0 (7.2.4), no other number")
        if step != "draw" and whose == "opponent":
            raise self._unread(meta, "これ is this card's master's monster: its phase is not the opponent's")
        return _Replaced(event, None, phase_of=whose)

    rule_action_not = rule_action

    def replaced_rule(self, meta, c):
        return _first(c, _Replaced)

    def rule_when(self, meta, c):
        return ("opponent" if _token(c, "RULE_WHOSE", "").startswith("相手") else "",
                "start" if _token(c, "RULE_PHASE") == "スタート" else "end")

    def draw_changed(self, meta, c):
        n = _ints(c)[0]
        return (Effect("draw-changed", -n if _token(c, "DRAW_WAY") == "少なく" else n),)

    def rage_said(self, meta, c):
        n = _ints(c)[0]
        return (Effect("rage", -n if _token(c, "RAGE_WAY") == "減る" else n),)

    def draw_to(self, meta, c):
        return Effect("draw-to", _ints(c)[0], _who(_token(c, "OWNER", "あなた")))

    def replaced_strategy_discard(self, meta, c):
        return _Replaced("strategy-discard")

    def optional_effects(self, meta, c):
        return _Optional(_first(c, tuple))

    def followup(self, meta, c):
        return _Then(_first(c, tuple) or _first(c, _Replaced), meta.start_pos)

    def denied_again(self, meta, c):
        """"その交戦カードは破壊されない": the event replaced, said again (the same as 10.9.1.1)."""
        kind = _token(c, "TYPE")
        words = self._printed(meta)
        cards = Target(type=TYPES[kind]) if kind else Target(type="monster") if "怪獣カード" in words else None
        by = _first(c, _Cause)
        return _Replaced(REPLACED[_token(c, "REPLACED_SAID")], cards, by.value if by else "")

    def pile_it(self, meta, c):
        """"かわりに手札に戻す", "かわりにそれをあなたの山札の下に置いてよい": the card the replaced event would
        happen to ("それ", 10.9.1), into that pile — its owner's (4.1.7), the owner said checked by replacement."""
        return _PiledIt((Effect(PUT_TO[_token(c, "PILE_IT") or "山札の下に"], 0, target=Target(area="it", type="")),),
                        _token(c, "PILE_OWNER") or "")

    def move_it(self, meta, c):
        """"かわりに空いているエリアに移動させる": the card the replaced event would happen to (10.9.1)."""
        return (Effect("move", 0, target=Target(area="it", type=""), to="empty"),)

    def choice(self, meta, c):
        options = tuple(x for x in c if isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], str))
        return (Effect("choose", _ints(c)[0], options=options, condition=_first(c, Condition)),)

    def inline_choice(self, meta, c):
        """"カードを1枚引くか、相手の怒りを1減らす": one of the clauses, the master's choice (10.5.2.2.1), each
        named by its words."""
        options = tuple(x for x in c if isinstance(x, _Clause))
        for option in options:
            if any(e.with_previous or e.if_done or e.unless_previous for e in option.effects[:1]):
                raise self._unread(meta, "an option of a choice follows no effect before it")
        # 「相手は自分の手札を1枚捨てるか、自分の怒りを1減らす」: the player the first clause names chooses, and does the
        # clause chosen with their own cards and rage (3.1.2.3.1) — the later clauses' 「自分の」 is theirs
        subject = next((who for words, who in SUBJECTS if options[0].words.startswith(words)), "")
        if subject == "opponent" and options[0].effects[0].who == subject:
            if any(e.may for o in options for e in o.effects):  # 「…か、…てよい」: whether to do either is theirs too
                raise self._unread(meta, "the opponent's choice of two acts said as optional (「…か、…てよい」): whether "
                                         "they do either is not read; said without てよい, they choose one and do it")
            options = (options[0], *(_Clause(o.words, tuple(self._by_subject(dataclasses.replace(
                e, who=subject if (e.verb in ACTOR_VERBS or e.verb == "rage" and o.words.startswith("自分")) and e.who == "you"
                else e.who), subject, meta) for e in o.effects)) for o in options[1:]))
            return (Effect("choose", 1, options=tuple((o.words, o.effects) for o in options), condition=_first(c, Condition),
                           chooser=subject),)
        return (Effect("choose", 1, options=tuple((o.words, o.effects) for o in options), condition=_first(c, Condition)),)

    def choice_clause(self, meta, c):
        words = self._printed(meta)
        return _Clause(words if words.endswith("。") else words + "。", _first(c, tuple))

    def option_more(self, meta, c):
        return _More(c[0])

    def option(self, meta, c):
        [effects] = [x for x in c if isinstance(x, tuple)]
        more = tuple(e for x in c if isinstance(x, _More) for e in x.effects)
        awake, condition = _first(c, int), _first(c, Condition)
        if awake:  # an option that needs 【覚醒N】 (12.4.2): a condition on the monster's zone
            condition = Condition("monster-zone-at-least", awake)
        first = effects[0] if condition is None else dataclasses.replace(effects[0], condition=condition)
        resolved = tuple(self._resolved(e, condition, meta) for e in (first, *effects[1:]))  # its "それ" too
        return (self._printed(meta).removeprefix("・"), resolved + more)

    def continuous(self, meta, c):
        """Continuous sentences (10.8). A turn qualifier before them (「相手のターン中これの怒りは…減らない。」) is the
        first sentence's: the sentences after it, each a continuous ability of its own with its own condition,
        hold in every turn unless they say otherwise (TW-019) — read as abilities apart (a 「さらに+N」 stays with
        the change it repeats)."""
        valid = _first(c, _Valid)
        head, *sentences = (x for x in c if not isinstance(x, _Valid))
        if valid is not None:
            head = head | {"valid_if": valid.condition}
        later = next((i for i, x in enumerate(sentences) if i and not isinstance(x, _Again)), None)
        turns = [_said_turn(x) for x in sentences]
        if any(turns):  # a turn said inside a sentence, after its condition: that sentence's ability's alone (10.8)
            if head.get("during") is not None:
                raise self._unread(meta, "whose turn it works in, said twice")
            starts = [i for i, x in enumerate(sentences) if not isinstance(x, _Again) or not i]
            abilities = []
            for n, i in enumerate(starts):
                j = starts[n + 1] if n + 1 < len(starts) else len(sentences)
                begin = head.get("end", meta.start_pos) if n == 0 else sentences[i].meta.start_pos
                abilities.append(self._continuous(meta, head | {"during": turns[i], "end": begin}, sentences[i:j],
                                                  end=sentences[j].meta.start_pos if j < len(sentences) else None))
            return tuple(abilities)
        if head.get("during") is not None and later is not None:
            rest_start = sentences[later].meta.start_pos
            first = self._continuous(meta, head | {}, sentences[:later], end=rest_start)
            rest = self._continuous(meta, head | {"during": None, "end": rest_start}, sentences[later:])
            return (first, rest)
        return self._continuous(meta, head, sentences)

    def _continuous(self, meta, head: dict, sentences: list, end: int | None = None) -> Ability:
        modifiers: list[Modifier] = []
        for sentence in sentences:
            if isinstance(sentence, _Again):  # the change before, again (10.8.1.5)
                last = modifiers[-1]
                if last.stat in ("counter-times", "threat-times"):
                    raise self._unread(meta, "「さらに+N」 adds to a number, not to a multiplication (10.8.1.5)")
                condition = None
                if sentence.value is not None:
                    if last.condition is None or not last.condition.value:
                        raise self._unread(meta,
                                           "「N枚以上あるなら」 repeats no count before it")
                    condition = dataclasses.replace(last.condition, value=sentence.value)
                modifiers.append(dataclasses.replace(last, amount=sentence.amount, condition=condition, per=None))
            else:
                modifiers.extend(x for x in sentence.children if not isinstance(x, Turn))
        self._said = []  # a change counted per card is no effect's count
        if self._placed_here:  # while it is in a strategy zone (10.2.1.2, 10.3.4.3; 7.2.3 and 11.4 end it)
            placed = Condition("in-area", type="strategy")
            modifiers = [dataclasses.replace(m, condition=placed if m.condition is None else Condition(
                "all", parts=(placed, m.condition))) for m in modifiers]
        text = self._body(meta, head) if end is None else self._span(head.pop("end", meta.start_pos), end).strip()
        return Ability(text, "continuous", modifiers=tuple(modifiers), **head)

    # -- triggers ---------------------------------------------------------------------------------
    def t_state(self, meta, c):
        """10.6.6: 「…がない時、」 is a state. 「あなたが怒りを獲得した時、」 is an event (10.6.2): a
        state of what was done this turn would trigger again after every resolution (10.6.6.1)."""
        condition = _first(c, Condition)
        if condition.kind == "done-this-turn" and DONE_EVENT.search(self._printed(meta)):
            return self._action_trigger(meta, condition)
        return _State(condition)

    def _action_trigger(self, meta, done: Condition) -> Trigger:
        """「相手が手札から交戦カードを出現させた時」: a player's action (8.1.1) as the event it raises (10.6.2)."""
        event = ACTION_EVENTS.get(done.type)
        if event is None or done.compare:
            raise self._unread(meta, "「…した時」 is an event (10.6.2), not a state of this turn (10.6.6): "
                                     "say it as 「このターン…していた時」 or with the card that did it")
        return Trigger(event[0], Whose(done.name), cause=event[1])

    def t_player_act(self, meta, c):
        """"あなたが戦略カードを発動するたび", "相手が手札から交戦カードを出現させる時": 8.1.1's actions as events."""
        act, hand, fields = _token(c, "ACT_WHEN"), bool(_token(c, "DONE_FROM")), _first(c, dict)
        what = "" if fields is None else f"{KINDS_SAID.get(fields['type'], '')}カードを"
        if act.startswith("プレイ"):  # 10.5: a card of the hand played — what the action is by its kind (8.2, 8.3, 8.5)
            if what in ("", "カードを"):
                raise self._unread(meta, "「…をプレイした時」 names the card's kind: a battle, monster or strategy card "
                                         "is played its own way (10.5.2.1.2, 10.5.2.1.3, 10.5.2.3.1)")
            hand, act = True, "発動" if what == "戦略カードを" else "出現"
        verb = {"出現": "出現させ", "発動": "発動し", "進攻": "進攻し"}[act[:2]]
        action = _action_of(verb, hand, what)
        if action is None or (verb == "進攻し") == bool(what):
            raise self._unread(meta, f"「{what}{verb}」 is no action of a player's the engine raises an event for (8.1.1)")
        whose = _who(_token(c, "PLAYER"))
        trigger = self._action_trigger(meta, Condition("done-this-turn", name=whose, type=action))
        cards = None if fields is None else _event_cards(Whose(whose), fields)
        return trigger if cards is None else dataclasses.replace(trigger, card=cards)
    def t_enter(self, meta, c): return Trigger(Event.ENTER)
    def t_invading(self, meta, c): return Trigger(Event.INVADING)
    def t_counterattack(self, meta, c): return Trigger(Event.COUNTERATTACK)
    def t_your_phase(self, meta, c):
        whose = Whose.OPPONENT if _token(c, "PLAYER") == "相手" else Whose.YOU
        return Trigger(Event.PHASE, whose, Phase(PHASES[_token(c, "PHASE")]))
    def t_any_phase(self, meta, c): return Trigger(Event.PHASE, Whose.ANY, Phase(PHASES[_token(c, "PHASE")]))
    def t_rage(self, meta, c):
        up = _token(c, "RAGE_WHEN").startswith("増")
        return Trigger(Event.RAGE_UP if up else Event.RAGE_DOWN, self._whose_monster(c))

    @staticmethod
    def _whose_monster(c) -> Whose:
        return Whose.OPPONENT if _token(c, "MONSTER_OF").startswith("相手") else Whose.YOU

    def t_invaded(self, meta, c): return Trigger(Event.INVADED, Whose.OPPONENT)
    def t_countered(self, meta, c):
        return Trigger(Event.NOT_COUNTERED if _token(c, "NOT_COUNTERED_WHEN") else Event.COUNTERED, Whose.OPPONENT)

    def t_rage_action(self, meta, c): return Trigger(Event.RAGE_ACTION, self._player(c))

    def t_rage_action_whose(self, meta, c):
        """"あなたが手札の怪獣カードを捨ててこれの怒りを増やした時": the rage action (8.4.1) with its monster said — the
        acting player's own, so only whose action it is matters."""
        return Trigger(Event.RAGE_ACTION, Whose.OPPONENT if self._printed(meta).startswith("相手") else Whose.YOU)

    def t_rule_process(self, meta, c):
        """"あなたがリシャッフル処理を行った時": the player who draws from an empty deck performs the reshuffle
        (11.2.2, 11.2.3; with an empty discard pile too, where it does nothing, 11.2.4)."""
        if _token(c, "RULE_PROCESS") != "リシャッフル処理":
            raise self._unread(meta, "no player performs the illegal-card (11.4) or duplicate-card (11.5) process: "
                                     "the game does, and the event is the card's (「捨て札に置かれた時」, 4.1.7)")
        return Trigger(Event.RESHUFFLED, self._player(c))

    def t_event(self, meta, c):
        """"相手の怪獣カードが前進するたび", "いずれかの交戦カードが破壊された時": whose card, its
        kind, the event (10.6.2); "これが…": this monster's (this card's own 出現: 【出現時】); a card phrase's
        filters (「あなたの赤の交戦カードが破壊された時」): only a card they find (Trigger.card)."""
        trigger = self._card_event(meta, c)
        cards = next(x for x in c if isinstance(x, tuple))[2]
        if cards is not None and any(getattr(cards, f) for f in PLACE_FIELDS) and trigger.event not in NEAR_EVENTS:
            raise self._unread(meta, "a card named by where it stands is seen where it stood or stands: the engine keeps "
                                     "that of a card leaving the field (10.6.4.1.2), played or moved (10.6.4.1.3)")
        return trigger if cards is None else dataclasses.replace(trigger, card=cards)

    def _card_event(self, meta, c) -> Trigger:
        whose, kind, _cards = next((x for x in c if isinstance(x, tuple)))
        verb = _token(c, "EVENT_VERB")[:2]
        event = EVENTS_OF.get((verb, kind))
        if event in (None, Event.CARD_PLAYED) and verb == "出現" and _cards is not None and "トークン" in _cards.traits_any:
            event = Event.BATTLE_PLAYED  # 「あなたのトークンが出現するたび」: a token is a battle card in a zone (9.1.4.1)
        if event is None and kind == "this":
            raise self._unread(meta, f"this card {EVENT_WORDS[verb]}: no event of its own in the rules")
        if event is None:
            raise self._unread(meta, f"no {'' if kind == 'card' else kind + ' '}card {EVENT_WORDS[verb]} in the rules")
        if _token(c, "NOT_WHEN"):  # "撃退されなかった時"
            if event not in NOT_EVENTS:
                raise self._unread(meta, "of the events that did not happen, the rules raise only a monster "
                                         "not countered (7.4.3)")
            event = NOT_EVENTS[event]
        said = _token(c, "EVENT_CAUSE") or _token(c, "EFFECT_CAUSE")
        if said.endswith("から"):  # 「これが手札から出現した時」: the area it appeared from (5.11.3)
            if event not in (Event.ENTER, Event.BATTLE_PLAYED, Event.MONSTER_PLAYED, Event.CARD_PLAYED):
                raise self._unread(meta, f"「{said}」 says where a card appeared from (5.11.3): said of 出現 only")
            return Trigger(event, None if event is Event.ENTER else whose,
                           cause=APPEARED_FROM[PLAYED_WAYS[said[:2]]])
        if event in (Event.ENTER, Event.MONSTER_PLAYED) and said.startswith("強襲"):  # "これが強襲で出現した時" (12.5.2)
            return Trigger(event, None if event is Event.ENTER else whose, cause=Cause.BURST)
        if event is Event.ENTER and "効果" not in said:  # "これが出現した時": 【出現時】 (12.2)
            return Trigger(event)
        if "効果" in said:  # "相手の効果で破壊された時", "相手の効果で後退した時": whose effect did it (3.1.2)
            if event not in BY_EFFECT_EVENTS:
                raise self._unread(meta, "whose effect did it is said of a card destroyed (5.12), returned, put into "
                                         "the discard pile or the deck, moved (5.2.1), played (5.11) or a monster "
                                         "moved (5.13): no other event records it")
            by = (Cause.OPPONENT_EFFECT if said.startswith("相手") else Cause.EFFECT if said.startswith("効果")
                  else Cause.OWN_EFFECT)
            if event in (Event.DESTROYED_SELF, Event.ENTER):  # "これが効果で出現した時": 5.11 by an effect, not 8.2's action
                return Trigger(event, cause=by)
            if kind == "this" and event is Event.TO_DISCARD:
                raise self._unread(meta, "this card put into the discard pile from the hand or the deck: the rules "
                                         "do not say its text works there (10.3.4); from the field, say "
                                         "「フィールドを離れた時」")
            # "これが相手の効果で手札に戻された時": this card's own, as it was on the field (10.6.4.1.2)
            return Trigger(event, whose, kind="" if kind in ("card", "this") or event not in KINDED else kind,
                           cause=by, own=kind == "this" and event in KINDED)
        if said.startswith("重複"):  # "これが重複カード処理で破壊された時": 11.5.1 destroys a battle or strategy card
            if event not in (Event.DESTROYED_SELF, Event.BATTLE_DESTROYED, Event.STRATEGY_DESTROYED) or verb == "踏み":
                raise self._unread(meta, "the duplicate-card process destroys a battle or strategy card (11.5.1); "
                                         "nothing else happens by it")
            return Trigger(event, None if event is Event.DESTROYED_SELF else whose, cause=Cause.DUPLICATE)
        if event is Event.DESTROYED_SELF and not said:
            return Trigger(event, cause=Cause.CRUSH if verb == "踏み" else None)  # "踏み潰し処理で" (11.3.3)
        if said.startswith("不正"):  # "これが不正カード処理で捨て札に置かれた時": 11.4.1's move, not a destruction
            if event not in (Event.TO_DISCARD, Event.LEFT_FIELD):
                raise self._unread(meta, "the illegal-card process puts a card into the discard pile (11.4.1); it "
                                         "destroys nothing")
            return Trigger(event, whose, kind="" if kind in ("card", "this") else kind, cause=Cause.ILLEGAL,
                           own=kind == "this")
        cause = Cause.BURST if said else None  # "強襲により捨て札になった時" (12.5.3)
        if cause is not None and (event is not Event.TO_DISCARD or kind not in ("monster", "card", "this")):
            raise self._unread(meta, "強襲 plays a monster card (12.5.2) and puts only that card into the discard "
                                     "pile: no other card is played or discarded by it")
        if event in (Event.TO_DISCARD, Event.RETURNED, Event.LEFT_FIELD, Event.TO_DECK):  # any card, or a type
            # this card leaving the field: its text sees it as it was there (10.6.4.1.2, as 【逆襲】 12.7)
            if kind == "this" and event is Event.TO_DISCARD and cause is None:
                raise self._unread(meta, "this card put into the discard pile from the hand or the deck: the rules "
                                         "do not say its text works there (10.3.4); from the field, say "
                                         "「フィールドを離れた時」 or 【逆襲】")
            return Trigger(event, whose, kind="" if kind in ("card", "this") else kind, cause=cause,
                           own=kind == "this")
        if event is Event.MOVED:  # "これが移動した時": this card's own move (5.2.1), seen in its new zone (10.6.4.1.3)
            return Trigger(event, whose, kind="" if kind in ("card", "this") else kind, own=kind == "this")
        return Trigger(event, whose)

    def ability_for_a_time(self, meta, c):
        """"このターン、あなたがエンドフェイズに…引く際、かわりに…", "次の相手のターン終了時まで、…たび、…": a
        replacement (10.9) or an automatic ability (10.6) a one-shot effect makes for a time (10.2.1.2) —
        its master's, kept with its end as the changes for a time are (GameState.lasting)."""
        ability = _first(c, Ability)
        if ability.awakening or ability.during:
            raise self._unread(meta, "an ability made for a time is its master's while it lasts: 【覚醒】 or "
                                     "「あなたのターン中」 say nothing more of it")
        # (a state, 10.6.6, is no card's own event: 「このターン、あなたの手札にカードがない時、…」 is checked at each
        # check timing while it lasts)
        if ability.trigger is not None and ability.trigger.event in OWN_EVENTS and ability.trigger.event is not Event.STATE:
            raise self._unread(meta, "an ability made for a time watches players' events (10.6.2) or a state (10.6.6); its source's "
                                     "own 出現時 / 進攻時 / 逆襲 are its printed text's")
        return (Effect("until-end-of-turn", to="+", until=_first(c, Until),
                       modifier=Modifier("ability", 0, "you", grants=(ability,))),)

    triggered_for_a_time = triggered

    def t_game_start(self, meta, c):
        """"ゲーム開始時、": met once, when the game begins — 6.3's procedure before it done (6.3.1.6.1 names
        that moment) — and played at the game's first check timing, the first turn's 7.2.1 (10.6.1,
        10.6.2); from the hand only when its text says so (10.3.4.1)."""
        return Trigger(Event.GAME_START)

    def t_stacked(self, meta, c):
        """"これの下にカードが重ねられた時", "あなたの怪獣カードの下にカードが重ねられるたび" (3.2.1)."""
        whose, kind, cards = next((x for x in c if isinstance(x, tuple)))
        if kind in ("card", "strategy"):
            raise self._unread(meta, "cards are stacked under monster and battle cards (3.2.1), not any card")
        return Trigger(Event.STACKED, whose, kind="" if kind == "this" else kind, own=kind == "this", card=cards)

    def event_subject(self, meta, c):
        """Whose card × its kind × (a card phrase's filters: the cards the event must be of, Trigger.card)."""
        owner, near = _token(c, "EVENT_OWNER"), _token(c, "EVENT_NEAR")
        self._no_pick(meta)
        dicts = [x for x in c if isinstance(x, dict)]  # where (a relation, zones said), then the card phrase
        fields = dicts[-1] if dicts else {}
        place = {k: v for d in dicts[:-1] for k, v in d.items()} | ({"same_column": True} if near else {})
        if place and fields.get("type") != "battle":  # only battle cards stand in zones (4.4.4.1); a monster's is
            raise self._unread(meta, "only a battle card stands in a zone (4.4.4.1): a monster's place is its "  # its position
                                     "position (「エリア6~8に前進した時」, 4.4.3)")
        if place and not set(place) <= {"zones"}:  # 「これの前のエリアにいる(相手の)交戦カード」 (4.4.5)
            # whose said, or unsaid: in front / behind are the master's own zones (4.4.5.1), the others either player's
            unsaid = Whose.YOU if "facing" in place else Whose.ANY
            whose = {"あなた": Whose.YOU, "相手": Whose.OPPONENT, "いずれか": Whose.ANY, "": unsaid}[owner]
            cards = Target(**({"owner": {Whose.YOU: "you", Whose.OPPONENT: "opponent", Whose.ANY: "each"}[whose]}
                              | fields | place))
            return (whose, fields["type"] or "card", cards)
        if not owner:  # "これ": this card, a monster (its own moves) or entering itself
            return (Whose.YOU, "this", None)
        whose = {"あなた": Whose.YOU, "相手": Whose.OPPONENT, "いずれか": Whose.ANY}[owner]
        return (whose, fields["type"] or "card", _event_cards(whose, fields | place))
    def _no_pick(self, meta) -> None:
        """「好きな」 names the cards a player picks: an event's card is whichever it happened to, no one's pick."""
        if "好きな" in self._printed(meta):
            raise self._unread(meta, "「好きな」 is a player's pick of cards: no event happens to a card picked")

    def anyone_subject(self, meta, c):
        """A card phrase with whose unsaid, in a record of this turn: either player's card (as 「いずれかの」)."""
        self._no_pick(meta)
        fields = next((x for x in c if isinstance(x, dict)), {})
        return (Whose.ANY, fields.get("type") or "card", _event_cards(Whose.ANY, fields))
    def t_turn_end_you(self, meta, c): return Trigger(Event.TURN_END, self._player(c))

    @staticmethod
    def _player(c) -> Whose:
        """Whose event, by the player the words name (あなた, or 相手; English: yours)."""
        return Whose.OPPONENT if _token(c, "PLAYER") == "相手" else Whose.YOU
    def t_turn_end_any(self, meta, c): return Trigger(Event.TURN_END, Whose.ANY)

    def t_drew(self, meta, c):
        """"相手がカードを引くたび", "相手が効果でカードを引いた時": each card a player draws (5.4), by an effect
        (whose, 3.1.2) or however — the rules' draws (7.2.2, 7.5.4) are no effect's."""
        said = _token(c, "EFFECT_CAUSE")
        by = (None if not said else Cause.OPPONENT_EFFECT if said.startswith("相手") else Cause.EFFECT
              if said.startswith("効果") else Cause.OWN_EFFECT)
        return Trigger(Event.DREW, self._player(c), cause=by)

    def _deck_act(self, meta, c, when: str) -> Event:
        """DECK_ACT: the act (5.3.1 shuffle, 5.8 search, 5.10.1 reveal, 5.5.1 look) and its verb's inflection
        (シャッフルする / 探す / 公開する / 見る), which must agree."""
        act = _token(c, "DECK_ACT")
        event, stems = (((Event.SHUFFLED, ("する", "した", "し")) if act.endswith("シャッフル") else
                        (Event.SEARCHED, ("す", "した", "し")) if act.endswith("探") else
                        (Event.REVEALED, ("する", "した", "し")) if act.endswith("公開") else
                        (Event.LOOKED, ("る", "た", ""))))
        if not when.startswith(stems[:2]) if when else False:
            raise self._unread(meta, f"「{act}{when}」: the verb's ending does not agree with it")
        return event

    def t_deck_act(self, meta, c):
        """"相手が山札をシャッフルした時", "あなたが山札からカードを探すたび", "相手がカードを公開した時": a
        player's act, as the engine raises it — a shuffle of the player's deck (5.3.1, 11.2.3's too, 5.8's),
        a search (5.8), a reveal by the player whose cards they are (5.10.1), a look by the player who looks (5.5.1)."""
        when = _token(c, "ACT_DONE_WHEN")
        return Trigger(self._deck_act(meta, c, when), self._player(c))

    def c_deck_act_done(self, meta, c):
        """"このターンあなたが山札をシャッフルしていたら": a player's act on the deck or on cards this turn, as the
        engine records it (GameState.done)."""
        event = self._deck_act(meta, c, "")
        if event is Event.LOOKED:  # 「見し」 is no Japanese: 「見ていたら」 is read by the look's own form
            raise self._unread(meta, "「見ていたら」")
        return Condition("done-this-turn", name=_who(_token(c, "PLAYER")), type=f"{event}:")
    def t_discarded_battle(self, meta, c):
        """"相手が手札から交戦カードを捨てるたび" (a battle card: its own event), "…カードを捨てた時" (any,
        or a kind: a discard from the hand with the card's kind, 5.7.1)."""
        fields = _first(c, dict)
        kind, cards = fields["type"], _event_cards(self._player(c), fields)
        if kind == "battle":
            return Trigger(Event.DISCARDED_BATTLE, self._player(c), card=cards)
        return Trigger(Event.HAND_DISCARD, self._player(c), kind=kind, card=cards)
    def t_hand_discarded(self, meta, c):
        """"相手が手札を捨てるたび", "相手が効果で手札を捨てた時": each card a player discards from the hand (5.7.1),
        of any kind, by whose effect or however (3.1.2)."""
        said = _token(c, "EFFECT_CAUSE")
        by = (None if not said else Cause.OPPONENT_EFFECT if said.startswith("相手") else Cause.EFFECT
              if said.startswith("効果") else Cause.OWN_EFFECT)
        return Trigger(Event.HAND_DISCARD, self._player(c), cause=by)

    def t_hand_card_discarded(self, meta, c):
        """"あなたの手札のカードが捨て札に置かれるたび", "相手の手札の交戦カードが相手の効果で捨てられた時": a card of a
        player's hand put into the discard pile (5.7.1, 4.1.7), however — the discard of that player's hand
        (t_discarded_battle, t_hand_discarded), by whose effect if said (3.1.2)."""
        said = _token(c, "EFFECT_CAUSE")
        trigger = self.t_discarded_battle(meta, c)
        if said:
            if trigger.event is not Event.HAND_DISCARD:
                raise self._unread(meta, "whose effect discarded a battle card is said of any card: 「…手札のカードが」")
            by = (Cause.OPPONENT_EFFECT if said.startswith("相手") else Cause.EFFECT if said.startswith("効果")
                  else Cause.OWN_EFFECT)
            trigger = dataclasses.replace(trigger, cause=by)
        return trigger

    def t_strategy_discarded(self, meta, c): return Trigger(Event.STRATEGY_DISCARDED, self._player(c))
    def t_reached_zone(self, meta, c): return Trigger(Event.REACHED_ZONE, Whose.YOU, zones=(_ints(c)[0],))
    def t_advanced_column(self, meta, c): return Trigger(Event.ADVANCED, Whose.YOU, column=True)

    def t_discarded(self, meta, c):
        cause = {"相手の効果で": Cause.OPPONENT_EFFECT, "あなたの怪獣カードの進攻で": Cause.INVASION}
        return Trigger(Event.DISCARDED, cause=cause.get(_token(c, "DISCARDED_BY")))

    def t_crushed_invading(self, meta, c): return Trigger(Event.CRUSHED_INVADING, Whose.YOU)

    def t_crushed_moving(self, meta, c):
        """"これが前進してあなたの交戦カードを破壊した時": this monster moved into a zone of its master's and crushed the
        battle card there (11.3.3 after 5.13) — each card an event; a card phrase's filters: only a card they find."""
        if _token(c, "EVENT_OWNER") != "あなた":
            raise self._unread(meta, "a monster moves through its master's zones (4.4.3) and crushes the battle cards "
                                     "there (11.3.3): only 「あなたの」 cards")
        fields = _first(c, dict) or {}
        if fields.get("type") not in ("battle", ""):
            raise self._unread(meta, "the crush destroys battle cards (11.3.3)")
        move = _token(c, "CRUSH_MOVE")
        filtered = {k: v for k, v in fields.items() if k != "type"}
        if move == "進攻":  # 「進攻時これがあなたの交戦カードを破壊した時」's event, said with て
            if filtered:
                raise self._unread(meta, "which card an invasion crushed is not kept by its event (11.3.3)")
            return Trigger(Event.CRUSHED_INVADING, Whose.YOU)
        trigger = Trigger(Event.CRUSHED_ADVANCING if move == "前進" else Event.CRUSHED_RETREATING, Whose.YOU)
        return dataclasses.replace(trigger, card=_event_cards(Whose.YOU, fields | {"type": "battle"})) if filtered \
            else trigger

    def t_invaded_range(self, meta, c):
        lo, hi = _ints(c)
        if lo > hi:
            raise CompileError(self.text, self._printed(meta), meta.start_pos, "a zone range runs upwards")
        return Trigger(Event.INVADED, Whose.ANY, zones=tuple(range(lo, hi + 1)))

    # -- sentences --------------------------------------------------------------------------------
    def sentence(self, meta, c):
        condition, cost = _first(c, Condition), next((x for x in c if isinstance(x, Effect)), None)
        effects = next(x for x in c if isinstance(x, tuple))
        first = effects[0]
        if condition is not None:
            if first.condition is not None:  # the phrase's own bound stays beside the "if" (BP01-072)
                parts = condition.parts if condition.kind == "all" else (condition,)
                condition = Condition("all", parts=(*parts, first.condition))
            first = dataclasses.replace(first, condition=condition)
        if cost is not None:
            # a moved monster's threat bound (「…ことで、相手の脅威度30000以下の怪獣カードを後退させる」) is a qualifier of
            # what is moved, not the sentence's "if" (Effect.bound): the cost may be paid anyway (10.5.4), then the bound
            # is checked as it moves
            first = dataclasses.replace(first, cost=cost)
        per = _first(c, _Per)
        if per is not None:
            first = dataclasses.replace(first, per=per.value, per_every=per.every)
        done = _token(c, "IF_DONE")
        if done and done.removeprefix("この効果で").lstrip("、").startswith(TOOK_CARDS):
            # 「この効果で破壊したなら」: if the effect before took a card (those it destroyed, returned, put into the
            # discard pile, drew, made vanish: 「それ」, as c_did says 「この効果でカードを破壊したなら」), 10.5
            took = Condition("count-at-least", 1, target=Target(owner="you", area="it", type=""))
            first = dataclasses.replace(first, condition=took if first.condition is None
                                        else Condition("all", parts=(took, first.condition)))
        elif done:  # "そうしたら、", 「この効果で後退させたなら」: only if the effect before was done (10.2.1.3.2)
            first = dataclasses.replace(first, if_done=True)
        if _token(c, "IF_NOT_DONE"):  # "後退しなかったなら、": only if it did not
            first = dataclasses.replace(first, unless_previous=True)
        for effect in (*effects, cost):
            if effect is not None and abs(effect.amount) > MOST_COUNT:  # a typo in a card table, refused here,
                # not met in the middle of a game as a million decisions
                raise self._unread(meta, f"a count of {effect.amount}: no card counts beyond {MOST_COUNT}")
        those = "それらのうち" in self._printed(meta)
        if FROM_ITS_MONSTER.search(self._printed(meta)):
            first = self._placed_from_its_monster(first, condition)
        return tuple(self._resolved(e, condition, meta, those) for e in (first, *effects[1:]))

    @staticmethod
    def _placed_from_its_monster(effect: Effect, condition: Condition | None) -> Effect:
        """「相手の怪獣カードの脅威度が10000以上なら、その怪獣カードと同じ縦列にいる…」, 「…なら、それの隣接エリアにいる…」: in the
        sentence's first effect a place named from 「それ」 / 「その怪獣カード」 is named from the monster the condition names
        (in its position's zone, 3.3.3.2; 4.4.5) — no effect before it named a card."""
        target = effect.target
        if condition is None or target is None or not (target.it_column or target.near_of == "it" or target.bound_from == "it"):
            return effect
        whose = next((MONSTER_OF[p.kind] for p in (condition.parts or (condition,)) if p.kind in MONSTER_OF), None)
        whose = whose or _compared_monster(condition)
        if whose is None:
            return effect
        moved: dict[str, Any] = {"monster_column": whose, "it_column": False} if target.it_column else {}
        moved |= {"near_of": whose} if target.near_of == "it" else {}
        moved |= {"bound_from": whose} if target.bound_from == "it" else {}
        return dataclasses.replace(effect, target=dataclasses.replace(target, **moved))

    def _resolved(self, effect: Effect, condition: Condition | None, meta, those: bool = False) -> Effect:
        """An effect whose "それ" is what the sentence's condition names (anaphora within a sentence;
        across sentences "それ" stays the cards the effect before moved, area "it"); "それらのうち…":
        those cards, narrowed by the card phrase after it."""
        if effect.to == "that-zone":  # 「そのエリアに」: the zone the condition found empty (4.4.7), named from this card
            found = next((p for p in (condition.parts if condition.kind == "all" else (condition,))
                          if p.kind == "zone-empty" and p.value == 1), None) if condition is not None else None
            if found is None or found.aim.side:
                raise self._unread(meta, "「そのエリア」 names the zone in front of or behind this card the sentence's "
                                         "condition found empty (「これの後ろのエリアが空いているなら」)")
            effect = dataclasses.replace(effect, to="empty", near=found.aim.facing)
        named = _counted(condition)
        if effect.target is PRONOUN and named is not None:
            return dataclasses.replace(effect, target=named)
        if those and named is not None and effect.target is not None and effect.target.area == "it":
            narrowed = {f.name: getattr(effect.target, f.name) for f in dataclasses.fields(Target)
                        if f.name not in ("owner", "area") and getattr(effect.target, f.name) != getattr(PRONOUN, f.name)}
            return dataclasses.replace(effect, target=dataclasses.replace(named, **narrowed))
        if effect.who == "it":  # whose rage, or whose monster ("…怪獣カードがエリア8にいるなら、それを撃退する")
            naming = MONSTER_OF if effect.verb == "counter" else RAGE_OF
            whose = next((naming[p.kind] for p in (condition.parts or (condition,)) if p.kind in naming), None) \
                if condition is not None else None
            if whose is None and effect.verb == "counter" and condition is not None:
                whose = _compared_monster(condition)
            if whose is None:
                raise self._unread(meta, f"「それ」 names no {'monster' if effect.verb == 'counter' else 'rage'} before it")
            return dataclasses.replace(effect, who=whose)
        return effect

    def turn_change(self, meta, c):
        """"このターン、…撃退力+1000", "…相手はエリア6~8に…できない", "あなたの怪獣カードは前進も後退も
        できない": each change made now for a time (10.2.1.2)."""
        per = _first(c, _Per)
        changes = [x for m in c for x in (m if isinstance(m, tuple) else (m,)) if isinstance(x, Modifier)]
        found = []
        for change in changes:
            if change.stat == "invasion-set":  # 「このターン、これの進攻アイコンを2にする」: set for a time, as turn_multiply reads it
                found.append(Effect("until-end-of-turn", to="=", target=change.target,
                                    modifier=Modifier("invasion", change.amount), until=_first(c, Until)))
                continue
            if change.stat.partition(":")[0] not in LASTING_STATS or (change.stat in ("forbid", "once-more", "times-a-turn") and (
                    change.scope not in ("you", "opponent")
                    or change.stat != "forbid" and (change.target or change.column or change.zones or change.by))):
                raise self._unread(meta, "for a time, the engine makes a change of a number, a protection, a "
                                         "player's prohibition (of any action, of the cards it names, into any zones, "
                                         "by anyone's effects) or an action allowed once more (10.2.1.2), not this one")
            named = change.target if change.target is not None and change.target.area == "it" else None
            found.append(Effect("until-end-of-turn", to="+", modifier=change, per=per.value if per else None,
                                per_every=per.every if per else 1, until=_first(c, Until), target=named))  # "その中の…": those cards, found now (10.8.2)
        return tuple(found)

    def joined_change(self, meta, c):
        """"カードを1枚引き、このターン、これの撃退力+1000": the effects and the change for a time in the order
        written, each after the one before if it happened (〜し、, as ``effects`` joins them)."""
        first, *rest = [e for part in c for e in part]
        return (first, *(dataclasses.replace(e, with_previous=True) for e in rest))

    def turn_invalid(self, meta, c):
        """"このターン中、相手のエリアにいる交戦カードすべての能力を無効にする": the abilities of the cards
        reached now (10.8.2), or of this card or those chosen before, invalid until it ends (10.3.2, 10.2.1.2)."""
        return self.turn_change(meta, [*c, self.m_invalid(meta, c)])

    def turn_multiply(self, meta, c):
        """"このターン、これの撃退力を2倍にする", "…それの撃退力を0にする": multiplied ("×") or set
        ("="), for this card, the card named before, or those a card phrase finds (7.5.6)."""
        target = self._it(c) if _first(c, _Referent) else _first(c, Target)
        if _token(c, "PLAYER"):  # 「あなたの手札の…すべての進攻アイコンを2にする」: in the hand (2.8, 4.1.6)
            target = Target(**({"owner": _who(_token(c, "PLAYER")), "area": "hand"} | _fields(c)))
        return (Effect("until-end-of-turn", to="×" if _token(c, "TIMES") else "=", target=target,
                       modifier=Modifier(STATS[_token(c, "STAT") or _token(c, "INVASION_STAT")], _ints(c)[-1]),
                       until=_first(c, Until)),)

    def delayed(self, meta, c):
        """"次のあなたのエンドフェイズ開始時、これを破壊する": the effects, made into a timed trigger."""
        whose = {"あなた": Whose.YOU, "相手": Whose.OPPONENT}.get(_token(c, "PLAYER"), Whose.ANY)
        text = self._printed(meta).removeprefix(_token(c, "THIS_TURN_NEXT")).split("、", 1)[1]
        phases = list(dict.fromkeys(str(t) for t in c if isinstance(t, Token) and t.type == "PHASE"))
        later = (Trigger(Event.PHASE, whose, Phase(PHASES[phases[0]])) if phases
                 else self.t_event(meta, c) if _token(c, "EVENT_VERB") else Trigger(Event.TURN_END, whose))
        if later.event is Event.ENTER:
            raise self._unread(meta, "this card appears once; 「次に」 names another card's event")
        first, *rest = self._event_monster(meta, next(x for x in c if isinstance(x, tuple) and x and isinstance(x[0], Effect)),
                                           later)
        condition = _first(c, Condition)  # checked when the timed trigger resolves (10.5.2.3.3)
        if condition is not None:
            first = dataclasses.replace(first, condition=condition if first.condition is None
                                        else Condition("all", parts=(condition, first.condition)))
        this_turn = Until() if _token(c, "THIS_TURNS") or _token(c, "THIS_TURN_NEXT") else None  # only later this turn
        # 「スタートフェイズとエンドフェイズ開始時」: a timed trigger of each phase named, each once (10.6.5.1)
        return tuple(Effect("delayed", later=dataclasses.replace(later, phase=Phase(PHASES[phase])) if phases else later,
                            options=((text, (first, *rest)),), until=this_turn)
                     for phase in phases or [""])

    # how long a one-shot effect's change lasts; this turn (7.5.6) is the default: no value
    def until(self, meta, c): return Discard

    def until_next_turn(self, meta, c): return Until(_who(_token(c, "PLAYER")))

    def until_begins(self, meta, c):
        """「次のあなたのターンのスタートフェイズ開始時まで」: until that phase (a turn: its start phase, 7.1) begins — a
        player's next turn's, or the next one's whoever's it is (10.2.1.2)."""
        phase = _token(c, "PHASE")
        return Until(_who(_token(c, "PLAYER")) if _token(c, "PLAYER") else "", Phase(PHASES[phase]) if phase else None,
                     begins=True)

    def until_game(self, meta, c): return Until(game=True)  # 「このゲーム中、」 (10.2.1.2)

    def during_next(self, meta, c):
        """"次の相手のターン中、", "次の撃退フェイズ中、": a change that waits for that window."""
        phase = _token(c, "PHASE")
        return Until(_who(_token(c, "PLAYER")) if _token(c, "PLAYER") else "any",
                     Phase(PHASES[phase]) if phase else None, window=True)

    def during_this_and_next(self, meta, c):
        """"このターンと次の相手のターン中、": this turn and that player's next turn (10.2.1.2), not a turn between."""
        return Until(_who(_token(c, "PLAYER")), window=True, this_turn_too=True)

    def during_next_phase(self, meta, c):
        """"次のフェイズ中、": a change that waits for the next phase to begin, whichever it is (7.1: start, main,
        counter, end, then the next turn's start), and lasts to its end (10.2.1.2)."""
        return Until("any", window=True, next_phase=True)

    def until_this_phase(self, meta, c):
        """"このフェイズ中、": until the phase under way when it resolves ends (10.2.1.2)."""
        return Until(this_phase=True)

    def until_phase(self, meta, c):
        return Until(_who(_token(c, "PLAYER")) if _token(c, "PLAYER") else "", Phase(PHASES[_token(c, "PHASE")]))

    def otherwise_sentence(self, meta, c):
        """"それが《ゴジラ》を持つカードなら手札に加え、違うなら捨て札にする": the first effects if the
        condition holds on resolution, else the second (10.5); "それ" in either is what the condition is
        about when it names the cards the effect before moved, else as any sentence reads it."""
        words = self._printed(meta)
        then, other = words.split(_token(c, "OTHERWISE"), 1)
        return (self._either(meta, c, then, other),)

    def _either(self, meta, c, then: str, other: str) -> Effect:
        """One of two branches (the second may be none), as the condition holds on resolution (10.5)."""
        condition = _first(c, Condition)
        branches = [x for x in c if isinstance(x, tuple)] + [()]
        named = _counted(condition)
        about_it = named is None or named.area == "it"

        def resolved(e: Effect) -> Effect:
            if e.target is PRONOUN and about_it:
                return dataclasses.replace(e, target=Target(area="it", type=""))
            return self._resolved(e, condition, meta)
        effect = Effect("instead", instead_if=condition, to="otherwise", options=(
            (then.rstrip("、。"), tuple(resolved(e) for e in branches[0])),
            (other.lstrip("、").rstrip("。"), tuple(resolved(e) for e in branches[1]))))
        return dataclasses.replace(effect, with_previous=False)

    def if_tail(self, meta, c):
        """"それが戦略カードなら手札に加え、違うなら山札の上に置く" after effects: the branches over the steps after them."""
        words = self._printed(meta)
        then, _, other = words.partition(_token(c, "OTHERWISE")) if _token(c, "OTHERWISE") else (words, "", "")
        return _Branches(self._either(meta, c, then.split(_token(c, "IF"), 1)[1].lstrip("、"), other))

    def effects_then_if(self, meta, c):
        """"山札を上から1枚公開し、それが…なら…、違うなら…": the effects, then one branch after them, joined as 〜し、 joins
        (skipped with them if they were not carried out, 1.3.2); 「それ」 in it is what they moved, revealed or looked
        at (10.5, 10.5.3)."""
        effects, branch = next(x for x in c if isinstance(x, tuple)), _first(c, _Branches).effect
        return (*effects, dataclasses.replace(branch, with_previous=True))

    def paid_sentence(self, meta, c):
        """"〜することで、〜なら、": the cost is paid, then the condition checked (10.5.4)."""
        first, *rest = self.sentence(meta, c)
        return (dataclasses.replace(first, paid_first=True), *rest)

    def two_objects(self, meta, c):
        """"相手の交戦カードを1枚と、相手の戦略カードを1枚破壊する": the verb of the second object done to the first
        too, each its own count; neither hangs on the other (``_Both``)."""
        first, (amount, upto), effect = _first(c, Target), _first(c, tuple), c[-1]
        if not isinstance(effect, Effect) or effect.target is None or effect.target.area != "field" or not effect.amount:
            raise self._unread(meta, "two objects of one verb: each a card phrase of the field with its count")
        return _Both((dataclasses.replace(effect, target=first, amount=amount, upto=upto), effect))

    def effects(self, meta, c):
        both = {id(e) for pair in c if isinstance(pair, _Both) for e in pair[1:]}  # done whether or not the first was
        c = [e for item in c for e in (item if isinstance(item, _Both) else (item,))]
        first, *rest = c  # 〜し、: each after the one before, if it happened
        subject = self._subject(meta, first)
        # 「相手は手札を1枚捨て、自分の怒りを1減らす」: a later clause's bare 「自分の怒り」 is the subject's rage (3.1.2.3.1)
        own_rage = bool(subject) and "、自分の怒り" in self._printed(meta)
        return (first, *(self._by_subject(dataclasses.replace(
            e, with_previous=not _is_rest(e) and id(e) not in both,
            who=subject if subject and e.who == "you" and (e.verb in ACTOR_VERBS or own_rage and e.verb == "rage") else e.who),
            subject, meta) for e in rest))

    def _by_subject(self, effect: Effect, subject: str, meta) -> Effect:
        """"各プレイヤーは…を2枚選び、それ以外の自分の交戦カードをすべて破壊する": a later clause's 「自分の」 is
        the subject's own (3.1.2.3.1) — their cards, chosen by them — when no clause says 「あなたの」."""
        printed = self._printed(meta)
        if not subject or "自分の" not in printed or "あなたの" in printed or effect.target is None \
                or effect.target.owner != "you" or effect.target.area not in ("field", "hand", "discard"):
            return effect
        return dataclasses.replace(effect, target=dataclasses.replace(effect.target, owner=subject),
                                   who=subject if effect.verb in CHOSEN_BY else effect.who)

    def _subject(self, meta, first: Effect) -> str:
        """"相手は自分の手札をすべて捨て、4枚引く": the player the first clause names as its subject
        (相手は, 各プレイヤーは) is the subject of the clauses joined to it that name none — the one
        topic of the sentence; "" when none is said, or when another clause names its own."""
        printed = self._printed(meta)
        said = next((who for words, who in SUBJECTS if printed.startswith(words)), "")
        if not said or first.who != said or any(words in printed[1:] for words, _ in SUBJECTS + [("あなたは", "")]):
            return ""
        return said

    # -- verbs ------------------------------------------------------------------------------------
    def as_many_as(self, meta, c):
        """"相手の手札の枚数と同じ枚数": one for each card the phrase finds when the effect resolves; "相手の怒りと
        同じ枚数": one for each of that number, as it is then (Tally)."""
        tallied = _token(c, "TALLIED")
        if tallied:
            if tallied.startswith("この効果で"):  # how much the effect before actually changed a rage (3.4.4)
                return _AsMany(Tally.RAGE_CHANGED)
            if tallied.startswith("これの"):  # this card's rank, or this monster's rage (its master's, 3.3)
                return _AsMany(Tally.THIS_RANK if tallied.endswith("等級") else Tally.YOUR_RAGE)
            theirs = tallied.startswith("相手")
            if tallied.endswith("等級"):
                return _AsMany(Tally.OPPONENT_RANK if theirs else Tally.YOUR_RANK)
            return _AsMany(Tally.OPPONENT_RAGE if theirs else Tally.YOUR_RAGE)
        pile = _token(c, "PILE_COUNTED")
        if pile:
            area = {"手札": "hand", "捨て札": "discard", "山札": "deck"}[pile]
            return _AsMany(Target(owner=_who(_token(c, "PLAYER")), type="", area=area))
        found = _first(c, Target)
        return _AsMany(found if found is not None else Target(**({"owner": _who(_token(c, "OWNER"))} | _fields(c))))

    def _each_said(self, meta, c, who: str) -> None:
        """「1枚ずつ」 says each player's own count: refused of one player's (1.3.4.1)."""
        if (_token(c, "EACH_SAID") or _token(c, "CHOOSE").startswith("ずつ")) and who != "each":
            raise self._unread(meta, "「N枚ずつ」 is each player's count: say it of 各プレイヤー")

    def draw(self, meta, c):
        who = _who(_token(c, "OWNER", "あなた"))
        self._each_said(meta, c, who)
        if _first(c, _AsMany):  # "相手の手札の枚数と同じ枚数、あなたは引く"
            return Effect("draw", 1, who, per=_first(c, _AsMany).cards)
        if _token(c, "SAME_COUNT"):  # "同じ枚数引く": one for each card the effect before moved
            return Effect("draw", 1, who, per=Target(area=self._said_by(c), type=""))
        return Effect("draw", _ints(c)[0], who, upto=bool(_token(c, "UPTO")))

    def rage(self, meta, c):
        verb = _token(c, "RAGE_VERB")
        whose = _token(c, "WHOSE_RAGE")
        # "それを3減らす": the rage the sentence's condition names (resolved by the sentence)
        effect = Effect("rage", _ints(c)[0] * (1 if verb.startswith("増") else -1),
                        "event-monster" if _token(c, "EVENT_MONSTER_RAGE") else _whose_rage(whose))
        if whose.startswith("相手は") and verb.endswith("てよい"):  # 「相手は自分の怒りを1減らしてよい」: theirs to
            return dataclasses.replace(effect, chooser="opponent")  # choose, a cost they may pay (3.1.2.3.1)
        return effect

    def rage_again(self, meta, c):
        """"さらに1増やす": whose rage is the one an effect before changed (``_again``)."""
        verb = _token(c, "RAGE_VERB")
        return Effect("rage", _ints(c)[0] * (1 if verb.startswith("増") else -1), AGAIN)

    def rage_set_again(self, meta, c):
        """"怒りを0にする" after a rage changed: whose rage is the one an effect before changed (``_again``)."""
        return Effect("rage-set", _ints(c)[0], AGAIN)

    def move_again(self, meta, c):
        """"さらに1エリア後退させる": whose monster is the one an effect before moved (``_again``)."""
        return Effect("advance" if _token(c, "DIRECTION") == "前進" else "retreat", _ints(c)[0], AGAIN)

    def count_again(self, meta, c):
        """"さらに1枚破壊する": the verb of an effect before, N more, of its cards (``_again``)."""
        verb = _token(c, "AGAIN_VERB")
        said = _token(c, "TYPE")  # the kind said (「さらに交戦カードを…」): checked against the cards taken before
        verb = "destroy" if verb.startswith("破壊") else "mill" if verb.startswith("捨て札") else "discard"
        if _token(c, "AGAIN_DECK") and verb != "mill":
            raise self._unread(meta, "「山札を上から」 is a mill's object (5.7.3)")
        if verb != "destroy" and "カードを" in self._printed(meta):
            raise self._unread(meta, "a discard's cards are its hand's (5.7.1), a mill's its deck's top (5.7.3): "
                                     "「さらに…カードをN枚」 is said of a destruction")
        who = AGAIN_OR_YOU if _token(c, "AGAIN_DECK") and "さらに" not in self._printed(meta) else AGAIN
        return Effect(verb, _ints(c)[0], who, target=Target(type=TYPES[said]) if said else None)

    def _again(self, meta, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
        """"さらに1増やす" after "相手の怒りを1減らす": the rage of the last effect before that changed one;
        "さらに1エリア後退させる" after "相手の脅威度30000以下の怪獣カードを1エリア後退させる": that monster, under
        the same bound of its threat level (beside the sentence's own condition)."""
        found: list[Effect] = []
        for effect in effects:
            if effect.verb in ("advance", "retreat") and effect.who == AGAIN:
                before = next((e for e in reversed(found) if e.verb in ("advance", "retreat")
                               and e.target is None), None)
                if before is None:
                    raise self._unread(meta, "「さらにNエリア後退させる」 (or 前進させる) moves a monster an effect before "
                                             "moved; none did")
                effect = dataclasses.replace(effect, who=before.who, bound=before.bound)
            if effect.verb in ("destroy", "mill", "discard") and effect.who in (AGAIN, AGAIN_OR_YOU):
                before = next((e for e in reversed(found) if e.verb == effect.verb and e.amount > 0 and e.per is None), None)
                if before is None and effect.who == AGAIN_OR_YOU:  # no mill before: the master's own deck (3.1.2)
                    found.append(dataclasses.replace(effect, who="you"))
                    continue
                if before is None:
                    raise self._unread(meta, f"「さらにN枚…」 does once more what an effect before did ({effect.verb}) "
                                             "to N more cards; none did")
                if effect.target is not None and (before.target is None or before.target.type != effect.target.type):
                    raise self._unread(meta, f"「さらに…カードをN枚…」 names the kind of cards the effect before took "
                                             f"({before.target.type if before.target else 'none'}), not another")
                effect = dataclasses.replace(effect, who=before.who, target=before.target, card_type=before.card_type)
            if effect.verb in ("rage", "rage-set") and effect.who == AGAIN:
                before = next((e for e in reversed(found) if e.verb in ("rage", "rage-set")), None)
                if before is None:
                    raise self._unread(meta, "「さらにN増やす」, 「怒りをN増やす」 (or 減らす, 0にする) with whose left out changes a rage an effect before changed; none did")
                effect = dataclasses.replace(effect, who=before.who)
            found.append(effect)
        return tuple(found)

    def rage_set(self, meta, c):
        return Effect("rage-set", _ints(c)[0], _whose_rage(_token(c, "WHOSE_RAGE")))

    def discard_to(self, meta, c):
        return Effect("discard-to", _ints(c)[0], _who(_token(c, "OWNER", "あなた")), upto=_token(c, "MAY") == "てよい")

    def discard(self, meta, c):
        """"手札をN枚(まで)捨てる", "手札をすべて捨てる" (amount 0), "手札の交戦カードを1枚捨てる": by the
        player it names, of the cards its card phrase finds (5.7.1)."""
        who, fields = _who(_token(c, "OWNER", "あなた")), _fields(c)
        self._each_said(meta, c, who)
        # any card of the hand (「手札のカードを」, 「手札から1枚」) is the hand: each player's own, as 「手札を」 says
        target = Target(**({"owner": who, "area": "hand"} | fields)) if fields and not (who == "each" and fields == {"type": ""}) else None
        if target is not None and who == "each":
            raise self._unread(meta, "「各プレイヤーは手札の…」: whose hand a card phrase names is one player's")
        if _first(c, _AsMany):  # "相手の交戦カードの枚数と同じ枚数、手札を捨てる"
            return Effect("discard", 1, who, target=target, per=_first(c, _AsMany).cards)
        if _token(c, "SAME_COUNT"):  # "手札を同じ枚数捨てる": one for each card the effect before moved
            return Effect("discard", 1, who, target=target, per=Target(area=self._said_by(c), type=""))
        if _token(c, "ANY_NUMBER"):  # "手札を望む枚数捨てる": none to all, the player stopping (10.5.3.1.1)
            return Effect("discard", 0, who, target=target or Target(owner=who, area="hand", type=""), upto=True)
        return Effect("discard", (_ints(c) or [0])[0], who, target=target, upto=bool(_token(c, "UPTO")))

    def discard_it(self, meta, c):
        """"相手はそれを捨てる": the cards the effect before chose or revealed, those still in the hand
        of the player it names (5.7.1); that player discards them (3.1.2.3.1)."""
        return Effect("discard", 0, _who(_token(c, "OWNER", "あなた")), target=self._it(c))

    def mill(self, meta, c):
        self._each_said(meta, c, _who(_token(c, "OWNER")))
        if _first(c, _AsMany):
            return Effect("mill", 1, _who(_token(c, "OWNER")), per=_first(c, _AsMany).cards)
        if _token(c, "SAME_COUNT"):  # "山札を上から同じ枚数捨て札にする"
            return Effect("mill", 1, _who(_token(c, "OWNER")), per=Target(area=self._said_by(c), type=""))
        return Effect("mill", _ints(c)[0], _who(_token(c, "OWNER")), upto=bool(_token(c, "UPTO")))

    def threat_bound(self, meta, c):
        if _token(c, "CMP") == "以上":  # the opponent's unless said, as 以下 (_move names yours)
            return Condition("compare", _ints(c)[0], name="opponent", stat="threat", compare="at-least")
        return Condition("threat-at-most", _ints(c)[0])

    def monster_rank_bound(self, meta, c):
        """「等級III以上の怪獣カードを」: the monster acted on only if its rank is at least / at most R (2.3)."""
        return Condition("compare", _rank(_token(c, "RANK")), name="opponent", stat="rank",
                         compare="at-least" if _token(c, "CMP") == "以上" else "at-most")

    def monster_zone_bound(self, meta, c):
        """「エリア6にいる」「エリア6~8にいる」 before a player's monster: only if it stands there (4.4.3)."""
        ints = _ints(c)
        if not 1 <= ints[0] <= ints[-1] <= 8:
            raise self._unread(meta, "a zone range runs upwards within 1–8 (4.4.3)")
        if len(ints) == 1:
            return Condition("compare", ints[0], name="opponent", stat="zone", compare="exactly")
        return Condition("all", parts=(Condition("compare", ints[0], name="opponent", stat="zone", compare="at-least"),
                                       Condition("compare", ints[-1], name="opponent", stat="zone", compare="at-most")))

    def _monster_bound(self, meta, c, who: str) -> Condition | None:
        """The bounds said on the monster a verb acts on (its zones, threat, rank), as one, of ``who``'s monster."""
        bounds = [x for x in c if isinstance(x, Condition)]
        if not bounds:
            return None
        if who == "each" and any(b.kind != "threat-at-most" and not (b.kind == "compare" and b.stat == "threat")
                                 for b in bounds):
            raise self._unread(meta, "a zone or rank bound on each player's monster: said of one player's")
        bound = bounds[0] if len(bounds) == 1 else Condition("all", parts=tuple(bounds))
        if who in ("you", "opponent") and (who == "you" or len(bounds) > 1 or bound.kind != "threat-at-most"):
            bound = _whose_bound(bound, who)
        return bound

    def _move(self, verb, c, meta=None):
        moved = _first(c, dict)  # "同じ数字の…怪獣カードを1エリア": whose monster, if in those zones
        if moved is not None:
            return Effect(verb, **moved)
        who = "each" if _token(c, "EACH_PLAYER") else _who(_token(c, "PLAYER"))
        # "あなたの脅威度N以下の怪獣カード": your monster's (the opponent's unless said, as it was first read)
        return Effect(verb, _ints(c)[-1], who, bound=self._monster_bound(meta, c, who))  # checked as it moves (10.5.4)

    def in_it_zones(self, meta, c):
        who = _who(_token(c, "PLAYER"))
        return {"amount": _ints(c)[0], "who": who, "bound": Condition("monster-in-it-zones", name=who)}

    def advance(self, meta, c): return self._move("advance", c, meta)
    def retreat(self, meta, c): return self._move("retreat", c, meta)
    def to_zone(self, meta, c):
        moved = self._move("advance-to" if _token(c, "DIRECTION") == "前進" else "retreat-to", c, meta)
        return dataclasses.replace(moved, who="event-monster") if _token(c, "EVENT_MONSTER") else moved

    def advance_event_monster(self, meta, c):
        """"それを1エリア前進させる": the monster whose event the trigger names (``_event_monster``)."""
        return Effect("advance" if _token(c, "DIRECTION") != "後退" else "retreat", _ints(c)[0], "event-monster")

    @staticmethod
    def _condition_monster(effects) -> tuple[Effect, ...]:
        """「相手の怪獣カードの脅威度が10000以上なら、それを1エリア後退させる」「…なら、このターン、それの脅威度-1000する」: the
        それ of a verb after a condition naming one player's monster (its threat, rank or zone, 10.5) is that monster (3.3:
        one to a player) — until a verb before it takes cards of its own (then それ is those, 10.5.3)."""
        out, monster = [], None
        for e in effects:
            monster = _monster_named(e.condition) or monster
            if monster is not None:
                m = e.modifier
                if e.who == "event-monster":
                    e = dataclasses.replace(e, who=monster)
                elif (e.verb == "until-end-of-turn" and m is not None and m.target is not None and m.target.area == "it"
                      and m.stat in ("threat", "invasion")):  # a monster's numbers (2.6, 2.8)
                    e = dataclasses.replace(e, target=None, modifier=dataclasses.replace(
                        m, target=Target(owner=monster, type="monster")))
                elif e.target is not None and e.target.area != "it":
                    monster = None
            out.append(e)
        return tuple(out)

    def _event_monster(self, meta, effects, trigger: Trigger | None) -> tuple[Effect, ...]:
        """「それを…前進させる」, 「それの怒りを…」 after 「あなたの(相手の)怪獣カードが進攻した時」: that player's monster (3.3:
        one to a player) and its rage, the trigger's whose; a trigger of no player's monster event names none."""
        effects = self._condition_monster(effects)
        if not any(e.who == "event-monster" for e in effects):
            return tuple(effects)
        whose = trigger.whose if trigger is not None and trigger.event in MONSTER_EVENTS else None
        if whose not in (Whose.YOU, Whose.OPPONENT):
            raise self._unread(meta, "「それ」 (its rage, its move): the trigger names no one player's monster before it")
        return tuple(dataclasses.replace(e, who=str(whose)) if e.who == "event-monster" else e for e in effects)

    def advance_self(self, meta, c):
        return Effect("advance" if _token(c, "DIRECTION") != "後退" else "retreat", _ints(c)[0])

    def destroy(self, meta, c):
        if _first(c, _Referent):  # "それを破壊する": what the condition or the effect before named
            return Effect("destroy", 0, target=self._it(c))
        target, (amount, upto) = _first(c, Target), _first(c, tuple) or (0, False)
        return self._as_many(c, self._chosen_by(meta, c, Effect("destroy", amount, target=target, upto=upto)))

    @staticmethod
    def _as_many(c, effect: Effect) -> Effect:
        """「…を相手の怒りと同じ枚数破壊する」: one for each of that number (or of those cards) when the effect
        resolves, the verb's own cards chosen among those it finds (10.5.3.1)."""
        many = _first(c, _AsMany)
        return effect if many is None else dataclasses.replace(effect, amount=1, upto=bool(_token(c, "UPTO")), per=many.cards)

    def destroy_self(self, meta, c): return Effect("destroy-self")
    def return_self(self, meta, c): return Effect("return-self")

    def next_zone(self, meta, c):
        """「これの後ろのエリアに」「右隣のエリアに」 (no 空いている): the one zone named from this card (4.4.5.1; 4.4.5.2 with
        4.4.5.5.1), empty or not (5.2.1; 11.5.1 and 11.3.3 settle who stays)."""
        side = _token(c, "SIDE")
        return _Dest("next-zone", near=("beside-left" if side == "左" else "beside-right") if side
                     else "front" if _token(c, "FACING") == "前" else "behind")

    this_next_zone = next_zone

    def next_dest(self, meta, c): return _first(c, _Dest)  # zone_dest's 「これの後ろのエリアに」: this_next_zone's value

    def move_self(self, meta, c):
        dest = _first(c, _Dest)
        if dest is not None and dest.to == "its-zone":  # 「これをそのエリアに」: the zone the sentence's condition found
            dest = _Dest("that-zone")  # empty, resolved with it (``_resolved``), else refused there
        self._no_its_zone(meta, dest)
        self._no_occupied_near(meta, dest)
        self._own_zones(meta, dest)
        return Effect("move-self", upto=self._printed(meta).endswith("てよい"), to=dest.to, into=dest.into, near=dest.near)

    def _pile(self, verb, area, c, **more):
        amount, upto = _first(c, tuple) or (0, False)
        target = Target(**({"owner": _who(_token(c, "PLAYER_OWN", "あなた")), "area": area} | _fields(c)))
        return Effect(verb, amount, target=target, upto=upto, **more)

    def _pile_owner(self, meta, c, owner: str | None) -> None:
        """4.1.7: a card goes to its owner's pile — "オーナーの手札に", or "相手の捨て札に" of the
        opponent's cards; a pile of a player who may not own the card is refused, not misread."""
        for word in (str(t) for t in c if isinstance(t, Token) and t.type == "PILE_OWNER"):
            named = {"あなたの": "you", "相手の": "opponent"}.get(word)
            if named is not None and named != owner:
                raise self._unread(meta, f"a card goes to its owner's pile (4.1.7): 「{word}」 may not be its owner's")

    def put(self, meta, c):
        """"あなたの捨て札の〜をN枚山札の下に置く", "相手の交戦カードを1枚手札に戻す": cards of a pile or
        of the field put into a pile, or into the deck."""
        area = {"捨て札": "discard", "怪獣デッキ": "monster_deck"}.get(_token(c, "PUT_PILE"), "hand")
        if area == "monster_deck" and _token(c, "PLAYER_OWN") != "あなた":
            raise self._unread(meta, "a player's monster deck is hidden from the opponent (4.6.2): 「あなたの怪獣デッキ」")
        amount, upto = _first(c, tuple) or (0, False)
        fields = _fields(c) or {"type": ""}  # "あなたの手札を1枚山札の下に置く": any card (4.9.3)
        target = _first(c, Target) or Target(**({"owner": _who(_token(c, "PLAYER_OWN")), "area": area} | fields))
        self._pile_owner(meta, c, target.owner)
        # 5.3.1: shuffled after; or "好きな順で": in the order the player chooses (the engine asks each in turn)
        to = ("shuffle" if _token(c, "SHUFFLED") else "any-order" if "好きな順で" in self._printed(meta)
              else "reveal" if _token(c, "REVEALED") else "")
        if PUT_TO[_token(c, "PILE_TO")] == "to-strategy-zone" and (target.type != "strategy" or target.area not in
                                                                   ("hand", "discard", "deck")):
            raise self._unread(meta, "a strategy zone holds strategy cards (4.5.1), put there from a hand or a pile")
        return self._as_many(c, self._chosen_by(meta, c, Effect(PUT_TO[_token(c, "PILE_TO")], amount, target=target,
                                                                upto=upto, to=to)))

    def put_it(self, meta, c):
        """"(それを)手札に加える", "見たカードを好きな順で山札の上に置く": the cards the effect before moved,
        revealed or looked at; into the deck in the order the master chooses (5.2.1)."""
        # whose they are is known only when it resolves — unless the effect just before took them from one player's
        # deck (「相手の山札を上から1枚公開し、それを相手の手札に加える」): its owner's pile is that player's (4.1.7)
        before = re.search(r"(あなた|相手)の山札を上から\d+枚(見て|公開し|公開して|捨て札にし|捨て札にして)、$",
                           self.text[:meta.start_pos])
        self._pile_owner(meta, c, _who(before.group(1)) if before and _first(c, _Referent) else None)
        target = self._it(c) if _first(c, _Referent) else PRONOUN
        return Effect(PUT_TO[_token(c, "PILE_TO")], 0, target=target, to=self._put_order(meta, c))

    def put_rest(self, meta, c):
        """"残りを捨て札にする": those revealed or looked at that the verbs since left where they were."""
        self._pile_owner(meta, c, None)
        return Effect(PUT_TO[_token(c, "PILE_TO")], 0, target=Target(area="rest", type=""), to=self._put_order(meta, c))

    def _put_order(self, meta, c) -> str:
        """Into the deck, then "てシャッフルする": shuffled after (5.3.1); "好きな順で": in the order the master
        chooses (5.2.1)."""
        if _token(c, "SHUFFLED") and not PUT_TO[_token(c, "PILE_TO")].startswith("to-deck"):
            raise self._unread(meta, "a deck is shuffled after cards are put into it (5.3.1): 「山札に戻してシャッフルする」")
        return "shuffle" if _token(c, "SHUFFLED") else "any-order" if "好きな順で" in self._printed(meta) else ""

    def reveal_hand(self, meta, c):
        """"相手は自分の手札をすべて公開する": cards of a player's hand shown to all (5.10.1)."""
        amount, upto = _first(c, tuple)
        who = _who(_token(c, "PLAYER", "あなた"))
        return Effect("reveal", amount, who, target=Target(**({"owner": who, "area": "hand", "type": ""} | _fields(c))),
                      upto=upto or self._printed(meta).endswith("てよい"))

    def shuffle(self, meta, c):
        return Effect("shuffle", who=_who(_token(c, "OWNER", "あなた")))

    def swap_this(self, meta, c):
        """"これと、あなたのエリアにいる他の交戦カード1枚のいるエリアを入れ替える", "これとそれの…":
        this card and one the card phrase finds, or the card chosen before (5.6.1)."""
        # 「…を1枚選び、これと入れ替える」: the card chosen, unsaid (10.5.3)
        target = self._it(c) if _first(c, _Referent) or _first(c, Target) is None else _first(c, Target)
        if _ints(c) and _ints(c)[-1] != 1:
            raise self._unread(meta, "this card swaps with one card (5.6.1): 「…1枚とこれを入れ替える」")
        return Effect("swap", 1, target=target, to="this", upto=_token(c, "MAY") == "てよい")

    def swap_pile(self, meta, c):
        """"あなたの手札の交戦カード1枚": a card of the master's hand or discard pile to swap with (5.6.1)."""
        area = "discard" if _token(c, "PILE") == "捨て札" else "hand"
        target = Target(**({"owner": "you", "area": area} | _fields(c)))
        if target.type != "battle":
            raise self._unread(meta, "a card swapped into this card's zone from outside the field is a battle card (5.11.1)")
        return target

    def pile_card(self, meta, c):
        """"あなたの手札のカード1枚": one card of a pile of the master's, to swap (5.6.1)."""
        if _ints(c)[-1] != 1:
            raise self._unread(meta, "one card is swapped with one card (5.6.1): 「…1枚と…1枚を入れ替える」")
        return Target(**({"owner": "you", "area": "discard" if _token(c, "PILE") == "捨て札" else "hand"} | _fields(c)))

    def swap_field_pile(self, meta, c):
        """"あなたのエリアにいる交戦カード1枚と、あなたの手札の交戦カード1枚を入れ替える": the field card goes to
        the pile, the other appears in its zone (5.6.1); the master's own field card (its zone is theirs)."""
        pile, field = sorted((x for x in c if isinstance(x, Target)), key=lambda t: t.area not in ("hand", "discard"))
        if field.owner != "you" or _ints(c) != [1]:
            raise self._unread(meta, "one battle card of your own on the field swaps with one card (5.6.1): "
                                     "「あなたのエリアにいる交戦カード1枚と、あなたの手札の交戦カード1枚を入れ替える」")
        return Effect("swap", 1, target=pile, other=field, to="field", upto=_token(c, "MAY") == "てよい")

    def swap_piles(self, meta, c):
        """"あなたの手札のカード1枚と、あなたの捨て札の交戦カード1枚を入れ替える": each goes to the other's pile."""
        first, second = (x for x in c if isinstance(x, Target))
        if first.area == second.area:
            raise self._unread(meta, "two cards of one pile have no places to exchange (5.6.1)")
        return Effect("swap", 1, target=first, other=second, to="piles", upto=_token(c, "MAY") == "てよい")

    def look_put(self, meta, c):
        """"山札を上から3枚見て、好きな順で山札の下に置く": all of them back, in the order chosen."""
        return Effect("look", _ints(c)[0], _who(_token(c, "OWNER")), upto=bool(_token(c, "UPTO")),
                      to="bottom" if _token(c, "DECK_END") == "山札の下" else "top")

    def look_take(self, meta, c):
        """"上から3枚見て、その中から交戦カードを1枚手札に加え、残りを山札の下に置く"."""
        look, (take, upto) = _ints(c)[0], _first(c, tuple)
        rest = {"山札の上": "top", "山札の下": "bottom"}.get(_token(c, "DECK_END"), "discard")
        return Effect("look", look, target=Target(**({"owner": "you", "area": "deck"} | _fields(c))), take=take,
                      upto=upto, to=rest, look_upto=bool(_token(c, "UPTO")))

    # -- destinations -----------------------------------------------------------------------------
    def adjacent_to(self, meta, c): return _Dest("adjacent")

    def ref_adjacent(self, meta, c):
        """「あなたの怪獣カードの隣接エリアに」「それの隣接エリアに」: the zones next to another card's (4.4.5.2) — your monster's,
        or the card chosen before (on its side: zone 8 reaches across only to zone 8)."""
        return _Dest("", near="monster-adjacent" if _token(c, "REF_ADJACENT").startswith("あなた") else "it-adjacent")
    def on_monster(self, meta, c): return _Dest("on-monster")
    def adjacent_each(self, meta, c): return _Dest("adjacent-each")
    def named_zone_dest(self, meta, c): return _Dest("named-zone")  # the zones named before (10.5.3; ``card`` checks)
    def its_zone(self, meta, c): return _Dest("its-zone")  # 「そのエリアに」: where the card named before stands
    def empty_zone(self, meta, c): return self._near_dest(meta, c, "empty")

    def any_zone(self, meta, c):
        """"あなたのエリアに": any zone of the player's (where a battle card may appear, 5.11.1.2)."""
        return self._near_dest(meta, c, "")

    def empty_each(self, meta, c): return self._near_dest(meta, c, "empty-each")

    def monster_zone(self, meta, c):
        """"相手の怪獣カードがいるエリアに": the zone of that player's invading monster (4.4.3), not empty: a
        battle card moved there is crushed by the rule process (11.3.3, 11.1.1), not by the effect."""
        theirs = _token(c, "PLAYER") == "相手"
        return _Dest("monster-zone", opponents=theirs, yours=not theirs)

    def _near_dest(self, meta, c, to: str) -> "_Dest":
        """Zones of a player's, perhaps named from this card: 「これと同じ縦列の(あなたの)空いているエリアに」
        (4.4.5.4), 「これより右側の…」 (4.4.5.5), 「これの前の…」 (4.4.5.1) — the master's own only, where this
        card stands."""
        near = _token(c, "DEST_NEAR")
        opponents = _token(c, "ZONE_OWNER") == "相手の"
        if near and opponents:
            raise self._unread(meta, "a zone named from this card is one of its master's: 「これと同じ縦列のあなたの…」")
        where = ("" if not near else "column" if near.startswith("これと")
                 else f"monster-column:{_who(near[:near.index('の')])}" if "縦列" in near
                 else ("monster-front" if "前" in near else "monster-behind") if near.startswith("あなたの怪獣")
                 else "left" if "左" in near else "right" if "右" in near else "front" if "前" in near else "behind")
        return _Dest(to, opponents=opponents, yours=_token(c, "ZONE_OWNER") == "あなたの", near=where)

    def same_number_dest(self, meta, c):
        """「これがいる(いた)エリアと同じ数字のあなたのエリアに」: the zone of the number of this card's zone, or of the one it
        was last in after it left the field (10.6.4.1.2) — the player's said (a card goes to its own player's, 5.11.1)."""
        was = "いた" in _token(c, "SAME_NUMBER_AS")
        return _Dest("same-number-was" if was else "same-number", opponents=_token(c, "ZONE_OWNER") == "相手の",
                     yours=_token(c, "ZONE_OWNER") == "あなたの")

    def zones_dest(self, meta, c):
        ints = _ints(c)
        if ints[0] > ints[-1] or not 1 <= ints[0] <= ints[-1] <= 8:
            raise self._unread(meta, "a zone range runs upwards within 1–8 (4.4.3)")
        return _Dest("zones", _zone_range(c), _token(c, "ZONE_OWNER") == "相手の", _token(c, "ZONE_OWNER") == "あなたの")

    def _no_its_zone(self, meta, dest: "_Dest | None") -> None:
        """「そのエリアに」 names where the card chosen before stands: a card made to appear there (5.11.1, play) — the
        engine runs no other verb into it, so it is refused there rather than read as another zone."""
        if dest is not None and dest.to == "its-zone":  # … unless a zone was named before it (``card``, 10.5.3)
            self._its_zone_at.append(self._unread(meta, "「そのエリアに」: only a card made to appear there is read (5.11.1), "
                                                        "or a card or token put into a zone named before (10.5.3)"))

    def _no_occupied_near(self, meta, dest: "_Dest | None", chosen: bool = False) -> None:
        """「これの後ろのエリアに移動させる」 without 空いている: 5.2.1 moves the card there even if a card is in it (11.5.1
        then settles who stays); the engine moves a chosen card only into an empty zone (4.4.7), so the move is refused
        rather than read with an 空いている the text does not say."""
        if dest is not None and dest.near and (not dest.to or chosen and dest.to == "next-zone"):
            raise self._unread(meta, "a card moved next to this card's zone without 空いている goes there even if it is "
                                     "occupied (5.2.1): only an empty zone is read (「これの後ろの空いているエリアに」)")

    def _own_zones(self, meta, dest: "_Dest | None", owner: str = "you") -> None:
        """A card goes to its own player's zones (4.4.2, 5.11.1): "相手の空いているエリア" only for the
        opponent's cards, refused elsewhere rather than read as the master's zones."""
        if dest is not None and dest.opponents and owner != "opponent":
            raise self._unread(meta, "a card goes to its own player's zones (4.4.2, 5.11.1): "
                                     "not to the opponent's")

    def search(self, meta, c):
        fields, dest = _fields(c), _first(c, _Dest)
        self._no_its_zone(meta, dest)
        self._own_zones(meta, dest)
        target = Target(**({"owner": "you", "area": "deck"} | fields))
        # 5.8.1.2: a card phrase with more than a count is not guaranteed, まで or not
        upto = bool(_token(c, "UPTO")) or fields != {"type": ""}
        to = dest.to if dest else SEARCH_TO[_token(c, "SEARCH_TO")]  # played where the text says
        return Effect("search", _ints(c)[0], target=target, upto=upto, to=to, into=dest.into if dest else (), near=dest.near if dest else "")

    def play(self, meta, c):
        may = self._printed(meta).endswith("てよい")  # "出現させてよい": the player may play none
        self._own_zones(meta, _first(c, _Dest))
        if _first(c, _Referent):  # "(あなたの捨て札から)それを出現させる"
            dest = _first(c, _Dest) or _Dest("")
            return Effect("play", 1, target=self._it(c), upto=may, to=dest.to, into=dest.into, near=dest.near)
        area = PILE_AREA.get(_token(c, "PILE_FROM"), "hand")
        chooser = _first(c, _Chooser)
        self._each_said(meta, c, chooser.who if chooser is not None else "you")
        if chooser is not None and chooser.who != "you":
            return self._played_by(meta, c, chooser.who, area)
        if _token(c, "PLAYER_OWN") == "相手" and area != "discard":
            raise self._unread(meta, "the opponent's hand and monster deck are hidden from you (4.1.2): a card "
                                     "of theirs is played from their discard pile")
        dest = _first(c, _Dest) or _Dest("")
        under = _first(c, Target)  # "これの下にある交戦カードを1枚、…に出現させる"
        amount, upto = _first(c, tuple) or (0, False)
        effect = (self._pile("play", area, c, to=dest.to, into=dest.into, near=dest.near) if under is None else
                  Effect("play", amount, target=under, upto=upto, to=dest.to, into=dest.into, near=dest.near))
        monster = effect.aim.type == "monster"
        if monster != (dest.to == "on-monster") or area == "monster_deck" and not monster:
            raise self._unread(meta, "a monster card appears on top of the invading monster (5.11.2), a battle "
                                     "card in a zone (5.11.1); the monster deck holds monster cards (6.1.1.1)")
        if may:
            effect = dataclasses.replace(effect, upto=True)
        if _first(c, tuple) is None and _ints(c) and _first(c, _AsMany) is None:  # "「ちびゴジラ」の交戦カード1枚を出現させる"
            effect = dataclasses.replace(effect, amount=_ints(c)[0])
        return self._as_many(c, effect)

    def _played_by(self, meta, c, who: str, area: str) -> Effect:
        """「相手は自分の捨て札から…を1枚選び、自分の空いているエリアに出現させる」, 「各プレイヤーは…」: that
        player plays their own card into their own zones, as its master (3.1.2.3.1; each in turn, 1.3.4)."""
        dest = _first(c, _Dest) or _Dest("")
        named_zones = re.split("捨て札|手札", self._printed(meta))[-1]
        if _token(c, "PLAYER_OWN") != "自分" or "あなたの" in named_zones or "相手の" in named_zones or area not in (
                "discard", "hand"):
            raise self._unread(meta, "a player named to play plays their own card from their own hand or discard "
                                     "pile into their own zones: 「自分の捨て札から…自分の…エリアに」 (3.1.2.3.1, 4.1.2)")
        amount, upto = _first(c, tuple) or (0, False)
        if _first(c, tuple) is None and _ints(c):
            amount = _ints(c)[0]
        target = Target(**({"owner": "you", "area": area} | _fields(c)))
        if target.type == "monster":
            raise self._unread(meta, "a player named to play plays a battle card into a zone (5.11.1)")
        return Effect("play", amount, who, target=target, upto=upto or self._printed(meta).endswith("てよい"),
                      to=dest.to, into=dest.into, near=dest.near)

    def evolve_target(self, meta, c):
        if _token(c, "THAT"):  # "その《モスラ》を持つ交戦カードを進化させる": the card named before
            return Effect("evolve-target", 1, target=Target(**({"owner": "you", "area": "it"} | _fields(c))))
        target, (amount, _upto) = _first(c, Target), _first(c, tuple) or (0, False)
        if target.owner != "you" or target.area != "field":
            raise self._unread(meta, "an effect evolves its master's own field cards, from that deck (5.17.1): 「あなたの…を進化させる」")
        return Effect("evolve-target", amount, target=target)

    def evolve_into(self, meta, c):
        """"あなたのエリアにいる…を1枚、あなたの手札のそれより等級の高い…に進化させる": each of the master's field
        cards taken evolves into a battle card of the pile named (5.17.1), ranked from it ("higher" / "lower")."""
        field, amount_upto = _first(c, Target), _first(c, tuple)
        amount, upto = amount_upto or (0, False)
        pile = Target(**_fields(c))
        owner, where = _token(c, "OWNER"), _token(c, "EVOLVE_PILE")
        if field.owner != "you" or owner != "あなた":
            raise self._unread(meta, "an effect evolves its master's own field cards into cards of the master's (5.17.1)")
        if where.startswith("山札"):
            raise self._unread(meta, "a card of the deck is found by searching it (5.8.1): 「山札から…を探して…に進化させる」 "
                                     "is 【進化】's form (12.6.2)")
        if pile.type not in ("battle", "") or field.type not in ("battle", ""):
            raise self._unread(meta, "a battle card evolves into a battle card (5.17.1)")
        rank = _token(c, "EVOLVE_RANK")
        return Effect("evolve-into", amount, target=field, upto=upto,
                      other=dataclasses.replace(pile, owner="you", area="hand" if where.startswith("手札") else "discard",
                                                type="battle"),
                      to="higher" if "高い" in rank else "lower" if rank else "")

    def move(self, meta, c):
        self._each_said(meta, c, "you")  # no player but the master moves: 「ずつ」 has no players to count for
        amount, upto = _first(c, tuple) or (0, False)
        dest, may = _first(c, _Dest), _token(c, "MAY") == "てよい"
        self._no_its_zone(meta, dest)
        self._no_occupied_near(meta, dest, chosen=True)
        # 3.1.2: a card moved into the other player's zones changes master ("相手の交戦カードを1枚、あなたの
        # 空いているエリアに移動させる"); a player named for the zones is read as said, whoever's the card is
        zones_of = "opponent" if dest.opponents else "you" if dest.yours else ""
        if zones_of and dest.near:
            raise self._unread(meta, "a zone named from this card is one of its master's: 「これと同じ縦列の…」")
        if _first(c, _Referent):  # "それを空いているエリアに移動させる"
            return Effect("move", 0, target=self._it(c), upto=may, to=dest.to, into=dest.into, near=dest.near,
                          zones_of=zones_of)
        return Effect("move", amount, target=_first(c, Target), upto=may or upto, to=dest.to, into=dest.into,
                      near=dest.near, zones_of=zones_of)

    def swap(self, meta, c):
        return Effect("swap", 2, target=Target(**({"owner": _who(_token(c, "PLAYER"))} | _fields(c))),
                      upto=_token(c, "MAY") == "てよい")

    def stack_under(self, meta, c):
        if _first(c, _Referent):  # a replacement's "それをこれの下に重ねてよい": the replacement is optional
            return Effect("stack-under", 0, target=self._it(c), to=self._under(c))  # (10.9), not the stacking
        amount, upto = _first(c, tuple)
        among = _first(c, Target)  # "その中の…を1枚これの下に重ね": of the cards revealed or looked at
        if among is not None and among.area == "it":
            return Effect("stack-under", amount, target=among, upto=_token(c, "MAY") == "てよい" or upto,
                          to=self._under(c))
        area = {"捨て札": "discard", "手札": "hand"}.get(_token(c, "PILE"), "monster_deck")
        who = _who(_token(c, "PLAYER"))  # 3.2.1: either player's card goes under; it keeps its owner (4.1.7)
        if who == "opponent" and area != "discard":
            raise self._unread(meta, "the opponent's hand and monster deck are hidden from you (4.1.2, 4.6.2): their "
                                     "discard pile, not those")
        return Effect("stack-under", amount, target=Target(**({"owner": who, "area": area} | _fields(c))),
                      upto=_token(c, "MAY") == "てよい" or upto, to=self._under(c))

    @staticmethod
    def _under(c) -> str:
        """Whose stack a card goes under: this card's (""), or your invading monster's (3.2.1)."""
        return "monster" if _token(c, "UNDER_DEST").startswith("あなたの怪獣") else ""

    def search_each(self, meta, c):
        """"「A」と「B」をそれぞれ1枚まで探して": one card of each name."""
        names = tuple(str(t) for t in c if isinstance(t, Token) and t.type == "NAME")
        return Effect("search", _ints(c)[0], target=Target(owner="you", type="", area="deck", names=names),
                      upto=True, to=SEARCH_TO[_token(c, "SEARCH_TO")])

    def top_take(self, meta, c):
        """"山札の上から1枚を手札に加える", "…をこれの下に重ねる", "…を山札の下に置く": the deck's top N cards moved
        (5.2.1) — into the hand not as a draw (5.4: no 「引いた時」, no reshuffle, 11.2.2), under this card (3.2.1) or
        to the deck's bottom; whose deck the owner said, else the master's own (3.1.2.3.1); "まで": as many as the
        player wants up to N (10.5.3.1.1); "てよい": the player may (10.5)."""
        who, dest = _who(_token(c, "OWNER")), _token(c, "TOP_DEST")
        to = "hand" if dest.startswith("手札") else "under" if dest.startswith("これの下") else "bottom"
        if who == "each":
            raise self._unread(meta, "「各プレイヤーの山札の上から…」: each player's own deck's top taken is not read")
        if who == "opponent" and to == "hand":  # 4.1.7: it would go to its owner's hand, the opponent's, not yours
            raise self._unread(meta, "the opponent's deck's top card into the hand: a card going to a hand goes to its "
                                     "owner's (4.1.7), so it cannot be added to yours; said of the opponent's, not read")
        return Effect("top-to", _ints(c)[0], who, upto=bool(_token(c, "UPTO")), to=to)

    def mill_revealed(self, meta, c):
        return Effect("mill", _ints(c)[0], _who(_token(c, "PLAYER")), to="revealed")

    def reveal_take(self, meta, c):
        top, (take, upto) = _first(c, _Top), _first(c, tuple)
        return Effect("reveal-take", top.amount, target=Target(**({"owner": "you", "area": "deck"} | _fields(c))),
                      take=take, per=top.per, upto=upto)

    def reveal_take_each_color(self, meta, c):
        """"その中の赤と青の交戦カードをそれぞれ1枚": one card of each colour."""
        top = _first(c, _Top)
        colors = tuple(COLORS[str(t)] for t in c if isinstance(t, Token) and t.type == "COLOR")
        return Effect("reveal-take", top.amount, target=Target(owner="you", type=TYPES[_token(c, "TYPE")], area="deck",
                                                               colors=colors),
                      take=_ints(c)[0], per=top.per, to="each-color")

    def reveal_count(self, meta, c): return _Top(_ints(c)[0])
    def opponent_rank_count(self, meta, c): return _Top(1, Tally.OPPONENT_RANK)
    def reveal(self, meta, c): return Effect("reveal", _ints(c)[0], _who(_token(c, "OWNER")))

    def look_pile(self, meta, c):
        """"あなたの怪獣デッキを見て": every card of it, in no order (4.6.2), looked at by its player."""
        area = "hand" if "手札" in self._printed(meta) else "monster_deck"
        return Effect("look", 0, "you", target=Target(owner=_who(_token(c, "PLAYER")), area=area, type=""), to="stay")

    def look_only(self, meta, c):
        return Effect("look", _ints(c)[0], _who(_token(c, "OWNER")), upto=bool(_token(c, "UPTO")), to="stay")

    def sort_it(self, meta, c):
        it = Target(area="it", type="")
        return Effect("instead", instead_if=Condition("it-traits-differ"), options=(
            ("手札に加える", (Effect("to-hand", 0, target=it),)), ("捨て札にする", (Effect("to-discard", 0, target=it),))))

    # -- what an earlier part named ("それ", "その…", "選んだカード") -----------------------------------
    def referent(self, meta, c):
        done = _active(_token(c, "DONE_BEFORE")).removeprefix("この効果で")
        word = next((w for w in DONE_BY if done.startswith(w)), done)
        return _Referent(pronoun=not self._printed(meta).endswith("選んだカード") and not done, done=word)

    def _it(self, c, **fields) -> Target:
        ref = _first(c, _Referent)
        if ref is not None and ref.pronoun and not fields:
            return PRONOUN
        target = Target(**({"area": "it", "type": ""} | fields))
        if ref is not None and ref.done:  # kept to be checked against the effect before, the ability whole
            self._done_refs.append((target, ref.done))
        return target

    def _took_as_said(self, meta, effects: tuple[Effect, ...]) -> None:
        """「見たカードを…」 names the cards the effect before looked at: refused when that effect took none that way
        (DONE_BY) — other cards misread as those."""
        refs, self._done_refs = self._done_refs, []
        for i, effect in enumerate(effects):
            word = next((w for t, w in refs if t is effect.target), None)
            if word is None or word not in DONE_BY:
                continue
            before = effects[i - 1] if i else None
            took = "search:discard" if before is not None and before.verb == "search" and before.to == "discard" \
                else before.verb if before is not None else ""
            if took not in DONE_BY[word]:
                raise self._unread(meta, f"「{word}カード」 names the cards the effect before took that way; it "
                                         f"{'is ' + took if took else 'is not there'}")

    def rage_en(self, meta, c):
        up = _token(c, "RAGE_VERB_EN") == "Increase"
        return Effect("rage", _ints(c)[0] * (1 if up else -1), self._who_en(c))

    @staticmethod
    def _who_en(c) -> str:
        return "opponent" if _token(c, "WHOSE_RAGE_EN") == "your opponent's" else "you"

    def advance_en(self, meta, c): return Effect("advance", _ints(c)[0], self._who_en(c))
    def retreat_en(self, meta, c): return Effect("retreat", _ints(c)[0], self._who_en(c))

    def play_from_discard(self, meta, c):
        return Effect("play-from-discard", 1, name=_token(c, "NAME") or _token(c, "EN_NAME"))

    def destroy_extremes(self, meta, c): return Effect("destroy-extremes", 2, target=self._it(c))

    def stack_self_under(self, meta, c):
        return Effect("stack-self-under", 1, target=Target(**({"owner": "you"} | _fields(c) | {"other": True})),
                      upto=_token(c, "MAY") == "てよい" or self._printed(meta).endswith("てよい"))

    def select(self, meta, c):
        """"あなたの捨て札から…を1枚選ぶ", "相手の交戦カードを1枚選び、": chosen for what follows (10.5.3)."""
        area = "hand" if _token(c, "PILE") == "手札" else "discard"
        target = _first(c, Target) or Target(**({"owner": "you", "area": area} | _fields(c)))
        return self._chosen_by(meta, c, Effect("select", _ints(c)[-1], target=target, upto=bool(_token(c, "UPTO"))))

    def name_number(self, meta, c):
        """"あなたの怪獣カードがいるエリア以下の数字をひとつ指定する", "1から8までの数字を1つ指定する": a number named
        for what follows (10.5.3): within the range given (``into``), or up to / from a player's monster's zone."""
        low_high = _ints(c)
        if low_high:
            low, high = low_high
            if not 0 <= low <= high <= MOST_COUNT:
                raise self._unread(meta, f"a number from {low} to {high}: name a range of at most {MOST_COUNT}")
            return Effect("name-number", into=tuple(range(low, high + 1)))
        return Effect("name-number", who=_who(_token(c, "PLAYER")), to="at-least" if _token(c, "CMP") == "以上" else "")

    def name_zone(self, meta, c):
        """「相手のエリア1つを指定し」「相手のエリア6~8のうち1つを指定し」「あなたのエリアを2つまで指定し」「相手はエリアを1つ指定する」:
        zones named for what follows (10.5.3), 「そのエリアにいる」 then finding the cards there (Target.named_zone) — among a range (4.4.3), several or up to several (1.3.5.1), by the player the text names
        (3.1.2.3.1; the master unless 「相手は」); 「自分の」 is the namer's own; whose unsaid, a zone number named, the zone
        of it of whichever player the next phrase names (4.4.4.1)."""
        namer = _token(c, "NAMER")
        chooser = "opponent" if namer.startswith("相手") else ""
        side = _token(c, "ZONE_SIDE")
        who = ({"あなた": "you", "相手": "opponent"}.get(side, "") if side != "自分"
               else "opponent" if chooser else "you")
        ints = _ints(c)
        if ints and (ints[0] >= ints[1] or not 1 <= ints[0] < ints[1] <= 8):
            raise self._unread(meta, "a zone range runs upwards within 1–8 (4.4.3)")
        count = _token(c, "ZONE_COUNT")
        amount = 1 if count == "ひとつ" else int(count[0])
        if ints and amount > ints[1] - ints[0] + 1:
            raise self._unread(meta, f"{amount} zones named among {ints[1] - ints[0] + 1} (10.5.3.1)")
        return Effect("name-zone", amount, who=who, chooser=chooser, upto=count.endswith("まで"),
                      into=tuple(range(ints[0], ints[1] + 1)) if ints else ())

    def same_as_named(self, meta, c):
        """"指定した数字と同じ等級の": the card's number equals the number named before (10.5.3)."""
        return {"same_as": "named", "same_stat": STATS[_token(c, "MOST_STAT")]}
    def move_beside(self, meta, c): return Effect("move-beside")
    def next_monster(self, meta, c): return Effect("next-monster")

    def move_monster(self, meta, c):
        zone, to = _ints(c)
        who = _who(_token(c, "PLAYER"))
        rank = _token(c, "RANK")
        # which monster it moves (in zone N, of rank R or more): a bound on it, checked as it moves, after a cost (10.5.4)
        return Effect("move-monster", to, who, bound=Condition("all", parts=(
            Condition("monster-in-zone", zone, name=who),
            *([Condition("rank-at-least", _rank(rank), name=who)] if rank else ()))))


    def look(self, meta, c):
        """"上から3枚(まで)見て、望む枚数山札の上に好きな順で置き、残りを捨て札にする" (5.5.1, 5.5.2)."""
        who = _who(_token(c, "OWNER"))
        self._pile_owner(meta, c, who)  # "相手の山札を…見て、それを相手の捨て札に": the deck's owner's
        return Effect("look", _ints(c)[0], who, upto=bool(_token(c, "UPTO")))
    def look_split(self, meta, c):
        """"上から3枚見て、望む枚数を好きな順で山札の上に置き、残りを山札の下に置く": the cards looked at split
        between the deck's top and its bottom, each part in the order chosen (5.5.1, 5.2.1)."""
        return Effect("look", _ints(c)[0], _who(_token(c, "OWNER")), upto=bool(_token(c, "UPTO")), to="split")

    def counter(self, meta, c):
        who = "it" if _first(c, _Referent) else _who(_token(c, "PLAYER"))  # "それを撃退する": resolved by the sentence
        move_only = _token(c, "AS_IF_COUNTERED") or _token(c, "AS_IF_COUNTERED_PASSIVE")
        # "脅威度N以下の怪獣カードを撃退する", 「エリア6にいる…」「等級III以上の…」: only if so when it resolves
        bound = _first(c, Condition) if who == "it" else self._monster_bound(meta, c, who)
        if bound is not None and bound.kind != "all":
            bound = dataclasses.replace(bound, name=who)
        return Effect("counter", who=who, to="move-only" if move_only else "", bound=bound)

    def self_from_discard(self, meta, c):
        dest = _first(c, _Dest)  # where it is played, if the text says ("play": any zone it may appear in)
        self._no_its_zone(meta, dest)
        self._own_zones(meta, dest)
        end = {"山札の上": "deck-top", "山札の下": "deck-bottom"}.get(_token(c, "DECK_END"), "")
        end = "deck-shuffled" if _token(c, "TO_DECK_SHUFFLED") else end  # put in, then the deck shuffled (5.3.1)
        to = "hand" if "手札に戻" in self._printed(meta) else end or (dest.to if dest else "play")
        may = _token(c, "MAY") == "てよい" or self._printed(meta).endswith(("戻してよい", "置いてよい"))
        return Effect("self-from-discard", to=to, upto=may, into=dest.into if dest else (), near=dest.near if dest else "")

    def self_from_hand(self, meta, c):
        """「これを手札から山札の下に置く」「あなたの手札からこれを山札に戻し、シャッフルする」: this card from its owner's hand to the
        deck (10.3.4.1: the ability works from the hand; 1.3.2: nothing when it is no longer there)."""
        to = ("deck-shuffled" if _token(c, "TO_DECK_SHUFFLED")
              else {"山札の上": "deck-top", "山札の下": "deck-bottom"}[_token(c, "DECK_END")])
        verb = "self-from-monster-deck" if _token(c, "HIDDEN_PILE") == "怪獣デッキ" else "self-from-hand"
        return Effect(verb, to=to, upto=self._printed(meta).endswith("てよい"))

    def deck_bottom_self(self, meta, c): return Effect("deck-bottom-self")

    def discard_among(self, meta, c):
        """"(相手の手札を見て、)その中の交戦カードを1枚捨てる": those looked at or revealed, into the discard pile
        (chosen by the master, as every card put there, 5.2.1)."""
        self._each_said(meta, c, "you")
        amount, upto = _first(c, tuple) or (0, False)
        return Effect("to-discard", amount, target=_first(c, Target), upto=upto,
                      may=self._printed(meta).endswith("よい"))

    def discard_random(self, meta, c):
        """"相手の手札をランダムに1枚捨てる": N cards of that player's hand, none chosen by a player (5.7.1, 5.3.1)."""
        who = _who(_token(c, "OWNER") or _token(c, "PLAYER"))
        return Effect("discard", _ints(c)[0], who, to="random", may=self._printed(meta).endswith("よい"))

    def lose(self, meta, c):
        if _token(c, "EACH_PLAYER"):
            return Effect("lose", who="each")
        return Effect("win" if _token(c, "GAME_END") == "勝利" else "lose", who=_who(_token(c, "PLAYER")))

    def vanish(self, meta, c):
        """"あなたのエリアにいる「結晶体」トークンを1枚消滅させる": tokens taken out of the game (9.1.3)."""
        self._each_said(meta, c, "you")
        if _first(c, _Referent):
            return Effect("vanish", 0, target=self._it(c))
        target, (amount, upto) = _first(c, Target), _first(c, tuple)
        if target.area == "field" and target.name and "トークン" not in target.traits_any:
            # 「あなたのエリアにいる「結晶体」をすべて消滅させる」: only a token vanishes (9.1.3), so the cards
            # named so that it takes are the tokens of that name, as 「…」トークン says
            target = dataclasses.replace(target, traits_any=(*target.traits_any, "トークン"))
        if target.area != "field" or "トークン" not in target.traits_any:
            raise self._unread(meta, "only a token vanishes (9.1.3): 「…」トークン, or a token's name 「…」")
        return Effect("vanish", amount, target=target, upto=upto)
    def strategy_zones(self, meta, c): return Effect("strategy-zones", _ints(c)[0])

    def destroy_in_zone(self, meta, c):
        return Effect("destroy", 0, target=Target(rank_max=(_ints(c) or [None])[0], pick_zone=True,
                                                  same_column=self._printed(meta).startswith("これと")))

    def place_strategy(self, meta, c):
        to = "empty" if "空いている" in _token(c, "STRATEGY_SLOT") else ""  # 4.5: only an empty one, if said
        if _first(c, _Referent):  # "選んだカードを置いて発動させる"
            return Effect("place-strategy", 0, target=self._it(c, type="strategy"), to=to)
        area = PILE_AREA.get(_token(c, "PILE_FROM"), "hand")
        target = Target(**({"owner": "you", "area": area} | _fields(c)))
        if target.type != "strategy" or area == "monster_deck":
            raise self._unread(meta, "a strategy card is activated (5.9.1), from the hand or the discard pile")
        return Effect("place-strategy", _ints(c)[-1], target=target, upto=bool(_token(c, "UPTO")), to=to)

    def token(self, meta, c):
        dest = _first(c, _Dest) or _Dest("")
        self._no_its_zone(meta, dest)
        self._own_zones(meta, dest)
        ints = _ints(c)  # the count (a destination's zones are its own part's)
        if not ints and not dest.to.endswith("-each"):
            raise self._unread(meta, "a token with no count is made only 'in each' zone named (すべてに)")
        return Effect("token", ints[0] if ints else 0, name=_token(c, "NAME"), to=dest.to, into=dest.into, near=dest.near)

    def reshuffle(self, meta, c):
        return Effect("reshuffle", who="opponent" if self._printed(meta).startswith("相手") else "you")

    # -- quantities and card phrases --------------------------------------------------------------
    def count(self, meta, c):
        return (_ints(c)[0], bool(_token(c, "UPTO")))

    def every(self, meta, c):
        return (0, False)

    def any_number(self, meta, c):
        """"望む枚数": up to all of them (amount 0: all; upto: the player may stop, 10.5.3.1.1)."""
        return (0, True)

    def under_cards(self, meta, c):
        """"これの下にある…", "相手の怪獣カードの下にある…": cards stacked under a card (3.2.1)."""
        if self._printed(meta).startswith("これ"):
            return Target(**({"owner": "you", "area": "under"} | _fields(c)))
        return Target(**({"owner": _who(_token(c, "PLAYER")), "area": "under-monster"} | _fields(c)))

    def field_cards(self, meta, c):
        self._picked(meta, c)
        among = _first(c, Target)  # "その中の…": the cards named before, wherever they are
        if among is not None:
            return among
        fields = self._within(meta, c)
        if fields.pop("strategy_zone", False):  # 4.5: a strategy zone holds strategy cards only
            if fields.get("type") not in ("", "strategy"):
                raise self._unread(meta, "a strategy zone holds strategy cards only (4.5)")
            fields["type"] = "strategy"
        return Target(**({"owner": _who(_token(c, "OWNER"))} | fields))

    def chooser(self, meta, c):
        return _Chooser(_who(_token(c, "OWNER")))

    def _chosen_by(self, meta, c, effect: Effect) -> Effect:
        """The verb's cards chosen by the player 「相手は」/「各プレイヤーは」 names (3.1.2.3.1), among their own
        when the phrase says 「自分の」 (the engine asks each, the turn player first, 1.3.4)."""
        chooser = _first(c, _Chooser)
        self._each_said(meta, c, chooser.who if chooser is not None else "you")  # 1.3.4.1
        if chooser is None or chooser.who == "you":
            return effect
        own = "自分の" in self._printed(meta)
        if chooser.who == "each" and not own:
            raise self._unread(meta, "「各プレイヤーは」 chooses among each player's own cards: 「自分の…」")
        target = dataclasses.replace(effect.aim, owner=chooser.who) if own else effect.aim
        if target is not None and target.extreme and "から見て" not in self._printed(meta):
            # 4.4.5.5.1: left and right are as the player who reads them sees them — the chooser here (「相手は自分の…
            # のうち、最も右側の…を選び」): their right is the master's left (4.4.5.5.2), as Target.extreme is kept
            if chooser.who == "each":
                raise self._unread(meta, "「各プレイヤーは…最も右側の…」: each player's right is the other's left "
                                         "(4.4.5.5.2) — say whose view (「あなたから見て」)")
            target = dataclasses.replace(target, extreme="left" if target.extreme == "right" else "right")
        return dataclasses.replace(effect, who=chooser.who, target=target)

    def among(self, meta, c):
        """"その中の赤のカード", "その中から交戦カード", "それらのうち等級3以下の交戦カード": the cards the
        effect before moved, revealed or looked at (area "it", whoever's they are), as a card phrase
        narrows them; 「それらのうち」 with a condition naming cards: those (resolved by the sentence)."""
        return Target(**({"owner": "you", "area": "it"} | _fields(c)))

    def in_it(self, meta, c): return {"area": "it"}

    def near_cards(self, meta, c):
        """"これの後ろのエリアにいる交戦カード", "これより左にいる交戦カード": whose unsaid (``_near_owner``)."""
        self._picked(meta, c)
        fields = _fields(c)
        return Target(**({"owner": _near_owner("", fields)} | fields))

    def card_phrase(self, meta, c):
        self._picked(meta, c)
        return self._within(meta, c)

    def _picked(self, meta, c) -> None:
        """「好きなカードを2枚」: 「好きな」 adds no filter — any card the chooser picks (5.8.1.1, 10.5.3.1) — and is said
        only of cards picked by a count (「を2枚」, 「を1枚まで」, 「1枚を」): not of all of them (すべて), nor of cards a
        condition counts, where no one picks."""
        if _token(c, "ANY_CHOSEN") and not re.match(r"(を、?)?\d+枚", self.text[meta.end_pos:]):
            raise self._unread(meta, "「好きな」 is a pick of cards by a count (「好きなカードを2枚」): said of no count here")

    placed_phrase = card_phrase  # a card phrase with a place among its filters (「最も右側の」, 4.4.5.5.4)

    def within(self, meta, c):
        """「…のうち、<filters>もの」: the narrowing, kept apart until the phrase it narrows is whole."""
        return _Within(_fields(c))

    def _within(self, meta, c) -> dict:
        """A card phrase's fields, narrowed by 「のうち、…もの」: its filters added; a kind said again must be the
        phrase's own or narrower ("カード" adds nothing), else it names no card of the first."""
        fields = _fields(c)
        narrowed = _first(c, _Within)
        if narrowed is None:
            return fields
        more = dict(narrowed.fields)
        kind = more.pop("type", "")
        if kind and fields.get("type", "battle") not in ("", kind):
            raise self._unread(meta, f"「…のうち」 narrows the cards before it: a {kind} card is none of them")
        clash = [k for k in more if k in fields and fields[k] != more[k]]
        if clash:
            raise self._unread(meta, f"「…のうち」 says {', '.join(clash)} twice")
        return fields | more | ({"type": kind} if kind else {})

    def same_column(self, meta, c): return {"same_column": True}
    def same_column_was(self, meta, c): return {"same_column": True, "was_here": True}
    def adjacent_was(self, meta, c): return {"adjacent": True, "was_here": True}
    def ref_column(self, meta, c):
        """4.4.5.4: the column of a card named before (それ, 選んだカード, 破壊したカード), or of a player's monster
        or the invading one (the turn player's, 3.3)."""
        ref = _card_ref(_token(c, "SAME_OTHER"))
        return {"it_column": True} if ref == "it" else {"monster_column": ref}

    def except_it(self, meta, c): return {"except_it": True}
    def same_number(self, meta, c): return {"same_number": True}
    def same_number_was(self, meta, c): return {"same_number": True, "was_here": True}
    def it_rank_max(self, meta, c): return {"it_rank_max": True}
    def adjacent(self, meta, c): return {"adjacent": True}
    def named_zone(self, meta, c): return {"named_zone": True}
    def zone_named(self, meta, c): return {"named_zone": True, "zone_named": True}  # the zone named (name_zone)
    def it_zones(self, meta, c): return {"it_zones": True}
    def superlative(self, meta, c):
        high = _token(c, "MOST_WAY") in ("高い", "大きい")
        return {"most": f"{STATS[_token(c, 'MOST_STAT')]}-{'high' if high else 'low'}"}

    def strategy_zone_place(self, meta, c):
        return {"strategy_zone": True}

    def zone_place(self, meta, c):
        return {"zones": _zone_range(c)} if _ints(c) else {}

    def facing(self, meta, c): return {"facing": "front" if _token(c, "FACING") == "前" else "behind"}

    def ref_near(self, meta, c):
        """「それの隣接エリアにいる」, 「選んだカードの前のエリアにいる」, 「相手の怪獣カードの隣接エリアにいる」: next to, in front of
        or behind another card's zone, on that card's side (4.4.5.1, 4.4.5.2; a monster in its position's zone, 3.3.3.2)."""
        ref = _card_ref(_token(c, "NEAR_REF").removesuffix("の").removeprefix("あなたが").removeprefix("相手が"))
        place = {"facing": "front" if _token(c, "FACING") == "前" else "behind"} if _token(c, "FACING") else {"adjacent": True}
        return place | {"near_of": ref}

    def near(self, meta, c):
        if "同じ数字" in self._printed(meta):  # 「これがいた(いる)エリアと同じ数字のエリアに」: numbered as its zone
            return {"same_number": True, "was_here": bool(_token(c, "THIS_WAS_IN"))}
        if _token(c, "THIS_WAS_IN"):  # 「これがいたエリアと同じ縦列に」: the zone it was last in (10.6.4.1.2)
            return {"same_column" if "縦列" in self._printed(meta) else "adjacent": True, "was_here": True}
        if "縦列" in self._printed(meta):  # 「これと同じ縦列に」: this card's column, both sides (4.4.5.4)
            return {"same_column": True}
        if _token(c, "FACING"):
            return {"facing": "front" if _token(c, "FACING") == "前" else "behind"}
        printed = self._printed(meta)
        if printed.startswith("これより") or printed.endswith("側に") and "隣接" not in printed:
            return self.beside_side(meta, c)  # "これより左側に", "これの右側に": further that way
        sided = _token(c, "SIDE") or "左右" in printed
        return self.adjacent_side(meta, c) if sided else {"adjacent": True}

    def beside_side(self, meta, c):
        """"これより左側にいる": further that way than this card (4.4.5.5.1), as the master sees it."""
        return {"side": "left" if _token(c, "SIDE") == "左" else "right"}

    def adjacent_side(self, meta, c):
        """"これの右側の隣接エリアにいる", "これの左右の隣接エリアにいる": next to this card (4.4.5.2) and
        to one side of it, or to either side — not in front or behind (4.4.5.5.1)."""
        side = {"左": "left", "右": "right"}.get(_token(c, "SIDE"), "lateral")
        return {"adjacent": True, "side": side}

    def bound_zone(self, meta, c):
        """"相手の怪獣カードがいるエリア以前の、", "これがいるエリア以降にいる": zones numbered at most / at
        least that card's zone (4.4.5.3, 4.4.5.3.1)."""
        whose = {"これ": "this", "それ": "it", "あなたの怪獣カード": "you", "相手の怪獣カード": "opponent"}[_token(c, "BOUND_FROM")]
        bound = {"以前": "before", "以降": "after", "大きい": "above", "小さい": "below"}[
            _token(c, "ZONE_BOUND") or _token(c, "ZONE_WAY")]
        return {"bound_from": whose, "bound": bound}

    def extreme(self, meta, c):
        """最も左側/右側: as the master sees them; 「相手から見て」: as the opponent does, the other way (4.4.5.5.2)."""
        left = (_token(c, "SIDE") == "左") != _token(c, "VIEWER").startswith("相手")
        return {"extreme": "left" if left else "right"}

    def other(self, meta, c): return {"other": True}
    def name_contains(self, meta, c): return {"name_contains": _token(c, "NAME")}
    def rank_not(self, meta, c): return {"rank_not": _ints(c)[0]}
    def same_card(self, meta, c): return {"type": "", "same_card": True}

    def rank_bound(self, meta, c):
        return _bounded("rank", _rank(_token(c, "RANK")), _token(c, "NUM_BOUND"))

    def invasion_bound(self, meta, c):
        return _bounded("invasion", _ints(c)[0], _token(c, "NUM_BOUND"))

    def owned_by(self, meta, c):
        """「持ち主が相手の」: the card's owner (4.1.7), whoever's area it is in now (3.1.2)."""
        return {"owned_by": _who(_token(c, "PLAYER"))}

    def rank_exact(self, meta, c):
        rank = _token(c, "RANK")
        return {"rank": _rank(rank)}

    def traits_all(self, meta, c):
        traits = tuple(str(t) for t in c if isinstance(t, Token) and t.type == "TRAIT")
        keyword = _token(c, "KEYWORD_NAME").strip("《》")
        return {"traits_all": traits} | ({"keyword": KEYWORDS[keyword]} if keyword else {})

    def traits_any(self, meta, c):
        return {"traits_any": tuple(str(t) for t in c if isinstance(t, Token) and t.type == "TRAIT")}

    def colors(self, meta, c):
        return {"colors": tuple(COLORS[str(t)] for t in c if isinstance(t, Token) and t.type == "COLOR")}

    def colors_not(self, meta, c):
        return {"colors_not": tuple(COLORS[str(t)] for t in c if isinstance(t, Token) and t.type == "COLOR")}

    def has_keyword(self, meta, c):
        return {"keyword": KEYWORDS[_token(c, "KEYWORD_NAME").strip("《》")]}

    def invasion(self, meta, c):
        return {"invasion": _ints(c)[0]}

    def counter_bound(self, meta, c):
        return _bounded("counter", _ints(c)[0], _token(c, "NUM_BOUND"))

    def threat_filter(self, meta, c):
        return _bounded("threat", _ints(c)[0], _token(c, "NUM_BOUND"))

    def traits_not(self, meta, c):
        return {"traits_not": tuple(str(t) for t in c if isinstance(t, Token) and t.type == "TRAIT")}

    def colors_min(self, meta, c): return {"colors_min": (_ints(c) or [2])[0]}
    def traits_min(self, meta, c): return {"traits_min": (_ints(c) or [2])[0]}
    def name_not(self, meta, c): return {"name_not": _token(c, "NAME")}
    def no_text(self, meta, c): return {"no_text": True}
    def same_name(self, meta, c): return {"same_card": True}

    def same_as(self, meta, c):
        """"あなたの怪獣カードと同じ等級の", "それと同じ等級の": equal to that card's number, name or a color of it."""
        card = _token(c, "SAME_AS") or _token(c, "SAME_OTHER")
        return {"same_as": _card_ref(card), "same_stat": SAME_STATS[_token(c, "SAME_STAT") or "カード名"]}

    def same_trait(self, meta, c):
        """"選んだカードと同じ特徴を持つ": a trait in common with that card (2.5), as now (10.8.1.3)."""
        return {"same_as": _card_ref(_token(c, "SAME_AS")), "same_stat": "trait"}

    def than(self, meta, c):
        """"これより等級の高い", "撃退力がそれより低い", "相手の怪獣カードの等級以下の": the card's number against
        that card's (2.3.1, 2.6.1, 2.7.1), as both are now (10.8.1)."""
        way = _token(c, "MOST_WAY") or _token(c, "CMP")
        stats = [STATS[str(t)] for t in c if isinstance(t, Token) and t.type == "MOST_STAT"]
        said_first = self._printed(meta).startswith(tuple(STATS))  # 「撃退力がこれより低い」: the card's own first
        theirs, own = (stats[-1], stats[0]) if said_first else (stats[0], stats[-1])
        return {"same_as": _card_ref(_token(c, "SAME_AS")), "same_stat": theirs, "same_way": THAN_WAYS[way]} | (
            {"own_stat": own} if own != theirs else {})

    def than_rage(self, meta, c):
        """"あなたの怒り以下の等級の": the card's number against a player's rage as it is now (3.4)."""
        whose = "opponent" if _token(c, "RAGE_REF").startswith("相手") else "you"
        return {"same_as": f"rage-{whose}", "same_stat": "rage", "own_stat": STATS[_token(c, "MOST_STAT")],
                "same_way": THAN_WAYS[_token(c, "CMP")]}

    def typed(self, meta, c):
        return {"type": TYPES[_token(c, "TYPE")]}

    def any_card(self, meta, c):
        return {"type": ""}

    unsaid = any_card  # 「山札から2枚探して」: no noun said, any card

    def base_card(self, meta, c):  # 12.9: "拠点" names the strategy cards with 【拠点】
        return {"type": "strategy", "keyword": "base"}

    def any_token(self, meta, c):
        return {"type": "", "traits_any": ("トークン",)}

    def named_token(self, meta, c):
        return {"name": _token(c, "NAME"), "type": "", "traits_any": ("トークン",)}

    def named(self, meta, c):
        return {"name": _token(c, "NAME"), "type": TYPES.get(_token(c, "TYPE"), "")}

    # -- costs ------------------------------------------------------------------------------------
    def cost_discard_filtered(self, meta, c):
        return Effect("discard", _ints(c)[-1], target=Target(**({"owner": "you", "area": "hand"} | _fields(c))))

    def cost_discard(self, meta, c):  # "手札をすべて捨てる": amount 0
        return Effect("discard", (_ints(c) or [0])[0])

    def cost_stack_self_under(self, meta, c):
        return Effect("stack-self-under", 1, target=Target(**({"owner": "you"} | _fields(c) | {"other": True})))

    def cost_effect(self, meta, c):
        """"これを破壊することで、", "あなたの手札を1枚山札の下に置くことで、": the verb is the cost (10.5.4);
        the player chooses to pay it, so its own "may" and "up to" say nothing more."""
        effect = _first(c, Effect)
        if effect.upto or effect.may or effect.who != "you" or effect.per is not None:
            raise self._unread(meta, "a cost is paid in full by the player who plays the ability (10.5.4)")
        if effect.verb not in PAYABLE:
            raise self._unread(meta, f"「{self._printed(meta)}」 is no cost the engine can tell is paid in full (10.5.4)")
        if effect.verb == "self-from-discard" and effect.to not in ("hand", "deck-top", "deck-bottom", "deck-shuffled"):
            raise self._unread(meta, "a card played is no cost (10.5.4): this card from the discard pile is paid by moving it")
        return effect

    def cost_rage(self, meta, c):
        return Effect("rage", -_ints(c)[0])

    def cost_all(self, meta, c):
        """"手札を1枚捨て、これを破壊することで、": a cost of several parts, each paid, in the order written — and
        none of them unless all can be (10.5.4, 1.3.2): one option holding every part."""
        parts = tuple(x for x in c if isinstance(x, Effect))
        return Effect("choose", 1, options=((self._printed(meta), parts),))

    def cost_either(self, meta, c):
        """"手札を1枚捨てるか、これの怒りを1減らすことで、": one of two costs, the player's choice among those
        that can be paid in full (10.5.4, 1.3.2)."""
        parts = [x for x in c if isinstance(x, Effect)]
        words = self._printed(meta)  # the words of each, for the player's choice (the last 「か、」 the grammar took)
        cut = next(words.rfind(sep) for sep in ("か、または", "、または", "か、", "か") if sep in words)
        sep = next(sep for sep in ("か、または", "、または", "か、", "か") if words.rfind(sep) == cut)
        said = [words[:cut], words[cut + len(sep):]]
        return Effect("choose", 1, options=tuple((text, (part,)) for text, part in zip(said, parts)))

    def cost_stack_under(self, meta, c):
        return Effect("stack-under", _ints(c)[-1], target=Target(**({"owner": "you", "area": "discard"} | _fields(c))))

    # -- conditions -------------------------------------------------------------------------------
    def condition(self, meta, c):
        return c[0] if len(c) == 1 else Condition("all", parts=tuple(c))

    def condition_any(self, meta, c):
        return Condition("any", parts=tuple(c))

    def c_rage(self, meta, c):
        """"これの/あなたの(怪獣カードの)/相手の怒りが3以上": a player's rage compared (10.5)."""
        who = _who(_token(c, "PLAYER"))
        compare, value = _compare(c), _ints(c)[0]
        if compare == "exactly" and value == 0:
            compare = "at-most"  # rage is never below 0 (4.3.3): "怒りが0" is "0 or less"
        if compare == "at-least":
            return Condition("opponent-rage-at-least" if who == "opponent" else "rage-at-least", value)
        if compare == "at-most" and who == "opponent":
            return Condition("opponent-rage-at-most", value)
        return Condition("compare", value, name=who, stat="rage", compare=compare)

    def c_hand_size(self, meta, c):
        """"あなたの手札が2枚以下": the cards in a player's hand counted."""
        return Condition("compare", _ints(c)[0], name=_who(_token(c, "PLAYER")), stat="hand", compare=_compare(c))

    def c_pile_size(self, meta, c):
        """"あなたの山札が10枚以下", "相手の捨て札の枚数が5枚以上": every card of that pile counted, compared."""
        area = {"山札": "deck", "捨て札": "discard", "怪獣デッキ": "monster_deck"}.get(_token(c, "PILE_SIZED"), "hand")
        return self._counted_cards(Target(owner=_who(_token(c, "PLAYER")), type="", area=area), _ints(c)[-1:],
                                   _compare(c), False)  # 〜でない: made "not" by _negatable, as every part

    def c_rank(self, meta, c):
        """"あなたの/相手の怪獣カードが等級III以上": a monster's rank compared (5.3)."""
        who, compare, value = _who(_token(c, "PLAYER")), _compare(c), _rank(_token(c, "RANK"))
        if compare == "at-least" and who == "opponent":
            return Condition("opponent-rank-at-least", value)
        if compare == "at-most" and who == "you":
            return Condition("rank-at-most", value)
        return Condition("compare", value, name=who, stat="rank", compare=compare)

    def f_rank(self, meta, c): return ("c_rank", c)
    def f_zone(self, meta, c): return ("c_opponent_in_zones", c)
    def f_rage(self, meta, c): return ("c_rage", c)

    def c_monster_facts(self, meta, c):
        """"あなたの怪獣カードが等級IVで、エリア5~8にいる": each fact of the one monster named once, read as it
        reads with the subject said (c_rank, c_opponent_in_zones, c_rage), all to hold (10.5)."""
        who = next(x for x in c if isinstance(x, Token) and x.type == "PLAYER")
        return Condition("all", parts=tuple(getattr(self, rule)(meta, [who, *said])
                                            for rule, said in (x for x in c if isinstance(x, tuple))))

    # 10.5: two numbers compared ("相手の手札の枚数があなたより多い"): each read as a "compare" condition
    # reads its number, the second as the first's part (the number the first is compared with)
    def n_rage(self, meta, c):
        return Condition("compare", name=_who(_token(c, "PLAYER")) if _token(c, "PLAYER") else
                         "opponent" if _token(c, "THIS_OR_MONSTER").startswith("相手") else "you", stat="rage")

    def n_pile(self, meta, c):
        area = {"山札": "deck", "捨て札": "discard", "怪獣デッキ": "monster_deck"}.get(_token(c, "PILE_SIZED"), "hand")
        who = _who(_token(c, "PLAYER"))
        if area == "hand":
            return Condition("compare", name=who, stat="hand")
        return Condition("compare", target=Target(owner=who, type="", area=area), stat="count")

    def n_count(self, meta, c):
        target = _first(c, Target) or Target(**({"owner": _who(_token(c, "OWNER"))} | _fields(c)))
        return Condition("compare", target=target, stat="count")

    def n_stat(self, meta, c):
        """"これの撃退力", "相手の怪獣カードの脅威度", "それの等級": a card's number as it is now (10.8.1)."""
        stat, ref = STATS[_token(c, "MOST_STAT")], _card_ref(_token(c, "SAME_AS"))
        if ref in ("you", "opponent", "invading") and stat == "counter":
            raise self._unread(meta, "a monster card has a threat level and a rank, no counter power (2.6, 2.7)")
        return Condition("compare", name=ref, stat=stat)

    def n_sum(self, meta, c):
        """"あなたのエリアにいる交戦カードの撃退力の合計": the numbers of the cards a phrase finds, added up (10.8.1)."""
        target = _first(c, Target) or Target(**({"owner": _who(_token(c, "OWNER"))} | _fields(c)))
        return Condition("compare", target=target, stat="sum:" + STATS[_token(c, "SUM_STAT")])

    def n_zone(self, meta, c):
        return Condition("compare", name=_who(_token(c, "PLAYER")), stat="zone")

    def card_number(self, meta, c): return c[0]
    def game_number(self, meta, c): return c[0]

    def c_two_numbers(self, meta, c):
        """"相手の怒りがあなたの怒りより多い", "相手の手札の枚数があなたより多い": two numbers read now (10.5)."""
        first, *rest = [x for x in c if isinstance(x, Condition)]
        if rest:
            second = rest[0]
        elif _token(c, "SAME_AS"):  # 「それの撃退力がこれより低い」: the same number of the card named
            second = dataclasses.replace(first, name=_card_ref(_token(c, "SAME_AS")))
        elif first.name in CARD_NUMBER_OF:
            raise self._unread(meta, "this card's number belongs to no player: name the other number")
        else:  # 「あなたより」: the first number, the player named
            who = _who(_token(c, "PLAYER"))
            second = dataclasses.replace(first, name=who if first.name else "",
                                         target=dataclasses.replace(first.target, owner=who) if first.target else None)
        way = _token(c, "TWO_WAY")
        compare = ("more" if way[-2:] in ("多い", "高い", "きい") else "fewer" if way.startswith("より")
                   else {"以上": "at-least", "以下": "at-most"}.get(way, "exactly"))
        return dataclasses.replace(first, compare=compare, parts=(second,))

    def c_card_number(self, meta, c):
        """"相手の怪獣カードの脅威度が10000以上", "これの撃退力が5000以下": a card's number compared (10.5)."""
        number = _first(c, Condition)
        return dataclasses.replace(number, value=_rank(_token(c, "RANK")), compare=_compare(c))

    def c_under(self, meta, c):
        """"これの下にカードが2枚以上ある", "これの下に《キングギドラ》を持つ怪獣カードが2枚以上ある",
        "あなたの怪獣カードの下に交戦カードがない": the cards stacked under this card or a player's
        monster (3.2.1) that a card phrase finds, counted; the forms real cards print keep their terms."""
        fields, n, negated = _fields(c), _ints(c), _negated(c)
        compare = (_compare(c) if n else "at-least") if n or not negated else "none"
        whose = _token(c, "PLAYER")
        if not whose:  # this card's stack
            if fields == {"type": ""} and compare == "at-least" and not negated:
                return Condition("under-at-least", (n or [1])[0])
            if set(fields) == {"type"} and compare == "none":
                return Condition("under-none", type=fields["type"])
            if not n and fields.get("type") == "" and (set(fields) == {"type", "name"} or set(fields) == {"type", "traits_any"}
                                                       and len(fields["traits_any"]) == 1):
                trait = "traits_any" in fields  # 《特徴》を持つカード: by the trait only; 「名前」: by the name only
                has = Condition("under-has", name=fields["traits_any"][0] if trait else fields["name"],
                                type="trait" if trait else "")
                return Condition("not", parts=(has,)) if negated else has
        elif whose == "あなた" and fields == {"type": ""} and n and compare == "at-least" and not negated:
            return Condition("monster-under-at-least", n[0])
        place = {"owner": "you", "area": "under"} if not whose else {"owner": _who(whose), "area": "under-monster"}
        return self._counted_cards(Target(**(place | fields)), n, compare if n else "at-least", negated)

    def _counted_cards(self, target: Target, n: list[int], compare: str, negated: bool) -> Condition:
        """Cards a target finds, counted: at least one (none said), or N compared every way (10.5);
        denied, "not" (none at all when no number is said)."""
        if negated and not n:
            return Condition("count-at-most", 0, target=target)
        if compare in ("more", "fewer", "exactly"):
            found = Condition("compare", n[-1], target=target, stat="count", compare=compare)
        else:
            found = Condition("count-at-most" if compare == "at-most" else "count-at-least", n[-1] if n else 1,
                              target=target)
        return Condition("not", parts=(found,)) if negated else found

    def c_near_empty(self, meta, c):
        """"これの後ろのエリアが空いている", "これの右隣のエリアが空いていない": the one zone of the master's named from
        this card (4.4.5.1; 4.4.5.2 with 4.4.5.5.1) is there and empty (4.4.7), or is there and holds a card."""
        side = _token(c, "SIDE")
        place = ({"adjacent": True, "side": "left" if side == "左" else "right"} if side
                 else {"facing": "front" if _token(c, "FACING") == "前" else "behind"})
        return Condition("zone-empty", 0 if _token(c, "NOT_BE") else 1, target=Target(owner="you", type="", **place))

    def c_zone_as_opponent(self, meta, c): return Condition("zone-as-opponent")
    def c_zone_at_least_opponent(self, meta, c): return Condition("zone-at-least-opponent")
    def c_opponent_empty_zones(self, meta, c): return Condition("opponent-empty-zones-at-least", _ints(c)[0])

    def c_empty_zones(self, meta, c):
        """"あなたの空いているエリアが2つ以下", "相手の空いているエリアがない": a player's empty zones (4.4.7)."""
        who, n = _who(_token(c, "PLAYER")), _ints(c)
        if not n:  # "ある": one or more; "ない" (negated by _negatable): none
            return Condition("compare", 1, name=who, stat="empty-zones", compare="at-least")
        return Condition("compare", n[0], name=who, stat="empty-zones", compare=_compare(c))

    def c_every_zone(self, meta, c):
        """"あなたの戦略カード置き場すべてに戦略カードが置かれている": each zone of the set holds a card of the
        phrase — a player's strategy zones (4.5, as many as they have now) or zones 1-8 (4.4)."""
        where = "strategy" if _token(c, "ZONE_SET") == "戦略カード置き場" else "zones"
        return Condition("every-zone", name=_who(_token(c, "PLAYER")), type=where,
                         target=Target(**({"owner": _who(_token(c, "PLAYER"))} | _fields(c))))
    def c_colors_at_least(self, meta, c): return Condition("colors-at-least", _ints(c)[0])
    def c_opponent_trait_in_zones(self, meta, c): return Condition("opponent-trait-in-zones", name=_token(c, "TRAIT"))
    def c_adjacent_all_have(self, meta, c): return Condition("adjacent-all-have", name=_token(c, "TRAIT"))
    def c_it_is(self, meta, c):
        """"それが怪獣カードなら" (it-is, a type alone), "それが《ゴジラ》を持つカードなら": the cards the effect
        before moved or revealed, one of them found by the card phrase (10.5.3)."""
        fields = _fields(c)
        if set(fields) == {"type"} and fields["type"]:
            return Condition("it-is", type=fields["type"])
        return Condition("count-at-least", 1, target=Target(**({"owner": "you", "area": "it"} | fields)))

    def c_it_in_zones(self, meta, c):
        """"進化したカードがエリア8にいる", "それがエリア6~8にいる": one of the cards the effect before took stands in
        those zones now (4.4; none taken, or off the field: it does not, 10.5.3.1.2)."""
        return Condition("count-at-least", 1, target=Target(owner="you", area="it", type="", zones=_zone_range(c)))

    def c_played_by(self, meta, c):
        """"強襲で出現したら", "進化で出現したら", "効果で出現したら": how this card was last played (12.5.2 by
        【強襲】, 5.17.1 evolving, 5.11 an effect); "手札から出現したら" ("山札から", "捨て札から", "怪獣デッキから"):
        the area it appeared from (5.11.3: played from there — 8.2, 8.5, 12.5.2 from the hand — or put from there
        directly by a rule or an effect)."""
        way = _token(c, "PLAYED_WAY")
        return Condition("played-by", type=PLAYED_WAYS[way[:2]])

    def c_turn_is(self, meta, c):
        """"あなたのターンなら", "相手のターン中なら": whose turn it is now (7.1; the turn player, 3.3)."""
        return Condition("turn-is", name=_who(_token(c, "PLAYER")))

    def c_phase_is(self, meta, c):
        """"撃退フェイズ中なら", "あなたのメインフェイズなら": the phase now (7.2-7.5), of whose turn if said."""
        whose = _token(c, "PLAYER")
        return Condition("phase-is", name=_who(whose) if whose else "", type=PHASES[_token(c, "PHASE")])

    def c_invaded_this_turn(self, meta, c):
        """"このターンあなたの怪獣カードが進攻していたら": your monster, whichever card is on top (3.3.4);
        "これがこのターン進攻していたら": this card itself, on top when it invaded (3.2.5: a card put on top later
        is a new card that did not)."""
        return Condition("invaded-this-turn", name="this" if _token(c, "THIS_OR_MONSTER") == "これ" else "")
    def c_destroyed_this_turn(self, meta, c): return Condition("destroyed-this-turn")

    def c_done_this_turn(self, meta, c):
        """"このターンあなたが戦略カードを2枚以上発動していたら": what a player did this turn, as the engine
        records it (GameState.done): a main-phase action of 8.1.1, or the player's own draw (5.4), discard from
        the hand (5.7.1) or cards made to appear (5.11), of a kind — at least once, or N times compared (10.5)."""
        verb, what = _token(c, "DONE_VERB") or _token(c, "DONE_ACT"), _token(c, "DONE_OBJECT")
        action = _action_of(verb, bool(_token(c, "DONE_FROM")), what)
        if action is None or (what == "怒りを") != (verb == "獲得し") or (verb == "進攻し") == bool(what):
            raise self._unread(meta, f"「{what}{verb}」 is no action of a player's the engine records (8.1.1, 5.4, 5.7.1, 5.11)")
        event = re.match(r"(の)?(時|とき)", self.text[meta.end_pos:])  # 「…した時、」: the event, t_state reads it
        if ":" in action and "このターン" not in self._printed(meta) and not event:
            raise self._unread(meta, "「このターン」 not said: what a player did is asked of this turn only")
        n = _ints(c)
        if not n:
            return Condition("done-this-turn", name=_who(_token(c, "PLAYER")), type=action)
        return Condition("done-this-turn", n[0], name=_who(_token(c, "PLAYER")), type=action, compare=_compare(c))

    def c_happened_this_turn(self, meta, c):
        """"このターンあなたの交戦カードが2枚以上破壊されていたら": any event a trigger names (whose card × its
        kind × the event, 10.6.2) counted over this turn; the forms real cards print keep their terms."""
        if _token(c, "RAGE_CHANGED"):  # "このターン相手の怒りが減っていたら" (3.4)
            event = Event.RAGE_UP if _token(c, "RAGE_CHANGED") == "増え" else Event.RAGE_DOWN
            who = _token(c, "MONSTER_OF")
            return Condition("happened-this-turn", name="opponent" if who.startswith("相手") else "you",
                             type=f"{event}:")
        whose, kind, cards = next((x for x in c if isinstance(x, tuple)))
        trigger = self.t_event(meta, c)
        if trigger.event is Event.ENTER:
            raise self._unread(meta, "this card appears once: 「このターンこれが出現していたら」 is 「出現時」's")
        n = _ints(c)
        if cards is not None:  # 「このターンあなたの赤の交戦カードが破壊されていたら」: the card each record is of, its
            #                    information as the engine keeps it now (10.6.4.1: as a trigger sees it)
            if cards.same_column or cards.adjacent:
                raise self._unread(meta, "what happened this turn keeps each card, not the zone it was in then")
            name = {Whose.YOU: "you", Whose.OPPONENT: "opponent", Whose.ANY: "any"}[whose]
            happened = f"{trigger.event}:{trigger.kind}" + (f"@{trigger.cause}" if trigger.cause in BY_EFFECT else "")
            if trigger.cause is not None and trigger.cause not in BY_EFFECT:
                raise self._unread(meta, "what happened this turn is kept with whose effect caused it, no other cause")
            return Condition("happened-this-turn", n[0] if n else 0, name=name, type=happened,
                             compare=_compare(c) if n else "", target=cards)
        if not n and trigger.event is Event.BATTLE_DESTROYED and whose is Whose.OPPONENT and trigger.cause is None:
            return Condition("destroyed-this-turn")
        if not n and trigger.event is Event.INVADED and whose is Whose.YOU and trigger.cause is None:
            return Condition("invaded-this-turn")
        card_kind = trigger.kind if trigger.kind else ""
        if trigger.own:
            raise self._unread(meta, "what happened this turn is kept by whose card and its kind, not of this card")
        name = {Whose.YOU: "you", Whose.OPPONENT: "opponent", Whose.ANY: "any"}[whose]
        # 「相手の効果で…ていたら」: only the events an effect of that player's caused (3.1.2)
        happened = f"{trigger.event}:{card_kind}" + (f"@{trigger.cause}" if trigger.cause in BY_EFFECT else "")
        if trigger.cause is not None and trigger.cause not in BY_EFFECT:
            raise self._unread(meta, "what happened this turn is kept with whose effect caused it, no other cause")
        if not n:
            return Condition("happened-this-turn", name=name, type=happened)
        return Condition("happened-this-turn", n[0], name=name, type=happened, compare=_compare(c))

    def c_reached(self, meta, c):
        """"この効果で相手の怒りが0になったら": the number now so, and not so when this ability began (10.5)."""
        stat = "hand" if "手札" in self._printed(meta) else "rage"
        who = _who(_token(c, "PLAYER"))
        return Condition("reached", _ints(c)[0], name=who, stat=stat, compare=_compare(c))

    def c_changed_by(self, meta, c):
        """"この効果で相手の怒りが2以上減ったら": by how much the number went down (or up) since this ability
        began — what its effects actually did (3.4.4: a rage stops at 0)."""
        stat = "hand" if "手札" in self._printed(meta) else "rage"
        who = _who(_token(c, "PLAYER")) if _token(c, "PLAYER") else \
            "opponent" if _token(c, "THIS_OR_MONSTER").startswith("相手") else "you"
        way = "down" if _token(c, "RAGE_CHANGED") == "減っ" else "up"
        return Condition("changed-by", _ints(c)[0], name=who, stat=stat, compare=_compare(c), type=way)

    def c_moved_by(self, meta, c):
        """"この効果で2エリア以上前進したなら": how many zones this ability's effects moved a monster forward
        (or back) since it began (5.13.1, 5.13.2; a move that left it in its zone is none, 5.13.3) — the
        monster named, or, named by none, the one its effects moved ("any")."""
        player, mine = _token(c, "PLAYER"), _token(c, "THIS_OR_MONSTER")
        who = _who(player) if player else "you" if mine else "any"
        way = "up" if _token(c, "ZONES_MOVED").startswith("前進") else "down"
        return Condition("changed-by", _ints(c)[0], name=who, stat="position", compare=_compare(c), type=way)

    def c_count(self, meta, c):
        """"あなたのエリアに〜がいる", "あなたの捨て札の〜が5枚以上": cards counted in a place;
        "あなたの手札にカードがない": none there."""
        target = _first(c, Target) or Target(**({"owner": _near_owner(_token(c, "OWNER"), _fields(c))} | _fields(c)))
        counted = bool(_ints(c)) and "枚" in self._printed(meta)
        return self._counted_cards(target, _ints(c)[-1:] if counted else [], _compare(c) if counted else "at-least",
                                   _negated(c))

    def c_only(self, meta, c):
        """"あなたのエリアに赤の交戦カードだけがいる": cards of the phrase there, and every card of its kind
        there one of them (the kind, in the same place, is the condition's part)."""
        place = {k: v for x in c if isinstance(x, dict) and "type" not in x for k, v in x.items()}
        phrase = next(x for x in c if isinstance(x, dict) and "type" in x)
        owner = {"owner": _near_owner(_token(c, "OWNER"), place)}
        kind = Target(**(owner | place | {"type": phrase["type"]}))
        return Condition("only", target=Target(**(owner | place | phrase)), parts=(Condition("count-at-least", 1, target=kind),))

    def c_count_each(self, meta, c):
        """"あなたのエリアに赤の交戦カードと青の交戦カードが両方いる": each card phrase counted in the
        place, all of them holding ("and", 10.5); one card may answer to two of them."""
        place = {k: v for x in c if isinstance(x, dict) and "type" not in x for k, v in x.items()}
        owner = _near_owner(_token(c, "OWNER"), place)
        n = (_ints(c) or [1])[-1]
        kind = "count-at-most" if _token(c, "CMP") == "以下" else "count-at-least"
        if _token(c, "CMP") == "" and _ints(c):  # "それぞれ2枚ある": exactly that many of each
            return Condition("all", parts=tuple(Condition("compare", n, target=Target(**({"owner": owner} | place | x)),
                                                          stat="count", compare="exactly")
                                                for x in c if isinstance(x, dict) and "type" in x))
        return Condition("all", parts=tuple(Condition(kind, n, target=Target(**({"owner": owner} | place | x)))
                                            for x in c if isinstance(x, dict) and "type" in x))

    def c_sum(self, meta, c):
        """"あなたのエリアにいる交戦カードの等級の合計が15以上": a card phrase's numbers added up."""
        target = _first(c, Target) or Target(**({"owner": _who(_token(c, "OWNER"))} | _fields(c)))
        kind = "sum-at-most" if _token(c, "CMP") == "以下" else "sum-at-least"
        return Condition(kind, _ints(c)[-1], target=target, stat=STATS[_token(c, "SUM_STAT")])

    def c_placed_count(self, meta, c):
        kind = "count-at-most" if _token(c, "CMP") == "以下" else "count-at-least"
        return Condition(kind, _ints(c)[0], target=Target(owner=_who(_token(c, "PLAYER")), type="strategy"))

    def c_did(self, meta, c):
        """"《ゴジラ》を持つカードを捨てたら": the cards the effect before moved (それ); "…を公開したら": every
        card it revealed (5.10), taken or not, as 「公開した…1枚につき」 counts them; 「この効果であなたの交戦カードを
        破壊していたら」: only those that were that player's as the effect took them (3.1.2), as per_it counts them."""
        whose = {"あなた": "you", "相手": "opponent"}.get(_token(c, "OWNER"), "")
        if whose and _did_area(c) != "it":
            raise self._unread(meta, "whose among the cards revealed is their deck's, not a condition's")
        return Condition("count-at-least", 1, target=Target(**({"owner": "you", "area": _did_area(c), "was_whose": whose}
                                                               | _fields(c))))

    def c_did_count(self, meta, c):
        return Condition("count-at-least", _ints(c)[0], target=Target(area=_did_area(c), type=""))

    def c_did_tally(self, meta, c):
        """"この効果で破壊された交戦カードが2枚以上なら": the cards the effect before took (as 「…1枚につき」 counts them,
        ``per_it``), counted every way (10.5.3)."""
        counted = self.per_it(meta, c).value
        assert isinstance(counted, Target)
        return self._counted_cards(counted, _ints(c)[-1:], _compare(c), False)

    def c_did_invasion(self, meta, c):
        return Condition("count-at-least", 1, target=Target(area=_did_area(c), type="", invasion=_ints(c)[0]))

    def c_invasion_cost(self, meta, c):
        """"これの進攻で青の交戦カードを捨てたなら": the card discarded for this turn's invasion (8.6)."""
        return Condition("count-at-least", 1, target=Target(**({"owner": "you", "area": "invasion-cost"} | _fields(c))))

    def c_placed_named(self, meta, c):
        return Condition("count-at-least", 1, target=Target(owner=_who(_token(c, "PLAYER")), type="strategy",
                                                            name=_token(c, "NAME")))

    def in_zones(self, meta, c):
        """"エリア3に", "エリア6~8にいる", "エリア4以前に" (every zone of the range), "エリアに" (all of them)."""
        return {"zones": _zone_range(c) if _ints(c) else ()}

    def in_discard(self, meta, c): return {"area": "discard"}
    def in_hand(self, meta, c): return {"area": "hand"}
    def in_deck(self, meta, c): return {"area": "deck"}

    def c_opponent_battle_cards(self, meta, c):
        more = "least" if _token(c, "CMP") == "以上" else "most"
        return Condition(f"opponent-battle-cards-at-{more}", _ints(c)[0])

    def c_in_zone(self, meta, c): return Condition("in-zone", _ints(c)[0])

    def c_in_area(self, meta, c):
        """"これがあなたの手札にある": this card in an area of its owner's (4.1)."""
        return Condition("in-area", type={"手札": "hand", "捨て札": "discard", "山札": "deck",
                                          "戦略カード置き場": "strategy"}[_token(c, "OWN_AREA")])

    def w_zones(self, meta, c):
        zones = _zone_range(c)
        return Condition("in-zones", zones[0], upto=zones[-1]) if len(zones) > 1 else Condition("in-zone", zones[0])

    def w_with_monster(self, meta, c): return Condition("with-monster")
    def w_column(self, meta, c): return self.c_column_with_opponent(meta, c)
    def w_adjacent(self, meta, c): return Condition("adjacent-to-monster")
    def c_with_monster(self, meta, c): return Condition("with-monster")

    def c_this_was(self, meta, c):
        """"これがエリア6~8にいたなら", "これがあなたの怪獣カードと同じエリアにいたなら": where this card stood, read
        of the zone it was last in once it has left the field (10.6.4.1.2)."""
        was = Condition("was-here", parts=(_first(c, Condition),))
        return Condition("not", parts=(was,)) if _token(c, "WAS_NOT_IN") else was

    def c_in_zones(self, meta, c):
        zones = _zone_range(c)
        return Condition("in-zones", zones[0], upto=zones[-1])

    def c_opponent_in_zones(self, meta, c):
        """"相手の怪獣カードがエリア6~8に/エリア8に/エリア6以降にいる"."""
        zones = _zone_range(c)
        if _token(c, "PLAYER") == "あなた":  # "あなたの怪獣カードがエリア6以降にいる"
            return Condition("monster-in-zones", zones[0], upto=zones[-1], name="you")
        return Condition("opponent-in-zones", zones[0], upto=zones[-1])

    def c_strategy_placed(self, meta, c):
        return Condition("strategy-placed", (_ints(c) or [1])[0], name=_who(_token(c, "PLAYER")),
                         type="base" if "拠点" in self._printed(meta) else "")

    def c_column_with_opponent(self, meta, c):
        """"これが相手の(あなたの)怪獣カードと同じ縦列にいる" (4.4.5.4): whose monster; the opponent's unless said."""
        return Condition("column-with-opponent", name="you" if _token(c, "PLAYER") == "あなた" else "")
    def c_adjacent_to_monster(self, meta, c): return Condition("adjacent-to-monster")

    def c_this_beside(self, meta, c):
        """"これが相手の交戦カードと隣接している", "これが《ゴジラ》を持つ相手の怪獣カードと同じ縦列にいる": the cards of
        the phrase counted in the zones this card stands beside (4.4.5.2, 4.4.5.4), as "これの隣接エリアに…がいる"
        reads — a monster in its position's zone (3.3.3.2); a player's monster said alone is read as before."""
        said = _token(c, "THIS_BESIDE") or _token(c, "BOTH_BESIDE")
        place = {"same_column": True} if "縦列" in said else {"adjacent": True}
        phrase = _fields(c)  # the filters said before whose (「《ゴジラ》を持つ相手の怪獣カード」) with the phrase's
        whose = _token(c, "OWNER")
        if phrase == {"type": "monster"} and whose in ("あなた", "相手"):
            if "縦列" in said:
                return Condition("column-with-opponent", name="you" if whose == "あなた" else "")
            if whose == "あなた":
                return Condition("adjacent-to-monster")
        return Condition("count-at-least", 1, target=Target(**({"owner": _near_owner(whose, place)} | place | phrase)))

    # -- continuous changes -----------------------------------------------------------------------
    def modifier_sentence(self, meta, c):
        per = _first(c, _Per)
        if per is not None and any(isinstance(m, Modifier) and m.stat in ("counter-times", "threat-times") for m in c):
            raise self._unread(meta, "a number multiplied (10.8.1.5) is not multiplied again per card")
        if _says_reached(_first(c, Condition)):
            raise self._unread(meta, "「この効果で…になった」 asks what an effect did: a continuous change follows none (10.8)")
        given = {"condition": _first(c, Condition), "per": per.value if per else None,
                 "per_every": per.every if per else None}
        given = {key: value for key, value in given.items() if value is not None}  # else the change's own
        changes = [x for m in c for x in (m if isinstance(m, tuple) else (m,)) if isinstance(x, Modifier)]
        summed = {p.stat[4:] for p in _parts_of(_first(c, Condition)) if p.stat.startswith("sum:")}
        if any(m.stat in summed for m in changes):  # 「…の撃退力の合計が…以上なら、これの撃退力+1000」
            raise self._unread(meta, "a number changed while a total of that number holds (10.8.1.6): each would wait "
                                     "on the other")
        if per is not None and any(m.stat == TALLIED_STAT.get(per.value) for m in changes):
            raise self._unread(meta, "a number changed per that number (10.8.1.6): each would wait on the other")
        if any(m.target is not None and m.target.area == "it" for m in changes):
            raise self._unread(meta, "「その中の…」 names the cards an effect just moved or revealed: a continuous "
                                     "change reaches cards on the field while it applies (10.8)")
        during = [x for x in c if isinstance(x, Turn)]  # 「…なら、相手のターン中…」: the sentence's turn (10.8)
        return Tree("modifiers", during + [dataclasses.replace(m, **given) for m in changes], meta)  # meta: where it begins

    def modifier_again(self, meta, c):
        ints = _ints(c)
        return _Again(ints[0] if len(ints) > 1 else None, self._signed(c))

    def per_number(self, meta, c):
        """"相手の怪獣カードの等級1につき", "相手の怒り2につき": per point, or per whole N, of a number of a
        player's monster (3.3.4; 「これの」: its own, in a monster's text)."""
        theirs = _token(c, "PLAYER") == "相手"
        number = _token(c, "CARD_NUMBER")
        if number == "撃退力" and _token(c, "PLAYER"):
            raise self._unread(meta, "a player's monster has a threat level, not a counter power (2.6, 2.7)")
        if number == "撃退力":  # 「これの撃退力1000につき」: this card's, with its changes (2.7, 10.8.1)
            tally = Tally.THIS_COUNTER
        elif number == "等級" and not _token(c, "PLAYER"):
            tally = Tally.THIS_RANK
        else:
            tally = {"怒り": (Tally.YOUR_RAGE, Tally.OPPONENT_RAGE), "等級": (Tally.YOUR_RANK, Tally.OPPONENT_RANK),
                     "脅威度": (Tally.YOUR_THREAT, Tally.OPPONENT_THREAT)}[number][theirs]
        every = _ints(c)[0]
        if every == 0:
            raise self._unread(meta, "「…0につき」 counts no whole group")
        return _Per(tally, every)

    def per_field(self, meta, c):
        """"相手のエリアにいる等級4以下の交戦カード1枚につき": the cards a card phrase finds in a
        player's zones (10.8)."""
        fields = _fields(c)
        if fields.pop("strategy_zone", False):  # 4.5: a strategy zone holds strategy cards only
            if fields.get("type") not in (None, "", "strategy"):
                raise self._unread(meta, "a strategy zone holds strategy cards only (4.5)")
            fields["type"] = "strategy"
        return _per_cards(_first(c, Target) or Target(**({"owner": _who(_token(c, "OWNER"))} | fields)), c)

    def per_opponent_empty_zones(self, meta, c): return _Per(Tally.OPPONENT_EMPTY_ZONES, _ints(c)[0])

    def per_rage_changed(self, meta, c):
        """「この効果で減らした怒り1につき」: per point (or whole N) a rage effect before in this ability changed (3.4.4)."""
        every = _ints(c)[0]
        if every == 0:
            raise self._unread(meta, "「…0につき」 counts no whole group")
        return _Per(Tally.RAGE_CHANGED, every)

    def per_destroyed_this_turn(self, meta, c):
        """「このターンに破壊された(相手の)交戦カード1枚につき」: each battle or strategy card destroyed this turn, as the
        engine records the event (10.6.2) — whose it was (3.1.2), by whose effect if said — of the card phrase's kind."""
        if _summed(c):
            raise self._unread(meta, "the turn's records keep which cards it happened to, not their numbers then (10.6.2)")
        cards = Target(**({"owner": "each"} | _fields(c)))
        kind = {"battle": Event.BATTLE_DESTROYED, "strategy": Event.STRATEGY_DESTROYED}.get(cards.type)
        if kind is None or cards.same_column or cards.adjacent or cards.zones:
            raise self._unread(meta, "the turn's destructions are kept of battle or strategy cards, not where they were")
        said = _token(c, "EFFECT_CAUSE")  # by whose effect (3.1.2), as 「相手の効果で破壊された時」 says it
        cause = (None if not said else Cause.OPPONENT_EFFECT if said.startswith("相手") else Cause.EFFECT
                 if said.startswith("効果") else Cause.OWN_EFFECT)
        happened = f"{kind}:" + (f"@{cause}" if cause is not None else "")
        whose = {"あなた": "you", "相手": "opponent"}.get(_token(c, "OWNER"), "any")
        plain = dataclasses.replace(cards, owner="each", type="")
        filtered = plain != Target(owner="each", type="")
        return _Per(Count(happened=Condition("happened-this-turn", name=whose, type=happened,
                                             target=cards if filtered else None)), _every(c))

    def per_done_this_turn(self, meta, c):
        """「このターンにあなたが引いたカード1枚につき」「…手札から捨てたカード…」: each card that player drew (5.4) or
        discarded from the hand (5.7.1) this turn, as the engine records the act."""
        if _summed(c):
            raise self._unread(meta, "the turn's records keep which cards it happened to, not their numbers then (10.6.2)")
        printed = self._printed(meta)
        # the events as recorded (GameState.done); 「手札に加えた」: every card put into that hand this turn, drawn too
        # (5.4.1 moves the drawn card to the hand), recorded only in a game where a card asks (GameState.records_hand)
        act = "drew:" if "引いた" in printed else "to-hand:" if "手札に加えた" in printed else "hand-discard:"
        return _Per(Count(happened=Condition("done-this-turn", name=_who(_token(c, "PLAYER")), type=act)), _every(c))

    def per_opponent_rank(self, meta, c): return _Per(Tally.OPPONENT_RANK)
    def per_invaded_zones(self, meta, c): return _Per(Tally.INVADED_ZONES)
    def per_in_zones(self, meta, c): return _Per(Count(zones=tuple(_ints(c))))

    def per_strategy_cards(self, meta, c):
        return _Per(Tally.OPPONENT_STRATEGY_CARDS if _token(c, "PLAYER") == "相手" else Tally.YOUR_STRATEGY_CARDS)

    def per_under(self, meta, c):
        """"これの下にあるカード1枚につき", "あなたの怪獣カードの下にあるカード1枚につき": the cards stacked under
        this card or under a player's monster (3.2.1), counted as the effect resolves or the change applies."""
        whose = _token(c, "PLAYER")
        place = {"owner": _who(whose), "area": "under-monster"} if whose else {"owner": "you", "area": "under"}
        return _per_cards(Target(**(place | _fields(c))), c)

    def per_pile(self, meta, c):
        area = "discard" if _token(c, "PILE") == "捨て札" else "hand"
        return _per_cards(Target(**({"owner": _who(_token(c, "PLAYER")), "area": area} | _fields(c))), c)

    def per_area(self, meta, c):
        """"あなたの手札1枚につき", "相手の山札の怪獣カード1枚につき", "あなたの戦略カード置き場のカード1枚につき":
        the cards of a player's hand, deck, discard pile (5.8.1.1) or strategy zones (4.5), or those a card
        phrase finds there, counted as the effect resolves or while the change applies (10.8)."""
        named = {"手札": "hand", "捨て札": "discard", "山札": "deck", "戦略カード置き場": "field"}
        areas = list(dict.fromkeys(named[str(t)] for t in c if isinstance(t, Token) and t.type == "COUNTED_AREA"))
        players = {str(t) for t in c if isinstance(t, Token) and t.type == "PLAYER"}
        if len(areas) > 1 and ("field" in areas or len(players) > 1):
            raise self._unread(meta, "two piles counted together are one player's hand, discard pile or deck (5.8.1.1)")
        area = "+".join(areas)
        fields = {"owner": _who(_token(c, "PLAYER")), "area": area, "type": ""} | _fields(c)
        if area == "field":  # 4.5: a strategy zone holds strategy cards only
            if fields["type"] not in ("", "strategy"):
                raise self._unread(meta, "a strategy zone holds strategy cards only (4.5)")
            fields["type"] = "strategy"
        return _per_cards(Target(**fields), c)

    def per_it(self, meta, c):
        """"この効果で破壊した交戦カード1枚につき": those the effect before took; 「…されたあなたの…」 only those that
        were that player's as it took them (3.1.2; 各プレイヤーの: anyone's)."""
        whose = {"あなた": "you", "相手": "opponent"}.get(_token(c, "OWNER"), "")
        area = self._said_by(c)
        if whose and area != "it":
            raise self._unread(meta, "whose among the cards revealed or looked at is their deck's, not a count's")
        return _per_cards(Target(**({"owner": "you", "area": area, "was_whose": whose} | _fields(c))), c)

    def _said_by(self, c) -> str:
        """Keep the verb a count of the cards the effect before took was said by (DONE_BY), or "";
        return whose cards it counts: "shown" for 公開した/見た (every card revealed or looked at, 5.9,
        5.10 — those then taken or put into a pile too), else "it" (those the verb moved)."""
        said = _active(_token(c, "DONE_BEFORE") or _token(c, "SAME_COUNT"))
        word = next((w for w in DONE_BY if said.removeprefix("この効果で").startswith(w)), "")
        self._said.append(word)
        return "shown" if word in ("公開した", "見た") else "it"

    def _taken_as_said(self, meta, effects: tuple[Effect, ...]) -> None:
        """"引いた枚数と同じ枚数捨てる" counts the cards the effect before drew: refused when the effect
        before (or the cost it is paid with) took none that way — a count of other cards misread."""
        said, self._said = self._said, []
        counted = [e for e in effects if isinstance(e.per, Target) and e.per.area in ("it", "shown")]
        if len(counted) != len(said):  # "その中の…" of a nested option or a granted text: not this list's
            return
        for effect, word in zip(counted, said):
            i = next(n for n, e in enumerate(effects) if e is effect)
            before = effect.cost if effect.cost is not None else effects[i - 1] if i else None
            # a search into the discard pile (「探して捨て札にし」) took its cards that way; others did not
            took = "search:discard" if before is not None and before.verb == "search" and before.to == "discard" \
                else before.verb if before is not None else ""
            if word and (before is None or took not in DONE_BY[word]):
                raise self._unread(meta, f"「{word}」 counts the cards the effect before took that way; it "
                                         f"{'is ' + took if before is not None else 'is not there'}")

    @staticmethod
    def _signed(c) -> int:
        return _ints(c)[-1] * (-1 if _token(c, "SIGN") == "-" else 1)

    def m_self(self, meta, c):
        """"これの撃退力+2000", "これの等級+1": this card's own number (10.8.1.5; its rank, 2.3.2)."""
        return Modifier(STATS[_token(c, "STAT") or _token(c, "RANK_STAT")], self._signed(c))

    def m_yours(self, meta, c):
        """"Battle cards with 《兵器》 in your zones get +N counter power": your monster or battle cards."""
        kind = "monster" if _token(c, "MTYPE") == "Monster" else "battle"
        return Modifier(STATS[_token(c, "STAT")], _ints(c)[-1], "cards",
                        target=Target(owner="you", type=kind, traits_any=(_token(c, "TRAIT"),)))

    def m_cards(self, meta, c):
        """"あなたのエリア8にいる他の《兵器》を持つ交戦カードの撃退力+N", "これの隣接エリアにいるあなたの
        交戦カードすべての…": the cards a card phrase finds (10.8.1)."""
        return Modifier(STATS[_token(c, "CHANGED")], self._signed(c), "cards", target=self._changed(c))

    def m_hand_cards(self, meta, c):
        """"相手の手札にある交戦カードすべての等級+1": the rank of the cards a card phrase finds in a player's
        hand (2.3.2.2), while there (a card leaving the hand is a new card, 4.1.6)."""
        return Modifier("rank", self._signed(c), "cards",
                        target=Target(**({"owner": _who(_token(c, "PLAYER")), "area": "hand"} | _fields(c))))

    def m_invasion(self, meta, c):
        """"これの進攻アイコン+1", "あなたの手札の交戦カードすべての進攻+1": the number on the invasion icon (2.8),
        changed where it is read — a card phrase's 進攻N, or the advance of an invasion (8.6) by the card discarded."""
        if _token(c, "PLAYER"):  # in a player's hand, while there (4.1.6)
            return Modifier("invasion", self._signed(c), "cards",
                            target=Target(**({"owner": _who(_token(c, "PLAYER")), "area": "hand"} | _fields(c))))
        target = self._changed(c)
        return Modifier("invasion", self._signed(c), "cards", target=target) if target else Modifier("invasion", self._signed(c))

    def m_invasion_set(self, meta, c):
        """"これの進攻アイコンを2にする", "あなたの手札の交戦カードすべての進攻アイコンは2になる": the icon's number set
        while this applies (2.8, 10.8.1.5), in timestamp order with the changes added (10.8.1.7)."""
        changed = self.m_invasion(meta, c)
        return dataclasses.replace(changed, stat="invasion-set", amount=_ints(c)[-1])

    def _changed(self, c) -> Target | None:
        """The cards a change reaches: a card phrase's, or those an effect before chose or moved (「それ」,
        「選んだカード」: area "it", found when the change is made for a time, 10.8.2)."""
        return Target(area="it", type="") if _first(c, _Referent) else _first(c, Target)

    def m_times(self, meta, c):
        """"これの撃退力を2倍にする", "あなたの交戦カードすべての撃退力を2倍にする": a number multiplied."""
        stat, target = STATS[_token(c, "STAT")] + "-times", _first(c, Target)
        return Modifier(stat, _ints(c)[-1], "cards", target=target) if target else Modifier(stat, _ints(c)[-1])

    def m_total_counter(self, meta, c):
        return Modifier("total-counter", _ints(c)[0], "your-monster")


    def m_protected(self, meta, c):
        """"これは相手の効果で破壊されない", "あなたのエリアにいる交戦カードすべては相手の効果で移動されない"."""
        verb = _token(c, "PROTECTED_VERB") or _token(c, "PROTECTED_MOVE")  # 「移動しない」 is 「移動されない」 (4.4.7)
        stat = protection_of(PROTECTED[verb], TYPES.get(_token(c, "TYPE"), ""))
        by = {"相手": "opponent", "あなた": "you", "自分": "you"}.get(_token(c, "PROTECTED_BY"), "any")
        target = self._changed(c)
        amount = PROTECT_FROM[by]
        return Modifier(stat, amount, "cards", target=target) if target else Modifier(stat, amount)

    def m_keyword_kept(self, meta, c):
        """"これが強襲で出現していても、あなたのエンドフェイズ開始時にこれを捨て札にしない": the second half
        of 12.5.2 does not happen to this card (its text over the rules, 1.3.1; a prohibition, 1.3.3)."""
        if _token(c, "KEYWORD_NAME").strip("《》") != "強襲":
            raise self._unread(meta, "only 【強襲】 discards its card at an end phase (12.5.2)")
        return Modifier("forbid", 1, "self", forbids="burst-discard")

    def m_invalid(self, meta, c):
        """"相手の怪獣カードの能力は無効になる": those cards' abilities produce no effect (10.3.2)."""
        target, kind = self._changed(c), ABILITY_KINDS.get(_token(c, "ABILITY_KIND"), "")
        return Modifier("invalid", 1, "cards", target=target, abilities=kind) if target else \
            Modifier("invalid", 1, abilities=kind)

    def m_lost_and_changed(self, meta, c):
        """"それは能力を失い、撃退力-2000": the same cards lose their abilities (10.3.2, 10.8.1.2) and have a number
        changed (10.8.1.5) — the subject said once, for both."""
        lost = self.m_invalid(meta, c)
        return (lost, Modifier(STATS[_token(c, "CHANGED")], self._signed(c), lost.scope, target=lost.target))

    def m_grant(self, meta, c):
        """"…すべては「逆襲相手の怒りを1減らす。」を得る": those cards have the quoted ability while
        this one applies (10.8.1.2); the quote is read by the grammar as a card's text is, to a depth."""
        quoted = _token(c, "GRANTED")[1:-1]
        depth = _GRANT_DEPTH.get()
        if depth >= MOST_GRANT_DEPTH:
            raise self._unread(meta, f"an ability granted within a granted ability more than {MOST_GRANT_DEPTH} deep")
        token = _GRANT_DEPTH.set(depth + 1)
        try:
            granted = parse_text.__wrapped__(quoted)
        except CompileError as exc:
            raise self._unread(meta, f"the ability granted: {exc}") from None
        finally:
            _GRANT_DEPTH.reset(token)
        if not granted or any(not (a.kind == "auto" and a.trigger is not None and a.trigger.event is not Event.STRATEGY
                                   # 「これが…際、かわりに…」, 「あなたの他の交戦カードが…際」, 「あなたがカードを引く際」 (10.9)
                                   or a.kind == "replacement" and a.replaces != "strategy-discard"
                                   or a.kind == "continuous" and a.modifiers and all(
                                       m.stat in GRANTED_STATS and m.scope == "self" for m in a.modifiers))
                              for a in granted):
            raise self._unread(meta, "an ability granted is run when it is an automatic ability with a trigger, a "
                                     "replacement of an event of a card's or a player's, or a continuous change of the card's own "
                                     "threat level or counter power (10.8.1.2); a granted keyword or other change is not")
        target = _first(c, Target)
        return (Modifier("grant", 1, "cards", target=target, grants=granted) if target
                else Modifier("grant", 1, grants=granted))

    def m_keyword_and_grant(self, meta, c):
        """"これは【強襲3】と「逆襲…」を得る": one change granting both — the keyword ability and the quoted one
        (10.8.1.2), each read as it is alone."""
        keyword, quoted = self.m_keyword_granted(meta, c), self.m_grant(meta, c)
        return dataclasses.replace(quoted, grants=keyword.grants + quoted.grants)

    def m_keyword_granted(self, meta, c):
        """"これは【強襲3】を得る", "…すべては【拠点】を得る": those cards have the keyword ability while this
        applies (10.8.1.2; 12.5.2: played as that rank, 12.9.2: kept at the start phase)."""
        said, numbers = _token(c, "GRANTED_KEYWORD"), _ints(c)
        keyword = {"強襲": "burst", "拠点": "base"}[said]
        if keyword == "base" and numbers:
            raise self._unread(meta, "【拠点】 has no number (12.9.2)")
        value = numbers[-1] if numbers else 0
        granted = Ability(f"【{said}{value or ''}】", "keyword", keyword=keyword, value=value)
        target = self._changed(c)
        return (Modifier("grant", 1, "cards", target=target, grants=(granted,)) if target
                else Modifier("grant", 1, grants=(granted,)))

    def game_end_change(self, meta, c):
        """"(…なら、)あなたはゲームに勝利する" with no trigger: a continuous ability (10.1.1.2.1) whose player
        wins (+1) or loses (-1) as soon as it applies (1.2.4, 10.5.1)."""
        return Modifier("game-end", 1 if _token(c, "GAME_END") == "勝利" else -1, _who(_token(c, "PLAYER")))

    def m_game_end(self, meta, c):
        return c[0]

    def m_no_battle(self, meta, c):
        """"これは戦闘できない", "相手の等級3以下の交戦カードすべては、あなたの怪獣カードと戦闘できない"."""
        target = self._changed(c)
        if target is not None and target.type not in ("battle", ""):
            raise self._unread(meta, "only a battle card battles (5.16.1)")
        return Modifier("no-battle", 1, "cards", target=target) if target else Modifier("no-battle", 1)

    def m_trait_given(self, meta, c):
        """"あなたのエリアにいる交戦カードすべては《兵器》も持つ": a trait as well as their own (10.8.1.3, 2.5.2)."""
        return self._given(c, f"trait:{_token(c, 'TRAIT')}")

    def m_trait_lost(self, meta, c):
        """"これは《兵器》を失う": a trait it has, printed or given, it has no longer (10.8.1.3, 2.5)."""
        return self._given(c, f"trait-lost:{_token(c, 'TRAIT')}")

    def m_name_given(self, meta, c):
        """"これはカード名を「ゴジラ(1954)」としても扱う": a name as well as its own (2.1.2, 10.8.1.3)."""
        return self._given(c, f"name:{_token(c, 'NAME')}")

    def m_color_given(self, meta, c):
        """"これは赤としても扱う": a colour as well as its own (2.4.4, 10.8.1.3)."""
        return self._given(c, f"color:{COLORS[_token(c, 'COLOR')]}")

    def _given(self, c, stat: str) -> Modifier:
        target = self._changed(c)
        return Modifier(stat, 1, "cards", target=target) if target else Modifier(stat, 1)

    def m_forbid(self, meta, c):
        """"相手は戦略カードを置くことができない", "相手は手札から交戦カードを出現させることができない":
        who is bound, the action, and the cards it names when it narrows them (1.3.3)."""
        fields = _fields(c)
        if sum(isinstance(t, Token) and t.type in ("FORBID_FROM", "FORBID_WHERE") for t in c) > 2 or \
                len({t.type for t in c if isinstance(t, Token) and t.type in ("FORBID_FROM", "FORBID_WHERE")}) < \
                sum(isinstance(t, Token) and t.type in ("FORBID_FROM", "FORBID_WHERE") for t in c):
            raise self._unread(meta, "one place the cards come from, one place they go to")
        verb = _token(c, "FORBID_VERB") or _token(c, "FORBID_STEM") or _token(c, "FORBID_POTENTIAL")
        action = {"出現させる": "play-battle", "出現": "play-battle", "出現させられ": "play-battle", "引く": "draw",
                  "引け": "draw"}.get(verb, "activate-strategy")
        at_once = int(_token(c, "FORBID_AT_ONCE", "1枚以上").removesuffix("枚以上"))  # 1: none at all
        if at_once != 1:  # "戦略カードを2枚以上置くことができない": a count on the field at once (4.4, 4.5)
            if action == "draw" or at_once < 1 or at_once > MOST_COUNT:
                raise self._unread(meta, "a count of cards on the field at once: battle cards in the zones (4.4), "
                                         "strategy cards in the strategy zones (4.5)")
        if action == "draw":  # 5.4: "相手はカードを引くことができない", any card, from the deck
            if fields != {"type": ""} or _token(c, "FORBID_FROM") or _token(c, "FORBID_WHERE"):
                raise self._unread(meta, "a player draws the top card of the deck, whatever it is (5.4.1)")
            return Modifier("forbid", 1, _who(_token(c, "PLAYER")), forbids="draw")
        if fields.get("type") != ("battle" if action == "play-battle" else "strategy"):
            raise self._unread(meta, "only battle cards are played to zones (5.11), strategy cards placed (5.9)")
        who = _who(_token(c, "PLAYER"))
        area = {"手札から": "hand", "捨て札から": "discard", "山札から": "deck"}.get(_token(c, "FORBID_FROM"), "anywhere")
        named = area != "anywhere" or set(fields) != {"type"}
        target = Target(**({"owner": "you" if who == "you" else "opponent", "area": area} | fields)) if named else None
        where = self._forbid_where(meta, c)
        return Modifier("forbid", at_once, who, forbids=action, target=target, column=where.column, zones=where.zones)

    def m_forbid_action(self, meta, c):
        """"相手は手札の怪獣カードを捨てて怒りを増やすことができない", "相手は怪獣カードの出現を行うことができない":
        one of chapter 8's actions forbidden to a player (1.3.3 over 8.1.1) — the action only: a rage increased by
        other means (8.5.1.1, an effect) is not the rage action (8.4.1)."""
        action = next(x for x in c if isinstance(x, _Action)).name
        return Modifier("forbid", 1, _who(_token(c, "PLAYER")), forbids=action)

    def forbid_action(self, meta, c):
        """The action by its rules' words (8.4.1) or its name in chapter 8."""
        named = _token(c, "ACTION_NAME") or _token(c, "UNLIMITED_NAME")
        return _Action("rage-action" if "怒り" in named else
                       "invade" if named == "進攻" else "play-monster" if "怪獣" in named else
                       "play-battle" if "交戦" in named else "activate-strategy")

    def m_forbid_move(self, meta, c):
        """"相手の怪獣カードは前進できない", "これは前進も進攻もできない": whose monster, and each move
        it cannot make (5.13, 5.14), one prohibition each (1.3.3)."""
        mover = _token(c, "MOVER")
        scope = "self" if mover == "これ" else "opponent" if mover.startswith("相手") else "you"
        actions = [MOVES[str(t)] for t in c if isinstance(t, Token) and t.type == "MOVE_ACTION"]
        by = "opponent" if _token(c, "REPLACED_BY") else ""  # "相手の効果で後退しない": only the opponent's effects
        if by and "invade" in actions:
            raise self._unread(meta, "an invasion is its master's action (8.6), no effect's")
        phase = _token(c, "FORBID_PHASE")
        if phase:  # "エンドフェイズに前進できない": the rules' own move of that phase only (7.5.2)
            if actions != ["advance-self"] or not phase.startswith("エンド") or by:
                raise self._unread(meta, "the rules move a monster in one phase only: forward, in its end phase "
                                         "(7.5.2); an effect's moves and invasions happen whenever they do")
            actions = ["end-advance"]
        return tuple(Modifier("forbid", 1, scope, forbids=a, by=by) for a in actions)

    def m_forbid_step_draw(self, meta, c):
        """"相手はスタートフェイズにカードを引くことができない": the draw a phase makes by the rules (7.2.2,
        7.5.4) is not made; the player's other draws are (1.3.3)."""
        phase = "start" if _token(c, "FORBID_PHASE").startswith("スタート") else "end"
        return Modifier("forbid", 1, _who(_token(c, "PLAYER")), forbids=f"{phase}-draw")

    def m_forbid_discard(self, meta, c):
        """"相手は手札を捨てられない": the player's cards of the hand go to no discard pile by a discard (5.7.1,
        1.3.3) — the prohibition 「相手の手札は捨て札にならない」 says of the hand (m_kept)."""
        return Modifier("forbid", 1, _who(_token(c, "PLAYER")), forbids="discard")

    def m_forbid_evolve(self, meta, c):
        """"相手の交戦カードは進化できない": the battle cards the phrase finds do not evolve (1.3.3 over 5.17.1, 12.6.2),
        whether an effect or their 【進化】 would evolve them; their master is the one bound."""
        target = _first(c, Target)
        if target is None and _first(c, dict) is not None:  # 「相手は交戦カードを進化させることができない」: the player's own
            target = Target(**({"owner": _who(_token(c, "PLAYER"))} | _first(c, dict)))
        if target is None or target.type != "battle" or target.owner not in ("you", "opponent"):
            raise self._unread(meta, "a battle card evolves (5.17.1): whose battle cards, one player's")
        if target == Target(owner=target.owner):
            return Modifier("forbid", 1, target.owner, forbids="evolve")
        return Modifier("forbid", 1, target.owner, forbids="evolve", target=dataclasses.replace(target, area="anywhere"))

    def m_forbid_rage_action(self, meta, c):
        """"相手は手札の怪獣カードを捨てて怒りを増やすことができない", "相手は怒りを獲得できない": 8.4.1's main-phase
        action is not the player's to take (1.3.3); an effect's rage changes are not that action."""
        return Modifier("forbid", 1, _who(_token(c, "PLAYER")), forbids="rage-action")

    def m_forbid_start_rage(self, meta, c):
        """"これの怒りはスタートフェイズに0にならない": 7.2.4's step is not made for that monster's player (1.3.3); the
        rage goes down or up by other means as ever."""
        whose = _token(c, "WHOSE_RAGE")
        if whose.startswith("各プレイヤー"):
            raise self._unread(meta, "a prohibition binds one player (1.3.3)")
        return Modifier("forbid", 1, _whose_rage(whose), forbids="start-rage")

    def m_forbid_end_draw(self, meta, c):
        """"相手はエンドフェイズに手札を5枚になるよう引けない": 7.5.4's draw is not made (1.3.3), as
        「エンドフェイズにカードを引くことができない」 says it."""
        return Modifier("forbid", 1, _who(_token(c, "PLAYER")), forbids="end-draw")

    def m_forbid_deck_act(self, meta, c):
        """"相手は山札をシャッフルできない", "相手は山札からカードを探せない": the player's act on the deck or on cards
        is not made (1.3.3 over 5.3.1, 5.8, 5.10.1, 5.5.1) — by no effect, nor as part of another."""
        cannot = _token(c, "ACT_CANNOT")
        event = self._deck_act(meta, c, "")
        if cannot not in (("でき", "することができ") if event in (Event.SHUFFLED, Event.REVEALED) else
                          ("せ", "すことができ") if event is Event.SEARCHED else ("られ", "ることができ")):
            raise self._unread(meta, f"「{_token(c, 'DECK_ACT')}{cannot}ない」: the verb's ending does not agree with it")
        return Modifier("forbid", 1, _who(_token(c, "PLAYER")), forbids=DECK_ACTS[event])

    def m_kept(self, meta, c):
        """"相手の怒りは増えない", "これの怒りは相手の効果で減らない", "あなたの手札は相手の効果で
        捨て札にならない": what of a player's cannot change, perhaps only by the opponent's effects (1.3.3)."""
        whose, player, pile = _token(c, "WHOSE_RAGE"), _token(c, "PLAYER"), _token(c, "PILE_KEPT")
        change = _token(c, "KEPT_CHANGE")
        action = {("", "増え"): "rage-up", ("", "減ら"): "rage-down", ("手札", "捨て札になら"): "discard",
                  ("山札", "捨て札になら"): "mill"}.get((pile, change))
        if action is None:
            raise self._unread(meta, "a rage goes up or down (3.4); a hand or deck goes to the discard pile (5.7)")
        if whose.startswith("各プレイヤー"):
            raise self._unread(meta, "a prohibition binds one player (1.3.3)")
        who = _whose_rage(whose) if whose else _who(player)
        scope = "self" if whose == "これ" else who
        return Modifier("forbid", 1, scope, forbids=action, by="opponent" if _token(c, "REPLACED_BY") else "")

    def _forbid_where(self, meta, c) -> _Where:
        """FORBID_WHERE: this card's column, or zones of the player's own (4.4.3)."""
        where = _token(c, "FORBID_WHERE")
        if not where or "縦列" in where:
            return _Where(column=bool(where))
        ints = [int(n) for n in re.findall(r"[0-9]+", where)]
        if ints[0] > ints[-1] or not 1 <= ints[0] <= ints[-1] <= 8:
            raise self._unread(meta, "a zone range runs upwards within 1–8 (4.4.3)")
        return _Where(zones=tuple(range(ints[0], ints[-1] + 1)))

    def m_once_more(self, meta, c):
        """"あなたの怪獣カードはもう一度進攻できる": a once-a-turn action (8.5.2, 8.6.2) once more;
        the monster's is its player's."""
        who = "opponent" if _token(c, "PLAYER") == "相手" else "you"
        action = "invade" if "進攻" in _token(c, "ONCE_A_TURN") + _token(c, "ACTION_NAME") else "monster"
        if _token(c, "THIS_OR_MONSTER") and action != "invade":
            raise self._unread(meta, "a card does not play monster cards; its player does (8.5)")
        return Modifier("once-more", 1, who, forbids=action)


    def m_times_a_turn(self, meta, c):
        """"これは1ターンに2回まで進攻できる": a once-a-turn action (8.5.2, 8.6.2) allowed up to N times a turn
        (the card above the rule, 1.3.1); the monster's is its player's."""
        if _token(c, "UNLIMITED_ACTION") or _token(c, "UNLIMITED_NAME"):
            raise self._unread(meta, "the rules limit only the play of a monster card (8.5.2) and the invasion (8.6.2) "
                                     "to once a turn: a battle card (8.2), a strategy card (8.3) and rage (8.4) are "
                                     "not limited, so N times a turn allows nothing more")
        times = _ints(c)[-1]
        if times < 2:
            raise self._unread(meta, "once a turn is the rules' own limit (8.5.2, 8.6.2): 1回まで allows nothing more")
        who = "opponent" if _token(c, "PLAYER") == "相手" else "you"
        action = "invade" if "進攻" in _token(c, "ONCE_A_TURN") + _token(c, "ACTION_NAME") else "monster"
        if _token(c, "THIS_OR_MONSTER") and action != "invade":
            raise self._unread(meta, "a card does not play monster cards; its player does (8.5)")
        return Modifier("times-a-turn", times, who, forbids=action)

    def m_cannot_play(self, meta, c): return Modifier("cannot-play", 1)

    def m_hand_play_rank(self, meta, c):
        return Modifier("play-rank", -_ints(c)[0], "your-hand", _token(c, "TRAIT"))


    def m_hand_cards_play_rank(self, meta, c):
        """"あなたの手札の交戦カードすべては等級を-2して出現できる": the rank the cards a card phrase finds in a player's
        hand are played by, lowered (8.2.1 a battle card appearing, 8.3.1 a strategy card activated; 2.3.2.2.1: not
        below 0) — while this applies, not their rank (「…の等級-2」 is that, 2.3.2.2)."""
        fields, owner = _fields(c), _who(_token(c, "PLAYER"))
        kind, played = fields.get("type", ""), _token(c, "HAND_PLAYED")
        if kind not in ("battle", "strategy") or (kind == "strategy") != (played == "発動"):
            raise self._unread(meta, "a battle card from the hand appears (8.2.1), a strategy card is activated "
                                     "(8.3.1): the verb names the card's kind")
        n = -_ints(c)[-1]
        traits = fields.get("traits_any", ())
        if owner == "you" and kind == "battle" and set(fields) <= {"type", "traits_any"} and len(traits) <= 1:
            return Modifier("play-rank", n, "your-hand", traits[0] if traits else "")  # as BP01-027's hand is read
        return Modifier("play-rank", n, "cards", target=Target(**({"owner": owner, "area": "hand"} | fields)))

    def m_start_zone(self, meta, c): return Modifier("start-zone", _ints(c)[0])
    def m_under_to_hand(self, meta, c): return Modifier("under-to-hand", 1)
    def m_counts_as_monster(self, meta, c): return Modifier("counts-as-monster", 1)
    def m_invade_from_deck(self, meta, c): return Modifier("invade-from-deck", 1)
    def m_play_rank(self, meta, c): return Modifier("play-rank", -_ints(c)[0])
    def m_end_advance(self, meta, c): return Modifier("end-advance-extra", 1, per=Count(name=_token(c, "NAME")))
    def m_colors_x(self, meta, c): return Modifier("counter", _ints(c)[0], per=Tally.OTHER_BATTLE_COLORS)

    def m_stack_play_rank(self, meta, c):  # an empty 《》: the card list lost the icon
        return Modifier("stack-play-rank", -_ints(c)[0], onto=_token(c, "TRAIT") or LOST_ICON)

    def m_counter_immune(self, meta, c):
        scope = "self" if _token(c, "THIS_OR_MONSTER") == "これ" else "your-monster"
        return Modifier("counter-immune", _ints(c)[0], scope)
