"""The actions of the main phase (rules chapter 8): which are legal, and doing them.

Each refusal names the rule that forbids the action (``8.6.2: invasion can
only be performed once per turn``) and changes nothing.
"""

from __future__ import annotations

import functools
import random
from bisect import bisect_right
from itertools import accumulate

from judgekit.engine import rulebook as R
from judgekit.engine.ability_data import LOST_ICON, Modifier
from judgekit.engine.decisions import (
    ActivateStrategy, CardAction, EndMain, GainRage, IllegalAction, Invade, PlayAction, PlayBattle, PlayMonster,
)
from judgekit.engine.game import Flow, Game
from judgekit.engine.state import ZONES, other, zone_key


def legal_actions(game: Game) -> list[PlayAction]:
    """Every action the turn player may take at a play timing (the game's own flow asks this
    just before it offers the timing, so what is pending then does not matter). The actions of
    one card differ only in the zone or slot: once check() refuses one for a reason that is not
    about the place, the others are refused alike and are not asked (speed)."""
    legal = []
    for group in candidates(game):
        for action in group:
            refused = refusal(game, action)
            if refused is not None:
                if refused.place:
                    continue
                break
            legal.append(action)
    return legal


def sample_action(game: Game, rng: random.Random) -> PlayAction:
    """One legal action, each as likely as any other: candidates in random order (drawn without
    putting back) until one is legal — the first legal one of a random order is uniform among
    them, and usually comes after a few checks instead of all. EndMain is always legal. As in
    legal_actions, a card whose action is refused for a reason not about the place has its
    other places refused unasked (they are drawn all the same, so the draws do not change)."""
    groups = candidates(game)
    # every candidate in one row, drawn without putting back as from a list (position i drawn, the
    # last one moved into it), the same draws, but no list made: only the positions moved are kept,
    # and row position j is in the group g whose end is the first past j (bisect) — most timings
    # end after a draw or two, and a list of ~50 (action, group) pairs cost more than the draws
    ends = list(accumulate(map(len, groups)))
    left = ends[-1]
    moved: dict[int, int] = {}
    refused: set[int] = set()  # the groups refused whatever the place
    below = rng.randrange  # (the public draw: a private method of random.Random would save a call a draw)
    while True:
        i = below(left)
        at = moved.get(i, i)
        group = bisect_right(ends, at)
        if group not in refused:
            action = groups[group][at - ends[group] + len(groups[group])]
            why = refusal(game, action)
            if why is None:
                return action
            if not why.place:
                refused.add(group)
        left -= 1
        moved[i] = moved.get(left, left)


def candidates(game: Game) -> list[tuple[PlayAction, ...]]:
    """Every action the turn player might take, grouped by card and kind (one per zone or
    slot); check() says which are legal."""
    s, tp = game.state, game.state.turn_player
    groups: list[tuple[PlayAction, ...]] = [END_MAIN]
    defs, known = s.defs, s.cards
    for card in s.areas[f"{tp}.hand"]:
        kind = defs[known[card].name].type  # (s.definition(card), without its call: asked of every card in the hand)
        if kind == "battle":
            groups.append(_plays(card, False))
            if _stack_play(game, card):
                groups.append(_plays(card, True))
        elif kind == "strategy":
            groups.append(_activations(card, s.strategy_count[tp]))
        else:
            groups += _monster_plays(card)
        groups.append(_invasion(card))
    deck = s.areas[f"{tp}.deck"]
    if deck and _invades_from_deck(game, tp):
        groups.append(_invasion(deck[0]))
    return groups


# actions are values: those of a card id are made once (candidates are listed at every play timing)
END_MAIN: tuple[PlayAction, ...] = (EndMain(),)
@functools.lru_cache(maxsize=None)
def _plays(card: str, on_top: bool) -> tuple[PlayBattle, ...]:
    return tuple(PlayBattle(card, n, on_top=on_top) for n in ZONES)


@functools.lru_cache(maxsize=None)
def _monster_plays(card: str) -> tuple[tuple[GainRage], tuple[PlayMonster]]:
    return (GainRage(card),), (PlayMonster(card),)


@functools.lru_cache(maxsize=None)
def _invasion(card: str) -> tuple[Invade]:
    return (Invade(card),)


@functools.lru_cache(maxsize=None)
def _activations(card: str, slots: int) -> tuple[ActivateStrategy, ...]:
    return tuple(ActivateStrategy(card, n) for n in range(1, slots + 1))


def _stack_play(game: Game, card: str) -> Modifier | None:
    """"これを…を持つ交戦カードの上に重ねて出現させるなら、等級を-2して手札から出現できる": the card's
    own text, read in the hand (10.3.4.1)."""
    allowed = game.indexed(card).stats.get("stack-play-rank")  # asked of every battle card in the hand
    return allowed[0][1] if allowed else None


def _invades_from_deck(game: Game, player: str) -> bool:
    """"これが進攻する際、あなたは手札を1枚捨てるかわりに山札を上から1枚捨ててよい" (1.3.1)."""
    top = game.state.top_of_invading(player)
    return top is not None and game.modifier("invade-from-deck", top) > 0


DECK_TOP = "the top card of the deck"  # an Invade paid by it when the deck is empty: refused by check


def _deck_top_for_invasion(game: Game, action: PlayAction) -> bool:
    deck = game.state.areas[f"{game.state.turn_player}.deck"]
    return (isinstance(action, Invade) and bool(deck) and deck[0] == action.card
            and _invades_from_deck(game, game.state.turn_player))


def check(game: Game, action: PlayAction) -> None:
    """Raise :class:`IllegalAction` naming the rule if ``action`` cannot be taken now."""
    refused = refusal(game, action)
    if refused is not None:
        raise refused


def refusal(game: Game, action: PlayAction) -> IllegalAction | None:
    """The :class:`IllegalAction` that refuses ``action`` now (naming the rule), or None: given, not raised —
    a random player's draws meet a refused action about twice a play timing, and a raise costs more than
    the rest of most refusals."""
    s, tp = game.state, game.state.turn_player
    if isinstance(action, EndMain):
        return None
    if game.barred_actions and action in game.barred_actions:  # hashing an action is not free
        return IllegalAction(R.LOOP_NO_REPEAT, f"{describe(game, action)} brought back the same game this "
                             "turn", place=True)
    card = action.card
    if isinstance(action, Invade) and card == DECK_TOP:  # the deck is empty: nothing can pay instead
        if _invades_from_deck(game, tp):
            return IllegalAction(R.REPLACE_UNDOABLE, f"{tp}'s deck is empty: there is no top card to "
                                 "discard instead of a card of the hand")
        return IllegalAction(R.ACTION_INVADE, f"{tp}'s invasion is paid with a card of the hand")
    if card not in s.areas[f"{tp}.hand"] and not _deck_top_for_invasion(game, action):
        rule = {PlayBattle: R.ACTION_BATTLE, ActivateStrategy: R.ACTION_STRATEGY,
                GainRage: R.ACTION_RAGE, PlayMonster: R.ACTION_MONSTER,
                Invade: R.ACTION_INVADE}[type(action)]
        return IllegalAction(rule, f"{_label(game, card)} is not in {tp}'s hand")
    d = s.defs[s.cards[card].name]  # (s.definition(card), without its call)
    if isinstance(action, (PlayBattle, PlayMonster)) and game.modifier("cannot-play", card) > 0:
        return IllegalAction(R.FORBIDDEN, f"{d.name} cannot be played now (its own text)")
    if isinstance(action, PlayBattle):
        if d.type != "battle":
            return IllegalAction(R.ACTION_BATTLE, f"{d.name} is not a battle card")
        if action.zone not in ZONES:
            return IllegalAction(R.PLAY_BATTLE_CARD, f"zone {action.zone} does not exist (zones are 1–8)",
                                 place=True)
        limit, rank = s.position[other(tp)], game.play_rank(card)
        if action.on_top:
            try:
                rank += _holder(game, action).amount
            except IllegalAction as refused:
                return refused
        if rank > limit:
            return IllegalAction(R.ACTION_BATTLE, f"{d.name} has rank {rank}, above {limit}, "
                                 f"the zone of {other(tp)}'s invading monster")
        if action.zone == s.position[tp]:
            return IllegalAction(R.PLAY_BATTLE_CARD, f"zone {action.zone} is not a zone of {tp}'s "
                                 "without their invading monster (10.5.2.1.2)", place=True)
        why = game.forbids(tp, "play-battle", action.zone, card=card)  # into which zones, which cards (1.3.3)
        if why:
            return IllegalAction(R.FORBIDDEN, f"{why} forbids {tp} to play battle cards to zone "
                                 f"{action.zone}", place=True)
    elif isinstance(action, ActivateStrategy):
        if d.type != "strategy":
            return IllegalAction(R.ACTION_STRATEGY, f"{d.name} is not a strategy card")
        limit, rank = s.position[tp], game.play_rank(card)
        if rank > limit:
            return IllegalAction(R.ACTION_STRATEGY, f"{d.name} has rank {rank}, above {limit}, "
                                 f"the zone of {tp}'s invading monster")
        why = game.forbids(tp, "activate-strategy") or game.forbids(tp, "activate-strategy", card=card)
        if why:
            return IllegalAction(R.FORBIDDEN, f"{why} forbids {tp} to place strategy cards")
        if all(s.areas[key] for key in s.strategy_keys(tp)):
            return IllegalAction(R.ACTION_STRATEGY_FULL, f"every strategy zone of {tp}'s is occupied")
        if action.slot not in s.strategy_zones(tp):
            return IllegalAction(R.ACTION_STRATEGY, f"there is no strategy zone {action.slot}", place=True)
    elif isinstance(action, GainRage):
        if d.type != "monster":
            return IllegalAction(R.ACTION_RAGE, f"{d.name} is not a monster card")
        why = game.forbids(tp, "rage-action")  # 「相手は手札の怪獣カードを捨てて怒りを増やすことができない」 (1.3.3)
        if why:
            return IllegalAction(R.FORBIDDEN, f"{why} forbids {tp} to gain rage this way")
    elif isinstance(action, PlayMonster):
        if d.type != "monster":
            return IllegalAction(R.ACTION_MONSTER, f"{d.name} is not a monster card")
        why = game.forbids(tp, "play-monster")  # 1.3.3 over 8.5.1
        if why:
            return IllegalAction(R.FORBIDDEN, f"{why} forbids {tp} to play a monster card from the hand")
        if "monster" in s.used[tp] and s.used[tp].count("monster") > game.once_more(tp, "monster"):
            return IllegalAction(R.ACTION_MONSTER_ONCE, "a monster card was already played "
                                 "this way this turn")
        rank = action.as_rank or d.rank
        if action.as_rank and action.as_rank not in game.keyword(card, "burst"):
            return IllegalAction(R.KEYWORD_BURST, f"{d.name} has no 【強襲{action.as_rank}】")
        top = s.invading_monster(tp)
        if rank != game.monster_rank(tp):
            return IllegalAction(R.ACTION_MONSTER, f"{d.name} has rank {rank}, not "
                                 f"{game.monster_rank(tp)}, the rank of {tp}'s invading monster")
        if not set(d.traits) & set(game.traits(top)):  # the monster's as given it too (10.8.1.3)
            return IllegalAction(R.ACTION_MONSTER, f"{d.name} shares no trait with "
                                 f"{game.name(top)}")
    elif isinstance(action, Invade):
        if "invade" in s.used[tp] and s.used[tp].count("invade") > game.once_more(tp, "invade"):
            return IllegalAction(R.ACTION_INVADE_ONCE, "invasion can only be performed once per turn")
        # 1.3.3 refuses the action only to 「進攻できない」: 「前進できない」 forbids the advances of 8.6.1.2,
        # not the action — the discard is paid, the moves are simply not done (1.3.2), it invaded (5.14.1)
        # and 【進攻時】 does not trigger (12.3.2.1); real cards write 「前進も進攻もできない」 for both
        why = game.forbids(tp, "invade")
        if why:
            return IllegalAction(R.FORBIDDEN, f"{why} forbids {tp}'s monster to invade")
    return None


def _holder(game: Game, action: PlayBattle) -> Modifier:
    """The card's permission to be stacked on a battle card in that zone; refused without one."""
    s, tp = game.state, game.state.turn_player
    allowed = _stack_play(game, action.card)
    if allowed is None:
        raise IllegalAction(R.ACTION_BATTLE, f"{game.name(action.card)} cannot be played on top of a card")
    if allowed.onto == LOST_ICON:
        raise IllegalAction(R.ACTION_BATTLE, f"{game.name(action.card)}: the trait its text names was lost "
                            "from the card list; a scenario's card table can give the text with it")
    if not any(allowed.onto in game.traits(c) and s.definition(c).type == "battle"
               for c in s.areas[zone_key(tp, action.zone)]):
        raise IllegalAction(R.ACTION_BATTLE, f"no battle card of {tp}'s with 《{allowed.onto}》 in zone "
                            f"{action.zone} to play {game.name(action.card)} on top of", place=True)
    return allowed


def _label(game: Game, card: str) -> str:
    return game.name(card) if card in game.state.cards else repr(card)


def describe(game: Game, action: PlayAction, ids: bool = True) -> str:
    """An action in a player's words: "play Tank (A5) to zone 3" (without the card's id: "play
    Tank to zone 3")."""
    if isinstance(action, EndMain):
        return "end the main phase"
    if action.card == DECK_TOP:
        return f"invade, discarding {DECK_TOP}"
    card = f"{_label(game, action.card)} ({action.card})" if ids else _label(game, action.card)
    if isinstance(action, PlayBattle):
        return f"play {card} to zone {action.zone}" + (" on top of the card there" if action.on_top else "")
    if isinstance(action, ActivateStrategy):
        return f"activate {card} in strategy zone {action.slot}"
    if isinstance(action, GainRage):
        return f"discard {card} to gain rage"
    if isinstance(action, PlayMonster):
        return f"play the monster {card}" + (f" as rank {action.as_rank}" if action.as_rank else "")
    return f"invade, discarding {card}"


# what each main-phase action is recorded as, for "このターン…していたら" (8.1.1)
DONE = {PlayBattle: "battle", ActivateStrategy: "strategy", GainRage: "rage", PlayMonster: "monster",
        Invade: "invade"}


def perform(game: Game, action: CardAction) -> Flow:
    s, tp = game.state, game.state.turn_player
    card = action.card
    s.done[tp].append(DONE[type(action)])
    if isinstance(action, PlayBattle):
        game.log(R.ACTION_BATTLE, f"{tp} plays {game.name(card)} to zone {action.zone}", tp,
                 [card], kind="action")
        onto = _holder(game, action).onto if action.on_top else None
        holder = next((c for c in s.areas[zone_key(tp, action.zone)] if onto in game.traits(c)), None)
        s.cards[card].played_from = "hand"  # 5.11.3: played from the hand, it appears from there
        s.put(card, "resolution")
        game.log(R.PLAY_CARD, f"{game.name(card)} moves to the resolution area", tp, [card])
        if holder is not None:  # 3.2.5: a new card on top of the one there
            game.stack_on(card, holder, tp, R.RESOLVE_CARD, how="hand")
            return
        s.put(card, zone_key(tp, action.zone))
        game.log([R.RESOLVE_CARD, R.PLAY_BATTLE_CARD], f"{game.name(card)} is played to zone "
                 f"{action.zone}", tp, [card])
        s.cards[card].played_by = "hand"
        game._emit("played", card=card, player=tp)
    elif isinstance(action, ActivateStrategy):
        game.log(R.ACTION_STRATEGY, f"{tp} activates {game.name(card)}", tp, [card], kind="action")
        at = len(s.done[tp]) - 1  # the action's record, appended above
        if (yield from game._replaced("place-strategy", card, R.ACTION_STRATEGY)):
            del s.done[tp][at]  # not activated: no 「このターン…戦略カードを発動していたら」 (8.1.1)
            return  # 「…戦略カードが発動される際、かわりに…」: it stays in the hand (10.9.1.1)
        game.place_strategy(card, tp, action.slot)
    elif isinstance(action, GainRage):
        game.log(R.ACTION_RAGE, f"{tp} discards {game.name(card)} to gain rage", tp, [card],
                 kind="action")
        yield from game._to_discard(card, R.ACTION_RAGE)
        game.change_rage(tp, 1, R.ACTION_RAGE)
        game._emit("rage-action", player=tp, card=card)  # "あなたが手札の怪獣カードを捨てて怒りを増やすたび"
    elif isinstance(action, PlayMonster):
        s.used[tp].append("monster")
        game.log(R.ACTION_MONSTER, f"{tp} plays the monster {game.name(card)}", tp, [card],
                 kind="action")
        s.put(card, "resolution")
        # 8.5: from the hand by the action (「手札から出現させた時」); 12.5.2: by 【強襲】 (「強襲で出現したら」)
        s.cards[card].played_by = "burst" if action.as_rank else "hand"
        s.cards[card].played_from = "hand"  # 5.11.3: either way it appears from the hand
        yield from game._become_invading(tp, card, R.RESOLVE_MONSTER)
        if action.as_rank:
            game.log(R.KEYWORD_BURST, f"{game.name(card)} was played as if of rank {action.as_rank}; "
                     f"its rank is {s.definition(card).rank} from now on", tp, [card])
            s.timed.append({"at": "end", "player": tp, "first": s.turn, "card": card, "master": tp,
                            "text": "【強襲】", "burst": True, "since": s.cards[card].since})
        game.change_rage(tp, 1, R.ACTION_MONSTER_RAGE, [card])
    elif isinstance(action, Invade):
        s.used[tp].append("invade")
        s.used[tp].append(f"invaded-as:{s.top_of_invading(tp)}")  # 「これがこのターン進攻していたら」: the card on top (3.2.5)
        icon = game.invasion(card)  # 2.8, 8.6: as continuous effects change it (10.8.1.5)
        if s.where(card) == f"{tp}.deck":  # its text lets the deck's top card be discarded instead
            game.log([R.ACTION_INVADE, R.CARD_OVER_RULES], f"{tp} invades, discarding the top card of "
                     f"the deck, {game.name(card)}", tp, [card, s.invading_monster(tp)], kind="action")
        else:
            game.log(R.ACTION_INVADE, f"{tp} invades, discarding {game.name(card)}", tp, [card],
                     kind="action")
        s.used[tp].append(f"invasion-cost:{card}")  # "これの進攻で青の交戦カードを捨てたなら"
        yield from game._to_discard(card, R.ACTION_INVADE, cause="invasion")
        monster = s.top_of_invading(tp)
        if monster is not None and (yield from game._replaced("invade", monster, R.ACTION_INVADE)):
            return  # 「相手の怪獣カードが進攻する際、かわりに…」 (10.9.1): the cost paid, no advance, no 【進攻時】
        advanced = 0
        for _ in range(icon):
            moved = yield from game._advance(tp, by_invasion=True, rule=R.ACTION_INVADE_ICON)
            if game.over or not moved:
                break
            advanced += 1
            s.used[tp].append("invasion-advance")  # "このターン…進攻で前進したエリアの数"
        if not advanced:
            game.log(R.KEYWORD_INVADING_STUCK, f"{tp}'s monster did not advance", tp)
        if not game.over:  # 5.14.1: it invaded, advancing or not; 12.3.2.1: only 【進攻時】 asks that it advanced
            game._emit("invaded", player=tp, card=s.top_of_invading(tp), advanced=advanced > 0)
    yield from ()
