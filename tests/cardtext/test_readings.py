"""What a judge reads for each of the 292 real cards (`judgekit cards show`, the card page) changes
only on purpose: a change of the compiler's values, or of the compiler itself, that would say
another thing of a card fails here, naming the card.

After a change of a reading that is meant, write the file anew and review its diff:
    .venv/bin/python tests/cardtext/test_readings.py
"""

from pathlib import Path

from judgekit.cardtext import CompileError, compile_card
from judgekit.cardtext.database import database
from judgekit.cardtext.describe import reading

READINGS = Path(__file__).with_name("readings.txt")


def readings() -> dict[str, str]:
    """Each card's number and name, and what ``cards show`` prints of its abilities."""
    found = {}
    for number, card in database().items():
        try:
            lines = reading(compile_card(card))
        except CompileError as exc:
            lines = [f"not compiled: {exc}"]
        found[number] = "\n".join([f"{number} {card.name}", *(f"  {line}" for line in lines)])
    return found


def written() -> dict[str, str]:
    blocks = READINGS.read_text(encoding="utf-8").strip("\n").split("\n\n")
    return {block.split(" ", 1)[0]: block for block in blocks}


def test_every_cards_reading_is_the_reviewed_one():
    now, before = readings(), written()
    assert len(now) == 292 and now.keys() == before.keys()
    changed = [number for number in now if now[number] != before[number]]
    assert not changed, (f"{len(changed)} readings changed, first {changed[0]}:\n{before[changed[0]]}\n→\n"
                         f"{now[changed[0]]}\n(if meant: python tests/cardtext/test_readings.py)")


def test_a_changed_reading_is_caught(monkeypatch):
    """The comparison sees one changed word in one card."""
    from judgekit.cardtext import describe

    words = describe.EVENTS.copy()
    words[describe.Event.RAGE_UP] = "the rage of {who} monster goes up"
    monkeypatch.setattr(describe, "EVENTS", words)
    now, before = readings(), written()
    assert 0 < sum(now[n] != before[n] for n in now) < len(now)


if __name__ == "__main__":
    READINGS.write_text("\n\n".join(readings().values()) + "\n", encoding="utf-8")
    print(f"{READINGS}: {len(readings())} cards")
