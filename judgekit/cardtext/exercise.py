"""Run every compiled ability of real cards through the engine on generated boards.

For each ability, seeded random boards (positions, rage, cards in every area)
are tried until one is a situation where the ability applies: its effects
change the board, its continuous change reaches a card, its replacement takes
the place of a destruction, its prohibition refuses an action. An exception, or
a board that breaks "every card in exactly one place", is a failure naming the
card, the ability and the seed, so it can be replayed.
"""

from __future__ import annotations

import dataclasses
import random
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from judgekit.cardtext.compiler import CompileError, compile_card
from judgekit.engine.abilities import AbilityLayer, new_game
from judgekit.engine.ability_data import RULE_STEPS, Ability, Event, Modifier, works_from_the_discard
from judgekit.engine.cards import CardDef
from judgekit.engine.decisions import Decision
from judgekit.engine import rulebook as R
from judgekit.engine.game import Game
from judgekit.engine.state import STRATEGY_ZONES, ZONES, Definitions, GameState, strategy_key, zone_key
from judgekit.engine.tokens import appendix_tokens

STATS = ("threat", "counter", "rank", "play-rank", "total-counter", "no-battle", "protected",
         "counter-immune")


@dataclass(frozen=True)
class Run:
    """What exercising one ability found: applied on a seed, never applied, or an error."""

    number: str
    ability: str
    applied_seed: int | None  # the first seed whose board the ability changed
    error: str = ""  # the exception, with the seed it happened on


def _came(s: GameState, card: str, way: str, rng: random.Random) -> None:
    """How ``card`` came to the field and from where (5.11.3): from the hand when played (8.2, 8.5, 12.5.2),
    from the deck when evolved into (12.6.2), from any area an effect takes it from."""
    s.cards[card].played_by = way
    s.cards[card].played_from = {"hand": "hand", "burst": "hand", "evolution": "deck"}.get(
        way, rng.choice(("hand", "deck", "discard")))


def board(card: CardDef, number: str, cards: dict[str, CardDef], seed: int,
          awakening: int = 0, from_discard: bool = False) -> tuple[GameState, str]:
    """A random board of real cards with ``card`` where its abilities are active: player A's
    invading monster, a battle card in A's zones, or a strategy card in A's first strategy zone."""
    rng = random.Random(seed)
    by_type = {kind: [n for n, d in cards.items() if d.type == kind] for kind in ("monster", "battle", "strategy")}
    s = GameState(seed=seed, defs=Definitions(dict(cards) | {number: card} | appendix_tokens()))
    mentioned = _named(card, s.defs)
    # how the card came to the field (10.6.4.1.3, "強襲で出現したら"): by 【強襲】 only where it has one (12.5)
    ways = ("hand", "evolution", "effect") + (("burst",) if any(a.keyword == "burst" for a in compile_card(card)) else ())
    s.turn_player = rng.choice("AB")
    s.turn = rng.randint(2, 9)

    def new(name: str, player: str, area: str, top: bool = True) -> str:
        return s.new_card(name, player, area, top=top)

    for player in "AB":
        s.position[player] = rng.randint(max(1, awakening) if player == "A" else 1, 8)
        s.rage[player] = rng.choice((0, 0, 1, 2, 3, 5, 7))
        monster = number if player == "A" and card.type == "monster" else rng.choice(by_type["monster"])
        new(monster, player, f"{player}.invading")
        for _ in range(rng.choice((0, 2, 5, 8))):  # the monsters under it (evolved, stacked)
            new(rng.choice(by_type["monster"]), player, f"{player}.invading", top=False)
        free = [n for n in ZONES if n != s.position[player]]
        named = [n for n in mentioned if s.defs[n].type == "battle"] if player == "A" else []
        for zone in rng.sample(free, rng.randint(0, 5)):  # the cards its text names, half the time
            pool = named if named and rng.random() < 0.5 else by_type["battle"]
            new(rng.choice(pool), player, zone_key(player, zone))
        for slot in STRATEGY_ZONES[:rng.randint(0, 2)]:
            new(rng.choice(by_type["strategy"]), player, strategy_key(player, slot))
        for area, count in (("hand", rng.randint(0, 7)), ("deck", rng.randint(3, 20)),
                            ("discard", rng.randint(0, 24)), ("monster_deck", 6)):
            pool = by_type["monster"] if area == "monster_deck" else list(cards)
            for _ in range(count):
                steer = player == "A" and area != "monster_deck" and rng.random() < 0.3
                new(rng.choice(mentioned if steer and mentioned else pool), player, f"{player}.{area}")
        if rng.random() < 0.5:
            s.used[player].append("invade")
            if s.top_of_invading(player):  # the card on top invaded (「これがこのターン進攻していたら」, 3.2.5)
                s.used[player].append(f"invaded-as:{s.top_of_invading(player)}")
            if s.areas[f"{player}.discard"]:  # the card it discarded to invade (8.6)
                s.used[player].append(f"invasion-cost:{rng.choice(s.areas[f'{player}.discard'])}")
        if rng.random() < 0.5:
            s.used[player].append("battle-card-destroyed")
        # the main-phase actions taken this turn (8.1.1): "このターンあなたが戦略カードを発動していたら"
        s.done[player] = [a for a in ("battle", "strategy", "rage", "monster") if rng.random() < 0.3]
        s.done[player] += ["invade"] if "invade" in s.used[player] else []
    if card.type == "monster":
        mine = s.invading_monster("A")
        _came(s, mine, rng.choice(ways), rng)
        return s, mine
    if card.type == "strategy":
        s.areas[strategy_key("A", 1)].clear()
        mine = new(number, "A", strategy_key("A", 1))
    else:
        zone = rng.choice([n for n in ZONES if n != s.position["A"]])
        s.areas[zone_key("A", zone)].clear()
        mine = new(number, "A", zone_key("A", zone))
        for _ in range(rng.choice((0, 0, 1, 3, 6))):
            under = new(rng.choice(list(cards)), "A", "A.discard")
            s.areas["A.discard"].remove(under)
            s.cards[mine].under.append(under)
    _came(s, mine, rng.choice(ways), rng)
    if from_discard:  # an ability that works from the discard pile (10.3.4.1)
        s.put(mine, "A.discard")
    _drop_orphans(s)
    return s, mine


def _named(card: CardDef, defs: dict[str, CardDef]) -> list[str]:
    """The cards and tokens its text names by 「name」 (or part of one) or 《trait》, and those with 進化 if it says so."""
    names = set(re.findall(r"「([^」]+)」", card.text))
    traits = set(re.findall(r"《([^》]+)》", card.text))
    evolving = "進化を持つ" in card.text or "《進化》" in card.text or "進化と" in card.text
    return [key for key, d in defs.items()
            if any(n in d.name for n in names) or traits & set(d.traits) or (evolving and "進化" in d.text)]


def unmet_names(card: CardDef, defs: dict[str, CardDef]) -> list[str]:
    """The 《traits》 and 「names」 the card's text names that no other card of ``defs`` has: an ability
    needing one of them can never apply on a board of those cards (an invented set's new trait), which
    says nothing of the engine."""
    others = [d for d in defs.values() if d is not card]
    text = unicodedata.normalize("NFKC", card.text)  # 「ゴジラＶＳデストロイア」 names ゴジラVSデストロイア
    return ([f"《{t}》" for t in sorted(set(re.findall(r"[《<]([^》>]+)[》>]", text)))  # 《…》 or ＜…＞
             if not any(t in d.traits for d in others)]
            + [f"「{n}」" for n in sorted(set(re.findall(r"「([^」]+)」", text)))
               if "。" not in n and not any(n in d.name for d in others)])  # not a quoted ability (「…。」を得る)


def _drop_orphans(s: GameState) -> None:
    """Cards cleared out of an area above are forgotten, so every card is in one place."""
    placed = {i for ids in s.areas.values() for top in ids for i in [top, *s.cards[top].under]}
    for card_id in [c for c in s.cards if c not in placed]:
        del s.cards[card_id]


def drive(flow, rng: random.Random, limit: int = 500) -> None:
    """Run a flow of the engine, answering each decision at random."""
    try:
        decision = next(flow)
        for _ in range(limit):
            if not isinstance(decision, Decision):
                raise TypeError(f"the flow yielded {decision!r}, not a decision")
            decision = flow.send(rng.choice(decision.options).key)
        raise RuntimeError(f"more than {limit} decisions")
    except StopIteration:
        return


def applies(game: Game, layer: AbilityLayer, ability: Ability, card: str, rng: random.Random) -> bool:
    """Use the ability once on this board; whether it made a difference."""
    s = game.state
    if ability.kind == "continuous":
        return any(_forbidden(game, m) if m.stat == "forbid" else
                   game.once_more("B" if m.scope == "opponent" else "A", m.forbids) > 0 if m.stat in ("once-more", "times-a-turn") else
                   any(layer.granted(c) for c in list(s.cards)) if m.stat == "grant" else  # 10.8.1.2
                   any(game.modifier(m.stat, c) != 0 for c in list(s.cards)) for m in ability.modifiers)
    if ability.kind == "keyword":
        return bool(game.keyword(card, ability.keyword))
    if not layer.awake(ability, "A", card):
        return False
    if ability.kind == "replacement" and ability.replaces in MONSTER_EVENTS:  # a monster's move or counter
        owner = "B" if ability.replaced is not None and ability.replaced.owner == "opponent" else "A"
        by = f"effect:{'B' if owner == 'A' else 'A'}" if ability.replaced_by else ""
        flow = {"advance": lambda: game._advance(owner, False, R.ADVANCE, by),
                "retreat": lambda: game._retreat(owner, R.RETREAT, by),
                "counter": lambda: game._counter(owner, by=by)}[ability.replaces]()
        drive(flow, rng)
        return any("instead of" in step.text for step in game.trace)
    if ability.kind == "replacement" and ability.replaces in RULE_STEPS:  # a rules' step, asked as its phase does
        s.turn_player = "B" if ability.phase_of == "opponent" else "A"
        monster = s.top_of_invading(s.turn_player)
        if monster is None:
            return False
        step = {"start-draw": R.START_DRAW, "start-rage": R.START_RAGE, "end-advance": R.END_ADVANCE,
                "end-draw": R.END_DRAW}[ability.replaces]
        game.step_draws = 2  # a draw step's number, for "引く枚数は…"
        drive(game._replaced(ability.replaces, monster, step), rng)
        return any("instead of" in step.text for step in game.trace)
    if ability.kind == "replacement":  # the event it replaces, raised by the engine's own routine for it
        drive(_replaced_event(game, layer, ability, card), rng)
        return any("instead of" in step.text for step in game.trace)
    if ability.trigger and ability.trigger.event in (Event.MONSTER_PLAYED, Event.BATTLE_PLAYED, Event.CARD_PLAYED):
        # "それ": the card the event is about, one of A's on the board
        played = game.battle_cards("A")
        layer.it = [rng.choice(played)] if played else []
    # a board changed, or an ability made for later (a delayed trigger, 10.6.5), or cards shown to a
    # player (5.10 reveal, 5.5 look, 4.9.2 a hand looked at): those change what a player knows, not the board
    before, logged = s.fingerprint(), len(game.trace)
    drive(layer.run_all(ability.effects, "A", card, ability), rng)
    return s.fingerprint() != before or any(
        {R.REVEAL.number, R.LOOK.number, R.HAND.number} & set(step.rules) and step.cards for step in game.trace[logged:])


# the events of a monster a replacement may take the place of (5.13, 5.15)
MONSTER_EVENTS = ("advance", "retreat", "counter")
# a card's move a replacement may take the place of, raised by _to_discard (4.1.7, 5.12, 10.9.1.1)
DISCARD_EVENTS = ("destroy", "to-discard", "left-field", "discard")


def _replaced_event(game: Game, layer: AbilityLayer, ability: Ability, card: str):
    """The flow of the event ``ability`` replaces, for a card it names (this card, or the first
    the phrase finds of A's or B's), caused as it says (an opponent's effect, the crush): a
    card's move to the discard pile by the engine's own routine for it, a change of rage by
    rage_by_effect; any other event (a return, a move to the deck, …) asked of the engine's
    replacement step itself, as the effect that moves the card asks it."""
    s = game.state
    # the cause as the engine passes it: an effect's master, or a rule's own word (the crush, 強襲, 8.6's cost)
    cause = {"opponent-effect": "effect:B", "own-effect": "effect:A", "effect": "effect:B", "this-effect": "effect:A"}.get(
        ability.replaced_by, ability.replaced_by)
    if ability.replaced_by == "this-effect":  # 「これの効果で」: as while this card's own effect is carried out (3.1.2)
        layer.effect_of = card
    event = ability.replaces
    if event == "strategy-discard":  # "あなたのカードが戦略カード置き場から捨て札になる際": a placed strategy card's
        placed = [c for n in s.strategy_zones("A") for c in s.areas[strategy_key("A", n)]]
        return game._to_discard(placed[0], [], cause=cause) if placed else iter(())
    if event in ("rage-up", "rage-down"):
        owner = "B" if ability.replaced is not None and ability.replaced.owner == "opponent" else "A"
        if event == "rage-down" and not s.rage[owner]:
            s.rage[owner] = 1  # 3.4.4: a rage of 0 does not go down, so nothing would be replaced
        by = ("B" if owner == "A" else "A") if ability.replaced_by == "opponent-effect" else owner
        return game.rage_by_effect(owner, 1 if event == "rage-up" else -1, [], (), by)
    if ability.replaced is None:
        if event == "discard":  # "これが手札から捨てられる際": this card, from the hand (10.3.4.1)
            s.put(card, "A.hand")
        victims = [card]
    elif event == "discard":  # from the hand (10.9.1.1)
        victims = layer.targets(dataclasses.replace(ability.replaced, area="hand"), "A", card)
    elif event in ("play", "place-strategy"):  # a card coming onto the field: one in a hand or a discard pile
        victims = [c for area in ("hand", "discard")  # (5.11.1, 5.9.1)
                   for c in layer.targets(dataclasses.replace(ability.replaced, area=area), "A", card)]
    else:
        victims = layer.on_field(ability.replaced, "A", card)
    if not victims:
        return iter(())
    if event in DISCARD_EVENTS:
        return game._to_discard(victims[0], [], cause=cause)
    return game._replaced(event, victims[0], [], cause)


def _forbidden(game: Game, m: Modifier) -> bool:
    """Whether a prohibition of A's card refuses its action now (in some zone, if it names one)."""
    bound = "B" if m.scope == "opponent" else "A"
    by = ("A" if bound == "B" else "B") if m.by else ""  # "相手の効果で": asked of the other player's effect
    if m.target is not None:  # "手札から交戦カードを…できない": a card it names, of the bound player's
        return any(game.forbids(bound, m.forbids, card=c, by=by) for c in list(game.state.cards)
                   if game.state.cards[c].owner == bound)
    return any(game.forbids(bound, m.forbids, zone, by=by) for zone in (ZONES if m.column or m.zones else (None,)))


def exercise(number: str, card: CardDef, cards: dict[str, CardDef], seeds: int = 300) -> list[Run]:
    """Each ability of one card: the first seed where it applies, or the error it raised.

    ``cards`` are the cards the boards are made of (see ``board_pool``); a run's seed is the
    board's number × 1000 + the ability's index."""
    runs = []
    for index, ability in enumerate(compile_card(card)):
        applied, error = None, ""
        for seed in range(seeds):
            board_seed = seed * 1000 + index
            state, mine = board(card, number, cards, board_seed, ability.awakening,
                                works_from_the_discard(ability)
                                or any(m.stat == "counts-as-monster" for m in ability.modifiers))
            game = new_game(state, compile_card)
            layer = game.layer
            assert layer is not None  # new_game attaches it
            try:
                ok = applies(game, layer, ability, mine, random.Random(seed))
                state.check()
            except Exception as exc:  # noqa: BLE001 — every failure is reported with its seed
                error = f"seed {board_seed}: {type(exc).__name__}: {exc}"
                break
            if ok:
                applied = board_seed
                break
        runs.append(Run(number, ability.text, applied, error))
    return runs


def exercise_all(cards: dict[str, CardDef], numbers: Iterable[str] | None = None,
                 seeds: int = 300) -> list[Run]:
    """Every ability of every card that compiles (the others are ``cards check``'s business)."""
    pool = board_pool(cards)
    compiled = [n for n in cards if pool[n] is cards[n]]
    return [run for number in (numbers or compiled) if number in compiled
            for run in exercise(number, cards[number], pool, seeds)]


def board_pool(cards: dict[str, CardDef]) -> dict[str, CardDef]:
    """The cards boards are made of: a card whose text does not compile yet is there with no text,
    so its name and traits still count."""
    pool = {}
    for number, card in cards.items():
        try:
            compile_card(card)
            pool[number] = card
        except CompileError:
            pool[number] = dataclasses.replace(card, text="")
    return pool

