"""The layer that makes the engine run card abilities.

The card-text compiler turns printed text into ``ability_data`` values; the
:class:`AbilityLayer` listens to the game's events, puts triggered automatic
abilities on standby (10.6.2) and resolves their effects, and adds the
numbers of continuous abilities to threat level and counter power (10.8.1).
"""

from __future__ import annotations

import dataclasses

from judgekit.engine import rulebook as R
from judgekit.engine.ability_data import Ability, Compiler, Condition, Effect, Modifier, Target
from judgekit.engine.card_moves import CardMoves
from judgekit.engine.game import Flow, Game, Replacement, Standby
from judgekit.engine.rulebook import Rule
from judgekit.engine.state import (
    ZONE_KEYS, ZONES, adjacent, other, same_column, zone_key,
)

# What triggers an automatic ability, and the rule that says so.
TRIGGERS: dict[str, Rule] = {
    "enter": R.KEYWORD_ENTER,  # 【出現時】
    "invading": R.KEYWORD_INVADING,  # 【進攻時】
    "counterattack": R.KEYWORD_COUNTERATTACK,  # 【逆襲】
    "strategy": R.STRATEGY_TEXT, "state": R.STATE_TRIGGER,
    "phase:start": R.START_TRIGGER, "phase:main": R.MAIN_TRIGGER,
    "phase:counter": R.COUNTER_TRIGGER, "phase:end": R.END_TRIGGER,
    "any-phase:start": R.START_TRIGGER, "any-phase:main": R.MAIN_TRIGGER,
    "any-phase:counter": R.COUNTER_TRIGGER, "any-phase:end": R.END_TRIGGER,
}


# continuous changes a card's own text makes while it is in the hand (10.3.4.1)
HAND_STATS = ("play-rank", "cannot-play", "stack-play-rank")

KEYWORD_RULES = {"evolution": R.KEYWORD_EVOLUTION, "burst": R.KEYWORD_BURST, "base": R.KEYWORD_BASE}


def rule_of(ability: Ability) -> Rule | None:
    """The rule an ability works by: its keyword's (12.6.2 for 【進化】), its trigger's, or 10.9.1
    for a replacement."""
    if ability.kind == "replacement":
        return R.REPLACE
    return KEYWORD_RULES.get(ability.keyword) or TRIGGERS.get(ability.trigger)


class AbilityLayer(CardMoves):
    """Runs the abilities ``compile`` finds on each card of a game."""

    def __init__(self, game: Game, compile: Compiler):
        self.game = game
        self.it: list[str] = []  # "それ": the cards the last effect moved
        self.named = 0  # "指定した数字": the number the effect before named
        self.waiting: set[tuple[str, int]] = set()  # state triggers on standby: (card, ability index)
        game.listeners.append(self.on_event)
        game.states.append(self.states_met)
        game.replacers.append(self.replacements)
        game.prohibitions = self.forbids
        game.changes = self.changes
        game.compile = compile

    def abilities(self, card: str) -> tuple[Ability, ...]:
        return self.game.abilities(card)

    def modifiers(self, card: str, stat: str) -> tuple[tuple[Ability, Modifier], ...]:
        """The card's continuous changes of one stat, in printed order."""
        return self.game.indexed(card).stats.get(stat, ())

    # -- which abilities are active (10.3.4) ----------------------------------
    def active_cards(self, player: str) -> list[str]:
        """Cards whose abilities are active: the monster, battle cards, strategy cards (10.3.4.2–3)."""
        s = self.game.state
        top = s.top_of_invading(player)
        cards = [top] if top else []
        cards += [c for key in ZONE_KEYS[player] for c in s.areas[key]]
        cards += [c for key in s.strategy_keys(player) for c in s.areas[key]]
        return cards

    def here(self, source: str, master: str) -> int | None:
        """The zone a card stands in: a battle card's zone, or the invading monster's (3.3.3.2)."""
        s = self.game.state
        return s.position[master] if source == s.top_of_invading(master) else s.zone_of(source)

    def under(self, source: str, master: str) -> list[str]:
        """The cards stacked under this card (3.2): under the invading monster, or under a card."""
        s = self.game.state
        if source == s.top_of_invading(master):
            return s.areas[f"{master}.invading"][1:]
        return list(s.cards[source].under) if source in s.cards else []

    def awake(self, ability: Ability, master: str) -> bool:
        """Active now: 【覚醒N】 reached (12.4.2), and in the turn it names (あなたのターン中)."""
        s = self.game.state
        if ability.awakening and s.position[master] < ability.awakening:
            return False
        if ability.during == "your-turn":
            return s.turn_player == master
        if ability.during == "opponent-turn":
            return s.turn_player != master
        return True

    # -- triggers ----------------------------------------------------------------
    def on_event(self, game: Game, event: str, info: dict) -> list[Standby]:
        s = game.state
        if event == "phase":
            found = []
            for player in (s.turn_player, other(s.turn_player)):  # "your" phase, or anyone's
                wanted = {f"any-phase:{info['phase']}"} | (
                    {f"phase:{info['phase']}"} if player == info["player"] else set())
                if wanted.isdisjoint(game.census().triggers):
                    continue
                found += [self._standby(card, player, a) for card in self.active_cards(player)
                          if not wanted.isdisjoint(self.game.indexed(card).triggers)
                          for a in self.abilities(card) if a.trigger in wanted and self.awake(a, player)]
            return found
        found = self._general(event, info)
        card = info.get("card")
        if card is None or card not in s.cards:
            return found
        master = s.cards[card].owner
        if event == "discarded":  # "相手の効果でこれを手札から捨てた時": from the discard pile (10.3.4.1)
            cause = info.get("cause", "")
            why = {"self:discarded"} | ({"self:discarded-by-invasion"} if cause == "invasion" else set()) | (
                {"self:discarded-by-opponent-effect"} if cause == f"effect:{other(master)}" else set())
            return found + [self._standby(card, master, a) for a in self.abilities(card)
                            if a.kind == "auto" and a.trigger in why and self.awake(a, master)]
        wanted = {"played": "enter", "invaded": "invading", "placed-strategy": "strategy",
                  "left-field": "counterattack"}.get(event)
        if wanted is None or (event == "left-field" and info.get("by_duplicate")):
            return found  # 12.7.2: not by the duplicate-card process
        return found + [self._standby(card, master, a) for a in self.abilities(card)
                        if a.kind == "auto" and a.trigger == wanted and self.awake(a, master)]

    def _general(self, event: str, info: dict) -> list[Standby]:
        """Abilities of every active card that watch a player's event ("あなたの怪獣カードの
        怒りが増えるたび", "相手の怪獣カードが進攻した時"): triggers named ``event:whose``."""
        s = self.game.state
        player = info.get("player")
        if player is None:
            return []
        name = event
        if event == "played":
            name = f"{s.definition(info['card']).type}-played" if info["card"] in s.cards else ""
        elif event == "discarded":
            name = f"discarded-{s.definition(info['card']).type}" if info["card"] in s.cards else ""
        if event == "invaded":  # "エリア6~8に進攻した時": the zone the monster stands in now
            zone = s.position[player]
            names = {name} | {f"invaded@{lo}-{hi}" for lo in range(1, 9) for hi in range(lo, 9)
                              if lo <= zone <= hi}
        elif event == "advanced":  # "エリア8に到達した時", "相手の怪獣カードと同じ縦列に前進した時"
            zone = s.position[player]
            names = {name, f"advanced@{zone}"} | (
                {"advanced@column"} if s.position[other(player)] in same_column(zone)[1] else set())
        else:
            names = {name}
        found, census = [], self.game.census()
        if names.isdisjoint(census.events):
            return found  # no card of the game watches this event (the usual case)
        for master in (s.turn_player, other(s.turn_player)):
            whose = {"any", "you" if master == player else "opponent"}
            wanted = {f"{n}:{w}" for n in names for w in whose}
            if wanted.isdisjoint(census.triggers):
                continue  # none for this player's cards
            found += [self._standby(card, master, a, info.get("card")) for card in self.active_cards(master)
                      if not wanted.isdisjoint(self.game.indexed(card).triggers)
                      for a in self.abilities(card)
                      if a.kind == "auto" and a.trigger in wanted and self.awake(a, master)]
            # 10.3.4.1: "あなたの捨て札からこれを出現させる" is clearly meant to work from there
            found += [self._standby(card, master, a) for card in s.areas[f"{master}.discard"]
                      if s.cards[card].name in census.discard_watchers
                      and not wanted.isdisjoint(self.game.indexed(card).from_discard)
                      for a in self.abilities(card)
                      if a.kind == "auto" and a.trigger in wanted and self.awake(a, master)
                      and any(e.verb == "self-from-discard" for e in a.effects)]
        return found

    def states_met(self, game: Game) -> list[Standby]:
        """10.6.6: the state triggers ("あなたの手札にカードがない時、") whose state holds now; each
        waits once, and may trigger again only after it has resolved (10.6.6.1)."""
        s, found = game.state, []
        if "state" not in game.census().triggers:
            return found
        for master in (s.turn_player, other(s.turn_player)):
            for card in self.active_cards(master):
                if "state" not in self.game.indexed(card).triggers:
                    continue
                for index, ability in enumerate(self.abilities(card)):
                    if (ability.kind == "auto" and ability.trigger == "state" and (card, index) not in self.waiting
                            and self.awake(ability, master) and self.holds(ability.condition, master, card)):
                        self.waiting.add((card, index))
                        found.append(self._standby(card, master, ability, waits=(card, index)))
        return found

    def _standby(self, card: str, master: str, ability: Ability, it: str | None = None,
                 waits: tuple[str, int] | None = None) -> Standby:
        """``it``: the card the event was about ("あなたの交戦カードが出現するたび、それと…")."""
        name = self.game.name(card)

        def resolve(game: Game) -> Flow:
            self.it = [it] if it is not None else []  # never what another ability did
            try:
                yield from self.run_all(ability.effects, master, card, ability)
            finally:
                self.waiting.discard(waits)  # a state trigger may wait again (10.6.6.1)

        return Standby(master, card, f"{name}: {ability.text}", resolve, rule_of(ability))

    def replacements(self, game: Game, event: str, card: str) -> list[Replacement]:
        """The replacement abilities for ``event`` happening to ``card``: its own ("when this is
        destroyed, instead"), and, for a card destroyed out of a strategy zone, those of its
        owner's active cards ("あなたのカードが戦略カード置き場から捨て札になる際、かわりに")."""
        s = game.state
        master = s.cards[card].owner
        sources = [(card, event)]
        if event == "destroy" and s.where(card).split(".")[-1].startswith("strategy"):
            sources += [(source, "strategy-discard") for source in self.active_cards(master)]
        found = []
        for source, replaces in sources:
            if replaces not in self.game.indexed(source).replaces:
                continue
            for ability in self.abilities(source):
                if (ability.kind == "replacement" and ability.replaces == replaces
                        and self.awake(ability, master) and self.holds(ability.condition, master, source)):
                    def apply(g: Game, ability: Ability = ability, source: str = source) -> Flow:
                        self.it = [card]  # "それ": the card the event happens to
                        yield from self.run_all(ability.effects, master, source, ability)
                    found.append(Replacement(f"{game.name(source)}: {ability.text}", ability.optional, apply))
        return found

    # -- effects (one-shot, 10.7) ------------------------------------------------
    def run_all(self, effects: tuple[Effect, ...], master: str, source: str, ability: Ability) -> Flow:
        """The effects in order; one joined to the previous happens only if that one did."""
        happened = True
        for effect in effects:
            if self.game.over:
                return
            if effect.with_previous and not happened:
                continue
            happened = yield from self.run(effect, master, source, ability)

    def _pay(self, cost: Effect, master: str, source: str, ability: Ability) -> Flow:
        """10.5.4: offer the cost if it can be paid in full; True when it was paid."""
        game = self.game
        if cost.verb == "discard":
            if len(self._discardable(cost, master, source)) < cost.amount:
                game.log(R.COST_WHOLE, f"{master} cannot pay: too few cards to discard", master)
                return False
        if cost.verb == "rage" and game.state.rage[master] < -cost.amount:
            game.log(R.COST_WHOLE, f"{master} cannot pay: rage {game.state.rage[master]}", master)
            return False
        if cost.verb in ("stack-under", "stack-self-under") and len(
                self.targets(cost.target, master, source)) < cost.amount:
            game.log(R.COST_WHOLE, f"{master} cannot pay: too few cards to stack", master)
            return False
        if not (yield from game.ask(master, f"pay the cost of {game.name(source)}", R.COST)):
            return False
        yield from self.run(cost, master, source, ability)
        return True

    def _discardable(self, effect: Effect, player: str, source: str) -> list[str]:
        """The cards of a hand a discard may take: of a type, or fitting a card filter."""
        s = self.game.state
        return [c for c in s.areas[f"{player}.hand"]
                if (not effect.card_type or s.definition(c).type == effect.card_type)
                and (effect.target is None or self.fits(c, effect.target, source))]

    def holds(self, condition: Condition | None, master: str, source: str) -> bool:
        if condition is None:
            return True
        s = self.game.state
        if condition.kind == "rage-at-least":
            return s.rage[master] >= condition.value
        if condition.kind == "discard-at-least":
            cards = [c for c in s.areas[f"{master}.discard"]
                     if not condition.type or s.definition(c).type == condition.type
                     or condition.type == "monster" and self._counts_as_monster(c)]
            return len(cards) >= condition.value
        if condition.kind == "named-in-zones":
            named = [c for n in ZONES for c in s.areas[zone_key(master, n)]
                     if s.definition(c).name == condition.name]
            return len(named) >= condition.value
        if condition.kind == "in-zone":  # a monster stands in its position's zone (3.3.3.2)
            zone = self.here(source, master)
            return zone == condition.value
        if condition.kind == "opponent-rage-at-least":
            return s.rage[other(master)] >= condition.value
        if condition.kind == "it-is":  # "それが怪獣カードなら": what the effect before moved
            return bool(self.it) and all(s.definition(c).type == condition.type for c in self.it
                                         if c in s.cards)
        if condition.kind == "it-traits-differ":  # "それらが異なる特徴を1つ以上持つ" ("なし" is no trait)
            traits = [set(s.definition(c).traits) - {"なし"} for c in self.it if c in s.cards]
            return len(traits) >= 2 and all(mine - theirs for i, mine in enumerate(traits)
                                            for j, theirs in enumerate(traits) if i != j)
        if condition.kind == "monster-under-at-least":
            return len(s.areas[f"{master}.invading"]) - 1 >= condition.value
        if condition.kind == "strategy-none":
            player = self.player(condition.name, master)
            return not any(s.areas[key] for key in s.strategy_keys(player))
        if condition.kind == "opponent-trait-in-zones":
            cards = [c for n in ZONES for c in s.areas[zone_key(other(master), n)]]
            top = s.top_of_invading(other(master))
            return any(condition.name in s.definition(c).traits for c in cards + ([top] if top else []))
        if condition.kind == "under-has":  # 「名前」 or 《特徴》 under this card (or this monster)
            under = self.under(source, master)
            return any(s.definition(c).name == condition.name or condition.name in s.definition(c).traits
                       for c in under)
        if condition.kind == "played-by":  # 手札から出現したら / 進化で出現したら
            return source in s.cards and s.cards[source].played_by == condition.type
        if condition.kind == "opponent-in-zones":
            return condition.value <= s.position[other(master)] <= condition.upto
        if condition.kind == "opponent-rank-at-least":
            return self.game.monster_rank(other(master)) >= condition.value
        if condition.kind in ("opponent-battle-cards-at-least", "opponent-battle-cards-at-most"):
            count = len(self.game.battle_cards(other(master)))
            return count >= condition.value if condition.kind.endswith("least") else count <= condition.value
        if condition.kind == "opponent-empty-zones-at-least":
            empty = [n for n in ZONES if not s.areas[zone_key(other(master), n)]
                     and s.position[other(master)] != n]  # 4.4.7, the monster stands in its zone
            return len(empty) >= condition.value
        if condition.kind == "opponent-rage-at-most":
            return s.rage[other(master)] <= condition.value
        if condition.kind == "battle-cards-at-least":
            return len(self.game.battle_cards(master)) >= condition.value
        if condition.kind == "column-with-opponent":
            zone = self.here(source, master)
            return zone is not None and s.position[other(master)] in same_column(zone)[1]
        if condition.kind == "adjacent-to-monster":
            zone = self.here(source, master)
            return zone is not None and adjacent(zone, s.position[master])
        if condition.kind == "monster-zone-at-least":
            return s.position[master] >= condition.value
        if condition.kind == "under-at-least":
            return len(self.under(source, master)) >= condition.value
        if condition.kind == "under-none":
            return not any(not condition.type or s.definition(c).type == condition.type
                           for c in self.under(source, master))
        if condition.kind == "colors-at-least":
            return len({c for card in self.game.battle_cards(master)
                        for c in s.definition(card).colors}) >= condition.value
        if condition.kind == "monster-in-it-zones":  # "同じ数字の…エリアにいる怪獣カード"
            return s.position[self.player(condition.name, master)] in self._it_ranks()
        if condition.kind == "monster-in-zone":  # of the monster the effect moves (its "who")
            return s.position[self.player(condition.name, master)] == condition.value
        if condition.kind == "rank-at-least":
            return self.game.monster_rank(self.player(condition.name, master)) >= condition.value
        if condition.kind == "strategy-placed":
            player = self.player(condition.name, master)
            placed = [c for key in s.strategy_keys(player) for c in s.areas[key]
                      if not condition.type or self.game.keyword(c, condition.type)]
            return len(placed) >= max(1, condition.value)
        if condition.kind == "adjacent-all-have":
            here = self.here(source, master)
            near = [n for n in ZONES if here is not None and adjacent(n, here)]
            return bool(near) and all(any(condition.name in s.definition(c).traits
                                          and s.definition(c).type == "battle"
                                          for c in s.areas[zone_key(master, n)]) for n in near)
        if condition.kind == "all":
            return all(self.holds(part, master, source) for part in condition.parts)
        if condition.kind == "in-zones":
            zone = self.here(source, master)
            return zone is not None and condition.value <= zone <= condition.upto
        if condition.kind in ("count-at-least", "count-at-most"):
            count = len(self.targets(condition.target, master, source))
            return count >= condition.value if condition.kind == "count-at-least" else count <= condition.value
        if condition.kind == "invaded-this-turn":
            return "invade" in s.used[master]
        if condition.kind == "destroyed-this-turn":
            return "battle-card-destroyed" in s.used[other(master)]
        if condition.kind in ("zone-as-opponent", "zone-at-least-opponent"):
            zone = self.here(source, master)
            foe = s.position[other(master)]
            return zone is not None and (zone == foe if condition.kind == "zone-as-opponent" else zone >= foe)
        if condition.kind == "rank-at-most":
            return self.game.monster_rank(master) <= condition.value
        if condition.kind == "threat-at-most":  # of the monster the effect moves (its "who")
            return self.game.threat(other(master)) <= condition.value
        raise ValueError(f"unknown condition {condition.kind!r}")

    @staticmethod
    def player(who: str, master: str) -> str:
        """The player an effect's "who" or a condition's "name" means: the opponent when it says
        so, else the master."""
        return other(master) if who == "opponent" else master

    @staticmethod
    def _with_amount(effect: Effect, amount: int) -> Effect:
        return dataclasses.replace(effect, amount=amount, per="")

    def run(self, effect: Effect, master: str, source: str, ability: Ability) -> Flow:
        game, s = self.game, self.game.state
        rule = rule_of(ability) or R.STANDBY_PLAY
        if not effect.paid_first and not self.holds(effect.condition, master, source):
            game.log(rule, f"{game.name(source)}: not {effect.condition}, so nothing happens", master,
                     [source])
            return False
        if effect.cost is not None:
            paid = yield from self._pay(effect.cost, master, source, ability)
            if not paid:
                return False
        if effect.paid_first and not self.holds(effect.condition, master, source):  # paid, for nothing
            game.log([rule, R.COST], f"{game.name(source)}: paid, but not {effect.condition}, so nothing "
                     "more happens", master, [source])
            return False
        if effect.per and effect.verb != "by-count":  # "〜1枚につき": counted when the effect resolves
            n = self.count(effect.per, master, source)
            game.log(rule, f"{game.name(source)}: counted {n}, so {effect.amount * n}", master, [source])
            effect = self._with_amount(effect, effect.amount * n)
            if effect.amount == 0:  # not "all of them", which an amount of 0 means elsewhere
                game.log(R.ZERO_COUNT, "an action counted 0 is not performed", master)
                return False
        if effect.who == "each" and effect.verb == "discard-to":  # 1.3.4.2: both choose, then both discard
            chosen: list[str] = []
            for player in (s.turn_player, other(s.turn_player)):
                chosen += (yield from self._to_keep(effect, player, rule)) or []
            if chosen:
                game.log([rule, R.SIMULTANEOUS_HIDDEN], "both players have chosen; the cards are discarded",
                         master, chosen)
            self.it = chosen
            for card in chosen:
                yield from game._to_discard(card, [rule, R.DISCARD_TO], cause=f"effect:{master}")
            return bool(chosen)
        if effect.who == "each":  # 各プレイヤー: the turn player first (1.3.4)
            happened = False
            for player in (s.turn_player, other(s.turn_player)):
                one = dataclasses.replace(effect, who="you" if player == master else "opponent",
                                          condition=None, cost=None)
                happened = (yield from self.run(one, master, source, ability)) or happened
            return happened
        if effect.verb == "by-count":  # "…の数により以下を行う": the option numbered as the count
            n = self.count(effect.per, master, source)
            options = dict(effect.options)
            game.log(rule, f"{game.name(source)}: counted {n}", master, [source])
            if str(n) not in options:
                game.log(R.IMPOSSIBLE, f"no option for {n}", master)
                return False
            yield from self.run_all(options[str(n)], master, source, ability)
            return True
        if effect.verb == "instead":  # "〜なら、かわりに…": one of the two, decided on resolution
            (alt_text, alt), (_usual_text, usual) = effect.options
            chosen = self.holds(effect.instead_if, master, source)
            if chosen:
                game.log([rule, R.REPLACE], f"{game.name(source)}: {effect.instead_if}, so instead "
                         f"{alt_text}", master, [source])
            yield from self.run_all(alt if chosen else usual, master, source, ability)
            return True
        handler = getattr(self, "_do_" + effect.verb.replace("-", "_"), None)
        if handler is not None:
            return (yield from handler(effect, master, source, rule))
        target = self.player(effect.who, master)
        if effect.verb == "draw":
            game._draw(target, effect.amount, R.DRAW_N)
        elif effect.verb == "rage":
            game.change_rage(target, effect.amount, rule, [source], by=master)
        elif effect.verb == "rage-set":
            game.change_rage(target, effect.amount - s.rage[target], rule, [source], by=master)
        elif effect.verb == "destroy-self":
            if s.in_zone_or_strategy_zone(source):
                yield from game._to_discard(source, [rule, R.DESTROY])
            else:
                game.log(R.IMPOSSIBLE, f"{game.name(source)} is no longer on the field", master)
        elif effect.verb in ("advance", "retreat"):
            for _ in range(max(0, effect.amount)):
                moved = yield from (game._advance(target, by_invasion=False, rule=rule)
                                    if effect.verb == "advance" else game._retreat(target, rule))
                if not moved or game.over:
                    break
        elif effect.verb == "discard" and effect.amount == 0:  # 手札をすべて捨てる
            self.it = list(s.areas[f"{target}.hand"])
            for card in self.it:
                yield from game._to_discard(card, [rule, R.DISCARD], cause=f"effect:{master}")
        elif effect.verb == "discard":
            self.it = []
            for _ in range(max(0, effect.amount)):
                hand = self._discardable(effect, target, source)
                if not hand:
                    break
                pick = yield from game.choose(target, "card", "a card to discard",
                                              [(c, game.name(c)) for c in hand], R.DISCARD)
                self.it.append(pick)
                yield from game._to_discard(pick, [rule, R.DISCARD], cause=f"effect:{master}")
        elif effect.verb == "play-from-discard":
            yield from self._play_from_discard(effect, master, rule)
        elif effect.verb == "discard-to":
            picked = yield from self._to_keep(effect, target, rule)
            self.it = picked or []
            for card in self.it:
                yield from game._to_discard(card, [rule, R.DISCARD_TO], cause=f"effect:{master}")
            return picked is not None
        elif effect.verb == "mill":
            self.it = []
            for _ in range(max(0, effect.amount)):  # one at a time (4.8.3)
                deck = s.areas[f"{target}.deck"]
                if not deck:
                    break
                self.it.append(deck[0])
                yield from game._to_discard(deck[0], [rule, R.MILL])
        elif effect.verb == "to-hand":
            chosen = yield from self._choose_targets(effect, master, source, rule)
            for card in chosen:
                s.put(card, f"{s.cards[card].owner}.hand")
                game.log([rule, R.MOVE], f"{game.name(card)} is put into the hand", master, [card])
        elif effect.verb == "advance-to":
            while s.position[target] < effect.amount and not game.over:
                moved = yield from game._advance(target, by_invasion=False, rule=R.ADVANCE_TO)
                if not moved:
                    break
        elif effect.verb == "choose":
            picked: list[int] = []
            for _ in range(min(effect.amount, len(effect.options))):
                key = yield from game.choose(master, "option", "which of the following to do",
                                             [(str(i), text) for i, (text, _e) in enumerate(effect.options)
                                              if i not in picked], R.CHOOSE_MODES)
                picked.append(int(key))
            for i in sorted(picked):  # 10.5.2.2.1.2: in printed order
                game.log(R.MODES_IN_ORDER, f"{game.name(source)}: {effect.options[i][0]}", master, [source])
                yield from self.run_all(effect.options[i][1], master, source, ability)
        elif effect.verb == "search":
            yield from self._search(effect, master, source, rule)
        elif effect.verb == "destroy":
            chosen = yield from self._choose_targets(effect, master, source, rule)
            for card in chosen:
                if card in s.cards and s.in_zone_or_strategy_zone(card):
                    if s.cards[card].owner != master and game.modifier("protected", card) > 0:
                        game.log([rule, R.IMPOSSIBLE], f"{game.name(card)} is not destroyed by the "
                                 "opponent's effects", master, [card])
                        continue
                    yield from game._to_discard(card, [rule, R.DESTROY], cause=f"effect:{master}")
        elif effect.verb == "return-self":
            if s.in_zone_or_strategy_zone(source):
                s.put(source, f"{s.cards[source].owner}.hand")  # 4.1.7: its owner's hand
                game.log([rule, R.MOVE], f"{game.name(source)} returns to the hand", master, [source])
                if s.definition(source).is_token:
                    game.log(R.TOKEN_VANISH, f"{game.name(source)} vanishes", master, [source])
                    s.remove(source)
            else:
                game.log(R.IMPOSSIBLE, f"{game.name(source)} is no longer on the field", master)
        elif effect.verb == "evolve":
            yield from self._evolve(effect, master, source, rule)
        elif effect.verb == "token":
            if effect.to == "empty-each":  # one in each empty zone: nothing to choose
                for zone in self._zones_for(effect, master, source):
                    yield from game.create_token(effect.name, master, zone, rule)
                return True
            if effect.to:  # next to this card, in zones chosen one by one
                zones = self._zones_for(effect, master, source)
                for _ in range(effect.amount):
                    if not zones:
                        game.log(R.IMPOSSIBLE, f"no zone left for {effect.name}", master)
                        break
                    zone = yield from self._choose_zone(master, f"the zone for {effect.name}", zones)
                    zones.remove(zone)
                    yield from game.create_token(effect.name, master, zone, rule)
                return True
            for _ in range(max(0, effect.amount)):
                zone = yield from self._choose_zone(master, f"the zone for {effect.name}")
                yield from game.create_token(effect.name, master, zone, rule)
        else:
            raise ValueError(f"unknown effect verb {effect.verb!r}")
        return True

    def _to_keep(self, effect: Effect, player: str, rule: Rule) -> Flow:
        """"手札を N枚になるよう捨てる": the cards ``player`` will discard, chosen as the N to keep
        (none when the hand is small enough, 5.7.2.1; None when a "may" is declined)."""
        game = self.game
        hand = list(game.state.areas[f"{player}.hand"])
        if len(hand) <= effect.amount:
            return []
        if effect.upto and not (yield from game.ask(player, f"discard down to {effect.amount} cards", rule)):
            return None  # "相手は…捨ててよい": that player may decline (3.1.2.3.1)
        keep: list[str] = []
        for _ in range(effect.amount):
            pick = yield from game.choose(player, "card", "a card to keep",
                                          [(c, game.name(c)) for c in hand if c not in keep], R.DISCARD_TO)
            keep.append(pick)
        return [card for card in hand if card not in keep]

    def _play_from_discard(self, effect: Effect, master: str, rule: Rule) -> Flow:
        game, s = self.game, self.game.state
        named = [c for c in s.areas[f"{master}.discard"]
                 if game.name(c) == effect.name and s.definition(c).type == "battle"]
        if not named:
            game.log(R.IMPOSSIBLE, f"no battle card named {effect.name} in {master}'s discard pile",
                     master)
            return
        card = yield from game.choose(master, "card", f"a {effect.name} to play",
                                      [(c, game.name(c)) for c in named], R.PLAY_BATTLE_CARD)
        zone = yield from self._choose_zone(master, "the zone to play it to")
        self._play_to(card, master, zone, rule)

    def _evolve(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """12.6.2: may search the deck for a battle card (rank ≤ N, the trait) and evolve into it."""
        game, s = self.game, self.game.state
        if s.zone_of(source) is None:
            game.log(R.IMPOSSIBLE, f"{game.name(source)} is no longer in a zone", master)
            return
        if not (yield from game.ask(master, f"search the deck to evolve {game.name(source)}", rule)):
            return
        deck = f"{master}.deck"
        found = [c for c in s.areas[deck] if s.definition(c).type == "battle"
                 and s.definition(c).rank <= effect.amount and effect.name in s.definition(c).traits]
        pick = yield from game.choose(master, "card", "a card to evolve into",
                                      [(c, game.name(c)) for c in found] + [("none", "none")],
                                      R.SEARCH_NOT_GUARANTEED)
        if pick != "none":
            self.game.stack_on(pick, source, master, [rule, R.EVOLVE], how="evolution")
        game._shuffle(deck, R.SEARCH)

    def targets(self, target: Target, master: str, source: str) -> list[str]:
        """Every card that fits the target's filters now, in area order."""
        if target.owner == "each":  # 各プレイヤーの: the turn player's first
            s = self.game.state
            return [c for player in (s.turn_player, other(s.turn_player))
                    for c in self.targets(dataclasses.replace(
                        target, owner="you" if player == master else "opponent"), master, source)]
        s = self.game.state
        owner = master if target.owner == "you" else other(master)
        if target.area == "it":  # what the effect before moved, wherever it is now
            return [c for c in self.it if c in s.cards and self.fits(c, target, source)]
        if target.area == "invasion-cost":  # the card discarded for this turn's invasion, still there
            paid = [u.removeprefix("invasion-cost:") for u in s.used[master] if u.startswith("invasion-cost:")]
            return [c for c in paid if c in s.cards and s.where(c) == f"{master}.discard"
                    and self.fits(c, target, source)]
        if target.area == "under":  # "これの下にある…": stacked under this card (3.2)
            return [c for c in self.under(source, master) if self.fits(c, target, source)]
        if target.area != "field":
            keys = [f"{owner}.{target.area}"]
        elif target.type == "strategy":
            keys = list(s.strategy_keys(owner))
        else:
            zones = list(ZONES)
            if target.same_column or target.monster_column or target.it_column:
                zone = (s.position[master] if target.monster_column
                        else s.zone_of(self.it[0]) if target.it_column and self.it
                        else None if target.it_column else self.here(source, master))
                if zone is None:
                    return []  # 10.10.1.1: its zone is gone with it
                mine, across = same_column(zone)
                zones = sorted(mine if owner == master else across)
            if target.zones:
                zones = [n for n in zones if n in target.zones]
            if target.named_zone:  # "指定した数字の"
                zones = [n for n in zones if n == self.named]
            if target.it_zones:  # "公開したカードの等級と同じ数字の": the revealed cards' ranks
                zones = [n for n in zones if n in self._it_ranks()]
            if target.same_number:  # "これがいるエリアと同じ数字の": the zone numbered as this card's
                here = self.here(source, master)
                zones = [n for n in zones if n == here]
            if target.adjacent:
                here = self.here(source, master)
                zones = [n for n in zones if here is not None and adjacent(n, here)]
            keys = [zone_key(owner, n) for n in zones]
        found = [card for key in keys for card in s.areas[key] if self.fits(card, target, source)]
        if target.lowest_rank and found:  # "最も等級の低い"
            lowest = min(self.game.rank(c) for c in found)
            found = [c for c in found if self.game.rank(c) == lowest]
        return found

    def _zone_gone(self, target: Target, master: str, source: str) -> bool:
        """10.10.1.1: the target asks where a card is ("それと同じ縦列", "これの隣接エリア"), and
        that card is no longer on the field."""
        if target.it_column:  # as targets() reads it
            return not self.it or self.game.state.zone_of(self.it[0]) is None
        if target.same_column or target.adjacent or target.same_number:
            return self.here(source, master) is None
        return False

    def _it_ranks(self) -> set[int]:
        s = self.game.state
        return {s.definition(c).rank for c in self.it if c in s.cards}

    def fits(self, card: str, target: Target, source: str) -> bool:
        s = self.game.state
        d = s.definition(card)
        rank = self.game.rank(card)
        return ((not target.type or d.type == target.type
                 or target.type == "monster" and self._counts_as_monster(card))
                and (target.rank_max is None or rank <= target.rank_max)
                and (target.rank_min is None or rank >= target.rank_min)
                and (target.rank is None or rank == target.rank)
                and (target.invasion is None or d.invasion == target.invasion)
                and (not target.trait or target.trait in d.traits)
                and (not target.traits_any or bool(set(target.traits_any) & set(d.traits)))
                and set(target.traits_all) <= set(d.traits)
                and (not target.colors or bool(set(target.colors) & set(d.colors)))
                and (not target.name or d.name == target.name)
                and (not target.names or d.name in target.names)
                and target.name_contains in d.name
                and (target.rank_not is None or rank != target.rank_not)
                and (not target.same_card or s.cards[card].name == s.cards[source].name)
                and (not target.it_rank_max or rank <= max(self._it_ranks(), default=-1))
                and (not target.keyword or bool(self.game.keyword(card, target.keyword)))
                and not (target.other and card == source))

    def _counts_as_monster(self, card: str) -> bool:
        """"あなたが捨て札の怪獣カードを数える際、これは怪獣カードとしても扱う" (works there, 10.3.4.1)."""
        s = self.game.state
        return "counts-as-monster" in self.game.indexed(card).stats and s.where(card).endswith(".discard")

    def _in_column(self, zone: int, master: str, source: str) -> bool:
        """Whether the opponent's ``zone`` is in this card's column (4.4.5.4)."""
        here = self.here(source, master)
        return here is not None and zone in same_column(here)[1]

    def _choose_targets(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """10.5.3: all of them, exactly N if possible, or up to N."""
        game = self.game
        if effect.target.pick_zone:  # "相手のエリア1つを指定し、そのエリアおよび隣接エリア"
            zones = [n for n in ZONES if not effect.target.same_column
                     or self._in_column(n, master, source)]
            here = yield from self._choose_zone(master, "a zone of the opponent's", zones, rule)
            game.log(rule, f"{master} names the opponent's zone {here}", master)
            near = tuple(n for n in ZONES if n == here or adjacent(n, here))
            effect = dataclasses.replace(effect, target=dataclasses.replace(
                effect.target, pick_zone=False, same_column=False, zones=near))
        fits = self.targets(effect.target, master, source)
        if not fits and self._zone_gone(effect.target, master, source):
            game.log([rule, R.LAST_AREA, R.TARGETS_NONE], "no card can be chosen: the card whose zone "
                     "it asks has left the field", master)
            return []
        if not fits:
            game.log([rule, R.TARGETS_NONE], "no card can be chosen", master)
            return []
        if effect.amount == 0 or (len(fits) <= effect.amount and not effect.upto):
            return fits  # all of them, or every possible one (10.5.3.1)
        chosen: list[str] = []
        for _ in range(effect.amount):
            options = [(c, self._where_label(c)) for c in fits if c not in chosen]
            if effect.upto:
                options.append(("stop", "no more"))
            if not options:
                break
            pick = yield from game.choose(master, "card", "a card to choose", options,
                                          R.TARGETS_UP_TO if effect.upto else R.TARGETS)
            if pick == "stop":
                break
            chosen.append(pick)
        return chosen

    def _search(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """5.8: look through the deck, choose up to N that fit, reveal them; then shuffle."""
        game, s = self.game, self.game.state
        names = effect.target.names  # "「A」と「B」をそれぞれ1枚まで": each name on its own
        searches = [dataclasses.replace(effect, target=dataclasses.replace(effect.target, names=(), name=n))
                    for n in names] if names else [effect]
        holder = source if effect.to in ("under", "on-this") else self.it[0] if self.it else None
        if effect.to in ("under", "on-this", "on-it") and (holder is None or self.here(holder, master) is None):
            game.log(R.IMPOSSIBLE, "the card to stack with is no longer on the field", master)
            searches = []  # 5.8: still searched (nothing fits), then shuffled
        for search in searches:
            chosen = yield from self._choose_targets(search, master, source, R.SEARCH_NOT_GUARANTEED)
            for card in chosen:
                game.log([rule, R.SEARCH, R.REVEAL], f"{master} finds and reveals {game.name(card)}",
                         master, [card])
                if effect.to == "hand":
                    s.put(card, f"{master}.hand")
                elif effect.to == "under":
                    self._put_under(card, holder, master)
                    game.log([rule, R.STACK], f"{game.name(card)} is stacked under {game.name(holder)}",
                             master, [card, holder])
                elif effect.to in ("on-this", "on-it"):
                    self.game.stack_on(card, holder, master, rule)
                    holder = card
                else:
                    zone = yield from self._choose_zone(master, f"the zone for {game.name(card)}")
                    self._play_to(card, master, zone, rule)
        game._shuffle(f"{master}.deck", R.SEARCH)

    def _where_label(self, card: str) -> str:
        """"Tank in zone 4": how a script names a card on the field."""
        where = self.game.state.where(card).split(".")[-1]
        if not where.startswith(("zone", "strategy")):
            return self.game.name(card)  # in a hand, deck or pile the name is enough
        place = where.replace("zone", "zone ").replace("strategy", "strategy zone ")
        return f"{self.game.name(card)} in {place}"

    def _choose_zone(self, master: str, prompt: str, zones: list[int] | None = None,
                     rule: Rule = R.PLAY_BATTLE_CARD) -> Flow:
        """One of ``zones``; by default a zone of the master's for a battle card, not its monster's
        if possible (5.11.1.2)."""
        if zones is None:
            zones = [n for n in ZONES if n != self.game.state.position[master]]
        zone = yield from self.game.choose(master, "zone", prompt,
                                           [(f"zone{n}", f"zone {n}") for n in zones], rule)
        return int(zone.removeprefix("zone"))

    # -- continuous effects (10.8.1) ---------------------------------------------
    def changes(self, stat: str, card: str) -> list[tuple[int, int]]:
        """Each active continuous change of ``stat`` that applies to ``card``, with the time its
        source was placed (10.8.1.7.1)."""
        s = self.game.state
        found = []
        changers = self.game.census().changers.get(stat)
        if not changers:
            return found  # no card of the game changes it
        in_hand = stat in HAND_STATS and card in s.cards and s.where(card).endswith(".hand")
        for master in (s.turn_player, other(s.turn_player)):  # the opponent's cards can reach it
            sources = self.active_cards(master)
            if stat == "counts-as-monster":  # a card in the discard pile says so of itself
                sources = list(s.areas[f"{master}.discard"])
            if in_hand and s.cards[card].owner == master:
                sources = [*sources, card]  # 10.3.4.1: its own "play it for less" works in the hand
            for source in sources:
                if s.cards[source].name not in changers:
                    continue
                for ability, m in self.modifiers(source, stat):
                    if (stat != "forbid" and self.awake(ability, master) and self._applies(m, master, source, card)
                            and self.holds(m.condition, master, source)):
                        times = self.count(m.per, master, source) if m.per else 1
                        found.append((s.cards[source].since, m.amount * times))
        return found

    def forbids(self, player: str, action: str, zone: int | None = None) -> str | None:
        """The active ability that forbids ``player`` this action (1.3.3), if any: the opponent's
        ("相手は戦略カードを置くことができない"), or the player's own ("これは前進も進攻もできない");
        ``zone``: where a battle card would be played ("これと同じ縦列のエリアに…出現させることができない")."""
        s = self.game.state
        forbidding = self.game.census().changers.get("forbid")
        if not forbidding:
            return None
        for master in (s.turn_player, other(s.turn_player)):
            for source in self.active_cards(master):
                if s.cards[source].name not in forbidding:
                    continue
                for ability, m in self.modifiers(source, "forbid"):
                    bound = other(master) if m.scope == "opponent" else master
                    if m.forbids != action or bound != player or not self.awake(ability, master):
                        continue
                    if m.scope == "self" and source != s.top_of_invading(master):
                        continue  # "これは": only this card, as the invading monster
                    if m.column and (zone is None or not self._in_column(zone, master, source)):
                        continue
                    if self.holds(m.condition, master, source):
                        return f"{self.game.name(source)} ({ability.text})"
        return None

    def count(self, per: str | Target, master: str, source: str) -> int:
        """The count a "〜につき" change is multiplied by."""
        s = self.game.state
        foe = other(master)
        if isinstance(per, Target):  # "あなたの捨て札の…カード1枚につき": the cards that fit
            return len(self.targets(per, master, source))
        if per == "opponent-rage":
            return s.rage[foe]
        if per == "your-rage":
            return s.rage[master]
        if per == "opponent-empty-zones":
            return sum(1 for n in ZONES if not s.areas[zone_key(foe, n)] and s.position[foe] != n)
        if per == "opponent-rank":
            return self.game.monster_rank(foe) if s.top_of_invading(foe) else 0
        if per == "opponent-strategy-cards":
            return sum(len(s.areas[key]) for key in s.strategy_keys(foe))
        if per == "your-strategy-cards":
            return sum(len(s.areas[key]) for key in s.strategy_keys(master))
        if per in ("your-battle-cards", "opponent-battle-cards"):
            return len(self.game.battle_cards(master if per == "your-battle-cards" else foe))
        if per.startswith("in-zones:"):  # "あなたのエリア1、5、8にいる怪獣カードか交戦カード1枚"
            zones = {int(n) for n in per.removeprefix("in-zones:").split(",")}
            return (sum(len(s.areas[zone_key(master, n)]) for n in zones)
                    + (s.position[master] in zones and bool(s.top_of_invading(master))))
        if per == "invaded-zones":  # "このターンあなたの怪獣カードが進攻で前進したエリア"
            return s.used[master].count("invasion-advance")
        if per == "other-battle-colors":  # "あなたのエリアにいる他の交戦カードの色の数"
            return len({c for card in self.game.battle_cards(master) if card != source
                        for c in s.definition(card).colors})
        if per.startswith("named:"):
            return sum(1 for n in ZONES for c in s.areas[zone_key(master, n)]
                       if s.definition(c).name == per.removeprefix("named:"))
        raise ValueError(f"unknown count {per!r}")

    def _applies(self, m: Modifier, master: str, source: str, card: str) -> bool:
        """Whether a modifier of ``source`` (whose master is ``master``) reaches ``card``."""
        s = self.game.state
        d = s.definition(card)
        owner = s.cards[card].owner
        if m.trait and m.trait not in d.traits:
            return False
        # 10.8.1.6: a change limited by rank depends on the changes of rank, so it sees the rank
        # after them; changes of rank themselves read the printed rank (by timestamp, 10.8.1.7)
        if m.rank_max is not None and (d.rank if m.stat == "rank" else self.game.rank(card)) > m.rank_max:
            return False
        if m.other and card == source:
            return False
        if m.scope == "self":
            return source == card
        if m.scope == "your-hand":
            return owner == master and s.where(card) == f"{owner}.hand" and d.type == "battle"
        if m.scope == "your-monster":
            return owner == master and card == s.top_of_invading(owner)
        in_zone = d.type == "battle" and s.zone_of(card) is not None
        if m.zones and s.zone_of(card) not in m.zones:
            return False
        if m.scope == "opponent-battle-cards":
            return in_zone and owner != master
        if m.scope == "adjacent-battle-cards":
            here, there = self.here(source, master), s.zone_of(card)
            return (in_zone and owner == master and here is not None and there is not None
                    and adjacent(here, there))
        return in_zone and owner == master  # your-battle-cards
