"""Each term of the card language is one registered definition with all its parts: the rules of
card.lark that read it, a real card it comes from, plain words, an engine handler, a rule section."""

import dataclasses
import inspect
import re
from pathlib import Path

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.database import database
from judgekit.cardtext.describe import describe
from judgekit.cardtext import pruning
from judgekit.cardtext.normal import normalise
from judgekit.cardtext.parser import GRAMMAR, _lark, readable
from judgekit.cardtext.registry import PHRASES, TERMS, TermKind
from judgekit.engine.ability_data import Target
from judgekit.engine import abilities, board_reading

ENGINE = "\n".join(p.read_text(encoding="utf-8") for p in Path(abilities.__file__).parent.glob("*.py")
                   if p.name != "ability_data.py")
LARK = GRAMMAR.read_text(encoding="utf-8")
# the rules of card.lark that are parts of terms, not terms: card phrases, quantities, places …
PHRASE_FIELDS = tuple(t.name for t in PHRASES)
STRUCTURE = {"invasion_bound", "owned_by", "any_number", "card", "strategy_card", "head", "your_turn", "opponent_turn", "awakening", "triggered",
             "continuous", "replacement", "sentence", "effects", "option", "count", "every", "field_cards",
             "card_phrase", "under_cards", "cost_effect", "same_column", "adjacent", "zone_place", "strategy_zone_place", "other", "rank_bound",
             "extreme", "facing", "near", "near_cards", "near_relation", "times", "beside_side", "adjacent_side", "bound_zone", "among", "in_it", "followup", "any_zone", "chooser", "replaced_rule", "rule_action", "rule_action_not", "rule_when", "any_token",
             "rank_exact", "traits_any", "traits_all", "colors", "has_keyword", "invasion", "typed", "any_card",
             "named", "named_token", "adjacent_to", "ref_adjacent", "next_dest", "on_monster", "modifier_sentence", "per_number", "per_field",
             "per_opponent_empty_zones", "per_rage_changed", "in_zones", "in_discard", "in_hand", "keyword",
             "trigger", "condition_part", "effect", "filter", "kind", "cost", "cost_one", "quantity", "relation", "place",
             "per", "modifier", "ability", "duration", "per_strategy_cards", "per_opponent_rank",
             "per_invaded_zones", "per_under", "per_pile", "per_area", "per_it", "per_destroyed_this_turn",
             "per_done_this_turn", "same_number_dest", "as_many_as",
             "name_contains", "rank_not", "colors_not", "counter_bound", "threat_filter", "traits_not", "colors_min", "traits_min",
             "name_not", "no_text", "same_name", "same_as", "same_as_named", "two_objects", "same_trait", "than", "than_rage", "same_card", "adjacent_each", "paid_sentence", "ref_column",
             "same_number", "it_rank_max", "except_it", "resonance_battle", "resonance_strategy", "trait_list", "numbered",
             "tally", "tally_invaded_zones", "this_turn", "referent", "named_zone", "zone_named", "placed_phrase", "it_zones", "superlative",
             "per_in_zones", "reveal_count", "opponent_rank_count", "modifier_again", "in_deck", "when",
             "zone_dest", "its_zone", "empty_zone", "empty_each", "zones_dest", "monster_zone", "event_subject", "anyone_subject",
             "replaced", "replaced_destroy", "replaced_not", "replaced_subject", "replaced_strategy_discard", "optional_effects",
             "denied_again", "replaced_rage", "denied_rage", "replaced_draw", "replaced_deck_act", "replaced_stacked",
             "replaced_player_discard", "replaced_player_act",
             "replaced_cause", "within", "unsaid", "done_cards"}


def terms_in(found) -> set[tuple[TermKind, str]]:
    """Every term a card's compiled abilities use."""
    out = set()

    def condition(c):
        if c is not None:
            out.add((TermKind.CONDITION, c.kind))
            for p in c.parts:
                condition(p)

    def effect(e):
        out.add((TermKind.VERB, e.verb))
        if e.modifier is not None and e.modifier.stat == "ability":  # made for a time (10.2.1.2)
            out.add((TermKind.MODIFIER, "ability"))
        condition(e.condition)
        condition(e.instead_if)
        condition(e.bound)  # a bound on the monster the verb acts on (7.4.2)
        if e.cost:
            effect(e.cost)
        for _text, options in e.options:
            for o in options:
                effect(o)

    def phrase(t):  # a card phrase's registered parts (4.4.5's relations, the owner, …), wherever it stands
        if t is not None:
            out.update((TermKind.PHRASE, f) for f in PHRASE_FIELDS if getattr(t, f))

    def targets(value):
        if isinstance(value, Target):
            phrase(value)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for f in dataclasses.fields(value):
                targets(getattr(value, f.name))
        elif isinstance(value, tuple):
            for v in value:
                targets(v)

    targets(found)
    for a in found:
        if a.kind == "keyword":
            out.add((TermKind.KEYWORD, a.keyword))
        if a.kind == "auto" and a.keyword == "evolution":
            out.add((TermKind.KEYWORD, "evolution"))
        if a.trigger:
            out.add((TermKind.TRIGGER, a.trigger.event.value))
        if a.per_turn:
            out.add((TermKind.LIMIT, "per-game" if a.per_game else "per-turn"))
        if a.valid_if is not None:
            out.add((TermKind.LIMIT, "valid-only"))
        condition(a.condition)
        for e in a.effects:
            effect(e)
        for m in a.modifiers:
            out.add((TermKind.MODIFIER, m.stat.partition(":")[0]))  # "trait:兵器": the trait given, of "trait"
            condition(m.condition)
    return out


def example(term):
    """The term's card's text (and whether it is a strategy card's), or its printed sentence."""
    card = database().get(term.example)
    return (card.text, card.type == "strategy") if card else (term.example, False)


def rules_of_grammar() -> set[str]:
    """The rules that can be a part of a reading: not those named _…, which Lark inlines into their rule."""
    return set(re.findall(r"->\s*([a-z_]+)", LARK)) | set(re.findall(r"^\??([a-z][a-z_]*)(?:\.-?\d+)?:", LARK, re.M))


@pytest.mark.parametrize("term", TERMS, ids=lambda t: f"{t.kind.value}:{t.name}")
def test_each_term_has_a_real_card_words_a_handler_and_a_rule(term, ja):
    text, strategy = example(term)
    compiled = compile_text(text, strategy=strategy)
    assert (term.kind, term.name) in terms_in(compiled), f"{term.example} does not use {term.name}"
    for ability in compiled:
        words, _rules = describe(ability)  # raises for a term with no words
        assert words and "None" not in words
    assert term.rule in ja, f"{term.rule} is no section of the rules"
    if term.kind is TermKind.VERB:
        source = inspect.getsource(abilities.AbilityLayer.run) + inspect.getsource(abilities.AbilityLayer._carry_out)
        assert (f'"{term.name}"' in source if term.handler == "run" else hasattr(abilities.AbilityLayer, term.handler))
    elif term.kind is TermKind.CONDITION:
        assert term.name == "all" or f'"{term.name}"' in inspect.getsource(board_reading.BoardReading.holds)
    elif term.kind is TermKind.TRIGGER and term.name == "state":
        assert hasattr(abilities.AbilityLayer, "states_met")  # 10.6.6: checked, not emitted
    elif term.kind is TermKind.TRIGGER:
        assert f'_emit("{term.handler}"' in ENGINE
    elif term.kind is TermKind.LIMIT:
        assert hasattr(abilities.AbilityLayer, term.handler)
    elif term.kind is TermKind.PHRASE:  # the engine reads the card phrase's field where it finds cards
        assert term.handler in ENGINE
    else:
        assert f'"{term.name}"' in ENGINE


@pytest.mark.parametrize("term", [t for t in TERMS if t.grammar], ids=lambda t: f"{t.kind.value}:{t.name}")
def test_each_term_the_grammar_reads_is_read_from_its_real_card(term):
    """The term's card (or its sentence) is read through one of the term's own rules of card.lark."""
    assert set(term.grammar) <= rules_of_grammar(), f"{term.grammar} not all in card.lark"
    text, strategy = (term.sentence, False) if term.sentence else example(term)
    assert (term.kind, term.name) in terms_in(compile_text(text, strategy=strategy))
    plain, _origin = readable(normalise(text))
    tree = pruning.parse(_lark(), plain, "strategy_card" if strategy else "card")
    assert {str(t.data) for t in tree.iter_subtrees()} & set(term.grammar), term.grammar


def test_every_rule_of_the_grammar_is_a_term_or_a_named_part():
    registered = {g for t in TERMS for g in t.grammar}
    assert rules_of_grammar() - registered - STRUCTURE == set()


def test_every_term_the_compiler_makes_for_a_real_card_is_registered():
    made = set().union(*(terms_in(compile_card(c)) for c in database().values()))
    assert made - {(t.kind, t.name) for t in TERMS} == set()


def test_every_term_is_read_by_the_grammar():
    """The grammar is the only reader: a term without rules of card.lark could never be compiled."""
    assert [t.name for t in TERMS if not t.grammar] == []


def test_the_engines_closed_lists_are_the_registrys():
    """ability_data.VERBS, KEYWORDS and the trigger Events name exactly the registered verbs,
    keywords and triggers."""
    from judgekit.engine.ability_data import KEYWORDS, VERBS, Event

    assert set(VERBS) == {t.name for t in TERMS if t.kind is TermKind.VERB}
    assert set(KEYWORDS) == {t.name for t in TERMS if t.kind is TermKind.KEYWORD}
    assert {e.value for e in Event} == {t.name for t in TERMS if t.kind is TermKind.TRIGGER}


def test_the_documented_terms_are_the_registrys():
    """docs/card-grammar.md's table of terms is made from the registry; rerun
    `python -m judgekit.cardtext.registry` after changing it."""
    from judgekit.cardtext.registry import with_terms

    doc = Path(__file__).resolve().parents[2] / "docs" / "card-grammar.md"
    text = doc.read_text(encoding="utf-8")
    assert with_terms(text) == text
