"""The primitive changes of the board, each logged with the rule behind it: rage, shuffling,
drawing, discarding and destroying (with replacements, 10.9), strategy cards, stacks (3.2),
tokens (9.1), advancing and retreating, crushing (11.3), countering (5.15), a new invading
monster, 【強襲】's discard (12.5.2).

A mixin of :class:`~judgekit.engine.game.Game`: the flow (turns, check timings, decisions)
stays there; main-phase actions (``actions``) and effects (``abilities``) call these.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, cast

from judgekit.engine import rulebook as R
from judgekit.engine.ability_data import CardAbilities, Cause, Event
from judgekit.engine.rulebook import Rule
from judgekit.engine.state import TURN_ORDER, Result, area_words, other, strategy_key, zone_key

if TYPE_CHECKING:
    import random
    from collections.abc import Generator

    from judgekit.engine.ability_data import Ability
    from judgekit.engine.decisions import Decision
    from judgekit.engine.game import Flow, Game, Replacement
    from judgekit.engine.state import GameState


def given(value: object) -> Flow:
    """A flow that asks no player anything and gives ``value`` at once (``yield from`` it): what a
    step gives when it finds nothing to do — no replacement for an event (10.9.1), a check timing with
    nothing due and nothing waiting (10.4.3). A generator that returns at once: ``yield from`` takes its
    value without an exception (an iterator object whose ``__next__`` raises StopIteration(value) costs
    about three times as much, and a game has hundreds of them)."""
    return value
    yield  # (what makes it a generator)


class BoardChanges:
    """Part of :class:`Game`: reads and logs through the game's state, trace, events and decisions."""

    if TYPE_CHECKING:  # what Game gives (mypy checks Game's definitions against these)
        state: GameState
        rng: random.Random
        shuffles: list[tuple[str, tuple[str, ...]]]
        replacers: list[Callable[[Game, str, str, str], list[Replacement]]]
        granted: Callable[[str], tuple[Ability, ...]]

        def log(self, rule: Rule | Iterable[Rule], text: str, player: str | None = None,
                cards: Iterable[str] = (), kind: str = "rule") -> None: ...
        def name(self, card_id: str) -> str: ...
        def indexed(self, card: str) -> CardAbilities: ...
        def monster_rank(self, player: str) -> int: ...
        def modifier(self, stat: str, card: str) -> int: ...
        def forbids(self, player: str, action: str, zone: int | None = None, card: str | None = None,
                    by: str = "") -> str | None: ...
        def choose(self, player: str, kind: str, prompt: str, options: list[tuple[str, str]],
                   rule: Rule) -> Generator[Decision, str, str]: ...
        def ask(self, player: str, prompt: str, rule: Rule) -> Generator[Decision, str, bool]: ...
        def _emit(self, event: str, **info) -> None: ...
        def _end(self, result: Result) -> None: ...

    def change_rage(self, player: str, amount: int, rule: Rule | list[Rule],
                    cards: Iterable[str] = (), by: str = "") -> None:
        """Rage up or down (never below 0, 3.4.4); an increase is an event abilities can see.
        ``by``: the master of the effect that changes it ("これの怒りは相手の効果で減らない")."""
        s = self.state
        before = s.rage[player]
        why = amount and self.forbids(player, "rage-up" if amount > 0 else "rage-down", by=by)
        if why:  # "相手の怒りは増えない", "これの怒りは相手の効果で減らない" (1.3.3)
            self.log(([rule] if isinstance(rule, Rule) else list(rule)) + [R.SOURCE, R.FORBIDDEN],
                     f"{player}'s rage does not {'increase' if amount > 0 else 'decrease'}: {why}", player, cards)
            return
        s.rage[player] = max(0, before + amount)
        rules = [rule] if isinstance(rule, Rule) else list(rule)
        if before + amount < 0:
            rules.append(R.RAGE_FLOOR)
        self.log(rules, f"{player}'s rage becomes {s.rage[player]}", player, cards)
        if s.rage[player] > before:
            self._emit("rage-up", player=player, amount=s.rage[player] - before)
        elif s.rage[player] < before:  # "相手の怒りが減るたび" (3.4)
            self._emit("rage-down", player=player, amount=before - s.rage[player])

    def rage_by_effect(self, player: str, amount: int, rule: Rule | list[Rule], cards: Iterable[str], by: str) -> Flow:
        """An effect of ``by``'s changes a player's rage (3.4), unless a replacement takes its place (10.9.1:
        "あなたの怪獣カードの怒りが相手の効果で減る際、かわりに…"; the event is of that player's monster)."""
        monster = self.state.invading_monster(player)
        if amount < 0 and self.state.rage[player] == 0:
            amount = 0  # 3.4.4: a rage of 0 does not go down: nothing to replace
        if amount and monster is not None and (
                yield from self._replaced("rage-up" if amount > 0 else "rage-down", monster, rule, f"effect:{by}")):
            return
        self.change_rage(player, amount, rule, cards, by=by)

    def _shuffle(self, key: str, rule: Rule) -> None:
        cards = self.state.areas[key]
        self.rng.shuffle(cards)
        self.shuffles.append((key, tuple(cards)))
        self.log([rule, R.SHUFFLE], f"{key} is shuffled", key.split(".")[0])
        if key.endswith(".deck"):  # 「あなたが山札をシャッフルした時」: its player's act (5.3.1)
            self._emit("shuffled", player=key.split(".")[0])

    def _draw(self, player: str, count: int, rule: Rule, cause: str = "") -> Flow:
        """5.4.2: ``player`` draws one card ``count`` times; each draw is an event a replacement may take the
        place of (「あなたがカードを引く際、かわりに…」, 10.9.1: once each draw, 10.9.2.3)."""
        if count <= 0:
            return  # 1.3.2.2
        why = self.forbids(player, "draw")
        if why:  # "相手はカードを引くことができない": the rules' draws too (1.3.3 over 7.2.2, 7.5.4)
            self.log([rule, R.FORBIDDEN], f"{player} draws no card: {why}", player)
            return
        s = self.state
        for _ in range(count):
            deck, discard = f"{player}.deck", f"{player}.discard"
            if not s.areas[deck]:  # 11.2.2: an interrupt, in the middle of the draw
                if not s.areas[discard]:
                    self.log([R.RESHUFFLE_WHEN, R.RESHUFFLE_NOTHING], f"{player}'s deck and discard "
                             "pile are empty: nothing is drawn", player)
                    self._emit("reshuffled", player=player)  # 11.2.4: performed, and it does nothing
                    return
                for card in list(s.areas[discard]):
                    s.put(card, deck)
                self.log([R.RESHUFFLE_WHEN, R.RESHUFFLE], f"{player}'s deck is empty as they draw: the "
                         "discard pile is reshuffled into the deck", player)
                self._shuffle(deck, R.RESHUFFLE)
                self._emit("reshuffled", player=player)  # 「あなたがリシャッフル処理を行った時」
            card = s.areas[deck][0]
            if (yield from self._replaced("draw", card, rule)):
                continue  # 10.9.1.1: this draw did not happen
            s.put(card, f"{player}.hand")
            self.log([rule, R.DRAW], f"{player} draws a card", player, [card])
            self._emit("drew", card=card, player=player, cause=cause)  # 「相手が効果でカードを引いた時」: "effect:A"

    def _to_discard(self, card: str, rule: Rule | list[Rule], by_duplicate: bool = False,
                    cause: str = "") -> Flow:
        """Put a card (and what is stacked under it) into its owner's discard pile (4.1.7).

        From a zone or strategy zone that is destroying it (5.12.1.1). ``cause``: why it left the
        hand or the field — "invasion" (8.6), "effect:A" (an effect whose master is A), "crush" (11.3),
        "" otherwise.
        """
        s = self.state
        in_zone = s.in_zone_or_strategy_zone(card)
        destroyed = in_zone and cause != Cause.ILLEGAL  # 11.4.1 puts it there: not destroyed (5.12)
        from_strategy_zone = s.in_strategy_zone(card)
        from_field = in_zone or s.where(card).endswith(".invading")
        from_hand = s.where(card).endswith(".hand")
        left_zone = s.zone_of(card)  # where it stood, for a trigger's card named from another (「これと同じ縦列の…」, 10.6.4.1.2)
        if destroyed and (yield from self._replaced("destroy", card, rule, cause)):
            return
        if from_hand and (yield from self._replaced("discard", card, rule, cause)):
            return  # "これが手札から捨てられる際、かわりに…" (10.9.1.1)
        if from_field and (yield from self._replaced_leaving("to-discard", card, rule, cause)):
            return  # "これが捨て札に置かれる際", "…がフィールドを離れる際、かわりに…" (4.1.7, 10.6.4.1.2)
        name, owner = self.name(card), s.cards[card].owner
        had = self.granted(card) if from_field else ()  # "「逆襲…」を得る": kept as it leaves (10.6.4.1.2)
        # "これが相手の効果で破壊される際、これの下にあるカードをすべて手札に加える" (3.2.4 otherwise)
        to_hand = destroyed and cause == f"effect:{other(owner)}" and self.modifier("under-to-hand", card) > 0
        piled = []  # the cards under it that went to the discard pile with it (3.2.4)
        for under in s.cards[card].under:
            s.put(under, f"{s.cards[under].owner}.{'hand' if to_hand else 'discard'}")
            if self.vanish_outside_zones(under):
                continue
            piled += [] if to_hand else [under]
            if to_hand:
                self.log([R.SOURCE, R.STACK_MOVES], f"{self.name(under)}, under {name}, goes to the hand "
                         "instead (destroyed by the opponent's effect)", owner, [under])
            elif Event.COUNTERATTACK in self.indexed(under).events:  # it left the field, but from under
                self.log([R.STACK_MOVES, R.KEYWORD_COUNTERATTACK_UNDER], f"{self.name(under)}, under {name}, "
                         "goes to the discard pile: its 【逆襲】 does not trigger", owner, [under])
        s.cards[card].under = []
        s.put(card, f"{owner}.discard")
        if destroyed and s.definition(card).type == "battle" and "battle-card-destroyed" not in s.used[owner]:
            s.used[owner].append("battle-card-destroyed")  # "このターン…破壊されていたら": a fact, once
        verb = "is destroyed" if destroyed else "goes to the discard pile"
        self.log(rule, f"{name} {verb}", owner, [card])
        if from_field:
            self._emit("left-field", card=card, player=owner, by_duplicate=by_duplicate, granted=had, cause=cause,
                       zone=left_zone)
        if destroyed:  # "あなたの交戦カードが破壊されるたび" (5.12.1.1), "これが踏み潰し処理で破壊された時"
            self._emit("destroyed", card=card, player=owner, cause=cause, zone=left_zone, granted=had)
        if from_hand:
            self._emit("discarded", card=card, player=owner, cause=cause)
        if from_strategy_zone:  # "あなたのカードが戦略カード置き場から捨て札になった時"
            self._emit("strategy-discarded", card=card, player=owner, granted=had)
        for one in (card, *piled):  # "あなたのカードが捨て札に置かれるたび" (4.1.7): each card put there
            self._emit("to-discard", card=one, player=s.cards[one].owner, cause=cause,
                       from_field=from_field and one == card, granted=had if one == card else (),
                       zone=left_zone if one == card else None)  # it left the field: its own text looks back (10.6.4.1.2)
        self.vanish_outside_zones(card)

    def vanish_outside_zones(self, card: str) -> bool:
        """9.1.4.2: a battle token moved out of the zones (9.1.4.1) vanishes at once, before the
        move that took it there goes on; True when it did. Every effect that moves a card to a
        hand, deck or discard pile calls this right after the move."""
        s = self.state
        if card not in s.cards or not s.definition(card).is_token or s.zone_of(card) is not None:
            return False
        where = area_words(s.area_of(card))
        self.log([R.TOKEN_ZONES_ONLY, R.TOKEN_VANISH], f"{self.name(card)} vanishes from {where}",
                 s.cards[card].owner, [card])
        s.remove(card)
        return True

    def _replaced_leaving(self, event: str, card: str, because: Rule | list[Rule], by: str = "") -> Flow:
        """10.9: whether a replacement took the place of ``card`` leaving the field by ``event``
        ("to-discard", "return", "to-deck"): one of that move, or of its leaving the field at all
        ("…がフィールドを離れる際", 10.6.4.1.2) — asked in that order."""
        return ((yield from self._replaced(event, card, because, by))
                or (yield from self._replaced("left-field", card, because, by)))

    def _replaced(self, event: str, card: str, because: Rule | list[Rule], by: str = "") -> Flow:
        """10.9: whether a replacement effect took the place of ``event`` happening to ``card``.

        The card's master picks the order among several (10.9.2.1); each is offered
        once (10.9.2.3); an optional one may be declined, and the next is offered. ``by``: whose
        effect causes it ("effect:A"), for a replacement of "相手の効果で" events only.
        """
        replacers = self.replacers
        if len(replacers) == 1:  # the ability layer's (every game's): its answer alone, no list made of it
            offered = replacers[0](self, event, card, by)  # type: ignore[arg-type]  # (a Game: no cast() call)
        else:
            offered = [r for replacer in replacers for r in replacer(cast("Game", self), event, card, by)]
        if not offered:  # no replacement for it (nearly every event): no generator is made
            return given(False)
        return self._replace(list(offered), event, card, because)

    def _replace(self, offered: list[Replacement], event: str, card: str, because: Rule | list[Rule]) -> Flow:
        """_replaced with the replacements that apply: offered in the order the master picks (10.9.2)."""
        master = self.state.master(card)  # 10.9.2.1: the affected card's master chooses
        while offered:
            pick = yield from self.choose(master, "replacement",
                                          f"which replacement applies first to {self.name(card)}",
                                          [(str(i), r.label) for i, r in enumerate(offered)],
                                          R.REPLACE_ORDER)
            chosen = offered.pop(int(pick))
            if chosen.optional:
                use = yield from self.ask(master, f"apply {chosen.label}", R.REPLACE_OPTIONAL)
                if not use:
                    continue
            cause = [because] if isinstance(because, Rule) else list(because)
            self.log([*cause, R.REPLACE, R.REPLACE_ONCE], f"instead of {event}: {chosen.label}",
                     master, [card])
            yield from chosen.apply(cast("Game", self))
            return True
        return False

    def place_strategy(self, card: str, player: str, slot: int) -> None:
        """10.5.2: a strategy card played — through the resolution area into the strategy zone
        chosen (10.5.2.3.2); its text then triggers (10.1.1.1.2). By the action (8.3) or an
        effect (5.9.1)."""
        s = self.state
        s.put(card, "resolution")
        s.put(card, strategy_key(player, slot))
        self.log(R.RESOLVE_CARD, f"{self.name(card)} is placed in strategy zone {slot}", player, [card])
        self._emit("placed-strategy", card=card, player=player)

    def stack_on(self, card: str, holder: str, player: str, rule: Rule | list[Rule], how: str = "effect") -> None:
        """3.2.5 / 5.17.1: ``card`` is played on top of ``holder``'s stack, as a new card; what was
        under ``holder`` stays under, below it. ``how``: "evolution", "hand" or "effect"."""
        s = self.state
        where = s.where(holder)
        # 5.11.3: where it appears from — the hand when played by the action (it waits in the resolution area)
        s.cards[card].played_from = "hand" if how == "hand" else s.pile_of(card)
        if how != "hand" and s.cards[card].played_from == "hand":  # by an effect: the action recorded its own (8.1.1)
            s.done[player].append("battle")  # 「このターン…手札から交戦カードを出現させていたら」 (5.11.3)
        s.put(card, where)
        s.cards[card].under = [holder, *s.cards[holder].under]
        s.cards[holder].under = []
        s.lift(holder)
        s.cards[card].played_by = how
        rules = [rule] if isinstance(rule, Rule) else list(rule)
        if how == "evolution":
            self.log(rules, f"{self.name(holder)} evolves into {self.name(card)}", player, [holder, card])
            self.log(R.EVOLVED, f"{self.name(holder)} has evolved", player, [card])
        else:
            self.log(rules + [R.STACK_NEW], f"{self.name(card)} is played on top of {self.name(holder)}",
                     player, [card, holder])
        self._emit("played", card=card, player=player, **({"cause": f"effect:{player}"} if how == "effect" else {}))
        if how == "evolution":  # 5.17.1.1: then the card on the field has evolved, an event of its own
            self._emit("evolved", card=card, player=player)

    def create_tokens(self, name: str, player: str, zones: list[int], rule: Rule) -> Flow:
        """9.1.2: tokens of appendix A (or defined by the scenario) appear in ``zones``, all at
        once: each one's appearing is seen by the abilities of the others (10.6.4.2)."""
        cards = [self._new_token(name, player, zone, rule) for zone in zones]
        if len(cards) > 1:
            self.log([rule, R.TRIGGER_WITH_ENTRY], f"the {len(cards)} tokens appear together: each sees "
                     "the others appear", player, cards)
        for card in cards:  # 9.1.2: a token appears only by an effect (「効果で出現した時」)
            self._emit("played", card=card, player=player, cause=f"effect:{player}")
        yield from self._crush()
        return cards

    def _new_token(self, name: str, player: str, zone: int, rule: Rule) -> str:
        from judgekit.engine.tokens import appendix_tokens, find_token

        s = self.state
        key = find_token(name, s.defs)  # the scenario's, or a card list token (BP02-T04)
        if key is None:
            if name not in appendix_tokens():  # whoever builds the state gives the card list's
                raise ValueError(f"no token named {name!r} is defined (appendix A, the card list)")
            s.defs[name], key = appendix_tokens()[name], name
        card = s.new_card(key, player, zone_key(player, zone))
        self.log([rule, R.TOKEN_APPEAR, R.TOKEN_MASTER], f"token {name} appears in {player}'s "
                 f"zone {zone}", player, [card])
        return card

    def _advance(self, player: str, by_invasion: bool, rule: Rule, by: str = "") -> Flow:
        """5.13.1: one zone forward; from zone 8 only an invasion into an empty zone 8 wins.
        ``by``: "effect:A" when an effect of A's moves it (a replacement may name whose, 10.9.1)."""
        s = self.state
        why = self.forbids(player, "advance-self", by=by.removeprefix("effect:"))
        if why:  # "これは前進も進攻もできない", "…は相手の効果で前進しない" (1.3.3)
            self.log([rule, R.FORBIDDEN], f"{player}'s monster cannot advance: {why}", player)
            return False
        if s.position[player] == 8:
            if by_invasion and not s.areas[zone_key(other(player), 8)]:
                self.log([rule, R.INVASION_VICTORY], f"{player}'s monster invades from zone 8",
                         player, [s.invading_monster(player)])
                self._end(Result(player, "invasion", R.WIN_BY_INVASION.number))
                return True
            self.log([rule, R.ADVANCE_FROM_8], f"{player}'s monster in zone 8 does not advance", player)
            return False
        if (yield from self._replaced("advance", s.invading_monster(player), rule, by)):
            return False  # 10.9.1.1: it did not move forward at all
        s.position[player] += 1
        self.log([rule, R.ADVANCE], f"{player}'s monster advances to zone {s.position[player]}",
                 player, [s.invading_monster(player)])
        self._emit("advanced", player=player, zone=s.position[player], by_invasion=by_invasion, cause=by)
        yield from self._crush(by_invasion, moved="advancing")
        return True

    def _retreat(self, player: str, rule: Rule, by: str = "") -> Flow:
        s = self.state
        why = self.forbids(player, "retreat", by=by.removeprefix("effect:"))
        if why:  # "相手の怪獣カードは後退できない" (1.3.3)
            self.log([rule, R.FORBIDDEN], f"{player}'s monster cannot retreat: {why}", player)
            return False
        if s.position[player] == 1:
            self.log([rule, R.RETREAT_FROM_1], f"{player}'s monster in zone 1 does not retreat", player)
            return False
        if (yield from self._replaced("retreat", s.invading_monster(player), rule, by)):
            return False  # 10.9.1.1: it did not move back at all
        s.position[player] -= 1
        self.log([rule, R.RETREAT], f"{player}'s monster retreats to zone {s.position[player]}", player)
        self._emit("retreated", player=player, zone=s.position[player], cause=by)  # "相手の怪獣カードが後退するたび"
        yield from self._crush(moved="retreating")
        return True

    def _crush(self, by_invasion: bool = False, moved: str = "") -> Flow:
        """11.3: an interrupt — battle cards sharing a zone with an invading monster, turn player's
        first; one crushed by the turn player's invasion is an event ("進攻時これがあなたの交戦カードを
        破壊した時"), and one crushed as the monster that ``moved`` ("advancing" / "retreating") came into its
        zone ("これが前進してあなたの交戦カードを破壊した時", 5.13: however it moved)."""
        s = self.state
        for player in TURN_ORDER[s.turn_player]:
            zone = s.invading_zone(player)
            if zone is None:
                continue
            for card in list(s.areas[zone_key(player, zone)]):
                if s.definition(card).type == "battle":
                    yield from self._to_discard(card, [R.INTERRUPT_ORDER, R.CRUSH], cause="crush")
                    if s.in_zone_or_strategy_zone(card):
                        continue  # "進攻怪獣と同じエリアにいることで破壊される際、かわりに…" (10.9.1.1)
                    self._emit("crushed", card=card, player=player, zone=zone)  # "交戦カードが踏み潰されるたび" (11.3)
                    if by_invasion and player == s.turn_player:
                        self._emit("crushed-invading", player=player, card=s.top_of_invading(player))
                    if moved == "advancing":
                        self._emit("crushed-advancing", player=player, card=card)
                    elif moved == "retreating":
                        self._emit("crushed-retreating", player=player, card=card)

    def _counter(self, player: str, move_only: bool = False, by: str = "") -> Flow:
        """5.15: the monster moves back from 6–8; its master takes the next rank or loses
        (``move_only``: "not countered by N or less, it only moves as if countered")."""
        s = self.state
        if not move_only and (yield from self._replaced("counter", s.invading_monster(player), R.COUNTER, by)):
            return  # 10.9.1.1: "撃退される際、かわりに…": it was not countered at all
        zone = s.position[player]
        if zone in (6, 7, 8):
            s.position[player] = {8: 3, 7: 4, 6: 5}[zone]  # the zone behind it (4.4.5.1)
            self.log(R.COUNTER_BACK, f"{player}'s monster moves back to zone {s.position[player]}",
                     player)
            yield from self._crush()  # 11.3: its own battle card there is crushed at once
        if move_only:
            return
        self._emit("countered", player=player)
        top = s.invading_monster(player)
        rank, traits = self.monster_rank(player), set(s.definition(top).traits)
        candidates = [c for c in s.areas[f"{player}.monster_deck"]
                      if s.definition(c).type == "monster" and s.definition(c).rank == rank + 1
                      and traits & set(s.definition(c).traits)]
        if not candidates:
            self.log(R.COUNTER_LOSS, f"{player} has no rank {rank + 1} monster sharing a trait", player)
            self._end(Result(other(player), "counter", R.LOSE_BY_COUNTER.number))
            return
        pick = yield from self.choose(player, "card", "the next invading monster",
                                      [(c, self.name(c)) for c in candidates], R.COUNTER_NEXT)
        yield from self._become_invading(player, pick, R.COUNTER_NEXT)

    def _become_invading(self, player: str, card: str, rule: Rule, cause: str = "") -> Flow:
        """4.7.2: stacked on top of the invading monster; it is a new card (3.2.5). ``cause``: "effect:A" when
        an effect whose master is A plays it (5.11.2: 「あなたの怪獣カードが相手の効果で出現した時」)."""
        s = self.state
        if card not in s.areas["resolution"]:  # (played by the action, 8.5: from the hand, set there)
            s.cards[card].played_from = s.pile_of(card)  # 5.11.3: the monster deck, the hand… by a rule or an effect
            if s.cards[card].played_from == "hand":  # 「このターン…手札から怪獣カードを出現させていたら」 (5.11.3)
                s.done[player].append("monster")
        s.put(card, f"{player}.invading")
        self.log([rule, R.PLAY_MONSTER], f"{self.name(card)} becomes {player}'s invading monster",
                 player, [card])
        if cause:
            s.cards[card].played_by = "effect"
        self._emit("played", card=card, player=player, **({"cause": cause} if cause else {}))
        yield from self._crush()

    def _burst_discard(self, card: str, since: int) -> Callable[[Game], Flow]:
        """12.5.2: at your next end phase, this card of the invading monster is discarded — not the
        same card come back after leaving, which is a new card (4.1.4): ``since``, when the card
        played by 【強襲】 was placed."""

        def resolve(game: Game) -> Flow:
            s = game.state
            owner = s.cards[card].owner
            stack = s.areas[f"{owner}.invading"]
            if card not in stack or s.cards[card].since != since:
                game.log([R.IMPOSSIBLE, R.NEW_CARD], f"{game.name(card)} is no longer the card played by "
                         "【強襲】", owner)
                return
            was_top = stack[0] == card
            kept = game.forbids(owner, "burst-discard") if was_top else None  # its own text, active on top
            if kept:  # "強襲で出現していても、…これを捨て札にしない": its text over 12.5.2 (1.3.1, 1.3.3)
                game.log([R.KEYWORD_BURST, R.CARD_OVER_RULES, R.FORBIDDEN], f"{game.name(card)} is not "
                         f"discarded: {kept}", owner, [card])
                return
            replaced = game._replaced_leaving if was_top else game._replaced  # under it, it does not leave the field
            if (yield from replaced("to-discard", card, R.KEYWORD_BURST, Cause.BURST)):
                return  # "これが強襲によって捨て札になる際、かわりに…" (10.9.1 over 12.5.2)
            had = game.granted(card) if was_top else ()  # "「逆襲…」を得る": kept as it leaves (10.6.4.1.2)
            s.put(card, f"{owner}.discard")
            game.log([R.KEYWORD_BURST, R.DISCARD_FROM_MONSTER], f"{game.name(card)} is discarded from "
                     "the invading monster", owner, [card])
            if was_top:  # the invading monster is on the field, in its zone (3.3.3.2): it leaves it (10.6.4.1.2);
                #          from under another it does not, as a stacked battle card's 【逆襲】 does not (12.7.3)
                game.log([R.MONSTER_ON_FIELD, R.INFO_FIELD], f"{game.name(card)} leaves the field", owner, [card])
                game._emit("left-field", card=card, player=owner, by_duplicate=False, granted=had)
            game._emit("to-discard", card=card, player=owner, cause=Cause.BURST,  # "…が(強襲により)捨て札に置かれるたび" (4.1.7, 12.5.3)
                       from_field=was_top)
            if was_top and stack:
                game.log(R.KEYWORD_BURST_NOT_PLAYED, f"{game.name(stack[0])} is on top again; it "
                         "was not played", owner, [stack[0]])
            yield from ()
        return resolve
