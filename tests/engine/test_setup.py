import pytest
"""Deck construction (6.1) and the start of a game (6.3)."""

from judgekit.engine.ability_data import Ability
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import RandomPlayer, play_out
from judgekit.cardtext import compile_card
from judgekit.engine.abilities import new_game
from judgekit.engine.setup import deck_problems, start_game

MONSTERS = [make_card(f"Godzilla {r}", "monster", r, "red", "Godzilla", threat=10000 * i)
            for i, r in enumerate(["I", "II", "III", "IV"], 1)]


def main_deck(n=50, **fields):
    return [make_card(f"Card {i % 12}", "battle", "1", **({"color": "red"} | fields),
                      counter=3000, number=f"T-{i % 13:03d}") for i in range(n)]


def rules_of(problems):
    return [p.rule.number for p in problems]


def test_a_legal_deck_has_no_problems():
    assert deck_problems(MONSTERS, main_deck()) == []


def test_each_construction_rule_is_reported_with_its_number():
    assert rules_of(deck_problems(MONSTERS[:3], main_deck())) == ["6.1.1.1"]
    assert rules_of(deck_problems(MONSTERS, main_deck(49))) == ["6.1.1.2"]
    twos = main_deck(39) + [make_card(f"Jet {i}", "battle", "1", "red", invasion=2) for i in range(11)]
    assert rules_of(deck_problems(MONSTERS, twos)) == ["6.1.1.2.2"]
    blue = main_deck(49) + [make_card("Blue", "battle", "1", "blue")]
    assert rules_of(deck_problems(MONSTERS, blue)) == ["6.1.1.3"]
    same = main_deck(45) + [make_card("X", "battle", "1", "red", number="BP01-001+")] * 2 + \
        [make_card("X", "battle", "1", "red", number="BP01-001")] * 3
    assert "6.1.1.4" in rules_of(deck_problems(MONSTERS, same))  # "+" ignored: 5 copies
    token = main_deck(49) + [make_card("結晶体", "battle", "1", "green/red", "トークン")]
    assert rules_of(deck_problems(MONSTERS, token)) == ["6.1.1.5"]


def test_white_and_resonance_colors_are_allowed():
    mixed = main_deck(48) + [make_card("W", "battle", "1", "white"), make_card("G", "battle", "1", "green")]
    assert rules_of(deck_problems(MONSTERS, mixed)) == ["6.1.1.3"]
    resonance = (Ability("共鳴", "keyword", keyword="resonance", colors=("green",)),)
    assert deck_problems(MONSTERS, mixed, lambda d: resonance if d.rank == 1 else ()) == []


def test_start_game_deals_and_places_and_replays_from_its_seed():
    decks = {p: (MONSTERS, main_deck()) for p in "AB"}
    state, steps = start_game(decks, seed=7)
    for p in "AB":
        assert len(state.areas[f"{p}.hand"]) == 5 and len(state.areas[f"{p}.deck"]) == 45
        assert state.definition(state.top_of_invading(p)).rank == 1 and state.position[p] == 1
        assert len(state.areas[f"{p}.monster_deck"]) == 3
    assert [s.rules[0] for s in steps][:3] == ["6.3.1.2", "6.3.1.3", "6.3.1.2"]
    again, _ = start_game(decks, seed=7)
    assert again.to_text() == state.to_text()
    game = new_game(state, compile_card, at_play_timing=False)
    play_out(game, RandomPlayer(7))
    assert game.state.result is not None


def test_play_out_goes_on_past_a_pause_before_a_phase():
    state, _ = start_game({p: (MONSTERS, main_deck()) for p in "AB"}, seed=7)
    game = new_game(state, compile_card, at_play_timing=False)
    game.stop_before = "start"  # as a scenario's "before the start phase" leaves it
    play_out(game, RandomPlayer(7))
    assert game.state.result is not None


def test_a_card_that_says_any_number_is_not_limited_to_four():
    from judgekit.cardtext import compile_card

    many = main_deck(40) + [make_card("Swarm", "battle", "1", "red", text="これはデッキに好きな枚数入れてよい。",
                                      number="X-001")] * 10
    assert rules_of(deck_problems(MONSTERS, many)) == ["6.1.1.4"]
    assert deck_problems(MONSTERS, many, compile_card) == []


@pytest.mark.parametrize("copies, problems", [(8, []), (9, ["6.1.1.4"])])
def test_a_card_that_allows_n_copies_is_limited_to_n_not_four(copies, problems):
    """6.1.2, 6.1.1.4: 「このカードはデッキに8枚まで入れてよい」 replaces the four-copies condition for that card
    number with eight — eight are legal, nine are not, and the message says the card's own limit."""
    swarm = make_card("Swarm", "battle", "1", "red", text="このカードはデッキに８枚まで入れてよい。", number="X-002")
    found = deck_problems(MONSTERS, main_deck(50 - copies) + [swarm] * copies, compile_card)
    assert rules_of(found) == problems and all("allows 8" in p.message for p in found)


def test_resonance_widens_colors_and_its_condition_list_limits_monsters():
    from judgekit.cardtext import compile_card

    first = make_card("Mothra I", "monster", "I", "red", "モスラ", text="共鳴青/緑・怪獣カードは《モスラ》のみ。")
    others = [make_card(f"Mothra {r}", "monster", r, "red", "モスラ") for r in ("II", "III", "IV")]
    deck = main_deck(48) + [make_card("G", "battle", "1", "green"), make_card("B", "battle", "1", "blue")]
    assert deck_problems([first, *others], deck, compile_card) == []
    godzilla = make_card("Godzilla IV", "monster", "IV", "red", "Godzilla")
    problems = deck_problems([first, *others[:2], godzilla], deck, compile_card)
    assert [p.rule.number for p in problems] == ["12.8.2"] and "Godzilla IV" in problems[0].message


def test_a_rank_one_monster_that_says_so_starts_in_its_zone():
    """BP02-024 ビオランテ花獣形態: "これはゲーム開始時にエリア5に出現する" (6.3.1.6.1, 1.3.1)."""
    from judgekit.cardtext import compile_card
    from judgekit.cardtext.database import database

    biollante = [database()["BP02-024"], *MONSTERS[1:]]
    decks = {"A": (biollante, main_deck()), "B": (MONSTERS, main_deck())}
    state, steps = start_game(decks, seed=3, compile=compile_card)
    assert (state.position["A"], state.position["B"]) == (5, 1)
    assert "in zone 5" in next(s.text for s in steps if s.player == "A" and s.rules[0] == "6.3.1.6")
    unread, _ = start_game(decks, seed=3)  # without the texts, the rule alone
    assert unread.position["A"] == 1


# -- 6.1.2: a card's own deck-building ability replaces a condition of 6.1.1 for it -------------------

@pytest.mark.parametrize("text, legal", [("これは怪獣デッキの色にかかわらずメインデッキに入れてよい。", True),
                                         ("これは怪獣デッキの色にかかわらず怪獣デッキに入れてよい。", False),
                                         ("", False)])
def test_a_card_may_be_of_any_colour_in_the_deck_its_text_names(text, legal):
    """VS-060's class (6.1.2 over 6.1.1.3): a blue card that says it may be in the main deck whatever
    the rank I monster's colours is legal in a red deck's main deck; said of the monster deck, not."""
    blue = make_card("Blue", "battle", "1", "blue", text=text)
    problems = deck_problems(MONSTERS, main_deck(49) + [blue], compile_card)
    assert rules_of(problems) == ([] if legal else ["6.1.1.3"])


@pytest.mark.parametrize("text, legal", [("これは進攻アイコンが2のカードの枚数に数えない。", True),
                                         ("このカードは進撃アイコンが2のカードの枚数に数えない。", True),
                                         # ES-046's class: said for the deck building, 「…として数えない」
                                         ("デッキを構築する際、これは進攻アイコンが2のカードとして数えない。", True),
                                         ("これはデッキに好きな枚数入れてよい。", False), ("", False)])
def test_a_card_not_counted_toward_the_invasion_icon_limit(text, legal):
    """TS-057's class (6.1.2 over 6.1.1.2.2): ten cards of invasion icon 2 and four more that say they
    are not counted toward that limit make a legal deck; four more of any other text do not."""
    more = make_card("Free", "battle", "1", "red", invasion=2, number="X-001", text=text)
    twos = [make_card(f"Jet {i}", "battle", "1", "red", invasion=2, number=f"J-{i:03d}") for i in range(10)]
    problems = deck_problems(MONSTERS, main_deck(36) + twos + [more] * 4, compile_card)
    assert rules_of(problems) == ([] if legal else ["6.1.1.2.2"])


def test_a_card_not_counted_in_the_main_decks_fifty():
    """6.1.2 over 6.1.1.2: 「これはメインデッキの枚数に数えない」 — fifty other cards and this one are a legal
    main deck; fifty with it counted among them are 49 counted cards."""
    extra = make_card("Extra", "battle", "1", "red", number="X-002", text="これはメインデッキの枚数に数えない。")
    assert deck_problems(MONSTERS, main_deck() + [extra], compile_card) == []
    assert rules_of(deck_problems(MONSTERS, main_deck(49) + [extra], compile_card)) == ["6.1.1.2"]
