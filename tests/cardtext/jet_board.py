"""The board the card-language tests play one card on: "Jet" (a rank 1 battle card carrying the
printed text under test) goes from A's hand into a zone; A's monster stands in zone 1, B's in
zone 2. Each test module adds the cards its sentences name. Also what every module asks of it: a
text's plain words, and a chooser that answers and remembers each decision."""

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.describe import describe
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import CardDef, make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import PlayBattle
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


def play_jet(s: GameState, zone: int = 5, chooser=None):
    """A plays Jet (carrying the text) from the hand into ``zone``, its 【出現時】 resolved; returns the
    chooser that answered (a new Chooser unless one is given)."""
    chooser = chooser or Chooser()
    jet_played(s, zone, chooser)
    return chooser


def jet_played(s: GameState, zone: int = 5, chooser=None):
    """The same, for a test that goes on with the game: returns (the game, Jet's card id)."""
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, zone)], chooser or Chooser())
    return game, jet


def words(text: str, strategy: bool = False) -> str:
    """The plain-words reading of each ability of ``text``, joined by " | "."""
    return " | ".join(describe(a)[0] for a in compile_text(text, strategy=strategy))


class Chooser:
    """Answers each decision with its first option, or the answer given for its kind; keeps them."""

    def __init__(self, answers: dict[str, str] | None = None):
        self.asked, self.answers = [], answers or {}

    def __call__(self, decision):
        self.asked.append(decision)
        return self.answers.get(decision.kind, decision.options[0].key)


class Zones(Chooser):
    """Names the zones given, in order, at each zone decision (else as Chooser)."""

    def __init__(self, *zones: str):
        super().__init__()
        self.zones = list(zones)

    def __call__(self, decision):
        if decision.kind == "zone" and self.zones:
            self.asked.append(decision)
            return self.zones.pop(0)
        return super().__call__(decision)
