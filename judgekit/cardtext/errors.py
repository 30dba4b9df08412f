"""The one error of card text: a part no rule of the grammar reads, with where it starts."""

from __future__ import annotations


class CompileError(ValueError):
    """Text the grammar cannot read; says which part and where."""

    def __init__(self, text: str, part: str, position: int, why: str = ""):
        super().__init__(f"cannot read 「{part}」 at character {position + 1} of 「{text}」"
                         + (f": {why}" if why else ""))
        self.text, self.part, self.position, self.why = text, part, position, why
