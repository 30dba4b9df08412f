"""Effects that move chosen cards between areas: evolve, move, swap, stack, play, look, reveal.

A mixin of :class:`~judgekit.engine.abilities.AbilityLayer`: each ``_do_<verb>``
runs one effect verb of ``ability_data.VERBS`` and cites the rule that says
what the printed words mean.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from judgekit.engine import rulebook as R
from judgekit.engine.ability_data import Ability, Effect, Event, Phase, Target, Whose, names_the_hand, whose_effects
from judgekit.engine.decisions import NO_MORE
from judgekit.engine.board_reading import FACING, BoardReading, sideways
from judgekit.engine.game import Flow, Game
from judgekit.engine.rulebook import Rule
from judgekit.engine.state import (
    LATERAL, PHASES, REST_OF_GAME, TURN_ORDER, ZONES, Result, adjacent, area_words, beside, other, same_column, strategy_key, zone_key,
)


class CardMoves(BoardReading):
    """Card-moving effect verbs; reads the board through BoardReading and chooses through the
    AbilityLayer's ``_choose_targets`` and friends."""

    if TYPE_CHECKING:  # what AbilityLayer gives (mypy checks its definitions against these)
        def _evolve(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow: ...
        def _choose_targets(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow: ...
        def _where_label(self, card: str) -> str: ...
        def run_all(self, effects: tuple[Effect, ...], master: str, source: str, ability: Ability) -> Flow: ...
        def _choose_zone(self, master: str, prompt: str, zones: list[int] | None = None,
                         rule: Rule = R.PLAY_BATTLE_CARD) -> Flow: ...
        @staticmethod
        def _with_amount(effect: Effect, amount: int) -> Effect: ...

    def _do_evolve_target(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """5.17.1: each chosen battle card evolves by its own 【進化】 (its rank and trait); True when one did."""
        chosen = yield from self._choose_targets(effect, master, source, rule)
        evolved, s, placed = False, self.game.state, []
        for card in chosen:
            own = [a for a in self.abilities(card) if a.keyword == "evolution"]
            if card in s.cards and own:
                key = s.where(card)
                before = list(s.areas[key])
                if (yield from self._evolve(own[0].effects[0], master, card, rule)):
                    evolved = True
                    placed += [c for c in s.areas[key] if c not in before]
        self.it = placed  # 「進化したカード」: each card now placed on one it evolved (5.17.1.1: that card has evolved)
        return evolved

    def _do_evolve_into(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """5.17.1: N of the master's battle cards on the field (all: 0) each evolve into a battle card of the pile
        ``other`` names: stacked on top of it, it appears (5.17.1.1: then it has evolved); ranked from the card
        it evolves from when ``to`` says so. Only a card with a card to evolve into is chosen (10.5.3)."""
        game, s = self.game, self.game.state
        ways = {"higher": lambda new, old: new > old, "lower": lambda new, old: new < old}
        ranked = ways.get(effect.to, lambda new, old: True)
        pile = self.appearing(self.targets(effect.other or effect.aim, master, source), master)
        done: list[str] = []
        evolved = False

        def into(holder: str) -> list[str]:
            old = s.definition(holder).rank
            return [c for c in pile if c not in done and s.where(c) != s.where(holder)
                    and s.definition(c).type == "battle" and ranked(s.definition(c).rank, old)]

        for _ in range(effect.amount or len(ZONES)):  # all: at most one a zone
            holders = [h for h in self.targets(effect.aim, master, source)
                       if h not in done and s.definition(h).type == "battle" and into(h)]
            if not holders:
                if not done:
                    game.log([rule, R.TARGETS_NONE], "no card can evolve into a card of that pile", master)
                break
            options = [(c, self._where_label(c)) for c in holders] + ([(NO_MORE.key, NO_MORE.label)] if effect.upto else [])
            holder = yield from game.choose(master, "card", "a card to evolve", options, rule)
            if holder == NO_MORE.key:
                break
            new = yield from game.choose(master, "card", f"a card for {game.name(holder)} to evolve into",
                                         [(c, game.name(c)) for c in into(holder)], R.EVOLVE)
            done.append(new)  # chosen: not offered again, whether it evolves or a replacement takes its place
            if self._evolution_forbidden(holder, rule):
                continue
            if (yield from game._replaced("evolve", holder, [rule, R.EVOLVE], f"effect:{master}")):
                continue  # "…が進化する際、かわりに…" (10.9.1.1: it did not evolve)
            game.stack_on(new, holder, master, [rule, R.EVOLVE], how="evolution")
            evolved = True
        return evolved

    def _evolution_forbidden(self, holder: str, rule: Rule) -> bool:
        """1.3.3 over 5.17.1, 12.6.2: 「相手の交戦カードは進化できない」 — ``holder`` does not evolve; nor where no
        battle card of its master's may appear (「…に交戦カードを出現させることができない」): evolving makes the new
        card appear in the holder's zone (5.17.1). Said in the trace."""
        game = self.game
        player = game.state.master(holder)
        zone = game.state.zone_of(holder)
        why = game.forbids(player, "evolve", card=holder) or (game.forbids(player, "play-battle", zone)
                                                              if zone is not None else None)
        if why:
            game.log([rule, R.FORBIDDEN], f"{game.name(holder)} does not evolve: {why}", player, [holder])
        return bool(why)

    def _empty_zones(self, player: str) -> list[int]:
        s = self.game.state
        return [n for n in ZONES if not s.areas[zone_key(player, n)] and n != s.position[player]]

    def _named_zones(self, effect: Effect, master: str, source: str) -> list[int] | None:
        """The zones a destination names ("これの隣接エリア", "エリア3~5"); None: any (empty) one."""
        if effect.to in ("adjacent", "adjacent-each"):
            here = self.here(source, master)
            return [n for n in ZONES if here is not None and adjacent(n, here)]
        if effect.to == "its-zone":  # 「そのエリアに」: the zones of the cards named before, on the master's side
            return [n for n in ZONES if any(self.game.state.zone_of(c) == n and self.game.state.master(c) == master
                                            for c in self.it if c in self.game.state.cards)]
        if effect.to == "named-zone":  # 「指定したエリアに」: the zones named before (10.5.3), on the master's side or a number
            return [n for n in (self.named_zones or ((self.named,) if self.named else ())) if self.named_side in ("", master)]
        if effect.to in ("same-number", "same-number-was"):  # 「これが(いる|いた)エリアと同じ数字の…エリアに」 (10.6.4.1.2)
            here = self.here(source, master) if effect.to == "same-number" else self.was_here(source, master)[1]
            return [here] if here is not None else []
        named = list(effect.into) if effect.to == "zones" else None
        if effect.near.startswith(("monster-", "it-")):  # named from another card (4.4.5.4, 4.4.5.1, 4.4.5.2)
            near = self._zones_from_another(effect.near, master)
            return near if named is None else [n for n in named if n in near]
        if effect.near.startswith("beside-"):  # 「これの右隣のエリアに」: the one zone next to it on that side (4.4.5.2, 4.4.5.5.1)
            place = Target(owner="you", type="", adjacent=True, side=effect.near.removeprefix("beside-"))
            near = self._field_zones(place, master, master, source)
            return near if named is None else [n for n in named if n in near]
        if effect.near:  # "これと同じ縦列の空いているエリアに" (4.4.5.4), "これより右側の…" (4.4.5.5): from this card
            here = self.here(source, master)
            near = [n for n in ZONES if here is not None and n != here and (
                n in same_column(here)[0] if effect.near == "column" else FACING[effect.near].get(here) == n
                if effect.near in FACING else sideways(n, here, effect.near, False))]
            named = near if named is None else [n for n in named if n in near]
        return named

    def _zones_from_another(self, near: str, master: str) -> list[int]:
        """The master's zones a destination names from another card: in a player's monster's column (4.4.5.4: the
        monster stands in its position's zone, 3.3.3.2), in front of or behind the master's monster (4.4.5.1), next to it
        or to the card chosen before (4.4.5.2; that card's zone on the opponent's side reaches only zone 8 across)."""
        s = self.game.state
        if near.startswith("monster-column:"):
            whose = other(master) if near.endswith("opponent") else master
            mine, across = same_column(s.position[whose])
            return sorted(across if whose != master else mine - {s.position[master]})
        if near in ("monster-front", "monster-behind"):
            found = FACING["front" if near == "monster-front" else "behind"].get(s.position[master])
            return [found] if found is not None else []
        if near == "monster-adjacent":
            return [n for n in ZONES if adjacent(n, s.position[master])]
        it = [c for c in self.it if c in s.cards and s.zone_of(c) is not None][:1]  # "it-adjacent": the card named before
        if not it:
            return []  # 10.10.1.1: gone, its zone with it
        zone, side = s.zone_of(it[0]), s.master(it[0])
        return [n for n in ZONES if zone is not None and adjacent(n, zone, across=side != master)]

    def _move_to_monster(self, cards: list[str], master: str, rule: Rule, may: bool, zones_of: str) -> Flow:
        """5.2.1: battle cards move into the zone of the named player's invading monster (4.4.3), whose cards
        they then are (3.1.2); the crush interrupt then destroys them there (11.3.3): a rule process (11.1.1),
        not the effect, so "相手の効果で破壊されない" does not keep them."""
        game, s = self.game, self.game.state
        owner = other(master) if zones_of == "opponent" else master
        moved = False
        for card in cards:
            if not self.on_its_own(card, master) or s.zone_of(card) is None:
                continue
            if may and (yield from game.choose(master, "move", f"move {game.name(card)} to the monster's zone?",
                                               [("yes", "move"), ("no", "stay")], rule)) == "no":
                continue
            if (yield from game._replaced("move", card, rule, f"effect:{master}")):
                continue  # "…が移動する際、かわりに…" (10.9.1.1: it did not move)
            changed = [R.MASTER] if s.master(card) != owner else []
            s.shift(card, zone_key(owner, s.position[owner]))
            game.log([rule, R.MOVE, *changed], f"{game.name(card)} moves to zone {s.position[owner]} of {owner}'s, "
                     "where its invading monster is", master, [card])
            game._emit("moved", card=card, player=s.master(card), cause=f"effect:{master}")
            moved = True
            yield from game._crush()  # 11.1.2.1: an interrupt, at once
        return moved

    def _move_to_empty(self, card: str, master: str, rule: Rule, may: bool, only: list[int] | None = None,
                       zones_of: str = "") -> Flow:
        """4.4.7: a battle card moves to an empty zone chosen by the effect's master (``only`` among
        these, when the text names where) of the player the text names (``zones_of``, as ``master``
        sees it), or else of the effect's master (4.1.6), whose card it then is on the field (3.1.2)."""
        game, s = self.game, self.game.state
        if not self.on_its_own(card, master):
            return False
        here = s.zone_of(card)
        owner = {"you": master, "opponent": other(master)}.get(zones_of, master)  # none named: master's (4.1.6)
        empty = [n for n in self._empty_zones(owner) if only is None or n in only]
        if here is None or not empty:
            game.log(R.IMPOSSIBLE, f"{game.name(card)} cannot move: no empty zone", master)
            return False
        # a "may" declined is "no" (the scenario contract's answer for "may"), shown as "stay"
        options = [(f"zone{n}", f"zone {n}") for n in empty] + ([("no", "stay")] if may else [])
        pick = yield from game.choose(master, "zone", f"where {game.name(card)} moves", options, R.EMPTY_ZONE)
        if pick == "no":
            return False
        if (yield from game._replaced("move", card, rule, f"effect:{master}")):
            return False  # "…が移動する際、かわりに…" (10.9.1.1: it did not move)
        was = s.master(card)
        s.shift(card, zone_key(owner, int(pick.removeprefix("zone"))))
        changed = [R.MASTER] if owner != was else []  # 3.1.2: now the card of the player whose zone it is in
        if changed and not zones_of:
            changed.insert(0, R.UNNAMED_ZONE)
        game.log([rule, R.MOVE, *changed], f"{game.name(card)} moves to {pick.replace('zone', 'zone ')}"
                 + (f" of {owner}'s: {owner} is now its master" if changed else ""), master, [card])
        game._emit("moved", card=card, player=s.master(card), cause=f"effect:{master}")  # seen where it is now (10.6.4.1.3)
        return True

    def _move_into_named(self, card: str, effect: Effect, master: str, rule: Rule) -> Flow:
        """「選んだ交戦カードを指定したエリアに移動させる」 (no 空いている): into the zone named before (10.5.3) — of the player the
        naming said (else the one the verb says, else the master's, 4.1.6), whose card it then is (3.1.2) — even if a card
        is in it: 5.2.1 moves it there, 11.5.1 then keeps the card placed last (this one) and destroys the other, and in a
        monster's zone it is crushed (11.3.3). Already there, or with no zone named, nothing is done (1.3.2)."""
        game, s = self.game, self.game.state
        if not self.on_its_own(card, master) or s.zone_of(card) is None:
            return False
        owner = ({"you": master, "opponent": other(master)}.get(effect.zones_of)
                 or self.named_side or master)
        zones = [n for n in (self.named_zones or ((self.named,) if self.named else ()))
                 if not (n == s.zone_of(card) and s.master(card) == owner)]
        if not zones:
            game.log(R.IMPOSSIBLE, f"{game.name(card)} does not move: no zone named it is not already in", master)
            return False
        options = [(f"zone{n}", f"zone {n}") for n in zones] + ([("no", "stay")] if effect.upto else [])
        pick = yield from game.choose(master, "zone", f"where {game.name(card)} moves", options, rule)
        if pick == "no":
            return False
        if (yield from game._replaced("move", card, rule, f"effect:{master}")):
            return False  # "…が移動する際、かわりに…" (10.9.1.1: it did not move)
        zone = int(pick.removeprefix("zone"))
        key = zone_key(owner, zone)
        held = [c for c in s.areas[key] if c != card]
        was = s.master(card)
        s.shift(card, key)
        if held:  # 5.2.1: moved in after the card there — the one placed last there (11.5.1)
            s.clock += 1
            s.cards[card].since = s.clock
        changed = [R.MASTER] if owner != was else []  # 3.1.2: now the card of the player whose zone it is in
        game.log([rule, R.MOVE, *changed], f"{game.name(card)} moves to zone {zone} of {owner}'s"
                 + (f", where {', '.join(game.name(c) for c in held)} already is (11.5.1 keeps the card placed last)"
                    if held else "") + (f": {owner} is now its master" if changed else ""), master, [card])
        game._emit("moved", card=card, player=s.master(card), cause=f"effect:{master}")
        yield from game._crush()
        return True

    def on_its_own(self, card: str, master: str) -> bool:
        """A card an effect names ("これ") is found on its own unless it now lies under another card:
        the two are one card, read as the top one (3.2.3), so the effect does nothing to it."""
        game = self.game
        if not game.state.stacked_under(card):
            return True
        game.log(R.STACK_ONE_CARD, f"{game.name(card)} lies under another card: one card with it, "
                                   "not found on its own", master, [card])
        return False

    def _do_move_self(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        if effect.to == "next-zone":
            return (yield from self._move_to_next(effect, master, source, rule))
        return (yield from self._move_to_empty(source, master, rule, effect.upto,
                                               self._named_zones(effect, master, source)))

    def _do_move(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        chosen = yield from self._choose_targets(effect, master, source, rule)
        if effect.to == "monster-zone":
            return (yield from self._move_to_monster(self._movable(chosen, master, source, rule), master, rule,
                                                     effect.upto, effect.zones_of))
        moved, took = False, []
        if effect.to == "named-zone":  # 「…を指定したエリアに移動させる」: the zone named, occupied or not (5.2.1)
            for card in self._movable(chosen, master, source, rule):
                if (yield from self._move_into_named(card, effect, master, rule)):
                    moved = True
                    took.append(card)
            self.it = took
            return moved
        for card in self._movable(chosen, master, source, rule):
            if (yield from self._move_to_empty(card, master, rule, effect.upto,
                                               self._named_zones(effect, master, source), effect.zones_of)):
                moved = True
                took.append(card)
        self.it = took  # 「移動させたカード」「それ」: the cards it moved (5.2.1), where they stand now
        return moved

    def _movable(self, cards: list[str], master: str, source: str, rule: Rule) -> list[str]:
        """Those of ``cards`` an effect of ``master``'s (from ``source``, 10.11.2) may move to another
        zone: not those of the opponent's that "相手の効果で移動されない" keeps where they are (1.3.3)."""
        game, s = self.game, self.game.state
        kept = [c for c in cards if game.kept_from("protected-move", c, master, source)]
        for card in kept:
            game.log([rule, R.FORBIDDEN], f"{game.name(card)} is not moved by the {whose_effects(s.master(card) == master)}", master, [card])
        return [c for c in cards if c not in kept]

    def _do_swap(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """5.6.1: two battle cards of one player exchange zones at once ("これと…": this card and one
        chosen)."""
        game, s = self.game, self.game.state
        if effect.to == "piles":
            return (yield from self._swap_piles(effect, master, source, rule))
        if effect.aim.area in ("hand", "discard"):
            field = source if effect.to != "field" else (yield from self._field_card_to_swap(effect, master, source, rule))
            return field is not None and (yield from self._swap_with_pile(effect, master, source, rule, field))
        chosen = self.targets(effect.aim, master, source) if effect.aim.area == "it" else []
        piles = {f"{master}.hand": "hand", f"{master}.discard": "discard"}
        if effect.to == "this" and chosen and s.where(chosen[0]) in piles:
            # 「…の交戦カードを1枚選び、これと入れ替える」: the card chosen before is of the master's hand or
            # discard pile — this card goes there, it into this card's zone (5.6.1), where it appears: a battle
            # card only (5.11.1)
            pile = piles[s.where(chosen[0])]
            return (yield from self._swap_with_pile(effect, master, source, rule, source, pile, [
                c for c in chosen if s.where(c) == f"{master}.{pile}" and s.definition(c).type == "battle"]))
        fits = self._movable(self.targets(effect.aim, master, source), master, source, rule)
        if effect.to == "this":
            fits = [source, *(c for c in fits if c != source)] if self.here(source, master) is not None else []
        if len(fits) < 2:
            game.log([rule, R.SWAP_FAILS], "fewer than two battle cards to swap", master)
            return False
        if effect.upto:
            if not (yield from game.ask(master, "swap two battle cards", R.SWAP)):
                return False
        if len(fits) == 2 or effect.to == "this":  # both move at once (5.6.1): which is "first" is no choice
            first = fits[0]
            second = fits[1] if len(fits) == 2 else (yield from game.choose(
                master, "card", f"the card to swap with {game.name(first)}",
                [(c, self._where_label(c)) for c in fits[1:]], R.SWAP))
        else:
            first = yield from game.choose(master, "card", "the first card to swap",
                                           [(c, self._where_label(c)) for c in fits], R.SWAP)
            second = yield from game.choose(master, "card", "the second card to swap",
                                            [(c, self._where_label(c)) for c in fits if c != first], R.SWAP)
        s.swap(first, second)
        game.log([rule, R.SWAP], f"{game.name(first)} and {game.name(second)} exchange zones", master,
                 [first, second])
        for card in (first, second):  # 5.6.1: each moved to the other's zone, at once
            game._emit("moved", card=card, player=s.master(card), cause=f"effect:{master}")
        return True

    def _swap_piles(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """5.6.1: a card of one pile of the master's and one of another exchange piles at once (the hand's
        to the discard pile, the discard pile's to the hand); 5.6.2: with either missing, neither moves."""
        game, s = self.game, self.game.state
        sides = [effect.aim, effect.other if effect.other is not None else effect.aim]
        fits = [self.targets(side, master, source) for side in sides]
        if not all(fits):
            game.log([rule, R.SWAP_FAILS], f"no card of the {sides[0].area} and of the {sides[1].area} to swap", master)
            return False
        if effect.upto and not (yield from game.ask(master, f"swap a card of the {sides[0].area} with one of the "
                                                            f"{sides[1].area}", R.SWAP)):
            return False
        chosen = []
        for side, found in zip(sides, fits):
            chosen.append(found[0] if len(found) == 1 else (yield from game.choose(
                master, "card", f"the card of the {side.area} to swap", [(c, game.name(c)) for c in found], R.SWAP)))
        for card, side in zip(chosen, reversed(sides)):  # each to the other's pile, its owner's (4.1.7)
            if side.area == "discard":
                yield from game._to_discard(card, [rule, R.SWAP], cause=f"effect:{master}")
            else:
                self._put_away(card, side.area, master, rule, f"goes to the {side.area}")
        game.log([rule, R.SWAP], f"{game.name(chosen[0])} and {game.name(chosen[1])} exchange places", master, chosen)
        self.it = chosen
        return True

    def _field_card_to_swap(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"あなたのエリアにいる交戦カード1枚と、…手札の交戦カード1枚を入れ替える": the master chooses the field card
        (5.6.1) — none when no card of the pile could take its place, as neither then moves (5.6.2)."""
        game = self.game
        assert effect.other is not None
        found = [c for c in self._movable(self.targets(effect.other, master, source), master, source, rule)
                 if game.state.zone_of(c) is not None]
        if effect.aim.same_as == "it":  # "…1枚と、捨て札のそれと同じ等級の…": a field card some pile card matches
            found = [c for c in found if self._pile_cards_for(effect, master, source, c)]
        if not found or effect.aim.same_as != "it" and not self.appearing(self.targets(effect.aim, master, source), master):
            game.log([rule, R.SWAP_FAILS], f"no battle card of the field and of the {effect.aim.area} to swap", master)
            return None
        return found[0] if len(found) == 1 else (yield from game.choose(
            master, "card", f"the battle card to swap with a card of the {effect.aim.area}",
            [(c, self._where_label(c)) for c in found], R.SWAP))

    def _pile_cards_for(self, effect: Effect, master: str, source: str, field: str) -> list[str]:
        """The pile's cards that may take ``field``'s place: those the phrase finds (and that may appear),
        "それと同じ等級の" measured against ``field`` itself (2.3.1)."""
        if effect.aim.same_as == "it":
            self.it = [field]
        return self.appearing(self.targets(effect.aim, master, source), master)

    def _swap_with_pile(self, effect: Effect, master: str, source: str, rule: Rule, field: str,
                        pile: str = "", chosen: list[str] | None = None) -> Flow:
        """5.6.1: a battle card on the field (this card, or one chosen) and a card of its master's hand or
        discard pile exchange places at once — the field card (with what is under it, 3.2.4) to that pile,
        the other into its zone, where it appears (5.11.1); 5.6.2: if either cannot move (the field card
        gone, none that may appear), neither does."""
        game, s = self.game, self.game.state
        pile = pile or effect.aim.area  # or the pile of the card chosen before (``chosen``)
        here = s.zone_of(field) if field in s.cards and self.on_its_own(field, master) else None
        fits = [] if here is None else self.appearing(chosen, master) if chosen is not None else \
            self._pile_cards_for(effect, master, source, field)
        if here is None or not fits:
            game.log([rule, R.SWAP_FAILS], f"{game.name(field)} cannot swap with a card of the {pile}", master)
            return False
        if effect.upto and not (yield from game.ask(master, f"swap {game.name(field)} with a card of the {pile}",
                                                    R.SWAP)):
            return False
        card = fits[0] if len(fits) == 1 else (yield from game.choose(
            master, "card", f"the card to swap with {game.name(field)}", [(c, game.name(c)) for c in fits], R.SWAP))
        had, left = game.granted(field), s.zone_of(field)  # what it was granted on the field, where (10.6.4.1.2)
        if pile == "discard":
            yield from game._to_discard(field, [rule, R.SWAP], cause=f"effect:{master}")
        else:
            for moved in s.put_stack(field, "hand"):  # its owner's hand (4.1.7), what is under it too (3.2.4)
                game.log([rule, R.SWAP] if moved == field else [R.STACK_MOVES, R.MOVE],
                         f"{game.name(moved)} goes to the hand", master, [moved])
                game.vanish_outside_zones(moved)
        yield from self._play_to(card, master, here, rule)
        if pile == "hand" and field in s.cards:
            game._emit("returned", card=field, player=master, cause=f"effect:{master}", granted=had,
                       zone=left)  # 5.2.1
        yield from game._crush()
        return True

    def _put_under(self, card: str, holder: str, master: str) -> Flow:
        """3.2.1: ``card`` goes to the bottom of ``holder``'s stack (the invading monster's or a
        card's), with what is stacked under it (3.2.4) — unless a replacement takes the place of a card
        stacked under ``holder`` (「これの下にカードが重ねられる際、かわりに…」, 10.9.1); True when it went."""
        s = self.game.state
        if (yield from self.game._replaced("stacked", holder, R.STACK, f"effect:{master}")):
            return False  # 10.9.1.1: it was not stacked
        moving = [card, *s.cards[card].under]
        s.cards[card].under = []
        if holder == s.top_of_invading(master):
            for one in moving:
                s.put(one, f"{master}.invading", top=False)
        else:
            s.lift(card)
            s.cards[holder].under.extend(moving)
        self.game._emit("stacked", card=card, holder=holder, player=s.cards[holder].owner)  # 3.2.1
        return True

    def _do_strategy_zones(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"これ以降、あなたの戦略カード置き場は3つになる": for the rest of the game, even after
        this card is gone (its reminder text)."""
        s = self.game.state
        s.strategy_count[master] = effect.amount
        self.game.log([rule, R.STRATEGY_ZONE_COUNT], f"{master} has {effect.amount} strategy zones from now on",
                      master, [source])
        yield from ()
        return True

    def _do_vanish(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """9.1.3: the chosen tokens are taken out of their areas, out of the game."""
        game, s = self.game, self.game.state
        chosen = yield from self._choose_targets(effect, master, source, rule)
        gone = [c for c in chosen if c in s.cards and s.definition(c).is_token]
        for card in gone:
            game.log([rule, R.TOKEN_GONE], f"{game.name(card)} vanishes", master, [card])
            left = s.remove(card)
            if left:  # 9.1.3 takes the token alone out of its area; what was under it stays there
                names = ", ".join(map(game.name, left))
                game.log([R.TOKEN_GONE, R.STACK_ORDER], f"{names}, under {game.name(card)}, stay"
                         f"{'s' if len(left) == 1 else ''} in {area_words(s.area_of(left[0]))}"
                         + (f", {game.name(left[0])} on top" if len(left) > 1 else ""), master, left)
        self.it = gone  # "消滅させたトークン1枚につき": counted as they last were (10.10.1.2)
        return bool(gone)

    def _do_lose(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """1.2.4: the player loses during the effect's resolution, without a check timing; every player
        at once ("各プレイヤーはゲームに敗北する"): a draw (1.2.2)."""
        if effect.who == "each":
            self.game.log([rule, R.LOSE_BY_EFFECT, R.ALL_LOSE], f"every player loses the game by "
                          f"{self.game.name(source)}: a draw", None, [source])
            self.game._end(Result(None, "draw", R.ALL_LOSE.number))
            return True
        return (yield from self._game_ends(self.player(effect.who, master), source, rule))

    def _do_win(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """1.2.4: the player wins during the effect's resolution: the other loses at once."""
        return (yield from self._game_ends(other(self.player(effect.who, master)), source, rule))

    def _game_ends(self, loser: str, source: str, rule: Rule) -> Flow:
        self.game.log([rule, R.LOSE_BY_EFFECT], f"{loser} loses the game by {self.game.name(source)}", loser,
                      [source])
        self.game._end(Result(other(loser), "effect", R.LOSE_BY_EFFECT.number))
        yield from ()
        return True

    def _do_reveal(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """5.10.1: the top N cards of the deck — or cards of a hand, chosen by the player whose hand
        it is — are shown to every player; they stay where they are."""
        game, s = self.game, self.game.state
        player = self.player(effect.who, master)
        if (yield from self._act_stopped("reveal", player, master, rule)):
            self.it = []
            return False
        if effect.target is not None:  # "相手は自分の手札をすべて公開する"
            mine = dataclasses.replace(effect, target=dataclasses.replace(effect.target, owner="you"))
            self.it = yield from self._choose_targets(mine, player, source, rule)
        else:
            self.it = s.areas[f"{player}.deck"][:effect.amount]
        for card in self.it:
            game.log([rule, R.REVEAL], f"{player} reveals {game.name(card)}", player, [card])
        if self.it:  # 「相手がカードを公開した時」: the player who shows them (5.10.1)
            game._emit("revealed", player=player)
        self.seen = [(card, s.where(card)) for card in self.it]
        yield from ()
        return bool(self.it)

    def _do_to_discard(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """The chosen cards (those revealed before) go to their owners' discard piles; a card
        stacked under another goes alone, the top staying (5.7.3.1): not destroyed (5.12.1.1)."""
        chosen = yield from self._choose_targets(effect, master, source, rule)
        for card in chosen:
            if self._off_the_stack(card):
                self.game.state.put(card, f"{self.game.state.cards[card].owner}.discard")
                self.game.log([rule, R.DISCARD_FROM_MONSTER], f"{self.game.name(card)} goes from under its stack "
                              "to the discard pile", master, [card])
                if not self.game.vanish_outside_zones(card):  # "…が捨て札に置かれるたび" (4.1.7)
                    self.game._emit("to-discard", card=card, player=self.game.state.cards[card].owner)
            else:
                yield from self.game._to_discard(card, [rule, R.MOVE])
        self.it = chosen
        return bool(chosen)

    def _off_the_stack(self, card: str) -> bool:
        """Whether ``card`` lay under another (a card's, or the invading monster's, 3.2.1); if it
        did, it is taken out alone, ready to be put elsewhere."""
        s = self.game.state
        where = s.where(card)
        if where.endswith(".invading"):
            return s.areas[where][0] != card  # the list's own: s.put takes it out
        return s.unstack(card)

    def _do_select(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"〜を1枚まで選ぶ": chosen now, for the effect after it ("選んだカード")."""
        self.it = yield from self._choose_targets(effect, master, source, rule)
        return bool(self.it)

    def _do_place_strategy(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """5.9.1: "置いて発動させる": the master plays each chosen strategy card (10.5.2): it goes
        to a strategy zone of theirs (an empty one if there is one) and its text triggers. 「空いている戦略カード
        置き場に」 (``to == "empty"``, 4.5) names only an empty one: with none, the card is not played and stays
        where it is (5.9.1 cannot be done, 1.3.2), instead of 11.5.1 taking the older card."""
        game, s = self.game, self.game.state
        why = game.forbids(master, "activate-strategy")
        if why:
            game.log([rule, R.FORBIDDEN], f"{why} forbids {master} to place strategy cards", master)
            return False
        chosen = yield from self._choose_targets(effect, master, source, rule)
        placed = []
        for card in chosen:
            slots = list(s.strategy_zones(master))
            empty = [n for n in slots if not s.areas[strategy_key(master, n)]]
            if not empty and effect.to == "empty":
                game.log([rule, R.IMPOSSIBLE], f"no empty strategy zone: {game.name(card)} is not activated",
                         master, [card])
                continue
            slots = empty or slots  # else 11.5.1
            key = yield from game.choose(master, "zone", f"the strategy zone for {game.name(card)}",
                                         [(f"strategy{n}", f"strategy zone {n}") for n in slots],
                                         R.PLAY_STRATEGY_ZONE)
            if (yield from game._replaced("place-strategy", card, rule, f"effect:{master}")):
                continue  # 「…戦略カードが発動される際、かわりに…」: it stays where it was (10.9.1.1)
            game.log([rule, R.ACTIVATE_BY_EFFECT, R.PLAY_CARD], f"{master} activates {game.name(card)}",
                     master, [card])
            game.place_strategy(card, master, int(key.removeprefix("strategy")))
            placed.append(card)
        return bool(placed)

    def _do_stack_self_under(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """3.2.1: this card (with what is under it, 3.2.4) goes under a chosen card of yours; that
        card is then "それ" / "それら" for the effects after it."""
        game = self.game
        if self.here(source, master) is None:
            game.log(R.IMPOSSIBLE, f"{game.name(source)} is no longer on the field", master)
            return False
        if game.state.where(source).endswith(".invading"):  # 3.3.1: never under a card in a zone
            game.log([R.IMPOSSIBLE, R.ONE_INVADING_MONSTER], f"{game.name(source)} is an invading monster: it "
                     "stays where it is", master, [source])
            return False
        fits = self.targets(effect.aim, master, source)
        if not fits or effect.upto and not (yield from game.ask(
                master, f"stack {game.name(source)} under {effect.target}", rule)):
            return False
        holder = yield from game.choose(master, "card", f"the card to stack {game.name(source)} under",
                                        [(c, self._where_label(c)) for c in fits], R.STACK)
        if not (yield from self._put_under(source, holder, master)):
            return False
        game.log([rule, R.STACK, R.STACK_MOVES], f"{game.name(source)} is stacked under {game.name(holder)}",
                 master, [source, holder])
        self.it = [holder]
        return True

    def _do_stack_under(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """3.2.1: cards go under this card, or under your invading monster ("あなたの怪獣カードの下に")."""
        game = self.game
        holder = game.state.top_of_invading(master) if effect.to == "monster" else source
        if holder is None or holder == source and self.here(source, master) is None:
            game.log(R.IMPOSSIBLE, f"{game.name(source)} is no longer on the field", master)
            return False
        chosen = yield from self._choose_targets(effect, master, source, rule)
        for card in chosen:
            if (yield from self._put_under(card, holder, master)):
                game.log([rule, R.STACK], f"{game.name(card)} is stacked under {game.name(holder)}", master,
                         [card, holder])
        return bool(chosen) and (effect.upto or effect.amount in (0, len(chosen)))

    def _play_to(self, card: str, master: str, zone: int, rule: Rule) -> Flow:
        """5.11.1: a battle card from outside the field is played to one of its master's zones, unless a
        replacement takes the place of its appearing (「…が効果で出現する際、かわりに…」, 10.9.1.1: it stays
        where it was); True when it appeared."""
        if (yield from self.game._replaced("play", card, rule, f"effect:{master}")):
            return False
        self._place(card, master, zone, rule)
        self.game._emit("played", card=card, player=master, cause=f"effect:{master}")  # by an effect: 「効果で出現した時」
        return True

    def _place(self, card: str, master: str, zone: int, rule: Rule) -> None:
        game, s = self.game, self.game.state
        s.cards[card].played_from = s.pile_of(card)  # 5.11.3: 「手札から出現する」 by an effect too
        if s.cards[card].played_from == "hand":  # 「このターンあなたが手札から交戦カードを出現させていたら」 (5.11.3)
            s.done[master].append("battle")
        s.put(card, zone_key(master, zone))
        lent = [R.MASTER, R.OWNER_AREA] if s.cards[card].owner != master else []  # the opponent's card: yours now
        game.log([rule, R.PLAY_BATTLE_CARD, *lent], f"{game.name(card)} appears in zone {zone}"
                 + (f" ({s.cards[card].owner} stays its owner)" if lent else ""), master, [card])
        s.cards[card].played_by = "effect"

    def _play_together(self, cards: list[str], master: str, zones: list[int], rule: Rule,
                       each_its_own: bool = False, by: str = "") -> Flow:
        """Battle cards one effect plays at once (5.11.1): their zones are chosen apart, as far
        as there are zones (5.11.1.3; ``each_its_own``: the text says one in each, so none is
        shared); then all appear, and each appearance is seen by the others (10.6.4.2), as
        tokens made together are (``BoardChanges.create_tokens``). ``by``: the effect's master when
        another player plays them at its word (「相手は自分の…出現させる」: ``master`` plays, 3.1.2.3)."""
        game, placed = self.game, []
        for card in cards:
            free = [n for n in zones if n not in placed]
            if not free and each_its_own or not zones:
                game.log(R.IMPOSSIBLE, "no zone left to play it to", master)
                break
            apart = len(cards) > 1 and len(free) < len(zones)
            zone = yield from self._choose_zone(master, f"the zone for {game.name(card)}", free or zones,
                                                R.PLAY_APART if apart else R.PLAY_BATTLE_CARD)
            placed.append(zone)
        together = []
        for card, zone in zip(cards, placed):  # 「…が効果で出現する際、かわりに…」: it stays where it was (10.9.1.1)
            if not (yield from game._replaced("play", card, rule, f"effect:{by or master}")):
                together.append((card, zone))
        for card, zone in together:
            self._off_the_stack(card)  # from under a stack: taken out alone first (3.2.1)
            self._place(card, master, zone, rule)
        if len(together) > 1:
            game.log([rule, R.PLAY_APART, R.TRIGGER_WITH_ENTRY], f"the {len(together)} battle cards appear "
                     "together: each sees the others appear", master, [card for card, _zone in together])
        for card, _zone in together:
            game._emit("played", card=card, player=master, cause=f"effect:{by or master}")
        yield from game._crush()
        return bool(together)

    def _zones_for(self, effect: Effect, master: str, source: str) -> list[int]:
        """Where an effect's battle cards may be played: where they may appear, and next to this card
        or in empty zones if the text says so."""
        s = self.game.state
        free = self.zones_to_appear(master)
        named = self._named_zones(effect, master, source)
        if named is not None:  # next to this card, or the zones printed
            free = [n for n in free if n in named]
        if effect.to in ("empty", "empty-each"):  # 4.4.7
            free = [n for n in self._empty_zones(master) if n in free]
        return free

    def _do_play(self, effect: Effect, master: str, source: str, rule: Rule, by: str = "") -> Flow:
        """5.11.1: battle cards from the discard pile or the hand are played to zones. ``by``: the master of
        the effect when the player named plays their own cards at its word — the effect stays its master's
        (3.1.2.3), so 「相手の効果で出現した時」 of the player who played them sees it."""
        game = self.game
        if effect.who != "you":  # 3.1.2.3.1: the player named plays their own card, as its master (1.3.4)
            players = TURN_ORDER[game.state.turn_player] if effect.who == "each" else (other(master),)
            happened = False
            for player in players:
                own = dataclasses.replace(effect, who="you")
                happened = (yield from self._do_play(own, player, source, rule, by=master)) or happened
            return happened
        if effect.to == "on-monster":  # 5.11.2: a monster card appears as the new invading monster
            chosen = yield from self._choose_targets(effect, master, source, rule)
            for card in chosen[:1]:
                yield from game._become_invading(master, card, rule, cause=f"effect:{by or master}")  # cites 5.11.2
            return bool(chosen)
        zones = self._zones_for(effect, master, source)
        if effect.to.endswith("-each"):  # one card in each of the zones next to this card / empty zones
            effect = self._with_amount(effect, len(zones))
        chosen = yield from self._choose_targets(effect, master, source, rule)
        yield from self._play_together(chosen, master, zones, rule, each_its_own=effect.to.endswith("-each"), by=by)
        self.it = [c for c in chosen if c in self.game.state.cards and self.game.state.in_zone_or_strategy_zone(c)]
        return bool(chosen)

    def _do_self_from_hand(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """「これを手札から山札の下に置く」: this card, if it is still in its owner's hand (10.3.4.1; 1.3.2), to the deck."""
        return (yield from self._do_self_from_discard(effect, master, source, rule, "hand"))

    def _do_self_from_monster_deck(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """「これを怪獣デッキから山札の上に置く」: this card, if it is still in its owner's monster deck (10.3.4.1; 1.3.2), to the
        deck (4.1.7: its owner's)."""
        return (yield from self._do_self_from_discard(effect, master, source, rule, "monster_deck"))

    def _do_self_from_discard(self, effect: Effect, master: str, source: str, rule: Rule, pile: str = "") -> Flow:
        """This card, if it is still in the discard pile — or the hand its condition names ("これがあなたの
        手札にあるなら", 10.3.4.1) — to a zone or the hand."""
        game, s = self.game, self.game.state
        pile = pile or ("hand" if names_the_hand(effect.condition) else "discard")
        if source not in s.cards or s.where(source) != f"{master}.{pile}":
            game.log(R.IMPOSSIBLE, f"{game.name(source)} is no longer in the {area_words(pile)}", master)
            return False
        if effect.to == "play" and not self.appearing([source], master):
            return False
        if effect.upto:
            if not (yield from game.ask(master, f"take {game.name(source)} from the {area_words(pile)}", rule)):
                return False
        if effect.to == "hand":
            s.put(source, f"{master}.hand")
            game.log([rule, R.MOVE], f"{game.name(source)} returns to the hand", master, [source])
            return True
        if effect.to in ("deck-top", "deck-bottom"):  # its owner's deck (4.1.7; in a discard pile its master is its owner)
            top = effect.to == "deck-top"
            s.put(source, f"{master}.deck", top=top)
            game.log([rule, R.MOVE], f"{game.name(source)} goes to the {'top' if top else 'bottom'} of the deck", master,
                     [source])
            return True
        if effect.to == "deck-shuffled":  # 「山札に戻し、シャッフルする」: into the deck, then the deck shuffled (5.3.1)
            s.put(source, f"{master}.deck")
            game.log([rule, R.MOVE], f"{game.name(source)} goes into the deck", master, [source])
            game._shuffle(f"{master}.deck", rule)
            return True
        zones = None if effect.to == "play" else self._zones_for(effect, master, source)
        if zones == []:
            game.log(R.IMPOSSIBLE, f"no zone for {game.name(source)} to appear in", master)
            return False
        zone = yield from self._choose_zone(master, f"the zone for {game.name(source)}", zones)
        appeared = yield from self._play_to(source, master, zone, rule)
        yield from game._crush()
        return appeared

    def _do_look(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """5.5.1: look at the top N; each is kept on top (in the order chosen) or discarded — or
        all go back on top or to the bottom in the order chosen (Effect.to). "N枚まで": one more
        at a time, until the player stops (5.5.2)."""
        game, s = self.game, self.game.state
        if (yield from self._act_stopped("look", master, master, rule)):
            self.it = []
            return False
        if effect.target is not None and effect.aim.area in ("monster_deck", "hand"):  # "あなたの怪獣デッキを見て",
            # "相手の手札を見て": all of that hidden area, in no order (4.6.2, 4.7), by the master; "その中の…" names them
            whose = self.player(effect.aim.owner, master)
            key = f"{whose}.{effect.aim.area}"
            self.it = list(s.areas[key])
            game.log([rule, R.LOOK, R.MONSTER_DECK if effect.aim.area == "monster_deck" else R.HAND],
                     f"{master} looks at {whose}'s {effect.aim.area.replace('_', ' ')}", master, self.it)
            game._emit("looked", player=master)  # 「あなたがカードを見た時」: the player who looks (5.5.1)
            self.seen = [(card, key) for card in self.it]
            return bool(self.it)
        deck = f"{self.player(effect.who, master)}.deck"  # "相手の山札を上から1枚見る": that deck, by the master
        seen = s.areas[deck][:effect.amount]
        if seen:  # 「相手が山札の上からカードを見た時」: the player who looks (5.5.1)
            game._emit("looked", player=master)
        if effect.upto and effect.target is None or effect.look_upto:  # with a card phrase, upto is the take's
            seen = []
            while len(seen) < min(effect.amount, len(s.areas[deck])) and (yield from game.ask(
                    master, f"look at one more card ({len(seen)} of up to {effect.amount})", R.LOOK_UP_TO)):
                seen.append(s.areas[deck][len(seen)])
        game.log([rule, R.LOOK], f"{master} looks at the top {len(seen)} card(s) of {deck}", master, seen)
        self.it = list(seen)  # "その中から…": the cards looked at (10.5.3)
        self.seen = [(card, deck) for card in seen]
        if effect.to == "stay":  # only looked at (5.5.1)
            return bool(seen)
        if effect.target is not None:  # "その中から…を1枚手札に加え、残りを…": some taken first
            seen = yield from self._take_looked(effect, seen, master, source, rule)
            if effect.to == "discard":
                for card in seen:
                    yield from game._to_discard(card, [rule, R.MILL])
                return True
        if effect.to and effect.to != "split":
            return (yield from self._back_in_order(seen, master, effect.to == "top", deck))
        kept, rest = [], []
        for card in seen:  # 10.5.3.1.1: as many as the player wants stay on top; the rest go (5.2.1)
            if (yield from game.ask(master, f"keep {game.name(card)} on top of the deck", R.LOOK)):
                kept.append(card)
            elif effect.to == "split":  # the rest to the deck's bottom, in the order chosen (5.2.1)
                rest.append(card)
            else:
                yield from game._to_discard(card, [rule, R.MILL])
        if rest:
            yield from self._back_in_order(rest, master, False, deck)
        order = []
        while len(kept) > 1:
            pick = yield from game.choose(master, "card", "the next card from the top",
                                          [(c, game.name(c)) for c in kept], R.LOOK)
            kept.remove(pick)
            order.append(pick)
        for card in reversed(order + kept):
            s.put(card, deck)
        return True

    def _take_looked(self, effect: Effect, seen: list[str], master: str, source: str, rule: Rule) -> Flow:
        """The cards looked at that fit the effect's card phrase, as many as it says (all, exactly N
        if there are, or up to N: 10.5.3.1), go to the hand (5.2.1); returns the rest."""
        game, s = self.game, self.game.state
        fits = [c for c in seen if self.fits(c, effect.aim, source)]
        taken: list[str] = fits if not effect.take or len(fits) <= effect.take and not effect.upto else []
        while effect.take and len(taken) < min(effect.take, len(fits)) and taken is not fits:
            stop = [(NO_MORE.key, NO_MORE.label)] if effect.upto else []
            pick = yield from game.choose(master, "card", "a card looked at to take",
                                          [(c, game.name(c)) for c in fits if c not in taken] + stop,
                                          R.TARGETS_UP_TO if effect.upto else R.TARGETS)
            if pick == NO_MORE.key:
                break
            taken.append(pick)
        for card in taken:
            s.put(card, f"{master}.hand")
            game.log([rule, R.MOVE], f"{game.name(card)} goes to the hand", master, [card])
        return [c for c in seen if c not in taken]

    def _back_in_order(self, cards: list[str], master: str, top: bool, deck: str = "") -> Flow:
        """The cards looked at, back on top or at the bottom of the deck in the order the master
        chooses (5.2.1); the first chosen is the topmost of them."""
        game, s = self.game, self.game.state
        order, left = [], list(cards)
        while len(left) > 1:
            pick = yield from game.choose(master, "card", "the next card from the top",
                                          [(c, game.name(c)) for c in left], R.LOOK)
            left.remove(pick)
            order.append(pick)
        order += left
        for card in reversed(order) if top else order:  # into the deck they came from
            s.put(card, deck or f"{master}.deck", top=top)
        game.log([R.LOOK, R.MOVE], f"{len(order)} card(s) go {'on top' if top else 'to the bottom'} of the deck",
                 master, order)
        return True

    def _do_reveal_take(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """5.10.1: reveal the top N, put those that fit (all, or as many as told) into the hand,
        the rest into the discard pile."""
        game, s = self.game, self.game.state
        shown = s.areas[f"{master}.deck"][:effect.amount]
        game.log([rule, R.REVEAL], f"{master} reveals " + (", ".join(game.name(c) for c in shown) or "nothing"),
                 master, shown)
        # "公開した…1枚につき" counts every card shown, those taken and those discarded alike (5.10)
        self.seen = [(card, f"{master}.deck") for card in shown]
        if shown:  # 「あなたがカードを公開した時」 (5.10.1)
            game._emit("revealed", player=master)
        fits = [c for c in shown if self.fits(c, effect.aim, source)]
        taken = fits
        if effect.to == "each-color":  # "赤と青の交戦カードをそれぞれ1枚": one of each color
            taken = []
            for color in effect.aim.colors:
                options = [(c, game.name(c)) for c in fits if c not in taken and color in game.colors(c)]
                if options:
                    taken.append((yield from game.choose(master, "card", f"a revealed {color} card to take",
                                                         options, rule)))
        elif effect.take and (len(fits) > effect.take or effect.upto and fits):
            taken = []  # exactly N of them, or up to N (10.5.3.1.1)
            for _ in range(min(effect.take, len(fits))):
                stop = [(NO_MORE.key, NO_MORE.label)] if effect.upto else []
                pick = yield from game.choose(master, "card", "a revealed card to take",
                                              [(c, game.name(c)) for c in fits if c not in taken] + stop, rule)
                if pick == NO_MORE.key:
                    break
                taken.append(pick)
        for card in shown:
            if card in taken:
                s.put(card, f"{master}.hand")
                game.log([rule, R.MOVE], f"{game.name(card)} goes to the hand", master, [card])
            else:
                yield from game._to_discard(card, [rule, R.MILL])
        self.it = list(taken)  # "手札に加えたカード", "それ": the cards taken
        return bool(taken)

    def _do_deck_bottom_self(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        game, s = self.game, self.game.state
        from_field = s.in_zone_or_strategy_zone(source)
        if from_field and (yield from game._replaced_leaving("to-deck", source, rule, f"effect:{master}")):
            return True  # "これが山札に戻される際、かわりに…" (10.9.1)
        had = game.granted(source) if from_field else ()  # what it was granted there (10.6.4.1.2)
        left = s.zone_of(source)  # … and where it stood (4.4.5)
        for card in s.put_stack(source, "deck", top=False):  # what is under it goes too (3.2.4)
            game.log([rule, R.MOVE] if card == source else [R.STACK_MOVES, R.MOVE],
                     f"{game.name(card)} goes to the bottom of the deck", master, [card])
            game.vanish_outside_zones(card)
        if from_field and source in s.cards:  # "…がフィールドを離れるたび" (10.6.4.1.2)
            game._emit("left-to-deck", card=source, player=s.cards[source].owner, cause=f"effect:{master}",
                       granted=had, zone=left)
        yield from ()
        return True

    def _do_retreat_to(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        game, s = self.game, self.game.state
        target = self.player(effect.who, master)
        moved = False
        while s.position[target] > effect.amount and not game.over:
            if not (yield from game._retreat(target, rule, f"effect:{master}")):
                break
            moved = True
        return moved

    def _do_to_strategy_zone(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"戦略カード置き場に置く": strategy cards put into their master's empty strategy zones, not played —
        no text of theirs triggers (4.5.1 over 10.1.1.1.2, the effect's words, 1.3.1); with no empty zone, not put (1.3.2)."""
        game, s = self.game, self.game.state
        chosen = yield from self._choose_targets(effect, master, source, rule)
        put = False
        for card in chosen:
            empty = [key for key in s.strategy_keys(master) if not s.areas[key]]
            if not empty:
                game.log([rule, R.IMPOSSIBLE], f"{game.name(card)} stays: no strategy zone of {master}'s is empty",
                         master, [card])
                break
            s.put(card, empty[0])
            game.log([rule, R.STRATEGY_ZONE_HOLDS], f"{game.name(card)} is put into a strategy zone, not activated",
                     master, [card])
            put = True
        return put

    def _do_to_deck_top(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """Cards of a pile put on top of their owner's deck (5.2.1)."""
        return (yield from self._to_deck(effect, master, source, rule, "on top of"))

    def _do_to_deck_bottom(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """Cards of a pile put at the bottom of their owner's deck (5.2.1)."""
        return (yield from self._to_deck(effect, master, source, rule, "at the bottom of"))

    def _do_to_deck(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"山札に戻す": into the deck (5.2.1); the text shuffles it after, if it says so (5.3.1).
        Put on top, where a deck takes a card when no place is said."""
        return (yield from self._to_deck(effect, master, source, rule, "into"))

    def _to_deck(self, effect: Effect, master: str, source: str, rule: Rule, where: str) -> Flow:
        game, s = self.game, self.game.state
        chosen = yield from self._choose_targets(effect, master, source, rule)
        top = where != "at the bottom of"
        if effect.to == "any-order":  # "好きな順で": the master names them from the top down (5.2.1)
            order, left = [], list(chosen)
            while len(left) > 1:
                pick = yield from game.choose(master, "card", "the next card from the top",
                                              [(c, game.name(c)) for c in left], rule)
                left.remove(pick)
                order.append(pick)
            chosen = order + left
            if top:  # each put on top covers the one before: the topmost goes last
                chosen.reverse()
        moved = []
        self.together = frozenset(chosen)  # leaving the field at once, each sees the others (10.6.4.1.2)
        for card in chosen:  # "…が山札に戻される際", "…がフィールドを離れる際、かわりに…" (10.9.1)
            if s.in_zone_or_strategy_zone(card) and (yield from game._replaced_leaving("to-deck", card, rule,
                                                                                         f"effect:{master}")):
                continue
            self._put_away(card, "deck", master, rule, f"is put {where} the deck", top=top)
            moved.append(card)
        self.together = frozenset()
        self.it = chosen = moved
        if effect.to == "shuffle":  # "山札に戻してシャッフルする": the deck shuffled even if none went in (5.3.1)
            # the deck each card went into is its owner's (5.2.1, 4.1.7: 「相手の山札を上から…残りを山札に戻して…」)
            owners = sorted({s.cards[c].owner for c in moved}) or [self.player(effect.aim.owner, master)]
            for owner in owners:
                yield from self._written_shuffle(owner, master, R.SHUFFLE)
        return bool(chosen)

    def _do_to_monster_deck(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"かわりにあなたの怪獣デッキに戻す": a monster card into its owner's monster deck (4.6.1), where
        no order is kept (4.6.2); a card of another type is no card of a monster deck (6.1.1.1)."""
        game, s = self.game, self.game.state
        chosen = yield from self._choose_targets(effect, master, source, rule)
        self.it = []
        for card in chosen:
            if s.definition(card).type != "monster":
                game.log([rule, R.IMPOSSIBLE, R.DECK_MONSTERS], f"{game.name(card)} is no monster card: it does "
                         "not go into a monster deck", master, [card])
                continue
            self._put_away(card, "monster_deck", master, rule, "is put into its owner's monster deck")
            self.it.append(card)
        return bool(self.it)

    def _put_away(self, card: str, area: str, master: str, rule: Rule, words: str, top: bool = True) -> None:
        """A card into its owner's hand or deck (5.2.1); from the field, with what is under it
        (3.2.4); a token outside the field vanishes (9.1)."""
        game, s = self.game, self.game.state
        from_field = s.in_zone_or_strategy_zone(card)
        had = game.granted(card) if from_field else ()  # what it was granted there (10.6.4.1.2)
        left = s.zone_of(card)  # … and where it stood (4.4.5)
        if self._off_the_stack(card):  # from under a stack: the card alone (5.7.3.1)
            s.put(card, f"{s.cards[card].owner}.{area}", top)
            moved = [card]
        elif s.in_zone_or_strategy_zone(card):
            moved = s.put_stack(card, area, top)
        else:
            s.put(card, f"{s.cards[card].owner}.{area}", top)
            moved = [card]
        for one in moved:
            game.log([rule, R.MOVE] if one == card else [R.STACK_MOVES, R.MOVE], f"{game.name(one)} {words}",
                     master, [one])
            game.vanish_outside_zones(one)
        if from_field and area == "deck" and card in s.cards:  # "…がフィールドを離れるたび" (10.6.4.1.2)
            game._emit("left-to-deck", card=card, player=s.cards[card].owner, cause=f"effect:{master}",
                       granted=had, zone=left)

    def _do_shuffle(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"山札をシャッフルする": the deck's order made random (5.3.1; 0 or 1 card: shuffled all the
        same, 5.3.1.2)."""
        player = self.player(effect.who, master)
        return (yield from self._written_shuffle(player, master, R.SHUFFLE))

    def _written_shuffle(self, player: str, master: str, rule: Rule) -> Flow:
        """A shuffle a text writes after another act (「…探して手札に加え、山札をシャッフルする」, 「…山札に戻して
        シャッフルする」): an act of its own (5.3.1) — done when the act before it was forbidden or did nothing
        (1.3.2: the rest is done as far as possible), not done when shuffling is forbidden (1.3.3) or replaced
        (10.9.1). True when shuffled."""
        if (yield from self._act_stopped("shuffle", player, master, rule)):
            return False
        self.game._shuffle(f"{player}.deck", rule)
        return True

    def _act_stopped(self, act: str, player: str, master: str, rule: Rule) -> Flow:
        """Whether ``player``'s act on the deck or on cards (5.3.1 "shuffle", 5.8 "search", 5.10.1 "reveal",
        5.5.1 "look") is not made: forbidden (1.3.3: 「相手は山札をシャッフルできない」), or replaced (10.9.1:
        「相手が山札をシャッフルする際、かわりに…」 — the player's act, its master's monster the card it is of)."""
        game = self.game
        why = game.forbids(player, act)
        if why:
            game.log([rule, R.FORBIDDEN], f"{player} does not {act}: {why}", player)
            return True
        monster = game.state.top_of_invading(player)
        if monster is None:
            return False
        return (yield from game._replaced(act, monster, rule, f"effect:{master}"))

    def _do_reshuffle(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"捨て札をすべて山札に戻してシャッフルする": the discard pile into the deck, then shuffle (5.3.1)."""
        game, s = self.game, self.game.state
        player = self.player(effect.who, master)
        pile = list(s.areas[f"{player}.discard"])
        for card in pile:
            s.put(card, f"{player}.deck")
        game.log([rule, R.MOVE], f"{len(pile)} cards of {player}'s discard pile go into the deck", master)
        yield from self._written_shuffle(player, master, R.SHUFFLE)
        return bool(pile)

    def _do_counter(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """5.15.1: an effect counters a monster — or only moves it as if countered (5.15.1.1)."""
        player = self.player(effect.who, master)
        move_only = effect.to == "move-only"
        self.game.log([rule, R.COUNTER_BACK if move_only else R.COUNTER],
                      f"{player}'s monster is {'moved as if ' if move_only else ''}countered", master)
        yield from self.game._counter(player, move_only=move_only, by=f"effect:{master}")
        return True

    def _do_move_monster(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"エリア3にいる…をエリア8に縦方向に移動させる": straight ahead in its column (4.4.5.1),
        not an advance, so the zones between are not entered."""
        game, s = self.game, self.game.state
        player = self.player(effect.who, master)
        came = s.position[player] != effect.amount
        s.position[player] = effect.amount
        game.log([rule, R.FRONT_BACK, R.MOVE], f"{player}'s monster moves to zone {effect.amount}", master,
                 [s.invading_monster(player)])
        if came:  # 「エリア8に到達した時」: it came into the zone, though not by a forward move (5.2.1; GZ-047)
            game._emit("reached-zone", player=player, zone=effect.amount, cause=f"effect:{master}")
        yield from game._crush()
        return True

    def _do_until_end_of_turn(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """A continuous change made by a one-shot effect: it reaches the cards it names now
        (10.8.2) and ends with the turn (7.5.6); a "2倍" is applied in timestamp order (10.8.1.7)."""
        game, s = self.game, self.game.state
        m, until = effect.change, effect.until
        # until the end of this turn (7.5.6), or of a later turn or a phase (10.2.1.2)
        lasts: dict = {} if until is None else {"until": s.until(
            None if not until.whose else self.player(until.whose, master),
            s.phase if until.this_phase else until.phase)}  # 「このフェイズ中」: the phase under way now
        if until is not None and until.begins:  # 「…開始時まで」: to the end of the phase before that one begins (7.1)
            turn, phase = s.until(self.player(until.whose, master) if until.whose else None, until.phase or "start")
            if not until.whose:  # 「次のターン開始時まで」「次のスタートフェイズ開始時まで」: whoever's turn comes next
                turn, phase = s.turn + 1, "start"
            lasts = {"until": [turn - 1, "end"] if phase == "start" else [turn, PHASES[PHASES.index(phase) - 1]]}
        if until is not None and until.game:  # "このゲーム中": it never ends while the game goes on (10.2.1.2)
            lasts = {"until": [REST_OF_GAME, "turn"]}
        if until is not None and until.window:  # "次の相手のターン中": from that turn's beginning, to its end
            phase = until.phase
            if until.next_phase:  # 「次のフェイズ中」: the phase after the one under way (7.1), the next turn's start after the end
                phase = Phase(PHASES[(PHASES.index(s.phase) + 1) % len(PHASES)])
            start, end = s.window(None if until.whose == "any" else self.player(until.whose, master), phase)
            lasts = {"from": start, "until": end}
            if until.this_turn_too:  # 「このターンと次の相手のターン中」: from now, never in a turn between the two
                lasts = {"until": end} | ({"skip": [s.turn + 1, start[0] - 1]} if start[0] > s.turn + 1 else {})
        ends = [rule, R.END_EXPIRE] if until is None else [rule, R.LASTING]
        when = (str(until) if until and until.window else f"until {until}") if until else "until the end of the turn"
        if m.stat == "ability":  # "このターン、…際、かわりに…" / "…たび、…": its master's ability for a time (10.9, 10.6)
            s.lasting.append({"cards": [], "stat": "ability", "op": "+", "amount": 1, "since": s.tick(),
                              "text": game.name(source), "player": master, "source": source,
                              "grants": [a.text for a in m.grants], **lasts})
            game.log(ends + [R.REPLACE if m.grants[0].kind == "replacement" else R.STANDBY],
                     f"{when}: {master} has 「{m.grants[0].text}」", master, [source])
            yield from ()
            return True
        if m.stat in ("forbid", "once-more", "times-a-turn"):  # a player's, not cards': "相手は戦略カードを発動できない"
            player = self.player(m.scope, master)
            where: dict = {}  # into which zones (this card's column as it is now, 4.4.5.4), by whose effects
            if m.column or m.zones:
                where["zones"] = [n for n in (m.zones or ZONES) if not m.column or self._in_column(n, master, source)]
            if m.by:
                where["by"] = other(player)
            if m.target is not None:  # "このターン、相手は手札から等級4以下の交戦カードを…できない": only those (1.3.3)
                where |= {"names": dataclasses.asdict(m.target), "source": source}
            s.lasting.append({"cards": [], "stat": m.stat, "op": "+", "amount": m.amount if m.stat in ("times-a-turn", "forbid") else 1,
                              "since": s.tick(), "text": game.name(source), "action": m.forbids, "player": player,
                              **lasts, **where})
            done = {"forbid": "may not", "once-more": "may once more"}.get(m.stat, f"may up to {m.amount} times a turn")
            game.log(ends + ([R.FORBIDDEN] if m.stat == "forbid" else [R.CARD_OVER_RULES]),
                     f"{when}: {player} {done} {m.forbids}" + (f" ({m.target})" if m.target else ""), master)
            yield from ()
            return True
        if effect.target is not None:
            cards = self.targets(effect.target, master, source)
        elif m.scope == "self":
            cards = [source] if source in s.cards else []
        else:  # "このターン、あなたの交戦カードすべての撃退力+2000": the cards its phrase reaches now (10.8.2)
            cards = [c for player in TURN_ORDER[s.turn_player] for c in self.active_cards(player)
                     if self._applies(m, master, source, c)]
        if not cards:
            game.log([rule, R.TARGETS_NONE], "no card for the change to reach", master)
            return False
        amount = m.amount * effect.amount
        if m.grants:  # "このターン、これは「…」を得る" (10.8.1.2): the words to find the abilities by again
            lasts |= {"source": source, "grants": [a.text for a in m.grants]}
        # "…の能力を無効にする": invalid for a time, all their abilities or one kind's (10.3.2)
        stat = f"{m.stat}:{m.abilities}" if m.stat == "invalid" and m.abilities else m.stat
        s.lasting.append({"cards": cards, "stat": stat, "op": effect.to, "amount": amount,
                          "since": s.tick(), "text": f"{game.name(source)}", **lasts})
        change = f"×{amount}" if effect.to == "×" else f"= {amount}" if effect.to == "=" else f"{amount:+}"
        game.log(ends, f"{when}: {m.stat} {change} for "
                 + ", ".join(game.name(c) for c in cards), master, cards)
        yield from ()
        return True

    def _do_delayed(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"次のあなたのエンドフェイズ開始時、これを破壊する": an automatic ability made now that
        triggers once, at the beginning of that phase next, at a later turn's end, or the next
        time an event happens ("次にあなたの交戦カードが破壊された時") (10.6.5, 10.6.5.1); its source
        is this card (10.11.2). It waits in the state (GameState.timed), so a game saved and loaded
        before its moment keeps it; AbilityLayer.delayed_standby makes it again from the text."""
        game, s = self.game, self.game.state
        later, (text, _effects) = effect.when_later, effect.options[0]
        player = "" if later.whose is Whose.ANY else self.player(str(later.whose), master)
        entry = {"first": s.turn, "card": source, "master": master, "text": text,
                 **({"it": list(self.it)} if self.it else {})}  # "それを破壊する": what the effect before moved
        if effect.until is not None:  # "このターンのエンドフェイズ開始時": this turn's, whoever's it is (10.6.5)
            entry["last"] = s.turn
        if later.event not in (Event.PHASE, Event.TURN_END):  # "次にあなたの交戦カードが破壊された時": an event
            s.timed.append({"at": "event", "player": "", **entry,
                            "event": {"event": str(later.event), "whose": str(later.whose),
                                      "zones": list(later.zones), "column": later.column,
                                      "kind": later.kind, "own": later.own,
                                      **({"cause": str(later.cause)} if later.cause else {}),
                                      **({"card": {k: list(v) if isinstance(v, tuple) else v  # as a saved game has it
                                                   for k, v in dataclasses.asdict(later.card).items()}}
                                         if later.card else {})}})
            game.log([rule, R.TIMED_TRIGGER], f"{game.name(source)}: the next time {later}, once: {text}",
                     master, [source])
            yield from ()
            return True
        whose = f"{player}'s" if player else "the"
        # "次の…ターンの終わりに": a later turn's, never this one's; "次の…フェイズ開始時": the next to begin
        if later.event is Event.TURN_END and effect.until is not None:  # "このターンの終わりに": this one's
            s.timed.append({"at": "turn-end", "player": player, **entry})
        elif later.event is Event.TURN_END:
            s.timed.append({"at": "turn-end", "player": player, **entry, "first": s.turn + 1})
        else:
            s.timed.append({"at": str(later.phase), "player": player, **entry})
        when = (f"at the end of {whose} next turn" if later.event is Event.TURN_END
                else f"at the beginning of {whose} next {later.phase} phase")
        if effect.until is not None:
            when = ("at the end of this turn" if later.event is Event.TURN_END
                    else f"at the beginning of this turn's {later.phase} phase")
        game.log([rule, R.TIMED_TRIGGER], f"{game.name(source)}: {when}, once: {text}", master, [source])
        yield from ()
        return True

    def _do_name_number(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"あなたの怪獣カードがいるエリア以下の数字をひとつ指定する", "1から8までの数字を1つ指定する": a number for
        what follows (10.5.3), within the range the text gives or up to (from) a player's monster's zone (4.4.3)."""
        game = self.game
        zone = game.state.position[other(master) if effect.who == "opponent" else master]
        numbers = effect.into or (range(zone, len(ZONES) + 1) if effect.to == "at-least" else range(1, zone + 1))
        pick = yield from game.choose(master, "number", "a number", [(str(n), str(n)) for n in numbers], rule)
        self.named, self.named_side, self.named_zones = int(pick), "", ()
        game.log(rule, f"{master} names {pick}", master)
        return True

    def _do_name_zone(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"相手のエリア1つを指定し": the master names one of that player's eight zones (10.5.3, 4.4.3) as the
        effect resolves; "そのエリアにいる…" then finds the cards in that zone on that side only."""
        side = {"opponent": other(master), "you": master}.get(effect.who, "")
        namer = other(master) if effect.chooser == "opponent" else master  # 「相手は…指定する」 (3.1.2.3.1)
        whose = f"{side}'s zone" if side else "zone number"
        left, named = list(effect.into or ZONES), list[int]()
        for _ in range(max(effect.amount, 1)):  # 10.5.3.1: as many as said; 「2つまで」 any number up to it (1.3.5.1)
            options = [(f"zone{n}", f"zone {n}") for n in left] + ([("stop", "no more")] if effect.upto else [])
            pick = yield from self.game.choose(namer, "zone", f"a {whose} to name", options, rule)
            if pick == "stop":
                break
            named.append(int(pick.removeprefix("zone")))
            left.remove(named[-1])
            if not left:
                break
        self.named, self.named_side, self.named_zones = (named[0] if named else 0), side, tuple(named)
        self.game.log(rule, f"{namer} names {whose} {', '.join(map(str, named)) or 'none'}", namer)
        return True

    def _move_to_next(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """「これの後ろのエリアに移動させる」「これを右隣のエリアに…」 (no 空いている): the one zone of its master's named from
        this card (4.4.5.1; 4.4.5.2 with 4.4.5.5.1). 5.2.1 moves it there whether or not a card is in it (4.4.7 asks an
        empty zone only when printed): 11.5.1 then keeps the card placed last (this one) at the next check, and in its
        monster's zone it is crushed at once (11.3.3). With no such zone, nothing is done (1.3.2)."""
        game, s = self.game, self.game.state
        here = s.zone_of(source)
        if here is None or not self.on_its_own(source, master):
            game.log(R.IMPOSSIBLE, f"{game.name(source)} is not on the field on its own: it does not move", master)
            return False
        zones = self._named_zones(effect, master, source) or []  # the destination's zone, as every verb reads it
        if not zones:
            game.log(R.IMPOSSIBLE, f"{game.name(source)} has no zone {effect.near.replace('-', ' ')} it: "
                                   "it does not move", master, [source])
            return False
        if effect.upto and not (yield from game.ask(master, f"move {game.name(source)} to zone {zones[0]}", rule)):
            return False
        if (yield from game._replaced("move", source, rule, f"effect:{master}")):
            return False  # "これが移動する際、かわりに…" (10.9.1.1)
        held = [c for c in s.areas[zone_key(master, zones[0])] if c != source]
        s.shift(source, zone_key(master, zones[0]))
        if held:  # 5.2.1: moved into that zone after the card there — the one placed last there (11.5.1)
            s.clock += 1
            s.cards[source].since = s.clock
        game.log([rule, R.MOVE], f"{game.name(source)} moves to zone {zones[0]}"
                 + (f", where {', '.join(game.name(c) for c in held)} already is (11.5.1 keeps the card placed last)"
                    if held else ""), master, [source])
        game._emit("moved", card=source, player=master, cause=f"effect:{master}")
        yield from game._crush()
        return True

    def _do_move_beside(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"これを自身の右または左の隣接エリアに移動させる": to a zone beside it (4.4.5.5.1). Unlike
        "空いているエリア" (4.4.7) the text asks no empty zone: a zone holding another battle card
        takes it too, and 11.5.1 later keeps the card placed last (5.2.1, the move places it); in
        its monster's zone it is crushed at once (11.3.3)."""
        game, s = self.game, self.game.state
        here = s.zone_of(source)
        if here is None:
            game.log(R.IMPOSSIBLE, f"{game.name(source)} is no longer on the field", master)
            return False
        zone = yield from self._choose_zone(master, f"where {game.name(source)} moves", beside(here), rule)
        if (yield from game._replaced("move", source, rule, f"effect:{master}")):
            return False  # "これが移動する際、かわりに…" (10.9.1.1)
        s.put(source, zone_key(master, zone))
        game.log([rule, R.LEFT_RIGHT, R.MOVE], f"{game.name(source)} moves to zone {zone}", master, [source])
        game._emit("moved", card=source, player=master, cause=f"effect:{master}")
        yield from game._crush()
        return True

    def _lateral(self, card: str) -> int:
        """Where a card on the field stands from left to right (4.4.5.5)."""
        zone = self.game.state.zone_of(card)
        assert zone is not None, card  # the targets are battle cards on the field
        return LATERAL[zone]

    def _do_destroy_extremes(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"あなたから見て最も右側と左側のカードからそれぞれ1枚": the opponent's right is your left
        (4.4.5.5.2); one card of the rightmost and one of the leftmost (4.4.5.5.4)."""
        game, s = self.game, self.game.state
        fits = self.targets(effect.aim, master, source)
        chosen: list[str] = []
        for side in (min, max):  # the opponent's leftmost is your rightmost, and back
            if not [c for c in fits if c not in chosen]:
                break
            edge = side(self._lateral(c) for c in fits if c not in chosen)
            group = [c for c in fits if c not in chosen and self._lateral(c) == edge]
            pick = yield from game.choose(master, "card", "a card to destroy",
                                          [(c, self._where_label(c)) for c in group], R.LEFT_RIGHT)
            chosen.append(pick)
        for card in chosen:
            yield from game._to_discard(card, [rule, R.DESTROY], cause=f"effect:{master}")
        return bool(chosen)

    def _do_next_monster(self, effect: Effect, master: str, source: str, rule: Rule) -> Flow:
        """"それに+1した等級で共通の特徴を持つ怪獣カードを…怪獣デッキから出現させる": chosen as a
        countered monster's next one is (5.15.1.2), and played on top of the invading monster (4.7.2)."""
        game, s = self.game, self.game.state
        top = s.invading_monster(master)
        rank, traits = game.monster_rank(master), set(game.traits(top))  # as given it too (10.8.1.3)
        found = [c for c in s.areas[f"{master}.monster_deck"] if s.definition(c).type == "monster"
                 and s.definition(c).rank == rank + 1 and traits & set(s.definition(c).traits)]
        if not found:
            game.log([rule, R.IMPOSSIBLE], f"{master} has no rank {rank + 1} monster sharing a trait", master)
            return False
        pick = yield from game.choose(master, "card", "the monster to play",
                                      [(c, game.name(c)) for c in found], R.COUNTER_NEXT)
        yield from game._become_invading(master, pick, rule, cause=f"effect:{master}")
        return True

