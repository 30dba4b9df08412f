"""The grammar table in docs/card-grammar.md tells the truth: each row's example card compiles
to the engine value the row names."""

import re
from pathlib import Path

import pytest

from judgekit.cardtext.compiler import compile_card, compile_text
from judgekit.cardtext.database import database

DOC = Path(__file__).resolve().parents[2] / "docs" / "card-grammar.md"
ROW = re.compile(r"^\| (?P<what>[^|]+) \|[^|]+\| `(?P<value>[^`]+)` \|[^|]+\| (?P<card>[A-Z0-9-]+) \|$")


def rows():
    return [m.groupdict() for line in DOC.read_text(encoding="utf-8").splitlines()
            if (m := ROW.match(line))]


def values(number):
    """Every engine value the card's compiled abilities hold, named as in the table."""
    return values_of(compile_card(database()[number]))


def values_of(abilities):
    found = set()

    def effect(e):
        found.add(f"effect: {e.verb}")
        for condition in (e.condition, e.instead_if):
            if condition:
                found.add(f"condition: {condition.kind}")
        if e.cost:
            found.add(f"cost: {e.cost.verb}")
        if e.per:
            found.add(f"per: {e.per}")
        for _text, options in e.options:
            for o in options:
                effect(o)

    for a in abilities:
        found |= {f"keyword: {a.keyword}" if a.kind == "keyword" else "",
                  f"replacement: {a.replaces}" if a.kind == "replacement" else "",
                  f"trigger: {a.trigger}" if a.trigger else "",
                  f"during: {a.during}" if a.during else "", "awakening" if a.awakening else "",
                  f"condition: {a.condition.kind}" if a.condition else ""}
        for m in a.modifiers:
            found.add(f"modifier: {m.stat}/{m.scope}")
            if isinstance(m.per, str):  # a Tally
                found.add(f"per: {m.per}")
            if m.condition:
                found.add(f"condition: {m.condition.kind}")
        for e in a.effects:
            effect(e)
    return found


def test_the_table_has_a_row_for_each_part_of_the_grammar():
    assert len(rows()) >= 60


@pytest.mark.parametrize("row", rows(), ids=lambda r: r["what"])
def test_each_rows_example_card_compiles_to_its_value(row):
    assert row["value"] in values(row["card"]), f"{row['card']} does not give {row['value']}"


UNUSED = re.compile(r"^\| (?P<what>[^|]+) \| (?P<text>[^|`]+) \| `(?P<value>[^`]+)` \| [^|]+ \|$")


def unused_rows():
    """The rows of the section for forms no real card uses yet: their printed text is whole."""
    section = DOC.read_text(encoding="utf-8").split("## Forms no real card uses yet", 1)[1]
    return [m.groupdict() for line in section.splitlines() if (m := UNUSED.match(line))]


def test_the_forms_no_card_uses_yet_are_listed():
    assert unused_rows()


@pytest.mark.parametrize("row", unused_rows(), ids=lambda r: r["what"])
def test_each_form_no_card_uses_yet_compiles_to_its_value(row):
    assert row["value"] in values_of(compile_text(row["text"].strip())), row["text"]


# -- the reference of card.lark, rule by rule ----------------------------------------------------

REFERENCE_ROW = re.compile(r"^\| `(?P<name>[A-Za-z_]+)`")


def documented_rules() -> set[str]:
    """The names the doc's reference of card.lark has a row for."""
    from judgekit.cardtext.lark_doc import END, START

    section = DOC.read_text(encoding="utf-8").split(START, 1)[1].split(END, 1)[0]
    return {m["name"] for line in section.splitlines() if (m := REFERENCE_ROW.match(line))}


def test_the_grammar_reference_is_made_from_the_current_card_lark():
    """Rerun `python -m judgekit.cardtext.lark_doc` after changing card.lark."""
    from judgekit.cardtext.lark_doc import with_grammar

    text = DOC.read_text(encoding="utf-8")
    assert with_grammar(text) == text


def test_every_rule_and_word_list_lark_compiles_is_in_the_reference_and_no_other():
    """Checked against Lark's own reading of card.lark, not the doc generator's."""
    from judgekit.cardtext.parser import GRAMMAR, _lark

    lark = _lark()
    rules = {str(r.origin.name) for r in lark.rules if not str(r.origin.name).startswith("__")}
    rules |= {r.alias for r in lark.rules if r.alias}
    defined = set(re.findall(r"^([A-Z_]+)\s*:", GRAMMAR.read_text(encoding="utf-8"), re.M))
    terminals = {t.name for t in lark.terminals} & defined
    assert terminals == defined  # every word list of the file is used by some rule
    documented = documented_rules()
    assert (rules | terminals) - documented == set(), "in card.lark, not in docs/card-grammar.md"
    assert documented - rules - terminals == set(), "in docs/card-grammar.md, not in card.lark"


def test_a_rule_added_to_the_grammar_makes_the_reference_out_of_date():
    from judgekit.cardtext.lark_doc import markdown, rows
    from judgekit.cardtext.parser import GRAMMAR

    grammar = GRAMMAR.read_text(encoding="utf-8")
    more = grammar.replace('       | ("進攻時" | "When invading")                  -> t_invading',
                           '       | ("進攻時" | "When invading")                  -> t_invading\n'
                           '       | "撃退時"                                    -> t_countering')
    assert more != grammar
    assert [r for r in rows(more) if r.name == "t_countering"][0].reads == '"撃退時"'
    assert markdown(more) != markdown()
