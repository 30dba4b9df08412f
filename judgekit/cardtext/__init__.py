"""Card text: printed Japanese or English text compiled into engine abilities."""

from judgekit.cardtext.compiler import CompileError, compile_card, compile_text

__all__ = ["CompileError", "compile_card", "compile_text", "warm"]


def warm() -> None:
    """Build the card grammar's parser now — seconds, once a process — so that it is not paid inside
    the first budgeted run (a judge's table replay) nor by each forked worker (``judgekit serve``)."""
    from judgekit.cardtext.parser import _lark

    _lark()
