"""Card abilities as plain values: what the card-text compiler produces and the engine runs.

Kept apart from the engine's procedures so both the game (which asks a card's
keywords) and the ability layer (which runs triggers and effects) can read them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from judgekit.engine.cards import CardDef

# a trait icon the card list lost ("これをあなたのを持つ交戦カード…", BP03-051): no card has it
LOST_ICON = "?"

VERBS = ("reveal", "to-discard", "select", "place-strategy", "strategy-zones", "lose", "stack-self-under", "next-monster", "by-count", "name-number", "move-beside", "destroy-extremes",
         "until-end-of-turn", "counter", "move-monster", "draw", "rage", "destroy-self", "advance",
         "retreat", "discard", "play-from-discard", "token", "evolve", "return-self", "destroy",
         "discard-to", "mill", "advance-to", "search", "choose", "to-hand", "rage-set",
         "move-self", "evolve-target", "move", "swap", "stack-under", "play", "self-from-discard",
         "look", "reveal-take", "deck-bottom-self", "retreat-to", "to-deck-top",
         "instead", "reshuffle")
KEYWORDS = ("burst", "base", "evolution", "resonance", "any-number")


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
    parts: tuple["Condition", ...] = ()  # all: each must hold ("〜いて、〜なら")

    @property
    def aim(self) -> Target:
        """The cards counted: the compiler gives every count one."""
        if self.target is None:
            raise ValueError(f"the condition {self.kind!r} has no target")
        return self.target

    def __str__(self) -> str:
        if self.kind == "all":
            return " and ".join(str(p) for p in self.parts)
        if self.kind in ("count-at-least", "count-at-most"):
            more = "or more" if self.kind == "count-at-least" else "or fewer"
            where = ""
            if self.target is not None and self.target.area == "field":  # the zones, or placed strategy cards
                whose = {"you": "your", "opponent": "the opponent's", "each": "each player's"}[self.target.owner]
                where = " placed" if self.target.type == "strategy" else f" in {whose} zones"
            return f"there are {self.value} {more} of {self.target}{where}"
        return {"rage-at-least": f"your monster's rage is {self.value} or more",
                "opponent-rage-at-least": f"the opponent's rage is {self.value} or more",
                "opponent-rage-at-most": f"the opponent's rage is {self.value} or less",
                "it-is": f"it is a {self.type} card",
                "it-traits-differ": "each of those cards has a trait the other lacks",
                "played-by": "it was played from the hand" if self.type == "hand" else f"it was played by {self.type}",
                "monster-under-at-least": f"{self.value} or more cards are under your monster",
                "strategy-none": f"{'you have' if self.name == 'you' else 'the opponent has'} no strategy card placed",
                "opponent-trait-in-zones": f"a card with 《{self.name}》 is in the opponent's zones",
                "under-has": f"a card 「{self.name}」 or with 《{self.name}》 is under this card",
                "opponent-in-zones": f"the opponent's monster is in zones {self.value}–{self.upto}",
                "opponent-rank-at-least": f"the opponent's monster is of rank {self.value} or more",
                "opponent-battle-cards-at-least": f"{self.value} or more battle cards are in the opponent's zones",
                "opponent-battle-cards-at-most": f"{self.value} or fewer battle cards are in the opponent's zones",
                "opponent-empty-zones-at-least": f"the opponent has {self.value} or more empty zones",
                "battle-cards-at-least": f"you have {self.value} or more battle cards in your zones",
                "column-with-opponent": "this card is in the column of the opponent's monster",
                "discard-at-least": f"{self.value} or more {self.type + ' cards' if self.type else 'cards'} are in your discard pile",
                "named-in-zones": f"{self.value} or more 「{self.name}」 are in your zones",
                "in-zone": f"this card is in zone {self.value}",
                "in-zones": f"this card is in zones {self.value}–{self.upto}",
                "adjacent-all-have": f"a battle card with 《{self.name}》 is in every zone of yours next to this card",
                "zone-as-opponent": "this card is in the zone numbered as the opponent's monster's",
                "zone-at-least-opponent": "this card's zone number is at least the opponent's monster's",
                "rank-at-most": f"your monster is of rank {self.value} or less",
                "invaded-this-turn": "your monster has invaded this turn",
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
                "threat-at-most": f"the opponent's monster's threat level is {self.value} or less"}[self.kind]


@dataclass(frozen=True)
class Target:
    """Which cards an effect may choose (10.5.3): filters that all must hold."""

    owner: str = "opponent"  # "you" | "opponent" | "each", relative to the ability's master
    type: str = "battle"  # "battle" | "strategy" | "monster" | "" (any)
    rank_max: int | None = None  # 等級N以下
    rank_min: int | None = None  # 等級N以上
    trait: str = ""
    same_column: bool = False  # これと同じ縦列にいる (4.4.5.4)
    monster_column: bool = False  # あなたの怪獣カードと同じ縦列にいる
    adjacent: bool = False  # これの隣接エリアにいる (4.4.5.2)
    zones: tuple[int, ...] = ()  # エリア1~5にいる: only in these zones
    area: str = "field"  # "field" (zones / strategy zones) | "deck" | "hand" | "discard"
    #                      | "under" (stacked under the source, 3.2)
    #                      | "it" (the cards the effect before moved: 捨てた / 公開した)
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
    it_rank_max: bool = False  # その捨てたカードの等級以下の: rank at most that card's
    it_zones: bool = False  # 公開したカードの等級と同じ数字の: in the zones numbered as their ranks
    lowest_rank: bool = False  # 最も等級の低い: only those of the lowest rank among them
    named_zone: bool = False  # 指定した数字の: in the zone numbered as the number named before
    rank_not: int | None = None  # 等級23でない: any rank but this
    colors_not: tuple[str, ...] = ()  # 赤でない: of none of these colors
    same_card: bool = False  # これと同じカード: the same card as the source (its definition)
    names: tuple[str, ...] = ()  # 「A」と「B」をそれぞれ: one card of each of these names

    def __str__(self) -> str:
        """"the opponent's battle cards (rank 4 or less)": whose, which kind, where, which."""
        kind = {"battle": "battle cards", "strategy": "strategy cards", "monster": "monster cards"}.get(
            self.type, "cards")
        filters = [text for text, on in (
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
            (f"in zones {', '.join(map(str, self.zones))}", bool(self.zones)),
            ("in this card's column", self.same_column),
            ("in your monster's column", self.monster_column),
            ("next to this card", self.adjacent),
            ("in a chosen zone and the zones next to it", self.pick_zone),
            ("in the zone numbered as this card's", self.same_number),
            ("other than this one", self.other),
            ("in the column of that card", self.it_column),
            ("of rank at most that card's", self.it_rank_max),
            ("in the zones numbered as those cards' ranks", self.it_zones),
            ("of the lowest rank", self.lowest_rank),
            ("in the zone of the number named", self.named_zone),
            ("the same card as this one", self.same_card)) if on]
        if self.area == "it":  # whose they are does not matter: those the effect before moved
            return f"those {kind}" + (f" ({', '.join(filters)})" if filters else "")
        if self.area == "under":  # … or those stacked under this card
            return f"{kind} under this card" + (f" ({', '.join(filters)})" if filters else "")
        whose = {"you": "your", "opponent": "the opponent's", "each": "each player's"}[self.owner]
        place = {"field": "", "deck": " in the deck", "hand": " in the hand",
                 "discard": " in the discard pile", "invasion-cost": " discarded for this turn's invasion"}[self.area]
        return f"{whose} {kind}{place}" + (f" ({', '.join(filters)})" if filters else "")


@dataclass(frozen=True)
class Effect:
    verb: str  # one of VERBS
    amount: int = 1  # cards, rage (negative reduces), times
    who: str = "you"  # "you" | "opponent": whose rage / monster / hand
    name: str = ""  # the card named (play-from-discard), the token (token), the trait (evolve)
    target: Target | None = None  # destroy: which cards; amount 0 means all of them
    upto: bool = False  # "N枚まで": any number from 0 to N (10.5.3.1.1)
    condition: Condition | None = None  # "〜なら、": only if it holds on resolution
    cost: "Effect | None" = None  # "Xすることで、": X is paid first, if the player chooses (10.5.4)
    paid_first: bool = False  # "Xすることで、Yなら、": Y is checked after X is paid (10.5.4)
    card_type: str = ""  # discard: only cards of this type
    with_previous: bool = False  # joined to the effect before it: only if that one happened
    to: str = ""  # search: where the found cards go, "hand", "play", "under" (this card),
    #               "on-this" / "on-it" (played on top of this card / of the card before, 3.2.5)
    # choose: "以下をNつ行う" — the options, each its printed text and its effects (10.5.2.2.1)
    options: tuple[tuple[str, tuple["Effect", ...]], ...] = ()
    take: int = 0  # reveal-take: how many of the revealed cards to take (0: every one that fits)
    per: "str | Target" = ""  # "〜につき": the amount is multiplied by this count (AbilityLayer.count)
    instead_if: Condition | None = None  # instead: when it holds, options[0] happens instead of [1]
    # until-end-of-turn: the change it makes ("そのターン中、…撃退力+1000"), added or multiplied ("×")
    modifier: "Modifier | None" = None

    @property
    def aim(self) -> Target:
        """The target of a verb that needs one: the compiler gives every such verb one."""
        if self.target is None:
            raise ValueError(f"the effect {self.verb!r} has no target")
        return self.target

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
    #                       | "adjacent-battle-cards" (your battle cards next to this card)
    trait: str = ""  # only cards with this trait
    rank_max: int | None = None  # only cards of this rank or lower
    per: "str | Target" = ""  # "〜につき": the amount is multiplied by this count (AbilityLayer.count)
    condition: Condition | None = None  # "〜なら、": only while it holds
    zones: tuple[int, ...] = ()  # あなたのエリア8にいる: only cards in these zones
    other: bool = False  # 他の: not the source itself
    forbids: str = ""  # stat "forbid": the action it forbids (1.3.3) — "activate-strategy",
    #                    "advance-self", "invade", "play-battle"; scope is who is bound
    column: bool = False  # forbid: only in the zones of this card's column (4.4.5.4)
    onto: str = ""  # stack-play-rank: the trait of the battle card it may be played on top of


@dataclass(frozen=True)
class Ability:
    text: str  # the printed sentence it comes from, for the trace
    kind: str  # "auto" | "continuous" | "replacement" | "keyword"
    trigger: str = ""  # auto: a key of TRIGGERS
    effects: tuple[Effect, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    awakening: int = 0  # 12.4.2: only while your monster is in zone N or beyond
    during: str = ""  # "your-turn" | "opponent-turn": あなたのターン中 / 相手のターン中
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
    condition: Condition | None = None  # replacement: only while it holds ("これがエリア8にいるなら、");
    #                                     trigger "state": the state that triggers it (10.6.6)


Compiler = Callable[[CardDef], tuple[Ability, ...]]


class CardAbilities:
    """One printed card's abilities, indexed once for the questions the engine asks at every event
    and every number it reads: most cards have nothing for most of them, and say so at a glance."""

    __slots__ = ("all", "triggers", "stats", "replaces", "from_discard")

    def __init__(self, abilities: tuple[Ability, ...]):
        self.all = abilities
        self.triggers = frozenset(a.trigger for a in abilities if a.kind == "auto")
        stats: dict[str, list[tuple[Ability, Modifier]]] = {}
        for ability in abilities:
            if ability.kind == "continuous":
                for m in ability.modifiers:
                    stats.setdefault(m.stat, []).append((ability, m))
        self.stats = {stat: tuple(found) for stat, found in stats.items()}  # in printed order
        self.replaces = frozenset(a.replaces for a in abilities if a.kind == "replacement")
        # "あなたの捨て札からこれを出現させる": triggers that work from the discard pile (10.3.4.1)
        self.from_discard = frozenset(a.trigger for a in abilities if a.kind == "auto"
                                      and any(e.verb == "self-from-discard" for e in a.effects))


class Census:
    """What the abilities of every card defined in a game can do at all: an event no card
    watches, or a number no card changes, is passed over without looking at the board."""

    __slots__ = ("triggers", "events", "changers", "discard_watchers")

    def __init__(self, indexed: dict[str, CardAbilities]):
        self.triggers = frozenset().union(*(i.triggers for i in indexed.values()))
        # the events watched, whoever's ("rage-up" of "rage-up:opponent")
        self.events = frozenset(trigger.rpartition(":")[0] for trigger in self.triggers)
        changers: dict[str, set[str]] = {}  # stat → the names of the cards that change it
        for name, i in indexed.items():
            for stat in i.stats:
                changers.setdefault(stat, set()).add(name)
        self.changers = {stat: frozenset(names) for stat, names in changers.items()}
        self.discard_watchers = frozenset(name for name, i in indexed.items() if i.from_discard)
