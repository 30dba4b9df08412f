"""The slot matrix's part for the verbs on the deck's top cards no printed card uses yet (issue 18, round 15), each a
family opened to every slot: trigger kinds, whose deck, numbers, 「まで」, 「てよい」, a cost (「…ことで」), a step before
another.

- 「山札の上から1枚を手札に加える」 (「山札を上から」, 「山札の上からカードを1枚」, 「を」 said or not): the top N cards moved into
  the hand (5.2.1) — NOT a draw (5.4): 「カードを引いた時」 does not see it, and an empty deck is no reshuffle (11.2.2 is a
  draw's); the opponent's deck's top into the hand is refused: a card going to a hand goes to its owner's (4.1.7);
- 「山札の上から1枚をこれの下に重ねる」: under this card (3.2.1; with what is under it, 3.2.4) — either player's deck;
- 「山札の上から1枚を山札の下に置く」: from the top to the bottom of the same deck (its owner's, 4.1.7);

whose deck the owner said (あなたの/相手の), else the master's own (3.1.2.3.1); a deck shorter than N gives what it has,
an empty one nothing (1.3.2). Each sentence's meaning is composed from its parts here, never asked of the compiler.
"""

from __future__ import annotations

import dataclasses

from judgekit.cardtext.matrix import DRAW, ENTER, STRATEGY, Cell, auto as _auto
from judgekit.engine.ability_data import Effect, Event, Phase, Trigger, Whose

SLOTS = (("appear", "出現時", ENTER, False), ("destroyed", "これが破壊された時、", Trigger(Event.DESTROYED_SELF), False),
         ("their-destroyed", "相手の交戦カードが破壊された時、", Trigger(Event.BATTLE_DESTROYED, Whose.OPPONENT), False),
         ("start", "あなたのスタートフェイズ開始時、", Trigger(Event.PHASE, Whose.YOU, Phase.START), False),
         ("strategy", "", STRATEGY, True))
# the destination the meaning names, the verb's stem, its endings: must, may, a step before another (、)
VERBS = (("hand", "手札に加え", "る", "てよい", ""), ("under", "これの下に重ね", "る", "てよい", ""),
         ("bottom", "山札の下に置", "く", "いてよい", "き"))


def _decks() -> list[tuple[str, str, str]]:
    """(term, how the deck's top is said, whose) — the owner unsaid in both spellings, said, or the opponent's."""
    return [("unsaid-no", "山札の上から", "you"), ("unsaid-wo", "山札を上から", "you"), ("yours", "あなたの山札の上から", "you"),
            ("yours-wo", "あなたの山札を上から", "you"), ("theirs", "相手の山札の上から", "opponent")]


def _top_cells() -> list[Cell]:
    found = []
    for to, stem, must, may, joined in VERBS:
        for deck, top, whose in _decks():
            refused = whose == "opponent" and to == "hand"  # 4.1.7: the card would go to its owner's hand
            for n in (1, 2):
                forms = [("must", f"{top}{n}枚を{stem}{must}", Effect("top-to", n, whose, to=to)),
                         ("no-wo", f"{top}{n}枚{stem}{must}", Effect("top-to", n, whose, to=to)),
                         ("card-wo", f"{top}カードを{n}枚{stem}{must}", Effect("top-to", n, whose, to=to)),
                         ("may", f"{top}{n}枚を{stem}{may}", Effect("top-to", n, whose, to=to, may=True)),
                         ("upto", f"{top}{n}枚まで{stem}{must}", Effect("top-to", n, whose, to=to, upto=True))]
                for way, said, meant in forms:
                    for slot, lead, trigger, strategy in SLOTS:
                        found.append(Cell(f"deck-top:{to}:{deck}", f"{slot}:{way}:{n}", f"{lead}{said}。",
                                          None if refused else (_auto(meant, trigger=trigger),), strategy=strategy))
                # a step before another (「…手札に加え、カードを1枚引く」): both done, in order, the second with the first
                then = f"{top}{n}枚を{stem}{joined}、カードを1枚引く"
                found.append(Cell(f"deck-top:{to}:{deck}", f"appear:then:{n}", f"出現時{then}。",
                                  None if refused else (_auto(Effect("top-to", n, whose, to=to),
                                                              dataclasses.replace(DRAW, with_previous=True)),)))
    return found


def _cost_cells() -> list[Cell]:
    """「…ことで、」: a cost paid in full (10.5.4) — the master's own deck, N cards there or it is not paid."""
    found = []
    for to, stem, must, _may, _joined in VERBS:
        for deck, top, whose in _decks():
            if whose != "you":
                continue
            for n in (1, 2):
                moved = Effect("top-to", n, "you", to=to)
                for slot, lead, trigger, strategy in SLOTS:
                    found.append(Cell(f"deck-top:{to}:{deck}", f"{slot}:cost:{n}",
                                      f"{lead}{top}{n}枚を{stem}{must}ことで、カードを1枚引く。",
                                      (_auto(dataclasses.replace(DRAW, cost=moved), trigger=trigger),), strategy=strategy))
    return found


def cells() -> list[Cell]:
    return _top_cells() + _cost_cells()
