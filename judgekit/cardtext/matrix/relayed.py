"""The slot matrix's part G (issue 18, round 13, practice set E): forms that relay a card or an event from one part
of a sentence to another, each family in every slot (the family list, with its members and slots, is ``FAMILIES``):

- the replaced card into its owner's pile (10.9.1, 4.1.7): 「かわりに(それを)(あなたの)山札の下に置く」 after the event of
  this card, of a player's field cards, of a hand's cards — must or 「てよい」, each pile; a pile not the replaced
  card's owner's has no meaning (refused);

Each sentence's meaning is composed from its parts here, never asked of the compiler; ``cells()`` gives them as
Cells (judgekit.cardtext.matrix), ``benchmarks/cardtext_matrix.py --part relayed`` prints the table.
"""

from __future__ import annotations

from judgekit.cardtext.matrix import Cell
from judgekit.engine.ability_data import Ability, Effect, Target

FAMILIES: dict[str, tuple[str, str, str]] = {
    "replaced card to a pile": (
        "「かわりに」 + (それを / そのカードを / —) + (あなたの / 相手の / —) + 手札に戻す / 山札の上に置く / 山札の下に置く, "
        "must or てよい",
        "unsaid owner and referent only (「かわりに山札の下に置く」); 「あなたの山札の下に置く」 read as this card's verb",
        "+ それを and the owner said after this card's, a field card's and a hand card's event; another's pile refused"),
}

IT = Target(area="it", type="")
PILES = [("手札に", "戻", "to-hand"), ("山札の上に", "置", "to-deck-top"), ("山札の下に", "置", "to-deck-bottom")]
# (term, the event said, what is replaced, the cards it happens to (None: this card), the replaced cards' owner)
EVENTS = [
    ("this-destroyed", "これが破壊される際", "destroy", None, "you"),
    ("your-battle-destroyed", "あなたの交戦カードが相手の効果で破壊される際", "destroy",
     Target(owner="you", type="battle", area="field"), "you"),
    ("opponents-battle-destroyed", "相手の交戦カードが破壊される際", "destroy",
     Target(owner="opponent", type="battle", area="field"), "opponent"),
    ("your-discard", "あなたが手札を捨てる際", "discard", Target(owner="you", area="hand", type=""), "you"),
    ("your-hand-discarded", "あなたの手札のカードが捨てられる際", "discard",
     Target(owner="you", area="hand", type=""), "you"),
]
OWNERS = [("", ""), ("あなたの", "you"), ("相手の", "opponent")]


def _pile_cells() -> list[Cell]:
    found = []
    for term, said, event, cards, owner in EVENTS:
        by = "opponent-effect" if "相手の効果で" in said else ""
        for pile, stem, verb in PILES:
            for whose_said, whose in OWNERS:
                for it_said in ("", "それを"):
                    for may in (False, True):
                        ending = ("いてよい" if stem == "置" else "してよい") if may else ("く" if stem == "置" else "す")
                        text = f"{said}、かわりに{it_said}{whose_said}{pile}{stem}{ending}。"
                        moved = Effect(verb, 0, target=IT)
                        if cards is None and whose == "you" and verb == "to-deck-bottom":
                            moved = Effect("deck-bottom-self")  # this card's own: 「これをあなたの山札の下に置く」
                        meant = None if whose and whose != owner else (Ability(
                            "", "replacement", effects=(moved,), replaces=event, replaced=cards, replaced_by=by,
                            optional=may),)
                        slot = f"{it_said or '-'}{whose_said or '-'}{'may' if may else 'must'}"
                        found.append(Cell(f"pile-it:{verb}:{term}", slot, text, meant))
    return found


def cells() -> list[Cell]:
    return _pile_cells()
