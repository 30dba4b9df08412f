"""Which part of a printed text became which part of its meaning, by the grammar's positions.

The card page shows the printed text beside its reading, each part of one paired with the part
of the other (issue 18). The grammar (``card.lark``, read by ``parser``) parses the normalised
text with positions; :func:`read_in_parts` cuts each ability into its parts (trigger, condition,
cost, verb, continuous change …), says each in plain words (``describe``) and maps its position
back onto the characters as printed: normalisation changes look-alike characters, drops 【】 and
reminder text, so positions in the normalised text are not positions in the printed one.

A sentence the grammar cannot read (with the sentences around it that it cannot read without)
is one unread part, never left out.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import unicodedata

from lark import Token, Tree
from lark.exceptions import UnexpectedInput, VisitError

from judgekit.cardtext import pruning
from judgekit.cardtext.compiler import CompileError
from judgekit.cardtext.describe import describe, effect_words, modifier_words, per_turn_words, per_words
from judgekit.cardtext.normal import bare, normalise
from judgekit.cardtext.parser import Meaning, _lark
from judgekit.cardtext.parser import _State as State
from judgekit.engine.ability_data import Ability, Effect, Event, Modifier, Trigger

KEYWORD_RULES = ("burst", "burst_unranked", "base", "evolution", "deck_copies", "deck_color", "deck_uncounted")
HEAD_WORDS = {"your_turn": "during your turn", "opponent_turn": "during the opponent's turn"}
FIXED_WORDS = {  # the heads the grammar reads as one word (WHILE_PLACED), by their text
    "これが戦略カード置き場にある間、": "while this card is in a strategy zone too (10.3.2)",
}
IN_ZONE_WORDS = "while this card is in a zone, where its abilities work anyway (10.3.4.2)"  # WHILE_IN_ZONE


@dataclasses.dataclass(frozen=True)
class Part:
    """Printed characters ``start:end`` of the card's text, and what they became."""
    start: int
    end: int
    words: str


@dataclasses.dataclass(frozen=True)
class Reading:
    """One ability of the text in its parts, or one stretch the grammar cannot read (``unread``
    says where reading stopped). ``start:end`` is the stretch of the printed text."""
    start: int
    end: int
    parts: tuple[Part, ...] = ()
    words: str = ""
    rules: tuple[str, ...] = ()
    unread: str = ""
    stop: int = -1  # unread: the printed character where reading stopped, when inside it


def printed_positions(printed: str, plain: str) -> list[tuple[int, int]]:
    """For each character of ``plain`` (the normalised ``printed``), the printed characters it
    comes from, as (start, end); a character normalisation added (the last 。) is (i, i).

    An alignment, not a replay of normal.py's steps: each printed character is compared in its
    NFKC form, so full-width letters match; the rest (〜 → ~, ー → -, a dropped 【】 or reminder
    text) are replaced or deleted stretches, spread evenly over the characters they became."""
    a = [unicodedata.normalize("NFKC", ch) for ch in printed]
    origin: list[tuple[int, int]] = []
    matcher = difflib.SequenceMatcher(None, a, list(plain), autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            origin += [(i1 + k, i1 + k + 1) for k in range(j2 - j1)]
        elif op in ("replace", "insert"):
            n, m = j2 - j1, i2 - i1
            origin += [(i1 + k * m // n, max(i1 + (k + 1) * m // n, i1 + k * m // n + (1 if m else 0)))
                       for k in range(n)]
    return origin


@functools.lru_cache(maxsize=1024)
def read_in_parts(printed: str, strategy: bool = False) -> tuple[Reading, ...]:
    """The readings of a printed text, in order, together covering all of it."""
    plain = bare(normalise(printed))
    if plain and not plain.endswith("。"):  # as parser.parse_text: the last 。 is often left off
        plain += "。"
    origin = printed_positions(printed, plain)

    def span(start: int, end: int) -> tuple[int, int]:
        first, last = (origin[start][0], origin[end - 1][1]) if end > start else (origin[start][0],) * 2
        if printed[first - 1:first] == "【" and printed[last:last + 1] == "】":  # 【出現時】: the icon whole
            first, last = first - 1, last + 1
        return first, last

    ends = [i + 1 for i, ch in enumerate(plain) if ch == "。"]
    starts = [0] + ends[:-1]
    readings: list[Reading] = []
    i = 0
    while i < len(ends):  # the longest run of sentences from here the grammar reads as abilities
        found = _abilities(plain[starts[i]:], strategy)
        j = len(ends)
        if not isinstance(found, list):
            stopped = found
            at = starts[i] + stopped.position  # no reading of the rest gets past here: shorter runs
            for j in range(len(ends) - 1, i, -1):  # that end by it are worth trying
                if ends[j - 1] <= at + 1 and isinstance(found := _abilities(plain[starts[i]:ends[j - 1]],
                                                                            strategy), list):
                    break
        if not isinstance(found, list):
            stop = (f"the grammar reads no part that starts at 「{printed[origin[at][0]:][:12]}」"
                    if at < ends[i] else "the grammar cannot read it without the sentences after it")
            readings.append(Reading(*span(starts[i], ends[i]), unread=stop,
                                    stop=origin[at][0] if at < ends[i] else -1))
            i += 1
            continue
        offset = starts[i]
        for tree, ability in found:
            meta = tree.meta
            words, rules = describe(ability)
            parts = tuple(Part(*span(offset + s, offset + e), w)
                          for s, e, w in _parts(tree, plain[offset:ends[j - 1]]))
            start, end = span(offset + meta.start_pos, offset + meta.end_pos)
            start = min([start] + [p.start for p in parts])  # a first part's 【
            readings.append(Reading(start, end, parts, words, tuple(rules)))
        i = j
    return _covering(readings, len(printed))


def _covering(readings: list[Reading], length: int) -> tuple[Reading, ...]:
    """Each reading stretched to the next one's start, so every printed character (a space, a
    reminder text between abilities) is shown once."""
    out: list[Reading] = []
    for k, r in enumerate(readings):
        start = 0 if k == 0 else out[-1].end
        end = readings[k + 1].start if k + 1 < len(readings) else length
        out.append(dataclasses.replace(r, start=start, end=max(end, start)))
    return tuple(out)


def _abilities(text: str, strategy: bool) -> list[tuple[Tree, Ability]] | CompileError:
    """Each ability of ``text`` (whole sentences) with its tree, or where reading stopped."""
    try:
        tree = pruning.parse(_lark(), text, "strategy_card" if strategy else "card")
        abilities = Meaning(text).transform(tree).children
    except UnexpectedInput as exc:
        at = exc.pos_in_stream if exc.pos_in_stream is not None and exc.pos_in_stream >= 0 else len(text)
        return CompileError(text, text[at:at + 30], at)
    except VisitError as exc:
        orig = exc.orig_exc
        return orig if isinstance(orig, CompileError) else CompileError(text, text, 0, str(orig))
    return list(zip(tree.children, abilities))


def _parts(tree: Tree, text: str) -> list[tuple[int, int, str]]:
    """(start, end, words) of each part of one ability's tree, in the order printed."""
    found: list[tuple[int, int, str]] = []
    meaning = Meaning(text)

    def value(node):
        return meaning.transform(node)

    def visit(node, parents: tuple[str, ...] = ()) -> None:
        if isinstance(node, Token):
            if node.type in ("WHILE_PLACED", "WHILE_IN_ZONE"):
                assert node.start_pos is not None and node.end_pos is not None  # Earley keeps positions
                found.append((node.start_pos, node.end_pos, FIXED_WORDS.get(str(node), IN_ZONE_WORDS)))
            return
        name, meta = str(node.data), node.meta
        words = _words(name, parents, node, value)
        if words is not None and not meta.empty:
            found.append((meta.start_pos, meta.end_pos, words))
            return
        if name == "delayed":  # "次のあなたのエンドフェイズ開始時、": the moment, then its sentence's parts
            [later] = value(node)
            moment = effect_words(dataclasses.replace(later, options=(("", ()),))).removesuffix(": ")
            found.append((meta.start_pos, text.index("、", meta.start_pos) + 1,
                          f"{moment}, a delayed trigger (10.6.5)"))
        if name == "choice":  # "以下をNつ行う。": the words before the first option
            first = next(c for c in node.children if isinstance(c, Tree) and c.data == "option")
            begin = max((c.meta.end_pos for c in node.children if isinstance(c, Tree) and c.data == "condition"),
                        default=meta.start_pos)
            found.append((text.index("以下を", begin), first.meta.start_pos,
                          f"do {next(int(c) for c in node.children if isinstance(c, Token) and c.type == 'INT')}"
                          " of the following"))
        for child in node.children:
            visit(child, (*parents, name))

    visit(tree)
    return sorted(found)


def _words(name: str, parents: tuple[str, ...], node: Tree, value) -> str | None:
    """A part's plain words, or None when ``node`` is no part (its children may be)."""
    if name in KEYWORD_RULES:
        return describe(value(node))[0]
    if name in HEAD_WORDS:
        return HEAD_WORDS[name]
    if name == "until":  # 「このターン中、」 and its other wordings (7.5.6)
        return "until the end of the turn"
    if name in ("until_next_turn", "until_phase"):  # 10.2.1.2
        return f"until {value(node)}"
    if name == "during_next":  # a window that starts later (10.2.1.2)
        return str(value(node))
    if name in ("per_turn", "per_turn_said"):  # 1.3.1 over 10.6.2.1
        return per_turn_words(value(node).times, value(node).game)
    if name == "valid_said":  # 10.3.3
        return f"valid only while {value(node).condition}"
    if name == "awakening":
        n = value(node)
        return f"【覚醒{n}】: only while your monster is in zone {n} or beyond"
    if name.startswith("replaced_"):  # the event a replacement replaces: the words of its ability's head
        found = value(node)
        head = describe(Ability("", "replacement", replaces=found.event, replaced=found.cards,
                                replaced_by=found.by, phase_of=found.phase_of))[0]
        return head.removesuffix(" instead ").removesuffix(",") + ", instead"
    if name.startswith("t_"):  # a trigger: the words an ability with it and no effect starts with
        found = value(node)
        if isinstance(found, State):  # 10.6.6: 「…時、」 a state, the ability's condition (the parser's _State)
            return describe(Ability("", "auto", Trigger(Event.STATE), condition=found.condition))[0].removesuffix(": ")
        return describe(Ability("", "auto", found))[0].removesuffix(": ")
    if name.startswith("c_"):
        instead = parents[-2:] == ("instead", "condition")
        return f"if {value(node)}" + (", instead of the effect before" if instead else "")
    if name.startswith("cost_"):
        return f"as a cost, {effect_words(value(node))}"
    if name.startswith("per_"):
        return f"for each {per_words(value(node).value)}"
    if name.startswith("m_"):
        found = value(node)
        return modifier_words(found) if isinstance(found, Modifier) else None
    if parents[-1:] == ("effects",):
        found = value(node)
        return effect_words(found) if isinstance(found, Effect) else None
    return None

