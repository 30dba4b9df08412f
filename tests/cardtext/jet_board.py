"""The board the card-language tests play one card on: "Jet" (a rank 1 battle card carrying the
printed text under test) goes from A's hand into a zone; A's monster stands in zone 1, B's in
zone 2. Each test module adds the cards its sentences name."""

from judgekit.engine.cards import CardDef, make_card
from judgekit.engine.state import GameState

TANK = make_card("Tank", "battle", "2", "red", "Weapon", counter=6000)


def jet_board(text: str, *, foe_threat: int = 10000, more: tuple[CardDef, ...] = (),
              deck: tuple[str, int] = ("A", 0)) -> GameState:
    """The board, with ``more`` cards defined and ``deck`` = (whose, how many) Tanks in a deck."""
    s = GameState()
    for card in (make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000),
                 make_card("Foe", "monster", "I", "red", "Godzilla", threat=foe_threat),
                 make_card("Jet", "battle", "1", "red", "Weapon", counter=2000, text=text), TANK, *more):
        s.defs[card.name] = card
    s.put(s.new_card("Godzilla", "A"), "A.invading")
    s.put(s.new_card("Foe", "B"), "B.invading")
    s.position["B"] = 2
    whose, tanks = deck
    for _ in range(tanks):
        s.put(s.new_card("Tank", whose), f"{whose}.deck")
    return s
